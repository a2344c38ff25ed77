import Foundation
import UIKit

/// The note the Notes tab edits: plain UTF-8 text kept in a `UIDocument`, in the app's
/// data container (`Documents/Note.txt`), read and written in the background and saved
/// safely.
final class TextDocument: UIDocument {
    var text = ""

    /// Where the demo keeps its note.
    static var noteURL: URL {
        UIApplication.shared.dataContainerURL.appendingPathComponent("Documents/Note.txt")
    }

    override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.text = text
    }

    override func save(to url: URL, for saveOperation: UIDocument.SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        super.save(to: url, for: saveOperation) { success in
            print("  document: \(url.lastPathComponent) \(saveOperation == .forCreating ? "created" : "saved") (\(success ? "ok" : "failed"))")
            completionHandler?(success)
        }
    }
}

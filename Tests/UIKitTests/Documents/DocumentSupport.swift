import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Marks the file-access queues of the test documents.
nonisolated(unsafe) let documentQueueKey = DispatchSpecificKey<Bool>()

/// Whether the caller runs on a test document's file-access queue.
func onFileQueue() -> Bool { DispatchQueue.getSpecific(key: documentQueueKey) == true }

/// A plain-text document that records where and in which order UIKit calls it.
final class NoteDocument: UIDocument {
    var text = ""
    override init(fileURL url: URL) {
        super.init(fileURL: url)
        _fileAccessQueue.setSpecific(key: documentQueueKey, value: true)
    }
    /// Calls, in order: "contents main", "write <queue>", "load main", …
    nonisolated(unsafe) var calls: [String] = []
    private let lock = NSLock()
    var errors: [NSError] = []

    nonisolated private func record(_ call: String) {
        lock.lock(); calls.append(call); lock.unlock()
    }

    override func contents(forType typeName: String) throws -> Any {
        record("contents \(typeName) onFileQueue=\(onFileQueue())")
        return Data(text.utf8)
    }

    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        record("load \(typeName ?? "nil") onFileQueue=\(onFileQueue())")
        guard let data = contents as? Data, let text = String(data: data, encoding: .utf8) else {
            throw NSError(domain: "NoteDocument", code: 1, userInfo: [NSLocalizedDescriptionKey: "not UTF-8 text"])
        }
        self.text = text
    }

    override nonisolated func writeContents(_ contents: Any, to url: URL, for saveOperation: UIDocument.SaveOperation,
                                            originalContentsURL: URL?) throws {
        record("write \(url.lastPathComponent.hasPrefix(".") && url.lastPathComponent.hasSuffix(".saving") ? "temporary" : url.lastPathComponent) "
               + "onFileQueue=\(onFileQueue())")
        try super.writeContents(contents, to: url, for: saveOperation, originalContentsURL: originalContentsURL)
    }

    override func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        errors.append(error as NSError)
        record("handleError \((error as NSError).code) interaction=\(userInteractionPermitted)")
        super.handleError(error, userInteractionPermitted: userInteractionPermitted)
    }

    /// Types `more` as the user would: an undoable edit.
    func type(_ more: String) {
        let before = text
        text += more
        undoManager.registerUndo(withTarget: self) { document in
            let after = document.text
            document.text = before
            document.undoManager.registerUndo(withTarget: document) { $0.text = after }
        }
    }
}

/// A package document: a folder with a text file and a data file.
final class PackageDocument: UIDocument {
    var title = ""
    var payload = Data()
    override func contents(forType typeName: String) throws -> Any {
        FileWrapper(directoryWithFileWrappers: [
            "title.txt": FileWrapper(regularFileWithContents: Data(title.utf8)),
            "payload.bin": FileWrapper(regularFileWithContents: payload),
        ])
    }
    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let wrapper = contents as? FileWrapper, let files = wrapper.fileWrappers,
              let title = files["title.txt"]?.regularFileContents, let payload = files["payload.bin"]?.regularFileContents else {
            throw NSError(domain: "PackageDocument", code: 1, userInfo: [NSLocalizedDescriptionKey: "not a package"])
        }
        self.title = String(decoding: title, as: UTF8.self)
        self.payload = payload
    }
}

/// Records a document's state changes as they are posted.
@MainActor
final class DocumentStateRecorder {
    private(set) var states: [String] = []
    private var observer: NSObjectProtocol?
    init(_ document: UIDocument) {
        observer = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: document, queue: nil) { [weak self] note in
            nonisolated(unsafe) let object = note.object
            MainActor.assumeIsolated {
                guard let document = object as? UIDocument else { return }
                self?.states.append(Self.describe(document.documentState))
            }
        }
    }
    isolated deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

    static func describe(_ state: UIDocument.State) -> String {
        if state.isEmpty { return "normal" }
        let names: [(UIDocument.State, String)] = [(.closed, "closed"), (.inConflict, "inConflict"), (.savingError, "savingError"),
                                                  (.editingDisabled, "editingDisabled"), (.progressAvailable, "progressAvailable")]
        return names.filter { state.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

/// A fresh folder for one test's documents.
func freshDocumentsFolder() -> URL {
    let url = testProcessFolder.appendingPathComponent("documents-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs a document operation and waits for its completion handler.
@MainActor
func waitFor(_ operation: (@escaping (Bool) -> Void) -> Void) -> Bool? {
    var result: Bool?
    operation { result = $0 }
    drainMainRunLoop(until: { result != nil })
    return result
}

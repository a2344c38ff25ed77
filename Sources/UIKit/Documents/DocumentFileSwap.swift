import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Puts a fully written temporary file in place of a document's file (Z4). A regular file
/// is moved over the old one with `rename(2)`, which is atomic: at every moment the path is
/// either the old file or the new one, whole. A package (a folder) cannot be renamed over a
/// folder that has files, so the old one is first renamed aside (`<name>.previous`), the new
/// one renamed into place, then the old one removed; a kill between the two renames leaves
/// the old package whole beside the new, at the `.previous` name.
enum DocumentFileSwap {
    static func replace(_ url: URL, with temporary: URL) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue {
            let previous = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".previous")
            try? FileManager.default.removeItem(at: previous)
            try move(url, to: previous)
            try move(temporary, to: url)
            try? FileManager.default.removeItem(at: previous)
        } else {
            try move(temporary, to: url)
        }
    }

    /// `rename(2)`: atomic within a file system, replacing a file at `destination`.
    private static func move(_ source: URL, to destination: URL) throws {
        guard rename(source.path, destination.path) == 0 else {
            let code = errno
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(code),
                          userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code)), NSFilePathErrorKey: destination.path])
        }
    }
}

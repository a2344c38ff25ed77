import Foundation

/// The folder iOS keeps an app's saved interface in, and the property-list files in it:
/// `Library/Saved Application State/<app>.savedState/` inside
/// ``UIApplication/dataContainerURL``. Scene sessions (E8) and the classic restoration
/// archive (Z8) live there. Files are written to a temporary file in the same folder and
/// then moved over the old one, so a kill mid-write leaves the old file whole.
enum SavedStateFolder {
    /// The folder.
    static var url: URL {
        UIApplication._libraryURL
            .appendingPathComponent("Saved Application State", isDirectory: true)
            .appendingPathComponent("\(UIApplication._appName).savedState", isDirectory: true)
    }

    /// The file `name` in the folder.
    static func fileURL(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes `propertyList` as a binary property list to `name`, atomically.
    static func write(_ propertyList: Any, to name: String) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: propertyList, format: .binary, options: 0)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try data.write(to: fileURL(name), options: .atomic)
    }

    /// The property list in `name`; nil when there is no such file. Throws when the file
    /// is not a property list.
    static func read(_ name: String) throws -> Any? {
        guard let data = FileManager.default.contents(atPath: fileURL(name).path) else { return nil }
        return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }

    /// Removes `name` if it exists.
    static func remove(_ name: String) {
        try? FileManager.default.removeItem(at: fileURL(name))
    }
}

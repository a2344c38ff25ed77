import Foundation

/// A file or a folder of files in memory, the contents of a package document (D3):
/// Foundation's class on Apple platforms, which Linux's Foundation lacks, so UIKit provides
/// regular files and directories (no symbolic links). Thread-safe to hand to a document's
/// file-access queue once built.
open class FileWrapper: NSObject, @unchecked Sendable {
    /// Options for reading a file wrapper from disk.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Reads every file at once (OpenUIKit always does).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Accepted; files are read at once anyway.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for writing a file wrapper to disk.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Writes to a temporary place first, then moves it into place.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Updates the wrapper's file names to those written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Content {
        case file(Data)
        case directory([String: FileWrapper])
    }

    private var content: Content
    /// The name the wrapper would like in its parent.
    open var preferredFilename: String?
    /// The name it has in its parent, or on disk.
    open var filename: String?
    /// File attributes to write (as `FileManager` attributes).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        content = .file(contents)
        super.init()
    }

    /// A directory holding `childrenByPreferredName`.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        content = .directory([:])
        super.init()
        for (name, child) in childrenByPreferredName {
            child.preferredFilename = child.preferredFilename ?? name
            child.filename = name
            if case .directory(var children) = content {
                children[name] = child
                content = .directory(children)
            }
        }
    }

    /// The file or directory at `url`, read at once. Throws Foundation's file errors.
    public init(url: URL, options: ReadingOptions = []) throws {
        let values = try url.resourceValues(forKeys: [.isDirectoryKey])
        if values.isDirectory == true {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                let child = try FileWrapper(url: url.appendingPathComponent(name), options: options)
                children[name] = child
            }
            content = .directory(children)
        } else {
            content = .file(try Data(contentsOf: url))
        }
        super.init()
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// Whether it is a regular file.
    open var isRegularFile: Bool { if case .file = content { true } else { false } }
    /// Whether it is a directory.
    open var isDirectory: Bool { if case .directory = content { true } else { false } }
    /// Whether it is a symbolic link (never, here).
    open var isSymbolicLink: Bool { false }
    /// A regular file's contents; nil for a directory.
    open var regularFileContents: Data? { if case .file(let data) = content { data } else { nil } }
    /// A directory's children by name; nil for a regular file.
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = content { children } else { nil } }

    /// Adds `child` to a directory under its preferred name (made unique); returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = content else { return "" }
        var name = child.preferredFilename ?? UUID().uuidString
        var counter = 2
        let base = name
        while children[name] != nil { name = "\(counter) \(base)"; counter += 1 }
        child.filename = name
        children[name] = child
        content = .directory(children)
        return name
    }

    /// Adds a regular file with `data` named `fileName`; returns the name used.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from a directory.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = content else { return }
        children = children.filter { $0.value !== child }
        content = .directory(children)
    }

    /// Writes the wrapper to `url` (a file, or a directory with its children).
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch content {
        case .file(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: [], originalContentsURL: nil)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}

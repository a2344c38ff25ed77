import Foundation

/// A document kept in a file: its contents in memory, read and written on a background
/// queue, saved safely (a temporary file in the same folder, then an atomic move, Z4),
/// autosaved when it has unsaved changes, and its state (`documentState`) reported with
/// `stateChangedNotification`.
///
/// Subclass it and override ``contents(forType:)`` (the data to save: `Data`, or a
/// `FileWrapper` for a package) and ``load(fromContents:ofType:)`` (take read contents in);
/// both run on the main thread. Count edits with ``updateChangeCount(_:)`` or register them
/// with ``undoManager``. Completion handlers and state changes arrive on the main thread.
///
/// Differences from UIKit: no file coordination between processes or iCloud (a file changed
/// on disk by another writer is noticed by its modification date, D9); no `progress`;
/// `fileType` comes from the file name extension (`public.plain-text`, `public.json`, … or
/// `dyn.<extension>`); autosave waits ``autosaveDelay`` seconds of UIKit's clock.
@preconcurrency @MainActor
open class UIDocument: NSObject {
    /// What the document can do now, as flags (an empty set is `.normal`).
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Open and editable, with nothing wrong.
        public static let normal: State = []
        /// Not open (before ``open(completionHandler:)`` and after ``close(completionHandler:)``).
        public static let closed = State(rawValue: 1 << 0)
        /// The file changed on disk since it was read or saved (D9).
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed (D7).
        public static let savingError = State(rawValue: 1 << 2)
        /// Edits must wait: the document is reverting to a file's contents.
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// A download or upload reports progress (never set here).
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// How ``updateChangeCount(_:)`` changes the count of unsaved changes.
    public enum ChangeKind: Int, Sendable {
        /// A change was made.
        case done
        /// A change was undone.
        case undone
        /// A change was redone.
        case redone
        /// The document has no unsaved changes now.
        case cleared
    }

    /// Whether a save creates the file or replaces its contents.
    public enum SaveOperation: Int, Sendable {
        /// Creates the file; fails if one exists at the URL.
        case forCreating
        /// Replaces the contents of the file.
        case forOverwriting
    }

    /// Posted (object: the document) whenever ``documentState`` changes.
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    /// Seconds of UIKit's clock between the first unsaved change and the autosave (D6).
    /// UIKit does not publish its period; OpenUIKit's is 15 s.
    public static let autosaveDelay: TimeInterval = 15

    /// Where the document is in its life: the state machine behind `.closed`.
    enum Lifecycle: Equatable {
        case closed, opening, open, closing
    }

    /// The document's file.
    open internal(set) var fileURL: URL
    var _state: State = .closed
    var _lifecycle = Lifecycle.closed
    /// Changes not yet saved: +1 done or redone, -1 undone.
    var _changeCount = 0
    /// The modification date of the file as this document last read or wrote it (D9).
    var _knownDiskDate: Date?
    var _autosaveTimer: UIKitScheduler.TimerToken?
    var _undoManager: UndoManager?
    var _undoObservers: [NSObjectProtocol] = []
    var _appObservers: [NSObjectProtocol] = []
    let _fileAccessQueue: DispatchQueue

    /// A closed document for the file at `url` (which need not exist yet).
    public init(fileURL url: URL) {
        fileURL = url
        _fileAccessQueue = DispatchQueue(label: "UIDocument file access: \(url.lastPathComponent)")
        super.init()
    }

    isolated deinit {
        for observer in _undoObservers + _appObservers { NotificationCenter.default.removeObserver(observer) }
        if let token = _autosaveTimer { UIKitScheduler.shared.cancel(token) }
    }

    /// The document's state (``State``).
    open var documentState: State { _state }

    /// The file's name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// The type of the file, from its name extension.
    open var fileType: String? { Self.typeIdentifier(forExtension: fileURL.pathExtension) }

    /// The type ``contents(forType:)`` is asked for when saving. Default ``fileType``.
    open var savingFileType: String? { fileType }

    /// When the file was last modified, as this document read or wrote it.
    open var fileModificationDate: Date?

    /// Whether there are changes not yet saved.
    open var hasUnsavedChanges: Bool { _changeCount != 0 }

    /// Records a change (D5): done and redone add one, undone takes one away, cleared forgets
    /// them. A first unsaved change starts the autosave timer (D6).
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: _changeCount += 1
        case .undone: _changeCount -= 1
        case .cleared: _changeCount = 0
        }
        _scheduleAutosaveIfNeeded()
    }

    /// The document's undo manager, made on first use; registering a change in it, undoing
    /// and redoing count as changes (D5). Setting another one observes that one instead.
    open var undoManager: UndoManager! {
        get {
            if _undoManager == nil { _observe(UndoManager()) }
            return _undoManager
        }
        set { _observe(newValue) }
    }

    func _observe(_ manager: UndoManager?) {
        for observer in _undoObservers { NotificationCenter.default.removeObserver(observer) }
        _undoObservers = []
        _undoManager = manager
        guard let manager else { return }
        let changes: [(Notification.Name, ChangeKind)] = [
            (UndoManager.didCloseUndoGroupNotification, .done), (UndoManager.didUndoChangeNotification, .undone),
            (UndoManager.didRedoChangeNotification, .redone),
        ]
        for (name, kind) in changes {
            // No `object:` filter: Linux's NotificationCenter would keep the manager alive.
            _undoObservers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self, weak manager] note in
                nonisolated(unsafe) let sender = note.object
                MainActor.assumeIsolated {
                    guard let manager, sender as AnyObject? === manager else { return }
                    self?.updateChangeCount(kind)
                }
            })
        }
    }

    /// The contents to save, for `typeName`: `Data`, or a `FileWrapper`. Called on the main
    /// thread. Subclasses must override it; the default throws.
    open func contents(forType typeName: String) throws -> Any {
        throw Self.fileError(.fileWriteUnknown, url: fileURL,
                             reason: "\(type(of: self)) does not override contents(forType:)")
    }

    /// Takes in contents read from the file (`Data`, or a `FileWrapper` for a package).
    /// Called on the main thread. Subclasses must override it; the default throws. An error
    /// thrown here fails the open, naming the file (D7).
    open func load(fromContents contents: Any, ofType typeName: String?) throws {
        throw Self.fileError(.fileReadCorruptFile, url: fileURL,
                             reason: "\(type(of: self)) does not override load(fromContents:ofType:)")
    }

    /// Changes state and posts ``stateChangedNotification`` when it differs.
    func _setState(_ state: State) {
        guard state != _state else { return }
        _state = state
        NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
    }

    /// The type identifier of a name extension.
    nonisolated static func typeIdentifier(forExtension pathExtension: String) -> String? {
        let known = ["txt": "public.plain-text", "text": "public.plain-text", "json": "public.json", "xml": "public.xml",
                     "html": "public.html", "rtf": "public.rtf", "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg",
                     "pdf": "com.adobe.pdf", "plist": "com.apple.property-list", "csv": "public.comma-separated-values-text"]
        guard !pathExtension.isEmpty else { return nil }
        return known[pathExtension.lowercased()] ?? "dyn.\(pathExtension.lowercased())"
    }

    // MARK: File access (UIDocument+FileAccess.swift), errors (UIDocument+Errors.swift)

    /// Runs `block` on the document's serial file-access queue, where reading and writing run.
    @preconcurrency open func performAsynchronousFileAccess(_ block: @escaping @Sendable () -> Void) { _performAsynchronousFileAccess(block) }

    /// Reads the file on the file-access queue, then, on the main thread,
    /// ``load(fromContents:ofType:)``; the state becomes `.normal` (posted), then
    /// `completionHandler(true)` (D1). A read or load error leaves it closed:
    /// ``handleError(_:userInteractionPermitted:)``, then `completionHandler(false)` (D7).
    /// Opening an open document only completes (true).
    open func open(completionHandler: ((Bool) -> Void)? = nil) { _open(completionHandler: completionHandler) }

    /// Reads the file at `url`: a regular file as `Data`, a folder (package) as a
    /// `FileWrapper`; the result goes to ``load(fromContents:ofType:)`` on the main thread.
    /// Called on the file-access queue. Throws Foundation's file errors, naming the file.
    /// Difference from UIKit: it returns the contents rather than calling `load` itself.
    nonisolated open func read(from url: URL) throws -> Any { try _read(from: url) }

    /// Saves (D2): ``contents(forType:)`` on the main thread, then, on the file-access queue,
    /// ``writeContents(_:andAttributes:safelyTo:for:)``. On success the document's URL becomes
    /// `url`, the changes made up to then are saved (later ones stay unsaved), `.savingError`
    /// and `.inConflict` clear (posted); on failure `.savingError` is set (posted) and the
    /// error handled (D7). `.forCreating` fails when a file exists at `url`.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        _save(to: url, for: saveOperation, completionHandler: completionHandler)
    }

    /// Writes `contents` so a crash or kill at any moment leaves the file either as it was or
    /// complete (Z4): into a temporary file in the same folder
    /// (``writeContents(_:to:for:originalContentsURL:)``), with `additionalFileAttributes`,
    /// then moved over `url` atomically. Called on the file-access queue.
    nonisolated open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil,
                                        safelyTo url: URL, for saveOperation: SaveOperation) throws {
        try _writeContents(contents, andAttributes: additionalFileAttributes, safelyTo: url, for: saveOperation)
    }

    /// Writes `contents` to `url`, a new file: `Data` as a file, a `FileWrapper` as a file or
    /// folder. Called on the file-access queue.
    nonisolated open func writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?) throws {
        try _writeContents(contents, to: url, for: saveOperation, originalContentsURL: originalContentsURL)
    }

    /// Extra attributes for the saved file (`FileAttributeKey`s). Default none. Called on the
    /// file-access queue.
    nonisolated open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] { [:] }

    /// Saves over the file when there are unsaved changes and the file was not changed on
    /// disk by another writer meanwhile (then the document is `.inConflict` instead, D9);
    /// else completes with false. UIKit calls it ``autosaveDelay`` after a first unsaved
    /// change and when the app goes to the background (D6).
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) { _autosave(completionHandler: completionHandler) }

    /// Replaces the contents with those of the file at `url` (D8): `.editingDisabled` while
    /// it reads (posted), then ``load(fromContents:ofType:)``, no unsaved changes, the undo
    /// history and `.inConflict` cleared, editing enabled (posted), `completionHandler(true)`.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        _revert(toContentsOf: url, completionHandler: completionHandler)
    }

    /// Saves unsaved changes (as an autosave), then closes: `.closed` (posted), then
    /// `completionHandler` with whether the save, if any, succeeded (D4).
    open func close(completionHandler: ((Bool) -> Void)? = nil) { _close(completionHandler: completionHandler) }

    /// Something went wrong opening, saving or reverting (D7). The default reports it on the
    /// console and calls ``finishedHandlingError(_:recovered:)`` with `recovered` false.
    /// `userInteractionPermitted` says whether the app may ask the user now.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        _handleError(error, userInteractionPermitted: userInteractionPermitted)
    }

    /// The app finished handling `error`. Default does nothing.
    open func finishedHandlingError(_ error: any Error, recovered: Bool) {}

    /// The app may no longer ask the user about `error`. Default does nothing.
    open func userInteractionNoLongerPermittedForError(_ error: any Error) {}

    /// The name extension for saving as `typeName`. Default: the file's current extension.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        fileURL.pathExtension
    }
}

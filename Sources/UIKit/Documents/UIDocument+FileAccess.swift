import Foundation

/// Contents handed between the main thread and a document's file-access queue.
struct DocumentContents: @unchecked Sendable {
    let value: Any
}

/// Opening, saving, autosaving, reverting and closing (Z4, D1–D9): files are read and
/// written on the document's serial file-access queue; the results come back to the main
/// actor through UIKit's scheduler, where state changes are posted and completion handlers
/// called.
extension UIDocument {
    /// The default of ``UIDocument/performAsynchronousFileAccess(_:)``.
    func _performAsynchronousFileAccess(_ block: @escaping @Sendable () -> Void) {
        _fileAccessQueue.async(execute: block)
    }

    // MARK: Opening (D1)

    /// The default of ``UIDocument/open(completionHandler:)`` (D1).
    func _open(completionHandler: ((Bool) -> Void)?) {
        guard _lifecycle == .closed else {
            _complete(completionHandler, _lifecycle == .open)
            return
        }
        _lifecycle = .opening
        _read(fileURL) { [self] result in
            switch result {
            case .success(let (contents, date)):
                do {
                    try _load(contents.value, from: fileURL)
                } catch {
                    _lifecycle = .closed
                    handleError(error, userInteractionPermitted: true)
                    return _complete(completionHandler, false)
                }
                _lifecycle = .open
                _knownDiskDate = date
                fileModificationDate = date
                _observeApplication()
                _setState(_state.subtracting([.closed, .savingError, .inConflict, .editingDisabled]))
                _complete(completionHandler, true)
            case .failure(let error):
                _lifecycle = .closed
                handleError(error, userInteractionPermitted: true)
                _complete(completionHandler, false)
            }
        }
    }

    /// The default of ``UIDocument/read(from:)``.
    nonisolated func _read(from url: URL) throws -> Any {
        do {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw Self.fileError(.fileReadNoSuchFile, url: url)
            }
            return isDirectory.boolValue ? try FileWrapper(url: url) : try Data(contentsOf: url)
        } catch {
            throw Self.readError(error, url: url)
        }
    }

    /// Reads `url` on the queue and hands the contents and the file's date back.
    private func _read(_ url: URL, then finish: @escaping @MainActor (Result<(DocumentContents, Date?), NSError>) -> Void) {
        let finish = UncheckedResult(finish)
        performAsynchronousFileAccess { [self] in
            let result: Result<(DocumentContents, Date?), NSError>
            do {
                result = .success((DocumentContents(value: try read(from: url)), Self.modificationDate(of: url)))
            } catch {
                result = .failure(Self.readError(error, url: url))
            }
            let outcome = UncheckedResult(result)
            UIKitScheduler.handOver { finish.value(outcome.value) }
        }
    }

    /// Loads `contents`; an error thrown by the subclass becomes a "not in the correct format"
    /// error naming the file, with the subclass's error underneath (D7).
    private func _load(_ contents: Any, from url: URL) throws {
        do {
            try load(fromContents: contents, ofType: Self.typeIdentifier(forExtension: url.pathExtension))
        } catch let error as NSError where error.domain == NSCocoaErrorDomain && error.userInfo[NSFilePathErrorKey] != nil {
            throw error
        } catch {
            throw Self.fileError(.fileReadCorruptFile, url: url, underlying: error)
        }
    }

    // MARK: Saving (D2, D3)

    /// The default of ``UIDocument/save(to:for:completionHandler:)`` (D2).
    func _save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)?) {
        let contents: Any
        do {
            contents = try self.contents(forType: savingFileType ?? "")
        } catch {
            return _saveFailed(Self.fileError(.fileWriteUnknown, url: url, underlying: error), completionHandler)
        }
        let snapshot = _changeCount
        let box = DocumentContents(value: contents)
        let handler = UncheckedResult(completionHandler)
        performAsynchronousFileAccess { [self] in
            var failure: NSError?
            do {
                if saveOperation == .forCreating, FileManager.default.fileExists(atPath: url.path) {
                    throw Self.fileError(.fileWriteFileExists, url: url)
                }
                let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
                try writeContents(box.value, andAttributes: attributes, safelyTo: url, for: saveOperation)
            } catch let error as NSError where error.domain == NSCocoaErrorDomain && error.userInfo[NSFilePathErrorKey] as? String == url.path {
                failure = error
            } catch {
                failure = Self.fileError(.fileWriteUnknown, url: url, underlying: error)
            }
            let date = Self.modificationDate(of: url)
            let outcome = UncheckedResult(failure)
            UIKitScheduler.handOver { [self] in
                let completionHandler = handler.value
                if let error = outcome.value { return _saveFailed(error, completionHandler) }
                fileURL = url
                _changeCount -= snapshot
                _knownDiskDate = date
                fileModificationDate = date
                if _lifecycle == .closed {
                    _lifecycle = .open
                    _observeApplication()
                }
                _setState(_state.subtracting([.closed, .savingError, .inConflict]))
                _scheduleAutosaveIfNeeded()
                _complete(completionHandler, true)
            }
        }
    }

    private func _saveFailed(_ error: NSError, _ completionHandler: ((Bool) -> Void)?) {
        _setState(_state.union(.savingError))
        handleError(error, userInteractionPermitted: false)
        _complete(completionHandler, false)
    }

    /// The default of ``UIDocument/writeContents(_:andAttributes:safelyTo:for:)`` (Z4).
    nonisolated func _writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]?,
                                    safelyTo url: URL, for saveOperation: SaveOperation) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).saving")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let existing = FileManager.default.fileExists(atPath: url.path) ? url : nil
        try writeContents(contents, to: temporary, for: saveOperation, originalContentsURL: existing)
        var attributes: [FileAttributeKey: Any] = [:]
        for (key, value) in additionalFileAttributes ?? [:] {
            if let key = key.base as? FileAttributeKey { attributes[key] = value } else if let key = key.base as? String { attributes[FileAttributeKey(key)] = value }
        }
        if !attributes.isEmpty { try FileManager.default.setAttributes(attributes, ofItemAtPath: temporary.path) }
        try DocumentFileSwap.replace(url, with: temporary)
    }

    /// The default of ``UIDocument/writeContents(_:to:for:originalContentsURL:)`` (D3).
    nonisolated func _writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?) throws {
        switch contents {
        case let data as Data: try data.write(to: url)
        case let wrapper as FileWrapper: try wrapper.write(to: url, options: [], originalContentsURL: originalContentsURL)
        default:
            throw Self.fileError(.fileWriteUnknown, url: url,
                                 reason: "contents(forType:) returned \(type(of: contents)), not Data or FileWrapper")
        }
    }

    
    // MARK: Autosave (D6), conflicts (D9)

    /// The default of ``UIDocument/autosave(completionHandler:)`` (D6, D9).
    func _autosave(completionHandler: ((Bool) -> Void)?) {
        guard hasUnsavedChanges, _lifecycle == .open || _lifecycle == .closing, !_state.contains(.inConflict) else {
            return _complete(completionHandler, false)
        }
        _checkForConflict { [self] conflicted in
            if conflicted { return _complete(completionHandler, false) }
            save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
        }
    }

    /// Compares the file's modification date with the one this document knows, on the
    /// queue; a newer file puts the document `.inConflict` (posted).
    func _checkForConflict(then finish: @escaping @MainActor (Bool) -> Void) {
        let url = fileURL, known = _knownDiskDate
        let finish = UncheckedResult(finish)
        performAsynchronousFileAccess {
            let current = Self.modificationDate(of: url)
            let conflicted = known != nil && current != known
            UIKitScheduler.handOver { [self] in
                if conflicted, _lifecycle != .closed { _setState(_state.union(.inConflict)) }
                finish.value(conflicted)
            }
        }
    }

    func _scheduleAutosaveIfNeeded() {
        guard hasUnsavedChanges, _lifecycle == .open, _autosaveTimer == nil else { return }
        _autosaveTimer = UIKitScheduler.shared.schedule(after: Self.autosaveDelay) { [weak self] in
            guard let self else { return }
            _autosaveTimer = nil
            autosave()
        }
    }

    /// An open document autosaves when the app goes to the background and looks for a
    /// conflict when it comes back (D6, D9).
    func _observeApplication() {
        guard _appObservers.isEmpty else { return }
        _appObservers = [
            NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.autosave() }
            },
            NotificationCenter.default.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self, self._lifecycle == .open else { return }
                    self._checkForConflict { _ in }
                }
            },
        ]
    }

    // MARK: Reverting and closing (D4, D8)

    /// The default of ``UIDocument/revert(toContentsOf:completionHandler:)`` (D8).
    func _revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)?) {
        _setState(_state.union(.editingDisabled))
        _read(url) { [self] result in
            do {
                let (contents, date) = try result.get()
                try _load(contents.value, from: url)
                fileURL = url
                _changeCount = 0
                _undoManager?.removeAllActions()
                _knownDiskDate = date
                fileModificationDate = date
                _setState(_state.subtracting([.editingDisabled, .inConflict]))
                _complete(completionHandler, true)
            } catch {
                _setState(_state.subtracting(.editingDisabled))
                handleError(error, userInteractionPermitted: true)
                _complete(completionHandler, false)
            }
        }
    }

    /// The default of ``UIDocument/close(completionHandler:)`` (D4).
    func _close(completionHandler: ((Bool) -> Void)?) {
        guard _lifecycle == .open else { return _complete(completionHandler, _lifecycle == .closed) }
        _lifecycle = .closing
        let finish: (Bool) -> Void = { [self] saved in
            if let token = _autosaveTimer { UIKitScheduler.shared.cancel(token) }
            _autosaveTimer = nil
            for observer in _appObservers { NotificationCenter.default.removeObserver(observer) }
            _appObservers = []
            // D4: a closed document lets go of its undo history (a new manager comes on reopening).
            _undoManager?.removeAllActions()
            _observe(nil)
            _lifecycle = .closed
            _setState(_state.union(.closed))
            _complete(completionHandler, saved)
        }
        guard hasUnsavedChanges, !_state.contains(.inConflict) else { return finish(true) }
        autosave { saved in finish(saved) }
    }

    // MARK: Helpers

    func _complete(_ handler: ((Bool) -> Void)?, _ success: Bool) {
        handler?(success)
    }

    nonisolated static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

/// A value handed from the file-access queue to the main actor.
struct UncheckedResult<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Async forms of the document's operations, as Swift imports UIKit's.
extension UIDocument {
    /// ``open(completionHandler:)``, awaiting whether it succeeded.
    public func open() async -> Bool { await withCheckedContinuation { continuation in open { continuation.resume(returning: $0) } } }
    /// ``close(completionHandler:)``, awaiting whether it succeeded.
    public func close() async -> Bool { await withCheckedContinuation { continuation in close { continuation.resume(returning: $0) } } }
    /// ``save(to:for:completionHandler:)``, awaiting whether it succeeded.
    public func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { continuation in save(to: url, for: saveOperation) { continuation.resume(returning: $0) } }
    }
    /// ``autosave(completionHandler:)``, awaiting whether it saved.
    public func autosave() async -> Bool { await withCheckedContinuation { continuation in autosave { continuation.resume(returning: $0) } } }
    /// ``revert(toContentsOf:completionHandler:)``, awaiting whether it succeeded.
    public func revert(toContentsOf url: URL) async -> Bool {
        await withCheckedContinuation { continuation in revert(toContentsOf: url) { continuation.resume(returning: $0) } }
    }
}

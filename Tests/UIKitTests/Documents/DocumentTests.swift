import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UIDocument: opening, saving, changes, autosave, errors, conflicts, reverting, closing.
@MainActor
@Suite(.uikit) struct DocumentTests {
    let clock: VirtualClock
    let folder: URL
    init() {
        clock = freshUIKit()
        folder = freshDocumentsFolder()
    }

    private func savedNote(_ text: String, name: String = "Note.txt") -> NoteDocument {
        let url = folder.appendingPathComponent(name)
        try? Data(text.utf8).write(to: url)
        return NoteDocument(fileURL: url)
    }

    @Test func test_D1_openReadsOffTheMainActorThenLoadsOnItThenPostsTheStateThenCompletes() throws {
        let document = savedNote("Hello")
        let states = DocumentStateRecorder(document)
        #expect(document.documentState == .closed)
        var order: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: document, queue: nil) { _ in
            MainActor.assumeIsolated { order.append("stateChanged") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        var opened: Bool?
        document.open { success in
            order.append("completion \(success)")
            opened = success
        }
        #expect(opened == nil)  // the file is read in the background
        drainMainRunLoop(until: { opened != nil })
        #expect(document.calls == ["load public.plain-text onFileQueue=false"])
        #expect(order == ["stateChanged", "completion true"])
        #expect(states.states == ["normal"])
        #expect(document.text == "Hello" && document.documentState == .normal && !document.hasUnsavedChanges)
        #expect(document.fileModificationDate != nil && document.localizedName == "Note" && document.fileType == "public.plain-text")
        #expect(waitFor { document.open(completionHandler: $0) } == true)  // opening again only completes
        #expect(document.calls.count == 1)
    }

    @Test func test_Z4_savesWriteATemporaryFileInTheSameFolderOffTheMainActorThenReplaceTheFile() throws {
        let url = folder.appendingPathComponent("New.txt")
        let document = NoteDocument(fileURL: url)
        document.text = "First draft"
        let states = DocumentStateRecorder(document)
        #expect(waitFor { document.save(to: url, for: .forCreating, completionHandler: $0) } == true)
        #expect(document.calls == ["contents public.plain-text onFileQueue=false", "write temporary onFileQueue=true"])
        #expect(try String(contentsOf: url, encoding: .utf8) == "First draft")
        #expect(states.states == ["normal"] && document.documentState == .normal)
        document.text = "Second draft"
        document.updateChangeCount(.done)
        #expect(waitFor { document.save(to: url, for: .forOverwriting, completionHandler: $0) } == true)
        #expect(try String(contentsOf: url, encoding: .utf8) == "Second draft")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["New.txt"])  // no temporary file left
        #expect(!document.hasUnsavedChanges)
        // Creating over an existing file fails, naming it.
        #expect(waitFor { document.save(to: url, for: .forCreating, completionHandler: $0) } == false)
        #expect(document.errors.last?.code == CocoaError.fileWriteFileExists.rawValue)
        #expect(document.errors.last?.localizedDescription == "The file “New.txt” couldn’t be saved because a file with the same name already exists.")
    }

    @Test func test_D2_editsMadeWhileASaveRunsStayUnsaved() throws {
        let document = savedNote("a")
        #expect(waitFor { document.open(completionHandler: $0) } == true)
        document.text = "ab"
        document.updateChangeCount(.done)
        var saved: Bool?
        document.save(to: document.fileURL, for: .forOverwriting) { saved = $0 }
        document.text = "abc"  // after the snapshot
        document.updateChangeCount(.done)
        drainMainRunLoop(until: { saved != nil })
        #expect(saved == true && document.hasUnsavedChanges)
        #expect(try String(contentsOf: document.fileURL, encoding: .utf8) == "ab")
    }

    @Test func test_D3_aPackageIsAFolderReadAndWrittenAsAFileWrapper() throws {
        let url = folder.appendingPathComponent("Album.package")
        let document = PackageDocument(fileURL: url)
        document.title = "Summer"
        document.payload = Data([1, 2, 3])
        #expect(waitFor { document.save(to: url, for: .forCreating, completionHandler: $0) } == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() == ["payload.bin", "title.txt"])
        document.title = "Autumn"
        document.updateChangeCount(.done)
        #expect(waitFor { document.save(to: url, for: .forOverwriting, completionHandler: $0) } == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Album.package"])
        let reopened = PackageDocument(fileURL: url)
        #expect(waitFor { reopened.open(completionHandler: $0) } == true)
        #expect(reopened.title == "Autumn" && reopened.payload == Data([1, 2, 3]))
    }

    @Test func test_D5_changesAndTheUndoManagerCountAsUnsavedChanges() throws {
        let document = savedNote("")
        #expect(waitFor { document.open(completionHandler: $0) } == true)
        document.updateChangeCount(.done)
        #expect(document.hasUnsavedChanges)
        document.updateChangeCount(.undone)
        #expect(!document.hasUnsavedChanges)
        document.type("Hi")
        #expect(!document.hasUnsavedChanges)  // the group closes at the end of the turn
        drainMainRunLoop()
        #expect(document.hasUnsavedChanges && document.undoManager.canUndo)
        document.undoManager.undo()
        #expect(document.text == "" && !document.hasUnsavedChanges && document.undoManager.canRedo)
        document.undoManager.redo()
        #expect(document.text == "Hi" && document.hasUnsavedChanges)
        document.updateChangeCount(.cleared)
        #expect(!document.hasUnsavedChanges)
    }

    @Test func test_D6_anUnsavedChangeIsAutosavedAfterTheDelayAndWhenTheAppGoesToTheBackground() throws {
        let document = savedNote("v1")
        #expect(waitFor { document.open(completionHandler: $0) } == true)
        document.text = "v2"
        document.updateChangeCount(.done)
        clock.advance(by: UIDocument.autosaveDelay - 0.1)
        drainMainRunLoop()
        #expect(document.hasUnsavedChanges && document.calls.count == 1)
        clock.advance(by: 0.1)
        drainMainRunLoop(until: { !document.hasUnsavedChanges })
        #expect(try String(contentsOf: document.fileURL, encoding: .utf8) == "v2")

        document.text = "v3"
        document.updateChangeCount(.done)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: UIApplication.shared)
        drainMainRunLoop(until: { !document.hasUnsavedChanges })
        #expect(try String(contentsOf: document.fileURL, encoding: .utf8) == "v3")
        #expect(waitFor { document.autosave(completionHandler: $0) } == false)  // nothing to save
    }

    @Test func test_D7_aMissingFileOrBadContentsFailTheOpenNamingTheFileAndTheDocumentStaysClosed() throws {
        let capture = DiagnosticsCapture()
        let missing = NoteDocument(fileURL: folder.appendingPathComponent("Gone.txt"))
        #expect(waitFor { missing.open(completionHandler: $0) } == false)
        #expect(missing.documentState == .closed)
        #expect(missing.errors.map(\.code) == [CocoaError.fileReadNoSuchFile.rawValue])
        #expect(missing.errors.first?.localizedDescription == "The file “Gone.txt” couldn’t be opened because there is no such file.")
        #expect(missing.errors.first?.userInfo[NSFilePathErrorKey] as? String == missing.fileURL.path)

        let url = folder.appendingPathComponent("Binary.txt")
        try Data([0xff, 0xfe, 0x00, 0xc3]).write(to: url)
        let bad = NoteDocument(fileURL: url)
        #expect(waitFor { bad.open(completionHandler: $0) } == false)
        let error = try #require(bad.errors.first)
        #expect(error.code == CocoaError.fileReadCorruptFile.rawValue)
        #expect(error.localizedDescription == "The file “Binary.txt” couldn’t be opened because it isn’t in the correct format.")
        #expect((error.userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription == "not UTF-8 text")
        #expect(bad.documentState == .closed)
        #expect(capture.messages.last == "UIDocument \"Binary\": The file “Binary.txt” couldn’t be opened because it isn’t in the correct format. "
            + "(\((error.userInfo[NSUnderlyingErrorKey] as? NSError).map { "\($0)" } ?? ""))")
    }

    @Test func test_D7_aFailedSaveSetsSavingErrorKeepsTheEditsAndTheNextGoodSaveClearsIt() throws {
        let document = savedNote("kept")
        #expect(waitFor { document.open(completionHandler: $0) } == true)
        let states = DocumentStateRecorder(document)
        document.text = "edited"
        document.updateChangeCount(.done)
        let blocked = folder.appendingPathComponent("file-not-folder")
        try Data().write(to: blocked)
        #expect(waitFor { document.save(to: blocked.appendingPathComponent("Note.txt"), for: .forCreating, completionHandler: $0) } == false)
        #expect(document.documentState == .savingError && document.hasUnsavedChanges && document.text == "edited")
        #expect(document.errors.last?.code == CocoaError.fileWriteUnknown.rawValue)
        #expect(try String(contentsOf: document.fileURL, encoding: .utf8) == "kept")
        #expect(waitFor { document.save(to: document.fileURL, for: .forOverwriting, completionHandler: $0) } == true)
        #expect(states.states == ["savingError", "normal"] && !document.hasUnsavedChanges)
    }

    @Test func test_D9_aFileChangedOnDiskByAnotherWriterPutsTheDocumentInConflictAndIsNotOverwritten() throws {
        let document = savedNote("mine")
        #expect(waitFor { document.open(completionHandler: $0) } == true)
        let states = DocumentStateRecorder(document)
        try Data("theirs".utf8).write(to: document.fileURL)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: document.fileURL.path)
        document.text = "mine, edited"
        document.updateChangeCount(.done)
        #expect(waitFor { document.autosave(completionHandler: $0) } == false)
        #expect(document.documentState == .inConflict && states.states == ["inConflict"])
        #expect(try String(contentsOf: document.fileURL, encoding: .utf8) == "theirs")  // nothing lost
        #expect(document.hasUnsavedChanges && document.text == "mine, edited")
        // Keeping ours: an explicit save resolves it.
        #expect(waitFor { document.save(to: document.fileURL, for: .forOverwriting, completionHandler: $0) } == true)
        #expect(document.documentState == .normal && states.states == ["inConflict", "normal"])
        #expect(try String(contentsOf: document.fileURL, encoding: .utf8) == "mine, edited")
    }

    @Test func test_D8_revertingDisablesEditingWhileItReadsThenTakesTheFileAndForgetsTheChanges() throws {
        let document = savedNote("on disk")
        #expect(waitFor { document.open(completionHandler: $0) } == true)
        let states = DocumentStateRecorder(document)
        document.type(" and more")
        drainMainRunLoop()
        #expect(document.hasUnsavedChanges && document.undoManager.canUndo)
        var reverted: Bool?
        document.revert(toContentsOf: document.fileURL) { reverted = $0 }
        #expect(document.documentState == .editingDisabled)
        drainMainRunLoop(until: { reverted != nil })
        #expect(reverted == true && document.text == "on disk" && !document.hasUnsavedChanges && !document.undoManager.canUndo)
        #expect(states.states == ["editingDisabled", "normal"])
    }

    @Test func test_D4_closingSavesUnsavedChangesThenIsClosedAndTheDocumentIsReleased() throws {
        weak var released: NoteDocument?
        weak var undoManager: UndoManager?
        let url: URL
        let queue: DispatchQueue
        do {
            let document = savedNote("before")
            url = document.fileURL
            queue = document._fileAccessQueue
            #expect(waitFor { document.open(completionHandler: $0) } == true)
            let states = DocumentStateRecorder(document)
            document.type(", after")
            drainMainRunLoop()
            undoManager = document.undoManager
            #expect(waitFor { document.close(completionHandler: $0) } == true)
            #expect(states.states == ["closed"] && document.documentState == .closed)
            released = document
        }
        queue.sync {}  // the file-access blocks have finished and let go of the document
        drainMainRunLoop()
        #expect(released == nil && undoManager == nil)
        #expect(try String(contentsOf: url, encoding: .utf8) == "before, after")
    }

    @Test func test_D1_theAsyncFormsAwaitTheSameOperations() async throws {
        let document = savedNote("async")
        let opening = Task { await document.open() }
        while document._lifecycle == .closed { await Task.yield() }
        drainMainRunLoop(until: { document.documentState == .normal })
        #expect(await opening.value)
        #expect(document.text == "async")
        document.text = "async, saved"
        document.updateChangeCount(.done)
        let closing = Task { await document.close() }
        while document._lifecycle == .open { await Task.yield() }
        drainMainRunLoop(until: { document.documentState == .closed })
        #expect(await closing.value)
        #expect(try String(contentsOf: document.fileURL, encoding: .utf8) == "async, saved")
    }
}

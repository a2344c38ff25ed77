import Foundation
import Testing
import UIKit

/// The apps' text storage subclass: its own backing, the four primitives, `edited` called
/// from the two that change things, and a `processEditing` that colours every "#" before
/// calling super (the syntax highlighter pattern).
final class HighlightingStorage: NSTextStorage {
    let backing = NSMutableAttributedString(string: "")
    var log: [String] = []

    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var string: String { backing.string }

    override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
        backing.attributes(at: location, effectiveRange: range)
    }

    override func replaceCharacters(in range: NSRange, with str: String) {
        beginEditing()
        backing.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        endEditing()
    }

    override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        beginEditing()
        backing.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
        endEditing()
    }

    override func processEditing() {
        log.append("processEditing \(editedMask.rawValue) \(editedRange) \(changeInLength)")
        let paragraph = (string as NSString).paragraphRange(for: editedRange)
        removeAttribute(.foregroundColor, range: paragraph)
        let pattern = try! NSRegularExpression(pattern: "#\\w+")
        for match in pattern.matches(in: string, range: paragraph) {
            addAttribute(.foregroundColor, value: UIColor.red, range: match.range)
        }
        super.processEditing()
    }
}

/// Records what a layout manager is told.
final class RecordingLayoutManager: NSLayoutManager {
    var log: [String] = []
    var onProcessEditing: (() -> Void)?

    override func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                                 changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        log.append("layoutManager \(editMask.rawValue) \(newCharRange) \(delta) \(invalidatedCharRange)")
        onProcessEditing?()
        super.processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta,
                             invalidatedRange: invalidatedCharRange)
    }
}

/// Records what a text storage delegate hears.
final class RecordingStorageDelegate: NSTextStorageDelegate {
    var log: [String] = []
    var willProcess: ((NSTextStorage) -> Void)?

    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        log.append("will \(editedMask.rawValue) \(editedRange) \(delta)")
        willProcess?(textStorage)
    }

    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        log.append("did \(editedMask.rawValue) \(editedRange) \(delta)")
    }
}

/// Entries written from notification observers.
final class OrderLog: @unchecked Sendable {
    var entries: [String] = []
}

/// TK1–TK6: NSTextStorage as apps use and subclass it.
@MainActor
@Suite(.uikit) struct TextStorageTests {
    init() { _ = freshUIKit() }

    @Test func test_TK1_aSubclassKeepingItsOwnBackingWorksThroughItsPrimitives() {
        let storage = HighlightingStorage()
        storage.append(NSAttributedString(string: "Hello ", attributes: [.kern: 1]))
        storage.append(NSAttributedString(string: "world"))
        // Everything reads the subclass's backing.
        #expect(storage.backing.string == "Hello world")
        #expect(storage.length == 11 && storage.string == "Hello world")
        #expect(storage.attribute(.kern, at: 2, effectiveRange: nil) as? Int == 1)
        var longest = NSRange()
        _ = storage.attributes(at: 7, longestEffectiveRange: &longest, in: NSRange(location: 0, length: 11))
        #expect(longest == NSRange(location: 6, length: 5))
        storage.addAttribute(.kern, value: 2, range: NSRange(location: 4, length: 3))
        #expect(storage.backing.attribute(.kern, at: 6, effectiveRange: nil) as? Int == 2)
        #expect(storage.backing.attribute(.kern, at: 3, effectiveRange: nil) as? Int == 1)
        storage.deleteCharacters(in: NSRange(location: 0, length: 6))
        #expect(storage.backing.string == "world")
        storage.mutableString.append("!")
        storage.mutableString.insert(">", at: 0)
        #expect(storage.backing.string == ">world!" && storage.mutableString.length == 7)
        #expect(storage.attributedSubstring(from: NSRange(location: 1, length: 2)).string == "wo")
        var runs: [NSRange] = []
        storage.enumerateAttribute(.kern, in: NSRange(location: 0, length: storage.length), options: []) { _, range, _ in runs.append(range) }
        #expect(runs == [NSRange(location: 0, length: 2), NSRange(location: 2, length: 5)])
        // Foundation's own methods, given the storage, see the same text.
        let copy = NSAttributedString(attributedString: storage)
        #expect(copy.string == ">world!" && copy.attribute(.kern, at: 1, effectiveRange: nil) as? Int == 2)
        let joined = NSMutableAttributedString(string: "[")
        joined.append(storage)
        #expect(joined.string == "[>world!")
        #expect(storage.isEqual(to: copy) && (storage.copy() as? NSAttributedString)?.string == ">world!")
    }

    @Test func test_TK2_aTransactionProcessesItsEditsOnceWithTheirUnion() {
        let storage = NSTextStorage(string: "abcdef")
        let manager = RecordingLayoutManager()
        storage.addLayoutManager(manager)
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 1, length: 1), with: "XY")
        #expect(storage.editedMask == .editedCharacters && storage.editedRange == NSRange(location: 1, length: 2))
        storage.beginEditing()
        storage.addAttribute(.kern, value: 1, range: NSRange(location: 5, length: 2))
        storage.endEditing()
        #expect(manager.log.isEmpty)
        storage.endEditing()
        // One processing: both kinds, from the first edit to the last, one character longer.
        #expect(manager.log == ["layoutManager 3 {1, 6} 1 {0, 7}"])
        #expect(storage.editedMask == [] && storage.editedRange.location == NSNotFound && storage.changeInLength == 0)
        // Outside a transaction each edit is processed at once.
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "-")
        storage.setAttributes([:], range: NSRange(location: 0, length: 1))
        #expect(manager.log.suffix(2) == ["layoutManager 2 {0, 1} 1 {0, 8}", "layoutManager 1 {0, 1} 0 {0, 8}"])
        #expect(storage.string == "-aXYcdef")
    }

    @Test func test_TK3_aSubclassColouringInProcessEditingJoinsTheEdit() {
        let storage = HighlightingStorage()
        let manager = RecordingLayoutManager()
        storage.addLayoutManager(manager)
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "say #hi now")
        // Its colouring joined the typed edit: processed once, attributes and characters.
        #expect(storage.log == ["processEditing 2 {0, 11} 11"])
        #expect(manager.log == ["layoutManager 3 {0, 11} 11 {0, 11}"])
        #expect(storage.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == .red)
        #expect(storage.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        storage.replaceCharacters(in: NSRange(location: 4, length: 1), with: "")
        #expect(storage.attribute(.foregroundColor, at: 4, effectiveRange: nil) == nil)
        #expect(storage.log.last == "processEditing 2 {4, 0} -1")
    }

    @Test func test_TK4_editsAreProcessedInUIKitsOrder() {
        let storage = NSTextStorage(string: "one")
        let delegate = RecordingStorageDelegate()
        storage.delegate = delegate
        let first = RecordingLayoutManager(), second = RecordingLayoutManager()
        storage.addLayoutManager(first)
        storage.addLayoutManager(second)
        let order = OrderLog()
        let center = NotificationCenter.default
        let will = center.addObserver(forName: NSTextStorage.willProcessEditingNotification, object: storage, queue: nil) { _ in
            order.entries.append("willNotification")
        }
        let did = center.addObserver(forName: NSTextStorage.didProcessEditingNotification, object: storage, queue: nil) { _ in
            order.entries.append("didNotification")
        }
        defer { center.removeObserver(will); center.removeObserver(did) }
        delegate.willProcess = { _ in order.entries.append("willDelegate") }
        first.onProcessEditing = { order.entries.append("first"); order.entries.append(contentsOf: delegate.log.suffix(1)) }
        second.onProcessEditing = { order.entries.append("second") }
        storage.replaceCharacters(in: NSRange(location: 3, length: 0), with: " two")
        #expect(order.entries == ["willDelegate", "willNotification", "didNotification", "first", "did 2 {3, 4} 4", "second"])
        #expect(delegate.log == ["will 2 {3, 4} 4", "did 2 {3, 4} 4"])
        // Characters changed in willProcessEditing join the edits processed.
        delegate.willProcess = { storage in
            if storage.string.hasSuffix("two") { storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: ">") }
        }
        storage.replaceCharacters(in: NSRange(location: 7, length: 0), with: "")
        #expect(storage.string == ">one two")
        #expect(first.log.last == "layoutManager 2 {0, 8} 1 {0, 8}")
    }

    @Test func test_TK5_subclassesFixAttributesAtOnceTheStorageItselfLazily() {
        #expect(NSTextStorage().fixesAttributesLazily)
        #expect(!HighlightingStorage().fixesAttributesLazily)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let subclass = HighlightingStorage()
        subclass.append(NSAttributedString(string: "ab", attributes: [.paragraphStyle: centred]))
        subclass.append(NSAttributedString(string: "cd\nef"))
        // The paragraph takes its first paragraph style at once; the next paragraph keeps none.
        #expect(subclass.attribute(.paragraphStyle, at: 3, effectiveRange: nil) as? NSParagraphStyle == centred)
        #expect(subclass.attribute(.paragraphStyle, at: 5, effectiveRange: nil) == nil)
        let lazy = NSTextStorage(string: "ab", attributes: [.paragraphStyle: centred])
        lazy.append(NSAttributedString(string: "cd"))
        #expect(lazy.attribute(.paragraphStyle, at: 3, effectiveRange: nil) == nil)
        lazy.ensureAttributesAreFixed(in: NSRange(location: 0, length: 4))
        #expect(lazy.attribute(.paragraphStyle, at: 3, effectiveRange: nil) as? NSParagraphStyle == centred)
    }

    @Test func test_TK6_layoutManagersJoinAndLeaveAStorage() {
        let storage = NSTextStorage(string: "héllo 😀\r\n")
        let first = NSLayoutManager(), second = NSLayoutManager()
        storage.addLayoutManager(first)
        storage.addLayoutManager(second)
        storage.addLayoutManager(first)
        #expect(storage.layoutManagers.count == 2 && storage.layoutManagers[0] === first)
        #expect(first.textStorage === storage && second.textStorage === storage)
        storage.removeLayoutManager(second)
        #expect(storage.layoutManagers.count == 1 && second.textStorage == nil && second.numberOfGlyphs == 0)
        // One glyph per UTF-16 unit; glyph and character indexes are the same.
        #expect(first.numberOfGlyphs == 10)
        #expect(first.glyphIndexForCharacter(at: 7) == 7 && first.characterIndexForGlyph(at: 7) == 7)
        #expect(first.propertyForGlyph(at: 0) == [] && first.propertyForGlyph(at: 5) == .elastic)
        #expect(first.propertyForGlyph(at: 7) == .null && first.propertyForGlyph(at: 8) == .controlCharacter)
        var actual = NSRange()
        #expect(first.glyphRange(forCharacterRange: NSRange(location: 6, length: 20), actualCharacterRange: &actual) == NSRange(location: 6, length: 4))
        #expect(actual == NSRange(location: 6, length: 4))
        #expect(first.characterRange(forGlyphRange: NSRange(location: 2, length: 3), actualGlyphRange: nil) == NSRange(location: 2, length: 3))
        #expect(first.cgGlyph(at: 0) == CGGlyph(("h" as Character).asciiValue!) && !first.isValidGlyphIndex(10))
    }
}

import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// A content storage delegate that shows each paragraph in capitals.
final class ShoutingContentDelegate: NSTextContentStorageDelegate {
    var asked: [NSRange] = []

    func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? {
        asked.append(range)
        let text = textContentStorage.textStorage!.attributedSubstring(from: range).string.uppercased()
        return NSTextParagraph(attributedString: NSAttributedString(string: text))
    }
}

/// TX1–TX3: locations, ranges, the content storage's paragraphs and its edits.
@MainActor
@Suite(.uikit) struct TextContentStorageTests {
    init() { _ = freshUIKit() }

    @Test func test_TX1_rangesRunFromTheirLocationToTheirEnd() {
        let stack = TextKit2Stack("hello world")
        let hello = stack.range(NSRange(location: 0, length: 5)), world = stack.range(NSRange(location: 6, length: 5))
        let middle = stack.range(NSRange(location: 3, length: 5)), caret = NSTextRange(location: stack.at(5))
        #expect(!hello.isEmpty && caret.isEmpty && stack.offset(caret.endLocation) == 5)
        #expect(hello.contains(stack.at(0)) && hello.contains(stack.at(4)) && !hello.contains(stack.at(5)))
        #expect(hello.contains(stack.range(NSRange(location: 1, length: 4))) && !hello.contains(middle))
        #expect(hello.intersects(middle) && middle.intersects(world) && !hello.intersects(world))
        // Ranges that only touch do not intersect; an empty range inside one does.
        #expect(!hello.intersects(stack.range(NSRange(location: 5, length: 1))))
        #expect(!hello.intersects(caret) && middle.intersects(caret))
        let union = hello.union(world)
        #expect(stack.offset(union.location) == 0 && stack.offset(union.endLocation) == 11)
        let shared = hello.intersection(middle)!
        #expect(stack.offset(shared.location) == 3 && stack.offset(shared.endLocation) == 5)
        #expect(hello.intersection(world) == nil)
        #expect(NSTextRange(location: stack.at(4), end: stack.at(2)) == nil)
        #expect(hello.isEqual(to: stack.range(NSRange(location: 0, length: 5))) && !hello.isEqual(to: middle))
        #expect(stack.at(2).compare(stack.at(3)) == .orderedAscending && stack.at(3).compare(stack.at(3)) == .orderedSame)
    }

    @Test func test_TX2_aContentStorageHandsOutItsParagraphs() {
        let stack = TextKit2Stack("one\ntwo\n\nfour")
        let content = stack.content
        #expect(stack.offset(content.documentRange.endLocation) == 13)
        var seen: [(String, Int, Int)] = []
        let end = content.enumerateTextElements(from: nil, options: []) { element in
            let paragraph = element as! NSTextParagraph
            seen.append((paragraph.attributedString.string, stack.offset(element.elementRange!.location),
                         stack.offset(element.elementRange!.endLocation)))
            #expect(element.textContentManager === content)
            return true
        }
        #expect(seen.map(\.0) == ["one\n", "two\n", "\n", "four"])
        #expect(seen.map(\.1) == [0, 4, 8, 9] && seen.map(\.2) == [4, 8, 9, 13])
        #expect(end.map(stack.offset) == 13)
        // From a location: the paragraph holding it; in reverse, back to the start.
        var reversed: [Int] = []
        let start = content.enumerateTextElements(from: stack.at(5), options: .reverse) { element in
            reversed.append(stack.offset(element.elementRange!.location))
            return true
        }
        #expect(reversed == [4, 0] && start.map(stack.offset) == 0)
        // Stopping early returns where the last element handed out ends.
        var count = 0
        let stopped = content.enumerateTextElements(from: stack.at(9), options: []) { _ in count += 1; return false }
        #expect(count == 1 && stopped.map(stack.offset) == 13)
        // Content and separator ranges; locations moved by offsets.
        let first = content.textElements(for: stack.range(NSRange(location: 1, length: 4)))
        #expect(first.count == 2)
        let paragraph = first[0] as! NSTextParagraph
        #expect(stack.offset(paragraph.paragraphContentRange!.endLocation) == 3)
        #expect(stack.offset(paragraph.paragraphSeparatorRange!.location) == 3 && stack.offset(paragraph.paragraphSeparatorRange!.endLocation) == 4)
        #expect(content.location(stack.at(10), offsetBy: 3).map(stack.offset) == 13)
        #expect(content.location(stack.at(10), offsetBy: 4) == nil && content.location(stack.at(1), offsetBy: -2) == nil)
        #expect(content.offset(from: stack.at(9), to: stack.at(2)) == -7)
        #expect(content.attributedString?.string == "one\ntwo\n\nfour")
    }

    @Test func test_TX2_theDelegateMakesTheParagraphs() {
        let stack = TextKit2Stack("ab\ncd")
        let delegate = ShoutingContentDelegate()
        stack.content.delegate = delegate
        stack.content.textStorage!.replaceCharacters(in: NSRange(location: 0, length: 0), with: "x")
        var strings: [String] = []
        _ = stack.content.enumerateTextElements(from: nil, options: []) { element in
            strings.append((element as! NSTextParagraph).attributedString.string)
            return true
        }
        #expect(strings == ["XAB\n", "CD"])
        #expect(delegate.asked == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 2)])
    }

    @Test func test_TX3_editsReachTheLayoutManagersOnceATransaction() {
        let stack = TextKit2Stack("aaaa bbbb cccc")
        let second = NSTextLayoutManager()
        stack.content.addTextLayoutManager(second)
        stack.content.addTextLayoutManager(second)
        #expect(stack.content.textLayoutManagers.count == 2 && stack.content.primaryTextLayoutManager === stack.manager)
        #expect(second.textContentManager === stack.content && stack.manager.textContentManager === stack.content)
        #expect(stack.content.textStorage?.textStorageObserver === stack.content)
        #expect(stack.content.textStorage?.layoutManagers.isEmpty == true)
        #expect(stack.fragments.first!.textLineFragments.count == 2)
        let storageDelegate = RecordingStorageDelegate()
        stack.content.textStorage!.delegate = storageDelegate
        var inside: [Bool] = []
        #expect(!stack.content.hasEditingTransaction)
        stack.content.performEditingTransaction {
            inside.append(stack.content.hasEditingTransaction)
            stack.content.textStorage!.replaceCharacters(in: NSRange(location: 4, length: 10), with: "")
            stack.content.textStorage!.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 2))
            inside.append(storageDelegate.log.isEmpty)
        }
        #expect(inside == [true, true] && !stack.content.hasEditingTransaction)
        // One processing for the whole transaction, and the layout follows the edit.
        #expect(storageDelegate.log == ["will 3 {0, 4} -10", "did 3 {0, 4} -10"])
        let lines = stack.fragments.flatMap(\.textLineFragments)
        #expect(lines.map(\.characterRange) == [NSRange(location: 0, length: 4)])
        stack.content.removeTextLayoutManager(stack.manager)
        #expect(stack.manager.textContentManager == nil && stack.content.primaryTextLayoutManager == nil)
        #expect(stack.content.textLayoutManagers.count == 1)
    }
}

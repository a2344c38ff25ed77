import Foundation
import Testing
import UIKit
import UIKitTesting

/// TI1–TI4: `UITextInput` geometry and editing on text views (laid out by their layout
/// manager) and text fields (one line measured by the installed measurement).
@MainActor
@Suite(.uikit) struct TextInputGeometryTests {
    init() { _ = freshUIKit() }

    @Test func test_TI1_aTextViewsCaretIsTwoPointsWideAtTheGlyphInsideTheInset() {
        let view = textViewInWindow("ab cd")
        #expect(view.caretRect(for: view.beginningOfDocument) == CGRect(x: 5, y: 8, width: 2, height: 12))
        #expect(view.caretRect(for: position(2, in: view)) == CGRect(x: 16, y: 8, width: 2, height: 12))
        #expect(view.caretRect(for: view.endOfDocument) == CGRect(x: 32.5, y: 8, width: 2, height: 12))
        view.textContainerInset = UIEdgeInsets(top: 4, left: 10, bottom: 0, right: 0)
        view.layoutIfNeeded()
        #expect(view.caretRect(for: view.beginningOfDocument) == CGRect(x: 15, y: 4, width: 2, height: 12))
        // After a line break the caret starts the next line; a bigger font makes it taller.
        view.text = "ab\n"
        #expect(view.caretRect(for: view.endOfDocument) == CGRect(x: 15, y: 16, width: 2, height: 12))
        view.font = .systemFont(ofSize: 20)
        #expect(view.caretRect(for: view.beginningOfDocument).size == CGSize(width: 2, height: 24))
        #expect(view.firstRect(for: range(0, 2, in: view)) == CGRect(x: 15, y: 4, width: 22, height: 24))
    }

    @Test func test_TI1_aFieldsCaretIsInItsTextRectCentredAndAligned() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.font = .systemFont(ofSize: 10)
        field.text = "abc"
        #expect(field.caretRect(for: field.beginningOfDocument) == CGRect(x: 0, y: 11, width: 2, height: 12))
        #expect(field.caretRect(for: field.endOfDocument) == CGRect(x: 16.5, y: 11, width: 2, height: 12))
        field.borderStyle = .roundedRect
        #expect(field.caretRect(for: field.beginningOfDocument) == CGRect(x: 7, y: 11, width: 2, height: 12))
        field.borderStyle = .none
        field.textAlignment = .center
        #expect(field.caretRect(for: field.beginningOfDocument).minX == 91.75)
        field.textAlignment = .right
        #expect(field.caretRect(for: field.endOfDocument).minX == 200)
        #expect(field.firstRect(for: range(1, 3, in: field)) == CGRect(x: 189, y: 11, width: 11, height: 12))
    }

    @Test func test_TI2_positionsAreFoundByPointLineAndDirection() {
        // "aaaa bbbb " on the first line (y 8–20), "cccc" on the second (y 20–32).
        let view = textViewInWindow("aaaa bbbb cccc", width: 60)
        #expect(offset(view.closestPosition(to: CGPoint(x: 20, y: 25)), in: view) == 13)
        #expect(offset(view.closestPosition(to: CGPoint(x: 1000, y: 0)), in: view) == 9)
        #expect(offset(view.closestPosition(to: CGPoint(x: 1000, y: 1000)), in: view) == 14)
        #expect(offset(view.closestPosition(to: CGPoint(x: 20, y: 25), within: range(10, 12, in: view)), in: view) == 12)
        #expect(offsets(view.characterRange(at: CGPoint(x: 12, y: 10)), in: view) == "1..<2")
        #expect(offsets(view.characterRange(at: CGPoint(x: 500, y: 25)), in: view) == "13..<14")
        #expect(offset(view.position(from: position(2, in: view), in: .down, offset: 1), in: view) == 12)
        #expect(offset(view.position(from: position(12, in: view), in: .up, offset: 1), in: view) == 2)
        #expect(view.position(from: position(2, in: view), in: .up, offset: 1) == nil)
        #expect(offset(view.position(from: position(2, in: view), in: .right, offset: 3), in: view) == 5)
        #expect(offset(view.position(from: position(2, in: view), in: .left, offset: 3), in: view) == nil)
        #expect(view.compare(position(2, in: view), to: position(3, in: view)) == .orderedAscending)
        #expect(view.compare(position(3, in: view), to: position(3, in: view)) == .orderedSame)
        #expect(view.compare(view.endOfDocument, to: view.beginningOfDocument) == .orderedDescending)
        #expect(offsets(view.characterRange(byExtending: position(2, in: view), in: .right), in: view) == "2..<9")
        #expect(offsets(view.characterRange(byExtending: position(12, in: view), in: .left), in: view) == "10..<12")
        #expect(offset(view.position(within: range(3, 7, in: view), farthestIn: .left), in: view) == 3)
        #expect(view.baseWritingDirection(for: view.beginningOfDocument, in: .forward) == .leftToRight)
        view.setBaseWritingDirection(.rightToLeft, for: range(0, 1, in: view))
        #expect(view.baseWritingDirection(for: view.beginningOfDocument, in: .forward) == .rightToLeft)
    }

    @Test func test_TI3_selectionRectsAreOnePerLineReachingTheEdgeWhereTheRangeGoesOn() {
        let view = textViewInWindow("aaaa bbbb cccc", width: 60)
        let rects = view.selectionRects(for: range(2, 12, in: view))
        #expect(rects.map(\.rect) == [CGRect(x: 16, y: 8, width: 44, height: 12), CGRect(x: 5, y: 20, width: 11, height: 12)])
        #expect(rects.map(\.containsStart) == [true, false] && rects.map(\.containsEnd) == [false, true])
        #expect(rects.allSatisfy { !$0.isVertical && $0.writingDirection == .leftToRight })
        #expect(view.firstRect(for: range(2, 12, in: view)) == CGRect(x: 16, y: 8, width: 44, height: 12))
        #expect(view.selectionRects(for: range(3, 3, in: view)).isEmpty)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.font = .systemFont(ofSize: 10)
        field.text = "abc"
        let one = field.selectionRects(for: range(1, 3, in: field))
        #expect(one.count == 1 && one[0].rect == CGRect(x: 5.5, y: 11, width: 11, height: 12) && one[0].containsStart && one[0].containsEnd)
    }

    @Test func test_TI4_replaceEditsAsTypingDoesAndTellsTheKeyboard() {
        let view = textViewInWindow("hello world")
        let log = TextInputLog()
        view.delegate = log
        #expect(view.becomeFirstResponder())
        view.inputDelegate = log
        view.replace(range(0, 5, in: view), withText: "HELLO!")
        #expect(view.text == "HELLO! world" && view.selectedRange == NSRange(location: 12, length: 0))
        #expect(log.lines == ["textWillChange", "should 0,5 \"HELLO!\" marked nil", "selection 12,0 marked nil",
                              "change \"HELLO! world\" marked nil", "textDidChange"])
        // A selection before the range stays; one touching it becomes a caret after the new text.
        view.selectedRange = NSRange(location: 1, length: 2)
        view.replace(range(7, 12, in: view), withText: "you")
        #expect(view.text == "HELLO! you" && view.selectedRange == NSRange(location: 1, length: 2))
        view.replace(range(2, 4, in: view), withText: "")
        #expect(view.text == "HEO! you" && view.selectedRange == NSRange(location: 2, length: 0))
        // A refusing delegate keeps the text.
        log.refuses = true
        view.replace(range(0, 1, in: view), withText: "x")
        #expect(view.text == "HEO! you")
    }

    @Test func test_TI6_settingTheSelectionTellsTheKeyboardAroundTheDelegate() {
        let view = textViewInWindow("hello")
        let log = TextInputLog()
        view.delegate = log
        #expect(view.becomeFirstResponder())
        view.inputDelegate = log
        view.selectedTextRange = range(1, 3, in: view)
        #expect(log.lines == ["selectionWillChange", "selection 1,2 marked nil", "selectionDidChange"])
        #expect(offsets(view.selectedTextRange, in: view) == "1..<3")
        // Typing is the keyboard's own change: the input delegate hears nothing.
        log.lines = []
        view.insertText("X")
        #expect(log.lines == ["should 1,2 \"X\" marked nil", "selection 2,0 marked nil", "change \"hXlo\" marked nil"])
    }
}

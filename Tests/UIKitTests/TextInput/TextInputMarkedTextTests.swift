import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// TI5, TI7: marked text and the string tokenizer.
@MainActor
@Suite(.uikit) struct TextInputMarkedTextTests {
    init() { _ = freshUIKit() }

    @Test func test_TI5_markedTextIsTypedThroughTheDelegateAndCommittedByTyping() {
        let view = textViewInWindow("")
        let log = TextInputLog()
        view.delegate = log
        #expect(view.becomeFirstResponder())
        view.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
        view.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(offsets(view.markedTextRange, in: view) == "0..<2" && view.selectedRange == NSRange(location: 2, length: 0))
        view.insertText("你")
        #expect(view.text == "你" && view.markedTextRange == nil)
        #expect(log.lines == [
            "should 0,0 \"n\" marked nil", "selection 1,0 marked 0..<1", "change \"n\" marked 0..<1",
            "should 0,1 \"ni\" marked 0..<1", "selection 2,0 marked 0..<2", "change \"ni\" marked 0..<2",
            "should 0,2 \"你\" marked 0..<2", "selection 1,0 marked nil", "change \"你\" marked nil",
        ])
        // unmarkText keeps the text and tells nobody; the selection inside the marked text is kept.
        view.setMarkedText("abc", selectedRange: NSRange(location: 1, length: 1))
        #expect(view.selectedRange == NSRange(location: 2, length: 1) && offsets(view.markedTextRange, in: view) == "1..<4")
        log.lines = []
        view.unmarkText()
        #expect(view.text == "你abc" && view.markedTextRange == nil && log.lines.isEmpty)
        // Empty marked text removes what was marked; text set in code or ending editing unmarks.
        view.selectedRange = NSRange(location: 4, length: 0)
        view.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        view.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        #expect(view.text == "你abc" && view.markedTextRange == nil)
        view.setMarkedText("y", selectedRange: NSRange(location: 1, length: 0))
        view.text = "z"
        #expect(view.markedTextRange == nil)
        view.setMarkedText("w", selectedRange: NSRange(location: 1, length: 0))
        #expect(view.resignFirstResponder() && view.markedTextRange == nil && view.text == "zw")
        #expect(view.markedTextStyle == nil)
    }

    @Test func test_TI5_aTextViewDrawsItsMarkedTextHighlightedOrInItsStyle() {
        let view = textViewInWindow("ab")
        #expect(view.becomeFirstResponder())
        view.setMarkedText("cd", selectedRange: NSRange(location: 2, length: 0))
        var commands = view._textDrawing(size: view.bounds.size).commands
        #expect(filledRects(commands) == [CGRect(x: 16, y: 8, width: 11, height: 12)])
        view.markedTextStyle = [.underlineStyle: NSUnderlineStyle.single.rawValue]
        commands = view._textDrawing(size: view.bounds.size).commands
        #expect(filledRects(commands).isEmpty)
        let drawn = drawnTexts(commands).first?.string
        #expect(drawn?.string == "abcd" && drawn?.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil)
        #expect(drawn?.attribute(.underlineStyle, at: 2, effectiveRange: nil) as? Int == 1)
        view.unmarkText()
        let unmarked = drawnTexts(view._textDrawing(size: view.bounds.size).commands).first?.string
        #expect(unmarked?.attribute(.underlineStyle, at: 2, effectiveRange: nil) == nil)
    }

    @Test func test_TI5_aFieldSendsEditingChangedWhileTextIsMarked() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        _ = hostInWindow(field)
        let log = TextInputLog()
        field.delegate = log
        var changes: [String] = []
        field.addAction(UIAction { _ in changes.append("\(field.text!) \(offsets(field.markedTextRange, in: field))") }, for: .editingChanged)
        #expect(field.becomeFirstResponder())
        field.setMarkedText("k", selectedRange: NSRange(location: 1, length: 0))
        field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        field.unmarkText()
        #expect(changes == ["k 0..<1", "ka 0..<2"])
        #expect(log.lines == ["should 0,0 \"k\" marked nil", "should 0,1 \"ka\" marked 0..<1"])
        #expect(field.text == "ka" && field.markedTextRange == nil)
        // A refusing delegate leaves nothing marked.
        log.refuses = true
        field.setMarkedText("z", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "ka" && field.markedTextRange == nil)
    }

    @Test func test_TI7_theStringTokenizerFindsWordsSentencesParagraphsAndDocuments() {
        let view = textViewInWindow("Hi there. Bye now!\nNext")
        let tokenizer = view.tokenizer
        #expect(tokenizer === view.tokenizer && tokenizer is UITextInputStringTokenizer)
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        func enclosing(_ offset: Int, _ granularity: UITextGranularity, _ direction: UITextDirection) -> String {
            offsets(tokenizer.rangeEnclosingPosition(position(offset, in: view), with: granularity, inDirection: direction), in: view)
        }
        func next(_ offset: Int, _ granularity: UITextGranularity, _ direction: UITextDirection) -> Int? {
            UIKitTests.offset(tokenizer.position(from: position(offset, in: view), toBoundary: granularity, inDirection: direction), in: view)
        }
        #expect(enclosing(4, .word, forward) == "3..<8" && enclosing(8, .word, forward) == "nil" && enclosing(8, .word, backward) == "3..<8")
        #expect(tokenizer.isPosition(position(8, in: view), atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(position(8, in: view), atBoundary: .word, inDirection: backward))
        #expect(tokenizer.isPosition(position(3, in: view), atBoundary: .word, inDirection: .layout(.left)))
        #expect(next(0, .word, forward) == 2 && next(2, .word, forward) == 8 && next(8, .word, backward) == 3)
        #expect(!tokenizer.isPosition(position(2, in: view), withinTextUnit: .word, inDirection: forward))
        #expect(tokenizer.isPosition(position(2, in: view), withinTextUnit: .word, inDirection: backward))
        #expect(enclosing(12, .sentence, forward) == "10..<18" && next(0, .sentence, forward) == 9)
        #expect(enclosing(5, .paragraph, forward) == "0..<18" && next(5, .paragraph, forward) == 18 && next(5, .paragraph, backward) == 0)
        #expect(next(3, .document, forward) == 23 && next(3, .document, backward) == 0)
        #expect(next(23, .document, forward) == nil)
        #expect(next(0, .character, forward) == 1 && next(5, .character, .layout(.left)) == 4)
        #expect(UITextDirection(rawValue: UITextLayoutDirection.right.rawValue) == .layout(.right))
    }

    @Test func test_TI7_characterAndLineUnitsFollowComposedCharactersAndLayout() {
        let view = textViewInWindow("aaaa bbbb cccc", width: 60)
        let tokenizer = view.tokenizer, forward = UITextDirection.storage(.forward)
        #expect(offsets(tokenizer.rangeEnclosingPosition(position(3, in: view), with: .line, inDirection: forward), in: view) == "0..<10")
        #expect(offset(tokenizer.position(from: position(3, in: view), toBoundary: .line, inDirection: forward), in: view) == 10)
        #expect(tokenizer.isPosition(position(10, in: view), atBoundary: .line, inDirection: .storage(.backward)))
        #expect(offsets(tokenizer.rangeEnclosingPosition(position(11, in: view), with: .line, inDirection: .layout(.down)), in: view) == "10..<14")
        view.text = "a👍b"
        #expect(offsets(tokenizer.rangeEnclosingPosition(position(1, in: view), with: .character, inDirection: forward), in: view) == "1..<3")
        #expect(offset(tokenizer.position(from: position(1, in: view), toBoundary: .character, inDirection: forward), in: view) == 3)
    }
}

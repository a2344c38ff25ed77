import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A field delegate that logs changes and selection changes, and can refuse changes.
@MainActor
final class SelectionLoggingFieldDelegate: UITextFieldDelegate {
    let log: ControlEventLog
    var allowsChange = true

    init(log: ControlEventLog) { self.log = log }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.add("shouldChange \(range.location),\(range.length) '\(string)' text=\(textField.text ?? "nil")")
        return allowsChange
    }
    func textFieldDidChangeSelection(_ textField: UITextField) {
        let range = textField.selectedTextRange.map { "\(textField.offset(from: textField.beginningOfDocument, to: $0.start)),\(textField.offset(from: $0.start, to: $0.end))" }
        log.add("didChangeSelection \(range ?? "nil") text=\(textField.text ?? "nil")")
    }
}

/// A text view delegate that logs changes and selection changes.
@MainActor
final class SelectionLoggingTextViewDelegate: NSObject, UITextViewDelegate {
    let log: ControlEventLog
    var allowsChange = true

    init(log: ControlEventLog) { self.log = log }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.add("shouldChange \(range.location),\(range.length) '\(text)'")
        return allowsChange
    }
    func textViewDidChangeSelection(_ textView: UITextView) {
        log.add("didChangeSelection \(textView.selectedRange.location),\(textView.selectedRange.length)")
    }
    func textViewDidChange(_ textView: UITextView) { log.add("didChange text=\(textView.text ?? "nil")") }
}

/// Y12–Y16: copy, cut, paste, select and select-all in text fields and text views.
@MainActor
@Suite(.uikit) struct TextEditingTests {
    init() { _ = freshUIKit() }

    private func editingField(_ text: String = "") -> (UITextField, SelectionLoggingFieldDelegate, ControlEventLog) {
        let log = ControlEventLog()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.text = text
        let delegate = SelectionLoggingFieldDelegate(log: log)
        field.delegate = delegate
        log.retained.append(delegate)
        _ = hostInWindow(field)
        #expect(field.becomeFirstResponder())
        log.watch(field, excluding: [.touchDown, .touchUpInside, .editingDidBegin, .editingDidEnd, .editingDidEndOnExit])
        log.observe(UITextField.textDidChangeNotification, of: field, as: "notification didChange")
        return (field, delegate, log)
    }

    private func select(_ field: UITextField, _ location: Int, _ length: Int) {
        let start = field.position(from: field.beginningOfDocument, offset: location)!
        field.selectedTextRange = field.textRange(from: start, to: field.position(from: start, offset: length)!)
    }

    @Test func test_Y12_copyPutsTheSelectedTextOnTheGeneralPasteboard() {
        let (field, _, log) = editingField("Hello world")
        defer { log.stop() }
        select(field, 6, 5)
        _ = log.take()
        field.copy(nil)
        #expect(UIPasteboard.general.string == "world")
        #expect(UIPasteboard.general.types == ["public.utf8-plain-text"] && UIPasteboard.general.changeCount == 1)
        #expect(field.text == "Hello world" && log.take() == [])
    }

    @Test func test_Y12_cutCopiesThenDeletesThroughTheDelegate() {
        let (field, delegate, log) = editingField("Hello world")
        defer { log.stop() }
        select(field, 5, 6)
        _ = log.take()
        field.cut(nil)
        #expect(UIPasteboard.general.string == " world" && field.text == "Hello")
        #expect(log.take() == ["shouldChange 5,6 '' text=Hello world", "didChangeSelection 5,0 text=Hello", "editingChanged",
                               "notification didChange"])
        delegate.allowsChange = false
        field.selectAll(nil)
        _ = log.take()
        field.cut(nil)
        #expect(UIPasteboard.general.string == "Hello" && field.text == "Hello")
        #expect(log.take() == ["shouldChange 0,5 '' text=Hello"])
    }

    @Test func test_Y12_pasteReplacesTheSelectionAsTypingDoes() {
        let (field, delegate, log) = editingField("Hello world")
        defer { log.stop() }
        UIPasteboard.general.string = "there"
        select(field, 6, 5)
        _ = log.take()
        field.paste(nil)
        #expect(field.text == "Hello there")
        #expect(log.take() == ["shouldChange 6,5 'there' text=Hello world", "didChangeSelection 11,0 text=Hello there",
                               "editingChanged", "notification didChange"])
        // Typing goes the same way: the caret is after the pasted text.
        field.insertText("!")
        #expect(field.text == "Hello there!")
        #expect(log.take() == ["shouldChange 11,0 '!' text=Hello there", "didChangeSelection 12,0 text=Hello there!",
                               "editingChanged", "notification didChange"])
        delegate.allowsChange = false
        field.paste(nil)
        #expect(field.text == "Hello there!")
        #expect(log.take() == ["shouldChange 12,0 'there' text=Hello there!"])
    }

    @Test func test_Y12_editActionsTravelTheResponderChainBySelector() {
        let (field, _, log) = editingField("abc")
        defer { log.stop() }
        #expect(UIApplication.shared.sendAction("selectAll:", to: nil, from: nil, for: nil))
        #expect(UIApplication.shared.sendAction("copy:", to: nil, from: nil, for: nil))
        #expect(UIPasteboard.general.string == "abc")
        #expect(UIApplication.shared.sendAction("delete:", to: nil, from: nil, for: nil))
        #expect(field.text == "")
        #expect(UIApplication.shared.sendAction("paste:", to: nil, from: nil, for: nil))
        #expect(field.text == "abc")
        #expect(field.target(forAction: "paste:", withSender: nil) as? UITextField === field)
    }

    @Test func test_Y12_testingHelpersCopyAndPasteLikeTheUser() {
        let source = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let target = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        source.text = "copied"
        target.text = "x: "
        _ = hostInWindow(source, target)
        #expect(copyText(in: source))
        #expect(UIPasteboard.general.string == "copied")
        #expect(paste(into: target))
        #expect(target.text == "x: copied" && target.isFirstResponder)
        UIPasteboard.general.items = []
        #expect(!paste(into: target))
        let secure = UITextField(frame: CGRect(x: 0, y: 80, width: 100, height: 30))
        secure.isSecureTextEntry = true
        secure.text = "password"
        _ = hostInWindow(secure)
        #expect(!copyText(in: secure) && UIPasteboard.general.string == nil)
    }

    @Test func test_Y13_theSelectionIsACaretAtTheEndUntilMovedAndNilWhileNotEditing() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.text = "Hello"
        _ = hostInWindow(field)
        #expect(field.selectedTextRange == nil)
        field.becomeFirstResponder()
        let range = field.selectedTextRange!
        #expect(range.isEmpty && field.offset(from: field.beginningOfDocument, to: range.start) == 5)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 2)!)
        #expect(field.text(in: field.selectedTextRange!) == "He")
        field.insertText("J")
        #expect(field.text == "Jllo")
        field.deleteBackward()
        #expect(field.text == "llo")
        field.text = "Set in code"
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 11)
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.textRange(from: field.beginningOfDocument, to: UITextPosition(_offset: 99)) == nil)
    }

    @Test func test_Y14_selectPicksTheWordAtTheCaretAndSelectAllEverything() {
        let (field, _, log) = editingField("Hello brave world")
        defer { log.stop() }
        select(field, 8, 0)
        _ = log.take()
        field.select(nil)
        #expect(field.text(in: field.selectedTextRange!) == "brave")
        #expect(log.take() == ["didChangeSelection 6,5 text=Hello brave world"])
        select(field, 17, 0)
        field.select(nil)
        #expect(field.text(in: field.selectedTextRange!) == "world")
        field.selectAll(nil)
        #expect(field.text(in: field.selectedTextRange!) == "Hello brave world")
        #expect(log.take().last == "didChangeSelection 0,17 text=Hello brave world")
    }

    @Test func test_Y15_deleteBackwardRemovesTheSelectionOrTheCharacterBeforeTheCaret() {
        let (field, _, log) = editingField("a👍🏽b")
        defer { log.stop() }
        select(field, 5, 0)
        _ = log.take()
        field.deleteBackward()
        #expect(field.text == "ab")
        #expect(log.take().first == "shouldChange 1,4 '' text=a👍🏽b")
        select(field, 0, 0)
        field.deleteBackward()
        #expect(field.text == "ab" && log.take() == ["didChangeSelection 0,0 text=ab"])
        field.selectAll(nil)
        field.delete(nil)
        #expect(field.text == "")
    }

    @Test func test_Y15_styledTextKeepsItsRunsWhenPastedInto() {
        let (field, _, log) = editingField()
        defer { log.stop() }
        let bold = UIFont.boldSystemFont(ofSize: 17)
        field.attributedText = NSAttributedString(string: "AB", attributes: [.font: bold])
        select(field, 1, 0)
        UIPasteboard.general.string = "x"
        field.paste(nil)
        #expect(field.text == "AxB")
        let styled = field.attributedText!
        #expect(styled.attribute(.font, at: 2, effectiveRange: nil) as? UIFont == bold)
    }

    @Test func test_Y16_canPerformActionAnswersAsUIKit() {
        let (field, _, log) = editingField("text")
        defer { log.stop() }
        func answers() -> [String] {
            ["copy:", "cut:", "paste:", "select:", "selectAll:", "delete:"].filter { field.canPerformAction(Selector($0), withSender: nil) }
        }
        #expect(answers() == ["select:", "selectAll:"])
        UIPasteboard.general.string = "p"
        #expect(answers() == ["paste:", "select:", "selectAll:"])
        field.selectAll(nil)
        #expect(answers() == ["copy:", "cut:", "paste:", "delete:"])
        field.isSecureTextEntry = true
        #expect(answers() == ["paste:", "delete:"])
        field.isSecureTextEntry = false
        field.resignFirstResponder()
        #expect(answers() == [])
        UIPasteboard.general.url = URL(string: "https://example.com")
        field.becomeFirstResponder()
        #expect(!field.canPerformAction("paste:", withSender: nil))
        #expect(!field.canPerformAction("undo:", withSender: nil))
    }

    @Test func test_Y16_textViewsCopyWhenSelectableAndChangeOnlyWhenEditable() {
        let log = ControlEventLog()
        defer { log.stop() }
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let delegate = SelectionLoggingTextViewDelegate(log: log)
        view.delegate = delegate
        view.text = "Read me"
        _ = hostInWindow(view)
        func answers() -> [String] {
            ["copy:", "cut:", "paste:", "select:", "selectAll:", "delete:"].filter { view.canPerformAction(Selector($0), withSender: nil) }
        }
        #expect(view.selectedRange == NSRange(location: 7, length: 0))
        view.selectedRange = NSRange(location: 5, length: 2)
        #expect(log.take() == ["didChangeSelection 5,2"])
        UIPasteboard.general.string = "p"
        #expect(answers() == ["copy:", "cut:", "paste:", "selectAll:", "delete:"])
        view.paste(nil)
        #expect(view.text == "Read p")
        #expect(log.take() == ["shouldChange 5,2 'p'", "didChangeSelection 6,0", "didChange text=Read p"])
        view.isEditable = false
        view.selectAll(nil)
        #expect(answers() == ["copy:"])
        view.cut(nil)
        view.paste(nil)
        #expect(view.text == "Read p")
        #expect(copyText(in: view) && UIPasteboard.general.string == "Read p")
        view.isSelectable = false
        #expect(answers() == [])
        view.isEditable = true
        view.selectedRange = NSRange(location: 0, length: 4)
        view.cut(nil)
        #expect(view.text == " p" && UIPasteboard.general.string == "Read")
        #expect(paste(into: view) && view.text == "Read p")
    }

    @Test func test_Y17_commandKeyShortcutsSendTheEditActions() {
        let (field, _, log) = editingField("Hello")
        defer { log.stop() }
        #expect(pressKey("a", modifierFlags: .command))
        #expect(pressKey("c", modifierFlags: .command))
        #expect(UIPasteboard.general.string == "Hello")
        #expect(pressKey("x", modifierFlags: .command))
        #expect(field.text == "")
        #expect(pressKey("v", modifierFlags: .command) && pressKey("v", modifierFlags: .command))
        #expect(field.text == "HelloHello")
        // Nothing to copy: the press is not handled and nothing is typed.
        #expect(!pressKey("c", modifierFlags: .command))
        #expect(!pressKey("c", modifierFlags: [.command, .shift]))
        #expect(field.text == "HelloHello")
    }
}

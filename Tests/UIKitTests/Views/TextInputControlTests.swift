import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A text field delegate that logs each call into a shared log and answers as told.
@MainActor
final class LoggingFieldDelegate: UITextFieldDelegate {
    let log: ControlEventLog
    let name: String
    var allowsBegin = true, allowsEnd = true, allowsChange = true, allowsClear = true, allowsReturn = true

    init(_ name: String, log: ControlEventLog) {
        self.name = name
        self.log = log
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.add("\(name).shouldBegin editing=\(textField.isEditing)")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        log.add("\(name).didBegin editing=\(textField.isEditing) first=\(textField.isFirstResponder)")
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.add("\(name).shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        log.add("\(name).didEnd editing=\(textField.isEditing) first=\(textField.isFirstResponder)")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.add("\(name).shouldChange \(range.location),\(range.length) '\(string)' text=\(textField.text ?? "nil")")
        return allowsChange
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.add("\(name).shouldClear")
        return allowsClear
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.add("\(name).shouldReturn")
        return allowsReturn
    }
}

/// Text fields, text views and search bars: UIKit's defaults, first-responder editing with
/// the delegate callbacks, control events and notifications in UIKit's order, and typing.
@MainActor
@Suite(.uikit) struct TextInputControlTests {
    init() { _ = freshUIKit() }

    /// A field in a window whose events, delegate calls and notifications go to one log.
    private func loggedField(_ name: String = "field", frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 34))
        -> (UITextField, LoggingFieldDelegate, ControlEventLog) {
        let log = ControlEventLog()
        let field = UITextField(frame: frame)
        let delegate = LoggingFieldDelegate(name, log: log)
        field.delegate = delegate
        log.retained.append(delegate)
        log.watch(field, excluding: [.touchDown, .touchUpInside, .editingDidEndOnExit])
        log.observe(UITextField.textDidBeginEditingNotification, of: field, as: "notification didBegin")
        log.observe(UITextField.textDidChangeNotification, of: field, as: "notification didChange")
        log.observe(UITextField.textDidEndEditingNotification, of: field, as: "notification didEnd")
        return (field, delegate, log)
    }

    // MARK: UITextField

    @Test func test_textFieldDefaultsAreUIKits() {
        let field = UITextField()
        #expect(field.text == "")  // not nil, as UIKit
        field.text = nil
        #expect(field.text == "")
        #expect(field.placeholder == nil && field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(field.font == .systemFont(ofSize: 17) && field.textAlignment == .natural)
        #expect(field.isSecureTextEntry == false && field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.spellCheckingType == .default && field.keyboardAppearance == .default)
        #expect(field.enablesReturnKeyAutomatically == false && field.clearsOnBeginEditing == false)
        #expect(field.isEditing == false && field.delegate == nil && field.hasText == false)
        #expect(field.canBecomeFirstResponder)
        #expect(UIKeyboardType.alphabet == .asciiCapable && UIKeyboardType.numberPad.rawValue == 4)
        #expect(UIReturnKeyType.done.rawValue == 9 && UIReturnKeyType.continue.rawValue == 11)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
    }

    @Test func test_textFieldEditingCallbacksComeInUIKitsOrder() {
        let (field, _, log) = loggedField()
        defer { log.stop() }
        _ = hostInWindow(field)
        #expect(field.becomeFirstResponder() == true)
        #expect(field.isEditing && field.isFirstResponder)
        #expect(log.take() == ["field.shouldBegin editing=false", "field.didBegin editing=true first=true",
                               "editingDidBegin", "notification didBegin"])
        field.insertText("Hi")
        #expect(field.text == "Hi")
        #expect(log.take() == ["field.shouldChange 0,0 'Hi' text=", "editingChanged", "notification didChange"])
        field.deleteBackward()
        #expect(field.text == "H")
        #expect(log.take() == ["field.shouldChange 1,1 '' text=Hi", "editingChanged", "notification didChange"])
        #expect(field.resignFirstResponder() == true)
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.take() == ["field.shouldEnd", "field.didEnd editing=false first=false", "editingDidEnd", "notification didEnd"])
    }

    @Test func test_textFieldChangesInCodeSendNothing() {
        let (field, _, log) = loggedField()
        defer { log.stop() }
        _ = hostInWindow(field)
        field.text = "Set in code"
        field.placeholder = "Name"
        #expect(log.take() == [])
        field.becomeFirstResponder()
        _ = log.take()
        field.text = "Again"
        #expect(log.take() == [])
        field.resignFirstResponder()
    }

    @Test func test_textFieldDelegateCanRefuseEachStep() {
        let (field, delegate, log) = loggedField()
        defer { log.stop() }
        _ = hostInWindow(field)
        delegate.allowsBegin = false
        #expect(field.becomeFirstResponder() == false)
        #expect(!field.isEditing && log.take() == ["field.shouldBegin editing=false"])
        delegate.allowsBegin = true
        field.becomeFirstResponder()
        _ = log.take()
        delegate.allowsChange = false
        field.insertText("x")
        #expect(field.text == "" && log.take() == ["field.shouldChange 0,0 'x' text="])
        delegate.allowsEnd = false
        #expect(field.resignFirstResponder() == false)
        #expect(field.isEditing && field.isFirstResponder && log.take() == ["field.shouldEnd"])
        delegate.allowsEnd = true
        field.resignFirstResponder()
    }

    @Test func test_textFieldOutsideAWindowOrDisabledDoesNotBeginEditing() {
        let (field, _, log) = loggedField()
        defer { log.stop() }
        #expect(field.becomeFirstResponder() == false)  // not in a window: the delegate is not asked
        #expect(log.take() == [])
        _ = hostInWindow(field)
        field.isEnabled = false
        #expect(field.canBecomeFirstResponder == false && field.becomeFirstResponder() == false)
        #expect(log.take() == [])
    }

    @Test func test_movingToAnotherFieldEndsTheFirstAfterAskingTheSecond() {
        let (first, _, log) = loggedField("first")
        defer { log.stop() }
        let second = UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        let secondDelegate = LoggingFieldDelegate("second", log: log)
        second.delegate = secondDelegate
        log.retained.append(secondDelegate)
        log.watch(second, prefix: "second ", excluding: [.touchDown, .touchUpInside, .editingChanged, .editingDidEndOnExit])
        _ = hostInWindow(first, second)
        first.becomeFirstResponder()
        _ = log.take()
        tap(second)  // a tap begins editing
        #expect(second.isEditing && !first.isEditing)
        #expect(log.take() == ["second.shouldBegin editing=false", "first.shouldEnd", "first.didEnd editing=false first=false",
                               "editingDidEnd", "notification didEnd",
                               "second.didBegin editing=true first=true", "second editingDidBegin"])
        second.resignFirstResponder()
    }

    @Test func test_returnKeyEndsEditingOnlyWhenEditingDidEndOnExitIsHandled() {
        let (field, delegate, log) = loggedField()
        defer { log.stop() }
        _ = hostInWindow(field)
        field.becomeFirstResponder()
        _ = log.take()
        field.insertText("\n")  // nothing handles Did End On Exit: editing goes on
        #expect(field.isEditing && field.text == "")
        #expect(log.take() == ["field.shouldReturn"])
        field.addAction(UIAction { _ in log.add("editingDidEndOnExit") }, for: .editingDidEndOnExit)
        delegate.allowsReturn = false
        field.insertText("\n")
        #expect(field.isEditing && log.take() == ["field.shouldReturn"])
        delegate.allowsReturn = true
        field.insertText("\n")
        #expect(!field.isEditing)
        #expect(log.take() == ["field.shouldReturn", "editingDidEndOnExit", "field.shouldEnd", "field.didEnd editing=false first=false",
                               "editingDidEnd", "notification didEnd"])
    }

    @Test func test_clearButtonAsksTheDelegateThenEmptiesTheField() {
        let (field, delegate, log) = loggedField()
        defer { log.stop() }
        field.clearButtonMode = .whileEditing
        field.text = "Clear me"
        _ = hostInWindow(field)
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 175, y: 7.5, width: 19, height: 19))
        let clearPoint = windowPoint(field, CGPoint(x: 184, y: 17))
        tap(at: clearPoint, in: field.window!)  // not editing: no clear button, the tap begins editing
        #expect(field.isEditing && field.text == "Clear me")
        _ = log.take()
        delegate.allowsClear = false
        tap(at: clearPoint, in: field.window!)
        #expect(field.text == "Clear me" && log.take() == ["field.shouldClear"])
        delegate.allowsClear = true
        tap(at: clearPoint, in: field.window!)
        #expect(field.text == "" && field.isEditing)
        #expect(log.take() == ["field.shouldClear", "editingChanged", "notification didChange"])
        field.resignFirstResponder()
    }

    @Test func test_clearsOnBeginEditingAsksTheDelegateBeforeDidBegin() {
        let (field, delegate, log) = loggedField()
        defer { log.stop() }
        field.clearsOnBeginEditing = true
        field.text = "Old"
        _ = hostInWindow(field)
        delegate.allowsClear = false
        field.becomeFirstResponder()
        #expect(field.text == "Old")
        #expect(log.take() == ["field.shouldBegin editing=false", "field.shouldClear", "field.didBegin editing=true first=true",
                               "editingDidBegin", "notification didBegin"])
        field.resignFirstResponder()
        delegate.allowsClear = true
        _ = log.take()
        field.becomeFirstResponder()
        #expect(field.text == "")  // cleared without an editing-changed event
        #expect(log.take() == ["field.shouldBegin editing=false", "field.shouldClear", "field.didBegin editing=true first=true",
                               "editingDidBegin", "notification didBegin"])
        field.resignFirstResponder()
    }

    @Test func test_delegateWithTheReasonVariantGetsOnlyThatOne() {
        @MainActor final class ReasonDelegate: UITextFieldDelegate {
            var log: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("plain") }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("reason \(reason)") }
        }
        @MainActor final class PlainDelegate: UITextFieldDelegate {
            var log: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { log.append("plain") }
        }
        let withReason = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        let plain = UITextField(frame: CGRect(x: 0, y: 200, width: 100, height: 30))
        let reasonDelegate = ReasonDelegate(), plainDelegate = PlainDelegate()
        withReason.delegate = reasonDelegate
        plain.delegate = plainDelegate
        _ = hostInWindow(withReason, plain)
        withReason.becomeFirstResponder()
        plain.becomeFirstResponder()
        plain.resignFirstResponder()
        #expect(reasonDelegate.log == ["reason committed"] && plainDelegate.log == ["plain"])
    }

    @Test func test_fieldLeavingItsWindowEndsEditing() {
        let (field, _, log) = loggedField()
        defer { log.stop() }
        _ = hostInWindow(field)
        field.becomeFirstResponder()
        _ = log.take()
        field.removeFromSuperview()
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(log.take() == ["field.shouldEnd", "field.didEnd editing=false first=false", "editingDidEnd", "notification didEnd"])
    }

    // MARK: UITextView

    @MainActor final class LoggingTextViewDelegate: UITextViewDelegate {
        var log: [String] = []
        var allowsBegin = true
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return allowsBegin }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin first=\(textView.isFirstResponder)") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd first=\(textView.isFirstResponder)") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange \(range.location),\(range.length) '\(text)'")
            return true
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange text=\(textView.text ?? "nil")") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
    }

    @Test func test_textViewDefaultsAreUIKits() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.text == "" && view.isEditable && view.isSelectable && view.textAlignment == .natural)
        #expect(view.font == .systemFont(ofSize: 12) && view.autocapitalizationType == .sentences)
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.clipsToBounds && view.canBecomeFirstResponder)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.text = "Two\nlines"
        view.isScrollEnabled = false  // sizes itself to its text
        #expect(view.intrinsicContentSize == CGSize(width: 33 + 10, height: 2 * 15 + 16))
    }

    @Test func test_textViewEditingAndTypingCallDelegateInOrder() {
        let view = UITextView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        let delegate = LoggingTextViewDelegate()
        view.delegate = delegate
        _ = hostInWindow(view)
        view.text = "In code"  // no delegate call
        #expect(delegate.log == [])
        tap(view)
        #expect(view.isFirstResponder)
        view.insertText("\n!")
        view.deleteBackward()
        view.resignFirstResponder()
        #expect(delegate.log == ["shouldBegin", "didBegin first=true", "shouldChange 7,0 '\n!'", "didChange text=In code\n!",
                                 "shouldChange 8,1 ''", "didChange text=In code\n", "shouldEnd", "didEnd first=false"])
        delegate.log = []
        view.isEditable = false
        #expect(view.becomeFirstResponder() == false)
        view.insertText("x")
        #expect(view.text == "In code\n" && delegate.log == [])
    }

    // MARK: UISearchBar

    @MainActor final class LoggingSearchDelegate: UISearchBarDelegate {
        var log: [String] = []
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("shouldChange '\(text)'")
            return true
        }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("searchButtonClicked") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancelButtonClicked") }
    }

    @Test func test_searchBarDefaultsAreUIKits() {
        let bar = UISearchBar()
        #expect(bar.text == "" && bar.placeholder == nil && bar.prompt == nil)
        #expect(bar.searchBarStyle == .default && bar.barStyle == .default && bar.showsCancelButton == false)
        #expect(bar.isTranslucent && bar.barTintColor == nil && bar.delegate == nil)
        #expect(bar.returnKeyType == .search && bar.enablesReturnKeyAutomatically == true)
        #expect(bar.searchTextField.borderStyle == .roundedRect)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        bar.text = "query"
        bar.placeholder = "Search"
        #expect(bar.searchTextField.text == "query" && bar.searchTextField.placeholder == "Search")
    }

    @Test func test_searchBarReportsEditingTypingSearchAndCancelToItsDelegate() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 320, height: 56))
        let delegate = LoggingSearchDelegate()
        bar.delegate = delegate
        bar.showsCancelButton = true
        let window = hostInWindow(bar)
        // The field leaves room for the Cancel button on the right.
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 239, height: 36))
        bar.text = "in code"  // no delegate call
        bar.text = ""
        #expect(bar.becomeFirstResponder() && bar.isFirstResponder && bar.searchTextField.isEditing)
        bar.searchTextField.insertText("cat")
        bar.searchTextField.insertText("\n")  // the Search key
        #expect(bar.searchTextField.isEditing)  // searching does not end editing
        tap(at: CGPoint(x: 283, y: 128), in: window)  // the Cancel button
        bar.resignFirstResponder()
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldChange 'cat'", "textDidChange cat", "searchButtonClicked",
                                 "cancelButtonClicked", "shouldEnd", "didEnd"])
        #expect(!bar.isFirstResponder && bar.text == "cat")
    }
}

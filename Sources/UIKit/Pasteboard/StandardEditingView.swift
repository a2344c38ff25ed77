import Foundation

/// A view whose text the standard edit actions change (text fields and text views): copy,
/// cut, paste, select, select all and delete are written once here, each allowed by the
/// view's edit context (Y12–Y16) and changing text through the view's typing path (Y15).
@MainActor
protocol StandardEditingView: AnyObject {
    /// The whole text.
    var _text: String { get }
    /// The selection, in UTF-16 units.
    var _selectedRange: NSRange { get }
    /// What the view allows now: editing, selecting, secure text.
    var _editContext: StandardEditAction.Context { get }
    /// Replaces `range` as typing does (asking the delegate); false when refused.
    @discardableResult
    func _userReplace(_ range: NSRange, with string: String) -> Bool
    /// Selects `range`.
    func _select(_ range: NSRange)
}

extension UITextField: StandardEditingView {}
extension UITextView: StandardEditingView {}

extension StandardEditingView {
    /// Y12: copies the selected text to the general pasteboard (not from secure text).
    func _copySelection() {
        guard StandardEditAction.copy.canPerform(in: _editContext) else { return }
        UIPasteboard.general.string = TextSelection.substring(_text, _selectedRange)
    }

    /// Y12: copies the selection, then deletes it as the delete key does (asking the delegate).
    func _cutSelection() {
        guard StandardEditAction.cut.canPerform(in: _editContext) else { return }
        _copySelection()
        _reportToKeyboard(.text) { _userReplace(_selectedRange, with: "") }
    }

    /// Y12: puts the general pasteboard's string in place of the selection, as typing it
    /// does (Y15: the delegate is asked with the selection's range and the whole string).
    func _pasteString() {
        guard StandardEditAction.paste.canPerform(in: _editContext), let string = UIPasteboard.general.string else { return }
        _reportToKeyboard(.text) { _userReplace(_selectedRange, with: string) }
    }

    /// Y14: selects the word at the caret (or just before it).
    func _selectWord() {
        guard StandardEditAction.select.canPerform(in: _editContext),
              let word = TextSelection.word(at: _selectedRange.location, in: _text) else { return }
        _reportToKeyboard(.selection) { _select(word) }
    }

    /// Y14: selects the whole text.
    func _selectEverything() {
        guard StandardEditAction.selectAll.canPerform(in: _editContext) else { return }
        _reportToKeyboard(.selection) { _select(NSRange(location: 0, length: _text.utf16.count)) }
    }

    /// Y12: deletes the selection (asking the delegate).
    func _deleteSelection() {
        guard StandardEditAction.delete.canPerform(in: _editContext) else { return }
        _reportToKeyboard(.text) { _userReplace(_selectedRange, with: "") }
    }

    /// IV15: a change the keyboard did not make (an edit action, a setter), reported to the
    /// view's input delegate around it.
    @discardableResult
    func _reportToKeyboard<T>(_ kind: TextInputChange.Kind, _ change: () -> T) -> T {
        guard let input = self as? any UITextInput else { return change() }
        return TextInputChange.report(kind, of: input, change)
    }

    /// The answer to `canPerformAction` for an edit action; nil for other actions.
    func _editActionAnswer(_ action: Selector) -> Bool? {
        StandardEditAction(action)?.canPerform(in: _editContext)
    }

}

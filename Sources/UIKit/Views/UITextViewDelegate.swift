import Foundation

/// The delegate of a text view: asked before editing begins and ends and before each
/// change; told when editing began, changed the text and ended. It is also the text view's
/// scroll view delegate, as in UIKit.
///
/// Every method has a default (Linux has no optional protocol requirements): the `should`
/// questions answer true and the notifications do nothing, as UIKit does for a method the
/// delegate does not implement.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin. Asked before the view becomes first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view is the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end. Asked before the view resigns first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended: the view resigned first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change replacing `range` (UTF-16 offsets) with `text` may happen.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not sent for changes made in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed: typing, deleting, cut, paste, `select(_:)`, `selectAll(_:)`
    /// or ``UITextView/selectedRange`` set in code (Y15).
    func textViewDidChangeSelection(_ textView: UITextView)
    /// DD5: the action a tap on `textItem` performs: return `defaultAction` (opening a
    /// link's URL) to perform it, another action, or nil for none. By default, the answer of
    /// the deprecated `textView(_:shouldInteractWith:in:interaction:)` for a link or an
    /// attachment (true: the default action), as UIKit asks a delegate that does not
    /// implement this method; a tag's default action.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// DD11: the menu a long press on `textItem` shows: `defaultMenu` (a link's Open Link and
    /// Copy Link), another menu, or nil for none. Default: `defaultMenu`.
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration?
    /// DD11: the text item's menu is about to show.
    func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
                  animator: any UIContextMenuInteractionAnimating)
    /// DD11: the text item's menu is about to close.
    func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
                  animator: any UIContextMenuInteractionAnimating)
    /// DD6 (deprecated in iOS 17): whether tapping a link to `URL` over `characterRange`
    /// performs the default action. By default, the iOS 7 form's answer (true).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// DD6 (deprecated in iOS 17): whether tapping `textAttachment` performs the default
    /// action. By default, the iOS 7 form's answer (true).
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// DD6 (deprecated in iOS 10): whether tapping a link opens it. Default true.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
    /// DD6 (deprecated in iOS 10): whether tapping an attachment acts. Default true.
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool
}

extension UITextViewDelegate {
    /// Default: true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Default: asks the deprecated methods (DD6) for a link or an attachment, the default
    /// action when they answer true, else nil; a tag's default action.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        let allowed = switch textItem.content {
        case .link(let url):
            self.textView(textView, shouldInteractWith: url, in: textItem.range, interaction: .invokeDefaultAction)
        case .textAttachment(let attachment):
            self.textView(textView, shouldInteractWith: attachment, in: textItem.range, interaction: .invokeDefaultAction)
        case .tag: true
        }
        return allowed ? defaultAction : nil
    }
    /// Default: the default menu (none when it is empty).
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
        defaultMenu.children.isEmpty ? nil : UITextItem.MenuConfiguration(menu: defaultMenu)
    }
    /// Default: nothing.
    public func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
                         animator: any UIContextMenuInteractionAnimating) {}
    /// Default: nothing.
    public func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
                         animator: any UIContextMenuInteractionAnimating) {}
    /// Default: the iOS 7 form's answer.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: URL, in: characterRange)
    }
    /// Default: the iOS 7 form's answer.
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: textAttachment, in: characterRange)
    }
    /// Default: true.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
    /// Default: true.
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange) -> Bool { true }
}

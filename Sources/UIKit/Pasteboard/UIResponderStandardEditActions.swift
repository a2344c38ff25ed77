import Foundation

/// The standard edit actions the system's menus and keyboard shortcuts send along the
/// responder chain. ``UITextField`` and ``UITextView`` implement them on their selection with
/// the general pasteboard (Y12–Y16) and answer ``UIResponder/canPerformAction(_:withSender:)``
/// for them as UIKit does.
///
/// Differences from UIKit: the methods are requirements, not optional members of
/// `UIResponder` (Swift has no optional protocol methods without Objective-C); the
/// formatting and writing-direction actions are not here. Send them by selector
/// (`"copy:"`, `"paste:"`, …) with `UIApplication.sendAction(_:to:from:for:)`.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Copies the selection to the pasteboard.
    func copy(_ sender: Any?)
    /// Copies the selection to the pasteboard and removes it.
    func cut(_ sender: Any?)
    /// Puts the pasteboard's text in place of the selection.
    func paste(_ sender: Any?)
    /// Selects the word at the caret.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Removes the selection.
    func delete(_ sender: Any?)
}

/// The edit actions' selectors and what a text field or view answers for each.
enum StandardEditAction: String, CaseIterable {
    case copy = "copy:"
    case cut = "cut:"
    case paste = "paste:"
    case select = "select:"
    case selectAll = "selectAll:"
    case delete = "delete:"

    init?(_ selector: Selector) { self.init(rawValue: selector.name) }

    /// The state a text field or view answers from.
    struct Context {
        let text: String
        let selection: NSRange
        /// The text can be changed (an enabled field while editing; an editable text view).
        let isEditable: Bool
        /// The text can be selected (a field while editing; a selectable text view).
        let isSelectable: Bool
        let isSecure: Bool
    }

    /// Y16: whether the action can be performed now.
    @MainActor func canPerform(in context: Context) -> Bool {
        let hasSelection = context.selection.length > 0
        let textLength = context.text.utf16.count
        switch self {
        case .copy: return context.isSelectable && hasSelection && !context.isSecure
        case .cut: return context.isEditable && hasSelection && !context.isSecure
        case .paste: return context.isEditable && UIPasteboard.general.hasStrings
        case .delete: return context.isEditable && hasSelection
        case .select: return context.isSelectable && textLength > 0 && !hasSelection
        case .selectAll: return context.isSelectable && textLength > 0 && context.selection.length < textLength
        }
    }

    /// The table entries that send each action to a responder of class `T`.
    @MainActor static func selectorActions<T: UIResponder & UIResponderStandardEditActions>(
        for _: T.Type
    ) -> [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] {
        var table: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] = [:]
        for action in allCases {
            table[Selector(action.rawValue)] = { responder, sender in
                guard let target = responder as? T else { return }
                switch action {
                case .copy: target.copy(sender)
                case .cut: target.cut(sender)
                case .paste: target.paste(sender)
                case .select: target.select(sender)
                case .selectAll: target.selectAll(sender)
                case .delete: target.delete(sender)
                }
            }
        }
        return table
    }
}

import Foundation

/// A button of a ``UIAlertController``: a title, a style and a handler. Choosing it
/// dismisses the alert, then runs the handler (P12).
///
/// Difference from UIKit: `copy()` is `NSObject`'s (it returns the action itself).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain action.
        case `default` = 0
        /// Dismisses without acting: bold in an alert, apart at the bottom of an action sheet,
        /// hidden in an action sheet shown as a popover (P14). At most one per alert (P13).
        case cancel = 1
        /// Changes or deletes data: drawn in red.
        case destructive = 2
    }

    /// The button's title.
    open var title: String? { _title }
    let _title: String?
    /// The button's style.
    open var style: Style { _style }
    let _style: Style
    let _handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert the action was added to.
    @Unretained var _alertController: UIAlertController?  // PL11

    /// Whether the button can be chosen. Default true; a disabled button is dimmed and does
    /// nothing when tapped.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { _alertController?._contentChanged() } }
    }

    /// Creates an action; `handler` runs after the alert is dismissed (P12).
    @preconcurrency public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        _title = title; _style = style; _handler = handler
    }

    /// `<Module.Class: 0x…>`, as UIKit prints objects.
    nonisolated open override var description: String {
        "<\(objectClassName(self)): \(objectAddress(self))>"
    }
}

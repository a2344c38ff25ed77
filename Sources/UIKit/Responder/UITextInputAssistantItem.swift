import Foundation

/// The bar button item groups a responder adds to the keyboard's shortcuts bar, before and
/// after the typing suggestions (iOS 9), reached as ``UIResponder/inputAssistantItem``.
///
/// Difference from UIKit: OpenUIKit's keyboard draws no shortcuts bar, so the groups are kept
/// for the app and for tests, and nothing shows them.
@preconcurrency @MainActor
open class UITextInputAssistantItem: NSObject {
    /// Whether the shortcuts may be hidden to make room for suggestions. Default true (BG6).
    open var allowsHidingShortcuts = true
    /// The groups before the typing suggestions. Default empty (BG6).
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups after the typing suggestions. Default empty (BG6).
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []

    /// An empty item; a responder makes its own on first use.
    public override init() { super.init() }
}

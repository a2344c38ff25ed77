import Foundation

/// The state of a view a configuration is updated for (iOS 14): its traits, whether it is
/// disabled, highlighted, selected or focused, and custom states by key. Headers and footers
/// (``UITableViewHeaderFooterView``) pass one to `updateConfiguration(using:)`.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled (its `isUserInteractionEnabled` is false).
    public var isDisabled = false
    /// Whether the view is highlighted (a touch is down on it).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus. Difference from UIKit: OpenUIKit has no focus engine,
    /// so UIKit never sets it; an app may.
    public var isFocused = false
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits, every flag off and no custom states.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state, nil when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

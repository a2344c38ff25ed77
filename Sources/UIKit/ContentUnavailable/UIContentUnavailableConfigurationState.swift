import Foundation

/// The state a controller's content-unavailable configuration is updated for (iOS 17):
/// the controller's traits and the text searched for (V4).
///
/// UIKit makes it: ``UIViewController/contentUnavailableConfigurationState`` is the one
/// ``UIViewController/updateContentUnavailableConfiguration(using:)`` receives.
/// ``searchText`` is the text of the controller's navigation item's search bar (nil without
/// a search controller); a change to it updates the configuration again (V7).
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the controller.
    public var traitCollection: UITraitCollection
    /// The search text, or nil.
    public var searchText: String?
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits, no search text and no custom states.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state, nil when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

import Foundation

extension UITabBarItem {
    /// Sets the badge's text attributes (`.font`, `.foregroundColor`) for a state; unset
    /// ones come from the tab bar appearance, then white 13-point text. Appearance-capable.
    public func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _badgeTextAttributes[state.rawValue] = textAttributes
        _appearanceDidSet(AppearanceKey("setBadgeTextAttributes:forState:", Int(state.rawValue))) {
            $0.setBadgeTextAttributes(textAttributes, for: state)
        }
        _appearanceChanged()
    }

    /// The badge's text attributes set for `state`, if any.
    public func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _badgeTextAttributes[state.rawValue]
    }
}

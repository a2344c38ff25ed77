import Foundation

extension UISegmentedControl {
    /// Sets the segment titles' text attributes (`.font`, `.foregroundColor`) for a state:
    /// `.normal`, `.selected` (the selected segment), `.disabled`. Appearance-capable.
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _titleTextAttributes.set(attributes, for: state)
        _appearanceDidSet(AppearanceKey("setTitleTextAttributes:forState:", Int(state.rawValue))) {
            $0.setTitleTextAttributes(attributes, for: state)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title attributes set for `state`, if any.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleTextAttributes.exactValue(for: state)
    }

    /// The attributes a segment's title is drawn with: `.normal`'s, with the selected (for
    /// the selected segment) and disabled (for a disabled control) states' over them.
    @_spi(Rendering) public func _effectiveTitleTextAttributes(selected: Bool) -> [NSAttributedString.Key: Any] {
        var attributes = titleTextAttributes(for: .normal) ?? [:]
        if selected, let own = titleTextAttributes(for: .selected) { attributes.merge(own) { $1 } }
        if !isEnabled, let own = titleTextAttributes(for: .disabled) { attributes.merge(own) { $1 } }
        return attributes
    }
}

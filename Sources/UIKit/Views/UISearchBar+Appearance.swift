import Foundation

extension UISearchBar {
    /// Shows the Cancel item's look on the Cancel button (W7): the item's tint, and its
    /// normal title attributes' font and colour (nil: 17 points in the tint).
    func _showCancelItemStyle() {
        let attributes = _cancelBarItem.titleTextAttributes(for: .normal) ?? [:]
        if cancelButton._tintColor != _cancelBarItem.tintColor { cancelButton.tintColor = _cancelBarItem.tintColor }
        cancelButton.titleLabel?.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 17)
        cancelButton.setTitleColor(attributes[.foregroundColor] as? UIColor, for: .normal)
        setNeedsLayout()
    }
}

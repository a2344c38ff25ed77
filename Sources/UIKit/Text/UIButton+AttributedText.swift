import Foundation

extension UIButton {
    /// F23: without a configuration, the state's attributed title replaces the plain one in
    /// the title label; its runs without a colour are black, not the title colour.
    func _showAttributedTitle() {
        guard configuration == nil, let attributed = attributedTitle(for: state) else { return }
        let label = _titleLabel
        label.textColor = .black
        label.attributedText = attributed
    }
}

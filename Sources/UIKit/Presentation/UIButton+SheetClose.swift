import Foundation

extension UIButton {
    /// A system sheet's round close button (the share sheet's, the colour picker's): a grey
    /// disc 30 points across with a cross, running `close` when tapped. The caller places it.
    static func _sheetCloseButton(_ close: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .custom)
        let cross = UIImageView(image: UIImage(systemName: "xmark"))
        cross.tintColor = .secondaryLabel
        cross.isUserInteractionEnabled = false
        cross.frame = CGRect(x: 9, y: 9, width: 12, height: 12)
        button.addSubview(cross)
        button.backgroundColor = .tertiarySystemFill
        button.layer.cornerRadius = 15
        button.addAction(UIAction { _ in close() }, for: .touchUpInside)
        return button
    }
}

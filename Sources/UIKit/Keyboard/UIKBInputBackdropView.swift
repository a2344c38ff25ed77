import Foundation

/// The software keyboard as it draws (IV8): the keyboard's backdrop with its keys, filling
/// the host view of the ``UIRemoteKeyboardWindow``. UIKit's name for the backdrop.
@MainActor
final class UIKBInputBackdropView: UIView {
    /// iOS 17's keyboard backdrop: light grey, or dark grey in dark mode.
    static let backdropColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 43 / 255, green: 43 / 255, blue: 43 / 255, alpha: 1)
            : UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.backdropColor
    }

    required init?(coder: NSCoder) { nil }
}

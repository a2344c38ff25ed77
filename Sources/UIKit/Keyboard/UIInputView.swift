import Foundation

/// A view styled like the keyboard, to be a responder's ``UIResponder/inputView`` or
/// ``UIResponder/inputAccessoryView`` (or a ``UIInputViewController``'s view) (IV12).
///
/// Its look comes from ``inputViewStyle``: `.keyboard` draws the keyboard's backdrop,
/// `.default` a lighter one, as the system's accessory bars. Its `backgroundColor` stays
/// nil. With ``allowsSelfSizing`` the keyboard asks its constraints for its height instead
/// of taking its frame's (IV7). Difference from UIKit: the backdrop is a flat colour (iOS
/// blurs what is behind), drawn by `UIKitRendering`.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// The looks of an input view, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The backdrop of the system's accessory bars.
        case `default` = 0
        /// The keyboard's backdrop.
        case keyboard = 1
    }

    /// The style chosen at init.
    open var inputViewStyle: Style { _inputViewStyle }
    private var _inputViewStyle: Style

    /// Whether the keyboard sizes the view by its constraints (its height from Auto Layout,
    /// its frame's height otherwise) (IV7). Default false.
    open var allowsSelfSizing = false

    /// The backdrop the style draws (IV12): the keyboard's grey for `.keyboard`, the lighter
    /// grey of the system's accessory bars for `.default`.
    @_spi(Rendering) public var _backdropColor: UIColor {
        inputViewStyle == .keyboard ? UIKBInputBackdropView.backdropColor : Self.accessoryBackdropColor
    }

    /// The backdrop of `.default` input views: the system's accessory bars'.
    static let accessoryBackdropColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 30 / 255, green: 30 / 255, blue: 30 / 255, alpha: 1)
            : UIColor(red: 240 / 255, green: 241 / 255, blue: 244 / 255, alpha: 1)
    }

    /// Creates an input view with a frame and a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        _inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// Creates a `.default` input view with a frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    /// Creates an input view from a storyboard or nib (`<inputView inputViewStyle="keyboard">`).
    public required init?(coder: NSCoder) {
        _inputViewStyle = (coder.decodeObject(forKey: "inputViewStyle") as? String) == "keyboard" ? .keyboard : .default
        super.init(coder: coder)
        allowsSelfSizing = coder.decodeBool(forKey: "allowsSelfSizing")
    }
}

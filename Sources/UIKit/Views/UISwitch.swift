import Foundation

/// A control that offers an on/off choice.
///
/// A tap (a touch lifted inside it) toggles ``isOn`` and sends `.valueChanged`, then
/// `.primaryActionTriggered`, as UIKit does; the value changes while tracking ends, so both
/// come before the tap's `.touchUpInside`. Changing the value in code (``isOn``,
/// ``setOn(_:animated:)``) sends nothing. The switch is 51 × 31 points, its size in UIKit.
/// Differences from UIKit: no dragging the thumb across (a drag that ends inside toggles, as
/// a tap).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of a switch in UIKit: 51 × 31 points.
    static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on. Default false. Setting it sends no action.
    open var isOn = false

    /// The colour of the track when on; nil for the system green.
    open var onTintColor: UIColor? { didSet { _appearancePropertyDidSet("onTintColor", \.onTintColor) } }
    /// The colour of the thumb; nil for white.
    open var thumbTintColor: UIColor? { didSet { _appearancePropertyDidSet("thumbTintColor", \.thumbTintColor) } }
    /// The image for the on side of the track. Kept but not shown: since iOS 7 it has no
    /// effect, as UIKit documents (VS9). Default nil.
    open var onImage: UIImage?
    /// The image for the off side of the track. Kept but not shown: since iOS 7 it has no
    /// effect, as UIKit documents (VS9). Default nil.
    open var offImage: UIImage?
    /// The title shown beside a checkbox-style switch (Mac idiom). Kept; an iPhone or iPad
    /// switch is always sliding and shows no title (VS9). Default nil.
    open var title: String?
    /// The style asked for (VS9). Default `.automatic`.
    open var preferredStyle: Style = .automatic
    /// The style the switch has: `.sliding` on iPhone and iPad whatever ``preferredStyle`` asks
    /// (a checkbox exists only in the Mac idiom) (VS9).
    open var style: Style { .sliding }

    /// The look of a switch (VS9).
    public enum Style: Int, Sendable {
        /// The platform's usual look (sliding on iPhone and iPad).
        case automatic = 0
        /// A checkbox with a title (Mac idiom only).
        case checkbox = 1
        /// A thumb sliding along a track.
        case sliding = 2
    }

    /// Creates a switch at `frame`'s origin; its size is always 51 × 31, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    /// Creates a switch from a storyboard or nib (`on`, `onTintColor`, `thumbTintColor`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeSwitch(self)
    }

    /// Sets ``isOn``; `animated` moves the thumb visibly. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// The switch's own size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// A touch lifted inside toggles the switch and sends `.valueChanged` and
    /// `.primaryActionTriggered`, then the tracking events (`.touchUpInside`).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let touch = touches.first, point(inside: touch.location(in: self), with: event) {
            isOn.toggle()
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
        super.touchesEnded(touches, with: event)
    }
}

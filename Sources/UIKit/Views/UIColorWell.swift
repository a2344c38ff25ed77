import Foundation

/// A control showing a colour, which opens the system colour picker when tapped (CW1–CW5).
///
/// A tap (a touch lifted inside, after `.touchUpInside`) presents a
/// ``UIColorPickerViewController`` from the view controller the well is in (the first one up
/// its responder chain), carrying ``selectedColor``, ``supportsAlpha`` and ``title``. Each
/// colour the user picks there becomes ``selectedColor`` and sends `.valueChanged`; setting
/// ``selectedColor`` in code sends nothing. The well does not keep the picker once it is
/// dismissed.
/// Differences from UIKit: the picker is presented as a sheet with medium and large detents
/// on every device (UIKit shows a popover on iPad); the spectrum ring is drawn as 24 segments.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The colour shown, and the colour the picker starts at. Default nil (the well shows only
    /// its ring). Setting it sends no action (CW2).
    open var selectedColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The title of the picker the well presents. Default nil.
    open var title: String?
    /// Whether the picker offers opacity. Default true.
    open var supportsAlpha = true

    /// The picker on screen, while it is (CW3: released after its dismissal).
    private weak var presentedPicker: UIColorPickerViewController?

    /// A well showing no colour.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A well from a storyboard or nib (`title`, `supportsAlpha`, `<color key="selectedColor">`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeColorWell(self)
    }

    /// CW1: 44 × 44 points (the ring is 28 points across, centred).
    open override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

    /// CW1: a touch lifted inside sends `.touchUpInside`, then presents the picker.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = isEnabled && _touchTracking != .none && touches.first.map { _isTouchInside($0, with: event) } == true
        super.touchesEnded(touches, with: event)
        if inside { _presentPicker() }
    }

    /// CW1: the picker, presented from the nearest view controller up the responder chain;
    /// nothing when the well is in none or a picker of it is still on screen.
    func _presentPicker() {
        guard presentedPicker == nil, let presenter = _nearestViewController else { return }
        let picker = UIColorPickerViewController()
        picker.selectedColor = selectedColor ?? .white
        picker.supportsAlpha = supportsAlpha
        picker.title = title
        picker._wellDelegate = self
        presentedPicker = picker
        presenter.present(picker, animated: true)
    }

    /// The view controller whose view holds the well.
    private var _nearestViewController: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// CW2: the picker the well presented changed its colour: the well takes it and sends
    /// `.valueChanged` (continuous changes too, so the well follows a drag).
    func _pickerDidSelect(_ color: UIColor) {
        selectedColor = color
        sendActions(for: .valueChanged)
    }

    /// The picker this well presented, while it is on screen.
    @_spi(Testing) public var _presentedPicker: UIColorPickerViewController? { presentedPicker }
}

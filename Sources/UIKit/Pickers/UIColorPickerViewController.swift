import Foundation

/// The system colour picker: a grid of colours, the colour picked and (when
/// ``supportsAlpha``) an opacity slider, under a header with the title and a close button.
///
/// Each colour the user picks becomes ``selectedColor`` and is told to the delegate
/// (`colorPickerViewController(_:didSelect:continuously:)`, CW5, CW6); the close button
/// dismisses the picker and, once it is gone, tells the delegate
/// `colorPickerViewControllerDidFinish(_:)` (CW4), as a swipe down of the sheet does.
/// Setting ``selectedColor`` in code tells nobody. `UIKitTesting`'s `pickColor(_:in:)` and
/// `closeColorPicker(_:)` stand for the user. Presented as a sheet with medium and large
/// detents (CW3).
/// Differences from UIKit: only the grid page (no spectrum or sliders page, no eyedropper,
/// no saved colours); colours are made in code with `pickColor(_:in:)` as if with the
/// sliders.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The delegate (weak).
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The colour picked. Default white. Setting it tells nobody.
    open var selectedColor: UIColor = .white { didSet { _sheetView?.showSelectedColor() } }
    /// Whether the user can change the opacity (the slider shows). Default true.
    open var supportsAlpha = true { didSet { _sheetView?.setNeedsLayout() } }

    /// The well that presented this picker (CW2: it follows the picks).
    weak var _wellDelegate: UIColorWell?
    /// Where the picking stands: open, or closed by the user (CW4 sends didFinish once).
    private enum Phase { case open, closing, finished }
    private var phase = Phase.open
    private var _sheetView: ColorPickerSheetView? { viewIfLoaded as? ColorPickerSheetView }

    /// A picker showing white.
    public init() {
        super.init(nibName: nil, bundle: nil)
        _configureSheet()
    }

    /// A picker; colour pickers have no nib of their own.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _configureSheet()
    }

    /// Colour pickers are not made from archives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureSheet()
    }

    /// CW3: a page sheet resting at the medium detent, expandable to large.
    private func _configureSheet() {
        modalPresentationStyle = .pageSheet
        sheetPresentationController?.detents = [.medium(), .large()]
        sheetPresentationController?.prefersGrabberVisible = true
    }

    /// The header, the grid of swatches, the colour picked and the opacity slider.
    open override func loadView() {
        view = ColorPickerSheetView(controller: self)
    }

    // MARK: The user

    /// CW5: the user picked `color` (a swatch, or the sliders): it becomes ``selectedColor``
    /// and the delegate, then the well that presented the picker, hear it.
    @_spi(Testing) public func _userSelect(_ color: UIColor, continuously: Bool) {
        guard phase == .open else { return }
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: continuously)
        _wellDelegate?._pickerDidSelect(color)
    }

    /// CW4: the close button: the picker is dismissed, then the delegate hears it finished.
    @_spi(Testing) public func _close() {
        guard phase == .open else { return }
        guard presentingViewController != nil else { return _finish() }
        phase = .closing
        dismiss(animated: true) { [weak self] in self?._finish() }
    }

    /// CW4: a swipe down of the sheet ends the picking as the close button does.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if phase == .open, isBeingDismissed { _finish() }
    }

    private func _finish() {
        guard phase != .finished else { return }
        phase = .finished
        delegate?.colorPickerViewControllerDidFinish(self)
    }

    /// The swatches of the grid, by colour, for code standing for the user's finger.
    @_spi(Testing) public var _swatches: [(color: UIColor, view: UIView)] { _sheetView?.swatches ?? [] }
    /// The close button.
    @_spi(Testing) public var _closeButton: UIButton? { _sheetView?.closeButton }

    /// CW5: the grid: 12 columns of 10 rows; the first column greys from white to black, the
    /// others hues from light to deep.
    static let gridColors: [[UIColor]] = (0..<10).map { row in
        (0..<12).map { column in
            if column == 0 { return UIColor(white: 1 - CGFloat(row) / 9, alpha: 1) }
            let hue = CGFloat(column - 1) / 11
            let light = CGFloat(row) / 9
            return UIColor(hue: hue, saturation: min(1, 0.15 + light * 1.2), brightness: 1 - max(0, light - 0.55) * 1.2, alpha: 1)
        }
    }
}

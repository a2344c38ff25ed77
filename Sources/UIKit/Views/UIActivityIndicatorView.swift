import Foundation

/// A view that shows that a task is in progress: a spinning wheel.
///
/// It starts stopped; with ``hidesWhenStopped`` (the default) it is hidden while stopped,
/// so a new indicator is hidden until ``startAnimating()``, as in UIKit. Sizes: 20 × 20
/// points for the medium styles, 37 × 37 for the large ones.
/// Difference from UIKit: nothing spins (no renderer); ``isAnimating`` is the model.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The styles, with UIKit's raw values. The deprecated ones still work as in UIKit:
    /// `.whiteLarge` is large and white, `.white` medium and white, `.gray` medium and grey.
    public enum Style: Int, Sendable {
        /// Medium (20 points), the default.
        case medium = 100
        /// Large (37 points).
        case large = 101
        /// Deprecated: large and white.
        case whiteLarge = 0
        /// Deprecated: medium and white.
        case white = 1
        /// Deprecated: medium and grey.
        case gray = 2

        /// Whether the style is one of the large ones.
        var isLarge: Bool { self == .large || self == .whiteLarge }
        /// The colour a deprecated style implies (nil for the modern ones).
        var impliedColor: UIColor? {
            switch self {
            case .white, .whiteLarge: .white
            case .gray: .gray
            case .medium, .large: nil
            }
        }
    }

    /// The style. Default `.medium`. Changing it resizes the intrinsic size.
    open var style: Style = .medium {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }

    private var _color: UIColor?

    /// The wheel's colour: the one set, else the style's (white for `.white` and
    /// `.whiteLarge`, grey for `.gray`), else the secondary label colour.
    open var color: UIColor! {
        get { _color ?? style.impliedColor ?? .secondaryLabel }
        set {
            _color = newValue
            _appearanceDidSet(AppearanceKey("color")) { $0.color = newValue }  // the value set, not the style's
        }
    }

    /// Whether the indicator is hidden while stopped. Default true. Setting it shows the
    /// indicator, or (true) hides it if stopped.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !_isAnimating }
    }

    private var _isAnimating = false

    /// How many of the wheel's ticks show: all of them, or (a refresh control being pulled,
    /// LC34) the first few, clockwise from the top.
    enum TickFill: Equatable {
        case all
        case partial(Int)
    }

    /// The number of ticks round the wheel (LC34).
    static let tickCount = 8

    /// The ticks shown (LC34). Default all.
    var _tickFill: TickFill = .all

    /// How many ticks a renderer draws, clockwise from the top (LC34).
    @_spi(Rendering) public var _visibleTickCount: Int {
        switch _tickFill {
        case .all: Self.tickCount
        case .partial(let count): min(max(0, count), Self.tickCount)
        }
    }

    /// Whether the wheel is spinning. Default false.
    open var isAnimating: Bool { _isAnimating }

    /// Creates an indicator of a style, sized to it (hidden: it is stopped).
    public init(style: Style) {
        self.style = style
        let side: CGFloat = style.isLarge ? 37 : 20
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        isHidden = true
    }

    /// Creates a `.medium` indicator with a frame (hidden: it is stopped).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates an indicator from a storyboard or nib (`style`, `hidesWhenStopped`,
    /// `animating`, `color`). As in UIKit's archives, `hidesWhenStopped` is false unless the
    /// file says YES (Xcode writes it for a new indicator).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let coder = coder as? IBCoder {
            coder.decodeActivityIndicator(self)
        } else {
            isHidden = true
        }
    }

    /// Starts spinning and shows the indicator.
    open func startAnimating() {
        _isAnimating = true
        isHidden = false
    }

    /// Stops spinning; hides the indicator if ``hidesWhenStopped``.
    open func stopAnimating() {
        _isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// 20 × 20 points, or 37 × 37 for the large styles.
    open override var intrinsicContentSize: CGSize {
        let side: CGFloat = style.isLarge ? 37 : 20
        return CGSize(width: side, height: side)
    }

    /// The style's size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

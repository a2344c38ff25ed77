import Foundation

/// A bar of bar button items, at the bottom of a navigation controller (its
/// ``UINavigationController/toolbar``) or used alone. Items sit left to right; flexible
/// spaces share what is left. Height 44 pt.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The items, left to right.
    open var items: [UIBarButtonItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }
    /// The toolbar's delegate, which says where the bar is (BP1). Weak.
    open weak var delegate: (any UIToolbarDelegate)?
    /// Whether the bar is translucent. Default true. Appearance-capable, as the rest of the
    /// bar's look below.
    open var isTranslucent = true { didSet { _appearancePropertyDidSet("translucent", \.isTranslucent) } }
    /// The bar's style.
    open var barStyle: UIBarStyle = .default { didSet { _appearancePropertyDidSet("barStyle", \.barStyle) } }
    /// The bar's background tint: fills a bar whose appearance has a background.
    open var barTintColor: UIColor? { didSet { _appearanceLookDidSet("barTintColor", \.barTintColor) } }
    /// The appearance of a standard-height toolbar (iOS 13). Default: the default
    /// background (chrome material and a hairline).
    open var standardAppearance = UIToolbarAppearance() { didSet { _appearanceLookDidSet("standardAppearance", \.standardAppearance) } }
    /// The appearance of a compact-height toolbar; nil: the standard appearance.
    open var compactAppearance: UIToolbarAppearance? { didSet { _appearanceLookDidSet("compactAppearance", \.compactAppearance) } }
    /// The appearance when the content is scrolled to the bottom (or the top controller has
    /// no scroll view); nil: the standard appearance with a transparent background (iOS 15).
    /// A toolbar no navigation controller manages ignores it.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { _appearanceLookDidSet("scrollEdgeAppearance", \.scrollEdgeAppearance) }
    }
    /// The scroll-edge appearance of a compact-height toolbar; nil: ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { _appearanceLookDidSet("compactScrollEdgeAppearance", \.compactScrollEdgeAppearance) }
    }
    /// Background and shadow images by bar position and metrics (UIToolbar+Appearance.swift).
    var _backgroundImages: [BarBackgroundKey: UIImage] = [:]
    var _shadowImages: [UIBarPosition: UIImage] = [:]
    /// The navigation controller whose toolbar this is.
    @Unretained var _navigationController: UINavigationController?  // PL11
    /// The standard appearance made transparent, for the scroll edge (PN7).
    var _transparentStandard = TransparentAppearanceCopy<UIToolbarAppearance>()

    var _items: [UIBarButtonItem] = []
    var _views: [_UIButtonBarButton] = []

    /// The height: ``BarMetrics/rowHeight(_:)`` (44 pt on phones in portrait).
    var _height: CGFloat { BarMetrics.rowHeight(traitCollection) }

    /// Creates a toolbar (required, so a navigation controller can make a subclass's bar).
    public required override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a toolbar from a storyboard or nib, with the file's `<items>` and style (IU10).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let coder = coder as? IBCoder else { return }
        coder.decodeBarItems { self.items = $0 }
        coder.decodeBar(coder.element, on: self)
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for view in _views { view.removeFromSuperview() }
        _items = items ?? []
        _views = _items.filter { !$0.isHidden }.map { _UIButtonBarButton(item: $0) }
        for view in _views {
            view.item?._bar = self
            addSubview(view)
        }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: _height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in _views { BarButtonStyling.restyle(view) }  // W9: before they are measured
        let margin: CGFloat = 8
        let flexible = _views.filter { $0.item?.systemItem == .flexibleSpace }
        let fixed = _views.filter { $0.item?.systemItem != .flexibleSpace }.map(\.preferredWidth).reduce(0, +)
        let share = flexible.isEmpty ? 0 : max(0, bounds.width - 2 * margin - fixed) / CGFloat(flexible.count)
        var x = margin
        for view in _views {
            let width = view.item?.systemItem == .flexibleSpace ? share : view.preferredWidth
            view.frame = CGRect(x: x, y: 0, width: width, height: _height)
            x += width
        }
    }
}

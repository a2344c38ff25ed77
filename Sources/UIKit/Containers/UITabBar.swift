import Foundation

/// The bar of a tab bar controller (or used alone): one button per item, equal widths,
/// one selected. A tap on a button selects its item and tells the delegate; a bar managed
/// by a tab bar controller hands the tap to the controller (B2). Height 49 pt above the
/// bottom safe area, which the bar also covers.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }
    /// The selected item.
    open weak var selectedItem: UITabBarItem? {
        didSet {
            _updateSelection()
            setNeedsLayout()  // the selected item's own appearances (W10) and the indicator
        }
    }
    /// Told when the user selects an item (a bar used alone).
    open weak var delegate: (any UITabBarDelegate)?
    /// Whether the bar is translucent. Default true. Appearance-capable, as the rest of the
    /// bar's look below.
    open var isTranslucent = true { didSet { _appearancePropertyDidSet("translucent", \.isTranslucent) } }
    /// The bar's style.
    open var barStyle: UIBarStyle = .default { didSet { _appearancePropertyDidSet("barStyle", \.barStyle) } }
    /// The bar's background tint: fills a bar whose appearance has a background.
    open var barTintColor: UIColor? { didSet { _appearanceLookDidSet("barTintColor", \.barTintColor) } }
    /// The colour of unselected items' images and titles; nil: iOS's grey (0.6 white, 117/255
    /// in dark mode). The appearance's icon colour and title attributes win over it (W10).
    open var unselectedItemTintColor: UIColor? {
        didSet {
            _appearancePropertyDidSet("unselectedItemTintColor", \.unselectedItemTintColor)
            _buttons.forEach { $0.refresh() }
        }
    }
    /// iOS's grey for unselected items.
    static let _defaultUnselectedItemColor = UIColor { UIColor(white: $0.userInterfaceStyle == .dark ? 117 / 255 : 0.6, alpha: 1) }
    /// The tab bar's appearance (iOS 13). Default: the default background (chrome material
    /// and a hairline).
    open var standardAppearance = UITabBarAppearance() { didSet { _appearanceLookDidSet("standardAppearance", \.standardAppearance) } }
    /// The appearance when the content is scrolled to the bottom (or the selected
    /// controller has no scroll view); nil: the standard appearance with a transparent
    /// background, as since iOS 15. A bar no tab bar controller manages ignores it.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { _appearanceLookDidSet("scrollEdgeAppearance", \.scrollEdgeAppearance) }
    }
    /// An image filling the bar's background (over the material) when the appearance has none.
    open var backgroundImage: UIImage? { didSet { _appearanceLookDidSet("backgroundImage", \.backgroundImage) } }
    /// An image replacing the hairline when the appearance has none.
    open var shadowImage: UIImage? { didSet { _appearanceLookDidSet("shadowImage", \.shadowImage) } }
    /// An image drawn behind the selected item when the appearance has none.
    open var selectionIndicatorImage: UIImage? {
        didSet { _appearanceLookDidSet("selectionIndicatorImage", \.selectionIndicatorImage) }
    }
    /// How items are placed across the bar; `.automatic`: filling a compact-width bar,
    /// centred in a regular-width one (W12).
    open var itemPositioning: ItemPositioning = .automatic {
        didSet { _appearanceLookDidSet("itemPositioning", \.itemPositioning) }
    }
    /// The space between centred items; 0: the system's.
    open var itemSpacing: CGFloat = 0 { didSet { _appearanceLookDidSet("itemSpacing", \.itemSpacing) } }
    /// The width of centred items; 0: the system's.
    open var itemWidth: CGFloat = 0 { didSet { _appearanceLookDidSet("itemWidth", \.itemWidth) } }
    /// Shows the selection indicator image behind the selected item.
    let _selectionIndicatorView = UIImageView()

    var _items: [UITabBarItem] = []
    var _buttons: [UITabBarButton] = []
    /// The customizing session (UITabBar+Customizing.swift, TC4–TC6).
    var _customizingPhase: CustomizingPhase = .idle
    var _customizingItems: [UITabBarItem] = []
    var _barItemsAtCustomizingStart: [UITabBarItem] = []
    var _customizeSheet: TabBarCustomizeSheet?
    /// The controller managing the bar, if any.
    @Unretained var _tabBarController: UITabBarController?  // PL11
    /// The standard appearance made transparent, for the scroll edge (PN7).
    var _transparentStandard = TransparentAppearanceCopy<UITabBarAppearance>()

    /// Creates a tab bar used alone (a tab bar controller makes its own).
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a tab bar from a storyboard or nib, with the file's `<items>` and style (IU10).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        guard let coder = coder as? IBCoder else { return }
        coder.decodeBarItems { self.items = $0 }
        coder.decodeBar(coder.element, on: self)
    }

    /// The height above the home indicator: ``BarMetrics/tabBarHeight(_:)`` (49 pt on phones in portrait).
    var _height: CGFloat { BarMetrics.tabBarHeight(traitCollection) }

    /// The button view of `item`, for code standing for the user's finger.
    @_spi(Testing) public func _buttonView(for item: UITabBarItem) -> UIView? {
        _buttons.first { $0.item === item }
    }

    /// Replaces the items. A bar managed by a tab bar controller takes its items only from
    /// it (UIKit's error otherwise).
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        if _tabBarController != nil { UIKitDiagnostics.raise(.managedTabBarModified()) }
        _setItemsFromController(items)
    }

    /// Shows the customizing sheet for `items` (all the items that may go on the bar) over
    /// the content: "Configure" and a Done button above a grid of the items. The user drags
    /// an item from the grid onto a button of the bar to put it there (the replaced item goes
    /// back to the grid); the number of items on the bar does not change. The delegate hears
    /// `willBeginCustomizing` before the sheet shows and `didBeginCustomizing` once it has
    /// slid in (0.3 s on the clock) (TC4). Ignored while a session is under way, or when
    /// `items` is empty (UIKit requires at least one). Difference from UIKit: the drag itself
    /// is not tracked; `dragTabBarItem(_:onto:in:)` of UIKitTesting performs its drop.
    open func beginCustomizingItems(_ items: [UITabBarItem]) { _beginCustomizing(items) }

    /// Ends customizing and takes the sheet away; the delegate hears `willEndCustomizing`
    /// at once and `didEndCustomizing` when the sheet is gone (0.3 s when animated, else in
    /// the same call), both with the sheet's items and whether the bar's items changed
    /// (TC5). Returns whether they changed; false when no session is under way.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool { _endCustomizing(animated: animated) }

    /// Whether the customizing sheet is up: from ``beginCustomizingItems(_:)`` until
    /// ``endCustomizing(animated:)`` (TC4, TC5).
    open var isCustomizing: Bool { _isCustomizing }

    func _setItemsFromController(_ items: [UITabBarItem]?) {
        for button in _buttons { button.removeFromSuperview() }
        _items = items ?? []
        _buttons = _items.map { item in
            let button = UITabBarButton(item: item)
            button.onTap = { [weak self, weak item] in
                guard let self, let item else { return }
                self._userTapped(item)
            }
            return button
        }
        for button in _buttons { addSubview(button) }
        if let selected = selectedItem, !_items.contains(where: { $0 === selected }) { selectedItem = nil }
        _updateSelection()
        setNeedsLayout()
    }

    /// A user tap on an item's button: a managed bar hands it to its controller; a bar
    /// alone selects it and tells the delegate.
    func _userTapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let controller = _tabBarController { return controller._userSelected(item) }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func _updateSelection() {
        for button in _buttons { button.isSelected = button.item === selectedItem }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: _height + (window?._deviceSafeAreaInsets.bottom ?? 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layOutItems()
    }
}

/// The delegate of a tab bar used alone (a tab bar controller is its own bar's delegate).
/// Every method has a default.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// The customizing sheet is about to show `items` (TC4).
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet has shown `items` (TC4).
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    /// The customizing sheet is about to go; `changed`: the bar's items are not those it had
    /// when customizing began (TC5).
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    /// The customizing sheet has gone (TC5).
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

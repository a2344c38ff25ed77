import Foundation

/// The bar of a tab bar controller (or used alone): one button per item, equal widths,
/// one selected. A tap on a button selects its item and tells the delegate; a bar managed
/// by a tab bar controller hands the tap to the controller (B2). Height 49 pt above the
/// bottom safe area, which the bar also covers.
@MainActor
open class UITabBar: UIView {
    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }
    /// The selected item.
    open weak var selectedItem: UITabBarItem? { didSet { _updateSelection() } }
    /// Told when the user selects an item (a bar used alone).
    open weak var delegate: (any UITabBarDelegate)?
    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true
    /// The bar's style.
    open var barStyle: UIBarStyle = .default
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The colour of unselected items' images and titles; nil: iOS's grey (0.6 white, 117/255
    /// in dark mode).
    open var unselectedItemTintColor: UIColor? { didSet { _buttons.forEach { $0.refresh() } } }
    /// iOS's grey for unselected items.
    static let _defaultUnselectedItemColor = UIColor { UIColor(white: $0.userInterfaceStyle == .dark ? 117 / 255 : 0.6, alpha: 1) }
    /// The tab bar's appearance (iOS 13). Default: the default background (chrome material
    /// and a hairline).
    open var standardAppearance = UITabBarAppearance()
    /// The appearance when the content is scrolled to the bottom (or the selected
    /// controller has no scroll view); nil: the standard appearance with a transparent
    /// background, as since iOS 15. A bar no tab bar controller manages ignores it.
    open var scrollEdgeAppearance: UITabBarAppearance?

    var _items: [UITabBarItem] = []
    var _buttons: [UITabBarButton] = []
    /// The controller managing the bar, if any.
    weak var _tabBarController: UITabBarController?

    /// Creates a tab bar used alone (a tab bar controller makes its own).
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a tab bar from a storyboard or nib, with the file's `<items>`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeBarItems { self.items = $0 }
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
        guard !_buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(_buttons.count)
        for (index, button) in _buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: _height)
        }
    }
}

/// The delegate of a tab bar used alone. Every method has a default.
@MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user selected `item`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

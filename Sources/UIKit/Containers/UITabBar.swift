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
    /// The tab bar's appearance (iOS 13). Default: the default background (chrome material
    /// and a hairline).
    open var standardAppearance = UITabBarAppearance()
    /// The appearance when the content is scrolled to the bottom (or the selected
    /// controller has no scroll view); nil: the standard appearance with a transparent
    /// background, as since iOS 15. A bar no tab bar controller manages ignores it.
    open var scrollEdgeAppearance: UITabBarAppearance?

    var _items: [UITabBarItem] = []
    var _buttons: [TabBarButton] = []
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
            let button = TabBarButton(item: item)
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

/// The button of one tab bar item: its title (and badge); a tap selects it.
@MainActor
final class TabBarButton: UIView {
    let item: UITabBarItem
    let titleLabel = UILabel()
    let badgeLabel = UILabel()
    var onTap: () -> Void = {}
    /// Whether the item is the selected one: its title (and image) take the bar's tint.
    var isSelected = false { didSet { if isSelected != oldValue { refresh() } } }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.layer.cornerRadius = 9  // a capsule, as iOS draws badges
        item._button = self
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the item's current title and badge.
    func refresh() {
        titleLabel.text = item.title
        // iOS's colours for a tab's title: the tint when selected, else a mid grey.
        titleLabel.textColor = isSelected ? tintColor : UIColor(white: 0.6, alpha: 1)
        badgeLabel.text = item.badgeValue
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        if item.badgeValue != nil { addSubview(badgeLabel) } else { badgeLabel.removeFromSuperview() }
        setNeedsLayout()
    }

    /// Where the item's image goes, in the button: above the title (stacked), or before
    /// it (inline).
    private(set) var imageFrame: CGRect = .zero

    /// Whether the item lays out inline, image beside title, as iOS does in compact height
    /// (a phone in landscape) and on pads; otherwise stacked, image above title.
    var isInline: Bool { traitCollection.verticalSizeClass == .compact || traitCollection.userInterfaceIdiom == .pad }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isInline {
            // A 20 pt image, 6 pt of space, a 13 pt title: centred as a group.
            titleLabel.font = .systemFont(ofSize: 13, weight: .medium)
            let title = titleLabel.intrinsicContentSize
            let group = 20 + 6 + title.width
            let x = ((bounds.width - group) / 2).rounded()
            let rowHeight = min(bounds.height, BarMetrics.tabBarHeight(traitCollection))
            imageFrame = CGRect(x: x, y: (rowHeight - 20) / 2, width: 20, height: 20)
            titleLabel.frame = CGRect(x: x + 26, y: (rowHeight - title.height) / 2, width: title.width, height: title.height)
        } else {
            // A 24 pt image 5 pt from the top, a 10 pt title below it.
            titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
            imageFrame = CGRect(x: bounds.midX - 12, y: 5, width: 24, height: 24)
            titleLabel.frame = CGRect(x: 0, y: 33, width: bounds.width, height: 12)
        }
        let badge = badgeLabel.intrinsicContentSize
        badgeLabel.frame = CGRect(x: imageFrame.maxX - 6, y: imageFrame.minY - 3, width: max(18, badge.width + 10), height: 18)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap() }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isSelected { titleLabel.textColor = tintColor }
    }
}

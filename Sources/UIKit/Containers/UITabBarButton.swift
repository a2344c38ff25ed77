import Foundation

/// The button of one tab bar item (named as iOS's): its title (and badge); a tap selects it.
@MainActor
final class UITabBarButton: UIView {
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
        titleLabel.textColor = itemColor
        badgeLabel.text = item.badgeValue
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        if item.badgeValue != nil { addSubview(badgeLabel) } else { badgeLabel.removeFromSuperview() }
        setNeedsLayout()
    }

    /// The colour of the item's image and title: the tint when selected, else the bar's
    /// unselected colour.
    var itemColor: UIColor {
        isSelected ? tintColor : (superview as? UITabBar)?.unselectedItemTintColor ?? UITabBar._defaultUnselectedItemColor
    }

    /// Where the item's image goes, in the button: above the title (stacked), or before
    /// it (inline).
    private(set) var imageFrame: CGRect = .zero

    /// Whether the item lays out inline, image beside title, as iOS does in regular width
    /// (pads full screen, large phones in landscape) and in compact height (phones in
    /// landscape); otherwise stacked, image above title.
    var isInline: Bool { traitCollection.horizontalSizeClass == .regular || traitCollection.verticalSizeClass == .compact }

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

    /// In its bar, the bar's unselected colour applies.
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        refresh()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap() }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isSelected { titleLabel.textColor = tintColor }
    }
}

import Foundation

/// The button of one tab bar item (named as iOS's): its image, title and badge, in the look
/// of its bar's current appearance for the bar's layout and the item's state (W10); a tap
/// selects it.
@preconcurrency @MainActor
final class UITabBarButton: UIView {
    let item: UITabBarItem
    let titleLabel = UILabel()
    /// The badge's capsule, and its text inside it.
    let badgeView = UIView()
    let badgeLabel = UILabel()
    var onTap: () -> Void = {}
    /// Whether the item is the selected one: its title (and image) take the bar's tint.
    var isSelected = false { didSet { if isSelected != oldValue { refresh() } } }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        badgeView.layer.cornerRadius = 9  // a capsule, as iOS draws badges
        badgeView.isUserInteractionEnabled = false
        badgeLabel.textAlignment = .center
        badgeView.addSubview(badgeLabel)
        item._button = self
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    /// The bar showing the button, if any.
    private var bar: UITabBar? { superview as? UITabBar }

    /// The item's state: disabled, else selected, else normal.
    var state: UIControl.State { !item.isEnabled ? .disabled : isSelected ? .selected : .normal }

    /// The values of the bar's current appearance for its layout and the item's state.
    private var stateAppearance: UITabBarItemStateAppearance? {
        guard let bar else { return nil }
        let layout = bar._currentAppearance._itemAppearance(for: bar._itemLayoutStyle)
        switch state {
        case .disabled: return layout.disabled
        case .selected: return layout.selected
        default: return layout.normal
        }
    }

    /// The title's attributes: the appearance state's, with the item's own for the state
    /// (else `.normal`'s) over them (W8).
    private var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes = stateAppearance?.titleTextAttributes ?? [:]
        if let own = item.titleTextAttributes(for: state) ?? item.titleTextAttributes(for: .normal) {
            attributes.merge(own) { $1 }
        }
        return attributes
    }

    /// Shows the item's current title and badge in its look.
    func refresh() {
        let values = stateAppearance
        titleLabel.text = item.title
        let attributes = titleAttributes
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? systemColor
        titleLabel.font = attributes[.font] as? UIFont ?? defaultTitleFont
        badgeLabel.text = item.badgeValue
        let badgeAttributes = (values?.badgeTextAttributes ?? [:]).merging(item.badgeTextAttributes(for: state) ?? [:]) { $1 }
        badgeLabel.textColor = badgeAttributes[.foregroundColor] as? UIColor ?? .white
        badgeLabel.font = badgeAttributes[.font] as? UIFont ?? .systemFont(ofSize: 13)
        badgeView.backgroundColor = item.badgeColor ?? values?.badgeBackgroundColor ?? .systemRed
        if item.badgeValue != nil { addSubview(badgeView) } else { badgeView.removeFromSuperview() }
        setNeedsLayout()
    }

    /// The system's colour of the item's image and title: the tint when selected, else the
    /// bar's unselected colour.
    private var systemColor: UIColor {
        isSelected ? tintColor : bar?.unselectedItemTintColor ?? UITabBar._defaultUnselectedItemColor
    }

    /// The colour of the item's image: the appearance state's icon colour, else the system's.
    var itemColor: UIColor { stateAppearance?.iconColor ?? systemColor }

    /// Where the item's image goes, in the button: above the title (stacked), or before
    /// it (inline).
    private(set) var imageFrame: CGRect = .zero

    /// Whether the item lays out inline, image beside title, as iOS does in regular width
    /// (pads full screen, large phones in landscape) and in compact height (phones in
    /// landscape); otherwise stacked, image above title.
    var isInline: Bool { traitCollection.horizontalSizeClass == .regular || traitCollection.verticalSizeClass == .compact }

    /// The system title font: 13-point medium inline, 10-point medium stacked.
    private var defaultTitleFont: UIFont { .systemFont(ofSize: isInline ? 13 : 10, weight: .medium) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let values = stateAppearance
        let offset = UIOffset(horizontal: (values?.titlePositionAdjustment.horizontal ?? 0) + item.titlePositionAdjustment.horizontal,
                              vertical: (values?.titlePositionAdjustment.vertical ?? 0) + item.titlePositionAdjustment.vertical)
        if titleAttributes[.font] == nil { titleLabel.font = defaultTitleFont }
        if isInline {
            // A 20 pt image, 6 pt of space, the title: centred as a group.
            let title = titleLabel.intrinsicContentSize
            let group = 20 + 6 + title.width
            let x = ((bounds.width - group) / 2).rounded()
            let rowHeight = min(bounds.height, BarMetrics.tabBarHeight(traitCollection))
            imageFrame = CGRect(x: x, y: (rowHeight - 20) / 2, width: 20, height: 20)
            titleLabel.frame = CGRect(x: x + 26, y: (rowHeight - title.height) / 2, width: title.width, height: title.height)
                .offsetBy(dx: offset.horizontal, dy: offset.vertical)
        } else {
            // A 24 pt image 5 pt from the top, the title below it (12 pt for the system's 10-point text).
            imageFrame = CGRect(x: bounds.midX - 12, y: 5, width: 24, height: 24)
            let height = max(12, titleLabel.intrinsicContentSize.height)
            titleLabel.frame = CGRect(x: 0, y: 33, width: bounds.width, height: height).offsetBy(dx: offset.horizontal, dy: offset.vertical)
        }
        let badgeOffset = values?.badgePositionAdjustment ?? .zero
        let text = badgeLabel.intrinsicContentSize
        badgeView.frame = CGRect(x: imageFrame.maxX - 6 + badgeOffset.horizontal, y: imageFrame.minY - 3 + badgeOffset.vertical,
                                 width: max(18, text.width + 10), height: 18)
        let textOffset = values?.badgeTitlePositionAdjustment ?? .zero
        badgeLabel.frame = badgeView.bounds.offsetBy(dx: textOffset.horizontal, dy: textOffset.vertical)
    }

    /// In its bar, the bar's unselected colour and appearance apply.
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        refresh()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap() }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if isSelected, titleAttributes[.foregroundColor] == nil { titleLabel.textColor = tintColor }
    }
}

import Foundation

extension UITabBar {
    /// How a tab bar places its items, as UIKit.
    public enum ItemPositioning: Int, Sendable {
        /// Chosen by the bar; OpenUIKit always fills (UIKit centres on a regular-width iPad).
        case automatic
        /// The items share the bar's whole width.
        case fill
        /// The items at a fixed width (76 pt unless set), grouped in the middle.
        case centered
    }

    /// The system's width of and space between centred items (inferred: iPad tab bars of
    /// iOS 7 to 10).
    static let _centeredItemWidth: CGFloat = 76
    static let _centeredItemSpacing: CGFloat = 34

    /// The item layout for the bar's traits (W10): compact inline in compact height, inline
    /// in regular width, else stacked.
    var _itemLayoutStyle: UITabBarItemAppearance.Style {
        if traitCollection.verticalSizeClass == .compact { return .compactInline }
        return traitCollection.horizontalSizeClass == .regular ? .inline : .stacked
    }

    /// Where items go (W12): the appearance's stacked positioning when stacked and not
    /// automatic, else the bar's; `.centered` places them as a centred group of
    /// ``itemWidth`` wide items ``itemSpacing`` apart; otherwise they share the width.
    func _layOutItems() {
        let appearance = _currentAppearance
        for button in _buttons { button.refresh() }
        guard !_buttons.isEmpty else { return _selectionIndicatorView.removeFromSuperview() }
        let stacked = _itemLayoutStyle == .stacked
        var positioning = stacked && appearance.stackedItemPositioning != .automatic ? appearance.stackedItemPositioning : itemPositioning
        if positioning == .automatic { positioning = .fill }
        let count = CGFloat(_buttons.count)
        if positioning == .centered {
            let width = stacked && appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : itemWidth > 0 ? itemWidth : Self._centeredItemWidth
            let spacing = stacked && appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing
                : itemSpacing > 0 ? itemSpacing : Self._centeredItemSpacing
            let group = width * count + spacing * (count - 1)
            var x = ((bounds.width - group) / 2).rounded()
            for button in _buttons {
                button.frame = CGRect(x: x, y: 0, width: width, height: _height)
                x += width + spacing
            }
        } else {
            let width = bounds.width / count
            for (index, button) in _buttons.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: _height)
            }
        }
        // The selection indicator: the appearance's image (tinted), else the bar's.
        if let image = appearance.selectionIndicatorImage ?? selectionIndicatorImage,
           let selected = _buttons.first(where: { $0.isSelected }) {
            _selectionIndicatorView.image = image
            _selectionIndicatorView.tintColor = appearance.selectionIndicatorTintColor
            _selectionIndicatorView.frame = selected.frame
            if _selectionIndicatorView.superview !== self { insertSubview(_selectionIndicatorView, at: 0) }
        } else {
            _selectionIndicatorView.removeFromSuperview()
        }
    }
}

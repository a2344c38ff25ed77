import Foundation

/// Where a navigation item puts its search controller's bar (iOS 16).
extension UINavigationItem {
    /// The places a search bar can take in a navigation bar, with UIKit's raw values.
    public enum SearchBarPlacement: Int, Sendable {
        /// The system decides: stacked under the title on iOS 17 phones and pads.
        case automatic = 0
        /// In the bar's row, in place of the title.
        case inline = 1
        /// In its own row under the title (and large title).
        case stacked = 2
    }

    /// Where the search bar is (iOS 16): `.inline` when preferred, else `.stacked`;
    /// `.automatic` without a search controller.
    public var searchBarPlacement: SearchBarPlacement {
        guard searchController != nil else { return .automatic }
        return preferredSearchBarPlacement == .inline ? .inline : .stacked
    }
}

/// The navigation bar's search row (S5): the top item's search controller's bar, stacked
/// under the title in a 52-point row that slides away as the content scrolls up (when the
/// item hides it when scrolling), or inline in place of the title. While the search is active
/// and hides the navigation bar, the bar collapses to the search row.
extension UINavigationBar {
    /// The search row's height, as UIKit's.
    static let searchRowHeight: CGFloat = 52

    private var _searchItem: UINavigationItem? {
        guard let item = topItem, item.searchController != nil else { return nil }
        return item
    }

    /// The full height of the stacked search row: 52 points, and the scope bar's when shown.
    var _searchRowFullHeight: CGFloat {
        guard let item = _searchItem, item.searchBarPlacement == .stacked, let search = item.searchController else { return 0 }
        return Self.searchRowHeight + (search._bar._scopeBarVisible ? UISearchBar.scopeBarHeight : 0)
    }

    /// Whether the bar shows only its search row: the search is active and hides the bar.
    var _searchCollapsesBar: Bool {
        guard let item = _searchItem, item.searchBarPlacement == .stacked, let search = item.searchController else { return false }
        return search.hidesNavigationBarDuringPresentation && search._activation != .inactive && search._activation != .dismissing
    }

    /// How much of the stacked search row shows now.
    var _searchRowHeight: CGFloat {
        let full = _searchRowFullHeight
        guard full > 0 else { return 0 }
        return min(full, max(0, _searchRowShown))
    }

    /// The content scrolled: an item that hides its search bar when scrolling shows as much
    /// of the row as the content is pulled down from where the row is fully hidden.
    func _contentScrolled() {
        let full = _searchRowFullHeight
        guard full > 0, let item = _searchItem, let search = item.searchController else { return }
        var shown = full
        if item.hidesSearchBarWhenScrolling, !search.isActive,
           let content = BarAppearanceResolution.contentController(_navigationController?.topViewController),
           let scrollView = content.contentScrollView(for: .top) {
            // Measured from the rest position without the row, so the row's own height (which
            // is part of the scroll view's inset) does not feed back into it.
            let pastCollapsed = scrollView.contentOffset.y + scrollView.adjustedContentInset.top - _searchRowHeight
            let scale = max(1, traitCollection.displayScale)
            shown = (min(full, max(0, -pastCollapsed)) * scale).rounded() / scale  // whole pixels, as bars are
        }
        guard shown != _searchRowHeight else { return }
        _searchRowShown = shown
        _didChangeHeight()
    }

    /// Adds the top item's search bar and removes one no longer shown.
    func _updateSearchBar() {
        let bar = _searchItem?.searchController?._bar
        if let shown = _shownSearchBar, shown !== bar, shown.superview === self { shown.removeFromSuperview() }
        _shownSearchBar = bar
        if let bar, bar.superview !== self, bar._searchController?._barHome == nil { addSubview(bar) }
        if bar == nil { _searchRowShown = .greatestFiniteMagnitude }
    }

    /// Places the search bar; while the bar is collapsed the title and buttons hide.
    func _layoutSearchBar(titleFrame: CGRect, top: CGFloat) {
        let collapsed = _searchCollapsesBar
        for view in [_titleLabel, _backButton].compactMap({ $0 as UIView? }) + _leftViews + _rightViews + [topItem?.titleView].compactMap({ $0 }) {
            view.isHidden = collapsed
        }
        guard let item = _searchItem, let bar = _shownSearchBar, bar.superview === self else { return }
        switch item.searchBarPlacement {
        case .inline:
            _titleLabel.isHidden = true
            bar.alpha = 1
            bar.frame = CGRect(x: titleFrame.minX, y: top, width: titleFrame.width, height: titleFrame.height)
        case .stacked, .automatic:
            let height = collapsed ? _searchRowFullHeight : _searchRowHeight
            let y = collapsed ? top : top + _rowHeight + (_showsLargeTitle ? Self.largeTitleExtra : 0)
            bar.alpha = collapsed ? 1 : min(1, height / Self.searchRowHeight)
            bar.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        }
    }
}

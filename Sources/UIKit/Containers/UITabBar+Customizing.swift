import Foundation

/// Customizing: the "Configure" sheet over the bar, where the user drags items onto the bar
/// (TC4–TC7). One session at a time; its phase is one value, moved only here.
extension UITabBar {
    /// Where a customizing session is: none, the sheet sliding in, shown, or sliding out.
    enum CustomizingPhase: Equatable {
        case idle
        case presenting
        case customizing
        case dismissing
    }

    /// Whether the customizing sheet is up: from ``beginCustomizingItems(_:)`` until
    /// ``endCustomizing(animated:)`` (TC4).
    var _isCustomizing: Bool { _customizingPhase == .presenting || _customizingPhase == .customizing }

    /// TC4: see ``beginCustomizingItems(_:)``.
    func _beginCustomizing(_ items: [UITabBarItem]) {
        guard _customizingPhase == .idle, !items.isEmpty else { return }
        _customizingItems = items
        _barItemsAtCustomizingStart = _items
        delegate?.tabBar(self, willBeginCustomizing: items)
        _customizingPhase = .presenting
        let sheet = TabBarCustomizeSheet(bar: self, items: items)
        _customizeSheet = sheet
        guard let host = superview else {
            _customizingPhase = .customizing
            delegate?.tabBar(self, didBeginCustomizing: items)
            return
        }
        // TC4: the sheet covers the content above the bar and slides up from behind it.
        let final = CGRect(x: 0, y: 0, width: host.bounds.width, height: frame.minY)
        sheet.frame = final.offsetBy(dx: 0, dy: final.height)
        host.insertSubview(sheet, belowSubview: self)
        UIView.animate(withDuration: Self.customizeSheetDuration, animations: { sheet.frame = final }) { [weak self] _ in
            guard let self, self._customizingPhase == .presenting else { return }
            self._customizingPhase = .customizing
            self.delegate?.tabBar(self, didBeginCustomizing: self._customizingItems)
        }
    }

    /// TC5: see ``endCustomizing(animated:)``.
    func _endCustomizing(animated: Bool) -> Bool {
        guard _isCustomizing else { return false }
        let changed = !_items.elementsEqual(_barItemsAtCustomizingStart, by: ===)
        let items = _customizingItems
        _customizingPhase = .dismissing
        delegate?.tabBar(self, willEndCustomizing: items, changed: changed)
        let sheet = _customizeSheet
        let finish = { [weak self] in
            sheet?.removeFromSuperview()
            guard let self else { return }
            self._customizeSheet = nil
            self._customizingItems = []
            self._barItemsAtCustomizingStart = []
            self._customizingPhase = .idle
            self.delegate?.tabBar(self, didEndCustomizing: items, changed: changed)
        }
        guard animated, let sheet, sheet.superview != nil else { finish(); return changed }
        UIView.animate(withDuration: Self.customizeSheetDuration, animations: {
            sheet.frame = sheet.frame.offsetBy(dx: 0, dy: sheet.frame.height)
        }) { _ in finish() }
        return changed
    }

    /// TC4: the sheet's slide (UIKit's standard sheet time; inferred).
    static let customizeSheetDuration: TimeInterval = 0.3

    /// The drop of a drag from the sheet (or from the bar) onto the bar's button for
    /// `target` (TC6): an item already on the bar swaps places with `target`; an item from
    /// the grid takes `target`'s place and `target` takes the dragged item's place among the
    /// sheet's items. Returns false (nothing changes) outside a session, when `target` is
    /// not on the bar, or when either item is not one of the session's items.
    @discardableResult
    @_spi(Testing) public func _dropCustomizingItem(_ item: UITabBarItem, onto target: UITabBarItem) -> Bool {
        guard _customizingPhase == .customizing || _customizingPhase == .presenting, item !== target,
              let slot = _items.firstIndex(where: { $0 === target }),
              let from = _customizingItems.firstIndex(where: { $0 === item }),
              let to = _customizingItems.firstIndex(where: { $0 === target }) else { return false }
        // TC3: a tab bar controller's children outside `customizableViewControllers` stay put.
        if let controller = _tabBarController, !controller._isCustomizable(item) || !controller._isCustomizable(target) { return false }
        var barItems = _items
        if let other = barItems.firstIndex(where: { $0 === item }) {
            barItems.swapAt(slot, other)
        } else {
            barItems[slot] = item
        }
        _customizingItems.swapAt(from, to)
        let selected = selectedItem
        _setItemsFromController(barItems)
        // A selected item dragged off the bar loses the selection (inferred).
        selectedItem = barItems.contains { $0 === selected } ? selected : nil
        _customizeSheet?.reload(_customizingItems)
        return true
    }

    /// The customizing sheet on screen, for code standing for the user's finger.
    @_spi(Testing) public var _customizingSheetView: UIView? { _customizeSheet }
}

/// The sheet shown while a tab bar is customized (named as iOS's view): a navigation bar
/// titled "Configure" with a Done button, and the items in a grid of four columns (TC4).
@preconcurrency @MainActor
final class TabBarCustomizeSheet: UIView {
    let navigationBar = UINavigationBar(frame: .zero)
    let navigationItem = UINavigationItem(title: "Configure")
    private(set) var cells: [UILabel] = []
    @Unretained var bar: UITabBar?  // PL11

    static let columns = 4
    static let cellHeight: CGFloat = 80

    init(bar: UITabBar, items: [UITabBarItem]) {
        self.bar = bar
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "") { [weak self] _ in
            _ = self?.bar?.endCustomizing(animated: true)
        })
        navigationBar.items = [navigationItem]
        addSubview(navigationBar)
        reload(items)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the items in their current order.
    func reload(_ items: [UITabBarItem]) {
        for cell in cells { cell.removeFromSuperview() }
        cells = items.map { item in
            let cell = UILabel()
            cell.text = item.title
            cell.textAlignment = .center
            return cell
        }
        for cell in cells { addSubview(cell) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: top, width: bounds.width, height: 44)
        let width = bounds.width / CGFloat(Self.columns)
        for (index, cell) in cells.enumerated() {
            let row = index / Self.columns, column = index % Self.columns
            cell.frame = CGRect(x: CGFloat(column) * width, y: top + 44 + CGFloat(row) * Self.cellHeight,
                                width: width, height: Self.cellHeight)
        }
    }
}

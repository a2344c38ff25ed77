import Foundation

/// Where the tab bar goes and what it leaves the selected child (S2, S3), and the More tab.
extension UITabBarController {
    /// Whether the shown child hides the tab bar (a navigation controller whose stack has
    /// `hidesBottomBarWhenPushed` above its root).
    var _hidesTabBar: Bool {
        guard let navigation = _shownChild as? UINavigationController else { return false }
        return navigation._barStackHidesBottomBar
    }

    /// The tab bar sits at the bottom: its height plus the bottom safe area.
    func _layoutTabBar() {
        guard let root = _view else { return }
        let bounds = root.bounds
        let height = _tabBar._height + root.safeAreaInsets.bottom
        _tabBar.frame = CGRect(x: 0, y: _hidesTabBar ? bounds.height : bounds.height - height, width: bounds.width, height: height)
        _tabBar.isHidden = _hidesTabBar
    }

    /// The child's frame: all of the content area, or above the tab bar when the child does
    /// not extend under it (S3). Also sets the child's bar insets (S2).
    func _childFrame(for child: UIViewController) -> CGRect {
        guard let root = _view else { return .zero }
        var frame = root.bounds
        guard !_tabBar.isHidden else { child._barInsets = .zero; return frame }
        let extends = child.edgesForExtendedLayout.contains(.bottom) && (_tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        if !extends { frame.size.height = max(0, _tabBar.frame.minY - frame.minY) }
        child._barInsets = UIEdgeInsets(top: 0, left: 0, bottom: max(0, frame.maxY - _tabBar.frame.minY), right: 0)
        return frame
    }

    /// The root view laid out: the tab bar, then the shown child (not while it moves).
    func _layoutContainer() {
        guard let root = _view else { return }
        _contentView.frame = root.bounds
        _layoutTabBar()
        guard _activeTransition == nil, let child = _shownChild, let childView = child._view, childView.superview === _contentView else { return }
        let frame = _childFrame(for: child)
        if childView.frame != frame { childView.frame = frame } else { childView.setNeedsLayout() }
    }

    /// The More navigation controller, made on first use with its list.
    func _moreNavigation() -> UINavigationController {
        if let more = _moreNavigationController { return more }
        let list = MoreListController(tabBarController: self)
        let more = UINavigationController(rootViewController: list)
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        list.controllers = _overflow
        _moreNavigationController = more
        return more
    }
}

/// The list shown by the More tab: one row per child that has no tab of its own; a tap on a
/// row selects that child, which the More navigation controller pushes.
@preconcurrency @MainActor
final class MoreListController: UIViewController {
    @Unretained var owner: UITabBarController?  // PL11
    var controllers: [UIViewController] = [] { didSet { if isViewLoaded { _buildRows() } } }
    private var rows: [MoreListRow] = []

    static let rowHeight: CGFloat = 44

    init(tabBarController: UITabBarController) {
        owner = tabBarController
        super.init(nibName: nil, bundle: nil)
        title = "More"
        updateEditButton()  // TC2
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        _buildRows()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: top + CGFloat(index) * Self.rowHeight, width: view.bounds.width, height: Self.rowHeight)
        }
    }

    private func _buildRows() {
        for row in rows { row.removeFromSuperview() }
        rows = controllers.map { controller in
            let row = MoreListRow(title: controller.tabBarItem.title ?? controller.title ?? "")
            row.onTap = { [weak self, weak controller] in
                guard let controller else { return }
                self?.owner?._userChose(controller)
            }
            return row
        }
        for row in rows { view.addSubview(row) }
        view.setNeedsLayout()
    }
}

/// One row of the More list.
@preconcurrency @MainActor
final class MoreListRow: UIView {
    let label = UILabel()
    var onTap: () -> Void = {}

    init(title: String) {
        super.init(frame: .zero)
        label.text = title
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: bounds.height)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap() }
}

import Foundation

/// A container that shows one of several children, chosen with a tab bar.
///
/// Every child is a child from the start (`willMove` and `didMove` at once); only the
/// selected one's view is loaded and shown (lazily, B1). Selecting in code sends the
/// "will" callbacks at once (incoming first) and the "did" callbacks in the next turn (B1);
/// only a user's tap asks and tells the delegate (B2). More than five children on a phone:
/// the fifth tab is "More", a navigation controller listing the rest (B3).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    var _viewControllers: [UIViewController] = []
    /// The selection as the app set it (the model), and the child the screen shows.
    @Unretained var _selected: UIViewController?  // PL11
    @Unretained var _shownChild: UIViewController?  // PL11
    var _activeTransition: ViewControllerTransition?
    let _tabBar = UITabBar()
    let _contentView = UIView()
    var _moreNavigationController: UINavigationController?

    /// Answers selection, animators and orientations (weak).
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The children the user may rearrange from the More screen's Edit button (TC1, TC2):
    /// all the children whenever ``viewControllers`` is set; nil or empty hides the Edit
    /// button.
    open var customizableViewControllers: [UIViewController]? { didSet { _customizableChanged() } }

    /// Creates a tab bar controller with no children.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _tabBar._tabBarController = self
        _tabBar.delegate = self
    }

    /// Creates a tab bar controller from an archive (its tab bar styled by the file's, IU10).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _tabBar._tabBarController = self
        _tabBar.delegate = self
        (coder as? IBCoder)?.decodeTabBarControllerBar(self)  // IU10
    }

    /// The children, in tab order. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { _viewControllers.isEmpty ? nil : _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children; the selection stays on the same controller when it remains,
    /// else moves to the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        _setViewControllers(viewControllers ?? [])
    }

    /// The selected child (the More navigation controller while its list shows). Setting a
    /// controller that is not a child raises UIKit's error.
    open var selectedViewController: UIViewController? {
        get { _selected }
        set {
            guard let newValue else { return }
            guard newValue === _moreNavigationController || _viewControllers.contains(where: { $0 === newValue }) else {
                UIKitDiagnostics.raise(.selectingForeignController())
            }
            _select(newValue)
        }
    }

    /// The index of the selected child; `NSNotFound` when none (or the More list) is selected.
    open var selectedIndex: Int {
        get { _selected.flatMap { selected in _viewControllers.firstIndex { $0 === selected } } ?? NSNotFound }
        set {
            guard _viewControllers.indices.contains(newValue) else { return }
            _select(_viewControllers[newValue])
        }
    }

    /// The tab bar the controller manages; do not change its items directly.
    open var tabBar: UITabBar { _tabBar }

    /// The navigation controller of the More tab, listing the children that do not fit.
    open var moreNavigationController: UINavigationController { _moreNavigation() }

    open override func loadView() {
        _loadContainerView { [weak self] in self?._layoutContainer() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        _contentView.frame = view.bounds
        _contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(_contentView)
        view.addSubview(_tabBar)
    }

    /// Tells the delegate the customizing sheet is about to show the children (TC7).
    /// Subclasses that override it call `super`.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { _willBeginCustomizing(items) }
    /// Nothing to tell: the tab bar controller's delegate has no such method (TC7).
    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    /// Puts the children in the sheet's order, then tells the delegate (TC7).
    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        _willEndCustomizing(items, changed: changed)
    }
    /// Tells the delegate the sheet has gone (TC7).
    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        _didEndCustomizing(items, changed: changed)
    }

    /// The delegate's answer, else the selected child's (B4, R4).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        _containerOrientations(answer: delegate?.tabBarControllerSupportedInterfaceOrientations(self), child: _selected,
                               default: super.supportedInterfaceOrientations)
    }

    /// The delegate's answer, else the selected child's (B4).
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        _containerPreferredOrientation(answer: delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self),
                                       child: _selected)
    }

    /// The selected child decides the status bar's style (S1).
    open override var childForStatusBarStyle: UIViewController? { _selected }
    /// The selected child decides whether the status bar is hidden (S1).
    open override var childForStatusBarHidden: UIViewController? { _selected }

    override func _prepareChildrenForAppearance() { _placeSelectedForAppearance() }

    /// Size and trait transitions reach the shown child only.
    override var _childrenForSizeTransitions: [UIViewController] { _shownChild.map { [$0] } ?? [] }
}

import Foundation

/// A container that shows a stack of controllers, one at a time, with a navigation bar
/// (and an optional toolbar): push to go deeper, pop to come back.
///
/// `viewControllers` changes at once; the visual transition and the appearance callbacks
/// come in the next run-loop turn (N1), through the one transition engine, in the order of
/// N2 (push) and N3 (pop). Its children are exactly its stack (C8).
@preconcurrency @MainActor
open class UINavigationController: UIViewController, UINavigationBarDelegate {
    /// The kinds of transition, for the delegate's animation controller.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none
        /// A controller pushed.
        case push
        /// A controller popped.
        case pop
    }

    /// The stack as the app set it (the model).
    var _stack: [UIViewController] = []
    /// The stack and top as the screen last showed them (after the last transition).
    var _shownStack: [UIViewController] = []
    /// Whether each controller of `_stack` hid the bottom bars when it entered the stack
    /// (`hidesBottomBarWhenPushed`, read at push as UIKit does), and how many above the root do.
    var _stackHides: [Bool] = []
    var _stackHidersAboveRoot = 0
    /// The controllers in `_stack`, to find one without a walk (PN3).
    var _stackIDs: Set<ObjectIdentifier> = []
    /// Counts changes of `_stack`.
    var _stackVersion = 0
    /// Below this index `_shownStack` is the same as `_stack` (PN3: stacks change at the top,
    /// so the two are brought together from here, not compared from the bottom).
    var _shownStackAgrees = 0
    /// Below this index the navigation bar's items are those of `_stack`.
    var _barItemsAgree = 0
    /// The `_children` edit count after this controller last shaped its children.
    var _childrenEditsSeen = 0
    /// The stack the bars are laid out for (the incoming one during a transition): its
    /// version, and whether it hides the bottom bars.
    var _barStackVersion = -1
    var _barStackHidesBottomBar = false
    @Unretained var _shownTop: UIViewController?  // PL11
    /// Pushed controllers that get `didMove(toParent: self)` when their transition ends.
    var _awaitingDidMove: [UIViewController] = []
    var _syncQueued = false
    var _syncAnimated = false
    var _activeTransition: ViewControllerTransition?
    /// The driver of a pop started by the back-swipe gesture, while it runs.
    var _gesturePopDriver: UIPercentDrivenInteractiveTransition?
    var _isNavigationBarHidden = false
    var _isToolbarHidden = true
    let _contentView = UIView()
    let _navigationBar: UINavigationBar
    let _toolbar: UIToolbar
    var _popGesture: UIScreenEdgePanGestureRecognizer?
    var _popGestureDelegate: NavigationPopGestureDelegate?
    var _barHideOnTap: UITapGestureRecognizer?
    var _barHideOnSwipe: UIPanGestureRecognizer?

    private var _definesPresentationContext = true

    /// Whether a `.currentContext`/`.overCurrentContext` presentation from a controller in
    /// the stack covers the navigation controller (P5). Default true: Apple's reference says
    /// system containers such as `UINavigationController` change the default to true.
    open override var definesPresentationContext: Bool {
        get { _definesPresentationContext }
        set { _definesPresentationContext = newValue }
    }

    /// Answers transitions, animators and orientations (weak).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// A navigation controller with `rootViewController` as its only controller.
    public init(rootViewController: UIViewController) {
        _navigationBar = UINavigationBar()
        _toolbar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        _configureBars()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller whose bars are instances of the given classes (subclasses of
    /// `UINavigationBar` and `UIToolbar`; nil: the standard ones).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        _navigationBar = (navigationBarClass as? UINavigationBar.Type)?.init(frame: .zero) ?? UINavigationBar()
        _toolbar = (toolbarClass as? UIToolbar.Type)?.init(frame: .zero) ?? UIToolbar()
        super.init(nibName: nil, bundle: nil)
        _configureBars()
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _navigationBar = UINavigationBar()
        _toolbar = UIToolbar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _configureBars()
    }

    /// A navigation controller from an archive.
    public required init?(coder: NSCoder) {
        _navigationBar = UINavigationBar()
        _toolbar = UIToolbar()
        super.init(coder: coder)
        _configureBars()
        (coder as? IBCoder)?.decodeNavigationControllerBars(self)  // IU10
    }

    // MARK: The stack (UINavigationController+Stack.swift)

    /// The stack, bottom to top. Setting it is `setViewControllers(_:animated: false)` (N6).
    open var viewControllers: [UIViewController] {
        get { _stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { _stack.last }

    /// The controller whose view shows: a controller presented over the navigation
    /// controller, else the top of the stack.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Pushes `viewController` (N1, N2). Pushing a controller already on the stack, a
    /// navigation controller or a tab bar controller raises UIKit's error (N7).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        _push(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; nil when only the root is left (N3, N5).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard _stack.count > 1 else { return nil }
        return _replaceStackTop(keeping: _stack.count - 1, with: [], animated: animated).first
    }

    /// Pops down to `viewController`, which must be on the stack; returns the popped
    /// controllers, bottom to top (N5).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        // PN3: searched from the top, where pops land (the stack holds each controller once).
        guard _stackIDs.contains(ObjectIdentifier(viewController)),
              let index = _stack.lastIndex(where: { $0 === viewController }) else {
            UIKitDiagnostics.raise(.poppingToMissingController())
        }
        return _replaceStackTop(keeping: index + 1, with: [], animated: animated)
    }

    /// Pops down to the root; returns the popped controllers, bottom to top (N5).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = _stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack with one transition: pop-style when the new top was below the
    /// old top, none when it is the top already, push-style otherwise (N6).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        _setStack(viewControllers, animated: animated)
    }

    // MARK: Bars (UINavigationController+Bars.swift)

    /// The navigation bar the controller manages; do not change its items directly.
    open var navigationBar: UINavigationBar { _navigationBar }
    /// The toolbar, shown when ``isToolbarHidden`` is false, with the top's toolbar items.
    open var toolbar: UIToolbar! { _toolbar }

    /// Whether the navigation bar is hidden. Default false.
    open var isNavigationBarHidden: Bool {
        get { _isNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether the toolbar is hidden. Default true.
    open var isToolbarHidden: Bool {
        get { _isToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (animated over 0.2 s, UIKit's
    /// `UINavigationControllerHideShowBarDuration`). The top's safe area follows (S2).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        _setBarHidden(navigation: hidden, toolbar: _isToolbarHidden, animated: animated)
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        _setBarHidden(navigation: _isNavigationBarHidden, toolbar: hidden, animated: animated)
    }

    /// Whether a tap in the content toggles the bars. Default false.
    open var hidesBarsOnTap = false { didSet { _updateBarHidingGestures() } }
    /// Whether an upward swipe hides the bars and a downward one shows them. Default false.
    open var hidesBarsOnSwipe = false { didSet { _updateBarHidingGestures() } }
    /// Whether the bars hide when the keyboard shows (state only: the bars stay).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in a vertically compact environment (state only until issue 5).
    open var hidesBarsWhenVerticallyCompact = false
    /// The tap recognizer of ``hidesBarsOnTap`` (nil until enabled).
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { _barHideOnTapRecognizer() }
    /// The pan recognizer of ``hidesBarsOnSwipe``.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { _barHideOnSwipeRecognizer() }

    /// The back-swipe recognizer: an edge pan from the left that pops the top interactively
    /// (N8). Its gesture can be played through `UIWindow.sendEvent(_:)`.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return _popGesture
    }

    // MARK: UIViewController

    /// Unwinding (I4): the controllers below the one holding the source, nearest first.
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        guard let containing = childContaining(source), let index = viewControllers.firstIndex(where: { $0 === containing }) else {
            return viewControllers.reversed()
        }
        return viewControllers[..<index].reversed()
    }

    /// Unwinding (I4): pops to the child on the way to the destination.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        if topViewController !== subsequentVC { _ = popToViewController(subsequentVC, animated: true) }
    }

    open override func loadView() {
        _loadContainerView { [weak self] in self?._layoutContainer() }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        _installViews()
    }

    /// `show(_:sender:)` pushes (P8).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Answers true for the show action, which it implements by pushing (P8).
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || super.canPerformAction(action, withSender: sender)
    }

    /// The delegate's answer, else the top controller's (R4).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        _containerOrientations(answer: delegate?.navigationControllerSupportedInterfaceOrientations(self), child: topViewController,
                               default: super.supportedInterfaceOrientations)
    }

    /// The delegate's answer, else the top controller's (R4).
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        _containerPreferredOrientation(answer: delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self),
                                       child: topViewController)
    }

    /// The top controller decides the status bar's style only while the navigation bar is
    /// hidden; while it shows, the bar's style decides (S1, as UIKit: override this or set
    /// `navigationBar.barStyle` to change it).
    open override var childForStatusBarStyle: UIViewController? { _isNavigationBarHidden ? topViewController : nil }
    /// The top controller decides whether the status bar is hidden (S1).
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    /// Light content over a black bar, else the default (S1).
    open override var preferredStatusBarStyle: UIStatusBarStyle { _navigationBar.barStyle == .black ? .lightContent : .default }

    /// Size and trait transitions reach the top controller only (its view is the one shown).
    override var _childrenForSizeTransitions: [UIViewController] { _shownTop.map { [$0] } ?? [] }

    override func _prepareChildrenForAppearance() { _placeTopForAppearance() }

    /// PN3: only the children whose views are in this controller's view can take part in its
    /// appearance: found by walking its own views (bars, content) down to the first
    /// controller views, not by checking every controller of the stack.
    override var _childrenForAppearance: [UIViewController] {
        guard let root = _view else { return [] }
        var found: [UIViewController] = []
        func visit(_ view: UIView) {
            for subview in view._subviews {
                if let controller = subview._viewController {
                    if controller._parent === self { found.append(controller) }
                } else {
                    visit(subview)
                }
            }
        }
        visit(root)
        guard found.count > 1 else { return found }
        // In `children` order, as every child would be visited (the shown ones are near the top).
        let order = found.map { controller in _children.lastIndex { $0 === controller } ?? Int.max }
        return zip(order, found).sorted { $0.0 < $1.0 }.map(\.1)
    }

    // MARK: Split view collapsing

    /// Pushes the secondary controller (a navigation controller's own stack) onto this stack.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
        _collapse(secondaryViewController, for: splitViewController)
    }

    /// Pops what a collapse pushed and returns it (in its navigation controller, if it had one).
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        _separate(for: splitViewController)
    }

    // MARK: UINavigationBarDelegate

    /// Whether the back button may pop `item`. Default true; a subclass may override it to
    /// intercept the back button.
    open func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
}

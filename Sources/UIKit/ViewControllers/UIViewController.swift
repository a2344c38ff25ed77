import Foundation

/// An object that manages a view hierarchy: loading it (L), its appearance (A), its
/// children (C, T, M) and its layout callbacks (Y).
///
/// Overridable methods are declared here so subclasses can override them; their default
/// behaviour lives in the `UIViewController+…` file of each concern. UIKit sends the
/// lifecycle callbacks; calling them directly is misuse (A4).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    // Loading (UIViewController+Loading.swift)
    var _view: UIView?
    var _viewLoadState: ViewLoadState = .notLoaded
    /// The nib name given at init (nil: one is looked up by class name, L5). Read-only, as
    /// on iOS: a subclass overrides it to name its nib, and loading reads it.
    open var nibName: String? { _nibName }
    /// The bundle given at init; a subclass may override it.
    open var nibBundle: Bundle? { _nibBundle }
    var _nibName: String?, _nibBundle: Bundle?
    /// The storyboard the controller was made from (UIViewController+Segues.swift).
    var _storyboard: UIStoryboard?
    /// The scene or nib element the controller was made from, for its view and segues.
    var _sceneLink: IBSceneLink?
    /// The storyboard identifier it was made with, to make it again when restoring (Z9).
    var _storyboardIdentifier: String?

    // Containment (UIViewController+Containment.swift). PN8 (ChildSequence.swift): children
    // added in order carry increasing `_childSequence`; other edits make the order unknown.
    var _children: [UIViewController] = [] { didSet { _childrenInSequence = false } }
    var _childrenInSequence = true, _childSequence = 0
    /// Counts `addChild`/`removeFromParent` calls (PN3: containers check nobody else changed them).
    var _childrenEdits = 0
    @Unretained var _parent: UIViewController?  // PL11
    @Unretained var _window: UIWindow?  // PL11
    /// The box back pointers name this controller through (PL11), made on first use.
    var _unretainedReferenceIfMade: LayoutItemReference?

    // Appearance (UIViewController+Appearance.swift)
    var _appearance = AppearanceTracker()

    // Presentation (UIViewController+Presentation.swift)
    var _presentedViewController: UIViewController?
    @Unretained var _presentingViewController: UIViewController?  // PL11
    var _presentationController: UIPresentationController?
    /// The transition this controller takes part in, while it runs (X3).
    var _transition: ViewControllerTransition?

    // Items (L7)
    var _navigationItem: UINavigationItem? { didSet { _navigationItem?._owner = self } }
    var _isEditing = false
    var _editButtonItem: UIBarButtonItem?
    var _tabBarItem: UITabBarItem?
    var _calledUpdateViewConstraintsSuper = false

    // Containers (UIViewController+Containers.swift)
    /// The part of the root view a container's bars cover, from its edges (S2): the
    /// container sets it; the safe area includes it.
    var _barInsets: UIEdgeInsets = .zero {
        didSet { if _barInsets != oldValue { UIView._geometryChanged() } }
    }
    /// The toolbar items a navigation controller shows while this controller is on top.
    var _toolbarItems: [UIBarButtonItem]?
    /// Scroll views set with `setContentScrollView(_:for:)`, by edge (raw value).
    var _contentScrollViews: [UInt: WeakBox<UIScrollView>] = [:]

    // Content unavailable (UIViewController+ContentUnavailable.swift)
    var _contentUnavailable = ContentUnavailableState()

    /// Called as the controller starts appearing, before appearance is forwarded to the
    /// children: containers install the view of the child they show (UIKit loads it then).
    func _prepareChildrenForAppearance() {}

    // Traits (UIViewController+Traits.swift)
    /// The traits last given to the controller while its view was on screen (nil: never).
    var _traits: TraitValues?
    var _childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]
    /// The iOS 17 trait-change registrations (UITraitChangeObservable.swift), made on first use.
    var _traitChangeRegistry: TraitChangeRegistry?
    /// The iOS 17 trait overrides for this controller and below.
    public var traitOverrides = UITraitOverrides() {
        didSet { if traitOverrides != oldValue { TraitPropagation.update(controller: self) } }
    }
    /// The children a size or trait transition is forwarded to: all of them by default;
    /// containers name the children they show.
    var _childrenForSizeTransitions: [UIViewController] { _children }
    /// The children appearance may be forwarded to (each checked for its view being in this
    /// one): all by default; a container whose children are mostly off screen names them.
    var _childrenForAppearance: [UIViewController] { _children }
    /// A serial number, for delivering memory warnings in creation order (Z3).
    let _serial = LiveControllers.nextSerial()

    /// Whether appearance callbacks reach children automatically. Default true; a container
    /// that returns false calls `beginAppearanceTransition`/`endAppearanceTransition` itself (M1).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Extra safe-area insets for this controller's view (S2).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            // Often set in viewDidLayoutSubviews: the same value must not start another pass.
            guard additionalSafeAreaInsets != oldValue else { return }
            UIView._geometryChanged()
            _view?.setNeedsLayout()
        }
    }
    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``.
    /// Default true (S4).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { _view?.setNeedsLayout() } }
    }
    /// Deprecated (iOS 11): whether scroll views this controller owns get insets for the
    /// bars. Default true; read by `contentInsetAdjustmentBehavior` `.automatic` (S3).
    @available(*, deprecated, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets = true

    /// The preferred size of the content, for containers and presentations. Setting a new
    /// value tells the parent, or the presentation controller, through
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { _preferredContentSizeChanged() } }
    }

    // MARK: Containers (N, B, S3)

    /// Whether a navigation controller hides its toolbar, and a tab bar controller its tab
    /// bar, while this controller is on its stack above the root. Default false.
    open var hidesBottomBarWhenPushed = false
    /// The edges along which the view extends under translucent bars. Default `.all` (S3).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view also extends under opaque bars. Default false (S3).
    open var extendedLayoutIncludesOpaqueBars = false

    /// The orientations the controller supports (asked of the root or a full-screen
    /// presented controller; containers ask their delegate, then their visible child).
    /// Default `.all` on iPad, `.allButUpsideDown` on iPhone (R4).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation to present in, full screen. Default portrait.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the controller's content rotates. Default true.
    @available(*, deprecated, message: "Update supported interface orientations and call setNeedsUpdateOfSupportedInterfaceOrientations to indicate a change.")
    open var shouldAutorotate: Bool { true }
    /// A split view controller collapses: `secondaryViewController` is folded into this
    /// (primary) controller, when the delegate did not handle it. The default does nothing:
    /// the primary shows alone. A navigation controller pushes the secondary's controllers.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}
    /// A split view controller expands: returns the secondary controller to show again, when
    /// the delegate did not answer. The default returns the secondary from before the
    /// collapse; a navigation controller pops what it took in and returns it.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        splitViewController._collapsedSecondary
    }
    /// The child whose status-bar style is used instead of this controller's (S1). Default nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status-bar hidden state is used instead of this controller's (S1). Default nil.
    open var childForStatusBarHidden: UIViewController? { nil }

    // MARK: System gestures (J6–J8); UIViewController+SystemGestures.swift

    /// The child whose screen-edge preference is used instead of this controller's. Default nil.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// The screen edges whose system gestures wait for a second swipe. Default none.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// Tells UIKit to read ``preferredScreenEdgesDeferringSystemGestures`` again.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { _defaultSetNeedsUpdateOfScreenEdges() }
    /// The child whose home-indicator preference is used instead of this controller's. Default nil.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Whether the home indicator hides itself while this controller is in charge. Default false.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Tells UIKit to read ``prefersHomeIndicatorAutoHidden`` again.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { _defaultSetNeedsUpdateOfHomeIndicator() }

    // MARK: Traits, size and rotation (R1–R5); UIViewController+Traits.swift, +Rotation.swift

    /// The traits changed (R3): not called when the controller first gets its traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The traits are about to change to `newCollection` (size classes change in a rotation
    /// or a resize). Overrides must call super: it forwards to the children (R1).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        _defaultWillTransition(to: newCollection, with: coordinator)
    }
    /// The view's size is about to change to `size` (rotation, split-screen resize), before
    /// it does. Overrides must call super: it sends the deprecated rotation callbacks and
    /// forwards to the children whose size changes (R1, R2).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        _defaultViewWillTransition(to: size, with: coordinator)
    }
    /// The size a child gets in a parent of `parentSize`. Default `parentSize` (R2).
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// A child's `preferredContentSize` changed. Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's Auto Layout fitting size changed. Default: nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The traits this controller gives `childViewController` over its own (set with
    /// ``setOverrideTraitCollection(_:forChild:)``).
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        _childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    /// Deprecated (iOS 8): the interface is about to rotate. Sent to visible controllers by
    /// `viewWillTransition(to:with:)`'s default implementation.
    @available(*, deprecated, message: "Implement viewWillTransitionToSize:withTransitionCoordinator: instead")
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Deprecated (iOS 8): inside the rotation's animation block, after the new layout.
    @available(*, deprecated, message: "Implement viewWillTransitionToSize:withTransitionCoordinator: instead")
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Deprecated (iOS 8): the rotation ended.
    @available(*, deprecated)
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
    /// Deprecated (iOS 13): the actions under a 3D Touch preview of this controller. Default none; never read on iOS 17 (DP7).
    @available(*, deprecated, message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction.") open var previewActionItems: [any UIPreviewActionItem] { [] }
    // MARK: Status bar (S1); UIViewController+StatusBar.swift

    /// The status bar style this controller wants. Default `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller wants the status bar hidden. Default false.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when ``prefersStatusBarHidden`` changes. Default `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// Creates a controller with a nib to load its view from (`nil` means look one up by
    /// class name when the view is needed, L5).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _nibName = nibNameOrNil
        _nibBundle = nibBundleOrNil
        super.init()
        LiveControllers.register(self)
    }

    deinit {
        LiveControllers.unregister(_serial)
        // PL3: the view this controller still holds stops naming it.
        runDeinitOnMainActor {
            _view?._viewController = nil
            _unretainedReferenceIfMade?.object = nil  // PL11
        }
    }

    /// Same as `init(nibName: nil, bundle: nil)` (L5).
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive (storyboards and nibs, L6).
    public required init?(coder: NSCoder) {
        super.init()
        LiveControllers.register(self)
        (coder as? IBCoder)?.decodeViewController(self)
    }

    // MARK: Title (L7)

    /// The title. Setting it also sets the title of ``navigationItem`` and of ``tabBarItem``
    /// (unless that is a system item); setting theirs does not change this (L7).
    open var title: String? {
        didSet {
            _navigationItem?.title = title
            if let item = _tabBarItem, !item.isSystemItem { item.title = title }
            (_parent as? UINavigationController)?._childTitleChanged(self)
        }
    }

    /// The navigation item representing this controller in a navigation bar (made on first
    /// use, with the controller's title).
    open var navigationItem: UINavigationItem {
        if let item = _navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        _navigationItem = item
        return item
    }

    /// The tab bar item representing this controller in a tab bar (made on first use, with
    /// the controller's title).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = _tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            _tabBarItem = item
            return item
        }
        set { _tabBarItem = newValue }
    }

    // MARK: The view (L1–L4, L8)

    /// The root view, loaded on first read by ``loadView()`` then ``viewDidLoad()`` (L1).
    /// Nil only when an overriding `loadView` did not assign one (L4).
    open var view: UIView! {
        get { _viewForGetter() }
        set { _setView(newValue) }
    }

    /// Makes the view. The default loads the nib (given or found by class name) or makes a
    /// plain `UIView` (L2). Overrides assign `view` and must not call super.
    open func loadView() { _defaultLoadView() }

    /// Called after the view was loaded. May run again if `view` is set to nil (L3).
    open func viewDidLoad() {}

    // MARK: Appearance (A1–A4); overrides must call super

    /// The view is about to enter the window (A1).
    open func viewWillAppear(_ animated: Bool) { _appearanceBase("viewWillAppear(_:)") }
    /// The view is in the window, with traits and geometry, not yet shown (A1).
    open func viewIsAppearing(_ animated: Bool) { _appearanceBase("viewIsAppearing(_:)") }
    /// The appear transition is over (A1).
    open func viewDidAppear(_ animated: Bool) { _appearanceBase("viewDidAppear(_:)") }
    /// The view is about to leave the window (A1).
    open func viewWillDisappear(_ animated: Bool) { _appearanceBase("viewWillDisappear(_:)") }
    /// The view left the window (A1).
    open func viewDidDisappear(_ animated: Bool) { _appearanceBase("viewDidDisappear(_:)") }

    // MARK: Layout (Y2, Y3)

    /// Before the root view lays out its subviews (Y2).
    open func viewWillLayoutSubviews() {}
    /// After the root view laid out its subviews (Y2).
    open func viewDidLayoutSubviews() {}
    /// In the constraint pass, when the root view needs a constraint update. Overrides must
    /// call super, last (Y3); super updates the root view's own constraints.
    open func updateViewConstraints() { _defaultUpdateViewConstraints() }
    /// The root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}
    /// The root view's safe-area insets changed.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Content unavailable (V4–V6); UIViewController+ContentUnavailable.swift

    /// The state ``updateContentUnavailableConfiguration(using:)`` receives: the controller's
    /// traits and the text of its navigation item's search bar (V4, V7). Override to add
    /// custom states to super's.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = _navigationItem?.searchController?.searchBar.text
        return state
    }

    /// Sets ``contentUnavailableConfiguration`` for `state`. UIKit calls it in the layout pass
    /// of the controller's view, before `viewWillLayoutSubviews`: the first time the view lays
    /// out, then after ``setNeedsUpdateContentUnavailableConfiguration()`` or a trait change
    /// (V4, V5). Default: nothing. Do not call it yourself.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    // MARK: Containment (C1–C5); overrides must call super

    /// Called before the controller is added to (`parent`) or removed from (`nil`) a
    /// container. `addChild` calls it; a container calls it with nil before removing (C1, C3).
    open func willMove(toParent parent: UIViewController?) { _defaultWillMove(toParent: parent) }
    /// Called after the move; the container calls it, `removeFromParent` calls it with nil.
    open func didMove(toParent parent: UIViewController?) { _defaultDidMove(toParent: parent) }

    // MARK: Editing (H7); UIViewController+Editing.swift

    /// Whether the controller is in editing mode. Setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (H7): sets ``isEditing`` and updates ``editButtonItem``
    /// ("Edit" ⇄ "Done"). It does not reach child controllers; a table view controller
    /// passes it to its table. Overrides must call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        _isEditing = editing
        _updateEditButtonItem()
    }

    // MARK: Presentation (P1–P10); UIViewController+Presentation.swift

    /// How the controller is shown when presented. Default `.automatic`, which resolves to
    /// `.pageSheet` (P7). Set it before reading ``presentationController`` (P10).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation UIKit uses to present and dismiss it. Default `.coverVertical` (P7).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a `.currentContext`/`.overCurrentContext` presentation from this controller
    /// or its descendants covers this controller's view (P5). Default false.
    open var definesPresentationContext = false
    /// Whether this context's `modalTransitionStyle` replaces the presented one's (P5).
    open var providesPresentationContextTransitionStyle = false
    /// Whether a `.custom` presentation of this controller covers the presentation context
    /// (as `.overCurrentContext` does) rather than the window: UIKit's search controller's
    /// does (P16).
    var _presentsInPresentationContext: Bool { false }
    /// A tap outside this controller's popover: whether the controller handled it. By default
    /// it does not, and the popover asks to be dismissed (P10); an action sheet chooses its
    /// cancel action (P14).
    func _tappedOutside() -> Bool { false }
    /// The exception a popover presentation without a source raises (P10; action sheets: P14).
    func _missingPopoverSource(presenter: UIViewController) -> UIKitDiagnostic {
        .popoverNeedsSource(presentationController ?? self)
    }
    /// Supplies custom animators, interaction controllers and presentation controllers (X1).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// When true, a sheet refuses interactive dismissal (and tells the adaptive delegate's `presentationControllerDidAttemptToDismiss`). Default false.
    open var isModalInPresentation = false
    /// The pre-iOS 13 name of ``isModalInPresentation`` for popovers (deprecated in UIKit): the same value.
    open var isModalInPopover: Bool { get { isModalInPresentation } set { isModalInPresentation = newValue } }
    /// Whether a non-full-screen presentation takes over status bar appearance. Default false.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Presents `viewControllerToPresent` modally (P1–P9); `completion` runs after the
    /// presented controller's `viewDidAppear` and the presenter's `viewDidDisappear`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        _present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (and everything above it), or, when it
    /// presents nothing, asks its presenter to dismiss it (P4).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        _dismiss(animated: flag, completion: completion)
    }

    /// Shows `vc` in a primary context: the target found by
    /// ``targetViewController(forAction:sender:)`` shows it; with none, it is presented
    /// modally from the window's root (P8).
    open func show(_ vc: UIViewController, sender: Any?) { _show(vc, sender: sender, detail: false) }

    /// Shows `vc` in a secondary (detail) context, as ``show(_:sender:)`` does (P8).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { _show(vc, sender: sender, detail: true) }

    /// The controller that handles `action`: this one if it can perform it, else its parent's
    /// answer, else its presenter's (P8).
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        _targetViewController(forAction: action, sender: sender)
    }

    /// Whether the keyboard stays up when a text input resigns. Default: true only for
    /// `.formSheet` presentations, as UIKit.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }

    /// The app received a memory warning (Z3). Views are not unloaded.
    open func didReceiveMemoryWarning() {}

    // MARK: State restoration (Z1, Z2); Restoration/UIViewController+Restoration.swift

    /// The identifier that makes the controller part of the saved interface (Z1): saved only
    /// when it and every ancestor (parent, or presenting controller) have one; the identifier
    /// path is the ancestors' identifiers then its own. Default nil (not saved).
    open var restorationIdentifier: String?

    /// The class that makes the controller again when the app's state is restored (Z7);
    /// nil asks the app delegate, then the controllers already there, then the storyboard.
    open var restorationClass: (any UIViewControllerRestoration.Type)?

    /// Saves what the controller needs to come back as it is, when the app goes to the
    /// background. The default saves the storyboard it came from and the controller it
    /// presents; containers also save their children (Z6). Overrides call super.
    open func encodeRestorableState(with coder: NSCoder) { _encodeDefaultRestorableState(with: coder) }

    /// Restores what ``encodeRestorableState(with:)`` saved, after `viewDidLoad` and before
    /// the controller appears (Z5). Containers take their children back. Overrides call super.
    open func decodeRestorableState(with coder: NSCoder) { _decodeDefaultRestorableState(with: coder) }

    /// Every restored controller has been decoded: called on each, after the app delegate's
    /// `application(_:didDecodeRestorableStateWith:)` (Z5). Default does nothing.
    open func applicationFinishedRestoringState() {}

    // MARK: Segues (I3, I4); UIViewController+Segues.swift

    /// Performs the segue with this identifier from the controller's storyboard scene. No
    /// storyboard, or no such segue, is UIKit's `NSInvalidArgumentException`.
    open func performSegue(withIdentifier identifier: String, sender: Any?) { _performSegue(withIdentifier: identifier, sender: sender) }

    /// Whether a triggered segue (a control, bar button item or cell) may run. Default true.
    /// Not asked for ``performSegue(withIdentifier:sender:)`` (I3).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue's destination appears, to pass it data. Default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind with `action`: by default,
    /// whether it handles the action (``UIResponder/addAction(_:handler:)``) and is not the
    /// source (I4).
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && canPerformAction(action, withSender: sender)
    }

    /// The children the unwind search looks in: all but the one holding the source (I4).
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        _defaultAllowedChildrenForUnwinding(from: source)
    }

    /// The child that holds the unwind's source (or is it), or nil (I4).
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        _defaultChildContaining(source)
    }

    /// Called on each container on the way to an unwind's destination, to bring
    /// `subsequentVC` (the child towards it) forward. Default does nothing; navigation
    /// controllers pop to it (I4).
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: UIKit's API, open to subclasses as on iOS; the defaults live in the UIViewController+… files (`_default…`)

    /// What the controller shows over its view when it has no content (iOS 17).
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { _defaultContentUnavailableConfiguration }
        set { _defaultContentUnavailableConfiguration = newValue }
    }
    /// Asks for ``updateContentUnavailableConfiguration(using:)``.
    open func setNeedsUpdateContentUnavailableConfiguration() { _defaultSetNeedsUpdateContentUnavailableConfiguration() }
    /// The storyboard the controller was made from, or nil (L6).
    open var storyboard: UIStoryboard? { _storyboard }
    /// The interface style this controller, its view and its children use whatever their
    /// environment's; `.unspecified` (the default) follows it.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { _defaultOverrideUserInterfaceStyle } set { _defaultOverrideUserInterfaceStyle = newValue } }
    /// True only inside the appear callbacks caused by being added to a parent (C5, N4).
    open var isMovingToParent: Bool { _defaultIsMovingToParent }
    /// True only inside the disappear callbacks caused by removal from a parent, once
    /// `willMove(toParent: nil)` reached super (C5).
    open var isMovingFromParent: Bool { _defaultIsMovingFromParent }
    /// True only inside the appear callbacks of a presentation (P2).
    open var isBeingPresented: Bool { _defaultIsBeingPresented }
    /// True only inside the disappear callbacks of a dismissal (P2).
    open var isBeingDismissed: Bool { _defaultIsBeingDismissed }
    /// Tells the controller its appearance is about to change (M1, M2).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { _defaultBeginAppearanceTransition(isAppearing, animated: animated) }
    /// Tells the controller its appearance changed.
    open func endAppearanceTransition() { _defaultEndAppearanceTransition() }
    /// Swaps two children's views (T1, T2).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _defaultTransition(from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations, completion: completion)
    }
    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { _nearestAncestor(UINavigationController.self) }
    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { _nearestAncestor(UITabBarController.self) }
    /// The nearest ancestor that is a split view controller.
    open var splitViewController: UISplitViewController? { _nearestAncestor(UISplitViewController.self) }
    /// The toolbar items a navigation controller shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? { get { _defaultToolbarItems } set { _defaultToolbarItems = newValue } }
    /// Sets the toolbar items; the toolbar shows them at once if this controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { _defaultSetToolbarItems(toolbarItems, animated: animated) }
    /// The children, in the order they were added (C8). Presented controllers are never here.
    open var children: [UIViewController] { _children }
    /// The container this controller is a child of (weak; never the presenter, C8).
    open var parent: UIViewController? { _parent }
    /// Adds `childController` as a child.
    open func addChild(_ childController: UIViewController) { _defaultAddChild(childController) }
    /// Removes the controller from its parent and calls `didMove(toParent: nil)` itself (C3).
    open func removeFromParent() { _defaultRemoveFromParent() }
    /// Names the scroll view whose position decides when bars at `edge` use their scroll-edge
    /// appearance (iOS 15).
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        _defaultSetContentScrollView(scrollView, for: edge)
    }
    /// The scroll view set for `edge` with ``setContentScrollView(_:for:)``; otherwise the one
    /// UIKit finds.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { _defaultContentScrollView(for: edge) }
    /// A bar button item that toggles editing (H7).
    open var editButtonItem: UIBarButtonItem { _defaultEditButtonItem }
    /// Whether the view is loaded; never loads it (L1).
    open var isViewLoaded: Bool { _view != nil }
    /// The view if loaded, else nil; never loads it (L1).
    open var viewIfLoaded: UIView? { _view }
    /// Loads the view now if it is not loaded (L1).
    open func loadViewIfNeeded() { _defaultLoadViewIfNeeded() }
    /// The controller this one, or its nearest ancestor that presents, presented (P5).
    open var presentedViewController: UIViewController? { _defaultPresentedViewController }
    /// The controller that presented this one or its nearest presented ancestor (P5).
    open var presentingViewController: UIViewController? { _defaultPresentingViewController }
    /// The presentation controller, made on first access from ``modalPresentationStyle`` (P10).
    open var presentationController: UIPresentationController? { _defaultPresentationController }
    /// The popover presentation controller.
    open var popoverPresentationController: UIPopoverPresentationController? { _defaultPopoverPresentationController }
    /// The sheet presentation controller.
    open var sheetPresentationController: UISheetPresentationController? { _defaultSheetPresentationController }
    /// The coordinator of the transition this controller or an ancestor takes part in, while it
    /// runs; nil otherwise (X3).
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { _defaultTransitionCoordinator }
    /// Tells UIKit that ``supportedInterfaceOrientations`` changed (iOS 16).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { _defaultSetNeedsUpdateOfSupportedInterfaceOrientations() }
    /// Tells UIKit to read the status-bar preferences again (S1).
    open func setNeedsStatusBarAppearanceUpdate() { _defaultSetNeedsStatusBarAppearanceUpdate() }
    /// The smallest margins the root view gets (S4).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { _defaultSystemMinimumLayoutMargins }
    /// The controller's traits: its parent's (with the parent's override for it), its
    /// presentation's or its window's, then its own ``traitOverrides`` (R5).
    open var traitCollection: UITraitCollection { UITraitCollection(values: _currentTraits) }
    /// Sets the traits `childViewController` gets over this controller's (nil removes the
    /// override).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        _defaultSetOverrideTraitCollection(collection, forChild: childViewController)
    }

    /// The key commands added with ``addKeyCommand(_:)``, in the order added; nil when none (VS14).
    open override var keyCommands: [UIKeyCommand]? { _addedKeyCommands.isEmpty ? nil : _addedKeyCommands }
    /// The key commands ``addKeyCommand(_:)`` added (UIViewController+KeyCommands.swift).
    var _addedKeyCommands: [UIKeyCommand] = []

    /// The responder chain: the view's superview, else the window for a root controller,
    /// else the parent.
    open override var next: UIResponder? {
        if let superview = _view?.superview { return superview }
        return _window ?? _parent
    }
}

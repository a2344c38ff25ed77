import Foundation

/// The backdrop of an app's interface and the dispatcher of its events. A window shows its
/// ``rootViewController``'s view, filling the window, and sends that controller its
/// appearance callbacks when the window becomes visible or hidden (A5).
@preconcurrency @MainActor
open class UIWindow: UIView {
    private var _rootViewController: UIViewController?
    private var _hiddenState = true
    /// Shown during launch, on screen once launching is done (E15).
    private var _showsAfterLaunch = false
    /// Where the pointer is over the window, and what it is over (CT16, CT17).
    var _pointer = PointerState()

    /// Creates a window with a frame. Windows start hidden, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _windowScene = UIWindowScene._main
        _window = self  // a window's `window` is itself
        UIKitScheduler.shared.register(self)
        UIApplication.shared._register(self)
    }

    /// Creates a window filling the main screen (the scene's area on a split-screen iPad).
    public convenience init() { self.init(frame: UIWindowScene._main._bounds) }

    /// Creates a window in `windowScene`, filling it.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene._bounds)
        _windowScene = windowScene
    }

    @Unretained private var _windowScene: UIWindowScene?  // PL11

    /// The window's scene. A window made without one belongs to the scene on screen when
    /// it is made (in an app without a manifest, the app's one scene), and is shown even if
    /// that scene is not connected (UIKit does not show a window of a scene-based app that
    /// has no connected scene). Moving a window that filled its scene to another makes it
    /// fill the new one.
    open var windowScene: UIWindowScene? {
        get { _windowScene }
        set {
            let old = windowScene
            guard newValue !== old else { return }
            let filledOld = old.map { frame == $0._bounds } ?? false
            _windowScene = newValue
            if filledOld, let newValue { frame = newValue._bounds }
        }
    }

    /// Creates a window from an archive; it fills the main screen.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = UIWindowScene._main._bounds
        _windowScene = UIWindowScene._main
        _window = self
        if coder is AppearanceProxyCoder { return }  // an appearance proxy is not one of the app's windows
        UIKitScheduler.shared.register(self)
        UIApplication.shared._register(self)
    }

    /// The screen the window is on.
    open var screen: UIScreen { UIScreen.main }

    /// The window level; higher windows are in front. Default `.normal`.
    open var windowLevel: UIWindow.Level = .normal

    /// The controller whose view fills the window. Setting it replaces the old root: the old
    /// root's view leaves (disappear callbacks if the window is visible) and the new one's
    /// view is installed, loading it, when the window is or becomes visible.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            guard newValue !== _rootViewController else { return }
            if let old = _rootViewController, old.isViewLoaded, old.view.superview === self {
                old.view.removeFromSuperview()
            }
            _rootViewController?._window = nil
            _rootViewController = newValue
            newValue?._window = self
            if _isVisible {
                _installRootView()
                _environmentDidChange()
            }
        }
    }

    /// Window visibility. Showing a window installs its root controller's view and sends
    /// the appearance callbacks; hiding it sends the disappear ones. A window shown while
    /// an app without scenes finishes launching comes on screen once
    /// `application(_:didFinishLaunchingWithOptions:)` has returned (E15), so state
    /// restoration is done before its controllers appear; it reads as shown meanwhile.
    open override var isHidden: Bool {
        get { _hiddenState && !_showsAfterLaunch }
        set {
            if !newValue, _hiddenState, UIApplication.shared._launchPhase == .finishingLaunch {
                _showsAfterLaunch = true
                UIApplication.shared._windowsShownAfterLaunch.append(WeakBox(self))
                return
            }
            _showsAfterLaunch = false
            guard newValue != _hiddenState else { return }
            if !newValue { _takeOrientationForShowing() }
            let appearance = AppearanceDriver(subtree: self, appearing: !newValue)
            appearance.begin()
            _hiddenState = newValue
            UIApplication.shared._windowVisibilityChanged(self)
            appearance.finishAfterMove()
            if !newValue {
                _applyAppearanceProxies()  // W1: a window is styled as it is shown
                _installRootView()
            }
            _environmentDidChange()
        }
    }

    var _isVisible: Bool { !_hiddenState }

    private func _installRootView() {
        guard let root = _rootViewController else { return }
        let view = root.view!
        guard view.superview !== self else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    /// Delivers a touch event: the event's touches go first to the gesture recognizers of the
    /// views they hit and of those views' ancestors (each recognizer gets them grouped by
    /// phase, CT6), then each to the view it hit, by phase. Once a recognizer that cancels
    /// touches has recognized, the view gets `touchesCancelled` and no more of that touch.
    /// Recognizers that finished during the event are reset at its end (CT9).
    open func sendEvent(_ event: UIEvent) {
        if let presses = event as? UIPressesEvent { return presses._deliverPresses(in: self) }  // CT19
        // Controls' actions sent while this event is delivered carry it (`for event:`).
        let outer = UIApplication._deliveredEvent
        UIApplication._deliveredEvent = event
        GestureResets.deliveryDepth += 1
        defer {
            UIApplication._deliveredEvent = outer
            GestureResets.deliveryDepth -= 1
            if GestureResets.deliveryDepth == 0 { GestureResets.flush() }
        }
        var live: [UITouch] = []
        for touch in event.allTouches ?? [] {
            // DP1: a touch that goes down while the app ignores interaction events reaches
            // no view or recognizer, to its end; touches already down go on.
            if touch.phase == .began { touch._ignoredByApp = UIApplication.shared._ignoredInteractionEvents > 0 }
            if touch._ignoredByApp { continue }
            if touch.phase == .began { touch._blockedByExclusiveTouch = _exclusiveTouchBlocks(touch) }
            if touch._blockedByExclusiveTouch { continue }
            touch._timestamp = event.timestamp
            if touch.phase == .began { touch._gestureRecognizers = _recognizers(for: touch, in: event) }
            UIKitActivityObservers.notify(.touch(phase: touch.phase, location: touch.location(in: self), view: touch.view, window: self))
            live.append(touch)
        }
        var recognizers: [UIGestureRecognizer] = []
        for touch in live {
            for recognizer in touch._gestureRecognizers where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            recognizer._deliver(live.filter { touch in touch._gestureRecognizers.contains { $0 === recognizer } }, event: event)
        }
        for touch in live { _deliverToView(touch, event: event) }
        for touch in live where touch.phase == .ended || touch.phase == .cancelled {
            _trackedTouches.removeAll { $0 === touch }  // SG6: it no longer holds others out
            // All undecided recognizers fail first, so those waiting on them are released
            // before any is reset, whatever the order.
            for recognizer in touch._gestureRecognizers { recognizer._failIfUndecided(endingWith: touch) }
            for recognizer in touch._gestureRecognizers { recognizer._touchSequenceEnded(touch) }
        }
    }

    /// The touches that went down in this window and have not ended, delivered (SG6).
    private var _trackedTouches: [UITouch] = []

    /// SG6: a touch is held back while another touch is down on an exclusive-touch view, or
    /// when it lands on an exclusive-touch view while other touches are down; the touches
    /// delivered are remembered until they end.
    private func _exclusiveTouchBlocks(_ touch: UITouch) -> Bool {
        _trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled || $0.window !== self }
        let blocked = _trackedTouches.contains { $0 !== touch && $0.view?.isExclusiveTouch == true }
            || (touch.view?.isExclusiveTouch == true && _trackedTouches.contains { $0 !== touch })
        if !blocked { _trackedTouches.append(touch) }
        return blocked
    }

    /// The recognizers of the touch's view and its ancestors that take it: those that allow
    /// its kind of touch (VS11); to them the event is offered first (the recognizer's `shouldReceive(_:)`, then its delegate's, CT22), then
    /// the touch (the delegate's `gestureRecognizer(_:shouldReceive:)`).
    private func _recognizers(for touch: UITouch, in event: UIEvent) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current = touch.view
        while let view = current {
            for recognizer in view._gestureRecognizers where recognizer.isEnabled && recognizer._allowsTouchType(touch.type) && recognizer._receives(event)
            && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false {
                found.append(recognizer)
            }
            current = view._superview
        }
        return found
    }

    private func _deliverToView(_ touch: UITouch, event: UIEvent) {
        guard let view = touch.view, !touch._cancelledInView else { return }
        if touch._gestureRecognizers.contains(where: { $0.cancelsTouchesInView && $0._hasRecognized && !touch._ignoredBy.contains(ObjectIdentifier($0)) }) {
            touch._cancelledInView = true
            // SV12: a touch a scroll view held back never began in the view: nothing to cancel.
            if touch._withdrawFromContent() { view.touchesCancelled([touch], with: event) }
            return
        }
        guard _contentTouchMayProceed(touch, event: event, in: view) else { return }  // SV12
        switch touch.phase {
        case .began: view.touchesBegan([touch], with: event)
        case .moved, .stationary: view.touchesMoved([touch], with: event)
        case .ended: view.touchesEnded([touch], with: event)
        case .cancelled: view.touchesCancelled([touch], with: event)
        }
    }

    /// Whether this window is the key window.
    open var isKeyWindow: Bool { UIApplication.shared._keyWindow === self }

    /// Whether the window may become the key window (iOS 15). Default true; a window
    /// answering false stays as it is when asked to become key (J11).
    open var canBecomeKey: Bool { true }

    /// IV9: whether this is one of the keyboard's windows, which never decide the
    /// orientation or the status bar.
    var _isKeyboardWindow: Bool { false }

    /// Makes the window key (receiving keyboard and non-touch events), unless it cannot
    /// become key (J11).
    open func makeKey() {
        let old = UIApplication.shared._keyWindow
        guard old !== self, canBecomeKey else { return }
        old?.resignKey()
        UIApplication.shared._keyWindow = self
        becomeKey()
        _environmentDidChange()
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Called when the window became key.
    open func becomeKey() {}
    /// Called when the window stopped being key.
    open func resignKey() {}

    /// The screen's safe-area insets (hardware and status bar, S2) where the window
    /// covers them.
    var _deviceSafeAreaInsets: UIEdgeInsets {
        let scene = windowScene ?? UIWindowScene._main
        let insets = screen.deviceProfile.safeAreaInsets(in: scene.interfaceOrientation,
                                                         statusBarHidden: scene.statusBarManager?.isStatusBarHidden ?? false)
        let safe = screen.bounds.inset(by: insets), mine = frame
        return UIEdgeInsets(top: max(0, safe.minY - mine.minY), left: max(0, safe.minX - mine.minX),
                            bottom: max(0, mine.maxY - safe.maxY), right: max(0, mine.maxX - safe.maxX))
    }

    /// Before the window shows, the interface takes the orientation its controllers want
    /// (the device's if supported, else one they support), so an app launches into it
    /// without rotation callbacks (R4).
    private func _takeOrientationForShowing() {
        guard _rootViewController != nil, !_isKeyboardWindow,
              UIApplication.shared._keyWindow == nil || UIApplication.shared._keyWindow === self else { return }
        InterfaceRotation.updateOrientation(animated: false, window: self)
    }

    /// The window's root, visibility or key state changed: the status bar and the
    /// orientation follow the controller now in charge (R4, S1).
    func _environmentDidChange() {
        guard _isVisible, _rootViewController != nil, !_isKeyboardWindow else { return }
        if InterfaceRotation.mainWindow === self { InterfaceRotation.updateOrientation(animated: false) }
        // E10: each scene's status bar follows its own main window.
        if let manager = windowScene?.statusBarManager, manager._mainWindow === self { manager._update(animated: false) }
    }

    /// Windows are the end of the view part of the responder chain: next is the application.
    open override var next: UIResponder? { UIApplication.shared }

    func _requestPass() {
        UIKitScheduler.shared.setNeedsLayoutPass()
    }

    func _updateConstraintsPass() {
        if _needsUpdateConstraints || _subtreeNeedsUpdateConstraints { _updateConstraintsSubtree() }
    }

    func _layoutPass() {
        // LB5: a pass that gave a wrapping label a new width lays out again.
        for _ in 0..<AutomaticWrapping.maximumPasses {
            let changes = AutomaticWrapping.changes
            if _needsLayout || _subtreeNeedsLayout { _layoutSubtree() }
            guard AutomaticWrapping.changes != changes else { return }
        }
    }
}

extension UIWindow {
    /// Window levels, as UIKit.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of app windows (0).
        public static let normal = Level(0)
        /// The status bar's level (1000).
        public static let statusBar = Level(1000)
        /// The level of alerts (2000).
        public static let alert = Level(2000)
        /// Lower levels are further back.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

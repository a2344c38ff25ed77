import Foundation

/// What the system reads from the controller in charge of a window scene for its own gestures
/// (J6–J8): the screen edges whose system gestures (Notification Center, Control Center,
/// going home) wait for a second swipe, and whether the home indicator hides itself. Each is
/// read from the controller in charge (the root, or the topmost presented controller that
/// covers the screen) down the children it names (`childFor…`, nil: itself), when a
/// controller calls `setNeedsUpdateOf…` (that preference only) and wherever the status bar
/// is read again (S1: transitions, rotation, a new root or key window).
@preconcurrency @MainActor
final class SystemGesturePreferences {
    /// The edges the app gets first; none by default.
    private(set) var screenEdgesDeferringSystemGestures: UIRectEdge = []
    /// Whether the home indicator hides itself; false by default.
    private(set) var homeIndicatorAutoHidden = false

    /// Reads both preferences again from the controller in charge of `window`.
    func update(mainWindow window: UIWindow?) {
        updateScreenEdges(mainWindow: window)
        updateHomeIndicator(mainWindow: window)
    }

    /// J7: only the screen-edge preference.
    func updateScreenEdges(mainWindow window: UIWindow?) {
        screenEdgesDeferringSystemGestures = Self.controller(of: window, \.childForScreenEdgesDeferringSystemGestures)?
            .preferredScreenEdgesDeferringSystemGestures ?? []
    }

    /// J7: only the home-indicator preference.
    func updateHomeIndicator(mainWindow window: UIWindow?) {
        homeIndicatorAutoHidden = Self.controller(of: window, \.childForHomeIndicatorAutoHidden)?.prefersHomeIndicatorAutoHidden ?? false
    }

    /// J6: the controller in charge of `window`, then down the children it names through `child`.
    private static func controller(of window: UIWindow?, _ child: KeyPath<UIViewController, UIViewController?>) -> UIViewController? {
        guard let window, var controller = InterfaceRotation.controllerInCharge(of: window) else { return nil }
        while let named = controller[keyPath: child], named !== controller { controller = named }
        return controller
    }
}

extension UIViewController {
    /// The scene showing this controller (the scene on screen when it is not in a window).
    private var _systemGestureScene: UIWindowScene { viewIfLoaded?.window?.windowScene ?? UIWindowScene._main }

    /// Default `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` (J7).
    func _defaultSetNeedsUpdateOfScreenEdges() {
        let scene = _systemGestureScene
        scene._systemGestures.updateScreenEdges(mainWindow: scene.statusBarManager?._mainWindow)
    }

    /// Default `setNeedsUpdateOfHomeIndicatorAutoHidden()` (J7).
    func _defaultSetNeedsUpdateOfHomeIndicator() {
        let scene = _systemGestureScene
        scene._systemGestures.updateHomeIndicator(mainWindow: scene.statusBarManager?._mainWindow)
    }
}

extension UIWindowScene {
    /// The screen edges whose system gestures wait for a second swipe, as the controller in
    /// charge last answered (J6). Not API: UIKit keeps this to the system; tests read it.
    @_spi(Testing) public var _screenEdgesDeferringSystemGestures: UIRectEdge { _systemGestures.screenEdgesDeferringSystemGestures }

    /// Whether the home indicator hides itself, as the controller in charge last answered
    /// (J6). Not API: tests read it.
    @_spi(Testing) public var _prefersHomeIndicatorAutoHidden: Bool { _systemGestures.homeIndicatorAutoHidden }
}

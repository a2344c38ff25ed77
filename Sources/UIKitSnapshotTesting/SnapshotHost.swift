#if SnapshotTesting
@_spi(Testing) import UIKit
import UIKitTesting

/// Puts a controller on screen for a snapshot, the way a test would by hand: the main
/// screen becomes the configured device, held as configured, split as configured; a new key
/// window shows the controller, with the configured traits over the device's; the run loop
/// drains so the controller has appeared and laid out. Afterwards the window goes away (the
/// controller disappears and is released with it) and the device, orientation, split-screen
/// layout and key window are put back as they were. Both changes are silent: windows the
/// test already shows are resized without rotation callbacks or orientation notifications.
@MainActor
enum SnapshotHost {
    /// Runs `body` with `controller` on screen as `config` describes. With a nil `config`,
    /// a controller already in a window is used as it is (`traits` must then be empty), and
    /// one that is not is shown on the current device as it is held now.
    static func withController<Result>(_ controller: UIViewController, on config: ViewImageConfig?,
                                       traits: UITraitCollection, _ body: (UIWindow) -> Result) -> Result {
        if let window = controller.viewIfLoaded?.window {
            precondition(
                config == nil && traits._overrides.isEmpty,
                "UIKitSnapshotTesting: \(controller) is already in a window; it is drawn as its window shows it, so pass no device config or traits")
            drainMainRunLoop()
            return body(window)
        }
        precondition(
            controller.parent == nil && controller.presentingViewController == nil && controller.viewIfLoaded?.superview == nil,
            "UIKitSnapshotTesting: \(controller) is a child or is presented; snapshot its window's root, or its view with the UIView strategy")
        let screen = UIScreen.main
        let saved = screen._simulatorState
        // Set and put back the same way, silently: other windows are resized without
        // rotation callbacks both times.
        if let config {
            screen._set(device: config.device, orientation: config.orientation.deviceOrientation, layout: config.multitaskingLayout)
        }
        let window = UIWindow(windowScene: screen._windowScene)
        let overrides = UITraitCollection(traitsFrom: [config?.traits ?? UITraitCollection(), traits])
        window.traitOverrides = overrides._overrides
        window.rootViewController = controller
        window.makeKeyAndVisible()
        drainMainRunLoop()
        defer {
            window.isHidden = true
            window.rootViewController = nil
            drainMainRunLoop()
            screen._restore(saved)
            drainMainRunLoop()
        }
        return body(window)
    }

    /// Runs `body` with `traits` laid over `view`'s own (restored afterwards) and, when
    /// `size` is given, `view` resized to it (kept).
    static func withView<Result>(_ view: UIView, size: CGSize?, traits: UITraitCollection, _ body: () -> Result) -> Result {
        if let size { view.frame.size = size }
        let saved = view.traitOverrides
        let changed = !traits._overrides.isEmpty
        if changed {
            view.traitOverrides = UITraitCollection(traitsFrom: [UITraitCollection(_overrides: saved), traits])._overrides
        }
        defer { if changed { view.traitOverrides = saved } }
        drainMainRunLoop()
        return body()
    }
}
#endif

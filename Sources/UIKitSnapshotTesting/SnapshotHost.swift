import UIKit
import UIKitTesting

/// Puts a controller on screen for a snapshot, the way a test would by hand: the main
/// screen becomes the configured device, held as configured; a new key window shows the
/// controller, with the configured traits over the device's; the run loop drains so the
/// controller has appeared and laid out. Afterwards the window goes away (the controller
/// disappears and is released with it) and the screen is the device it was.
@MainActor
enum SnapshotHost {
    /// Runs `body` with `controller` on screen as `config` describes. With a nil `config`,
    /// a controller already in a window is used as it is (`traits` must then be empty), and
    /// one that is not is shown on the current device.
    static func withController<Result>(_ controller: UIViewController, on config: ViewImageConfig?,
                                       traits: UITraitCollection, _ body: (UIWindow) -> Result) -> Result {
        if config == nil, let window = controller.viewIfLoaded?.window {
            precondition(
                UITraitOverrides(traits).isEmpty,
                "UIKitSnapshotTesting: \(controller) is already in a window; traits can only be given for a controller the strategy puts on screen")
            drainMainRunLoop()
            return body(window)
        }
        precondition(
            controller.parent == nil && controller.presentingViewController == nil && controller.viewIfLoaded?.superview == nil,
            "UIKitSnapshotTesting: \(controller) is a child or is presented; snapshot its window's root, or its view with the UIView strategy")
        let screen = UIScreen.main
        let saved = (device: screen.deviceProfile, orientation: UIDevice.current.orientation)
        let config = config ?? ViewImageConfig(device: saved.device, orientation: saved.orientation.isLandscape ? .landscape : .portrait)
        if config.device != screen.deviceProfile { screen.setDeviceProfile(config.device) }
        screen.setDeviceOrientation(config.orientation.deviceOrientation, animated: false)
        let scene = UIWindow().windowScene
        if config.multitaskingLayout != .fullScreen { scene?.setMultitaskingLayout(config.multitaskingLayout, animated: false) }

        let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow()
        window.traitOverrides = UITraitOverrides(UITraitCollection(traitsFrom: [config.traits, traits]))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        drainMainRunLoop()
        defer {
            window.isHidden = true
            window.rootViewController = nil
            drainMainRunLoop()
            if config.multitaskingLayout != .fullScreen { scene?.setMultitaskingLayout(.fullScreen, animated: false) }
            if saved.device != screen.deviceProfile { screen.setDeviceProfile(saved.device) }
            screen.setDeviceOrientation(saved.orientation, animated: false)
            drainMainRunLoop()
        }
        return body(window)
    }

    /// Runs `body` with `traits` laid over `view`'s own (restored afterwards) and, when
    /// `size` is given, `view` resized to it (kept).
    static func withView<Result>(_ view: UIView, size: CGSize?, traits: UITraitCollection, _ body: () -> Result) -> Result {
        if let size { view.frame.size = size }
        let saved = view.traitOverrides
        let overrides = UITraitOverrides(traits)
        if !overrides.isEmpty {
            view.traitOverrides = UITraitOverrides(UITraitCollection(traitsFrom: [UITraitCollection(overrides: saved), traits]))
        }
        defer { if !overrides.isEmpty { view.traitOverrides = saved } }
        drainMainRunLoop()
        return body()
    }
}

extension UITraitOverrides {
    /// Overrides of every trait `collection` specifies.
    init(_ collection: UITraitCollection) {
        self.init()
        horizontalSizeClass = collection.horizontalSizeClass
        verticalSizeClass = collection.verticalSizeClass
        userInterfaceIdiom = collection.userInterfaceIdiom
        displayScale = collection.displayScale
        userInterfaceStyle = collection.userInterfaceStyle
        layoutDirection = collection.layoutDirection
        preferredContentSizeCategory = collection.preferredContentSizeCategory
        legibilityWeight = collection.legibilityWeight
        accessibilityContrast = collection.accessibilityContrast
        userInterfaceLevel = collection.userInterfaceLevel
    }
}

extension UITraitCollection {
    /// A collection of the traits `overrides` sets.
    convenience init(overrides: UITraitOverrides) {
        self.init(mutations: { traits in
            traits.horizontalSizeClass = overrides.horizontalSizeClass
            traits.verticalSizeClass = overrides.verticalSizeClass
            traits.userInterfaceIdiom = overrides.userInterfaceIdiom
            traits.displayScale = overrides.displayScale
            traits.userInterfaceStyle = overrides.userInterfaceStyle
            traits.layoutDirection = overrides.layoutDirection
            traits.preferredContentSizeCategory = overrides.preferredContentSizeCategory
            traits.legibilityWeight = overrides.legibilityWeight
            traits.accessibilityContrast = overrides.accessibilityContrast
            traits.userInterfaceLevel = overrides.userInterfaceLevel
        })
    }
}

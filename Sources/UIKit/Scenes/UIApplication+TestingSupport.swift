import Foundation

/// Launching and resetting the app inside a test process. SPI for `UIKitTesting`, not API.
extension UIApplication {
    /// Launches with `delegate` as `UIApplicationMain` does, without running the main run
    /// loop: tests drain it. Returns the launch callbacks' answer. `shortcutItem` is the
    /// Home Screen quick action the launch comes from, if any.
    @_spi(Testing)
    public func _launchForTesting(delegate: any UIApplicationDelegate, shortcutItem: UIApplicationShortcutItem? = nil) -> Bool {
        _launch(delegate: delegate, shortcutItem: shortcutItem)
    }

    /// The bundle storyboards named by Info.plist are read from (`Bundle.main` by default):
    /// a test target's `Bundle.module`.
    @_spi(Testing)
    public static var _interfaceBundle: Bundle? {
        get { _mainStoryboardBundle }
        set { _mainStoryboardBundle = newValue }
    }

    /// Puts the app back as it is before any launch: scenes a launch connected are removed
    /// without callbacks (their windows hidden), sessions are forgotten (not the files), the
    /// default window scene is connected again in front, the app is inactive, has no
    /// delegate and is not terminated.
    @_spi(Testing)
    public func _resetLifecycle() {
        let registry = SceneRegistry.shared
        let geometry = UIWindowScene._main
        for scene in registry.connectedScenes where scene !== registry.defaultScene {
            for window in windows where window.windowScene === scene { window.isHidden = true }
            registry.disconnect(scene)
            scene._activationState = .unattached
            scene.delegate = nil
        }
        for session in registry.openSessions where session.scene == nil || session.scene !== registry.defaultScene {
            registry.discard(session)
        }
        if let scene = registry.defaultScene as? UIWindowScene {
            UIWindowScene._main = scene
        } else {
            let scene = UIWindowScene._makeDefaultScene()
            scene._interfaceOrientation = geometry.interfaceOrientation
            scene._multitaskingLayout = geometry._multitaskingLayout
            UIWindowScene._main = scene
        }
        registry.defaultScene?._activationState = .foregroundInactive
        _applicationState = .inactive
        _usesScenes = false
        _launchPhase = .notLaunched
        _terminationStatus = nil
        RestorationObjectRegistry.shared.removeAll()
        _scenesSentToBackground = []
        _windowsShownAfterLaunch = []
        delegate = nil
    }
}

extension UIWindow {
    /// Ends every presentation from the window's controllers at once, without callbacks: what
    /// tearing a test's window down needs, since a presentation holds its controllers until
    /// it is dismissed (as in UIKit, where replacing a root that presents leaks the chain).
    @_spi(Testing)
    public func _discardPresentations() {
        if let root = rootViewController { Self.discardPresentations(from: root) }
    }

    private static func discardPresentations(from controller: UIViewController) {
        for child in controller.children { discardPresentations(from: child) }
        guard let presented = controller._presentedViewController else { return }
        discardPresentations(from: presented)
        presented._presentationController?._tearDown()
        presented._presentationController = nil
        presented._presentingViewController = nil
        controller._presentedViewController = nil
    }
}

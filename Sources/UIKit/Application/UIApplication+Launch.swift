import Foundation

/// Launching, running and terminating the app (E3, E7).
extension UIApplication {
    /// Where the app is between `UIApplicationMain` and its end.
    enum LaunchPhase: Equatable {
        /// Not launched: tests that use UIKit without `UIApplicationMain`.
        case notLaunched
        /// Inside the app delegate's launch callbacks.
        case finishingLaunch
        /// Connecting the first scene of a scene-based app.
        case connectingScenes
        /// Launched; the main run loop runs.
        case running
        /// ``terminate(exitCode:)`` was called.
        case terminated
    }

    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returned (E3).
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active (E3).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (E4).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background (E5).
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background (E5).
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate (E7).
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")

    /// Info.plist as the app sees it: ``infoDictionary`` when set, else `Bundle.main`'s.
    var _info: [String: Any] { infoDictionary ?? Bundle.main.infoDictionary ?? [:] }

    /// The scene manifest of a scene-based app; nil for an app-delegate app.
    var _sceneManifest: SceneManifest? { _usesScenes ? SceneManifest(info: _info) : nil }

    /// Launches: the main interface (apps without scenes), the app delegate's launch
    /// callbacks with classic state restoration between them (Z5), then the first scene
    /// (scene-based apps), in iOS's order (E3, E11). Windows shown meanwhile come on screen
    /// at the end (E15). Activation follows in the next run-loop turn, before the first
    /// "did" appearance callbacks. A launch from a Home Screen quick action hands
    /// `shortcutItem` to the launch callbacks (apps without scenes) or to the first scene's
    /// connection options (E17, E18). Returns the launch callbacks' answer: false from
    /// either withholds the launch's quick action, and the launch goes on all the same, as
    /// on iOS, where the answer matters only for what the app was launched to handle.
    @discardableResult
    func _launch(delegate given: (any UIApplicationDelegate)?, shortcutItem: UIApplicationShortcutItem? = nil) -> Bool {
        if let given { delegate = given }
        _usesScenes = SceneManifest(info: _info) != nil
        _launchPhase = .finishingLaunch
        if !_usesScenes { _loadMainInterface() }
        let delegate = self.delegate
        // E17: scene-based apps get nil launch options; the item goes to the scene (E18).
        let options: [LaunchOptionsKey: Any]? = _usesScenes ? nil : shortcutItem.map { [.shortcutItem: $0] }
        let willAnswer = delegate?.application(self, willFinishLaunchingWithOptions: options) ?? true
        if !_usesScenes { _restoreApplicationStateIfAllowed() }
        let didAnswer = delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)
        if _usesScenes {
            _launchPhase = .connectingScenes
            SceneConnector.connectAtLaunch(self, shortcutItem: shortcutItem)
        } else if let window = delegate?.window ?? _mainStoryboardWindow, window.isHidden, window.rootViewController != nil {
            window.makeKeyAndVisible()
        }
        _endLaunch()
        // Active before the first "did" appearance callbacks, as on iOS.
        let scenes = SceneRegistry.shared.connectedScenes
        let launchAction = _usesScenes || !(willAnswer && didAnswer) ? nil : shortcutItem
        UIKitScheduler.shared.enqueue(.transitions) {
            // E17: the launch callbacks both returned true, so the action is performed, before activation.
            if let launchAction { self._performQuickAction(launchAction, in: nil, completionHandler: nil) }
            for scene in scenes where scene.activationState == .foregroundInactive {
                SceneLifecycle.move(scene, to: .foregroundActive)
            }
        }
        return willAnswer && didAnswer
    }

    /// Launching is over: the app runs and the windows shown meanwhile come on screen (E15).
    private func _endLaunch() {
        _launchPhase = .running
        let windows = _windowsShownAfterLaunch.compactMap(\.value)
        _windowsShownAfterLaunch = []
        for window in windows where window.isHidden == false { window.isHidden = false }
        StateRestorer.presentPending()
    }

    /// Launches and runs the main run loop until ``terminate(exitCode:)``. The delegate is
    /// the one given, or the one the main nib connects (`NSMainNibFile`).
    func _run(delegate given: (any UIApplicationDelegate)?) -> Int32 {
        _launch(delegate: given)
        // A repeating timer keeps the run loop from returning at once when it has no other source.
        let keepAlive = Timer(timeInterval: 0.05, repeats: true) { _ in }
        RunLoop.main.add(keepAlive, forMode: .common)
        while _terminationStatus == nil {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
            UIKitScheduler.shared.drain(maxTurns: 1)
        }
        keepAlive.invalidate()
        return _terminationStatus ?? 0
    }

    /// Ends the app as the system ends a running app (an OpenUIKit addition: a headless app
    /// has no home button), E7: active scenes resign active, scenes of a scene-based app
    /// disconnect, then `applicationWillTerminate(_:)` and ``willTerminateNotification``. An
    /// app launched with `UIApplicationMain` then leaves its run loop, which returns
    /// `exitCode`. Saved state and sessions are kept (send the app to the background first,
    /// ``simulateBackground()``, to save them). Calls after the first are ignored.
    public func terminate(exitCode: Int32 = 0) {
        guard _launchPhase != .terminated else { return }
        _launchPhase = .terminated
        for scene in SceneRegistry.shared.connectedScenes where scene.activationState == .foregroundActive {
            SceneLifecycle.move(scene, to: .foregroundInactive)
        }
        if _usesScenes {
            for scene in SceneRegistry.shared.connectedScenes { SceneLifecycle.disconnect(scene, removingWindows: false) }
        }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: Self.willTerminateNotification, object: self)
        _terminationStatus = exitCode
    }
}

import Foundation

/// The one mover of scenes between activation states (E1). A scene moves toward a target
/// one step at a time; each step changes its state and sends that step's callbacks — the
/// scene delegate's, the scene notification, and, when the step changes the app's state,
/// the app's (the app delegate's only in apps without scenes, E2) — and nothing else sends
/// them. Controllers get no appearance callbacks from any step (E6).
@MainActor
enum SceneLifecycle {
    /// A step between two neighbouring states.
    enum Step: Equatable {
        /// unattached or background → foreground inactive.
        case enterForeground
        /// foreground inactive → foreground active.
        case activate
        /// foreground active → foreground inactive.
        case deactivate
        /// foreground inactive → background.
        case enterBackground
    }

    /// The next step from `state` toward `target`, or nil once there. Disconnecting is not
    /// a step: a scene goes to the background first, then ``disconnect(_:removingWindows:)`` removes it.
    static func nextStep(from state: UIScene.ActivationState, toward target: UIScene.ActivationState) -> Step? {
        switch (state, target) {
        case (.unattached, .foregroundInactive), (.unattached, .foregroundActive),
             (.background, .foregroundInactive), (.background, .foregroundActive):
            return .enterForeground
        case (.foregroundInactive, .foregroundActive):
            return .activate
        case (.foregroundActive, .foregroundInactive), (.foregroundActive, .background), (.foregroundActive, .unattached):
            return .deactivate
        case (.foregroundInactive, .background), (.foregroundInactive, .unattached):
            return .enterBackground
        default:
            return nil
        }
    }

    /// Moves `scene` to `target`, step by step.
    static func move(_ scene: UIScene, to target: UIScene.ActivationState) {
        while scene.session.scene === scene, let step = nextStep(from: scene.activationState, toward: target) {
            perform(step, on: scene)
        }
    }

    /// Sends one step's callbacks, in iOS's order (E3–E5).
    static func perform(_ step: Step, on scene: UIScene) {
        let app = UIApplication.shared
        switch step {
        case .enterForeground:
            // E5: the app leaves the background with the first scene that does.
            let appLeavesBackground = app.applicationState == .background
            scene.delegate?.sceneWillEnterForeground(scene)
            post(UIScene.willEnterForegroundNotification, scene)
            if appLeavesBackground || (app._launchPhase == .connectingScenes && app._usesScenes) {
                if !app._usesScenes { app.delegate?.applicationWillEnterForeground(app) }
                post(UIApplication.willEnterForegroundNotification, app)
            }
            scene._activationState = .foregroundInactive
            if app.applicationState == .background { app._applicationState = .inactive }
        case .activate:
            scene._activationState = .foregroundActive
            let appBecomesActive = app.applicationState != .active
            if appBecomesActive { app._applicationState = .active }
            scene.delegate?.sceneDidBecomeActive(scene)
            post(UIScene.didActivateNotification, scene)
            if appBecomesActive {
                if !app._usesScenes { app.delegate?.applicationDidBecomeActive(app) }
                post(UIApplication.didBecomeActiveNotification, app)
            }
        case .deactivate:
            let appResigns = !otherScenes(of: scene).contains { $0.activationState == .foregroundActive }
            scene.delegate?.sceneWillResignActive(scene)
            post(UIScene.willDeactivateNotification, scene)
            if appResigns {
                if !app._usesScenes { app.delegate?.applicationWillResignActive(app) }
                post(UIApplication.willResignActiveNotification, app)
                app._applicationState = .inactive
            }
            scene._activationState = .foregroundInactive
        case .enterBackground:
            scene._activationState = .background
            let appEntersBackground = !otherScenes(of: scene).contains {
                $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive
            }
            if appEntersBackground { app._applicationState = .background }
            scene.delegate?.sceneDidEnterBackground(scene)
            post(UIScene.didEnterBackgroundNotification, scene)
            SceneStateSaving.sceneDidEnterBackground(scene)
            if appEntersBackground {
                if !app._usesScenes { app.delegate?.applicationDidEnterBackground(app) }
                post(UIApplication.didEnterBackgroundNotification, app)
                SceneStateSaving.appDidEnterBackground(app)
            }
        }
    }

    /// Removes `scene` (E7): an active scene resigns active first (a scene closed from the
    /// app switcher does not pass through the background; one in the background stays
    /// there), then `sceneDidDisconnect(_:)` and
    /// ``UIScene/didDisconnectNotification``. Its windows are hidden (unless the process is
    /// ending: `removingWindows` false) and the app lets go of
    /// the scene, so the scene, its delegate, windows and controllers are released unless the
    /// app keeps them. The session stays open; the app is in the background once no scene
    /// is on screen.
    static func disconnect(_ scene: UIScene, removingWindows: Bool = true) {
        if scene.activationState == .foregroundActive { move(scene, to: .foregroundInactive) }
        SceneRegistry.shared.disconnect(scene)
        scene._activationState = .unattached
        let app = UIApplication.shared
        if !SceneRegistry.shared.connectedScenes.contains(where: { $0.activationState != .background }) {
            app._applicationState = .background
        }
        scene.delegate?.sceneDidDisconnect(scene)
        post(UIScene.didDisconnectNotification, scene)
        if let windowScene = scene as? UIWindowScene {
            for window in UIApplication.shared.windows where removingWindows && window.windowScene === windowScene {
                window.isHidden = true
            }
            if UIWindowScene._main === windowScene {
                UIWindowScene._main = SceneRegistry.shared.frontWindowScene ?? UIWindowScene._detachedGeometry(of: windowScene)
            }
        }
        scene.delegate = nil
    }

    private static func otherScenes(of scene: UIScene) -> [UIScene] {
        SceneRegistry.shared.connectedScenes.filter { $0 !== scene }
    }

    private static func post(_ name: Notification.Name, _ object: AnyObject) {
        NotificationCenter.default.post(name: name, object: object)
    }
}

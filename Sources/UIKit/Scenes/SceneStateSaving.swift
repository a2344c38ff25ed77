import Foundation

/// What is saved when scenes go to the background (E9): the scene delegate's restoration
/// activity becomes its session's, and the open sessions are written for the next launch.
@MainActor
enum SceneStateSaving {
    /// A scene of a scene-based app went to the background, after its `sceneDidEnterBackground`.
    static func sceneDidEnterBackground(_ scene: UIScene) {
        let app = UIApplication.shared
        guard app._usesScenes else { return }
        let activity = scene.delegate?.stateRestorationActivity(for: scene)
        if let activity { updateResponders(sharing: activity, in: scene) }
        scene.session.stateRestorationActivity = activity
        SceneSessionStore.save(SceneRegistry.shared.openSessions)
    }

    /// E13: the responders of the scene whose `userActivity` is the restoration activity
    /// (the scene, then its windows' controllers, parents before children, a presented
    /// controller after its presenter's tree) bring it up to date before it is saved.
    static func updateResponders(sharing activity: NSUserActivity, in scene: UIScene) {
        var responders: [UIResponder] = [scene]
        func visit(_ controller: UIViewController) {
            responders.append(controller)
            for child in controller.children { visit(child) }
            if let presented = controller._presentedViewController { visit(presented) }
        }
        for window in (scene as? UIWindowScene)?.windows ?? [] {
            if let root = window.rootViewController { visit(root) }
        }
        for responder in responders where responder.userActivity === activity {
            responder.updateUserActivityState(activity)
        }
        activity.needsSave = false
    }

    /// The whole app went to the background, after `applicationDidEnterBackground`: an app
    /// without scenes saves its interface (Z8).
    static func appDidEnterBackground(_ app: UIApplication) {
        if !app._usesScenes { app._preserveApplicationStateIfAllowed() }
    }
}

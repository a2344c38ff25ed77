import Foundation

/// What is saved when scenes go to the background (E9): the scene delegate's restoration
/// activity becomes its session's, and the open sessions are written for the next launch.
@MainActor
enum SceneStateSaving {
    /// A scene of a scene-based app went to the background, after its `sceneDidEnterBackground`.
    static func sceneDidEnterBackground(_ scene: UIScene) {
        let app = UIApplication.shared
        guard app._usesScenes else { return }
        scene.session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
        SceneSessionStore.save(SceneRegistry.shared.openSessions)
    }

    /// The whole app went to the background, after `applicationDidEnterBackground`.
    static func appDidEnterBackground(_ app: UIApplication) {}
}

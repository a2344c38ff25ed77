import Foundation

/// The app's scenes and sessions: which scenes are connected (held strongly, as UIKit holds
/// them until they disconnect) and which sessions are open (they outlive their scenes).
@preconcurrency @MainActor
final class SceneRegistry {
    static let shared = SceneRegistry()

    /// Connected scenes, in the order they connected.
    private(set) var connectedScenes: [UIScene] = []
    /// Open sessions, in the order they were made or restored.
    private(set) var openSessions: [UISceneSession] = []
    /// The scene made on first use for an app without a manifest, while it is connected.
    @Unretained private(set) var defaultScene: UIScene?  // PL11

    private init() {}

    func adoptDefault(_ scene: UIScene) {
        defaultScene = scene
        connectedScenes.append(scene)
        openSessions.append(scene.session)
    }

    func addSession(_ session: UISceneSession) {
        guard !openSessions.contains(session) else { return }
        openSessions.append(session)
    }

    func connect(_ scene: UIScene) {
        addSession(scene.session)
        connectedScenes.append(scene)
    }

    func disconnect(_ scene: UIScene) {
        connectedScenes.removeAll { $0 === scene }
        if scene.session.scene === scene { scene.session.scene = nil }
    }

    func discard(_ session: UISceneSession) {
        openSessions.removeAll { $0 === session }
    }

    /// Removes the default scene without callbacks: a scene-based launch replaces it with
    /// the scenes its manifest configures.
    func retireDefaultScene() {
        guard let scene = defaultScene else { return }
        disconnect(scene)
        discard(scene.session)
        scene._activationState = .unattached
        defaultScene = nil
    }

    /// The connected window scene that should be on screen: the most recently connected
    /// one in the foreground, else the most recently connected.
    var frontWindowScene: UIWindowScene? {
        let windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene }
        return windowScenes.last { $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive }
            ?? windowScenes.last
    }
}

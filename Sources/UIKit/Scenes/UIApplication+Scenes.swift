import Foundation

/// The app's scenes and sessions (E3, E7, E10).
extension UIApplication {
    /// The connected scenes. An app without a scene manifest has one window scene.
    public var connectedScenes: Set<UIScene> { Set(SceneRegistry.shared.connectedScenes) }

    /// The open sessions, connected or not; they persist across launches (E8).
    public var openSessions: Set<UISceneSession> { Set(SceneRegistry.shared.openSessions) }

    /// Whether the app may show several scenes: Info.plist's
    /// `UIApplicationSupportsMultipleScenes`, on iPad only (as on iOS, where iPhones show
    /// one scene).
    public var supportsMultipleScenes: Bool {
        (_sceneManifest?.supportsMultipleScenes ?? false) && UIScreen.main.deviceProfile.idiom == .pad
    }

    /// Asks to bring a scene to the front (E10): the given session's scene, reconnected if
    /// it is not connected, or a new session (its configuration chosen by the app delegate)
    /// with `userActivity` in the connection options. The new scene comes on screen and
    /// becomes active in the next turn; the scene that was in front goes to the background
    /// (OpenUIKit shows one scene at a time). Without multiple-scene support, a request for
    /// a second scene fails with `UISceneError.multipleScenesNotSupported`.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?,
                                              errorHandler: ((any Error) -> Void)? = nil) {
        let registry = SceneRegistry.shared
        let front = registry.frontWindowScene
        if let scene = sceneSession?.scene, registry.connectedScenes.contains(where: { $0 === scene }) {
            if scene !== front { bringToFront(scene, replacing: front) }
            return
        }
        guard supportsMultipleScenes || registry.connectedScenes.isEmpty else {
            errorHandler?(UISceneError(.multipleScenesNotSupported))
            return
        }
        let connectionOptions = UIScene.ConnectionOptions(userActivities: userActivity.map { [$0] } ?? [])
        let session = sceneSession ?? SceneConnector.newSession(self, role: .windowApplication, options: connectionOptions)
        UIKitScheduler.shared.enqueue(.transitions) { [self] in
            if let front { SceneLifecycle.move(front, to: .background) }
            let scene = SceneConnector.connect(session, options: connectionOptions, app: self)
            SceneLifecycle.move(scene, to: .foregroundActive)
            SceneSessionStore.save(SceneRegistry.shared.openSessions)
        }
    }

    private func bringToFront(_ scene: UIScene, replacing front: UIWindowScene?) {
        UIKitScheduler.shared.enqueue(.transitions) {
            if let front { SceneLifecycle.move(front, to: .background) }
            if let windowScene = scene as? UIWindowScene { UIWindowScene._main = windowScene }
            SceneLifecycle.move(scene, to: .foregroundActive)
        }
    }

    /// Closes a session, as the user closing its window in the app switcher (E7): its scene
    /// (if connected) goes to the background and disconnects, then the app delegate's
    /// `application(_:didDiscardSceneSessions:)` hears of it and the session is forgotten.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        if let scene = sceneSession.scene { SceneLifecycle.disconnect(scene) }
        SceneRegistry.shared.discard(sceneSession)
        SceneSessionStore.save(SceneRegistry.shared.openSessions)
        delegate?.application(self, didDiscardSceneSessions: [sceneSession])
    }

    /// Asks the system to update a session's snapshot in the app switcher. Nothing is
    /// drawn for the switcher here, so it does nothing.
    public func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}
}

/// Errors of scene requests.
public struct UISceneError: Error, Hashable, Sendable, CustomNSError {
    /// The error codes of `UISceneErrorDomain`.
    public enum Code: Int, Sendable {
        /// The app does not support multiple scenes; `requestSceneSessionActivation` fails with it.
        case multipleScenesNotSupported = 0
        /// The system refused the request.
        case requestDenied = 1
        /// The scene cannot take the requested geometry.
        case geometryRequestUnsupported = 100
        /// The geometry request was refused (no requested orientation is supported).
        case geometryRequestDenied = 101
    }
    /// The code.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `UISceneErrorDomain`.
    public static var errorDomain: String { UISceneErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
}

import Foundation

/// What the system keeps of a scene while the scene itself may come and go: its identity,
/// role, configuration, the app's `userInfo` and the activity that restores its state.
///
/// Sessions outlive their scenes and the app's process: a scene-based app's open sessions
/// are saved in its data container (``UIApplication/dataContainerURL``) when a scene goes to
/// the background, and the next launch reconnects them with the same
/// ``persistentIdentifier``, `userInfo` and ``stateRestorationActivity`` (E8). `userInfo`
/// values must be property-list types, as on iOS.
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
    /// The identifier the session keeps across launches.
    public let persistentIdentifier: String
    /// The session's role.
    public let role: UISceneSession.Role
    /// The configuration the scene was made from.
    public internal(set) var configuration: UISceneConfiguration
    /// The connected scene, if any (weak: the app holds connected scenes).
    public internal(set) var scene: UIScene? {
        get { _scene?.value }
        set { _scene = newValue.map { WeakBox($0) } }
    }
    // PL11: not `weak` (a side table on the scene would slow every retain of it).
    private var _scene: WeakBox<UIScene>?
    /// The app's own values for the session, saved with it.
    public var userInfo: [String: Any]?
    /// The activity the scene delegate returned from `stateRestorationActivity(for:)` when
    /// the scene last went to the background; available in `scene(_:willConnectTo:options:)`
    /// of the next connection (E9).
    public internal(set) var stateRestorationActivity: NSUserActivity?

    init(persistentIdentifier: String = UUID().uuidString, role: Role, configuration: UISceneConfiguration) {
        self.persistentIdentifier = persistentIdentifier
        self.role = role
        self.configuration = configuration
    }

}

extension UISceneSession {
    /// What a scene is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (iOS 16).
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
}

import Foundation

/// How UIKit makes a scene: its class, its delegate's class and the storyboard its window
/// starts from. The app delegate returns one from
/// `application(_:configurationForConnecting:options:)`, or Info.plist's
/// `UISceneConfigurations` supplies it (E3).
///
/// A configuration created with a ``name`` takes the class names and storyboard of
/// Info.plist's entry of that name for what the app did not set, as on iOS.
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
    /// The name of the Info.plist entry it stands for, if any.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene's class (a ``UIScene`` subclass); nil makes a ``UIWindowScene`` for window roles.
    public var sceneClass: AnyClass?
    /// The delegate's class; it must adopt ``UISceneDelegate`` (which requires `init()`).
    public var delegateClass: AnyClass?
    /// The storyboard whose initial controller becomes the root of the scene's first window.
    public var storyboard: UIStoryboard?

    /// Creates a configuration; with a `name`, Info.plist's entry of that name fills in what
    /// is not set.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }

    func copy() -> UISceneConfiguration {
        let copy = UISceneConfiguration(name: name, sessionRole: role)
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        copy.storyboard = storyboard
        return copy
    }
}

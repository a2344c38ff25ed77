import Foundation

extension UIKitDiagnostic {
    /// E3: UIKit's console message (seen) when the manifest has no configuration of that name.
    static func noSceneConfiguration(named name: String?) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "noSceneConfiguration", rule: "E3", kind: .warning,
            message: "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"\(name ?? "(no name)")\")")
    }

    /// E3: UIKit's console message (seen) when a class named in the manifest does not exist.
    static func sceneClassNotLoaded(configuration: String?, role: String, key: String, className: String) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "sceneClassNotLoaded", rule: "E3", kind: .warning,
            message: "[SceneConfiguration] Info.plist configuration \"\(configuration ?? "(no name)")\" for \(role) contained "
                + "\(key) key, but could not load class with name \"\(className)\".")
    }
}

extension UIKitDiagnostic {
    /// E8 (ours): the app's scene sessions could not be written.
    static func sceneSessionsNotSaved(file: String, reason: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "sceneSessionsNotSaved", rule: "E8", kind: .warning,
                        message: "Could not save the app's scene sessions to \(file): \(reason)")
    }

    /// E8 (ours): saved scene sessions could not be read; the app launches fresh.
    static func sceneSessionsUnreadable(file: String, reason: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "sceneSessionsUnreadable", rule: "E8", kind: .warning,
                        message: "Discarding the saved scene sessions in \(file): \(reason). The app launches without them.")
    }
}

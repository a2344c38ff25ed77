import Foundation

extension UIKitDiagnostic {
    /// Z2: UIKit's console message (seen, as quoted in WordPress-iOS issues 5946 and 6155) when
    /// the restoration class saved for a controller does not conform, or no longer exists,
    /// at restoration time; the controller is not restored.
    static func restorationClassUnusable(_ className: String) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "restorationClassUnusable", rule: "Z2", kind: .warning,
            message: "Warning: restoration class for view controller does not conform to UIViewControllerRestoration protocol: Class is \(className)")
    }

    /// Z11: UIKit's console message (seen, as quoted in simplenote-ios pull request 826) when an
    /// app delegate answers only the deprecated save or restore question.
    static func deprecatedStateRestorationMethod(_ verb: String) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "deprecatedStateRestorationMethod", rule: "Z11", kind: .warning,
            message: "[ApplicationStateRestoration] Warning: The UIApplicationDelegate method application:should\(verb)ApplicationState: "
                + "is deprecated. Please replace the use of application:should\(verb)ApplicationState: with "
                + "application:should\(verb)SecureApplicationState:")
    }

    /// Z8 (ours): the saved interface could not be written.
    static func restorationArchiveNotSaved(file: String, reason: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "restorationArchiveNotSaved", rule: "Z8", kind: .warning,
                        message: "Could not save the app's interface state to \(file): \(reason)")
    }

    /// Z8 (ours): the saved interface cannot be read; it is removed and the app launches fresh.
    static func restorationArchiveUnreadable(file: String, reason: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "restorationArchiveUnreadable", rule: "Z8", kind: .warning,
                        message: "Discarding the saved interface state in \(file): \(reason). The app launches without it.")
    }

    /// Z8 (ours): a value a controller, view or the app delegate encoded has no place in the archive.
    static func restorationValueNotEncodable(key: String, owner: String, type: String) -> UIKitDiagnostic {
        UIKitDiagnostic(name: "restorationValueNotEncodable", rule: "Z8", kind: .warning,
                        message: "Cannot save the value for key \"\(key)\" of \(owner) in the interface state: \(type) "
                            + "is not a property-list type, a view controller, a URL, an index path or NSCoding.")
    }
}

import Foundation

extension UIKitDiagnostic {
    /// Z2 (ours: UIKit logs a warning; its wording is not published): the restoration class
    /// saved for a controller cannot be found, or does not conform, at restoration time.
    static func restorationClassUnusable(_ className: String, path: [String]) -> UIKitDiagnostic {
        UIKitDiagnostic(
            name: "restorationClassUnusable", rule: "Z2", kind: .warning,
            message: "Warning: restoration class \(className) for the view controller with restoration identifier path "
                + "\(path.joined(separator: "/")) is not a class that conforms to UIViewControllerRestoration; "
                + "the view controller is not restored.")
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

import Foundation

/// A class that makes a view controller again when the app's saved state is restored (Z7):
/// set it as the controller's ``UIViewController/restorationClass``.
@preconcurrency @MainActor
public protocol UIViewControllerRestoration {
    /// The controller for `identifierComponents` (its ancestors' restoration identifiers,
    /// then its own), made or found; nil leaves it out of the restored interface. `coder`
    /// holds what the controller saved.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

/// A table or collection view's data source that names its elements by model identifiers,
/// so the view's saved selection finds the same items after the data changed (Z10).
@preconcurrency @MainActor
public protocol UIDataSourceModelAssociation {
    /// The identifier of the model object shown at `idx` in `view`.
    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String?
    /// Where the model object with `identifier` is shown in `view` now, or nil.
    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath?
}

extension UIApplication {
    /// Key of a controller's saved state under which UIKit keeps the storyboard it came from
    /// (a `UIStoryboard` when decoded). UIKit writes it; apps only read it.
    public static let stateRestorationViewControllerStoryboardKey = "UIStateRestorationViewControllerStoryboard"
    /// Key of the app's saved state: the app's `CFBundleVersion` when it was saved.
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersion"
    /// Key of the app's saved state: the device's `UIUserInterfaceIdiom` raw value then.
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiom"
    /// Key of the app's saved state: when it was saved (a `Date`).
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestamp"
    /// Key of the app's saved state: the system version then (OpenUIKit writes "17.0").
    public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersion"
}

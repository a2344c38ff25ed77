import Foundation

/// Launching into the main storyboard: Info.plist's `UIMainStoryboardFile`, or the
/// storyboard of the application role's first scene configuration in
/// `UIApplicationSceneManifest` (`UISceneStoryboardFile`).
///
/// As on iOS, before `application(_:willFinishLaunchingWithOptions:)` the storyboard's
/// initial controller becomes the root of a new window, which goes to the delegate's
/// `window` (and is kept by the application when the delegate has no `window` property);
/// after `didFinishLaunching` the window is made key and visible. Difference from UIKit:
/// scene delegates are not modelled, so a manifest's storyboard launches the same way.
extension UIApplication {
    /// The bundle the main storyboard is read from (`Bundle.main`; tests point it elsewhere).
    nonisolated(unsafe) static var _mainStoryboardBundle: Bundle?

    /// The main storyboard's name from the Info.plist keys, if any.
    static func _mainStoryboardName(in info: [String: Any]) -> String? {
        if let name = info["UIMainStoryboardFile"] as? String { return name }
        let manifest = info["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        let roles = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
        return roles?.lazy.compactMap { $0["UISceneStoryboardFile"] as? String }.first
    }

    func _loadMainStoryboard(for delegate: any UIApplicationDelegate) {
        let info = infoDictionary ?? Bundle.main.infoDictionary ?? [:]
        guard let name = UIApplication._mainStoryboardName(in: info) else { return }
        let storyboard = UIStoryboard(name: name, bundle: UIApplication._mainStoryboardBundle ?? .main)
        guard let root = storyboard.instantiateInitialViewController() else {
            UIKitDiagnostics.warn(.noInitialViewControllerForMainStoryboard(name))
            return
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        _mainStoryboardWindow = window
        delegate.window = window
    }
}

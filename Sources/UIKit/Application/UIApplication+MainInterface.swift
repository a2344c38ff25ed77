import Foundation

/// Launching an app without a scene manifest into its main interface file: Info.plist's
/// `UIMainStoryboardFile`, or an old app's `NSMainNibFile`. (A scene-based app's storyboard,
/// `UISceneStoryboardFile`, is loaded when its scene connects, E12.)
///
/// As on iOS, the file is loaded before `application(_:willFinishLaunchingWithOptions:)`:
/// - a storyboard's initial controller becomes the root of a new window, which goes to the
///   delegate's `window` (and is kept by the application when the delegate has no `window`
///   property);
/// - a main nib is loaded with the application as File's Owner, so its `delegate` outlet
///   sets the app delegate (made from a `<customObject>`) and the delegate's `window` outlet
///   gets the nib's `<window>`.
///
/// After `didFinishLaunching` the window is made key and visible (E11).
extension UIApplication {
    /// The app's bundle, where storyboards, nibs and images named without a bundle are found:
    /// `Bundle.main`, unless tests point it at a test target's resources
    /// (`launchApplication(_:infoDictionary:bundle:)`).
    nonisolated(unsafe) static var _mainStoryboardBundle: Bundle?

    /// The bundle UIKit means by "the main bundle" (a nil `bundle:` argument): `Bundle.main`,
    /// or the bundle a test launched the app from. `uikit-port` writes it for `Bundle.main`.
    public nonisolated static var _appBundle: Bundle { _mainStoryboardBundle ?? .main }

    /// The main storyboard's name from the Info.plist keys, if any.
    static func _mainStoryboardName(in info: [String: Any]) -> String? {
        info["UIMainStoryboardFile"] as? String
    }

    /// Loads the storyboard or main nib that Info.plist names, if any.
    func _loadMainInterface() {
        let info = _info
        let bundle = UIApplication._appBundle
        if let name = UIApplication._mainStoryboardName(in: info) {
            _loadMainStoryboard(name, bundle: bundle)
        } else if let name = info["NSMainNibFile"] as? String {
            // UIKit raises when the main nib cannot be loaded; the launch cannot go on.
            do {
                _mainNibObjects = try UINib(nibName: name, bundle: bundle).instantiateThrowing(withOwner: self)
            } catch {
                preconditionFailure("Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)': \(error)")
            }
        }
    }

    private func _loadMainStoryboard(_ name: String, bundle: Bundle) {
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        guard let root = storyboard.instantiateInitialViewController() else {
            UIKitDiagnostics.warn(.noInitialViewControllerForMainStoryboard(name))
            return
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        _mainStoryboardWindow = window
        delegate?.window = window
    }
}

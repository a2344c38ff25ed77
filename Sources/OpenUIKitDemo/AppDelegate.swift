import Foundation
import UIKit
import UIKitRendering

/// The demo app, launched through `@main` as a UIKit app is. Its Info.plist (a resource,
/// since a Linux executable has no bundle of its own) names a scene manifest, so UIKit makes
/// `SceneDelegate` by class name and connects its scene: the app delegate only prepares the
/// process. See `SceneDelegate` for the interface and the tour.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    required override init() { super.init() }

    /// Reads Info.plist and the command line before `UIApplicationMain`, as iOS reads the
    /// app bundle before launching it.
    static func main() {
        if let url = Bundle.module.url(forResource: "Info", withExtension: "plist", subdirectory: "Resources"),
           let data = try? Data(contentsOf: url),
           let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            UIApplication.shared.infoDictionary = info
        }
        DemoOptions.prepareDataContainer()
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self)))
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UIScreen.main.setDeviceProfile(DemoOptions.device)
        print("OpenUIKit demo — news, catalog, settings and notes tabs on a \(UIScreen.main.deviceProfile.name) (\(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height)) pt)")
        print("— launch\(DemoOptions.restores ? " (relaunch: the scene's session and its restoration activity come back)" : "")")
        print("  app: didFinishLaunchingWithOptions")
        // Layout measures text with the fonts the pictures are drawn with.
        TextRenderer.install()
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("  app: applicationWillTerminate")
    }
}

import Foundation
import UIKit
import UIKitRendering

/// The demo app, launched through `@main` as a UIKit app is: a tab bar controller with a
/// news reader (whose channels are child view controllers), a catalog of containers and
/// presentations in a navigation controller, and settings in a navigation stack. It prints
/// every lifecycle callback as it happens, runs a scripted tour through every container,
/// prints the final view tree and exits 0.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let trace = LifecycleTracePrinter()
    private var tour: Tour?

    required override init() { super.init() }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UIScreen.main.setDeviceProfile(DemoOptions.device)
        print("OpenUIKit demo — news, catalog and settings tabs on a \(UIScreen.main.deviceProfile.name) (\(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height)) pt)")
        print("— launch")
        // Layout measures text with the fonts the pictures are drawn with.
        TextRenderer.install()
        let news = NewsViewController(channels: Channel.all)
        news.tabBarItem = UITabBarItem(title: "News", image: UIImage(systemName: "newspaper"), tag: 0)
        news.onChildCreated = { [trace] child in trace.name(child, child.channel.name) }
        let catalog = CatalogViewController()
        catalog.onOpen = { [trace] controller in trace.name(controller, controller.title ?? "\(type(of: controller))") }
        let catalogNav = UINavigationController(rootViewController: catalog)
        catalogNav.tabBarItem = UITabBarItem(title: "Catalog", image: UIImage(systemName: "square.grid.2x2"), tag: 1)
        let settings = SettingsViewController()
        settings.onPush = { [trace] controller in trace.name(controller, "Notifications") }
        let settingsNav = UINavigationController(rootViewController: settings)
        settingsNav.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
        settingsNav.navigationBar.prefersLargeTitles = true
        let tabs = UITabBarController()
        tabs.viewControllers = [news, catalogNav, settingsNav]
        for (controller, name) in [(tabs, "Tabs"), (news, "News"), (catalogNav, "CatalogNav"), (catalog, "Catalog"),
                                   (settingsNav, "SettingsNav"), (settings, "Settings")] as [(UIViewController, String)] {
            trace.name(controller, name)
        }
        for (index, page) in catalog.pageSource.pages.enumerated() { trace.name(page, "Page\(index + 1)") }
        trace.start()
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        var tour = Tour(window: window, tabs: tabs, news: news, catalog: catalog, settings: settings,
                        onMake: { [trace] controller, name in trace.name(controller, name) })
        tour.pictures = DemoOptions.picturesFolder.map { TourPictures(folder: $0) }
        tour.pictures?.benchmarks = DemoOptions.benchmarksRendering
        tour.onStep = { [trace] title in trace.timeline.step(time: trace.now, title) }
        self.tour = tour
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("  app: applicationDidBecomeActive")
        tour?.run()
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("  app: applicationWillTerminate")
        if let folder = DemoOptions.picturesFolder {
            let file = folder.appendingPathComponent("lifecycle-timeline.svg")
            try? trace.timeline.svg().write(to: file, atomically: true, encoding: .utf8)
            print("— lifecycle timeline: \(file.path)")
        }
    }
}

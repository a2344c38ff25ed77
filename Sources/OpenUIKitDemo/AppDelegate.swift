import UIKit

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
        print("OpenUIKit demo — news, catalog and settings tabs on a \(UIScreen.main.deviceProfile.name) (\(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height)) pt)")
        print("— launch")
        let news = NewsViewController(channels: Channel.all)
        news.tabBarItem = UITabBarItem(title: "News", image: nil, tag: 0)
        news.onChildCreated = { [trace] child in trace.name(child, child.channel.name) }
        let catalog = CatalogViewController()
        catalog.onOpen = { [trace] controller in trace.name(controller, controller.title ?? "\(type(of: controller))") }
        let catalogNav = UINavigationController(rootViewController: catalog)
        let settings = SettingsViewController()
        settings.onPush = { [trace] controller in trace.name(controller, "Notifications") }
        let settingsNav = UINavigationController(rootViewController: settings)
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
        self.tour = Tour(window: window, tabs: tabs, news: news, catalog: catalog, settings: settings,
                         onMake: { [trace] controller, name in trace.name(controller, name) })
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("  app: applicationDidBecomeActive")
        tour?.run()
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("  app: applicationWillTerminate")
    }
}

import UIKit

/// The demo app: a news reader whose channels are child view controllers, launched through
/// `@main` as a UIKit app is. It prints every lifecycle callback as it happens, runs a short
/// scripted tour (tapping channels), prints the final view tree and exits 0.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let trace = LifecycleTracePrinter()

    required override init() { super.init() }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        print("OpenUIKit demo — news reader on a \(UIScreen.main.deviceProfile.name) (\(Int(UIScreen.main.bounds.width))×\(Int(UIScreen.main.bounds.height)) pt)")
        print("— launch")
        let news = NewsViewController(channels: Channel.all)
        trace.name(news, "News")
        news.onChildCreated = { [trace] child in trace.name(child, child.channel.name) }
        trace.start()
        let window = UIWindow()
        window.rootViewController = news
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        print("  app: applicationDidBecomeActive")
        guard let window, let news = window.rootViewController as? NewsViewController else { return }
        var tour = Tour(window: window, news: news)
        tour.onArticle = { [trace] article in trace.name(article, "Article") }
        tour.run()
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("  app: applicationWillTerminate")
    }
}

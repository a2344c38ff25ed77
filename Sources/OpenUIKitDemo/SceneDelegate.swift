import Foundation
import UIKit
#if Live
import UIKitLive
#endif

/// The demo's one scene, made by UIKit from Info.plist's scene manifest: a tab bar controller
/// with a news reader (whose channels are child view controllers), a catalog of containers
/// and presentations, settings in a navigation stack and a note kept in a `UIDocument`. It
/// prints every lifecycle callback as it happens and runs a scripted tour through every
/// container, ending on the Home Screen. The scene's restoration activity remembers the
/// selected tab (the notes controller adds whether its note is open), so a relaunch
/// (`--restore`) comes back to the same screen with the same note.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private let trace = LifecycleTracePrinter()
    private var tour: Tour?
    private var tabs: UITabBarController?
    private var hasBecomeActive = false
    #if Live
    private var live: UIKitLiveServer?
    #endif

    /// The activity type the scene's state is saved under.
    static let browsingActivityType = "org.openuikit.demo.browsing"

    required override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        print("  scene: willConnectTo (restoration activity: \(session.stateRestorationActivity.map { "\($0.userInfo ?? [:])" } ?? "none"))")
        guard let windowScene = scene as? UIWindowScene else { return }
        scene.userActivity = session.stateRestorationActivity ?? NSUserActivity(activityType: Self.browsingActivityType)
        let interface = DemoInterface()
        let (tabs, news, catalog, settings, notes) = (interface.tabs, interface.news, interface.catalog, interface.settings, interface.notes)
        let (catalogNav, settingsNav, notesNav) = (interface.catalogNavigation, interface.settingsNavigation, interface.notesNavigation)
        news.onChildCreated = { [trace] child in trace.name(child, child.channel.name) }
        catalog.onOpen = { [trace] controller in trace.name(controller, controller.title ?? "\(type(of: controller))") }
        settings.onPush = { [trace] controller in trace.name(controller, "Notifications") }
        notes.userActivity = scene.userActivity  // it adds its part before the activity is saved
        for (controller, name) in [(tabs, "Tabs"), (news, "News"), (catalogNav, "CatalogNav"), (catalog, "Catalog"),
                                   (settingsNav, "SettingsNav"), (settings, "Settings"), (notesNav, "NotesNav"), (notes, "Notes")] as [(UIViewController, String)] {
            trace.name(controller, name)
        }
        for (index, page) in catalog.pageSource.pages.enumerated() { trace.name(page, "Page\(index + 1)") }
        if let tab = session.stateRestorationActivity?.userInfo?["selectedTab"] as? Int, tabs.viewControllers?.indices.contains(tab) == true {
            tabs.selectedIndex = tab
        }
        self.tabs = tabs
        trace.start()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        self.window = window
        window.makeKeyAndVisible()
        var tour = Tour(window: window, tabs: tabs, news: news, catalog: catalog, settings: settings, notes: notes,
                        onMake: { [trace] controller, name in trace.name(controller, name) })
        tour.pictures = DemoOptions.picturesFolder.map { TourPictures(folder: $0) }
        tour.pictures?.benchmarks = DemoOptions.benchmarksRendering
        tour.onStep = { [trace] title in trace.timeline.step(time: trace.now, title) }
        self.tour = tour
    }

    func sceneWillEnterForeground(_ scene: UIScene) { print("  scene: sceneWillEnterForeground") }

    func sceneDidBecomeActive(_ scene: UIScene) {
        print("  scene: sceneDidBecomeActive")
        guard !hasBecomeActive else { return }
        hasBecomeActive = true
        if let port = DemoOptions.servePort {
            serve(on: port)
        } else if DemoOptions.restores {
            tour?.showRestored()
        } else {
            tour?.run()
        }
    }

    /// `--serve`: the app waits for a person instead of touring; a browser shows it.
    private func serve(on port: Int) {
        #if Live
        let live = UIKitLiveServer(configuration: .init(port: port, scale: DemoOptions.liveScale), window: window)
        self.live = live
        Task { @MainActor in
            do {
                let url = try await live.start()
                // Written straight out (not through print's buffer): scripts wait for this line.
                FileHandle.standardOutput.write(Data("— serving the app at \(url.absoluteString) (open it in a browser; Ctrl-C stops)\n".utf8))
            } catch {
                print("— could not serve the app: \(error)")
                UIApplication.shared.terminate(exitCode: 1)
            }
        }
        #else
        // UIKitLive (Hummingbird) is only built with the package trait Live.
        print("— could not serve the app: built without the package trait Live (swift run --traits Live OpenUIKitDemo --serve)")
        UIApplication.shared.terminate(exitCode: 1)
        #endif
    }

    func sceneWillResignActive(_ scene: UIScene) { print("  scene: sceneWillResignActive") }

    func sceneDidEnterBackground(_ scene: UIScene) { print("  scene: sceneDidEnterBackground") }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = scene.userActivity
        activity?.addUserInfoEntries(from: ["selectedTab": tabs?.selectedIndex ?? 0])
        print("  scene: stateRestorationActivity → \(activity?.userInfo ?? [:])")
        return activity
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        print("  scene: sceneDidDisconnect")
        if let folder = DemoOptions.picturesFolder, !DemoOptions.restores {
            let file = folder.appendingPathComponent("lifecycle-timeline.svg")
            try? trace.timeline.svg().write(to: file, atomically: true, encoding: .utf8)
            print("— lifecycle timeline: \(file.path)")
        }
    }
}

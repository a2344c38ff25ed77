import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// An app delegate that records the quick actions it hears of, and whether a launch action
/// was handled in `didFinishLaunching` (which then returns false, as Apple's sample does).
final class QuickActionAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var handlesLaunchActionItself = false
    var succeeds = true

    required override init() { super.init() }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTrace.add("app.willFinishLaunching \(Self.describe(launchOptions))")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTrace.add("app.didFinishLaunching \(Self.describe(launchOptions))")
        if application.infoDictionary?["UIApplicationSceneManifest"] == nil {  // an app without scenes makes its window
            let window = UIWindow()
            window.rootViewController = TracedRootController()
            self.window = window
            window.makeKeyAndVisible()
        }
        return !(handlesLaunchActionItself && launchOptions?[.shortcutItem] != nil)
    }
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        SceneTrace.add("app.performActionFor \(shortcutItem.type)")
        completionHandler(succeeds)
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneTrace.add("app.didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { SceneTrace.add("app.willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { SceneTrace.add("app.didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { SceneTrace.add("app.willEnterForeground") }

    static func describe(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> String {
        guard let options else { return "options=nil" }
        return "shortcutItem=" + ((options[.shortcutItem] as? UIApplicationShortcutItem)?.type ?? "none")
    }
}

/// A scene delegate that records the quick actions it hears of.
final class QuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    required override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        SceneTrace.add("scene.willConnectTo shortcutItem=\(connectionOptions.shortcutItem?.type ?? "none")")
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = TracedRootController()
        self.window = window
        window.makeKeyAndVisible()
    }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        SceneTrace.add("scene.performActionFor \(shortcutItem.type)")
        completionHandler(shortcutItem.type != "com.example.fails")
    }
    func sceneDidBecomeActive(_ scene: UIScene) { SceneTrace.add("scene.didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { SceneTrace.add("scene.willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { SceneTrace.add("scene.willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { SceneTrace.add("scene.didEnterBackground") }
}

/// Home Screen quick actions: the items shown, launching with one, performing one while the
/// app runs (E16–E20).
@MainActor
@Suite(.uikit) struct QuickActionTests {
    init() {
        _ = freshDataContainer()
        SceneTrace.reset()
    }

    private static let staticItems: [[String: Any]] = [
        ["UIApplicationShortcutItemType": "com.example.compose", "UIApplicationShortcutItemTitle": "New Note",
         "UIApplicationShortcutItemIconType": "UIApplicationShortcutIconTypeCompose"],
        ["UIApplicationShortcutItemType": "com.example.search", "UIApplicationShortcutItemTitle": "Search",
         "UIApplicationShortcutItemSubtitle": "All notes", "UIApplicationShortcutItemIconSymbolName": "magnifyingglass",
         "UIApplicationShortcutItemUserInfo": ["scope": "all", "limit": 20] as [String: Any]],
    ]

    private func sceneInfo() -> [String: Any] {
        var info = sceneManifest(delegate: "UIKitTests.QuickActionSceneDelegate")
        info["UIApplicationShortcutItems"] = Self.staticItems
        return info
    }

    private func lines() -> [String] { SceneTrace.lines.map { $0.components(separatedBy: " [")[0] } }

    @Test func test_E16_theHomeScreenShowsTheStaticActionsThenTheDynamicOnesAtMostFour() {
        UIApplication.shared.infoDictionary = ["UIApplicationShortcutItems": Self.staticItems]
        UIApplication.shared.shortcutItems = ["a", "b", "c"].map { UIApplicationShortcutItem(type: "com.example.\($0)", localizedTitle: $0) }
        let shown = homeScreenQuickActions()
        #expect(shown.map(\.type) == ["com.example.compose", "com.example.search", "com.example.a", "com.example.b"])
        #expect(UIApplication.shared.shortcutItems?.count == 3)
        let search = shown[1]
        #expect(search.localizedTitle == "Search")
        #expect(search.localizedSubtitle == "All notes")
        #expect(search.icon == UIApplicationShortcutIcon(systemImageName: "magnifyingglass"))
        #expect((search.userInfo?["scope"] as? NSString) == "all")
        #expect((search.userInfo?["limit"] as? NSNumber) == 20)
        #expect(shown[0].icon == UIApplicationShortcutIcon(type: .compose))
        #expect(shown[0].icon != UIApplicationShortcutIcon(type: .search))
        #expect(shown[0].localizedSubtitle == nil)
    }

    @Test func test_E16_aStaticActionWithoutATypeOrTitleIsLeftOutAndReported() {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        UIApplication.shared.infoDictionary = ["UIApplicationShortcutItems": [
            ["UIApplicationShortcutItemTitle": "No type"],
            ["UIApplicationShortcutItemType": "com.example.untitled"],
        ] + Self.staticItems]
        #expect(homeScreenQuickActions().map(\.type) == ["com.example.compose", "com.example.search"])
        #expect(capture.messages == [
            "Ignoring item 0 of UIApplicationShortcutItems in Info.plist: it has no UIApplicationShortcutItemType.",
            "Ignoring item 1 of UIApplicationShortcutItems in Info.plist: it has no UIApplicationShortcutItemTitle.",
        ])
    }

    @Test func test_E20_theAppKeepsImmutableCopiesOfItsItems() throws {
        let item = UIMutableApplicationShortcutItem(type: "com.example.open", localizedTitle: "Open")
        item.localizedSubtitle = "Recent"
        UIApplication.shared.shortcutItems = [item]
        item.localizedTitle = "Changed later"
        let kept = try #require(UIApplication.shared.shortcutItems?.first)
        #expect(kept.localizedTitle == "Open")
        #expect(kept.localizedSubtitle == "Recent")
        #expect(!(kept is UIMutableApplicationShortcutItem))
        let editable = try #require(kept.mutableCopy() as? UIMutableApplicationShortcutItem)
        #expect(editable == kept)
        editable.localizedTitle = "Renamed"
        #expect(editable != kept)
    }

    @Test func test_E17_aQuickActionLaunchesAnAppWithoutScenesThroughItsLaunchOptionsThenIsPerformedBeforeActivation() {
        UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "com.example.scan", localizedTitle: "Scan")]
        launchApplication(QuickActionAppDelegate(), infoDictionary: [:], quickAction: "com.example.scan")
        #expect(lines() == [
            "app.willFinishLaunching shortcutItem=com.example.scan",
            "app.didFinishLaunching shortcutItem=com.example.scan",
            "root.viewDidLoad", "root.viewWillAppear",
            "app.performActionFor com.example.scan",
            "app.didBecomeActive",
            "root.viewDidAppear",
        ])
    }

    @Test func test_E17_anAppThatHandledTheLaunchActionInDidFinishLaunchingIsNotAskedToPerformIt() {
        UIApplication.shared.infoDictionary = ["UIApplicationShortcutItems": Self.staticItems]
        let delegate = QuickActionAppDelegate()
        delegate.handlesLaunchActionItself = true
        // Returning false from didFinishLaunching only withholds the action: the app still launches.
        launchApplication(delegate, quickAction: "com.example.compose")
        #expect(lines() == [
            "app.willFinishLaunching shortcutItem=com.example.compose",
            "app.didFinishLaunching shortcutItem=com.example.compose",
            "root.viewDidLoad", "root.viewWillAppear",
            "app.didBecomeActive",
            "root.viewDidAppear",
        ])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func test_E18_aQuickActionLaunchesASceneBasedAppThroughTheConnectionOptionsOnly() {
        launchApplication(QuickActionAppDelegate(), infoDictionary: sceneInfo(), quickAction: "com.example.search")
        #expect(lines() == [
            "app.willFinishLaunching options=nil",
            "app.didFinishLaunching options=nil",
            "scene.willConnectTo shortcutItem=com.example.search",
            "root.viewDidLoad", "root.viewWillAppear",
            "scene.willEnterForeground",
            "scene.didBecomeActive",
            "root.viewDidAppear",
        ])
    }

    @Test func test_E19_aQuickActionChosenWhileASceneBasedAppRunsComesThroughTheForeground() {
        launchApplication(QuickActionAppDelegate(), infoDictionary: sceneInfo())
        SceneTrace.reset()
        #expect(performQuickAction("com.example.compose") == true)
        #expect(lines() == [
            "scene.willResignActive", "scene.didEnterBackground",
            "scene.willEnterForeground",
            "scene.performActionFor com.example.compose",
            "scene.didBecomeActive",
        ])
        SceneTrace.reset()
        UIApplication.shared.simulateBackground()
        SceneTrace.reset()
        UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "com.example.fails", localizedTitle: "Fails")]
        // From the Home Screen: no second trip to the background.
        #expect(performQuickAction("com.example.fails") == false)
        #expect(lines() == ["scene.willEnterForeground", "scene.performActionFor com.example.fails", "scene.didBecomeActive"])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test func test_E19_aQuickActionChosenWhileAnAppWithoutScenesRunsGoesToTheAppDelegate() {
        UIApplication.shared.infoDictionary = ["UIApplicationShortcutItems": Self.staticItems]
        let delegate = QuickActionAppDelegate()
        delegate.succeeds = false
        launchApplication(delegate)
        UIApplication.shared.simulateBackground()
        SceneTrace.reset()
        #expect(performQuickAction("com.example.search") == false)
        #expect(lines() == ["app.willEnterForeground", "app.performActionFor com.example.search", "app.didBecomeActive"])
    }

    @Test func test_E16_dynamicActionsOutliveALaunchButNotAFreshUIKit() {
        UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: "com.example.kept", localizedTitle: "Kept")]
        resetApplicationLifecycle()
        #expect(homeScreenQuickActions().map(\.type) == ["com.example.kept"])
        _ = freshUIKit()
        #expect(homeScreenQuickActions().isEmpty)
    }
}

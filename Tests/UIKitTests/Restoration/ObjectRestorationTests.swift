import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A model object saved with the interface: registered, scoped by its controller, encoded by
/// it, made again by its own restoration class.
final class Basket: NSObject, UIStateRestoring, UIObjectRestoration {
    var items: [String] = []
    weak var owner: UIViewController?
    init(owner: UIViewController?) {
        self.owner = owner
        super.init()
    }
    var restorationParent: (any UIStateRestoring)? { owner }
    var objectRestorationClass: (any UIObjectRestoration.Type)? { Basket.self }
    func encodeRestorableState(with coder: NSCoder) {
        SceneTrace.add("basket.encode")
        coder.encode(items, forKey: "items")
    }
    func decodeRestorableState(with coder: NSCoder) {
        items = coder.decodeObject(forKey: "items") as? [String] ?? []
        SceneTrace.add("basket.decode \(items.joined(separator: ","))")
    }
    func applicationFinishedRestoringState() { SceneTrace.add("basket.finished") }
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)? {
        SceneTrace.add("Basket.object \(identifierComponents.joined(separator: "/"))")
        let basket = Basket(owner: nil)
        UIApplication.registerObject(forStateRestoration: basket, restorationIdentifier: identifierComponents.last!)
        return basket
    }
}

/// A settings object without a restoration class: the launch registers it again.
final class Preferences: NSObject, UIStateRestoring {
    var theme = "light"
    func encodeRestorableState(with coder: NSCoder) { coder.encode(theme, forKey: "theme") }
    func decodeRestorableState(with coder: NSCoder) {
        theme = coder.decodeObject(forKey: "theme") as? String ?? "?"
        SceneTrace.add("preferences.decode \(theme)")
    }
    func applicationFinishedRestoringState() { SceneTrace.add("preferences.finished") }
}

/// A controller that owns a basket and refers to the app's preferences.
final class ShopController: UIViewController {
    var basket: Basket?
    var preferences: Preferences?
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        SceneTrace.add("shop.encode")
        coder.encode(basket, forKey: "basket")
        coder.encode(preferences, forKey: "preferences")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        basket = coder.decodeObject(forKey: "basket") as? Basket
        basket?.owner = self
        preferences = coder.decodeObject(forKey: "preferences") as? Preferences
        SceneTrace.add("shop.decode basket=\(basket?.items.count ?? -1) preferences=\(preferences?.theme ?? "nil")")
    }
    override func applicationFinishedRestoringState() { SceneTrace.add("shop.finished") }
}

/// Launches with a shop as the root, registers the preferences as an app does at launch.
final class ShopAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let preferences = Preferences()
    required override init() { super.init() }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UIApplication.registerObject(forStateRestoration: preferences, restorationIdentifier: "preferences")
        let shop = ShopController()
        shop.restorationIdentifier = "shop"
        let window = UIWindow()
        window.rootViewController = shop
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) { SceneTrace.add("app.didDecode") }

    /// What the user does in the first process: fills the basket, picks a theme.
    func shop() {
        let shop = window?.rootViewController as! ShopController
        let basket = Basket(owner: shop)
        basket.items = ["tea", "jam"]
        UIApplication.registerObject(forStateRestoration: basket, restorationIdentifier: "basket")
        shop.basket = basket
        shop.preferences = preferences
        preferences.theme = "dark"
    }
}

@MainActor
@Suite(.uikit) struct ObjectRestorationTests {
    init() {
        _ = freshUIKit()
        _ = freshDataContainer()
        SceneTrace.reset()
    }

    private func savedRecords() throws -> [String] {
        let propertyList = try #require(try SavedStateFolder.read(UIApplication.stateRestorationFileName))
        return try StateRestorationArchive(propertyList: propertyList).controllers.map {
            ($0.isObject ? "object " : "controller ") + $0.path.joined(separator: "/") + ($0.restorationClassName.map { " \($0)" } ?? "")
        }
    }

    @Test func test_Z12_registeredObjectsAreSavedWhereTheyAreEncodedAndRestoredInOrderWithTheControllers() throws {
        let first = ShopAppDelegate()
        launchApplication(first, infoDictionary: [:])
        first.shop()
        UIApplication.shared.simulateBackground()
        #expect(traceNames(["shop.encode", "basket.encode"]) == ["shop.encode", "basket.encode"])
        #expect(try savedRecords() == ["controller shop", "object shop/basket \(String(reflecting: Basket.self))", "object preferences"])

        tearDownWindows()
        resetApplicationLifecycle()
        SceneTrace.reset()
        let second = ShopAppDelegate()
        launchApplication(second, infoDictionary: [:])
        #expect(traceNames(["Basket.object", "shop.decode", "basket.decode", "preferences.decode", "app.didDecode",
                            "shop.finished", "basket.finished", "preferences.finished"]) == [
            "Basket.object shop/basket",
            "shop.decode basket=0 preferences=light", "basket.decode tea,jam", "preferences.decode dark",
            "app.didDecode", "shop.finished", "basket.finished", "preferences.finished",
        ])
        let shop = try #require(second.window?.rootViewController as? ShopController)
        #expect(shop.basket?.items == ["tea", "jam"])
        #expect(shop.basket?.owner === shop)
        #expect(shop.preferences === second.preferences)
        #expect(second.preferences.theme == "dark")
    }

    @Test func test_Z12_unregisteredObjectsAndObjectsUnderAnUnsavedParentAreNotSaved() throws {
        let app = ShopAppDelegate()
        launchApplication(app, infoDictionary: [:])
        let shop = try #require(app.window?.rootViewController as? ShopController)
        shop.basket = Basket(owner: shop)  // never registered
        let orphanOwner = UIViewController()  // no restoration identifier
        let orphan = Basket(owner: orphanOwner)
        UIApplication.registerObject(forStateRestoration: orphan, restorationIdentifier: "orphan")
        shop.preferences = nil
        UIApplication.shared.simulateBackground()
        #expect(try savedRecords() == ["controller shop"])
        #expect(RestorationObjectRegistry.shared.identifierPath(of: orphan) == nil)
        #expect(RestorationObjectRegistry.shared.identifierPath(of: app.preferences) == ["preferences"])
        #expect(RestorationObjectRegistry.shared.identifierPath(of: shop) == ["shop"])
    }

    @Test func test_Z12_anObjectWithoutARestorationClassIsFoundOnlyWhenTheLaunchRegisteredIt() throws {
        let first = ShopAppDelegate()
        launchApplication(first, infoDictionary: [:])
        first.shop()
        UIApplication.shared.simulateBackground()
        tearDownWindows()
        resetApplicationLifecycle()
        SceneTrace.reset()

        final class ForgetfulDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            required override init() { super.init() }
            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let shop = ShopController()
                shop.restorationIdentifier = "shop"
                let window = UIWindow()
                window.rootViewController = shop
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }
        let second = ForgetfulDelegate()
        launchApplication(second, infoDictionary: [:])
        #expect(traceNames(["shop.decode", "preferences.decode"]) == ["shop.decode basket=0 preferences=nil"])
    }

    @Test func test_Z12_killedThenRelaunchedInANewProcessTheObjectsComeBack() async throws {
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-objects-\(UUID().uuidString)")
        setenv("OPENUIKIT_DATA_CONTAINER", container.path, 1)
        defer {
            unsetenv("OPENUIKIT_DATA_CONTAINER")
            try? FileManager.default.removeItem(at: container)
        }
        await #expect(processExitsWith: .signal(SIGKILL)) {
            await MainActor.run {
                let app = ShopAppDelegate()
                launchApplication(app, infoDictionary: [:])
                app.shop()
                UIApplication.shared.simulateBackground()
                kill(getpid(), SIGKILL)
            }
        }
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let app = ShopAppDelegate()
                launchApplication(app, infoDictionary: [:])
                let shop = app.window?.rootViewController as? ShopController
                var problems: [String] = []
                if shop?.basket?.items != ["tea", "jam"] { problems.append("basket \(shop?.basket?.items as Any)") }
                if shop?.preferences !== app.preferences || app.preferences.theme != "dark" { problems.append("preferences") }
                if !problems.isEmpty { FileHandle.standardError.write(Data(problems.joined(separator: "\n").utf8)) }
                exit(problems.isEmpty ? 0 : 1)
            }
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!errors.contains("basket") && !errors.contains("preferences"), "\(errors)")
    }
}

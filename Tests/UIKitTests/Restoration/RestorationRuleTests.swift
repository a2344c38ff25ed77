import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The rules of classic restoration one by one: identifier paths, containers, restoration
/// classes, storyboards, views, opting in, and bad archives.
@MainActor
@Suite(.uikit) struct RestorationRuleTests {
    init() {
        _ = freshUIKit()
        _ = freshDataContainer()
        SceneTrace.reset()
        RestoringAppDelegate.fruits = ["apple", "banana", "cherry", "damson"]
    }

    private func savedPaths() throws -> [String] {
        let propertyList = try #require(try SavedStateFolder.read(UIApplication.stateRestorationFileName))
        return try StateRestorationArchive(propertyList: propertyList).controllers.map { $0.path.joined(separator: "/") }
    }

    @Test func test_Z1_onlyCompleteIdentifierChainsAreSavedAndAPlainControllerSavesNoChildren() throws {
        let app = OptInAppDelegate()
        launchApplication(app, infoDictionary: [:])
        let root = ContainerController()
        root.restorationIdentifier = "root"
        let child = RestorableController("child")  // a child the plain container does not encode
        root.addChild(child); root.view.addSubview(child.view); child.didMove(toParent: root)
        let nav = UINavigationController(rootViewController: RestorableController("top"))  // no identifier
        nav.pushViewController(RestorableController("pushed"), animated: false)
        root.addChild(nav); root.view.addSubview(nav.view); nav.didMove(toParent: root)
        app.window?.rootViewController = root
        drainMainRunLoop()
        UIApplication.shared.simulateBackground()
        #expect(try savedPaths() == ["root"])
        #expect(StatePreserver.identifierPath(of: child) == ["root", "child"])
        #expect(StatePreserver.identifierPath(of: nav.topViewController!) == nil)
    }

    @Test func test_Z6_splitAndPageControllersSaveTheirChildren() throws {
        UIScreen.main.setDeviceProfile(.iPadAir)  // expanded: both columns are children
        let app = OptInAppDelegate()
        launchApplication(app, infoDictionary: [:])
        let split = UISplitViewController()
        split.restorationIdentifier = "split"
        split.viewControllers = [RestorableController("primary"), RestorableController("secondary")]
        app.window?.rootViewController = split
        drainMainRunLoop()
        UIApplication.shared.simulateBackground()
        #expect(try savedPaths().sorted() == ["split", "split/primary", "split/secondary"])

        tearDownWindows()
        resetApplicationLifecycle()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.restorationIdentifier = "pages"
        let page = RestorableController("page3")
        pages.setViewControllers([page], direction: .forward, animated: false)
        let second = OptInAppDelegate()
        launchApplication(second, infoDictionary: [:])
        second.window?.rootViewController = pages
        drainMainRunLoop()
        UIApplication.shared.simulateBackground()
        #expect(try savedPaths() == ["pages", "pages/page3"])

        // Relaunch: the app makes an empty page controller; the restored page is shown again.
        tearDownWindows()
        resetApplicationLifecycle()
        let third = OptInAppDelegate()
        third.makeRoot = {
            let empty = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            empty.restorationIdentifier = "pages"
            return empty
        }
        third.makeByPath = { path in path.last == "page3" ? RestorableController("page3") : nil }
        launchApplication(third, infoDictionary: [:])
        let restored = try #require(third.window?.rootViewController as? UIPageViewController)
        #expect(restored.viewControllers?.map { $0.title ?? "" } == ["page3"])
    }

    @Test func test_Z7_aRestorationClassIsAskedFirstAndItsNilLeavesTheControllerOut() throws {
        let app = OptInAppDelegate()
        launchApplication(app, infoDictionary: [:])
        let nav = UINavigationController(rootViewController: RestorableController("list"))
        nav.restorationIdentifier = "nav"
        let refused = RestorableController("refused")
        refused.restorationClass = RefusingRestoration.self
        nav.pushViewController(refused, animated: false)
        app.window?.rootViewController = nav
        drainMainRunLoop()
        UIApplication.shared.simulateBackground()
        tearDownWindows()
        resetApplicationLifecycle()
        SceneTrace.reset()

        let second = OptInAppDelegate()
        second.makeRoot = {
            let nav = UINavigationController(rootViewController: RestorableController("list"))
            nav.restorationIdentifier = "nav"
            return nav
        }
        second.makeByPath = { _ in RestorableController("wrong") }  // never asked for "refused"
        launchApplication(second, infoDictionary: [:])
        #expect(traceNames(["RefusingRestoration", "app.viewControllerWithPath"]) == [
            "app.viewControllerWithPath nav", "app.viewControllerWithPath nav/list", "RefusingRestoration nav/refused",
        ])
        let restored = try #require(second.window?.rootViewController as? UINavigationController)
        #expect(restored.viewControllers.map { $0.title ?? "" } == ["list"])
    }

    @Test func test_Z2_aRestorationClassThatDoesNotConformIsAWarningAndTheControllerIsNotRestored() throws {
        let capture = DiagnosticsCapture()
        let archive = StateRestorationArchive(application: [:], controllers: [
            .init(path: ["nav"], restorationClassName: nil, storyboardIdentifier: nil, values: [:], views: [:]),
            .init(path: ["nav", "odd"], restorationClassName: String(reflecting: NotARestorationClass.self),
                  storyboardIdentifier: nil, values: [:], views: [:]),
            .init(path: ["nav", "odd", "child"], restorationClassName: nil, storyboardIdentifier: nil, values: [:], views: [:]),
        ])
        try SavedStateFolder.write(archive.propertyList, to: UIApplication.stateRestorationFileName)
        let app = OptInAppDelegate()
        app.makeRoot = {
            let nav = UINavigationController(rootViewController: RestorableController("list"))
            nav.restorationIdentifier = "nav"
            return nav
        }
        app.makeByPath = { path in RestorableController(path.last ?? "?") }
        launchApplication(app, infoDictionary: [:])
        #expect(capture.messages == [
            "Warning: restoration class for view controller does not conform to UIViewControllerRestoration protocol: "
                + "Class is \(String(reflecting: NotARestorationClass.self))",
        ])
        #expect(!SceneTrace.lines.contains { $0.hasPrefix("app.viewControllerWithPath nav/odd") })
        #expect((app.window?.rootViewController as? UINavigationController)?.viewControllers.map { $0.title ?? "" } == ["list"])
    }

    @Test func test_Z9_aControllerFromAStoryboardIsMadeAgainFromItsStoryboard() throws {
        let app = OptInAppDelegate()
        app.makeRoot = { UIStoryboard(name: "Restoration", bundle: .module).instantiateInitialViewController()! }
        launchApplication(app, infoDictionary: [:])
        let nav = try #require(app.window?.rootViewController as? UINavigationController)
        #expect(nav.restorationIdentifier == "nav" && nav.topViewController?.restorationIdentifier == "list")
        let detail = nav.storyboard!.instantiateViewController(withIdentifier: "Detail")
        #expect(detail.restorationIdentifier == "Detail")  // "Use Storyboard ID"
        nav.pushViewController(detail, animated: false)
        drainMainRunLoop()
        let scroll = try #require(detail.view.subviews.first as? UIScrollView)
        #expect(scroll.restorationIdentifier == "scroll")
        scroll.contentSize = CGSize(width: 393, height: 4000)
        scroll.contentOffset = CGPoint(x: 0, y: 512)
        UIApplication.shared.simulateBackground()
        tearDownWindows()
        resetApplicationLifecycle()

        let second = OptInAppDelegate()
        second.makeRoot = { UIStoryboard(name: "Restoration", bundle: .module).instantiateInitialViewController()! }
        launchApplication(second, infoDictionary: [:])
        let restored = try #require(second.window?.rootViewController as? UINavigationController)
        #expect(restored.viewControllers.map { $0.title ?? "" } == ["List", "Detail"])
        #expect((restored.topViewController?.view.subviews.first as? UIScrollView)?.contentOffset == CGPoint(x: 0, y: 512))
    }

    @Test func test_Z10_aTableSelectionFollowsItsModelIdentifiersWhenTheDataChanged() throws {
        let app = RestoringAppDelegate()
        launchApplication(app, infoDictionary: [:])
        app.navigate()  // selects "cherry", row 2
        UIApplication.shared.simulateBackground()
        tearDownWindows()
        resetApplicationLifecycle()
        RestoringAppDelegate.fruits = ["cherry", "apple", "banana"]
        let second = RestoringAppDelegate()
        launchApplication(second, infoDictionary: [:])
        let fruit = try #require(second.tabs?.viewControllers?[1] as? RestorableController)
        #expect(fruit.table?.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    @Test func test_Z10_aCollectionViewKeepsItsSelectionByIndexPathAndItsOffset() throws {
        let source = ColorGrid()
        func makeRoot() -> UIViewController {
            let root = RestorableController("grid")
            root.loadViewIfNeeded()
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            grid.restorationIdentifier = "colors"
            grid.dataSource = source
            grid.contentSize = CGSize(width: 390, height: 4000)
            root.view.addSubview(grid)
            return root
        }
        let app = OptInAppDelegate()
        app.makeRoot = makeRoot
        launchApplication(app, infoDictionary: [:])
        let grid = try #require(app.window?.rootViewController?.view.subviews.last as? UICollectionView)
        grid.selectItem(at: IndexPath(item: 7, section: 0), animated: false, scrollPosition: [])
        grid.contentOffset = CGPoint(x: 0, y: 300)
        UIApplication.shared.simulateBackground()
        tearDownWindows()
        resetApplicationLifecycle()
        let second = OptInAppDelegate()
        second.makeRoot = makeRoot
        launchApplication(second, infoDictionary: [:])
        let restored = try #require(second.window?.rootViewController?.view.subviews.last as? UICollectionView)
        #expect(restored !== grid)
        #expect(restored.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(restored.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test func test_Z11_nothingIsSavedOrRestoredUnlessTheAppDelegateOptsIn() throws {
        let app = RecordingAppDelegate()
        app.makesWindow = true
        launchApplication(app, infoDictionary: [:])
        app.window?.rootViewController?.restorationIdentifier = "root"
        UIApplication.shared.simulateBackground()
        #expect(try SavedStateFolder.read(UIApplication.stateRestorationFileName) == nil)

        let saving = RestoringAppDelegate()
        resetApplicationLifecycle()
        launchApplication(saving, infoDictionary: [:])
        saving.navigate()
        UIApplication.shared.simulateBackground()
        tearDownWindows()
        resetApplicationLifecycle()
        SceneTrace.reset()
        let refusing = RefusingAppDelegate()
        launchApplication(refusing, infoDictionary: [:])
        #expect(traceNames(["app.", "DetailRestoration"]) == ["app.willFinishLaunching", "app.shouldRestore version=none", "app.didFinishLaunching",
                                                              "app.didBecomeActive"])
        #expect((refusing.tabs?.viewControllers?.first as? UINavigationController)?.viewControllers.count == 1)
        #expect(try SavedStateFolder.read(UIApplication.stateRestorationFileName) != nil)  // kept for a later launch
    }

    @Test func test_Z11_theDeprecatedQuestionsStillWorkWithUIKitsWarning() throws {
        let capture = DiagnosticsCapture()
        launchApplication(DeprecatedAnswersAppDelegate(), infoDictionary: [:])
        UIApplication.shared.simulateBackground()
        #expect(try savedPaths() == ["root"])
        tearDownWindows()
        resetApplicationLifecycle()
        let second = DeprecatedAnswersAppDelegate()
        launchApplication(second, infoDictionary: [:])
        #expect(SceneTrace.lines.contains { $0.hasPrefix("root.decode") })
        #expect(capture.messages == [
            "[ApplicationStateRestoration] Warning: The UIApplicationDelegate method application:shouldSaveApplicationState: is deprecated. "
                + "Please replace the use of application:shouldSaveApplicationState: with application:shouldSaveSecureApplicationState:",
            "[ApplicationStateRestoration] Warning: The UIApplicationDelegate method application:shouldRestoreApplicationState: is deprecated. "
                + "Please replace the use of application:shouldRestoreApplicationState: with application:shouldRestoreSecureApplicationState:",
        ])
    }

    @Test func test_Z8_aTruncatedCorruptEmptyOrOtherVersionArchiveIsDiscardedAndTheAppLaunchesFresh() throws {
        let app = RestoringAppDelegate()
        launchApplication(app, infoDictionary: [:])
        app.navigate()
        UIApplication.shared.simulateBackground()
        let good = try Data(contentsOf: UIApplication._stateRestorationFileURL)
        var other = try #require(try SavedStateFolder.read(UIApplication.stateRestorationFileName) as? [String: Any])
        other["version"] = 99
        let otherVersion = try PropertyListSerialization.data(fromPropertyList: other, format: .binary, options: 0)
        let badRecord = try PropertyListSerialization.data(fromPropertyList: ["version": 1, "application": [:] as [String: Any],
                                                                             "controllers": [["values": [:] as [String: Any]]]],
                                                           format: .binary, options: 0)
        var random = SystemRandomNumberGenerator()
        let noise = Data((0..<512).map { _ in UInt8.random(in: 0...255, using: &random) })
        let cases: [(Data, String)] = [
            (good.prefix(good.count / 2), "it is not a property list"), (noise, ""), (Data(), ""),
            (otherVersion, "it has format version 99, not 1"), (badRecord, "controller record 0 has no identifier path"),
        ]
        let capture = DiagnosticsCapture()
        for (contents, reason) in cases {
            tearDownWindows()
            resetApplicationLifecycle()
            try contents.write(to: UIApplication._stateRestorationFileURL)
            SceneTrace.reset()
            let fresh = RestoringAppDelegate()
            launchApplication(fresh, infoDictionary: [:])
            #expect(UIApplication.shared.applicationState == .active)
            #expect((fresh.tabs?.viewControllers?.first as? UINavigationController)?.viewControllers.count == 1)
            #expect(!FileManager.default.fileExists(atPath: UIApplication._stateRestorationFileURL.path))
            let message = try #require(capture.messages.last)
            #expect(message.hasPrefix("Discarding the saved interface state in \(UIApplication._stateRestorationFileURL.path): "))
            #expect(message.hasSuffix(". The app launches without it."))
            if reason.hasPrefix("it has") || reason.hasPrefix("controller") { #expect(message.contains(reason)) }
        }
        #expect(capture.messages.count == cases.count)
    }

    @Test func test_Z5_restoredControllersAreReleasedWithTheirWindow() throws {
        weak var detail: UIViewController?
        weak var modal: UIViewController?
        weak var tabs: UITabBarController?
        do {
            let app = RestoringAppDelegate()
            launchApplication(app, infoDictionary: [:])
            app.navigate()
            UIApplication.shared.simulateBackground()
            tearDownWindows()
            resetApplicationLifecycle()
            let second = RestoringAppDelegate()
            launchApplication(second, infoDictionary: [:])
            tabs = second.tabs
            detail = (tabs?.viewControllers?.first as? UINavigationController)?.viewControllers[1]
            modal = tabs?.presentedViewController
            #expect(detail != nil && modal != nil)
            tabs?.dismiss(animated: false)
            drainMainRunLoop()
            tearDownWindows()
            resetApplicationLifecycle()
        }
        drainMainRunLoop()
        #expect(detail == nil && modal == nil && tabs == nil)
    }

    @Test func test_E15_aWindowShownDuringLaunchAppearsAfterDidFinishLaunching() {
        let app = RestoringAppDelegate()
        launchApplication(app, infoDictionary: [:])
        #expect(traceNames() == ["app.willFinishLaunching", "fruit.viewDidLoad", "app.didFinishLaunching", "list.viewDidLoad",
                                 "list.viewWillAppear", "app.didBecomeActive", "list.viewDidAppear"])
        #expect(app.window?.isHidden == false && app.window?.isKeyWindow == true)
    }
}

/// An app that answers only the deprecated (iOS 13.2) questions.
final class DeprecatedAnswersAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    required override init() { super.init() }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let root = RestorableController("root")
        root.note = "kept"
        window = UIWindow()
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { true }
}

/// A restoration class that declines to make its controller.
final class RefusingRestoration: UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        SceneTrace.add("RefusingRestoration \(identifierComponents.joined(separator: "/"))")
        return nil
    }
}

/// A class named in an archive that is not a restoration class.
final class NotARestorationClass {}

/// The restoration tests' app, refusing to restore.
final class RefusingAppDelegate: UIResponder, UIApplicationDelegate {
    private let inner = RestoringAppDelegate()
    var window: UIWindow? {
        get { inner.window }
        set { inner.window = newValue }
    }
    var tabs: UITabBarController? { inner.tabs }
    required override init() { super.init() }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        inner.application(application, willFinishLaunchingWithOptions: launchOptions)
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        inner.application(application, didFinishLaunchingWithOptions: launchOptions)
    }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        SceneTrace.add("app.shouldRestore version=\(coder.decodeObject(forKey: UIApplication.stateRestorationBundleVersionKey) as? String ?? "none")")
        return false
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneTrace.add("app.didBecomeActive") }
}

/// An app that opts in to restoration and builds its root with `makeRoot`; controllers it is
/// asked for come from `makeByPath`.
final class OptInAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var makeRoot: () -> UIViewController = { UIViewController() }
    var makeByPath: ([String]) -> UIViewController? = { _ in nil }
    required override init() { super.init() }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow()
        window.rootViewController = makeRoot()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        SceneTrace.add("app.viewControllerWithPath \(identifierComponents.joined(separator: "/"))")
        return makeByPath(identifierComponents)
    }
}

/// A collection of colour swatches without model identifiers (selection saved by index path).
final class ColorGrid: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

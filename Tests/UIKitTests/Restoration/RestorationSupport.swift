import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller that records its lifecycle and restoration callbacks in `SceneTrace` and
/// saves one value of its own (`note`).
class RestorableController: UIViewController {
    let name: String
    var note = ""
    /// Made in `viewDidLoad` when set: a scroll view or table with this restoration identifier.
    var scrollIdentifier: String?
    var table: UITableView?
    var scrollView: UIScrollView?

    init(_ name: String, identifier: String? = nil) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = identifier ?? name
        title = name
    }
    required init?(coder: NSCoder) { fatalError("unused") }

    override func viewDidLoad() {
        super.viewDidLoad()
        SceneTrace.add("\(name).viewDidLoad")
        if let scrollIdentifier {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            scroll.contentSize = CGSize(width: 390, height: 3000)
            scroll.restorationIdentifier = scrollIdentifier
            view.addSubview(scroll)
            scrollView = scroll
        }
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); SceneTrace.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); SceneTrace.add("\(name).viewDidAppear") }
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(note, forKey: "note")
        SceneTrace.add("\(name).encode")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note = coder.decodeObject(forKey: "note") as? String ?? ""
        SceneTrace.add("\(name).decode")
    }
    override func applicationFinishedRestoringState() { SceneTrace.add("\(name).finishedRestoring") }
}

/// Makes the pushed "detail" controller again.
final class DetailRestoration: UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        SceneTrace.add("DetailRestoration \(identifierComponents.joined(separator: "/"))")
        return RestoringAppDelegate.makeDetail()
    }
}

/// A table whose rows are model objects named by identifiers (Z10).
final class FruitTable: NSObject, UITableViewDataSource, UIDataSourceModelAssociation {
    var fruits: [String]
    init(_ fruits: [String]) { self.fruits = fruits }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String? { fruits[idx.row] }
    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath? {
        fruits.firstIndex(of: identifier).map { IndexPath(row: $0, section: 0) }
    }
}

/// The app of the restoration tests: a tab bar controller ("tabs") with a navigation
/// controller ("nav", root "list") and a "fruit" tab holding a table. It opts in to saving
/// and restoring; the controllers it cannot find (the pushed "more", the presented
/// "modal") it makes in `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
final class RestoringAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var fruits = ["apple", "banana", "cherry", "damson"]
    var tabs: UITabBarController?
    var fruitTable: FruitTable?

    required override init() { super.init() }

    static func makeDetail() -> RestorableController {
        let detail = RestorableController("detail")
        detail.restorationClass = DetailRestoration.self
        detail.scrollIdentifier = "scroll"
        return detail
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTrace.add("app.willFinishLaunching")
        let list = RestorableController("list")
        let nav = UINavigationController(rootViewController: list)
        nav.restorationIdentifier = "nav"
        let fruit = RestorableController("fruit")
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: .plain)
        table.restorationIdentifier = "fruitTable"
        let source = FruitTable(Self.fruits)
        table.dataSource = source
        fruitTable = source
        fruit.table = table
        fruit.loadViewIfNeeded()
        fruit.view.addSubview(table)
        let tabs = UITabBarController()
        tabs.restorationIdentifier = "tabs"
        tabs.viewControllers = [nav, fruit]
        self.tabs = tabs
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()  // as Apple's restoration samples do, before restoration
        self.window = window
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        SceneTrace.add("app.didFinishLaunching")
        return true
    }
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
        SceneTrace.add("app.shouldRestore version=\(coder.decodeObject(forKey: UIApplication.stateRestorationBundleVersionKey) as? String ?? "none")")
        return true
    }
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController? {
        SceneTrace.add("app.viewControllerWithPath \(identifierComponents.joined(separator: "/"))")
        switch identifierComponents.last {
        case "more": return RestorableController("more")
        case "modal": return RestorableController("modal")
        default: return nil
        }
    }
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
        SceneTrace.add("app.willEncode")
        coder.encode("launch-\(Self.fruits.count)", forKey: "appNote")
    }
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
        SceneTrace.add("app.didDecode \(coder.decodeObject(forKey: "appNote") as? String ?? "none")")
    }
    func applicationDidBecomeActive(_ application: UIApplication) { SceneTrace.add("app.didBecomeActive") }

    /// What a user does in the first run: push two, scroll, select a fruit, choose the fruit
    /// tab, present one.
    func navigate() {
        guard let tabs, let nav = tabs.viewControllers?.first as? UINavigationController else { return }
        let detail = Self.makeDetail()
        detail.note = "scrolled"
        nav.pushViewController(detail, animated: false)
        drainMainRunLoop()
        detail.scrollView?.contentOffset = CGPoint(x: 0, y: 240)
        let more = RestorableController("more")
        more.note = "second push"
        nav.pushViewController(more, animated: false)
        drainMainRunLoop()
        tabs.selectedIndex = 1
        drainMainRunLoop()
        (tabs.viewControllers?[1] as? RestorableController)?.table?.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let modal = RestorableController("modal")
        modal.note = "presented"
        tabs.present(modal, animated: false)
        drainMainRunLoop()
    }
}

/// The names in the trace, without the states.
@MainActor
func traceNames(_ prefixes: [String]? = nil) -> [String] {
    let lines = prefixes.map { SceneTrace.lines(matching: $0) } ?? SceneTrace.lines
    return lines.map { $0.components(separatedBy: " [")[0] }
}

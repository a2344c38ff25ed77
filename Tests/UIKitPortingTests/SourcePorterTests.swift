#if Porting
import Foundation
import Testing
@testable import UIKitPorting

/// The porter, construct by construct: input → output, lines kept.
@Suite struct SourcePorterTests {
    private func port(_ source: String, path: String = "Feed.swift") -> PortedSource {
        SourcePorter(files: [(path, source)]).port()[0]
    }

    private func lineCount(_ text: String) -> Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }

    @Test func selectorsAreComputedAsSwiftDoes() {
        #expect(ObjCSelector.name(baseName: "refresh", labels: []) == "refresh")
        #expect(ObjCSelector.name(baseName: "tapped", labels: [nil]) == "tapped:")
        #expect(ObjCSelector.name(baseName: "save", labels: ["with"]) == "saveWith:")
        #expect(ObjCSelector.name(baseName: "move", labels: [nil, "to"]) == "move:to:")
        #expect(ObjCSelector.name(baseName: "handle", labels: [nil, nil]) == "handle::")
    }

    @Test func objcAndIBActionMethodsBecomeASelectorTableOnTheClosingBraceLine() {
        let source = """
        import UIKit

        final class FeedViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet var buttons: [UIButton]!

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(refresh))
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
            }

            @objc func refresh() { titleLabel.text = "Fresh" }
            @objc(handleTap:) func tapped(_ recognizer: UITapGestureRecognizer) {}
            @IBAction func save(_ sender: Any) {}
            @IBAction private func share(with sender: UIButton?) {}
        }
        """
        let ported = port(source)
        #expect(ported.refusals.isEmpty)
        #expect(lineCount(ported.text) == lineCount(source))
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[3] == "    @Outlet var titleLabel: UILabel!")
        #expect(lines[4] == "    @Outlet var buttons: [UIButton]!")
        #expect(lines[8].hasSuffix("target: self, action: Selector(\"refresh\"))"))
        #expect(lines[9] == "        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(\"handleTap:\")))")
        #expect(lines[12] == "    func refresh() { titleLabel.text = \"Fresh\" }")
        #expect(lines[13] == "    func tapped(_ recognizer: UITapGestureRecognizer) {}")
        #expect(lines[14] == "    func save(_ sender: Any) {}")
        #expect(lines[15] == "    private func share(with sender: UIButton?) {}")
        #expect(lines[16] == "override class var _selectorActions: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] { "
            + "super._selectorActions.merging([Selector(\"refresh\"): { ($0 as! FeedViewController).refresh(); _ = $1 }, "
            + "Selector(\"handleTap:\"): { ($0 as! FeedViewController).tapped(_actionSender($1, as: (UITapGestureRecognizer).self)) }, "
            + "Selector(\"save:\"): { ($0 as! FeedViewController).save($1 as Any) }, "
            + "Selector(\"shareWith:\"): { ($0 as! FeedViewController).share(with: _optionalActionSender($1, as: (UIButton).self)) }]) { $1 } }; }")
        #expect(ported.changes.map(\.line) == [4, 5, 9, 10, 13, 14, 15, 16, 17])
    }

    @Test func aSelectorFindsAMethodDeclaredInAnotherFileAndAnExtension() {
        let files = [
            ("List.swift", "class ListViewController: UITableViewController {\n    func wire() { button.addTarget(self, action: #selector(reload), for: .valueChanged) }\n}\n"),
            ("List+Actions.swift", "extension ListViewController {\n    @objc func reload(_ control: UIRefreshControl) {}\n}\n"),
        ]
        let ported = SourcePorter(files: files).port()
        #expect(ported.allSatisfy { $0.refusals.isEmpty })
        #expect(ported[0].text.contains("action: Selector(\"reload:\")"))
        #expect(ported[0].text.contains("Selector(\"reload:\"): { ($0 as! ListViewController).reload(_actionSender($1, as: (UIRefreshControl).self)) }"))
        #expect(ported[1].text == "extension ListViewController {\n    func reload(_ control: UIRefreshControl) {}\n}\n")
    }

    @Test func objcMembersDynamicKeyPathsAndGetterSelectorsArePorted() {
        let source = """
        @objcMembers class Model: NSObject {
            var name = ""
        }
        let path = #keyPath(Model.name)
        let getter = #selector(getter: Model.name)
        let setter = #selector(setter: Model.name)
        """
        let ported = port(source)
        #expect(ported.text == """
        class Model: NSObject {
            var name = ""
        }
        let path = "name"
        let getter = Selector("name")
        let setter = Selector("setName:")
        """)
    }

    @Test func whatNeedsTheObjectiveCRuntimeIsRefusedWithTheLineAndWhatToDo() {
        let source = """
        class Player: NSObject {
            @objc dynamic var rate: Float = 0
            func start() {
                addObserver(self, forKeyPath: "rate", options: .new, context: nil)
                let token = observe(\\.rate, options: [.new]) { _, _ in }
                method_exchangeImplementations(a, b)
                let invocation = NSInvocation()
            }
            @objc func play() {}
        }
        let missing = #selector(nowhere)
        """
        let ported = port(source, path: "Player.swift")
        // The `@objc dynamic` property itself ports (PT1); what observes it is refused.
        #expect(ported.refusals.map(\.line) == [4, 5, 6, 7, 11])
        #expect(ported.refusals[0].description == "Player.swift:4: error: cannot port addObserver(_:forKeyPath:options:context:): "
            + "key-value observing needs the Objective-C runtime; use a didSet or a Combine publisher")
        // A class that is not a responder answers its selectors through a generated conformance.
        #expect(ported.text.contains("}; extension Player: _SelectorMessaging { "))
        #expect(ported.refusals[4].construct == "#selector(nowhere)")
    }

    @Test func appAndSceneDelegatesGetTheInitializerTheLauncherNeedsAndMainGoesInATestTarget() {
        let source = """
        @UIApplicationMain
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            init(name: String) { super.init() }
        }
        class Plain: UIApplicationDelegate {}
        """
        let app = port(source)
        #expect(app.text == """
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        required override init() { super.init() }; }
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            init(name: String) { super.init() }
        }
        class Plain: UIApplicationDelegate {required init() {}; }
        """)
        #expect(app.refusals.map(\.construct) == ["SceneDelegate's initialisers"])
        let tests = SourcePorter(files: [("App.swift", source)], options: .init(forTests: true)).port()[0]
        #expect(tests.text.hasPrefix("\nclass AppDelegate"))
    }

    @Test func mainSwiftsCallToUIApplicationMainIsCommentedOutInATestTarget() {
        let source = "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,\n                  NSStringFromClass(AppDelegate.self))\nlet launched = true\n"
        let ported = SourcePorter(files: [("App/main.swift", source)], options: .init(forTests: true)).port()[0]
        #expect(ported.text == "import UIKit\n\n/* UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil,\n"
            + "                  NSStringFromClass(AppDelegate.self)) */\nlet launched = true\n")
        #expect(port(source, path: "main.swift").text == source)  // an app target keeps its entry point
    }

    @Test func anObjcProtocolsOptionalMethodsGetDefaultsAndTheirCallSitesLoseTheQuestionMark() {
        let source = """
        @objc protocol PlayerDelegate: AnyObject {
            func playerDidStart(_ player: Player)
            @objc optional func player(_ player: Player, didReach time: Double)
            @objc optional func playerTitle(_ player: Player) -> String
        }
        final class Player {
            weak var delegate: PlayerDelegate?
            func tick() { delegate?.player?(self, didReach: 1) }
        }
        """
        let ported = port(source)
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "protocol PlayerDelegate: AnyObject {")
        #expect(lines[2] == "    func player(_ player: Player, didReach time: Double)")
        #expect(lines[3] == "    func playerTitle(_ player: Player) -> String")
        #expect(lines[4] == "}; extension PlayerDelegate { func player(_ player: Player, didReach time: Double) {}; "
            + "func playerTitle(_ player: Player) -> String { preconditionFailure(\"\\(type(of: self)) does not implement the optional method playerTitle:\") }; "
            + "var _optional_playerTitle_: ((Player) -> String)? { responds(to: Selector(\"playerTitle:\")) ? { self.playerTitle($0) } : nil }; "
            + "func responds(to aSelector: Selector?) -> Bool { guard let aSelector else { return false }; let object = self as AnyObject; "
            + "return MainActor.assumeIsolated { (object as? any _SelectorMessaging)?._responds(to: aSelector) ?? false } } }")
        #expect(lines[7] == "    func tick() { delegate?.player(self, didReach: 1) }")
        #expect(ported.refusals.isEmpty)
    }

    @Test func anOptionalRequirementReturningAValueIsCalledThroughAnOptionalClosureWithoutLabels() {
        let source = """
        @objc protocol SourceDelegate {
            @objc optional func title(for row: Int, in section: Int) throws -> String?
        }
        final class Table {
            weak var source: SourceDelegate?
            func text() throws -> String? {
                try source?.title?(for: 1,
                                   in: 2) ?? nil
            }
        }
        """
        let ported = port(source)
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 10 && ported.refusals.isEmpty)
        #expect(lines[2].contains("var _optional_titleFor_in_: ((Int, Int) throws -> String?)? { responds(to: Selector(\"titleFor:in:\")) ? "
            + "{ try self.title(for: $0, in: $1) } : nil }"))
        #expect(lines[6] == "        try source?._optional_titleFor_in_?(1,")
        #expect(lines[7] == "                           2) ?? nil")  // the label went, the line break stayed
    }

    @Test func overridesInExtensionsAreForwardedToFromTheClassBody() {
        let source = """
        class ProductsViewController: UITableViewController {
        }
        extension ProductsViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override var prefersStatusBarHidden: Bool { true }
        }
        """
        let ported = port(source)
        #expect(ported.refusals.isEmpty)
        #expect(ported.text == """
        class ProductsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { _ported_tableView(tableView, numberOfRowsInSection: section) }; \
        override var prefersStatusBarHidden: Bool { _ported_prefersStatusBarHidden }; }
        extension ProductsViewController {
            func _ported_tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            var _ported_prefersStatusBarHidden: Bool { true }
        }
        """)
    }

    @Test func cellInitializersBecomeRequiredAndTimersAndSelectorObserversTakeTheBlockForm() {
        let source = """
        class BaseCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
        }
        class ClockViewController: UIViewController {
            var timer = Timer()
            func start() {
                timer = Timer.scheduledTimer(timeInterval: 1, target: self,
                                             selector: #selector(tick), userInfo: nil, repeats: true)
                NotificationCenter.default.addObserver(self, selector: #selector(tick), name: UIApplication.didBecomeActiveNotification, object: nil)
            }
            @objc func tick() {}
        }
        """
        let ported = port(source)
        #expect(ported.refusals.isEmpty)
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(lines[1].hasPrefix("    required override init(style:"))
        #expect(lines[4] == "    var timer = Timer(timeInterval: .infinity, repeats: false) { _ in }")
        #expect(lines[6] == "        timer = UIKitScheduler.shared.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak _portedTarget = self] timer in "
            + "nonisolated(unsafe) let timer = timer; MainActor.assumeIsolated { _ = (_portedTarget as? any _SelectorMessaging)?._perform(Selector(\"tick\"), with: timer) }")
        #expect(lines[7] == " }")
        #expect(lines[8].hasPrefix("        _ = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) "))
    }

    @Test func layerInitializersBecomeRequired() {
        let source = """
        class RingLayer: CAShapeLayer {
            override init() { super.init() }
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let ported = port(source)
        #expect(ported.refusals.isEmpty)
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1] == "    required override init() { super.init() }")
        #expect(lines[2] == "    override init(layer: Any) { super.init(layer: layer) }")
    }

    @Test func inspectablesGetASetterTypeAfterTheirTopLevelDeclaration() {
        let source = """
        @IBDesignable class RoundButton: UIButton {
            @IBInspectable var radius: CGFloat = 4 { didSet { layer.cornerRadius = radius } }
            @IBInspectable private var ring: CGFloat { get { layer.borderWidth } set { layer.borderWidth = newValue } }
        }
        extension UIKit.UIView {
            @IBInspectable var borderColor: UIColor? {
                get { nil }
                set { layer.borderColor = newValue?.cgColor }
            }
        }
        enum Theme { final class Badge: UILabel { @IBInspectable var inset: Int = 0 } }
        func makeLocal() { class Local: UIView { @IBInspectable var x: Int = 0 } }
        """
        let ported = port(source)
        #expect(ported.text == """
        class RoundButton: UIButton {
            var radius: CGFloat = 4 { didSet { layer.cornerRadius = radius } }
            fileprivate var ring: CGFloat { get { layer.borderWidth } set { layer.borderWidth = newValue } }
        }; enum _IBInspectable_RoundButton_radius: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\\RoundButton.radius) } }; \
        enum _IBInspectable_RoundButton_ring: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\\RoundButton.ring) } }
        extension UIKit.UIView {
            var borderColor: UIColor? {
                get { nil }
                set { layer.borderColor = newValue?.cgColor }
            }
        }; enum _IBInspectable_UIView_borderColor: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\\UIView.borderColor) } }
        enum Theme { final class Badge: UILabel { var inset: Int = 0 } }; \
        enum _IBInspectable_Theme_Badge_inset: _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { _IBInspectableSetter(\\Theme.Badge.inset) } }
        func makeLocal() { class Local: UIView { var x: Int = 0 } }
        """)
        #expect(lineCount(ported.text) == lineCount(source))
        #expect(ported.changes.filter { $0.construct == "@IBInspectable" }.map(\.result) == [
            "set from storyboards through _IBInspectable_RoundButton_radius", "set from storyboards through _IBInspectable_RoundButton_ring",
            "set from storyboards through _IBInspectable_UIView_borderColor", "set from storyboards through _IBInspectable_Theme_Badge_inset",
            "removed; storyboards cannot set it (its type is local or generic)",
        ])
    }

    @Test func bundleMainIsTheBundleTheAppWasLaunchedFrom() {
        let source = "let url = Bundle.main.url(forResource: \"Photos\", withExtension: \"plist\")\nlet other = Bundle(for: Feed.self).main\n"
        let ported = port(source)
        // A file without imports gets UIKit's, for UIApplication.
        #expect(ported.text == "import UIKit\nlet url = UIApplication._appBundle.url(forResource: \"Photos\", withExtension: \"plist\")\nlet other = Bundle(for: Feed.self).main\n")
        #expect(ported.changes.map(\.construct) == ["Bundle.main", "modules the ported code needs"])
        // A model file importing only Foundation gets UIKit too; one importing UIKit is left alone.
        #expect(port("import Foundation\nlet b = Bundle.main\n").text == "import Foundation; import UIKit\nlet b = UIApplication._appBundle\n")
        #expect(port("import UIKit\nlet b = Bundle.main\n").text == "import UIKit\nlet b = UIApplication._appBundle\n")
    }

    @Test func foundationTypesInSeparateLinuxModulesAreImportedOnTheFirstImportLine() {
        let source = "import UIKit\n\nfinal class Feed: NSObject, XMLParserDelegate {\n    func load() { URLSession.shared.dataTask(with: URL(string: \"x\")!).resume() }\n}\n"
        #expect(port(source).text.hasPrefix("import UIKit; import FoundationNetworking; import FoundationXML\n\nfinal class Feed"))
    }

    @Test func aNonResponderClassWithSubclassesIsRefused() {
        let source = "class Base: NSObject { @objc func go() {} }\nclass Derived: Base {}\n"
        #expect(port(source).refusals.map(\.construct) == ["action methods of Base"])
    }

    @Test func aSubclassAddsToItsSuperclassTableAndAMethodWithMoreThanTheSenderIsRefused() {
        let source = """
        class BaseViewController: UIViewController { @objc func close() {} }
        class DetailViewController: BaseViewController {
            @objc func move(_ sender: Any, to place: Int) {}
            @IBAction func done() {}
        }
        """
        let ported = port(source)
        #expect(ported.text.contains("Selector(\"done\"): { ($0 as! DetailViewController).done(); _ = $1 }"))
        #expect(ported.text.contains("super._selectorActions.merging"))
        #expect(ported.refusals.map(\.construct) == ["move(_:to:)"])
    }

    @Test func test_PT17_anOptionalMessageThroughAnyObjectGoesThroughTheSelectorTable() {
        let source = """
        final class Panel: UIViewController {
            weak var owner: UIViewController?
            func done() {
                (owner as AnyObject).doDone?()
                (self.owner as AnyObject).show?(self)
                let kept = (owner as AnyObject).title
            }
        }
        """
        let lines = port(source).text.components(separatedBy: "\n")
        #expect(lines[3] == "        _ = ((owner as AnyObject) as? any _SelectorMessaging)?._perform(Selector(\"doDone\"), with: nil)")
        #expect(lines[4] == "        _ = ((self.owner as AnyObject) as? any _SelectorMessaging)?._perform(Selector(\"show:\"), with: self)")
        #expect(lines[5] == "        let kept = (owner as AnyObject).title")
    }

    @Test func test_PT16_aSubclassOfAnyUIKitResponderGetsTheRespondersTable() {
        let source = """
        class KeyboardViewController: UIInputViewController {
            func wire(_ b: UIButton) { b.addTarget(self, action: Selector("doDone"), for: .touchUpInside) }
            @objc func doDone() {}
        }
        class InputPanel: UIInputView { @objc func tapped() {} }
        """
        let ported = port(source)
        #expect(ported.text.contains("override class var _selectorActions"))
        #expect(ported.text.contains("Selector(\"doDone\"): { ($0 as! KeyboardViewController).doDone(); _ = $1 }"))
        #expect(ported.text.contains("Selector(\"tapped\"): { ($0 as! InputPanel).tapped(); _ = $1 }"))
        #expect(!ported.text.contains("_SelectorMessaging"))
        #expect(ported.refusals.isEmpty)
    }
}

/// Porting on every build: only the files an edit can affect are ported again, with the same
/// output a full port gives.
@Suite struct IncrementalPortTests {
    private let files = [
        ("List.swift", "class ListViewController: UIViewController {\n    func wire() { button.addTarget(self, action: #selector(reload), for: .touchUpInside) }\n}\n"),
        ("List+Actions.swift", "extension ListViewController {\n    @objc func reload() { print(1) }\n}\n"),
        ("Detail.swift", "class DetailViewController: UIViewController {\n    @IBAction func close(_ sender: Any) {}\n}\n"),
    ]

    @Test func aBodyEditPortsOnlyThatFileAndTheOutputIsAFullPorts() {
        var cache: PortingCache?
        #expect(SourcePorter.portChanges(files: files, cache: &cache).map(\.path) == ["List.swift", "List+Actions.swift", "Detail.swift"])
        #expect(SourcePorter.portChanges(files: files, cache: &cache).isEmpty)
        var edited = files
        edited[1].1 = edited[1].1.replacingOccurrences(of: "print(1)", with: "print(2)")
        let ported = SourcePorter.portChanges(files: edited, cache: &cache)
        #expect(ported.map(\.path) == ["List+Actions.swift"])
        #expect(ported[0].text == SourcePorter(files: edited).port()[1].text)
        #expect(SourcePorter.portChanges(files: edited, cache: &cache).isEmpty)
    }

    @Test func anEditThatChangesTheModuleIndexPortsTheFilesMentioningWhatChanged() {
        var cache: PortingCache?
        _ = SourcePorter.portChanges(files: files, cache: &cache)
        var edited = files
        // reload() takes the sender now: List.swift's #selector(reload) becomes "reload:".
        edited[1].1 = edited[1].1.replacingOccurrences(of: "func reload()", with: "func reload(_ sender: Any)")
        let ported = SourcePorter.portChanges(files: edited, cache: &cache)
        #expect(ported.map(\.path) == ["List.swift", "List+Actions.swift"])
        #expect(ported.map(\.text) == Array(SourcePorter(files: edited).port().map(\.text).prefix(2)))
        #expect(ported[0].text.contains("action: Selector(\"reload:\")"))
    }

    @Test func aSuperclassBecomingAResponderPortsItsSubclassesFilesAtAnyDepth() {
        let chain = [
            ("Base.swift", "class Base: NSObject {}\n"),
            ("Mid.swift", "class Mid: Base {}\n"),
            ("Leaf.swift", "final class Leaf: Mid {\n    @objc func go() {}\n}\n"),
            ("Other.swift", "final class Other: UIView {}\n"),
        ]
        var cache: PortingCache?
        _ = SourcePorter.portChanges(files: chain, cache: &cache)
        var edited = chain
        edited[0].1 = "class Base: UIViewController {}\n"
        let ported = SourcePorter.portChanges(files: edited, cache: &cache)
        #expect(ported.map(\.path) == ["Base.swift", "Mid.swift", "Leaf.swift"])
        #expect(ported[2].text == SourcePorter(files: edited).port()[2].text)
        #expect(ported[2].text.contains("override class var _selectorActions"))  // a responder's table now
    }

    @Test func refusedFilesMissingOutputsOtherOptionsAndAnotherPorterArePortedAgain() {
        var cache: PortingCache?
        var refused = files
        refused[2].1 = "let invocation = NSInvocation()\n"
        _ = SourcePorter.portChanges(files: refused, cache: &cache)
        let again = SourcePorter.portChanges(files: refused, cache: &cache)
        #expect(again.map(\.path) == ["Detail.swift"] && again[0].refusals.map(\.construct) == ["NSInvocation"])
        #expect(SourcePorter.portChanges(files: refused, cache: &cache, mustPort: ["List.swift"]).map(\.path) == ["List.swift", "Detail.swift"])
        #expect(SourcePorter.portChanges(files: refused, options: .init(forTests: true), cache: &cache).count == 3)
        #expect(SourcePorter.portChanges(files: refused, options: .init(forTests: true), porter: "a newer porter", cache: &cache).count == 3)
        #expect(SourcePorter.portChanges(files: refused, options: .init(forTests: true), porter: "a newer porter", cache: &cache).count == 1)
    }

    @Test func theCacheSurvivesJSONAsTheCommandKeepsIt() throws {
        var cache: PortingCache?
        _ = SourcePorter.portChanges(files: files, cache: &cache)
        var decoded: PortingCache? = try JSONDecoder().decode(PortingCache.self, from: JSONEncoder().encode(cache))
        #expect(SourcePorter.portChanges(files: files, cache: &decoded).isEmpty)
    }
}

/// The fixture ported here is also compiled and run in UIKitTests (Porting/), so the output
/// is checked to compile and to behave: the two must not drift apart.
@Suite struct PortedFixtureTests {
    @Test func theCommittedPortedFixtureIsThePortersOutput() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: tests.appendingPathComponent("UIKitPortingTests/Fixtures/CounterViewController.swift.txt"), encoding: .utf8)
        let committed = try String(contentsOf: tests.appendingPathComponent("UIKitTests/Porting/CounterViewController.swift"), encoding: .utf8)
        let ported = SourcePorter(files: [("CounterViewController.swift", source)]).port()[0]
        #expect(ported.refusals.isEmpty)
        #expect(ported.text == committed, "regenerate with: swift run uikit-port Tests/UIKitPortingTests/Fixtures/CounterViewController.swift.txt > Tests/UIKitTests/Porting/CounterViewController.swift")
    }
}
#endif

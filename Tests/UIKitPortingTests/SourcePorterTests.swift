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

    @Test func test_PT1_objcDynamicPropertiesBecomePlainPropertiesAndObservingThemIsRefused() {
        let source = """
        class Song: NSObject {
            @objc dynamic var title = ""
            @objc dynamic var rating: Int = 0 { didSet { print(rating) } }
        }
        func watch(_ song: Song) {
            let token = song.observe(\\.rating) { _, _ in }
            let other = song.observe(\\.title, changeHandler: { _, _ in })
        }
        """
        let ported = port(source, path: "Song.swift")
        #expect(ported.text.split(separator: "\n")[1] == "    var title = \"\"")
        #expect(ported.text.split(separator: "\n")[2] == "    var rating: Int = 0 { didSet { print(rating) } }")
        #expect(ported.refusals.map(\.line) == [6, 7])
        #expect(ported.refusals.allSatisfy { $0.construct == "observe(_:options:changeHandler:)" })
    }

    @Test func test_PT2_associatedObjectsAndSynchronizedPortUnchanged() {
        let source = """
        import UIKit
        private var badgeKey = 0
        extension UIView {
            var badge: String? {
                get { objc_getAssociatedObject(self, &badgeKey) as? String }
                set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
            }
            func guarded() { objc_sync_enter(self); defer { objc_sync_exit(self) } }
        }
        """
        let ported = port(source, path: "Badge.swift")
        #expect(ported.refusals.isEmpty)
        #expect(ported.text == source)
    }

    @Test func test_PT3_iOSConditionsHoldInFilesThatImportUIKit() {
        let source = """
        #if os(iOS) || os(tvOS)
        import UIKit
        public typealias View = UIView
        #elseif os(macOS)
        import AppKit
        #endif
        #if !os(iOS)
        let platform = "other"
        #endif
        """
        let ported = port(source, path: "Platform.swift")
        #expect(ported.text == source.replacing("os(iOS)", with: "os(Linux)"))
        // A file that does not import UIKit keeps its conditions.
        let plain = "#if os(iOS)\nlet x = 1\n#endif\nimport Foundation"
        #expect(port(plain, path: "Plain.swift").text == plain)
    }

    @Test func test_PT6_appleModulesBecomeOpenUIKitsAndMissingFrameworksAreNamed() {
        let source = """
        import UIKit
        import QuartzCore
        import os.log
        import class CoreGraphics.CGContext
        #if canImport(ObjectiveC)
        import ObjectiveC
        #endif
        #if canImport(MapKit)
        import MapKit
        #endif
        import CoreImage
        """
        let ported = port(source, path: "Map.swift")
        #expect(ported.text == """
        import UIKit
        import OpenUIKitQuartzCore
        import OpenUIKitOS
        import class OpenUIKitCoreGraphics.CGContext
        #if canImport(OpenUIKitObjectiveC)
        import OpenUIKitObjectiveC
        #endif
        #if canImport(MapKit)
        import MapKit
        #endif
        import CoreImage
        """)
        #expect(ported.refusals.map(\.description) == [
            "Map.swift:11: error: cannot port import CoreImage: OpenUIKit has no CoreImage (of Apple's frameworks it provides UIKit, "
                + "CoreGraphics, QuartzCore, ObjectiveC, os, MobileCoreServices, UniformTypeIdentifiers and AVFoundation's "
                + "AVMakeRect); keep the code that needs it out of the Linux build with #if canImport(CoreImage)",
        ])
    }

    @Test func test_PT7_librariesShapesPort() {
        let source = """
        import UIKit.UIColor
        public class Constraint: NSLayoutConstraint {}
        public extension Constraint {
            override var description: String { "c" }
        }
        #if os(iOS)
        extension UIView {
            @IBInspectable var heroID: String? { get { nil } set {} }
        }
        #endif
        func forward(_ original: UITableViewDelegate?, _ table: UITableView, _ view: UIView) {
            original?.tableView?(table, didEndDisplayingHeaderView: view, forSection: 0)
            let height = original?.tableView?(table, heightForHeaderInSection: 0) ?? 0
            let handler = original?.onTap?(3)
        }
        """
        let ported = port(source, path: "Library.swift")
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "import UIKit")
        #expect(lines[1] == "public class Constraint: NSLayoutConstraint {public override var description: String { _ported_description }; }")
        #expect(lines[8].hasPrefix("}; enum _IBInspectable_UIView_heroID: _IBInspectable {"))
        #expect(lines[9] == "#endif")
        #expect(lines[11] == "    original?.tableView(table, didEndDisplayingHeaderView: view, forSection: 0)")
        #expect(lines[12] == "    let height = original?.tableView(table, heightForHeaderInSection: 0) ?? 0")
        #expect(lines[13] == "    let handler = original?.onTap?(3)")  // a closure property keeps its `?`
        #expect(ported.refusals.isEmpty)
    }

    @Test func test_PT8_selectorTimersKeepTheirUserInfo() {
        let source = """
        final class Toaster: UIView {
            func show(_ toast: UIView) {
                let timer = Timer(timeInterval: 2, target: self, selector: #selector(done(_:)), userInfo: toast, repeats: false)
                Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(done(_:)), userInfo: ["k": 1], repeats: true)
            }
            @objc func done(_ timer: Timer) { print(timer.userInfo as Any) }
        }
        """
        let ported = port(source, path: "Toaster.swift")
        #expect(ported.refusals.isEmpty)
        let lines = ported.text.split(separator: "\n").map(String.init)
        #expect(lines[2].contains("let timer = _UserInfoTimer(timeInterval: 2, repeats: false, userInfo: toast) { [weak _portedTarget = self] timer in"))
        #expect(lines[3].contains("UIKitScheduler.shared.scheduledTimer(withTimeInterval: 1, repeats: true, userInfo: [\"k\": 1]) {"))
    }

    @Test func test_PT9_managedLayerPropertiesBecomeLayerKeys() {
        let source = """
        class TriangleLayer: CALayer {
            @NSManaged var v1x : CGFloat
            @NSManaged var tint: CGColor?
        }
        class Model: NSObject {
            @NSManaged var name: String
        }
        """
        let ported = port(source, path: "Triangle.swift")
        let lines = ported.text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "    var v1x : CGFloat { get { value(forKey: \"v1x\") as? CGFloat ?? CGFloat() } set { setValue(newValue, forKey: \"v1x\") } }")
        #expect(lines[2] == "    var tint: CGColor? { get { value(forKey: \"tint\") as? CGColor } set { setValue(newValue, forKey: \"tint\") } }")
        #expect(lines[5] == "    @NSManaged var name: String")  // not a layer: left as it is
    }

    @Test func test_PT5_descriptionsOverriddenInExtensions() {
        let source = """
        class Person: NSObject {
            var name = "A"
        }
        extension Person {
            open override var debugDescription: String { "dbg" }
        }
        extension UITraitCollection {
            open override var description: String { "traits" }
        }
        """
        let ported = port(source, path: "Person.swift")
        #expect(ported.refusals.isEmpty)
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9)
        #expect(lines[2] == "open override var debugDescription: String { _ported_debugDescription }; }")
        #expect(lines[4] == "    public var _ported_debugDescription: String { \"dbg\" }")
        #expect(lines[7] == "    public var _ported_description: String { \"traits\" }")
    }

    @Test func test_PT4_anActionsSenderIsPassedAsTheRuntimePassesIt() {
        let source = """
        import UIKit
        final class Pad: UIViewController {
            @objc func tapped(_ sender: UIGestureRecognizer) {}
            @objc func copyText() { _ = #selector(UIResponderStandardEditActions.copy) }
        }
        """
        let ported = port(source, path: "Pad.swift")
        #expect(ported.refusals.isEmpty)
        #expect(ported.text.contains("Selector(\"tapped:\"): { ($0 as! Pad).tapped(_actionSender($1, as: (UIGestureRecognizer).self)) }"))
        #expect(ported.text.contains("_ = Selector(\"copy:\")"))
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

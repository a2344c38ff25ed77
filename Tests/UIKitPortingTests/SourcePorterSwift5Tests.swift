#if Porting
import Foundation
import Testing
@testable import UIKitPorting

/// The porter on iOS code as Xcode builds it in Swift 5 mode: libraries' shapes, Apple's
/// modules, the runtime's leftovers (PT1–PT13).
@Suite struct SourcePorterSwift5Tests {
    private func port(_ source: String, path: String) -> PortedSource {
        SourcePorter(files: [(path, source)]).port()[0]
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

    @Test func test_CT5_aCustomRecognizersSubclassImportBecomesUIKit() {
        let source = """
        import UIKit.UIGestureRecognizerSubclass
        class CheckmarkRecognizer: UIGestureRecognizer {
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .recognized
            }
        }
        """
        let ported = port(source, path: "Checkmark.swift")
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "import UIKit")
        #expect(ported.text.contains("state = .recognized"))
        #expect(ported.refusals.isEmpty)
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
        // LK5: read through `_layerValue(forKey:as:)`, which converts numbers as iOS bridges them.
        #expect(lines[1] == "    var v1x : CGFloat { get { _layerValue(forKey: \"v1x\", as: CGFloat.self) ?? CGFloat() } set { setValue(newValue, forKey: \"v1x\") } }")
        #expect(lines[2] == "    var tint: CGColor? { get { _layerValue(forKey: \"tint\", as: CGColor.self) } set { setValue(newValue, forKey: \"tint\") } }")
        #expect(lines[5] == "    @NSManaged var name: String")  // not a layer: left as it is
    }

    @Test func test_PT10_membersDeclaredInExtensionsAndOverriddenAreDispatched() {
        let base = """
        extension UIView {
            @objc func pulse(times: Int = 1) -> Int { times }
            @objc public var pulseColor: String { get { "gray" } set {} }
        }
        """
        let overrides = """
        extension UILabel {
            open override func pulse(times: Int = 1) -> Int {
                super.pulse(times: times) + 1
            }
        }
        class PulseLabel: UILabel {
            override var pulseColor: String {
                get { "red " + super.pulseColor }
                set { super.pulseColor = newValue }
            }
        }
        """
        let ported = SourcePorter(files: [("Base.swift", base), ("Overrides.swift", overrides)]).port()
        #expect(ported.allSatisfy { $0.refusals.isEmpty })
        let baseLines = ported[0].text.split(separator: "\n").map(String.init)
        #expect(baseLines.count == 4)
        #expect(baseLines[1] == "    func _extensionBase_pulse(times: Int = 1) -> Int { times }; func pulse(times: Int = 1) -> Int { "
            + "return _extensionDispatch_pulse(above: nil, times: times) }; func _extensionDispatch_pulse(above _extensionAbove: AnyClass?, "
            + "times: Int) -> Int { switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [UILabel.self]) { "
            + "case 0?: return (self as! UILabel)._extensionOverride_UILabel_pulse(times: times); default: return _extensionBase_pulse(times: times) } }")
        #expect(baseLines[2] == "    public var _extensionBase_pulseColor: String { get { \"gray\" } set {} }; public var pulseColor: String { "
            + "get { self[_extensionDispatch_pulseColor: nil] } set { self[_extensionDispatch_pulseColor: nil] = newValue } }; "
            + "public subscript(_extensionDispatch_pulseColor _extensionAbove: AnyClass?) -> String { get { "
            + "switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [PulseLabel.self]) { "
            + "case 0?: return (self as! PulseLabel)._extensionOverride_PulseLabel_pulseColor; default: return _extensionBase_pulseColor } } "
            + "set { switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [PulseLabel.self]) { "
            + "case 0?: (self as! PulseLabel)._extensionOverride_PulseLabel_pulseColor = newValue; default: _extensionBase_pulseColor = newValue } } }")
        #expect(ported[1].text == """
        extension UILabel {
            public func _extensionOverride_UILabel_pulse(times: Int = 1) -> Int {
                self._extensionDispatch_pulse(above: UILabel.self, times: times) + 1
            }
        }
        class PulseLabel: UILabel {
            var _extensionOverride_PulseLabel_pulseColor: String {
                get { "red " + self[_extensionDispatch_pulseColor: PulseLabel.self] }
                set { self[_extensionDispatch_pulseColor: PulseLabel.self] = newValue }
            }
        }
        """)
        #expect(ported[1].changes.map(\.description) == [
            "2: override pulse of a member declared in an extension of UIView → _extensionOverride_UILabel_pulse, called by UIView.pulse's dispatch",
            "3: super.pulse(…) → UIView's dispatch above UILabel",
            "7: override pulseColor of a member declared in an extension of UIView → _extensionOverride_PulseLabel_pulseColor, "
                + "called by UIView.pulseColor's dispatch",
            "8: super.pulseColor → UIView's dispatch above PulseLabel", "9: super.pulseColor → UIView's dispatch above PulseLabel",
        ])
    }

    @Test func test_PT10_otherOverridesStayAndWhatCannotBeDispatchedIsRefused() {
        let source = """
        extension UIViewController {
            @objc func refresh() {}
            @objc class func make() -> Int { 1 }
            @objc func convert<T>(_ value: T) -> T { value }
        }
        class Store: NSObject { func refresh() {} }
        class LiveStore: Store { override func refresh() {} }
        class Feed: UIViewController {}
        extension Feed {
            override func viewDidLoad() { super.viewDidLoad() }
            override func refresh() { super.refresh() }
            override class func make() -> Int { 2 }
            override func convert<T>(_ value: T) -> T { value }
        }
        final class Box<Item>: UIViewController { override func refresh() {} }
        class Song {}
        extension Song { var caption: String { "" } }
        class Row: LibraryCell { override var caption: String { "row" } }
        class Fancy: LibraryController { override func refresh() {} }
        protocol Streaming {}
        extension Streaming { func subscribe() {} }
        class Stream: Streaming { func subscribe() {} }
        class LiveStream: Stream { override func subscribe() {} }
        """
        let ported = port(source, path: "Feed.swift")
        let lines = ported.text.split(separator: "\n").map(String.init)
        // A class of another library cannot inherit from the app's class…
        #expect(lines[17] == "class Row: LibraryCell { override var caption: String { \"row\" } }")
        // …but may from UIKit's, as the only class whose extension declares the member.
        #expect(lines[18] == "class Fancy: LibraryController { func _extensionOverride_Fancy_refresh() {} }")
        // A protocol extension's member is not a class's, though a root class names the protocol first.
        #expect(lines[22] == "class LiveStream: Stream { override func subscribe() {} }")
        #expect(lines[6] == "class LiveStore: Store { override func refresh() {} }")  // NSObject's chain: not UIViewController's member
        // The framework's member overridden in the app's extension is forwarded from the class body, as before.
        #expect(lines[7] == "class Feed: UIViewController {override func viewDidLoad() { _ported_viewDidLoad() }; }")
        #expect(lines[9] == "    func _ported_viewDidLoad() { super.viewDidLoad() }")
        #expect(lines[10] == "    func _extensionOverride_Feed_refresh() { self._extensionDispatch_refresh(above: Feed.self) }")
        #expect(ported.refusals.map(\.description) == [
            "Feed.swift:3: error: cannot port make, declared in an extension of UIViewController and overridden: a type member declared "
                + "in an extension cannot be overridden without the Objective-C runtime; declare it in the class body, or make it an instance member",
            "Feed.swift:4: error: cannot port convert, declared in an extension of UIViewController and overridden: a generic method "
                + "declared in an extension cannot be dispatched; declare it in the class body",
            "Feed.swift:12: error: cannot port override make of a member declared in an extension of UIViewController: a type member "
                + "declared in an extension cannot be overridden without the Objective-C runtime; declare it in the class body, or make it an instance member",
            "Feed.swift:13: error: cannot port override convert of a member declared in an extension of UIViewController: a generic method "
                + "declared in an extension cannot be dispatched; declare it in the class body",
            "Feed.swift:15: error: cannot port override refresh of a member declared in an extension of UIViewController: the overriding "
                + "class is generic; override in a non-generic class, or declare the member in the class body",
        ])
    }

    @Test func test_PT10_aModelFileWithADispatchedMemberImportsUIKit() {
        let model = "import Foundation\nextension NSObject {\n    @objc func archive() {}\n}\nclass Note: NSObject {\n    override func archive() {}\n}\n"
        let lines = port(model, path: "Note.swift").text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "import Foundation; import UIKit")
        #expect(lines[2].hasPrefix("    func _extensionBase_archive() {}; func archive() {"))
        #expect(lines[5] == "    func _extensionOverride_Note_archive() {}")
    }

    @Test func test_PT10_anOverrideAddedInAnotherFilePortsTheExtensionAgain() {
        var files = [("Base.swift", "extension UIView {\n    @objc func glow() {}\n}\n"), ("Other.swift", "let x = 1\n")]
        var cache: PortingCache?
        _ = SourcePorter.portChanges(files: files, cache: &cache)
        files[1].1 = "extension UIButton {\n    override func glow() {}\n}\n"
        let ported = SourcePorter.portChanges(files: files, cache: &cache)
        #expect(ported.map(\.path) == ["Base.swift", "Other.swift"])
        #expect(ported[0].text.contains("among: [UIButton.self]"))
        #expect(ported[1].text.contains("func _extensionOverride_UIButton_glow() {}"))
    }

    /// The fixture ported here is compiled and run in UIKitTests (Porting/): the two must not
    /// drift apart.
    @Test func test_PT10_PT12_PT13_theCommittedPortedFixturesAreThePortersOutput() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        for name in ["ShimmerViews", "AppWindowReads"] {
            let source = try String(contentsOf: tests.appendingPathComponent("UIKitPortingTests/Fixtures/\(name).swift.txt"), encoding: .utf8)
            let committed = try String(contentsOf: tests.appendingPathComponent("UIKitTests/Porting/\(name).swift"), encoding: .utf8)
            let ported = port(source, path: "\(name).swift")
            #expect(ported.refusals.isEmpty)
            #expect(ported.text == committed, "regenerate with: swift run uikit-port Tests/UIKitPortingTests/Fixtures/\(name).swift.txt > Tests/UIKitTests/Porting/\(name).swift")
        }
    }

    @Test func test_PT11_filesNamingTheRuntimesFunctionsWithFoundationAloneImportOpenUIKitObjectiveC() {
        let source = """
        #if canImport(Darwin)
        import Darwin
        #endif
        import Foundation
        private var key = 0
        func tag(_ object: AnyObject, _ policy: objc_AssociationPolicy) {
            objc_setAssociatedObject(object, &key, 1, policy)
        }
        """
        #expect(port(source, path: "Tag.swift").text == source.replacing("import Foundation\n", with: "import Foundation; import OpenUIKitObjectiveC\n"))
        let locked = "import Foundation\nfunc locked(_ object: AnyObject) { objc_sync_enter(object); objc_sync_exit(object) }"
        #expect(port(locked, path: "Lock.swift").text.hasPrefix("import Foundation; import OpenUIKitObjectiveC\n"))
        // UIKit (as on iOS) and ObjectiveC bring them already.
        for imports in ["import UIKit", "import Foundation\nimport ObjectiveC"] {
            let text = imports + "\nfunc clear(_ object: AnyObject) { objc_removeAssociatedObjects(object) }"
            #expect(!port(text, path: "Clear.swift").text.contains("; import"))
        }
    }

    @Test func test_PT14_anInspectableUnavailableToCodeStaysSettableFromStoryboards() {
        let source = """
        class Spinner: UIView {
            @available(*, unavailable, message: "For Interface Builder only. Use 'kind' instead.")
            @IBInspectable var kindName: String {
                get { "" }
                set {}
            }
            @available(*, deprecated, message: "Old")
            @IBInspectable var speed: CGFloat = 1
        }
        """
        let ported = port(source, path: "Spinner.swift")
        let lines = ported.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(lines[2] == "    var kindName: String {")
        #expect(lines[6] == "    @available(*, deprecated, message: \"Old\")")  // only unavailability goes
        #expect(ported.text.contains("_IBInspectableSetter(\\Spinner.kindName)"))
    }

    @Test func test_PT12_aClassDescriptionBecomesNSStringFromClass() {
        let source = """
        func describe(_ object: AnyObject, _ view: UIView) -> String {
            type(of: object).description() + type(of: view).description() + view.description
        }
        """
        #expect(port(source, path: "Describe.swift").text.split(separator: "\n")[1]
            == "    NSStringFromClass(type(of: object)) + NSStringFromClass(type(of: view)) + view.description")
    }

    @Test func test_PT13_readsOfTheAppDelegatesWindowAreTwiceOptional() {
        let source = """
        func show(_ application: UIApplication, _ other: Cell) {
            let a = UIApplication.shared.delegate!.window!!
            let b = UIApplication.shared.delegate?.window??.rootViewController
            if let c = application.delegate!.window! { print(c) }
            UIApplication.shared.delegate?.window = UIWindow()
            UIApplication.shared.delegate!.window!!.rootViewController = nil
            let d = other.delegate?.window
        }
        """
        let lines = port(source, path: "Show.swift").text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "    let a = UIApplication.shared.delegate!._optionalWindow!!")
        #expect(lines[2] == "    let b = UIApplication.shared.delegate?._optionalWindow??.rootViewController")
        #expect(lines[3] == "    if let c = application.delegate!._optionalWindow! { print(c) }")
        #expect(lines[4] == "    UIApplication.shared.delegate?.window = UIWindow()")  // assigned: stays
        #expect(lines[5] == "    UIApplication.shared.delegate!._optionalWindow!!.rootViewController = nil")
        #expect(lines[6] == "    let d = other.delegate?.window")  // not the app's delegate
    }

    @Test func test_PT13_readsOfAWindowSceneDelegatesWindowThroughTheProtocolAreTwiceOptional() {
        let source = """
        func show(_ scene: UIWindowScene) {
            let a = (scene.delegate as! UIWindowSceneDelegate).window!!
            let b = (scene.delegate as? UIWindowSceneDelegate)?.window??.rootViewController
            let c = (scene.delegate as! SceneDelegate).window!
        }
        """
        let lines = port(source, path: "Scene.swift").text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "    let a = (scene.delegate as! UIWindowSceneDelegate)._optionalWindow!!")
        #expect(lines[2] == "    let b = (scene.delegate as? UIWindowSceneDelegate)?._optionalWindow??.rootViewController")
        #expect(lines[3] == "    let c = (scene.delegate as! SceneDelegate).window!")  // a class: its own property
    }

    @Test func test_PT15_genericCodeMakingAnNSObjectWithTParenthesesGetsARequiredInitializer() {
        let source = """
        import UIKit
        func lend<T> (closure:(T)->()) -> T where T:NSObject {
            let orig = T()
            closure(orig)
            return orig
        }
        func make<T: NSObject>(_ type: T.Type) -> T { T.init() }
        func keep<T: NSObject>(_ value: T) -> T { value }
        func build<T: UIView>(_ type: T.Type) -> T { T() }
        """
        let lines = port(source, path: "Lend.swift").text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "func lend<T> (closure:(T)->()) -> T where T:_DefaultInitializableObject {")
        #expect(lines[6] == "func make<T: _DefaultInitializableObject>(_ type: T.Type) -> T { T.init() }")
        #expect(lines[7] == "func keep<T: NSObject>(_ value: T) -> T { value }")  // makes nothing
        #expect(lines[8] == "func build<T: UIView>(_ type: T.Type) -> T { T() }")  // UIView's init(frame:) is required
    }
}
#endif

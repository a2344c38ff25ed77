import Foundation
import Testing
@testable import UIKitPorting

/// The porter on iOS code as Xcode builds it in Swift 5 mode: libraries' shapes, Apple's
/// modules, the runtime's leftovers (PT1–PT9).
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
}

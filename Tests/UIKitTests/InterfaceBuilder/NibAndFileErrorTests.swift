import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Nibs (I2) and bad files: every problem is a thrown error naming the file and line.
@MainActor
@Suite(.uikit) struct NibAndFileErrorTests {
    init() {
        _ = freshUIKit()
        _ = IBLog.take()
    }

    @Test func test_I2_nibInstantiateReturnsTopLevelObjectsAndConnectsTheOwner() throws {
        let owner = IBListViewController(nibName: nil, bundle: nil)
        _ = IBLog.take()
        let objects = UINib(nibName: "IBProbe", bundle: .module).instantiate(withOwner: owner)
        #expect(objects.count == 2)  // the two views; placeholders are not returned
        let root = try #require(objects.first as? UIView)
        #expect(owner.viewIfLoaded === root && owner.titleLabel?.text == "From a nib")
        #expect(IBLog.take() == ["Label.init(coder:) text=From a nib superview=false", "Label.awakeFromNib superview=true siblings=2"])
        // The action's target is the First Responder: it goes along the responder chain.
        let window = showInWindow(owner)
        defer { window.isHidden = true }
        (root.subviews[1] as? UIButton)?.sendActions(for: .touchUpInside)
        #expect(IBLog.take() == ["List.buttonTapped"])
        // A second instantiation makes new objects.
        let again = UINib(nibName: "IBProbe", bundle: .module).instantiate(withOwner: nil)
        #expect((again.first as? UIView) !== root)
    }

    @Test func test_L2_controllerLoadsItsViewFromItsNamedNib() throws {
        let controller = IBListViewController(nibName: "IBProbe", bundle: .module)
        _ = IBLog.take()
        #expect(controller.view.subviews.count == 2)
        #expect(IBLog.take() == ["Label.init(coder:) text=From a nib superview=false", "Label.awakeFromNib superview=true siblings=2",
                                 "List.viewDidLoad titleLabel=From a nib buttons=-1"])
    }

    @Test func test_I2_missingOutletIsUIKitsUnknownKeyException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let xib = """
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                        <objects>
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1">
                                <connections><outlet property="nonexistent" destination="v" id="o"/></connections>
                            </placeholder>
                            <view id="v"/>
                        </objects>
                    </document>
                    """
                _ = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: UIViewController())
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("[<UIViewController: 0x"))
        #expect(stderr.contains("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key nonexistent."))
    }

    /// The error reading `text` as a file named `name` gives.
    private func error(reading text: String, as name: String = "Bad.storyboard") -> InterfaceBuilderError? {
        do {
            _ = try IBDocument(data: Data(text.utf8), file: name)
            return nil
        } catch {
            return error
        }
    }

    private static let header = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">"#

    @Test func test_I1_badFilesThrowErrorsNamingFileAndLine() {
        let truncated = error(reading: Self.header + "\n<scenes>\n<scene sceneID=\"a\">")
        #expect(truncated?.file == "Bad.storyboard" && truncated?.line != nil)
        #expect(truncated?.problem.hasPrefix("the XML is malformed") == true)

        #expect(error(reading: "<plist version=\"1.0\"/>") == InterfaceBuilderError(
            file: "Bad.storyboard", line: 1, problem: "the root element is <plist>, not an Interface Builder <document>"))

        let legacy = error(reading: "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\">\n</archive>", as: "Old.xib")
        #expect(legacy?.problem.hasPrefix("this is a legacy Interface Builder 3 archive (pre-Xcode 5") == true)

        let duplicate = error(reading: Self.header + """

            <scenes><scene sceneID="s"><objects>
            <viewController id="dup" sceneMemberID="viewController"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="dup"/>
            </objects></scene></scenes></document>
            """)
        #expect(duplicate == InterfaceBuilderError(file: "Bad.storyboard", line: 4, problem: "the id \"dup\" is used twice (first on line 3)"))

        let dangling = error(reading: Self.header + """

            <scenes><scene sceneID="s"><objects>
            <viewController id="vc" sceneMemberID="viewController">
            <connections><outlet property="label" destination="gone" id="o"/></connections>
            </viewController>
            </objects></scene></scenes></document>
            """)
        #expect(dangling == InterfaceBuilderError(file: "Bad.storyboard", line: 4,
                                                  problem: "the outlet \"label\" points to \"gone\", which is not in the file"))

        let missingInitial = error(reading: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" initialViewController="x"><scenes/></document>"#)
        #expect(missingInitial?.problem == "the initial view controller \"x\" is not in the file")

        let mac = error(reading: #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB"/>"#, as: "Mac.xib")
        #expect(mac?.description == "Mac.xib:1: document type \"com.apple.InterfaceBuilder3.Cocoa.XIB\" is not an iOS storyboard or xib")
    }

    @Test func test_I2_aControllerInANibDoesNotKeepItsFilesOwner() {
        let xml = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="IBNibChildOwner" customModule="UIKitTests">
            <connections><outlet property="child" destination="c" id="o"/></connections>
            </placeholder>
            <viewController id="c"/>
            </objects></document>
            """
        weak var weakOwner: IBNibChildOwner?
        weak var weakChild: UIViewController?
        do {
            let owner = IBNibChildOwner()
            _ = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: owner)
            weakChild = owner.child
            weakOwner = owner
            #expect(weakChild != nil)  // the outlet was connected
        }
        #expect(weakOwner == nil && weakChild == nil)
    }

    @Test func test_I1_deepNestingIsRefusedNotACrash() {
        let depth = IBXMLReader.maximumDepth + 10
        let text = Self.header + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>"
        #expect(error(reading: text)?.problem == "elements are nested more than \(IBXMLReader.maximumDepth) deep")
    }

    @Test func test_I5_aCycleOfStoryboardReferencesIsAnError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("I5-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, other) in [("A", "B"), ("B", "A")] {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="r">
                <scenes><scene sceneID="s"><objects>
                <viewControllerPlaceholder storyboardName="\(other)" id="r" sceneMemberID="viewController"/>
                </objects></scene></scenes></document>
                """
            try Data(text.utf8).write(to: dir.appendingPathComponent(name + ".storyboard"))
        }
        let bundle = try #require(Bundle(path: dir.path))
        let storyboard = try UIStoryboard.load(name: "A", bundle: bundle)
        let error = #expect(throws: InterfaceBuilderError.self) {
            _ = try storyboard._instantiate(controllerID: "r", creator: Optional<(NSCoder) -> UIViewController?>.none)
        }
        #expect(error?.description.contains("storyboard references form a cycle") == true)
    }

    @Test func test_I1_missingStoryboardRaisesUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIStoryboard(name: "NoSuchStoryboard", bundle: nil) }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Could not find a storyboard named 'NoSuchStoryboard' in bundle NSBundle <"))
    }
}

/// File's Owner of a nib holding a controller.
@MainActor
final class IBNibChildOwner {
    @Outlet var child: UIViewController!
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Adaptive.storyboard's scene: a stack, a hint shown only in regular height, a caption whose
/// text varies, and the two top constraints Xcode's size inspector swaps.
@MainActor
final class IBAdaptiveViewController: UIViewController {
    @Outlet var stack: UIStackView!
    @Outlet var hint: UILabel!
    @Outlet var caption: UILabel!
    @Outlet var portraitTop: NSLayoutConstraint!
    @Outlet var landscapeTop: NSLayoutConstraint!
    @Outlet var stackWidth: NSLayoutConstraint!
    var events: [String] = []

    /// The varied state, in one line.
    var state: String {
        "axis=\(stack.axis == .vertical ? "V" : "H") spacing=\(Int(stack.spacing)) width=\(Int(stackWidth.constant)) "
            + "top=\(portraitTop.isActive ? "P" : "")\(landscapeTop.isActive ? "L" : "") hint=\(hint.superview == nil ? "out" : "in") "
            + "caption=\(caption.text ?? "nil")/\(caption.numberOfLines)/\(Int(caption.font.pointSize))"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad \(state)")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        events.append("traitCollectionDidChange \(state)")
    }
}

/// Size-class `<variation>`s (Xcode's "Vary for Traits" and the size inspector's Installed
/// boxes), stack view attributes and named colours, from Adaptive.storyboard.
@MainActor
@Suite(.uikit) struct TraitVariationTests {
    private func load() throws -> IBAdaptiveViewController {
        let storyboard = UIStoryboard(name: "Adaptive", bundle: .module)
        return try #require(storyboard.instantiateInitialViewController() as? IBAdaptiveViewController)
    }

    @Test func test_L6_stackViewAttributesAndNamedColoursAreDecoded() throws {
        _ = freshUIKit()
        let controller = try load()
        controller.loadViewIfNeeded()
        #expect(controller.stack.distribution == .fillEqually && controller.stack.alignment == .center)
        #expect(controller.stack.arrangedSubviews.count == 2 && controller.stack.spacing == 8)
        // <color name="Brand"/> has the value recorded in <resources><namedColor>.
        let color = try #require(controller.view.backgroundColor)
        #expect(color == UIColor(red: 0.20000000298023224, green: 0.40000000596046448, blue: 0.60000002384185791, alpha: 1))
    }

    @Test func test_L6_variationsApplyForThePredictedTraitsBeforeViewDidLoad() throws {
        _ = freshUIKit()
        let controller = try load()
        controller.loadViewIfNeeded()
        // A portrait iPhone: compact width, regular height.
        #expect(controller.events == ["viewDidLoad axis=V spacing=8 width=300 top=P hint=in caption=Phone portrait caption/1/17"])
        // The constraint not installed for any size class exists (its outlet is connected) but is inactive.
        #expect(controller.landscapeTop.isActive == false && controller.landscapeTop.constant == 10)
    }

    @Test func test_L6_rotatingSwapsConstraintsSubviewsAndPropertiesBeforeTraitCollectionDidChange() throws {
        let clock = freshUIKit()
        let controller = try load()
        let window = showInWindow(controller)
        #expect(controller.stack.frame.origin.y == 147 && controller.stack.frame.width == 300)
        controller.events = []

        UIScreen.main.setDeviceOrientation(.landscapeLeft)  // compact height
        clock.advance(by: 1)
        drainMainRunLoop()
        // The more specific hC-wC variation adds its line count and font to hC's text.
        #expect(controller.events == ["traitCollectionDidChange axis=H spacing=20 width=520 top=L hint=out caption=Landscape caption/2/20"])
        #expect(controller.stack.frame == CGRect(x: 67, y: 10, width: 520, height: controller.stack.frame.height))
        #expect(controller.hint.superview == nil)

        controller.events = []
        UIScreen.main.setDeviceOrientation(.portrait)
        clock.advance(by: 1)
        drainMainRunLoop()
        // Back to what the file says for portrait; numberOfLines and the font return to the
        // label's own values, and the hint to its place between the stack and the caption.
        #expect(controller.events == ["traitCollectionDidChange axis=V spacing=8 width=300 top=P hint=in caption=Phone portrait caption/1/17"])
        #expect(controller.view.subviews.map { $0 === controller.hint } == [false, true, false])
        #expect(controller.hint.frame.minY == controller.stack.frame.maxY + 8)
        _ = window
    }

    @Test func test_L6_regularWidthGetsTheTextForAnySizeClass() throws {
        _ = freshUIKit()
        let controller = try load()
        controller.traitOverrides.horizontalSizeClass = .regular
        _ = showInWindow(controller)
        #expect(controller.caption.text == "Caption" && controller.stack.axis == .vertical)
        controller.traitOverrides.verticalSizeClass = .compact
        drainMainRunLoop()
        // hC matches; the two compact-width variations do not.
        #expect(controller.caption.text == "Landscape caption" && controller.caption.numberOfLines == 1)
        #expect(controller.stack.axis == .horizontal && controller.landscapeTop.isActive && !controller.portraitTop.isActive)
    }

    @Test func test_L6_aControllerWithVariationsIsReleased() throws {
        _ = freshUIKit()
        weak var controller: IBAdaptiveViewController?
        weak var hint: UILabel?
        weak var stack: UIStackView?
        try {
            let loaded = try load()
            let window = showInWindow(loaded)
            UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
            drainMainRunLoop()
            (controller, hint, stack) = (loaded, loaded.hint, loaded.stack)
            #expect(hint?.superview == nil)  // kept by the file's variations while uninstalled
            window.rootViewController = nil
            window.isHidden = true
        }()
        drainMainRunLoop()
        UIScreen.main.setDeviceOrientation(.portrait, animated: false)
        #expect(controller == nil && hint == nil && stack == nil)
    }

    @Test func test_L6_aVariationOpenUIKitCannotApplyIsReportedAndTheFileLoads() throws {
        _ = freshUIKit()
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
            <objects>
                <label text="Hi" id="lbl-01">
                    <variation key="widthClass=regular" lineBreakMode="clip" text="Hello"/>
                    <variation key="sizeClass=huge" text="?"/>
                </label>
            </objects>
        </document>
        """
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let label = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UILabel)
        #expect(label.text == "Hi")
        #expect(capture.messages == [
            "nib data:6: the size-class variation of key=\"sizeClass=huge\" is not supported by OpenUIKit yet; the value for any size class is used.",
            "nib data:4: the size-class variation of lineBreakMode is not supported by OpenUIKit yet; the value for any size class is used.",
        ])
    }
}

@MainActor
@Suite(.uikit) struct ControlVariationTests {
    @Test func test_L6_fontsAlignmentTextAndEnabledOfControlsVaryWithSizeClass() throws {
        _ = freshUIKit()
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
            <objects>
                <view id="root">
                    <subviews>
                        <textField text="Name" textAlignment="natural" id="fld">
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <variation key="heightClass=compact" textAlignment="center" placeholder="Short">
                                <fontDescription key="fontDescription" type="system" pointSize="11"/>
                            </variation>
                        </textField>
                        <button id="btn">
                            <state key="normal" title="Go"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                            <variation key="heightClass=compact" enabled="NO">
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </variation>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let root = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let field = try #require(root.subviews[0] as? UITextField), button = try #require(root.subviews[1] as? UIButton)
        let state = { "\(Int(field.font?.pointSize ?? 0)) \(field.textAlignment == .center ? "center" : "natural") \(field.placeholder ?? "nil") "
            + "\(Int(button.titleLabel?.font.pointSize ?? 0)) \(button.isEnabled)" }
        // Portrait iPhone (regular height): the values for any size class.
        #expect(state() == "14 natural nil 20 true")
        let controller = UIViewController()
        controller.view = root
        let window = showInWindow(controller)
        defer { window.isHidden = true }
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        #expect(state() == "11 center Short 12 false")
        UIScreen.main.setDeviceOrientation(.portrait, animated: false)
        drainMainRunLoop()
        #expect(state() == "14 natural nil 20 true")
        #expect(capture.messages.isEmpty)
    }
}

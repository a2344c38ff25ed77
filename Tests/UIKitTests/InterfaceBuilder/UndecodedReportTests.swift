import Foundation
import Testing
@_spi(Tools) @testable import UIKit
import UIKitTesting

/// The scene controller of the bar-items storyboard: outlets to items of a navigation item's
/// arrays, and an action from one of them.
@MainActor
final class IUBarItemsController: UIViewController {
    @Outlet var tap: UIBarButtonItem!
    @Outlet var long: UIBarButtonItem!
    @Outlet var edit: UIBarButtonItem!
    var tapped = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addAction("doTap:") { [weak self] _ in self?.tapped += 1 }
    }
}

/// A button reading its storyboard title in `awakeFromNib` and keeping a dimmed copy, as
/// textbook code does; its tint change resets the title to the kept one.
@MainActor
final class IUSpecialButton: UIButton {
    var original: NSAttributedString?
    override func awakeFromNib() {
        super.awakeFromNib()
        original = attributedTitle(for: .normal)
    }
    override func tintColorDidChange() {
        setAttributedTitle(original, for: .normal)
    }
}

/// The scene controller of the styled-button storyboard.
@MainActor
final class IUButtonController: UIViewController {
    @Outlet var special: IUSpecialButton!
}

/// File's Owner of the header nib: an outlet and an action into a collection view's section
/// header, which OpenUIKit does not decode.
@MainActor
final class IUHeaderOwner: UIViewController {
    @Outlet var headerLabel: UILabel!
    @Outlet var grid: UICollectionView!
}

/// What storyboards and nibs hold that OpenUIKit does not decode is reported (IU1–IU3), and
/// what textbook apps use is decoded (IU4, IU5).
@MainActor
@Suite(.uikit) struct UndecodedReportTests {
    init() { _ = freshUIKit() }

    /// A nib with what OpenUIKit reads, what Xcode writes for its canvas only (not reported),
    /// and four things it does not decode (two of one kind).
    private let undecoded = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="root" userLabel="Root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" text="One" lineBreakMode="tailTruncation" enabled="NO" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" misplaced="YES" id="l1">
                        <rect key="frame" x="20" y="60" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <color key="textColor" systemColor="labelColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <color key="highlightedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <label opaque="NO" contentMode="left" text="Two" enabled="NO" id="l2">
                        <rect key="frame" x="20" y="90" width="200" height="21"/>
                        <color key="highlightedColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                        <rect key="frame" x="20" y="120" width="100" height="40"/>
                        <state key="normal" title="Go" image="star" catalog="system">
                            <preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="large"/>
                        </state>
                    </button>
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <point key="canvasLocation" x="131" y="-34"/>
            </view>
        </objects>
        <resources>
            <systemColor name="labelColor">
                <color red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </systemColor>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

    private func nib(_ xml: String, name: String) throws -> UINib {
        UINib(document: try IBDocument(data: Data(xml.utf8), file: name), bundle: .main)
    }

    @Test func test_IU1_whatANibLeavesUndecodedIsReportedByFileAndLineAndCanvasDetailIsNot() throws {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let objects = try nib(undecoded, name: "IU1Labels.xib").instantiate(withOwner: nil)
        let root = try #require(objects.first as? UIView)
        #expect((root.subviews[0] as? UILabel)?.text == "One" && (root.subviews[1] as? UILabel)?.text == "Two")
        // A label's highlighted colour is decoded (LB3); the baseline adjustment is not.
        #expect(capture.messages == [
            #"IU1Labels.xib:15: the attribute enabled="NO" of <label> is not decoded by OpenUIKit yet; it was ignored."#,
            #"IU1Labels.xib:28: <preferredSymbolConfiguration key="preferredSymbolConfiguration"> of <button><state key="normal"> is not decoded by OpenUIKit yet; it was ignored."#,
        ])
    }

    @Test func test_IU2_anAppIsToldOncePerFileAndKindAndTheCheckListsEveryOccurrence() throws {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let made = try nib(undecoded, name: "IU2Labels.xib")
        _ = made.instantiate(withOwner: nil)
        _ = made.instantiate(withOwner: nil)
        // The second label's baseline adjustment is the same kind as the first's: told once, and not again.
        #expect(capture.messages.count == 2)
        #expect(capture.messages.filter { $0.contains("enabled") } == [
            #"IU2Labels.xib:15: the attribute enabled="NO" of <label> is not decoded by OpenUIKit yet; it was ignored."#,
        ])

        let report = InterfaceBuilderCheck.check(data: Data(undecoded.utf8), name: "IU2Check.xib")
        #expect(report.errors == [])
        #expect(report.undecoded.map { "\($0.line) \($0.what)" } == [
            #"15 enabled of <label>"#,
            #"21 enabled of <label>"#,
            #"28 <preferredSymbolConfiguration key="preferredSymbolConfiguration"> of <button><state key="normal">"#,
        ])
        #expect(report.undecoded.map(\.kind) == [.attribute, .attribute, .element])
        #expect(report.warnings.contains(#"IU2Check.xib:21: the attribute enabled="NO" of <label> is not decoded by OpenUIKit yet; it was ignored."#))
    }

    @Test func test_IU3_anOutletOrActionWithAnEndInAnUndecodedElementIsReportedAndNeverRaises() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="IUHeaderOwner" customModule="UIKitTests">
                    <connections>
                        <outlet property="headerLabel" destination="hl" id="o1"/>
                        <outlet property="grid" destination="cv" id="o2"/>
                    </connections>
                </placeholder>
                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                        <size key="itemSize" width="50" height="50"/>
                    </collectionViewFlowLayout>
                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hv">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="50"/>
                        <subviews>
                            <label opaque="NO" text="Header" id="hl">
                                <rect key="frame" x="8" y="8" width="200" height="21"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="hb">
                                <rect key="frame" x="300" y="8" width="60" height="30"/>
                                <connections>
                                    <action selector="tapHeader:" destination="-1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                    </collectionReusableView>
                </collectionView>
            </objects>
        </document>
        """
        let owner = IUHeaderOwner(nibName: nil, bundle: nil)
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        _ = try nib(xml, name: "IU3Header.xib").instantiate(withOwner: owner)
        #expect(owner.grid != nil && owner.headerLabel == nil)
        #expect(capture.messages == [
            #"IU3Header.xib:6: the outlet "headerLabel" of <placeholder id="-1"> was not connected: its destination <label id="hl"> was never made, because <collectionReusableView key="sectionHeaderView"> of <collectionView> (line 15) is not decoded by OpenUIKit yet."#,
            #"IU3Header.xib:15: <collectionReusableView key="sectionHeaderView"> of <collectionView> is not decoded by OpenUIKit yet; it was ignored."#,
            #"IU3Header.xib:24: the action "tapHeader:" of <button id="hb"> was not connected: its source (line 21) was never made, because <collectionReusableView key="sectionHeaderView"> of <collectionView> (line 15) is not decoded by OpenUIKit yet."#,
        ])
        let report = InterfaceBuilderCheck.check(data: Data(xml.utf8), name: "IU3Check.xib")
        #expect(report.undecoded.map(\.what) == [
            "outlet whose destination was not made",
            #"<collectionReusableView key="sectionHeaderView"> of <collectionView>"#,
            "action whose source was not made",
        ])
    }

    private func storyboard(_ xml: String, name: String) throws -> UIStoryboard {
        UIStoryboard(document: try IBDocument(data: Data(xml.utf8), file: name + ".storyboard"), name: name, bundle: .main)
    }

    private func scene(_ body: String, initial: String = "vc") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" initialViewController="\(initial)">
            <scenes>
                <scene sceneID="s1">
                    <objects>
        \(body)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="10" y="10"/>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func test_IU4_outletsAndActionsToItemsOfANavigationItemsArraysConnect() throws {
        let xml = scene("""
                        <viewController id="vc" customClass="IUBarItemsController" customModule="UIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                            <navigationItem key="navigationItem" title="Bars" id="ni">
                                <leftBarButtonItems>
                                    <barButtonItem title="Edit" id="b3"/>
                                </leftBarButtonItems>
                                <rightBarButtonItems>
                                    <barButtonItem title="Tap" width="50" id="b1">
                                        <connections>
                                            <action selector="doTap:" destination="vc" id="a1"/>
                                        </connections>
                                    </barButtonItem>
                                    <barButtonItem title="Long" width="50" id="b2"/>
                                </rightBarButtonItems>
                            </navigationItem>
                            <connections>
                                <outlet property="long" destination="b2" id="o2"/>
                                <outlet property="tap" destination="b1" id="o1"/>
                                <outlet property="edit" destination="b3" id="o3"/>
                            </connections>
                        </viewController>
        """)
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let controller = try #require(try storyboard(xml, name: "IU4Bars").instantiateInitialViewController() as? IUBarItemsController)
        controller.loadViewIfNeeded()
        #expect(controller.tap != nil && controller.tap === controller.navigationItem.rightBarButtonItems?.first)
        #expect(controller.long === controller.navigationItem.rightBarButtonItems?.last)
        #expect(controller.edit === controller.navigationItem.leftBarButtonItems?.first)
        #expect(controller.tap.width == 50)
        #expect(controller.tap.target === controller && controller.tap.action == Selector("doTap:"))
        #expect(capture.messages == [])
    }

    @Test func test_IU5_aStoryboardButtonsStyledTitleIsThereInAwakeFromNib() throws {
        let xml = scene("""
                        <viewController id="vc" customClass="IUButtonController" customModule="UIKitTests" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="btn" customClass="IUSpecialButton" customModule="UIKitTests" customModuleProvider="target">
                                        <rect key="frame" x="16" y="165" width="174" height="29.5"/>
                                        <state key="normal">
                                            <attributedString key="attributedTitle">
                                                <fragment content="I am a very special Button">
                                                    <attributes>
                                                        <color key="NSColor" red="1" green="0.0" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                        <font key="NSFont" size="15" name="HelveticaNeue"/>
                                                    </attributes>
                                                </fragment>
                                            </attributedString>
                                        </state>
                                    </button>
                                </subviews>
                                <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <viewLayoutGuide key="safeArea" id="sa"/>
                            </view>
                            <connections>
                                <outlet property="special" destination="btn" id="o1"/>
                            </connections>
                        </viewController>
        """)
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let controller = try #require(try storyboard(xml, name: "IU5Button").instantiateInitialViewController() as? IUButtonController)
        controller.loadViewIfNeeded()
        #expect(capture.messages == [])
        let button = try #require(controller.special)
        #expect(button.original?.string == "I am a very special Button")
        #expect(button.attributedTitle(for: .normal)?.string == "I am a very special Button")
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(button.attributedTitle(for: .normal)?.string == "I am a very special Button")
    }
}

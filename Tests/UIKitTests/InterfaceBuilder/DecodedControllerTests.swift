import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// What Xcode writes for container controllers, their bars and their children is decoded,
/// so none of it is reported (IU9, IU10).
@MainActor
@Suite(.uikit) struct DecodedControllerTests {
    init() { _ = freshUIKit() }

    private let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" initialViewController="nav">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController automaticallyAdjustsScrollViewInsets="NO" toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                        <toolbarItems/>
                        <navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" barStyle="black" translucent="NO" largeTitles="YES" id="bar">
                            <rect key="frame" x="0.0" y="44" width="390" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="barTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <textAttributes key="titleTextAttributes">
                                <fontDescription key="fontDescription" type="system" weight="light" pointSize="16"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="-1"/>
                            </textAttributes>
                        </navigationBar>
                        <nil name="viewControllers"/>
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tool">
                            <rect key="frame" x="0.0" y="760" width="390" height="49"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                        <connections>
                            <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <tableViewController clearsSelectionOnViewWillAppear="NO" extendedLayoutIncludesOpaqueBars="YES" id="list" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tv">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        </tableView>
                        <extendedEdge key="edgesForExtendedLayout" top="YES"/>
                        <toolbarItems>
                            <barButtonItem systemItem="flexibleSpace" id="f1"/>
                            <barButtonItem title="Sort" id="sort"/>
                        </toolbarItems>
                        <navigationItem key="navigationItem" title="List" largeTitleDisplayMode="never" id="ni"/>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <tabBarController id="tabs" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translucent="NO" itemPositioning="centered" id="tb">
                            <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                            <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            <color key="unselectedItemTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </tabBar>
                    </tabBarController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <pageViewController storyboardIdentifier="Pages" autoresizesArchivedViewToFullSize="NO" transitionStyle="pageCurl" navigationOrientation="vertical" spineLocation="mid" doubleSided="YES" id="pages" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr4" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    private func storyboard() throws -> UIStoryboard {
        UIStoryboard(document: try IBDocument(data: Data(xml.utf8), file: "IUControllers.storyboard"), name: "IUControllers", bundle: .main)
    }

    @Test func test_IU9_controllersTakeTheirLayoutFlagsToolbarItemsAndPageStyle() throws {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        #expect(!navigation.automaticallyAdjustsScrollViewInsets)
        let list = try #require(navigation.topViewController as? UITableViewController)
        #expect(!list.clearsSelectionOnViewWillAppear && list.extendedLayoutIncludesOpaqueBars)
        #expect(list.edgesForExtendedLayout == .top)
        #expect(list.toolbarItems?.map { $0.title ?? "-" } == ["-", "Sort"])
        #expect(list.navigationItem.largeTitleDisplayMode == .never)
        list.loadViewIfNeeded()

        let pages = try #require(try storyboard().instantiateViewController(withIdentifier: "Pages") as? UIPageViewController)
        #expect(pages.transitionStyle == .pageCurl && pages.navigationOrientation == .vertical)
        #expect(pages.spineLocation == .mid && pages.isDoubleSided)
        // The page controller's archived-view flag is not modelled, and reported (IU1).
        #expect(capture.messages == [
            #"IUControllers.storyboard:61: the attribute autoresizesArchivedViewToFullSize="NO" of <pageViewController> is not decoded by OpenUIKit yet; it was ignored."#,
        ])
    }

    @Test func test_IU10_containerControllersStyleTheirOwnBarsFromTheFile() throws {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let bar: UINavigationBar = navigation.navigationBar
        #expect(bar.barStyle == .black && !bar.isTranslucent && bar.prefersLargeTitles)
        #expect(bar.barTintColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let title = bar.titleTextAttributes ?? [:]
        let font = title[.font] as? UIFont
        #expect(font?.pointSize == 16)
        let color = title[.foregroundColor] as? UIColor
        #expect(color == UIColor(white: 1, alpha: 1))
        let shadow = title[.shadow] as? NSShadow
        #expect(shadow?.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!navigation.isToolbarHidden)
        // The file's frame is Xcode's canvas: the controller places its bar.
        #expect(bar.frame.size.width != 390 || bar.frame.origin.y != 44 || bar.frame.height != 96)

        let tabs = try #require(try storyboard()._instantiate(controllerID: "tabs", creator: Optional<(NSCoder) -> UIViewController?>.none) as? UITabBarController)
        #expect(!tabs.tabBar.isTranslucent && tabs.tabBar.itemPositioning == .centered)
        #expect(tabs.tabBar.unselectedItemTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(tabs.tabBar.frame.width != 1000)
        #expect(capture.messages == [])
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// File's Owner of the bars nib: the target of the toolbar's item and the tab bar's delegate.
@MainActor
final class BarsOwner: UIViewController, UITabBarDelegate {
    @Outlet var toolbar: UIToolbar!
    @Outlet var tabBar: UITabBar!
    var events: [String] = []

    func listen() {
        addAction("share:") { [weak self] sender in self?.events.append("share: \((sender as? UIBarButtonItem)?.title ?? "?")") }
    }

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        events.append("didSelect \(item.title ?? "nil") tag=\(item.tag)")
    }
}

/// Toolbars and tab bars used alone in a view, with their `<items>` (L6).
@MainActor
@Suite(.uikit) struct BarDecodingTests {
    init() { _ = freshUIKit() }

    private let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BarsOwner" customModule="UIKitTests">
                <connections>
                    <outlet property="view" destination="bar-00-vew" id="bar-00-o01"/>
                    <outlet property="toolbar" destination="bar-00-tlb" id="bar-00-o02"/>
                    <outlet property="tabBar" destination="bar-00-tab" id="bar-00-o03"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="bar-00-vew">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar-00-tlb">
                        <rect key="frame" x="0.0" y="700" width="390" height="44"/>
                        <items>
                            <barButtonItem title="Share" id="bar-00-shr">
                                <connections>
                                    <action selector="share:" destination="-1" id="bar-00-a01"/>
                                </connections>
                            </barButtonItem>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="bar-00-flx"/>
                            <barButtonItem systemItem="trash" id="bar-00-trs"/>
                        </items>
                    </toolbar>
                    <tabBar contentMode="scaleToFill" id="bar-00-tab">
                        <rect key="frame" x="0.0" y="795" width="390" height="49"/>
                        <items>
                            <tabBarItem systemItem="favorites" id="bar-00-fav"/>
                            <tabBarItem title="Inbox" image="tray" catalog="system" badgeValue="3" tag="7" id="bar-00-inb"/>
                        </items>
                        <connections>
                            <outlet property="delegate" destination="-1" id="bar-00-o04"/>
                        </connections>
                    </tabBar>
                </subviews>
            </view>
        </objects>
    </document>
    """

    private func load() throws -> BarsOwner {
        let owner = BarsOwner(nibName: nil, bundle: nil)
        owner.listen()
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        _ = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: owner)
        #expect(capture.messages == [])
        return owner
    }

    @Test func test_L6_aToolbarGetsItsItemsAndTheirActions() throws {
        let owner = try load()
        let items = try #require(owner.toolbar.items)
        #expect(items.map { $0.title ?? "-" } == ["Share", "-", "-"])
        #expect(items[0].action == Selector("share:") && items[0].target === owner)
        _ = showInWindow(owner)
        UIApplication.shared.sendAction(items[0].action!, to: items[0].target, from: items[0], for: nil)
        #expect(owner.events == ["share: Share"])
    }

    @Test func test_L6_aTabBarGetsItsItemsAndDelegate() throws {
        let owner = try load()
        let items = try #require(owner.tabBar.items)
        #expect(items.map(\.systemItem) == [.favorites, nil])
        #expect(items[1].title == "Inbox" && items[1].tag == 7 && items[1].badgeValue == "3")
        #expect(owner.tabBar.delegate === owner)
        _ = showInWindow(owner)
        tap(try #require(owner.tabBar._buttonView(for: items[1])))
        #expect(owner.events == ["didSelect Inbox tag=7"] && owner.tabBar.selectedItem === items[1])
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// File's Owner of the attributes nib.
@MainActor
final class IUAttributesOwner: UIViewController {
    @Outlet var scroll: UIScrollView!
    @Outlet var label: UILabel!
    @Outlet var oldLabel: UILabel!
    @Outlet var button: UIButton!
    @Outlet var table: UITableView!
    @Outlet var headerLabel: UILabel!
    @Outlet var pages: UIPageControl!
    @Outlet var toolbar: UIToolbar!
    @Outlet var text: UITextView!
}

/// What Xcode writes for scroll views, labels, buttons, views, tables, bar items and page
/// controls is decoded, so none of it is reported (IU6–IU8, IU11–IU13).
@MainActor
@Suite(.uikit) struct DecodedAttributesTests {
    init() { _ = freshUIKit() }

    private let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="IUAttributesOwner" customModule="UIKitTests">
                <connections>
                    <outlet property="view" destination="root" id="o0"/>
                    <outlet property="scroll" destination="sv" id="o1"/>
                    <outlet property="label" destination="lb" id="o2"/>
                    <outlet property="oldLabel" destination="ol" id="o3"/>
                    <outlet property="button" destination="bt" id="o4"/>
                    <outlet property="table" destination="tv" id="o5"/>
                    <outlet property="headerLabel" destination="hl" id="o6"/>
                    <outlet property="pages" destination="pc" id="o8"/>
                    <outlet property="toolbar" destination="tb" id="o9"/>
                    <outlet property="text" destination="tx" id="o10"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <subviews>
                    <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" bounces="NO" alwaysBounceVertical="YES" pagingEnabled="YES" showsHorizontalScrollIndicator="NO" delaysContentTouches="NO" canCancelContentTouches="NO" contentInsetAdjustmentBehavior="never" minimumZoomScale="0.0" maximumZoomScale="0.0" bouncesZoom="NO" id="sv">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="100"/>
                        <inset key="scrollIndicatorInsets" minX="0.0" minY="4" maxX="0.0" maxY="8"/>
                    </scrollView>
                    <label opaque="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="252" horizontalCompressionResistancePriority="749" verticalCompressionResistancePriority="1200" text="Name" lineBreakMode="middleTruncation" baselineAdjustment="alignBaselines" adjustsFontForContentSizeCategory="YES" preferredMaxLayoutWidth="120" insetsLayoutMarginsFromSafeArea="NO" preservesSuperviewLayoutMargins="YES" semanticContentAttribute="forceRightToLeft" id="lb">
                        <rect key="frame" x="20" y="110" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                        <color key="shadowColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                        <size key="shadowOffset" width="1" height="2"/>
                    </label>
                    <label opaque="NO" contentMode="left" text="Old" lineBreakMode="wordWrap" adjustsFontSizeToFit="YES" minimumFontSize="10" id="ol">
                        <rect key="frame" x="20" y="140" width="200" height="21"/>
                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" lineBreakMode="characterWrap" id="bt">
                        <rect key="frame" x="20" y="170" width="100" height="40"/>
                        <state key="normal" title="Go" backgroundImage="square" catalog="system">
                            <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                        </state>
                    </button>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" showsVerticalScrollIndicator="NO" text="Notes" id="tx">
                        <rect key="frame" x="20" y="220" width="200" height="60"/>
                        <fontDescription key="fontDescription" type="system" size="system"/>
                    </textView>
                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" allowsSelectionDuringEditing="YES" id="tv">
                        <rect key="frame" x="0.0" y="300" width="390" height="300"/>
                        <color key="sectionIndexBackgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <view key="tableHeaderView" contentMode="scaleToFill" id="hv">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                            <subviews>
                                <label opaque="NO" contentMode="left" text="Header" id="hl">
                                    <rect key="frame" x="8" y="8" width="200" height="21"/>
                                </label>
                            </subviews>
                        </view>
                        <sections>
                            <tableViewSection id="s1">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" hidesAccessoryWhenEditing="NO" editingAccessoryType="checkmark" shouldIndentWhileEditing="NO" indentationWidth="10" id="c1">
                                        <rect key="frame" x="0.0" y="44" width="390" height="44"/>
                                        <inset key="separatorInset" minX="30" minY="0.0" maxX="0.0" maxY="0.0"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="c1" id="cv1">
                                            <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                    <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="5" currentPage="2" hidesForSinglePage="YES" id="pc">
                        <rect key="frame" x="0.0" y="610" width="390" height="26"/>
                        <color key="pageIndicatorTintColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                        <color key="currentPageIndicatorTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </pageControl>
                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" barStyle="black" translucent="NO" id="tb">
                        <rect key="frame" x="0.0" y="700" width="390" height="44"/>
                        <items>
                            <barButtonItem image="gear" catalog="system" style="done" width="42" enabled="NO" id="i1">
                                <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </barButtonItem>
                            <barButtonItem style="plain" id="i2">
                                <switch key="customView" opaque="NO" contentMode="scaleToFill" on="YES" id="sw">
                                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                                </switch>
                            </barButtonItem>
                        </items>
                    </toolbar>
                </subviews>
            </view>
        </objects>
    </document>
    """

    private func load() throws -> (IUAttributesOwner, [String]) {
        let owner = IUAttributesOwner(nibName: nil, bundle: nil)
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        _ = UINib(document: try IBDocument(data: Data(xml.utf8), file: "IUAttributes.xib"), bundle: .main).instantiate(withOwner: owner)
        return (owner, capture.messages)
    }

    @Test func test_IU1_aNibUsingAllOfTheseIsDecodedWithoutAReport() throws {
        let (_, messages) = try load()
        #expect(messages == [])
    }

    @Test func test_IU6_aScrollViewTakesItsScrollingAndIndicatorAttributes() throws {
        let scroll = try #require(try load().0.scroll)
        #expect(!scroll.bounces && scroll.alwaysBounceVertical && scroll.isPagingEnabled)
        #expect(!scroll.showsHorizontalScrollIndicator && scroll.showsVerticalScrollIndicator)
        #expect(!scroll.delaysContentTouches && !scroll.canCancelContentTouches)
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
        #expect(scroll.verticalScrollIndicatorInsets == UIEdgeInsets(top: 4, left: 0, bottom: 8, right: 0))
        let text = try #require(try load().0.text)
        #expect(!text.showsVerticalScrollIndicator)
    }

    @Test func test_IU7_labelsAndButtonsTakeTheirTextAttributes() throws {
        let owner = try load().0
        let label = try #require(owner.label)
        #expect(label.lineBreakMode == .byTruncatingMiddle)
        #expect(label.shadowColor == UIColor(white: 0, alpha: 1) && label.shadowOffset == CGSize(width: 1, height: 2))
        #expect(label.preferredMaxLayoutWidth == 120 && label.adjustsFontForContentSizeCategory)
        let old = try #require(owner.oldLabel)
        #expect(old.lineBreakMode == .byWordWrapping && old.adjustsFontSizeToFitWidth && old.minimumScaleFactor == 0.5)
        let button = try #require(owner.button)
        #expect(button.titleLabel?.lineBreakMode == .byCharWrapping)
        #expect(button.titleShadowColor(for: .normal) == UIColor(white: 0.5, alpha: 1))
        #expect(button.backgroundImage(for: .normal) != nil)
        #expect(owner.text.font?.pointSize == UIFont.systemFontSize)
    }

    @Test func test_IU8_viewsTakeTheirPrioritiesMarginsAndDirection() throws {
        let label = try #require(try load().0.label)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(label.contentHuggingPriority(for: .vertical) == UILayoutPriority(252))
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(749))
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .required)
        #expect(!label.insetsLayoutMarginsFromSafeArea && label.preservesSuperviewLayoutMargins)
        #expect(label.semanticContentAttribute == .forceRightToLeft)
    }

    @Test func test_IU11_barButtonItemsTakeTheirImageStyleWidthStateTintAndCustomView() throws {
        let toolbar = try #require(try load().0.toolbar)
        let items = try #require(toolbar.items)
        #expect(items.count == 2)
        #expect(items[0].image != nil && items[0].title == nil && items[0].style == .done)
        #expect(items[0].width == 42 && !items[0].isEnabled)
        #expect(items[0].tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect((items[1].customView as? UISwitch)?.isOn == true)
        #expect(toolbar.barStyle == .black && !toolbar.isTranslucent)
    }

    @Test func test_IU12_aTablesHeaderViewIsMadeAndConnectedAndCellsTakeEditingAttributes() throws {
        let owner = try load().0
        let table = try #require(owner.table)
        #expect(table.tableHeaderView != nil && owner.headerLabel?.superview === table.tableHeaderView)
        #expect(owner.headerLabel.text == "Header")
        #expect(table.allowsSelectionDuringEditing)
        #expect(table.sectionIndexBackgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let cell = try #require(table._staticSections?.first?.cells.first)
        #expect(cell.separatorInset.left == 30 && cell.editingAccessoryType == .checkmark && !cell.shouldIndentWhileEditing)
    }

    @Test func test_IU13_aPageControlTakesItsPagesAndColours() throws {
        let pages = try #require(try load().0.pages)
        #expect(pages.numberOfPages == 5 && pages.currentPage == 2 && pages.hidesForSinglePage)
        #expect(pages.pageIndicatorTintColor == UIColor(white: 0.5, alpha: 1))
        #expect(pages.currentPageIndicatorTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}

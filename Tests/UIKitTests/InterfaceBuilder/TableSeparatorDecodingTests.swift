import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// File's Owner of the separators nib: a table and a top-level cell.
@MainActor
final class SeparatorsOwner: NSObject {
    @Outlet var table: UITableView!
    @Outlet var plainTable: UITableView!
    @Outlet var cell: UITableViewCell!
}

/// A table's separator and section index settings from Interface Builder (SX13).
@MainActor
@Suite(.uikit) struct TableSeparatorDecodingTests {
    init() { _ = freshUIKit() }

    private let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SeparatorsOwner" customModule="UIKitTests">
                <connections>
                    <outlet property="table" destination="sep-00-tbl" id="sep-00-o01"/>
                    <outlet property="plainTable" destination="sep-00-pln" id="sep-00-o02"/>
                    <outlet property="cell" destination="sep-00-cel" id="sep-00-o03"/>
                </connections>
            </placeholder>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" separatorInsetReference="fromAutomaticInsets" sectionIndexMinimumDisplayRowCount="12" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="sep-00-tbl">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                <color key="separatorColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <inset key="separatorInset" minX="24" minY="0.0" maxX="8" maxY="0.0"/>
                <color key="sectionIndexColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="sectionIndexBackgroundColor" white="0.85" alpha="1" colorSpace="calibratedWhite"/>
                <color key="sectionIndexTrackingBackgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </tableView>
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="none" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="sep-00-pln">
                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
            </tableView>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="sep-00-cel">
                <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                <inset key="separatorInset" minX="50" minY="0.0" maxX="4" maxY="0.0"/>
            </tableViewCell>
        </objects>
    </document>
    """

    @Test func test_SX13_aTableFromAFileHasItsSeparatorInsetReferenceIndexLimitAndIndexColours() throws {
        let owner = SeparatorsOwner()
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        _ = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: owner)
        #expect(capture.messages == [])
        let table = try #require(owner.table)
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 8))
        #expect(table.separatorInsetReference == .fromAutomaticInsets && table.sectionIndexMinimumDisplayRowCount == 12)
        #expect(table.separatorColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(table.sectionIndexColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(table.sectionIndexBackgroundColor == UIColor(white: 0.85, alpha: 1))
        #expect(table.sectionIndexTrackingBackgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        // Without them: UIKit's defaults.
        let plain = try #require(owner.plainTable)
        #expect(plain.separatorStyle == .none && plain.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(plain.separatorInsetReference == .fromCellEdges && plain.sectionIndexMinimumDisplayRowCount == 0)
        #expect(plain.sectionIndexColor == nil && plain.sectionIndexBackgroundColor == nil && plain.sectionIndexTrackingBackgroundColor == nil)
        // A cell's own inset from the file wins over a table's (SX10).
        let cell = try #require(owner.cell)
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 4))
        cell._tableView = table
        cell.layoutIfNeeded()
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 4))
    }
}

import Foundation
import Testing
@_spi(Tools) import UIKit
import UIKitTesting

/// `@IBInspectable` properties of code written for iOS, ported by `uikit-port`
/// (CounterViewController.swift here is its output): a nib's runtime attributes set them
/// through their setters, as key-value coding does on iOS.
@MainActor
@Suite(.uikit) struct PortedInspectableTests {
    init() { _ = freshUIKit() }

    static let nib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
            <objects>
                <label text="7" id="badge" customClass="CounterBadge" customModule="UIKitTests">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="highlighted" value="YES"/>
                        <userDefinedRuntimeAttribute type="color" keyPath="ringColor"><color key="value" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="scale"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="badgeInset"><real key="value" value="3.7"/></userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="5"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </label>
                <button contentMode="scaleToFill" id="plain">
                    <rect key="frame" x="0.0" y="40" width="80" height="30"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><integer key="value" value="8"/></userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </button>
            </objects>
        </document>
        """.utf8)

    @Test func test_I6_runtimeAttributesSetPortedInspectablesThroughTheirSettersAlsoFromExtensionsOfUIKitClasses() throws {
        let objects = UINib(data: Self.nib, bundle: .module).instantiate(withOwner: nil)
        let badge = try #require(objects.first as? CounterBadge)
        let button = try #require(objects.last as? UIButton)
        // The observers ran in the file's order (a number truncated for an Int property), before awakeFromNib.
        #expect(badge.changes == ["highlighted true", "inset 3", "awake"])
        #expect(badge.highlighted && badge.scale == 2)
        #expect(badge.ringColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1) && badge.layer.borderColor == badge.ringColor?.cgColor)
        // The computed property of `extension UIView` is set on a custom class and on a plain UIKit button.
        #expect(badge.layer.cornerRadius == 5 && badge.layer.masksToBounds)
        #expect(button.layer.cornerRadius == 8 && button.clipsToBounds)
    }

    /// The nib with the badge's `highlighted` attribute written as `attribute`.
    static func nib(highlighted attribute: String) -> Data {
        Data(String(decoding: nib, as: UTF8.self)
            .replacing(#"<userDefinedRuntimeAttribute type="boolean" keyPath="highlighted" value="YES"/>"#, with: attribute).utf8)
    }

    @Test func test_I6_aStringSetsAScalarAsNSStringReadsItAValueWithoutThatReadingIsUIKitsException() throws {
        let string = Self.nib(highlighted: #"<userDefinedRuntimeAttribute type="string" keyPath="highlighted" value="yes"/>"#)
        let badge = try #require(UINib(data: string, bundle: .module).instantiate(withOwner: nil).first as? CounterBadge)
        #expect(badge.highlighted && badge.changes == ["highlighted true", "inset 3", "awake"])

        let color = Self.nib(highlighted: #"<userDefinedRuntimeAttribute type="color" keyPath="highlighted"><color key="value" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></userDefinedRuntimeAttribute>"#)
        let report = InterfaceBuilderCheck.check(data: color, name: "Badge.xib", bundle: .module)
        #expect(report.warnings.count == 1)
        #expect(report.warnings.first?.contains("-[UIColor boolValue]: unrecognized selector sent to instance 0x") == true)
        let number = Self.nib(highlighted: #"<userDefinedRuntimeAttribute type="number" keyPath="ringColor"><integer key="value" value="1"/></userDefinedRuntimeAttribute>"#)
        let second = InterfaceBuilderCheck.check(data: number, name: "Badge.xib", bundle: .module)
        #expect(second.warnings.count == 1)
        #expect(second.warnings.first?.contains("is a __NSCFNumber, which its property of type Optional<UIColor> cannot hold") == true)
    }
}

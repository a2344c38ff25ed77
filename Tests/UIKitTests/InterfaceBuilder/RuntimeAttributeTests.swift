import Foundation
import Testing
@_spi(Tools) @testable import UIKit
import UIKitTesting

/// `userDefinedRuntimeAttributes` (I2): set after the objects exist, before `awakeFromNib`.
@MainActor
@Suite(.uikit) struct RuntimeAttributeTests {
    init() { _ = freshUIKit() }

    static func xib(_ attributes: String, customClass: String = "IBBadgeView") -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <view contentMode="scaleToFill" id="badge" customClass="\(customClass)" customModule="UIKitTests">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                        <userDefinedRuntimeAttributes>
            \(attributes)
                        </userDefinedRuntimeAttributes>
                    </view>
                </objects>
            </document>
            """.utf8)
    }

    @Test func test_I2_runtimeAttributesSetUIKitKeyPathsAndInspectablesBeforeAwakeFromNib() throws {
        UIStoryboard.registerRuntimeAttribute("ringWidth", for: UIView.self) { view, value in
            view.layer.borderWidth = (value as? CGFloat ?? 0) * 2
        }
        let data = Self.xib("""
            <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value="6.5"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
            <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="string" keyPath="badgeText" value="New"/>
            <userDefinedRuntimeAttribute type="number" keyPath="badgeScale"><integer key="value" value="2"/></userDefinedRuntimeAttribute>
            <userDefinedRuntimeAttribute type="number" keyPath="ringWidth"><integer key="value" value="3"/></userDefinedRuntimeAttribute>
            """)
        let badge = try #require(UINib(data: data, bundle: .module).instantiate(withOwner: nil).first as? IBBadgeView)
        #expect(badge.layer.cornerRadius == 6.5 && badge.clipsToBounds)
        #expect(badge.layer.borderColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
        #expect(badge.badgeText == "New" && badge.badgeScale == 2)
        #expect(badge.seenInAwake == "New 2.0")  // set before awakeFromNib
        #expect(badge.layer.borderWidth == 6)  // the registered setter ran
    }

    @Test func test_I2_anUnknownRuntimeAttributeIsUIKitsUnknownKeyException() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let data = RuntimeAttributeTests.xib(#"<userDefinedRuntimeAttribute type="string" keyPath="noSuchKey" value="x"/>"#)
                _ = UINib(data: data, bundle: .module).instantiate(withOwner: nil)
            }
        }
        let report = InterfaceBuilderCheck.check(data: Self.xib(#"<userDefinedRuntimeAttribute type="string" keyPath="noSuchKey" value="x"/>"#),
                                                 name: "Badge.xib", bundle: .module)
        #expect(report.errors.isEmpty)
        #expect(report.warnings.count == 1 && report.warnings[0].hasSuffix("this class is not key value coding-compliant for the key noSuchKey."))
    }
}

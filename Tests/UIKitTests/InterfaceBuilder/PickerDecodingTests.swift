import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Colour wells and date pickers' newer settings from Interface Builder XML (CW8, DT10).
@MainActor
@Suite(.uikit) struct PickerDecodingTests {
    init() { _ = freshUIKit() }

    private func xib(_ element: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
            \(element)
                </objects>
            </document>
            """.utf8)
    }

    @Test func test_CW8_aColorWellTakesItsTitleAlphaAndColor() throws {
        let data = xib("""
            <colorWell contentMode="scaleToFill" title="Ink" supportsAlpha="NO" id="w1">
                <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
                <color key="selectedColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </colorWell>
            """)
        let well = try #require(UINib(data: data, bundle: .module).instantiate(withOwner: nil).first as? UIColorWell)
        #expect(well.title == "Ink" && !well.supportsAlpha && well.selectedColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let plain = try #require(UINib(data: xib(#"<colorWell contentMode="scaleToFill" id="w2"/>"#), bundle: .module)
            .instantiate(withOwner: nil).first as? UIColorWell)
        #expect(plain.title == nil && plain.supportsAlpha && plain.selectedColor == nil)
    }

    @Test func test_DT10_aCountdownPickerTakesItsDurationAndRounding() throws {
        let data = xib("""
            <datePicker contentMode="scaleToFill" datePickerMode="countDownTimer" minuteInterval="5" countDownDuration="3725" roundsToMinuteInterval="NO" style="wheels" id="d1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
            </datePicker>
            """)
        let picker = try #require(UINib(data: data, bundle: .module).instantiate(withOwner: nil).first as? UIDatePicker)
        #expect(picker.datePickerMode == .countDownTimer && picker.minuteInterval == 5)
        #expect(picker.countDownDuration == 3_600 && !picker.roundsToMinuteInterval)  // 62 min, down to the interval: 60
    }
}

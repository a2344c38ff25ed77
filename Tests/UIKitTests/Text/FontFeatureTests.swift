import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitTesting

/// F49: Core Text feature settings in font descriptors, and Core Text's tracking attribute.
@MainActor
@Suite(.uikit) struct FontFeatureTests {
    init() { _ = freshUIKit() }

    private func font(_ settings: [[UIFontDescriptor.FeatureKey: Int]], name: String = "Didot") -> UIFont {
        UIFont(descriptor: UIFontDescriptor(name: name, size: 18).addingAttributes([.featureSettings: settings]), size: 0)
    }

    @Test func test_F49_coreTextFeatureSettingsBecomeOpenTypeFeatures() {
        // The old key names, as apps written before iOS 15 spell them.
        let smallCaps = font([[.featureIdentifier: kLowerCaseType, .typeIdentifier: kLowerCaseSmallCapsSelector]])
        #expect(smallCaps._openTypeFeatures == "smcp=1")
        #expect(smallCaps != UIFont(name: "Didot", size: 18))
        let several = font([
            [.type: kUpperCaseType, .selector: kUpperCaseSmallCapsSelector],
            [.type: kNumberCaseType, .selector: kLowerCaseNumbersSelector],
            [.type: kStylisticAlternativesType, .selector: kStylisticAltThreeOnSelector],
            [.type: 99, .selector: 1],  // no OpenType counterpart: ignored
            [.type: kVerticalPositionType, .selector: kSuperiorsSelector],
        ])
        #expect(several._openTypeFeatures == "c2sc=1,onum=1,ss03=1,sups=1")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)._openTypeFeatures == "tnum=1")
        #expect(UIFont.systemFont(ofSize: 17)._openTypeFeatures == nil)
        #expect(font([[.type: kLigaturesType, .selector: kCommonLigaturesOffSelector]])._openTypeFeatures == "liga=0")
        // Raw string keys work as Core Text's own constants do.
        let raw = UIFont(descriptor: UIFontDescriptor(name: "Didot", size: 18).addingAttributes(
            [.featureSettings: [["CTFeatureTypeIdentifier": 11, "CTFeatureSelectorIdentifier": 2]]]), size: 0)
        #expect(raw._openTypeFeatures == "frac=1")
        #expect(kLowerCaseType == 37 && kLowerCaseSmallCapsSelector == 1 && kNumberSpacingType == 6 && kFractionsType == 11)
    }

    @Test func test_F50_coreTextsTrackingAttributeSpacesLettersAsTrackingDoes() {
        #expect(kCTTrackingAttributeName.rawValue == "CTTracking")
        let font = UIFont.systemFont(ofSize: 16)
        #expect(_TextAttributeValues.letterSpacing([.font: font, kCTTrackingAttributeName: 2]) == 2)
        #expect(_TextAttributeValues.letterSpacing([.font: font, .tracking: 3, kCTTrackingAttributeName: 2]) == 3)
        let plain = NSAttributedString(string: "Tracking", attributes: [.font: font]).size().width
        let tracked = NSAttributedString(string: "Tracking", attributes: [.font: font, kCTTrackingAttributeName: 2]).size().width
        #expect(tracked == plain + 16)
    }
}

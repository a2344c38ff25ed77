import Foundation

// Core Text's font feature types and selectors (SFNTLayoutTypes.h), which apps put in a
// descriptor's `featureSettings` with `UIFontDescriptor.FeatureKey.type` and `.selector`.
// On iOS `import UIKit` makes them visible; their values are Core Text's.

/// Ligatures (feature type 1).
public let kLigaturesType = 1
/// Common ligatures on (`liga`).
public let kCommonLigaturesOnSelector = 2
/// Common ligatures off.
public let kCommonLigaturesOffSelector = 3
/// Rare ligatures on (`dlig`).
public let kRareLigaturesOnSelector = 4
/// Rare ligatures off.
public let kRareLigaturesOffSelector = 5
/// Number spacing (feature type 6).
public let kNumberSpacingType = 6
/// Digits of one width (`tnum`).
public let kMonospacedNumbersSelector = 0
/// Digits of their own widths (`pnum`).
public let kProportionalNumbersSelector = 1
/// Vertical position (feature type 10).
public let kVerticalPositionType = 10
/// Normal position.
public let kNormalPositionSelector = 0
/// Superiors (`sups`).
public let kSuperiorsSelector = 1
/// Inferiors (`subs`).
public let kInferiorsSelector = 2
/// Ordinals (`ordn`).
public let kOrdinalsSelector = 3
/// Scientific inferiors (`sinf`).
public let kScientificInferiorsSelector = 4
/// Fractions (feature type 11).
public let kFractionsType = 11
/// No fractions.
public let kNoFractionsSelector = 0
/// Vertical fractions (`afrc`).
public let kVerticalFractionsSelector = 1
/// Diagonal fractions (`frac`).
public let kDiagonalFractionsSelector = 2
/// Number case (feature type 21).
public let kNumberCaseType = 21
/// Old-style digits (`onum`).
public let kLowerCaseNumbersSelector = 0
/// Lining digits (`lnum`).
public let kUpperCaseNumbersSelector = 1
/// Case-sensitive layout (feature type 33).
public let kCaseSensitiveLayoutType = 33
/// Case-sensitive forms on (`case`).
public let kCaseSensitiveLayoutOnSelector = 0
/// Case-sensitive forms off.
public let kCaseSensitiveLayoutOffSelector = 1
/// Stylistic alternatives (feature type 35): selector 2n turns set n on (`ss01`…`ss20`), 2n+1 off.
public let kStylisticAlternativesType = 35
/// Stylistic set 1 on (`ss01`).
public let kStylisticAltOneOnSelector = 2
/// Stylistic set 1 off.
public let kStylisticAltOneOffSelector = 3
/// Stylistic set 2 on (`ss02`).
public let kStylisticAltTwoOnSelector = 4
/// Stylistic set 2 off.
public let kStylisticAltTwoOffSelector = 5
/// Stylistic set 3 on (`ss03`).
public let kStylisticAltThreeOnSelector = 6
/// Stylistic set 3 off.
public let kStylisticAltThreeOffSelector = 7
/// Stylistic set 4 on (`ss04`).
public let kStylisticAltFourOnSelector = 8
/// Stylistic set 4 off.
public let kStylisticAltFourOffSelector = 9
/// Stylistic set 5 on (`ss05`).
public let kStylisticAltFiveOnSelector = 10
/// Stylistic set 5 off.
public let kStylisticAltFiveOffSelector = 11
/// Stylistic set 6 on (`ss06`).
public let kStylisticAltSixOnSelector = 12
/// Stylistic set 6 off.
public let kStylisticAltSixOffSelector = 13
/// Stylistic set 7 on (`ss07`).
public let kStylisticAltSevenOnSelector = 14
/// Stylistic set 7 off.
public let kStylisticAltSevenOffSelector = 15
/// Stylistic set 8 on (`ss08`).
public let kStylisticAltEightOnSelector = 16
/// Stylistic set 8 off.
public let kStylisticAltEightOffSelector = 17
/// Stylistic set 9 on (`ss09`).
public let kStylisticAltNineOnSelector = 18
/// Stylistic set 9 off.
public let kStylisticAltNineOffSelector = 19
/// Stylistic set 10 on (`ss10`).
public let kStylisticAltTenOnSelector = 20
/// Stylistic set 10 off.
public let kStylisticAltTenOffSelector = 21
/// Stylistic set 11 on (`ss11`).
public let kStylisticAltElevenOnSelector = 22
/// Stylistic set 11 off.
public let kStylisticAltElevenOffSelector = 23
/// Stylistic set 12 on (`ss12`).
public let kStylisticAltTwelveOnSelector = 24
/// Stylistic set 12 off.
public let kStylisticAltTwelveOffSelector = 25
/// Stylistic set 13 on (`ss13`).
public let kStylisticAltThirteenOnSelector = 26
/// Stylistic set 13 off.
public let kStylisticAltThirteenOffSelector = 27
/// Stylistic set 14 on (`ss14`).
public let kStylisticAltFourteenOnSelector = 28
/// Stylistic set 14 off.
public let kStylisticAltFourteenOffSelector = 29
/// Stylistic set 15 on (`ss15`).
public let kStylisticAltFifteenOnSelector = 30
/// Stylistic set 15 off.
public let kStylisticAltFifteenOffSelector = 31
/// Stylistic set 16 on (`ss16`).
public let kStylisticAltSixteenOnSelector = 32
/// Stylistic set 16 off.
public let kStylisticAltSixteenOffSelector = 33
/// Stylistic set 17 on (`ss17`).
public let kStylisticAltSeventeenOnSelector = 34
/// Stylistic set 17 off.
public let kStylisticAltSeventeenOffSelector = 35
/// Stylistic set 18 on (`ss18`).
public let kStylisticAltEighteenOnSelector = 36
/// Stylistic set 18 off.
public let kStylisticAltEighteenOffSelector = 37
/// Stylistic set 19 on (`ss19`).
public let kStylisticAltNineteenOnSelector = 38
/// Stylistic set 19 off.
public let kStylisticAltNineteenOffSelector = 39
/// Stylistic set 20 on (`ss20`).
public let kStylisticAltTwentyOnSelector = 40
/// Stylistic set 20 off.
public let kStylisticAltTwentyOffSelector = 41
/// Contextual alternates (feature type 36).
public let kContextualAlternatesType = 36
/// Contextual alternates on (`calt`).
public let kContextualAlternatesOnSelector = 0
/// Contextual alternates off.
public let kContextualAlternatesOffSelector = 1
/// Lower case (feature type 37).
public let kLowerCaseType = 37
/// Lower case as drawn.
public let kDefaultLowerCaseSelector = 0
/// Lower case as small capitals (`smcp`).
public let kLowerCaseSmallCapsSelector = 1
/// Lower case as petite capitals (`pcap`).
public let kLowerCasePetiteCapsSelector = 2
/// Upper case (feature type 38).
public let kUpperCaseType = 38
/// Upper case as drawn.
public let kDefaultUpperCaseSelector = 0
/// Upper case as small capitals (`c2sc`).
public let kUpperCaseSmallCapsSelector = 1
/// Upper case as petite capitals (`c2pc`).
public let kUpperCasePetiteCapsSelector = 2

/// Core Text's tracking attribute, honoured as `NSAttributedString.Key.tracking` is.
/// Difference from iOS: an `NSAttributedString.Key` (iOS: a `CFString` bridged to one).
public let kCTTrackingAttributeName = NSAttributedString.Key("CTTracking")

/// F49: the OpenType features a descriptor's Core Text feature settings ask for.
enum FontFeatures {
    /// The OpenType setting for one Core Text (type, selector) pair; nil for pairs with no
    /// OpenType counterpart (they are ignored, as Core Text ignores what a font lacks).
    static func openTypeSetting(type: Int, selector: Int) -> String? {
        switch (type, selector) {
        case (kLigaturesType, kCommonLigaturesOnSelector): "liga=1"
        case (kLigaturesType, kCommonLigaturesOffSelector): "liga=0"
        case (kLigaturesType, kRareLigaturesOnSelector): "dlig=1"
        case (kLigaturesType, kRareLigaturesOffSelector): "dlig=0"
        case (kNumberSpacingType, kMonospacedNumbersSelector): "tnum=1"
        case (kNumberSpacingType, kProportionalNumbersSelector): "pnum=1"
        case (kVerticalPositionType, kSuperiorsSelector): "sups=1"
        case (kVerticalPositionType, kInferiorsSelector): "subs=1"
        case (kVerticalPositionType, kOrdinalsSelector): "ordn=1"
        case (kVerticalPositionType, kScientificInferiorsSelector): "sinf=1"
        case (kFractionsType, kVerticalFractionsSelector): "afrc=1"
        case (kFractionsType, kDiagonalFractionsSelector): "frac=1"
        case (kNumberCaseType, kLowerCaseNumbersSelector): "onum=1"
        case (kNumberCaseType, kUpperCaseNumbersSelector): "lnum=1"
        case (kCaseSensitiveLayoutType, kCaseSensitiveLayoutOnSelector): "case=1"
        case (kContextualAlternatesType, kContextualAlternatesOnSelector): "calt=1"
        case (kContextualAlternatesType, kContextualAlternatesOffSelector): "calt=0"
        case (kLowerCaseType, kLowerCaseSmallCapsSelector): "smcp=1"
        case (kLowerCaseType, kLowerCasePetiteCapsSelector): "pcap=1"
        case (kUpperCaseType, kUpperCaseSmallCapsSelector): "c2sc=1"
        case (kUpperCaseType, kUpperCasePetiteCapsSelector): "c2pc=1"
        case (kStylisticAlternativesType, 2...41):
            String(format: "ss%02d=%d", selector / 2, selector % 2 == 0 ? 1 : 0)
        default: nil
        }
    }

    /// The settings of a `featureSettings` value (an array of dictionaries keyed by
    /// `FeatureKey` or their raw strings) in OpenType form, comma-separated, in order;
    /// nil without any.
    static func openTypeFeatures(_ value: Any?) -> String? {
        let settings: [[String: Any]] = (value as? [[UIFontDescriptor.FeatureKey: Any]])?
            .map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.rawValue, $0.value) }) }
            ?? (value as? [[String: Any]]) ?? []
        let features = settings.compactMap { setting -> String? in
            guard let type = UIFontDescriptor.number(setting[UIFontDescriptor.FeatureKey.type.rawValue]),
                  let selector = UIFontDescriptor.number(setting[UIFontDescriptor.FeatureKey.selector.rawValue]) else { return nil }
            return openTypeSetting(type: Int(type), selector: Int(selector))
        }
        return features.isEmpty ? nil : features.joined(separator: ",")
    }
}

extension UIFont {
    /// F49: the OpenType features the font is drawn with, from its descriptor's feature
    /// settings (`"smcp=1,tnum=1"`); nil without any.
    @_spi(Rendering) public var _openTypeFeatures: String? {
        // Without a descriptor of its own only the monospaced-digit face has a feature (F42);
        // drawing asks this for every run, so no descriptor is made for it.
        guard let descriptor = _descriptor else { return _face == .systemMonospacedDigits ? "tnum=1" : nil }
        return FontFeatures.openTypeFeatures(descriptor.fontAttributes[.featureSettings])
    }
}

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

/// Core Text's tracking attribute, honoured as ``NSAttributedString/Key/tracking`` is.
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
        if _face == .systemMonospacedDigits, _descriptor == nil { return "tnum=1" }
        return FontFeatures.openTypeFeatures(fontDescriptor.fontAttributes[.featureSettings])
    }
}

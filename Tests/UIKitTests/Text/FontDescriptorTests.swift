import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// F33–F45: font descriptors, their attributes, traits, designs and the fonts they match.
@MainActor
@Suite(.uikit) struct FontDescriptorTests {
    init() { _ = freshUIKit() }

    @Test func test_F33_descriptorsKeepTheirAttributesAsGiven() {
        let descriptor = UIFontDescriptor(name: "Helvetica-Bold", size: 15)
        #expect(descriptor.fontAttributes.count == 2)
        #expect(descriptor.object(forKey: .name) as? String == "Helvetica-Bold")
        #expect(descriptor.pointSize == 15 && descriptor.postscriptName == "Helvetica-Bold")
        #expect(descriptor.matrix == .identity)
        let skewed = UIFontDescriptor(name: "Georgia", matrix: CGAffineTransform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 0))
        #expect(skewed.matrix.c == 0.2 && skewed.pointSize == 0)
        let custom = UIFontDescriptor(fontAttributes: [.family: "Georgia", .visibleName: "Body"])
        #expect(custom.object(forKey: .visibleName) as? String == "Body" && custom.object(forKey: .size) == nil)
        #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
        #expect(UIFontDescriptor.AttributeName.textStyle.rawValue == "NSCTFontUIUsageAttribute")
        #expect(UIFontDescriptor.TraitKey.weight.rawValue == "NSCTFontWeightTrait")
        #expect(UIFontDescriptor.SystemDesign.rounded.rawValue == "NSCTFontUIFontDesignRounded")
        #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2 && UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1024)
    }

    @Test func test_F34_fontsReportTheirSymbolicTraits() {
        #expect(UIFont.boldSystemFont(ofSize: 17).fontDescriptor.symbolicTraits == [.traitBold, .traitUIOptimized])
        #expect(UIFont.italicSystemFont(ofSize: 17).fontDescriptor.symbolicTraits == [.traitItalic, .traitUIOptimized])
        #expect(UIFont.systemFont(ofSize: 17).fontDescriptor.symbolicTraits == [.traitUIOptimized])
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!UIFont.systemFont(ofSize: 17, weight: .medium).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFont(name: "Georgia-BoldItalic", size: 12)!.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        #expect(UIFont(name: "AvenirNextCondensed-Regular", size: 12)!.fontDescriptor.symbolicTraits == [.traitCondensed])
        #expect(UIFont(name: "Menlo-Regular", size: 12)!.fontDescriptor.symbolicTraits == [.traitMonoSpace])
    }

    @Test func test_F35_withSymbolicTraitsPicksTheFamilysFaceOrNil() throws {
        let helvetica = UIFont(name: "Helvetica", size: 14)!.fontDescriptor
        let bold = try #require(helvetica.withSymbolicTraits(.traitBold))
        #expect(UIFont(descriptor: bold, size: 0).fontName == "Helvetica-Bold")
        #expect(UIFont(descriptor: bold, size: 0).pointSize == 14)
        #expect(bold.postscriptName == "Helvetica-Bold")
        let boldItalic = try #require(helvetica.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(boldItalic.postscriptName == "Helvetica-BoldOblique")
        // The traits are replaced, not added.
        #expect(boldItalic.withSymbolicTraits(.traitItalic)?.postscriptName == "Helvetica-Oblique")
        #expect(boldItalic.withSymbolicTraits([])?.postscriptName == "Helvetica")
        #expect(UIFont(name: "Georgia", size: 12)!.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(UIFont(name: "Zapfino", size: 12)!.fontDescriptor.withSymbolicTraits(.traitBold) == nil)
        #expect(helvetica.withSymbolicTraits(.traitExpanded) == nil)
        // Avenir Next's condensed faces are another family.
        #expect(UIFont(name: "AvenirNext-Regular", size: 12)!.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(UIFont(name: "AvenirNextCondensed-Bold", size: 12)!.fontDescriptor.withSymbolicTraits(.traitCondensed)?.postscriptName
            == "AvenirNextCondensed-Regular")
        let system = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(UIFont(descriptor: system.withSymbolicTraits(.traitBold)!, size: 0).fontName == ".SFUI-Bold")
        #expect(UIFont(descriptor: system.withSymbolicTraits(.traitItalic)!, size: 0).fontName == ".SFUI-RegularItalic")
        #expect(UIFont(descriptor: system.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0).fontName == ".SFUI-BoldItalic")
        #expect(UIFont(descriptor: system.withSymbolicTraits(.traitMonoSpace)!, size: 0).fontName == ".SFMono-Regular")
        #expect(system.withSymbolicTraits(.traitCondensed) == nil)
        let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold).fontDescriptor
        #expect(UIFont(descriptor: semibold.withSymbolicTraits(.traitBold)!, size: 0).fontName == ".SFUI-Semibold")
        #expect(UIFont(descriptor: semibold.withSymbolicTraits([])!, size: 0).fontName == ".SFUI-Regular")
    }

    @Test func test_F36_boldBodyIsTheEmphasizedBodyAtTheDynamicTypeSize() throws {
        let descriptor = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
        #expect(descriptor.object(forKey: .textStyle) as? String == "UICTFontTextStyleBody" && descriptor.pointSize == 17)
        let bold = UIFont(descriptor: try #require(descriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.fontName == ".SFUI-Semibold" && bold.pointSize == 17 && bold.weight == .semibold)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(bold.description.hasSuffix("font-family: \"UICTFontTextStyleEmphasizedBody\"; font-weight: bold; font-style: normal; font-size: 17.00pt"))
        let title = UIFont.preferredFont(forTextStyle: .largeTitle).fontDescriptor.withSymbolicTraits(.traitBold)!
        #expect(UIFont(descriptor: title, size: 0).fontName == ".SFUI-Bold")
        let italic = UIFont(descriptor: descriptor.withSymbolicTraits(.traitItalic)!, size: 0)
        #expect(italic.fontName == ".SFUI-RegularItalic" && italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(descriptor.withSymbolicTraits(.traitCondensed) == nil)
        // The font follows Dynamic Type like the preferred font.
        let label = UILabel()
        label.font = bold
        label.adjustsFontForContentSizeCategory = true
        let window = hostInWindow(label)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        drainMainRunLoop()
        #expect(label.font.pointSize == 23 && label.font.fontName == ".SFUI-Semibold")
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline, compatibleWith: large).pointSize == 33)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption2).pointSize == 11)
    }

    @Test func test_F37_addingAWeightTraitSetsTheWeight() {
        let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        let font = UIFont(descriptor: descriptor, size: 0)
        #expect(font.fontName == ".SFUI-Semibold" && font.weight == .semibold && font.pointSize == 17)
        let heavy = UIFontDescriptor(fontAttributes: [.family: "Avenir Next", .traits: [UIFontDescriptor.TraitKey.weight: 0.56]])
        #expect(UIFont(descriptor: heavy, size: 20).fontName == "AvenirNext-Heavy")
        // A name wins over traits, as in Core Text.
        let named = UIFont(name: "Helvetica", size: 12)!.fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: 0.4]])
        #expect(UIFont(descriptor: named, size: 0).fontName == "Helvetica")
        let resized = descriptor.withSize(30).addingAttributes([.visibleName: "Big"])
        #expect(resized.pointSize == 30 && resized.object(forKey: .visibleName) as? String == "Big")
    }

    @Test func test_F38_withDesignGivesTheSystemFontsDesigns() throws {
        let system = UIFont.systemFont(ofSize: 17).fontDescriptor
        let rounded = UIFont(descriptor: try #require(system.withDesign(.rounded)), size: 0)
        #expect(rounded.fontName == ".SFUIRounded-Regular" && rounded.familyName == ".AppleSystemUIFontRounded" && rounded.pointSize == 17)
        let serif = UIFont(descriptor: system.withDesign(.serif)!, size: 0)
        #expect(serif.fontName == ".NewYork-Regular" && serif.familyName == ".AppleSystemUIFontSerif")
        let mono = UIFont(descriptor: system.withDesign(.monospaced)!, size: 0)
        #expect(mono.fontName == ".SFMono-Regular" && mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let boldRounded = UIFont(descriptor: UIFont.boldSystemFont(ofSize: 20).fontDescriptor.withDesign(.rounded)!, size: 0)
        #expect(boldRounded.fontName == ".SFUIRounded-Bold" && boldRounded.pointSize == 20)
        #expect(UIFont(descriptor: system.withDesign(.rounded)!.withDesign(.default)!, size: 0).fontName == ".SFUI-Regular")
        #expect(UIFont(name: "Helvetica", size: 12)!.fontDescriptor.withDesign(.rounded) == nil)
        #expect(system.withDesign(UIFontDescriptor.SystemDesign("Fancy")) == nil)
        let roundedBody = UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withDesign(.rounded)!, size: 0)
        #expect(roundedBody.fontName == ".SFUIRounded-Regular" && roundedBody._scaling?.textStyle == .body)
        // The design survives a trait change.
        let roundedBold = UIFont(descriptor: system.withDesign(.rounded)!.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(roundedBold.fontName == ".SFUIRounded-Bold")
    }

    @Test func test_F39_familyAndFaceSelectFacesByName() {
        let georgia = UIFont.systemFont(ofSize: 13).fontDescriptor.withFamily("Georgia")
        #expect(UIFont(descriptor: georgia, size: 0).fontName == "Georgia" && UIFont(descriptor: georgia, size: 0).pointSize == 13)
        #expect(UIFont(descriptor: georgia.withFace("Bold Italic"), size: 0).fontName == "Georgia-BoldItalic")
        #expect(UIFont(descriptor: georgia.withFace("Italic"), size: 0).fontName == "Georgia-Italic")
        #expect(UIFont(name: "Helvetica", size: 12)!.fontDescriptor.withFace("Light").postscriptName == "Helvetica-Light")
        #expect(UIFont(descriptor: georgia.withSymbolicTraits(.traitBold)!, size: 0).fontName == "Georgia-Bold")
    }

    @Test func test_F40_fontsFromDescriptorsTakeTheirSizeOrKeepTheDescriptors() {
        let descriptor = UIFontDescriptor(name: "Helvetica", size: 15)
        #expect(UIFont(descriptor: descriptor, size: 0).pointSize == 15)
        #expect(UIFont(descriptor: descriptor, size: 22).pointSize == 22)
        #expect(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Georgia"]), size: 0).pointSize == 12)
        #expect(UIFont(descriptor: UIFontDescriptor(), size: 0).fontName == ".SFUI-Regular")
        #expect(UIFont(descriptor: UIFontDescriptor(name: "NoSuchFont", size: 10), size: 0).fontName == ".SFUI-Regular")
        #expect(UIFont(descriptor: UIFontDescriptor(name: ".SFUI-Semibold", size: 10), size: 0).weight == .semibold)
        let font = UIFont(descriptor: descriptor, size: 30)
        #expect(font.fontDescriptor.pointSize == 30 && font.fontDescriptor.object(forKey: .name) as? String == "Helvetica")
        #expect(UIFont(descriptor: descriptor, size: 0) == UIFont(name: "Helvetica", size: 15)!)
    }

    @Test func test_F41_matchingDescriptorsListTheFacesThatMatch() {
        let family = UIFontDescriptor(fontAttributes: [.family: "Georgia", .size: 12])
        let faces = family.matchingFontDescriptors(withMandatoryKeys: [.family]).map(\.postscriptName)
        #expect(faces == ["Georgia", "Georgia-Bold", "Georgia-BoldItalic", "Georgia-Italic"])
        let boldItalic = family.addingAttributes([.traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits([.traitBold, .traitItalic]).rawValue]])
        #expect(boldItalic.matchingFontDescriptors(withMandatoryKeys: [.family, .traits]).map(\.postscriptName) == ["Georgia-BoldItalic"])
        #expect(UIFontDescriptor(fontAttributes: [.family: "Nope"]).matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty)
        #expect(family.matchingFontDescriptors(withMandatoryKeys: [.family]).first?.pointSize == 12)
    }

    @Test func test_F42_featureSettingsAreKeptComparedAndMonospacedDigitsRoundTrip() {
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular).fontDescriptor
        let settings = digits.object(forKey: .featureSettings) as? [[UIFontDescriptor.FeatureKey: Int]]
        #expect(settings == [[.type: 6, .selector: 0]])
        let idiom = UIFont.systemFont(ofSize: 15).fontDescriptor.addingAttributes([
            .featureSettings: [[UIFontDescriptor.FeatureKey.type: 6, UIFontDescriptor.FeatureKey.selector: 0]],
        ])
        let font = UIFont(descriptor: idiom, size: 0)
        #expect(font._face == .systemMonospacedDigits && font.fontName == ".SFUI-Regular")
        #expect(font.fontDescriptor.object(forKey: .featureSettings) != nil)
        let other = UIFont.systemFont(ofSize: 15).fontDescriptor.addingAttributes([
            .featureSettings: [[UIFontDescriptor.FeatureKey.type: 37, UIFontDescriptor.FeatureKey.selector: 1]],
        ])
        #expect(UIFont(descriptor: other, size: 0) != UIFont.systemFont(ofSize: 15))
        #expect(UIFont(descriptor: other, size: 0) == UIFont(descriptor: other, size: 0))
    }

    @Test func test_F43_systemFontDescriptorsNameTheirUsage() {
        let system = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(system.object(forKey: .textStyle) as? String == "CTFontRegularUsage" && system.pointSize == 17)
        #expect(system.object(forKey: .name) == nil)
        #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).fontDescriptor.object(forKey: .textStyle) as? String == "CTFontDemiUsage")
        #expect(UIFont(descriptor: UIFont.systemFont(ofSize: 11, weight: .light).fontDescriptor, size: 0)
            == UIFont.systemFont(ofSize: 11, weight: .light))
        #expect(UIFont(descriptor: UIFont.italicSystemFont(ofSize: 11).fontDescriptor, size: 0).fontName == ".SFUI-RegularItalic")
        #expect(UIFont(name: "Helvetica-Bold", size: 9)!.fontDescriptor.fontAttributes.count == 2)
        #expect(UIFont.systemFont(ofSize: 17, weight: .heavy).fontDescriptor.postscriptName == ".SFUI-Heavy")
    }

    @Test func test_F44_descriptorsAreEqualByAttributesAndDescribeThem() {
        let one = UIFontDescriptor(fontAttributes: [.name: "Helvetica", .size: 12])
        let two = UIFontDescriptor(fontAttributes: [.size: 12.0, .name: "Helvetica"])
        #expect(one == two && one.hash == two.hash && one.isEqual(two))
        #expect(one != UIFontDescriptor(name: "Helvetica", size: 13))
        #expect(one.copy() as? UIFontDescriptor === one)
        let text = one.description
        #expect(text.hasPrefix("UICTFontDescriptor <0x"))
        #expect(text.hasSuffix("> = {\n    NSFontNameAttribute = Helvetica;\n    NSFontSizeAttribute = 12.0;\n}"))
        let traitsA = UIFontDescriptor(fontAttributes: [.traits: [.weight: UIFont.Weight.bold, .symbolic: 2] as [UIFontDescriptor.TraitKey: Any]])
        let traitsB = UIFontDescriptor(fontAttributes: [.traits: [.symbolic: UInt32(2), .weight: 0.4] as [UIFontDescriptor.TraitKey: Any]])
        #expect(traitsA == traitsB)
    }
}

import Foundation
import Testing
import UIKit

/// F5, F6, F8: system font names, the fonts iOS ships, fonts as objects.
@MainActor
@Suite(.uikit) struct FontTests {
    init() { _ = freshUIKit() }

    @Test func test_F5_systemFontsAreNamedByTheirWeightAsOnIOS() {
        let weights: [(UIFont.Weight, String)] = [
            (.ultraLight, ".SFUI-Ultralight"), (.thin, ".SFUI-Thin"), (.light, ".SFUI-Light"), (.regular, ".SFUI-Regular"),
            (.medium, ".SFUI-Medium"), (.semibold, ".SFUI-Semibold"), (.bold, ".SFUI-Bold"), (.heavy, ".SFUI-Heavy"),
            (.black, ".SFUI-Black"), (UIFont.Weight(-0.05), ".SFUI-Light"), (UIFont.Weight(0.2), ".SFUI-Regular"),
            (UIFont.Weight(0.25), ".SFUI-Medium"), (UIFont.Weight(0.55), ".SFUI-Bold"), (UIFont.Weight(0.6), ".SFUI-Heavy"),
        ]
        #expect(weights.filter { UIFont.systemFont(ofSize: 30, weight: $0.0).fontName != $0.1 }.map(\.1) == [])
        let system = UIFont.systemFont(ofSize: 17)
        #expect(system.fontName == ".SFUI-Regular" && system.familyName == ".AppleSystemUIFont" && system.pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == ".SFUI-RegularItalic")
        let mono = UIFont.monospacedSystemFont(ofSize: 13, weight: .semibold)
        #expect(mono.fontName == ".SFMono-Semibold" && mono.familyName == ".AppleSystemUIFontMonospaced")
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .ultraLight).fontName == ".SFMono-Light")
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium).fontName == ".SFUI-Medium")
        #expect(UIFont.labelFontSize == 17 && UIFont.buttonFontSize == 18 && UIFont.systemFontSize == 14 && UIFont.smallSystemFontSize == 12)
    }

    @Test func test_F6_namedFontsAreThoseIOSShipsAndUnknownNamesAreNil() {
        let helvetica = UIFont(name: "Helvetica-Bold", size: 20)
        #expect(helvetica?.fontName == "Helvetica-Bold" && helvetica?.familyName == "Helvetica" && helvetica?.pointSize == 20)
        #expect(helvetica?.weight == .bold)
        #expect(UIFont(name: "AvenirNext-DemiBold", size: 12)?.weight == .semibold)
        #expect(UIFont(name: "HelveticaNeue-UltraLight", size: 12)?.weight == .ultraLight)
        #expect(UIFont(name: "Futura-CondensedExtraBold", size: 12)?.weight == .heavy)
        #expect(UIFont(name: "Georgia", size: 12)?.familyName == "Georgia")
        #expect(UIFont(name: "TimesNewRomanPSMT", size: 12)?.familyName == "Times New Roman")
        #expect(UIFont(name: "Menlo-Regular", size: 12)?.familyName == "Menlo")
        #expect(UIFont(name: "CourierNewPSMT", size: 12)?.familyName == "Courier New")
        #expect(UIFont(name: "Courier", size: 12)?.familyName == "Courier")
        // A family name stands for its regular face.
        #expect(UIFont(name: "Avenir Next", size: 12)?.fontName == "AvenirNext-Regular")
        #expect(UIFont(name: "Gill Sans", size: 12)?.fontName == "GillSans")
        // Fonts iOS does not have, or misspelled names.
        #expect(UIFont(name: "Roboto-Regular", size: 12) == nil)
        #expect(UIFont(name: "Helvetica-Boldd", size: 12) == nil)
        #expect(UIFont(name: "Comic Sans MS", size: 12) == nil)
        // Size 0 is Core Text's default, 12 points.
        #expect(UIFont(name: "Georgia", size: 0)?.pointSize == 12)
        #expect(UIFont.familyNames.count == 83 && UIFont.familyNames.first == "Academy Engraved LET")
        #expect(UIFont.familyNames == UIFont.familyNames.sorted())
        #expect(UIFont.fontNames(forFamilyName: "Georgia") == ["Georgia", "Georgia-Bold", "Georgia-BoldItalic", "Georgia-Italic"])
        #expect(UIFont.fontNames(forFamilyName: "Roboto") == [])
        let every = UIFont.familyNames.flatMap { UIFont.fontNames(forFamilyName: $0) }
        #expect(every.filter { UIFont(name: $0, size: 10)?.fontName != $0 } == [])
    }

    @Test func test_F8_fontsAreEqualByValueWithUIKitsDescription() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.isEqual(UIFont.systemFont(ofSize: 17)) && font.hash == UIFont.systemFont(ofSize: 17).hash)
        #expect(!font.isEqual("Helvetica") && !font.isEqual(nil))
        #expect(font == UIFont.systemFont(ofSize: 17) && font != UIFont.systemFont(ofSize: 18))
        #expect(font != UIFont.boldSystemFont(ofSize: 17))
        #expect(Set([font, UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 18)]).count == 2)
        #expect(font.copy() as? UIFont === font)
        let description = font.description
        #expect(description.hasPrefix("<UICTFont: 0x"))
        #expect(description.hasSuffix("> font-family: \".SFUI-Regular\"; font-weight: normal; font-style: normal; font-size: 17.00pt"))
        #expect(UIFont.systemFont(ofSize: 30, weight: .semibold).description.hasSuffix("font-weight: bold; font-style: normal; font-size: 30.00pt"))
        #expect(UIFont.italicSystemFont(ofSize: 9.5).description.hasSuffix("font-style: italic; font-size: 9.50pt"))
        let bigger = UIFont(name: "Georgia-Italic", size: 12)!.withSize(20)
        #expect(bigger.fontName == "Georgia-Italic" && bigger.pointSize == 20 && bigger.description.contains("font-style: italic"))
        // Fonts cross threads.
        let sendable: any Sendable = font
        #expect(sendable is UIFont)
    }
}

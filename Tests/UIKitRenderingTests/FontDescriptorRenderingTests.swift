import Foundation
import Testing
@testable import UIKit
import UIKitRendering
import UIKitTesting

/// F45: fonts from descriptors are drawn with their weight, slant and design.
@MainActor
@Suite(.uikit) struct FontDescriptorRenderingTests {
    init() {
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
        _ = VirtualClock().install()
        TextRenderer.install()
    }

    private let measurement = TextRenderer()

    private func width(_ text: String, _ font: UIFont) -> CGFloat {
        measurement.size(of: text, font: font, width: nil, numberOfLines: 0).width
    }

    /// How many pixels of a label showing `text` in `font` are dark.
    private func inkPixels(_ text: String, _ font: UIFont) -> Int {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        label.backgroundColor = .white
        label.textColor = .black
        label.font = font
        label.text = text
        let image = ViewRenderer(scale: 1).image(of: label)
        var dark = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).red < 128 { dark += 1 }
        }
        return dark
    }

    @Test func test_F45_descriptorFontsAreDrawnWithTheirWeightSlantAndDesign() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(width("Hello world", bold) > width("Hello world", body))
        #expect(inkPixels("Hello world", bold) > inkPixels("Hello world", body) + 20)
        let system = UIFont.systemFont(ofSize: 17).fontDescriptor
        let mono = UIFont(descriptor: system.withDesign(.monospaced)!, size: 0)
        #expect(width("iiii", mono) == width("WWWW", mono))
        let serif = UIFont(descriptor: system.withDesign(.serif)!, size: 0)
        #expect(width("Hello world", serif) != width("Hello world", UIFont.systemFont(ofSize: 17)))
        let semibold = UIFont(descriptor: system.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]]), size: 0)
        #expect(inkPixels("Hello world", semibold) > inkPixels("Hello world", UIFont.systemFont(ofSize: 17)))
        let georgiaBold = UIFont(descriptor: UIFont(name: "Georgia", size: 17)!.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        #expect(width("Hello", georgiaBold) > width("Hello", UIFont(name: "Georgia", size: 17)!))
    }

    @Test func test_F49_featureSettingsAreDrawnAsOpenTypeFeatures() {
        let system = UIFont.systemFont(ofSize: 17)
        // Inter's digits are proportional; tabular digits are all as wide as the zero.
        #expect(width("1111", system) < width("0000", system))
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        #expect(width("1111", digits) == width("0000", digits))
        let tabular = UIFont(descriptor: system.fontDescriptor.addingAttributes([.featureSettings: [
            [UIFontDescriptor.FeatureKey.type: kNumberSpacingType, UIFontDescriptor.FeatureKey.selector: kMonospacedNumbersSelector],
        ]]), size: 0)
        let styled = { (text: String, font: UIFont) in
            NSAttributedString(string: text, attributes: [.font: font]).boundingRect(with: .zero, options: [], context: nil).width
        }
        #expect(styled("1111", tabular) == styled("0000", tabular))
        #expect(styled("1111", system) < styled("0000", system))
        // Diagonal fractions draw "1/2" as one narrow fraction.
        let fractions = UIFont(descriptor: system.fontDescriptor.addingAttributes([.featureSettings: [
            [UIFontDescriptor.FeatureKey.type: kFractionsType, UIFontDescriptor.FeatureKey.selector: kDiagonalFractionsSelector],
        ]]), size: 0)
        #expect(styled("1/2", fractions) < styled("1/2", system) - 2)
    }
}

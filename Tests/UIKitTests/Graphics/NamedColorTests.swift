import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Colours of asset catalogs' colour sets (NC1).
@MainActor
@Suite(.uikit) struct NamedColorTests {
    init() { _ = freshUIKit() }

    /// A temporary bundle folder holding `files` (path → text).
    private func bundle(_ files: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("colors-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try #require(Bundle(path: root.path))
    }

    private func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    @Test func test_NC1_aColourSetGivesItsColourInEveryComponentForm() throws {
        let files = try bundle([
            "Assets.xcassets/Contents.json": "{}",
            "Assets.xcassets/Brand/Accent.colorset/Contents.json": """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb",
              "components": {"red": "0x80", "green": "255", "blue": "0.250", "alpha": "1.000"}}}],
             "info": {"author": "xcode", "version": 1}}
            """,
            "Assets.xcassets/Mist.colorset/Contents.json": """
            {"colors": [{"idiom": "universal", "color": {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "0.250"}}}]}
            """,
            "Assets.xcassets/Link.colorset/Contents.json": """
            {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
            """,
            "Assets.xcassets/Broken.colorset/Contents.json": "{ not json",
        ])
        let accent = try #require(UIColor(named: "Accent", in: files, compatibleWith: nil))
        #expect(components(accent) == [0.502, 1, 0.25, 1] && !accent.isDynamic)
        #expect(components(try #require(UIColor(named: "Mist", in: files, compatibleWith: nil))) == [0.5, 0.5, 0.5, 0.25])
        #expect(UIColor(named: "Link", in: files, compatibleWith: nil) == .systemBlue)
        #expect(UIColor(named: "Broken", in: files, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Missing", in: files, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Accent") == nil)  // not in the main bundle
    }

    @Test func test_NC1_variantsMakeADynamicColourAndTraitsPickOne() throws {
        let files = try bundle([
            "Colors.xcassets/Ink.colorset/Contents.json": """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
               "color": {"color-space": "display-p3", "components": {"red": "0.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "iphone", "color": {"color-space": "srgb", "components": {"red": "1.000", "green": "1.000", "blue": "0.000", "alpha": "1.000"}}}
            ]}
            """,
        ])
        let ink = try #require(UIColor(named: "Ink", in: files, compatibleWith: nil))
        #expect(ink.isDynamic)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let high = UITraitCollection(accessibilityContrast: .high)
        let darkHigh = UITraitCollection(traitsFrom: [dark, high])
        // The iPhone's own any-appearance entry wins over the universal one.
        #expect(components(ink.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) == [1, 1, 0, 1])
        #expect(components(ink.resolvedColor(with: dark)) == [0, 0, 1, 1])
        #expect(components(ink.resolvedColor(with: high)) == [0, 1, 0, 1])
        #expect(components(ink.resolvedColor(with: darkHigh)) == [0, 0, 1, 1])  // falls back to dark
        let picked = try #require(UIColor(named: "Ink", in: files, compatibleWith: dark))
        #expect(!picked.isDynamic && components(picked) == [0, 0, 1, 1])
        // A view's background follows the view's traits.
        let view = UIView()
        view.backgroundColor = ink
        view.overrideUserInterfaceStyle = .dark
        #expect(view.layer.backgroundColor?.components == [0, 0, 1, 1])
    }
}

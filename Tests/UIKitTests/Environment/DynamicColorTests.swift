import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Dynamic colours: the system colours' values in each appearance, custom providers, and how
/// implicit resolution follows `UITraitCollection.current`.
@MainActor
@Suite(.uikit)
struct DynamicColorTests {
    init() { _ = freshUIKit() }

    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let darkElevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])

    /// iOS 17's values: name, light (r, g, b, alpha), dark (r, g, b, alpha).
    static let systemValues: [(String, UIColor, [Double], [Double])] = [
        ("systemBackground", .systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]),
        ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
        ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255, 1], [44, 44, 46, 1]),
        ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [255, 255, 255, 1], [28, 28, 30, 1]),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [242, 242, 247, 1], [44, 44, 46, 1]),
        ("label", .label, [0, 0, 0, 1], [255, 255, 255, 1]),
        ("secondaryLabel", .secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
        ("tertiaryLabel", .tertiaryLabel, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
        ("quaternaryLabel", .quaternaryLabel, [60, 60, 67, 0.18], [235, 235, 245, 0.16]),
        ("placeholderText", .placeholderText, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
        ("link", .link, [0, 122, 255, 1], [9, 132, 255, 1]),
        ("separator", .separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
        ("opaqueSeparator", .opaqueSeparator, [198, 198, 200, 1], [56, 56, 58, 1]),
        ("systemFill", .systemFill, [120, 120, 128, 0.2], [120, 120, 128, 0.36]),
        ("secondarySystemFill", .secondarySystemFill, [120, 120, 128, 0.16], [120, 120, 128, 0.32]),
        ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128, 0.12], [118, 118, 128, 0.24]),
        ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128, 0.08], [118, 118, 128, 0.18]),
        ("systemBlue", .systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
        ("systemRed", .systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
        ("systemGreen", .systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
        ("systemOrange", .systemOrange, [255, 149, 0, 1], [255, 159, 10, 1]),
        ("systemYellow", .systemYellow, [255, 204, 0, 1], [255, 214, 10, 1]),
        ("systemPink", .systemPink, [255, 45, 85, 1], [255, 55, 95, 1]),
        ("systemPurple", .systemPurple, [175, 82, 222, 1], [191, 90, 242, 1]),
        ("systemTeal", .systemTeal, [48, 176, 199, 1], [64, 200, 224, 1]),
        ("systemIndigo", .systemIndigo, [88, 86, 214, 1], [94, 92, 230, 1]),
        ("systemGray", .systemGray, [142, 142, 147, 1], [142, 142, 147, 1]),
        ("systemGray2", .systemGray2, [174, 174, 178, 1], [99, 99, 102, 1]),
        ("systemGray3", .systemGray3, [199, 199, 204, 1], [72, 72, 74, 1]),
        ("systemGray4", .systemGray4, [209, 209, 214, 1], [58, 58, 60, 1]),
        ("systemGray5", .systemGray5, [229, 229, 234, 1], [44, 44, 46, 1]),
        ("systemGray6", .systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
    ]

    @Test func systemColoursResolveToIOSLightAndDarkValues() {
        for (name, color, light, dark) in Self.systemValues {
            #expect(rgba(color.resolvedColor(with: Self.light)) == light, "\(name) light")
            #expect(rgba(color.resolvedColor(with: Self.dark)) == dark, "\(name) dark")
            #expect(rgba(color.resolvedColor(with: UITraitCollection())) == light, "\(name) unspecified is light")
            #expect(color.description.contains("UIDynamicSystemColor") && color.description.contains("name = \(name)Color"))
        }
        #expect(UIColor.tintColor == .systemBlue)
        #expect(UIColor.darkText == .black && UIColor.lightText == UIColor(white: 1, alpha: 0.6))  // fixed, as in UIKit
    }

    @Test func darkBackgroundsLightenAtTheElevatedLevel() {
        let elevated: [(UIColor, [Double])] = [
            (.systemBackground, [28, 28, 30, 1]), (.secondarySystemBackground, [44, 44, 46, 1]),
            (.tertiarySystemBackground, [58, 58, 60, 1]), (.systemGroupedBackground, [28, 28, 30, 1]),
            (.secondarySystemGroupedBackground, [44, 44, 46, 1]), (.tertiarySystemGroupedBackground, [58, 58, 60, 1]),
            (.label, [255, 255, 255, 1]), (.systemBlue, [10, 132, 255, 1]),  // only backgrounds change
        ]
        for (color, expected) in elevated {
            #expect(rgba(color.resolvedColor(with: Self.darkElevated)) == expected, "\(color)")
        }
        let lightElevated = UITraitCollection(traitsFrom: [Self.light, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(rgba(UIColor.systemBackground.resolvedColor(with: lightElevated)) == [255, 255, 255, 1])
    }

    @Test func increasedContrastHasItsOwnValues() {
        func high(_ style: UIUserInterfaceStyle) -> UITraitCollection {
            UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(accessibilityContrast: .high)])
        }
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: high(.light))) == [0, 64, 221, 1])
        #expect(rgba(UIColor.systemBlue.resolvedColor(with: high(.dark))) == [64, 156, 255, 1])
        #expect(rgba(UIColor.secondarySystemBackground.resolvedColor(with: high(.dark))) == [36, 36, 38, 1])
        #expect(rgba(UIColor.label.resolvedColor(with: high(.dark))) == [255, 255, 255, 1])
    }

    @Test func aProviderIsAskedWithTheTraitsWhenResolvedAndNotWhenMade() {
        final class Calls: @unchecked Sendable { var styles: [UIUserInterfaceStyle] = [] }
        let calls = Calls()
        let brand = UIColor { traits in
            calls.styles.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .systemGray6 : UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        }
        #expect(calls.styles.isEmpty)  // not called when made
        #expect(brand.resolvedColor(with: Self.light) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(rgba(brand.resolvedColor(with: Self.dark)) == [28, 28, 30, 1])  // a dynamic answer is resolved too
        #expect(calls.styles == [.light, .dark])
        let faded = brand.withAlphaComponent(0.5)  // stays dynamic
        #expect(rgba(faded.resolvedColor(with: Self.dark)) == [28, 28, 30, 0.5])
        #expect(faded == brand.withAlphaComponent(0.5) && faded != brand.withAlphaComponent(0.4))
        #expect(brand == brand && brand != UIColor { _ in .white })  // providers compare by identity
        #expect(brand.description.hasPrefix("<UIDynamicProviderColor: 0x"))
    }

    @Test func aFixedColourResolvesToItself() {
        let fixed = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(fixed.resolvedColor(with: Self.dark) === fixed && fixed.resolvedColor(with: Self.light) === fixed)
        #expect(fixed.withAlphaComponent(0.5).resolvedColor(with: Self.dark).alpha == 0.5)
        #expect(UIColor.white != UIColor.systemBackground && UIColor.systemBackground == .systemBackground)  // as in UIKit
        #expect(Set([UIColor.label, .label, .systemBlue, UIColor(white: 0, alpha: 1)]).count == 3)
    }

    @Test func implicitResolutionUsesTheCurrentTraits() {
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
        #expect(UIColor.label.cgColor == CGColor(gray: 0, alpha: 1) && UIColor.label.red == 0)  // light by default
        Self.dark.performAsCurrent {
            #expect(UITraitCollection.current == Self.dark)
            #expect(UIColor.label.cgColor == CGColor(gray: 1, alpha: 1))
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
            #expect(rgba(UIColor(red: red, green: green, blue: blue, alpha: alpha)) == [10, 132, 255, 1])
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)  // put back
    }

    @Test func interfaceBuilderNamesTheNewSystemColours() {
        #expect(IBElement.systemColor("tertiaryLabelColor") == .tertiaryLabel)
        #expect(IBElement.systemColor("systemGray4Color") == .systemGray4)
        #expect(IBElement.systemColor("placeholderTextColor") == .placeholderText)
        #expect(IBElement.systemColor("tableCellGroupedBackgroundColor") == .secondarySystemGroupedBackground)
        #expect(IBElement.systemColor("darkTextColor") == .darkText)
    }
}

/// A colour's components as 0...255 integers and its alpha to two places.
func rgba(_ color: UIColor) -> [Double] {
    [(color.red * 255).rounded(), (color.green * 255).rounded(), (color.blue * 255).rounded(), (color.alpha * 100).rounded() / 100]
}

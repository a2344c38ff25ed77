import Foundation
import Testing
import UIKit
import UIKitTesting

/// F9–F13: Dynamic Type: text styles, content size categories, UIFontMetrics, views that
/// follow the category.
@MainActor
@Suite(.uikit) struct DynamicTypeTests {
    init() { _ = freshUIKit() }

    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    @Test func test_F9_everyTextStyleHasApplesSizeAtEveryCategory() {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        let table: [(UIFont.TextStyle, [CGFloat])] = [
            (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
            (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
            (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
            (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
            (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
            (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
            (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
            (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
            (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
        ]
        var mismatches: [String] = []
        for (style, sizes) in table {
            for (category, size) in zip(categories, sizes) {
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits(category))
                let name = style == .headline ? ".SFUI-Semibold" : ".SFUI-Regular"
                if font.pointSize != size || font.fontName != name { mismatches.append("\(style.rawValue) \(category.rawValue)") }
            }
        }
        #expect(mismatches == [])
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.TextStyle.caption1.rawValue == "UICTFontTextStyleCaption1")
    }

    @Test func test_F10_preferredFontsFollowTheAppsCategoryAndDescribeTheirStyle() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17 && body.fontName == ".SFUI-Regular")
        #expect(body.description.hasSuffix("font-family: \"UICTFontTextStyleBody\"; font-weight: normal; font-style: normal; font-size: 17.00pt"))
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "Mine")).pointSize == 17)
        UIScreen.main.setSystemTraits(traits(.extraExtraLarge))
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 21)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.small)).pointSize == 15)
    }

    @Test func test_F11_theCategoryChangeIsPostedWithTheNewValue() {
        var posted: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
            let value = ($0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory)?.rawValue ?? "?"
            MainActor.assumeIsolated { posted.append(value) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIScreen.main.setSystemTraits(traits(.accessibilityLarge))
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark).modifyingTraits { $0.preferredContentSizeCategory = .accessibilityLarge })
        UIScreen.main.setSystemTraits(traits(.small))
        #expect(posted == ["UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryS"])
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large && UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    }

    @Test func test_F12_fontMetricsScaleByTheStylesRatioToLarge() {
        let custom = UIFont(name: "Georgia", size: 20)!
        let xxxl = traits(.extraExtraExtraLarge)
        // Body: 17 at Large, 23 at xxxL.
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: xxxl)
        #expect(scaled.fontName == "Georgia" && abs(scaled.pointSize - 20.0 * 23 / 17) < 1e-9)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 24, compatibleWith: xxxl).pointSize == 24)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom, compatibleWith: traits(.small)).pointSize == 20.0 * 26 / 28)
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 10, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)) == 10.0 * 60 / 34)
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
        // Scaling a scaled font starts from its base size.
        #expect(UIFontMetrics.default.scaledFont(for: scaled, compatibleWith: traits(.large)).pointSize == 20)
    }

    @Test func test_F13_viewsWithADynamicTypeFontFollowTheCategoryInOneTraitPass() {
        let root = UIViewController()
        let window = showInWindow(root)
        let label = UILabel(), field = UITextField(), textView = UITextView(), fixed = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Title"
        field.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir-Roman", size: 20)!)
        field.adjustsFontForContentSizeCategory = true
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)  // does not adjust
        for view in [label, field, textView, fixed] { root.view.addSubview(view) }
        drainMainRunLoop()
        var seen: [CGFloat] = []
        label.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (label: UILabel, _: UITraitCollection) in
            seen.append(label.font.pointSize)
        }
        root.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        #expect(seen == [28])
        #expect(label.font.pointSize == 28 && label.font.fontName == ".SFUI-Semibold")
        #expect(label.intrinsicContentSize == UILabel().then { $0.font = .systemFont(ofSize: 28, weight: .semibold); $0.text = "Title" }.intrinsicContentSize)
        #expect(field.font?.pointSize == 20.0 * 28 / 17 && field.font?.fontName == "Avenir-Roman")
        #expect(textView.font?.pointSize == 23)
        #expect(fixed.font.pointSize == 17)
        root.traitOverrides.preferredContentSizeCategory = .large
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 17 && field.font?.pointSize == 20 && textView.font?.pointSize == 13)
    }
}

extension UILabel {
    /// The label after `configure` ran on it.
    fileprivate func then(_ configure: (UILabel) -> Void) -> UILabel {
        configure(self)
        return self
    }
}

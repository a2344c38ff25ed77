import Foundation

/// F9: the point size of each text style at each content size category, and its weight
/// (all Regular but Headline, Semibold), from Apple's Human Interface Guidelines ("Typography",
/// iOS and iPadOS Dynamic Type sizes):
///
/// | Style       | xS | S  | M  | L  | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
/// |-------------|----|----|----|----|----|-----|------|-----|-----|-----|-----|-----|
/// | Large Title | 31 | 32 | 33 | 34 | 36 | 38  | 40   | 44  | 48  | 52  | 56  | 60  |
/// | Title 1     | 25 | 26 | 27 | 28 | 30 | 32  | 34   | 38  | 43  | 48  | 53  | 58  |
/// | Title 2     | 19 | 20 | 21 | 22 | 24 | 26  | 28   | 34  | 39  | 44  | 50  | 56  |
/// | Title 3     | 17 | 18 | 19 | 20 | 22 | 24  | 26   | 31  | 37  | 43  | 49  | 55  |
/// | Headline    | 14 | 15 | 16 | 17 | 19 | 21  | 23   | 28  | 33  | 40  | 47  | 53  |
/// | Body        | 14 | 15 | 16 | 17 | 19 | 21  | 23   | 28  | 33  | 40  | 47  | 53  |
/// | Callout     | 13 | 14 | 15 | 16 | 18 | 20  | 22   | 26  | 32  | 38  | 44  | 51  |
/// | Subhead     | 12 | 13 | 14 | 15 | 17 | 19  | 21   | 25  | 30  | 36  | 42  | 49  |
/// | Footnote    | 12 | 12 | 12 | 13 | 15 | 17  | 19   | 23  | 27  | 33  | 38  | 44  |
/// | Caption 1   | 11 | 11 | 11 | 12 | 14 | 16  | 18   | 22  | 26  | 32  | 37  | 43  |
/// | Caption 2   | 11 | 11 | 11 | 11 | 13 | 15  | 17   | 20  | 24  | 29  | 34  | 41  |
///
/// An unspecified category reads as Large.
enum DynamicTypeSizes {
    /// The categories of the table's columns, smallest first.
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Each style's sizes, in the order of ``categories``.
    static let sizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The style itself when the table has it, else `.body`.
    static func knownStyle(_ style: UIFont.TextStyle) -> UIFont.TextStyle {
        sizes[style] == nil ? .body : style
    }

    /// A style's size and weight at a category.
    static func entry(for style: UIFont.TextStyle, category: UIContentSizeCategory) -> (pointSize: CGFloat, weight: UIFont.Weight) {
        let style = knownStyle(style)
        let column = categories.firstIndex(of: category) ?? categories.firstIndex(of: .large)!
        return (sizes[style]![column], style == .headline ? .semibold : .regular)
    }
}

import Foundation

/// LU43: configurations are values that compare and hash by everything they hold, as in
/// UIKit: two configurations are equal when a list would draw them the same way from the
/// same state. Colour transformers compare by identity (a copy of the same transformer).
/// The configuration is a main-actor type (`UIContentConfiguration`), so its conformance is
/// the main actor's: compare and hash configurations there.
extension UIListContentConfiguration: @MainActor Hashable {
    /// Equal when the style, content, text and image properties and metrics are equal.
    public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs._style == rhs._style && lhs.image == rhs.image && lhs.imageProperties == rhs.imageProperties
            && lhs.text == rhs.text && lhs.attributedText == rhs.attributedText && lhs.textProperties == rhs.textProperties
            && lhs.secondaryText == rhs.secondaryText && lhs.secondaryAttributedText == rhs.secondaryAttributedText
            && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.axesPreservingSuperviewLayoutMargins == rhs.axesPreservingSuperviewLayoutMargins
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
            && lhs.imageToTextPadding == rhs.imageToTextPadding
            && lhs.textToSecondaryTextVerticalPadding == rhs.textToSecondaryTextVerticalPadding
            && lhs.textToSecondaryTextHorizontalPadding == rhs.textToSecondaryTextHorizontalPadding
    }

    /// Hashes the style, the texts and the text properties (equal configurations hash equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(_style)
        hasher.combine(text)
        hasher.combine(attributedText?.string)
        hasher.combine(secondaryText)
        hasher.combine(secondaryAttributedText?.string)
        hasher.combine(textProperties)
        hasher.combine(secondaryTextProperties)
        hasher.combine(imageProperties)
        hasher.combine(directionalLayoutMargins)
    }
}

extension UIListContentConfiguration.TextProperties: Hashable {
    /// Equal when every property is equal and the colour transformers are the same one.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.font == rhs.font && lhs.color == rhs.color && lhs.colorTransformer._isIdentical(to: rhs.colorTransformer)
            && lhs.alignment == rhs.alignment && lhs.lineBreakMode == rhs.lineBreakMode && lhs.numberOfLines == rhs.numberOfLines
            && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth && lhs.minimumScaleFactor == rhs.minimumScaleFactor
            && lhs.allowsDefaultTighteningForTruncation == rhs.allowsDefaultTighteningForTruncation
            && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
            && lhs.transform == rhs.transform && lhs.showsExpansionTextWhenTruncated == rhs.showsExpansionTextWhenTruncated
    }

    /// Hashes every property (the transformer by its identity).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(font)
        hasher.combine(color)
        colorTransformer._hash(into: &hasher)
        hasher.combine(alignment)
        hasher.combine(lineBreakMode)
        hasher.combine(numberOfLines)
        hasher.combine(adjustsFontSizeToFitWidth)
        hasher.combine(minimumScaleFactor)
        hasher.combine(allowsDefaultTighteningForTruncation)
        hasher.combine(adjustsFontForContentSizeCategory)
        hasher.combine(transform)
        hasher.combine(showsExpansionTextWhenTruncated)
    }
}

extension UIListContentConfiguration.ImageProperties: Hashable {
    /// Equal when every property is equal and the tint transformers are the same one.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.preferredSymbolConfiguration == rhs.preferredSymbolConfiguration && lhs.tintColor == rhs.tintColor
            && lhs.tintColorTransformer._isIdentical(to: rhs.tintColorTransformer) && lhs.cornerRadius == rhs.cornerRadius
            && lhs.maximumSize == rhs.maximumSize && lhs.reservedLayoutSize == rhs.reservedLayoutSize
            && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors
    }

    /// Hashes the tint, its transformer's identity and the corner radius (equal values hash equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tintColor)
        tintColorTransformer._hash(into: &hasher)
        hasher.combine(cornerRadius)
        hasher.combine(accessibilityIgnoresInvertColors)
    }
}

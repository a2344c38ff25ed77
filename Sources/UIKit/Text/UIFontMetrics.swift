import Foundation

/// Scales custom fonts and values with Dynamic Type, along a text style's curve: a value
/// grows by the ratio of the style's size at the content size category to its size at the
/// default (Large) category (F12).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose curve this follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of a text style (a style UIKit does not define follows `.body`).
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = DynamicTypeSizes.knownStyle(textStyle)
        super.init()
    }

    /// The ratio at a category: the style's size there over its size at Large.
    private func factor(_ traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection.map { $0.preferredContentSizeCategory } ?? UIContentSizeCategory._app
        return DynamicTypeSizes.entry(for: textStyle, category: category).pointSize
            / DynamicTypeSizes.entry(for: textStyle, category: .large).pointSize
    }

    /// `font` scaled for the app's content size category. A label, field or text view with
    /// `adjustsFontForContentSizeCategory` rescales it when the category changes.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the app's category, at most `maximumPointSize` points (0: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection` (nil: the app's).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, at most `maximumPointSize`
    /// points (0: no limit). A font that is already scaled is scaled from its base again.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font._scaling?.baseFont ?? font
        var size = base.pointSize * factor(traitCollection)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return UIFont(fontName: base.fontName, familyName: base.familyName, pointSize: size, weight: base.weight,
                      italic: base._isItalic, face: base._face,
                      scaling: UIFont.Scaling(textStyle: textStyle, baseFont: base, maximumPointSize: maximumPointSize),
                      descriptor: base._descriptor)
    }

    /// `value` scaled for the app's content size category (F12).
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the category of `traitCollection` (nil: the app's).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(traitCollection)
    }
}

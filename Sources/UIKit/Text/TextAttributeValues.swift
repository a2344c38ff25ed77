import Foundation

/// Reading attribute values as UIKit does: numbers of any kind, colours, the font and
/// paragraph style a run falls back to. Shared by measurement and by the renderer.
@_spi(Rendering) public enum _TextAttributeValues {
    /// The font of runs without one: Helvetica 12, as UIKit's string drawing.
    public static let defaultFont = UIFont(name: "Helvetica", size: 12)!

    /// A number attribute (`kern`, `baselineOffset`, …) as points; nil when absent or not a number.
    public static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// Cocoa's superscript attribute (`"NSSuperScript"`), which UIKit's text system reads and
    /// its document formats write, but which UIKit does not name (TL8, TL9).
    public static let superscriptKey = NSAttributedString.Key("NSSuperScript")

    /// TL8: how far a run's baseline is raised: its `baselineOffset` plus, for `NSSuperScript`
    /// level n, n × a third of its font's size (lowered by a fifth of it per level below 0).
    public static func baselineRise(_ attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        let offset = number(attributes[.baselineOffset]) ?? 0
        guard let level = number(attributes[superscriptKey]), level != 0 else { return offset }
        let size = font(attributes).pointSize
        return offset + level * (level > 0 ? size / 3 : size / 5)
    }

    /// A run's font (Helvetica 12 without one).
    public static func font(_ attributes: [NSAttributedString.Key: Any]) -> UIFont {
        attributes[.font] as? UIFont ?? defaultFont
    }

    /// A run's paragraph style (the default without one).
    public static func paragraphStyle(_ attributes: [NSAttributedString.Key: Any]) -> NSParagraphStyle {
        attributes[.paragraphStyle] as? NSParagraphStyle ?? .default
    }

    /// A colour attribute; nil when absent or not a colour.
    public static func color(_ value: Any?) -> UIColor? { value as? UIColor }

    /// An underline or strikethrough attribute; nil when absent or none.
    public static func lineStyle(_ value: Any?) -> NSUnderlineStyle? { NSUnderlineStyle._from(value) }

    /// The extra space after each character of a run: `kern` plus `tracking`.
    public static func letterSpacing(_ attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        (number(attributes[.kern]) ?? 0) + (number(attributes[.tracking]) ?? number(attributes[kCTTrackingAttributeName]) ?? 0)
    }

    /// The attachment's rectangle on its line (its bounds, or its image's size on the baseline).
    public static func attachmentBounds(_ attachment: NSTextAttachment) -> CGRect { attachment._layoutBounds }

    /// Whether a character ends a paragraph (newline, carriage return, paragraph separator).
    public static func isParagraphSeparator(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\r\n" || character == "\u{2029}"
    }

    /// Whether two attribute values are equal: by value when both are hashable (fonts,
    /// colours, styles, numbers, strings), else by identity; two absent values are equal.
    static func isEqualValue(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (lhs?, rhs?):
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return (lhs as AnyObject) === (rhs as AnyObject)
        default: return false
        }
    }

    /// Whether two runs' attributes are equal: the same keys with equal values.
    static func isEqual(_ lhs: [NSAttributedString.Key: Any], _ rhs: [NSAttributedString.Key: Any]) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { key, value in isEqualValue(value, rhs[key]) }
    }
}

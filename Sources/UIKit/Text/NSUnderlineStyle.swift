import Foundation

/// The lines under or through text (`NSAttributedString.Key.underlineStyle` and
/// `.strikethroughStyle`), with UIKit's raw values: a line style combined with a pattern and
/// `byWord`. Attribute values are the raw value as a number (`NSUnderlineStyle.single.rawValue`),
/// as UIKit expects; the style itself is accepted too.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a style from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern).
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and two dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The line kind without pattern or `byWord`: none, single, thick or double.
    var _lineKind: Int { rawValue & 0x0F }
    /// Whether the style draws two lines.
    @_spi(Rendering) public var _isDouble: Bool { _lineKind == 0x09 }

    /// The style an attribute value stands for (a number, or a style).
    static func _from(_ value: Any?) -> NSUnderlineStyle? {
        switch value {
        case let style as NSUnderlineStyle: return style.rawValue == 0 ? nil : style
        case let number as Int: return number == 0 ? nil : NSUnderlineStyle(rawValue: number)
        case let number as NSNumber: return number.intValue == 0 ? nil : NSUnderlineStyle(rawValue: number.intValue)
        default: return nil
        }
    }
}

import Foundation

// F1: the attribute names UIKit adds to Foundation's `NSAttributedString.Key`, with UIKit's
// raw values (an archived or bridged string finds them by these). Foundation on Linux
// declares `NSAttributedString.Key` itself but none of these, so an app's
// `[.font: …, .foregroundColor: …]` resolves to them once `import UIKit` is in scope.
extension NSAttributedString.Key {
    /// The text's font (a ``UIFont``); without one, text is measured and drawn in Helvetica
    /// 12 points, as UIKit's.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (a ``UIColor``); without one, black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour filled behind the text (a ``UIColor``); without one, nothing is filled.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's style (an ``NSParagraphStyle``): alignment, spacing, indents, line
    /// breaks. A paragraph takes the style of its first character.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a number); 0 turns kerning off.
    public static let kern = NSAttributedString.Key("NSKern")
    /// Extra space between characters, in points (a number), as `kern` (iOS 14).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The underline (an `NSUnderlineStyle` raw value, a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's colour (a ``UIColor``); without one, the text's colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The line through the text (an `NSUnderlineStyle` raw value, a number).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's colour (a ``UIColor``); without one, the text's colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the text sits above the baseline, in points (a number; negative: below).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a `URL` or a string). Labels draw linked text in the link colour, underlined.
    public static let link = NSAttributedString.Key("NSLink")
    /// An inline image (an ``NSTextAttachment``) on the attachment character U+FFFC.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// The text's shadow (an ``NSShadow``).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The colour of the glyphs' outline (a ``UIColor``); without one, the text's colour.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width as a percentage of the font size (a number): positive strokes
    /// the outline only, negative strokes and fills, 0 (the default) fills only.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// Ligatures (a number): 1 (the default) uses the font's standard ligatures, 0 none.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The skew of the glyphs (a number; 0, the default, is upright).
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal expansion factor (a number; 0, the default, is none).
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// The writing direction of embedded runs (an array of numbers).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

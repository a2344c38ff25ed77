import Foundation

/// How a line too long for its width breaks or is cut, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words (inside a word only when it alone is too long).
    case byWordWrapping = 0
    /// Lines break between any two characters.
    case byCharWrapping = 1
    /// The line is cut at the edge.
    case byClipping = 2
    /// The line's start is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The line's end is replaced by an ellipsis.
    case byTruncatingTail = 4
    /// The line's middle is replaced by an ellipsis.
    case byTruncatingMiddle = 5
}

/// The direction text is written in, with UIKit's raw values.
public enum NSWritingDirection: Int, Sendable {
    /// The direction of the text's language.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// The layout of a paragraph: alignment, spacing, indents and line breaks (the value of
/// `NSAttributedString.Key.paragraphStyle`). Immutable; ``NSMutableParagraphStyle`` is the
/// one you change. `mutableCopy()` and `copy()` give the other kind, as in UIKit.
///
/// Differences from UIKit: no line-break strategy; text blocks are not kept.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// The properties, one value so that copies and equality see them all.
    struct Values: Hashable {
        var alignment = NSTextAlignment.natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var baseWritingDirection = NSWritingDirection.natural
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
        /// TL4: 12 left tabs 28 points apart.
        var tabStops: [NSTextTab] = NSParagraphStyle.defaultTabStops
        var defaultTabInterval: CGFloat = 0
        /// TL3: the lists holding the paragraph, outermost first.
        var textLists: [NSTextList] = []
    }

    /// TL4: the default tab stops: 12 left-aligned tabs at 28-point intervals (28 … 336).
    static let defaultTabStops: [NSTextTab] = (1...12).map {
        NSTextTab(textAlignment: .left, location: CGFloat($0) * 28)
    }

    var values: Values

    /// F2: the default style: natural alignment, word wrapping, natural direction, every
    /// spacing, indent and line height 0.
    public required override init() {
        values = Values()
    }

    init(values: Values) {
        self.values = values
    }

    /// The style of text that sets none (the same object each time, as UIKit's).
    open class var `default`: NSParagraphStyle { sharedDefault }
    private static let sharedDefault = NSParagraphStyle()

    /// The writing direction of a language: right to left for Arabic, Hebrew, Persian and
    /// Urdu, left to right for others (nil: the user's language, which OpenUIKit takes as
    /// left to right).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let language = languageName?.split(separator: "-").first?.lowercased() else { return .leftToRight }
        return ["ar", "he", "fa", "ur", "yi", "ps", "sd", "ug"].contains(language) ? .rightToLeft : .leftToRight
    }

    /// How the lines are aligned. Default `.natural`.
    open var alignment: NSTextAlignment { values.alignment }
    /// The space added between the lines of the paragraph, in points. Default 0.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// The space after the paragraph, in points. Default 0.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// The space before the paragraph (not before the first), in points. Default 0.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of the first line from the leading edge. Default 0.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The indent of the other lines from the leading edge. Default 0.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the lines' length from the leading edge; zero or negative: the distance
    /// from the trailing edge. Default 0.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The smallest height of a line; 0 (the default) sets none.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest height of a line; 0 (the default) sets none.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A factor for the natural line height, applied before the minimum and maximum;
    /// 0 (the default) leaves it.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// How lines break. Default `.byWordWrapping`.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The paragraph's writing direction. Default `.natural`.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated, 0...1. Default 0 (stored; OpenUIKit does not
    /// hyphenate).
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether a line may be tightened before it is truncated. Default false (stored).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// TL4: the tab stops, sorted by location. Default 12 left tabs every 28 points.
    open var tabStops: [NSTextTab] { values.tabStops }
    /// TL4: the distance between the tab positions after the last tab stop (0, the default:
    /// none).
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// TL3: the lists the paragraph is in, outermost first. Default empty.
    open var textLists: [NSTextList] { values.textLists }

    /// An immutable copy (itself for an immutable style).
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self) == NSParagraphStyle.self ? self : NSParagraphStyle(values: values)
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(values: values)
    }

    /// Equal when every property is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    /// A hash of the properties.
    open override var hash: Int { values.hashValue }

    /// The properties in UIKit's order and wording.
    open override var description: String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(describing: value)
        }
        return "Alignment \(alignment.rawValue), LineSpacing \(number(lineSpacing)), "
            + "ParagraphSpacing \(number(paragraphSpacing)), ParagraphSpacingBefore \(number(paragraphSpacingBefore)), "
            + "HeadIndent \(number(headIndent)), TailIndent \(number(tailIndent)), "
            + "FirstLineHeadIndent \(number(firstLineHeadIndent)), "
            + "LineHeight \(number(minimumLineHeight))/\(number(maximumLineHeight)), "
            + "LineHeightMultiple \(number(lineHeightMultiple)), LineBreakMode \(lineBreakMode.rawValue), "
            + "BaseWritingDirection \(baseWritingDirection.rawValue), HyphenationFactor \(hyphenationFactor), "
            + "TighteningForTruncation \(allowsDefaultTighteningForTruncation ? "YES" : "NO")"
    }
}

/// A paragraph style you can change (see ``NSParagraphStyle``).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// A style with the default values.
    public required init() {
        super.init()
    }

    override init(values: Values) {
        super.init(values: values)
    }

    /// Takes every property of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        values = obj.values
    }

    /// How the lines are aligned.
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// The space added between the lines of the paragraph.
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = max(0, newValue) }
    }
    /// The space after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = max(0, newValue) }
    }
    /// The space before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = max(0, newValue) }
    }
    /// The indent of the first line.
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = max(0, newValue) }
    }
    /// The indent of the other lines.
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = max(0, newValue) }
    }
    /// The trailing indent (see ``NSParagraphStyle/tailIndent``).
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    /// The smallest line height.
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = max(0, newValue) }
    }
    /// The largest line height.
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = max(0, newValue) }
    }
    /// The line height factor.
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = max(0, newValue) }
    }
    /// How lines break.
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// The writing direction.
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    /// The hyphenation factor, clamped to 0...1.
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = min(1, max(0, newValue)) }
    }
    /// Whether a line may be tightened before truncation.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    /// The tab stops, kept sorted by location (TL4).
    open override var tabStops: [NSTextTab] {
        get { values.tabStops }
        set { values.tabStops = newValue.sorted { $0.location < $1.location } }
    }
    /// The interval of the tab positions after the last stop (not negative).
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = max(0, newValue) }
    }
    /// The lists the paragraph is in, outermost first (TL3).
    open override var textLists: [NSTextList] {
        get { values.textLists }
        set { values.textLists = newValue }
    }

    /// TL4: adds a tab stop among the others, by location.
    open func addTabStop(_ anObject: NSTextTab) {
        tabStops = values.tabStops + [anObject]
    }

    /// TL4: removes the tab stops equal to `anObject` (same location and alignment).
    open func removeTabStop(_ anObject: NSTextTab) {
        values.tabStops.removeAll { $0.isEqual(anObject) }
    }
}

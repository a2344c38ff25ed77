import Foundation
import Synchronization

/// A font's vertical metrics, in points.
public struct FontMetrics: Sendable, Equatable {
    /// The distance from one baseline to the next for single-spaced text.
    public var lineHeight: CGFloat
    /// The distance from the top of a line to its baseline.
    public var ascender: CGFloat
    /// The distance from the baseline to the bottom of a line, negative (as UIKit's).
    public var descender: CGFloat

    /// Creates metrics.
    public init(lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat) {
        self.lineHeight = lineHeight; self.ascender = ascender; self.descender = descender
    }
}

/// How text is measured for layout: labels', buttons', text fields' and segmented controls'
/// intrinsic sizes and `sizeThatFits(_:)`, and fonts' line heights.
///
/// OpenUIKit addition (UIKit measures with Core Text). The `UIKit` module links no font
/// library, so it starts with ``EstimatedTextMeasurement``, a documented metric fallback.
/// The `UIKitRendering` product installs measurement from the same font machinery it draws
/// with (`TextRenderer.install()`), so layout and pictures agree. Measure through
/// ``TextMeasurement/current`` only; install once, before building the hierarchy.
public protocol TextMeasuring: Sendable {
    /// The size of `text` in `font`: wrapped at `width` (nil: lines break only at newlines)
    /// and cut to `numberOfLines` lines (0: no limit). Sizes are not rounded.
    func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int) -> CGSize
    /// The font's vertical metrics.
    func metrics(of font: UIFont) -> FontMetrics
    /// The size of attributed text laid out as string drawing lays it out (F20): fonts, kern,
    /// baseline offsets and attachments per run; each paragraph with the paragraph style of
    /// its first character (indents, line height limits and multiple, line spacing between
    /// its lines, paragraph spacing between paragraphs), wrapped at `width` (nil: only at
    /// newlines) by words, or by characters for `.byCharWrapping`, while a paragraph whose
    /// mode clips or truncates keeps to one line; cut to `numberOfLines` lines (0: no
    /// limit). Runs without a font use Helvetica 12. Sizes are not rounded. The default
    /// implementation lays the runs out with this measurement's character widths and
    /// metrics (``EstimatedTextMeasurement``'s rules).
    func size(of attributedText: NSAttributedString, width: CGFloat?, numberOfLines: Int) -> CGSize
    /// The advance of one character in `font`, before kern and expansion: what the attributed
    /// layout adds up, and where TextKit's layout manager places glyphs (TK9). OpenUIKit
    /// addition. The default implementation measures the character alone with
    /// ``size(of:font:width:numberOfLines:)``.
    func advance(of character: Character, font: UIFont) -> CGFloat
}

extension TextMeasuring {
    /// Lays the runs out with ``size(of:font:width:numberOfLines:)`` per character and
    /// ``metrics(of:)`` per font (F20).
    public func size(of attributedText: NSAttributedString, width: CGFloat?, numberOfLines: Int) -> CGSize {
        _attributedLayout.size(of: attributedText, width: width, numberOfLines: numberOfLines)
    }

    /// The width of the character measured alone.
    public func advance(of character: Character, font: UIFont) -> CGFloat {
        size(of: String(character), font: font, width: nil, numberOfLines: 1).width
    }

    /// The attributed layout with this measurement's advances and metrics (F20, TK9).
    var _attributedLayout: AttributedTextEstimate {
        AttributedTextEstimate(advance: { advance(of: $0, font: $1) }, metrics: { metrics(of: $0) })
    }
}

/// The measurement in use (see ``TextMeasuring``).
public enum TextMeasurement {
    private static let installed = Mutex<any TextMeasuring>(EstimatedTextMeasurement())

    /// The measurement layout uses now. Set it to install another; setting it does not
    /// invalidate sizes already computed.
    public static var current: any TextMeasuring {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }
}

/// OpenUIKit's metric fallback, used until a renderer installs real measurement: every
/// character is 0.55 × the point size wide (a line rounded up to a whole point), a line is
/// 1.19 × the size tall (rounded up), the ascender 0.952 × the size. Wrapping breaks between
/// words (inside a word longer than the width) by the same widths.
public struct EstimatedTextMeasurement: TextMeasuring {
    /// Creates the fallback.
    public init() {}

    /// The estimated size (see the type's comment).
    public func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int) -> CGSize {
        let advance = font.pointSize * 0.55
        var lines: [Int] = []  // characters per line
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width > 0 else { lines.append(paragraph.count); continue }
            let perLine = max(1, Int((width / advance).rounded(.down)))
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let needed = current == 0 ? word.count : current + 1 + word.count
                if needed <= perLine { current = needed; continue }
                if current > 0 { lines.append(current) }
                var rest = word.count
                while rest > perLine { lines.append(perLine); rest -= perLine }
                current = rest
            }
            lines.append(current)
        }
        if numberOfLines > 0, lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        let longest = lines.max() ?? 0
        let lineHeight = metrics(of: font).lineHeight
        return CGSize(width: (CGFloat(longest) * advance).rounded(.up), height: CGFloat(max(1, lines.count)) * lineHeight)
    }

    /// The estimated size of attributed text: every character 0.55 × its font's size wide
    /// (times e^expansion) plus its kern and tracking, lines as tall as their tallest run
    /// (ascender 0.952 × the size, line height 1.19 × the size rounded up; a baseline offset
    /// adds its distance above or below), attachments as their bounds on the baseline, then
    /// the paragraph rules of ``TextMeasuring`` (F20); the width rounded up to a whole point.
    public func size(of attributedText: NSAttributedString, width: CGFloat?, numberOfLines: Int) -> CGSize {
        _attributedLayout.size(of: attributedText, width: width, numberOfLines: numberOfLines)
    }

    /// The estimated advance: 0.55 × the font's size, for every character.
    public func advance(of character: Character, font: UIFont) -> CGFloat { font.pointSize * 0.55 }

    /// The estimated metrics (see the type's comment).
    public func metrics(of font: UIFont) -> FontMetrics {
        let lineHeight = (font.pointSize * 1.19).rounded(.up)
        let ascender = font.pointSize * 0.952
        return FontMetrics(lineHeight: lineHeight, ascender: ascender, descender: ascender - lineHeight)
    }
}

extension UIFont {
    /// The size of `text` in this font on one line (newlines start new lines), by the
    /// installed ``TextMeasurement``.
    func _size(of text: String, width: CGFloat? = nil, numberOfLines: Int = 0) -> CGSize {
        TextMeasurement.current.size(of: text, font: self, width: width, numberOfLines: numberOfLines)
    }
}

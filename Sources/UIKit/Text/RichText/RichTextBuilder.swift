import Foundation

/// Collects the text a reader produces into an attributed string, one attribute run per
/// stretch of equal formatting (adjacent text in the same format joins one run, so
/// `attributes(at:effectiveRange:)` reports the whole stretch as UIKit's does).
struct RichTextBuilder {
    private let result = NSMutableAttributedString(string: "")
    private var pendingText = ""
    private var pendingFormat: RichTextFormat?
    /// The last character appended (nil at the start), for whitespace and paragraph rules.
    private(set) var lastCharacter: Character?

    /// Appends `text` in `format`.
    mutating func append(_ text: String, format: RichTextFormat) {
        guard !text.isEmpty else { return }
        if let pendingFormat, !pendingFormat.sameRun(as: format) { flush() }
        if pendingFormat == nil { pendingFormat = format }
        pendingText += text
        lastCharacter = text.last
    }

    /// Whether the next character starts a paragraph (nothing yet, or a newline last).
    var atParagraphStart: Bool { lastCharacter == nil || lastCharacter == "\n" }

    /// The text collected so far.
    mutating func finish() -> NSMutableAttributedString {
        flush()
        return result
    }

    private mutating func flush() {
        guard let format = pendingFormat, !pendingText.isEmpty else { return }
        result.append(NSAttributedString(string: pendingText, attributes: format.attributes))
        pendingText = ""
        pendingFormat = nil
    }
}

extension RichTextFormat {
    /// Whether text in `other` makes the same attributes (the fixed attributes are the same
    /// throughout a document).
    func sameRun(as other: RichTextFormat) -> Bool {
        fontName == other.fontName && fontSize == other.fontSize && isBold == other.isBold
            && isItalic == other.isItalic && namesFace == other.namesFace
            && foregroundColor == other.foregroundColor && backgroundColor == other.backgroundColor
            && underline == other.underline && strikethrough == other.strikethrough
            && baselineOffset == other.baselineOffset && superscript == other.superscript && link == other.link && paragraph == other.paragraph
    }
}

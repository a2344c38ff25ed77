import Foundation

/// The character and paragraph formatting a reader tracks while it walks a document (HTML's
/// element styles, RTF's group state), made into attributes once per run of text. One value,
/// so that a group or element can save it and restore it on exit.
struct RichTextFormat {
    /// The font's family (HTML) or face name (RTF's font table), resolved by ``font``.
    var fontName = "Helvetica"
    /// The font's size in points.
    var fontSize: CGFloat = 12
    var isBold = false
    var isItalic = false
    /// Whether `fontName` names a face whose own bold and italic stay (RTF's `Helvetica-Bold`)
    /// rather than a family whose regular face the traits are added to (HTML).
    var namesFace = false
    var foregroundColor: UIColor?
    var backgroundColor: UIColor?
    /// An `NSUnderlineStyle` raw value; 0 is none.
    var underline = 0
    var strikethrough = 0
    var baselineOffset: CGFloat = 0
    var link: URL?
    /// Extra attributes every run carries (HTML's kern and stroke, RT9).
    var fixedAttributes: [NSAttributedString.Key: Any] = [:]
    var paragraph = Paragraph()

    /// The paragraph formatting (an `NSParagraphStyle`'s properties).
    struct Paragraph: Equatable {
        var alignment = NSTextAlignment.natural
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var lineSpacing: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection = NSWritingDirection.natural

        /// The style with these properties.
        var style: NSParagraphStyle {
            let style = NSMutableParagraphStyle()
            style.alignment = alignment
            style.firstLineHeadIndent = firstLineHeadIndent
            style.headIndent = headIndent
            style.tailIndent = tailIndent
            style.paragraphSpacing = paragraphSpacing
            style.paragraphSpacingBefore = paragraphSpacingBefore
            style.lineSpacing = lineSpacing
            style.minimumLineHeight = minimumLineHeight
            style.maximumLineHeight = maximumLineHeight
            style.lineHeightMultiple = lineHeightMultiple
            style.baseWritingDirection = baseWritingDirection
            return style.copy() as! NSParagraphStyle
        }

        /// The properties of `style`.
        init(_ style: NSParagraphStyle) {
            alignment = style.alignment
            firstLineHeadIndent = style.firstLineHeadIndent
            headIndent = style.headIndent
            tailIndent = style.tailIndent
            paragraphSpacing = style.paragraphSpacing
            paragraphSpacingBefore = style.paragraphSpacingBefore
            lineSpacing = style.lineSpacing
            minimumLineHeight = style.minimumLineHeight
            maximumLineHeight = style.maximumLineHeight
            lineHeightMultiple = style.lineHeightMultiple
            baseWritingDirection = style.baseWritingDirection
        }

        init() {}
    }

    /// The font the format names (RT5): the face or family at ``fontSize`` with bold and
    /// italic as asked, through `UIFontDescriptor.withSymbolicTraits(_:)`; a family without
    /// such a face keeps its regular one, and an unknown name falls back to Helvetica.
    var font: UIFont {
        let base = fontName.hasPrefix(".")
            ? UIFont(descriptor: UIFontDescriptor(name: fontName, size: fontSize), size: fontSize)
            : UIFont(name: fontName, size: fontSize) ?? Self.genericFont(fontName, size: fontSize)
        let own = base.fontDescriptor.symbolicTraits.intersection([.traitBold, .traitItalic])
        var wanted: UIFontDescriptor.SymbolicTraits = namesFace ? own : []
        if isBold { wanted.insert(.traitBold) }
        if isItalic { wanted.insert(.traitItalic) }
        guard wanted != own, let descriptor = base.fontDescriptor.withSymbolicTraits(wanted) else { return base }
        return UIFont(descriptor: descriptor, size: fontSize)
    }

    /// The font of a generic or system family name, Helvetica for any other.
    static func genericFont(_ name: String, size: CGFloat) -> UIFont {
        switch name.lowercased() {
        case "serif", "times", "times-roman": UIFont(name: "Times New Roman", size: size)!
        case "monospace", "courier": UIFont(name: "Courier", size: size)!
        case "-apple-system", "system-ui", "ui-sans-serif", ".applesystemuifont": .systemFont(ofSize: size)
        case "ui-monospace": .monospacedSystemFont(ofSize: size, weight: .regular)
        default: UIFont(name: "Helvetica", size: size)!
        }
    }

    /// The attributes of a run of text in this format.
    var attributes: [NSAttributedString.Key: Any] {
        var attributes = fixedAttributes
        attributes[.font] = font
        attributes[.paragraphStyle] = paragraph.style
        if let foregroundColor { attributes[.foregroundColor] = foregroundColor }
        if let backgroundColor { attributes[.backgroundColor] = backgroundColor }
        if underline != 0 { attributes[.underlineStyle] = underline }
        if strikethrough != 0 { attributes[.strikethroughStyle] = strikethrough }
        if baselineOffset != 0 { attributes[.baselineOffset] = baselineOffset }
        if let link { attributes[.link] = link }
        return attributes
    }
}

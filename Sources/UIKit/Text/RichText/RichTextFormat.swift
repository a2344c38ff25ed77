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
    /// Cocoa's superscript level (`NSSuperScript`): 1 superscript, -1 subscript, 0 none (TL9).
    var superscript = 0
    var link: URL?
    /// Extra attributes every run carries (HTML's kern and stroke, RT9).
    var fixedAttributes: [NSAttributedString.Key: Any] = [:]
    var paragraph = Paragraph()

    /// The paragraph formatting: an `NSParagraphStyle`'s own values.
    typealias Paragraph = NSParagraphStyle.Values

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

    /// A `.link` attribute's value as written in a document: a URL's absolute string, or the
    /// string given; nil for anything else.
    static func linkText(_ value: Any) -> String? {
        switch value {
        case let url as URL: url.absoluteString
        case let string as String: string
        default: nil
        }
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
        if superscript != 0 { attributes[_TextAttributeValues.superscriptKey] = superscript }
        if let link { attributes[.link] = link }
        return attributes
    }
}

extension NSParagraphStyle.Values {
    /// The properties of `style`.
    init(_ style: NSParagraphStyle) {
        self = style.values
    }

    /// The (immutable) style with these properties.
    var style: NSParagraphStyle { NSParagraphStyle(values: self) }
}

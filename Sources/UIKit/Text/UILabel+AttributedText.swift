import Foundation

/// What a label shows: nothing, plain text styled by the label's properties, or attributed
/// text whose runs all carry a font, colour, paragraph style and shadow (the label's where
/// the string had none).
enum LabelContent {
    case none
    case plain(String)
    case attributed(NSAttributedString)

    /// The characters shown.
    var string: String? {
        switch self {
        case .none: nil
        case let .plain(text): text
        case let .attributed(text): text.string
        }
    }
}

extension UILabel {
    /// The label's font until one is set: the system font at 17 points.
    static var _defaultFont: UIFont { .systemFont(ofSize: 17) }

    /// F15: the attributes the label styles plain text with: its font, text colour, a
    /// paragraph style with its alignment and line break mode, and a shadow with its shadow
    /// offset and colour.
    var _labelTextAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = _textAlignment
        paragraph.lineBreakMode = _lineBreakMode
        let shadow = NSShadow()
        shadow.shadowOffset = _shadowOffset
        shadow.shadowColor = _shadowColor
        return [.font: _font, .foregroundColor: _textColor, .paragraphStyle: paragraph, .shadow: shadow]
    }

    /// The text as an attributed string (F15): the stored one, or the plain text styled by
    /// the label's properties.
    var _attributedText: NSAttributedString? {
        switch _content {
        case .none: nil
        case let .plain(text): NSAttributedString(string: text, attributes: _labelTextAttributes)
        case let .attributed(text): NSAttributedString(attributedString: text)
        }
    }

    /// F15: plain text replaces whatever the label showed.
    func _setText(_ text: String?) {
        if case let .plain(current) = _content, current == text { return }
        if text == nil, case .none = _content { return }
        _content = text.map { .plain($0) } ?? .none
        _textChanged()
    }

    /// F14, F17: attributed text fills runs missing a font, colour, paragraph style or shadow
    /// with the label's, then the label's properties take the values at the first character.
    func _setAttributedText(_ text: NSAttributedString?) {
        guard let text else {
            _content = .none
            return _textChanged()
        }
        let filled = NSMutableAttributedString(attributedString: text)
        let defaults = _labelTextAttributes
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            for (key, value) in defaults where attributes[key] == nil { filled.addAttribute(key, value: value, range: range) }
        }
        if filled.length > 0 {
            let first = filled.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { _font = font }
            if let color = first[.foregroundColor] as? UIColor { _textColor = color }
            if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
                _textAlignment = paragraph.alignment
                _lineBreakMode = paragraph.lineBreakMode
            }
            if let shadow = first[.shadow] as? NSShadow {
                _shadowOffset = shadow.shadowOffset
                _shadowColor = shadow.shadowColor as? UIColor
            }
        }
        _content = .attributed(filled)
        _textChanged()
    }

    /// F16: a style property set on the label; with attributed text it applies to the whole
    /// string (the paragraph properties to every paragraph's style).
    func _setStyle(font: UIFont? = nil, textColor: UIColor? = nil, textAlignment: NSTextAlignment? = nil,
                   lineBreakMode: NSLineBreakMode? = nil, shadowColor: UIColor?? = nil, shadowOffset: CGSize? = nil) {
        let measuredChange = (font.map { $0 != _font } ?? false) || (lineBreakMode.map { $0 != _lineBreakMode } ?? false)
        if let font { _font = font }
        if let textColor { _textColor = textColor }
        if let textAlignment { _textAlignment = textAlignment }
        if let lineBreakMode { _lineBreakMode = lineBreakMode }
        if let shadowColor { _shadowColor = shadowColor }
        if let shadowOffset { _shadowOffset = shadowOffset }
        if case let .attributed(text) = _content {
            let restyled = NSMutableAttributedString(attributedString: text)
            let whole = NSRange(location: 0, length: restyled.length)
            if let font { restyled.addAttribute(.font, value: font, range: whole) }
            if let textColor { restyled.addAttribute(.foregroundColor, value: textColor, range: whole) }
            if textAlignment != nil || lineBreakMode != nil {
                text.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
                    let paragraph = (value as? NSParagraphStyle ?? .default).mutableCopy() as! NSMutableParagraphStyle
                    if let textAlignment { paragraph.alignment = textAlignment }
                    if let lineBreakMode { paragraph.lineBreakMode = lineBreakMode }
                    restyled.addAttribute(.paragraphStyle, value: paragraph, range: range)
                }
            }
            if shadowColor != nil || shadowOffset != nil {
                let shadow = NSShadow()
                shadow.shadowOffset = _shadowOffset
                shadow.shadowColor = _shadowColor
                restyled.addAttribute(.shadow, value: shadow, range: whole)
            }
            _content = .attributed(restyled)
            if measuredChange || textAlignment != nil { _textChanged() }
        } else if measuredChange {
            _textChanged()
        }
    }

    /// The attributed text as measured and drawn (nil with plain text or none): on one line
    /// (newlines read as spaces) when ``numberOfLines`` is 1; on several, paragraphs whose
    /// mode clips or truncates wrap by words, as the label cuts only its last line.
    @_spi(Rendering) public var _laidOutAttributedText: NSAttributedString? {
        guard case let .attributed(text) = _content, text.length > 0 else { return nil }
        let laidOut = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: laidOut.length)
        if numberOfLines == 1 {
            let string = laidOut.string as NSString
            var location = string.length - 1
            while location >= 0 {
                if string.character(at: location) == 0x0A { laidOut.replaceCharacters(in: NSRange(location: location, length: 1), with: " ") }
                location -= 1
            }
        } else {
            text.enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
                guard let paragraph = value as? NSParagraphStyle, paragraph.lineBreakMode != .byWordWrapping,
                      paragraph.lineBreakMode != .byCharWrapping else { return }
                let wrapping = paragraph.mutableCopy() as! NSMutableParagraphStyle
                wrapping.lineBreakMode = .byWordWrapping
                laidOut.addAttribute(.paragraphStyle, value: wrapping, range: range)
            }
        }
        return laidOut
    }

    /// F19: the attributed text as the label draws it: ``_laidOutAttributedText`` with linked
    /// runs in the link colour and underlined.
    @_spi(Rendering) public var _attributedTextForDrawing: NSAttributedString? {
        guard let text = _laidOutAttributedText else { return nil }
        let drawn = NSMutableAttributedString(attributedString: text)
        text.enumerateAttribute(.link, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
            guard value != nil else { return }
            drawn.addAttribute(.foregroundColor, value: UIColor.link, range: range)
            drawn.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: range)
        }
        // LB1: highlighted, the whole text takes the highlighted colour.
        if isHighlighted, let highlightedTextColor {
            drawn.addAttribute(.foregroundColor, value: highlightedTextColor, range: NSRange(location: 0, length: drawn.length))
        }
        return drawn
    }

    /// F13: with ``adjustsFontForContentSizeCategory``, a Dynamic Type font (the label's, and
    /// those of attributed runs) is replaced by its size at the label's content size category.
    func _adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory else { return }
        let category = traitCollection.preferredContentSizeCategory
        if case let .attributed(text) = _content {
            let adjusted = NSMutableAttributedString(attributedString: text)
            var changed = false
            text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length), options: []) { value, range, _ in
                guard let font = value as? UIFont else { return }
                let new = font._adjusted(to: category)
                if new !== font { adjusted.addAttribute(.font, value: new, range: range); changed = true }
            }
            _font = _font._adjusted(to: category)
            if changed {
                _content = .attributed(adjusted)
                _textChanged()
            }
        } else {
            let new = _font._adjusted(to: category)
            if new !== _font { _setStyle(font: new) }
        }
    }
}

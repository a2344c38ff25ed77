import Foundation

extension UITextField {
    private var _fieldFont: UIFont { font ?? .systemFont(ofSize: 17) }

    /// F25: the field's font, colour and paragraph style (with its alignment), and the other
    /// attributes ``defaultTextAttributes`` was given.
    var _defaultTextAttributes: [NSAttributedString.Key: Any] {
        var attributes = _extraDefaultAttributes
        let paragraph = (attributes[.paragraphStyle] as? NSParagraphStyle ?? .default).mutableCopy() as! NSMutableParagraphStyle
        paragraph.alignment = textAlignment
        attributes[.paragraphStyle] = paragraph
        attributes[.font] = _fieldFont
        attributes[.foregroundColor] = textColor ?? .label
        return attributes
    }

    /// The text with its styles: the styled text, or the text in the default attributes (nil
    /// while there is none).
    var _attributedText: NSAttributedString? {
        if let styled = _styledText { return NSAttributedString(attributedString: styled) }
        return _text.isEmpty ? nil : NSAttributedString(string: _text, attributes: _defaultTextAttributes)
    }

    /// F25: the field takes the first character's font, colour and alignment; runs missing an
    /// attribute get the field's.
    func _setAttributedText(_ text: NSAttributedString?) {
        guard let text else {
            _styledText = nil
            _text = ""
            return invalidateIntrinsicContentSize()
        }
        let filled = NSMutableAttributedString(attributedString: text)
        let defaults = _defaultTextAttributes
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            for (key, value) in defaults where attributes[key] == nil { filled.addAttribute(key, value: value, range: range) }
        }
        _styledText = nil  // the properties below describe the new text; nothing to restyle
        if filled.length > 0 {
            let first = filled.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { self.font = font }
            if let color = first[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        }
        _styledText = filled
        _text = filled.string
        invalidateIntrinsicContentSize()
    }

    /// F25: font, colour and alignment from the dictionary (those it lacks stay), the others
    /// kept for text to come, and all of them applied to the whole styled text.
    func _setDefaultTextAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        let styled = _styledText
        _styledText = nil
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        _extraDefaultAttributes = attributes.filter { $0.key != .font && $0.key != .foregroundColor }
        if let styled {
            let restyled = NSMutableAttributedString(attributedString: styled)
            restyled.addAttributes(_defaultTextAttributes, range: NSRange(location: 0, length: restyled.length))
            _styledText = restyled
        }
        invalidateIntrinsicContentSize()
    }

    /// F25: a font, colour or alignment set on the field applies to the whole styled text.
    func _styleWholeText(_ key: NSAttributedString.Key, _ value: Any?) {
        guard let styled = _styledText, styled.length > 0 else { return }
        _styledText = styled._restyled(key, value, alignment: textAlignment)
    }

    /// F26: the attributes of the last character (the default attributes without text).
    var _attributesAtEnd: [NSAttributedString.Key: Any] {
        guard let styled = _styledText, styled.length > 0 else { return _defaultTextAttributes }
        return styled.attributes(at: styled.length - 1, effectiveRange: nil)
    }

    /// F26: styled text follows typing (its string follows ``_text``): appended characters
    /// take the typing attributes, deleted ones go, anything else is restyled with the
    /// defaults. (Typing attributes set by the app start styled text.)
    func _styledTextFollowsTyping(from old: String) {
        guard let styled = _styledText, styled.string != _text else { return }
        if _text.hasPrefix(styled.string) {
            let added = String(_text.dropFirst(styled.string.count))
            let grown = NSMutableAttributedString(attributedString: styled)
            grown.append(NSAttributedString(string: added, attributes: (isEditing ? _typingAttributes : nil) ?? _attributesAtEnd))
            _styledText = grown
        } else if styled.string.hasPrefix(_text) {
            _styledText = styled.attributedSubstring(from: NSRange(location: 0, length: (_text as NSString).length))
        } else {
            _styledText = NSAttributedString(string: _text, attributes: _defaultTextAttributes)
        }
    }

    /// The styled placeholder, or the placeholder in the field's font and the placeholder grey.
    var _attributedPlaceholder: NSAttributedString? {
        if let styled = _styledPlaceholder { return NSAttributedString(attributedString: styled) }
        return placeholder.map { NSAttributedString(string: $0, attributes: [.font: _fieldFont, .foregroundColor: UIColor.placeholderText]) }
    }

    /// F27: sets the placeholder's string and keeps the styles.
    func _setAttributedPlaceholder(_ placeholder: NSAttributedString?) {
        self.placeholder = placeholder?.string
        _styledPlaceholder = placeholder.map { NSAttributedString(attributedString: $0) }
        invalidateIntrinsicContentSize()
    }

    /// The text as drawn when styles matter (nil: the plain text in the field's font and
    /// colour): styled text, or text with default attributes beyond font, colour and
    /// alignment. Secure text draws as plain bullets.
    @_spi(Rendering) public var _styledTextForDrawing: NSAttributedString? {
        guard !isSecureTextEntry, !_text.isEmpty else { return nil }
        if let styled = _styledText { return styled }
        let plainKeys: Set<NSAttributedString.Key> = [.paragraphStyle]
        let meaningful = _extraDefaultAttributes.keys.contains { !plainKeys.contains($0) }
            || (_extraDefaultAttributes[.paragraphStyle] as? NSParagraphStyle).map { $0.lineSpacing > 0 || $0.firstLineHeadIndent > 0 || $0.headIndent > 0 } == true
        return meaningful ? NSAttributedString(string: _text, attributes: _defaultTextAttributes) : nil
    }

    /// F27: the styled placeholder as drawn (nil without one): runs without a colour in the
    /// placeholder grey, without a font in the field's font.
    @_spi(Rendering) public var _styledPlaceholderForDrawing: NSAttributedString? {
        guard let styled = _styledPlaceholder, styled.length > 0 else { return nil }
        let drawn = NSMutableAttributedString(attributedString: styled)
        let defaults: [NSAttributedString.Key: Any] = [.font: _fieldFont, .foregroundColor: UIColor.placeholderText]
        styled.enumerateAttributes(in: NSRange(location: 0, length: styled.length), options: []) { attributes, range, _ in
            for (key, value) in defaults where attributes[key] == nil { drawn.addAttribute(key, value: value, range: range) }
        }
        return drawn
    }

    /// The width of text on one line: styled with its runs, plain in `font`.
    func _measuredWidth(text: String, styled: NSAttributedString?, font: UIFont) -> CGFloat {
        if let styled { return TextMeasurement.current.size(of: styled, width: nil, numberOfLines: 1).width }
        return font._size(of: text).width
    }

    /// F13: a Dynamic Type font follows the field's content size category.
    func _adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let font else { return }
        let adjusted = font._adjusted(to: traitCollection.preferredContentSizeCategory)
        if adjusted !== font { self.font = adjusted }
    }
}

import Foundation

extension UITextView {
    private var _viewFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// F30: the app's typing attributes, else the view's font, colour and a paragraph style
    /// with its alignment.
    var _typingAttributes: [NSAttributedString.Key: Any] {
        var attributes = _customTypingAttributes ?? [:]
        let paragraph = (attributes[.paragraphStyle] as? NSParagraphStyle ?? .default).mutableCopy() as! NSMutableParagraphStyle
        paragraph.alignment = textAlignment
        attributes[.paragraphStyle] = paragraph
        attributes[.font] = _viewFont
        attributes[.foregroundColor] = textColor ?? .label
        return attributes
    }

    /// F30: typing attributes set the font, colour and alignment they name; the others are
    /// kept for typed text. Plain text becomes styled, in the view's own font, colour and
    /// alignment.
    func _setTypingAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        let wasStyled = _isStyled
        _isUpdatingTypingAttributes = true  // the properties below describe typing, not the text
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
        if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
        _isUpdatingTypingAttributes = false
        _customTypingAttributes = attributes
        if !wasStyled, textStorage.length > 0 {
            let whole = NSRange(location: 0, length: textStorage.length)
            _editOwnStorage { $0.setAttributes(_typingAttributesWithoutCustom, range: whole) }
        }
        _isStyled = true
        _typingAttributesDidChange()
    }

    /// The view's own font, colour and alignment (what plain text shows in).
    private var _typingAttributesWithoutCustom: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: _viewFont, .foregroundColor: textColor ?? .label, .paragraphStyle: paragraph]
    }

    /// The text with its styles: the text storage's characters and attributes (TK18).
    var _attributedText: NSAttributedString { textStorage._wholeSnapshot }

    /// The styled text (F29), nil while the text is plain.
    var _styledText: NSAttributedString? { _isStyled ? textStorage._wholeSnapshot : nil }

    /// F29: runs missing a font, colour or paragraph style take the view's; the typing
    /// attributes become the last character's.
    func _setAttributedText(_ text: NSAttributedString?) {
        let text = text ?? NSAttributedString(string: "")
        let filled = NSMutableAttributedString(attributedString: text)
        let defaults = _typingAttributes
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            for (key, value) in defaults where attributes[key] == nil { filled.addAttribute(key, value: value, range: range) }
        }
        _isStyled = true  // the typing attributes below do not restyle the old text
        if filled.length > 0 { _setTypingAttributes(filled.attributes(at: filled.length - 1, effectiveRange: nil)) }
        _replaceAllText(with: filled)
        invalidateIntrinsicContentSize()
    }

    /// F29: a font, colour or alignment set on the view applies to the whole text: styled
    /// text run by run, plain text all in the typing attributes.
    func _styleWholeText(_ key: NSAttributedString.Key, _ value: Any?) {
        _customTypingAttributes?[key] = nil
        guard !_isUpdatingTypingAttributes else { return }
        defer { _typingAttributesDidChange() }
        let length = textStorage.length
        guard length > 0 else { return }
        let whole = NSRange(location: 0, length: length)
        guard _isStyled else { return _editOwnStorage { $0.setAttributes(_typingAttributes, range: whole) } }
        let restyled = textStorage._wholeSnapshot._restyled(key, value, alignment: textAlignment)
        _editOwnStorage { storage in
            storage.beginEditing()
            restyled.enumerateAttributes(in: whole, options: []) { attributes, range, _ in storage.setAttributes(attributes, range: range) }
            storage.endEditing()
        }
    }

    /// F31: the text as drawn when styles matter (nil: plain text in the view's font and
    /// colour): the styled text with linked runs in ``linkTextAttributes``.
    @_spi(Rendering) public var _styledTextForDrawing: NSAttributedString? {
        guard let styled = _styledText, styled.length > 0 else { return nil }
        let drawn = NSMutableAttributedString(attributedString: styled)
        let links = linkTextAttributes ?? [:]
        styled.enumerateAttribute(.link, in: NSRange(location: 0, length: styled.length), options: []) { value, range, _ in
            if value != nil { drawn.addAttributes(links, range: range) }
        }
        return drawn
    }

    /// The text's size wrapped at `width` (nil: at newlines only), styled or plain.
    func _measuredText(width: CGFloat?, font: UIFont) -> CGSize {
        if let styled = _styledTextForDrawing { return TextMeasurement.current.size(of: styled, width: width, numberOfLines: 0) }
        return font._size(of: _text, width: width, numberOfLines: 0)
    }

    /// F13: a Dynamic Type font follows the view's content size category.
    func _adjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let font else { return }
        let adjusted = font._adjusted(to: traitCollection.preferredContentSizeCategory)
        if adjusted !== font { self.font = adjusted }
    }
}

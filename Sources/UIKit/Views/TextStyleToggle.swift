import Foundation

/// DD9, DD12: the bold, italic and underline actions of text views and fields.
@preconcurrency @MainActor
protocol TextStyleActions: UIResponder {
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
}

extension UITextView: TextStyleActions {}
extension UITextField: TextStyleActions {}

/// DD9: one of the styles the bold, italic and underline actions toggle.
enum TextStyleToggle {
    case bold, italic, underline

    /// The style its action's selector toggles; nil for other selectors.
    init?(_ selector: Selector) {
        switch selector.name {
        case "toggleBoldface:": self = .bold
        case "toggleItalics:": self = .italic
        case "toggleUnderline:": self = .underline
        default: return nil
        }
    }

    /// The table entries that send each style action to a responder of class `T`, so
    /// `sendAction("toggleBoldface:", to: nil, …)` reaches it (and its overrides).
    @MainActor static func selectorActions<T: TextStyleActions>(
        for _: T.Type
    ) -> [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] {
        [
            "toggleBoldface:": { ($0 as? T)?.toggleBoldface($1) },
            "toggleItalics:": { ($0 as? T)?.toggleItalics($1) },
            "toggleUnderline:": { ($0 as? T)?.toggleUnderline($1) },
        ]
    }

    /// Typing attributes at a caret with the style flipped.
    func toggledAtCaret(_ attributes: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] {
        toggled(attributes, on: !isOn(in: attributes))
    }

    /// Restyles each run of `selection` in `text`: on when the selection's first character
    /// lacks the style, off when it has it.
    func apply(to text: NSMutableAttributedString, in selection: NSRange) {
        let turnOn = !isOn(in: text.attributes(at: selection.location, effectiveRange: nil))
        var runs: [(NSRange, [NSAttributedString.Key: Any])] = []
        text.enumerateAttributes(in: selection, options: []) { attributes, range, _ in
            runs.append((NSIntersectionRange(range, selection), toggled(attributes, on: turnOn)))
        }
        for (range, attributes) in runs { text.setAttributes(attributes, range: range) }
    }

    /// The font trait it toggles (nil: underline, an attribute of its own).
    private var trait: UIFontDescriptor.SymbolicTraits? {
        switch self {
        case .bold: .traitBold
        case .italic: .traitItalic
        case .underline: nil
        }
    }

    /// Whether `attributes` have the style: the font's trait, or a non-zero underline.
    func isOn(in attributes: [NSAttributedString.Key: Any]) -> Bool {
        guard let trait else { return (attributes[.underlineStyle] as? Int ?? 0) != 0 }
        return (attributes[.font] as? UIFont)?.fontDescriptor.symbolicTraits.contains(trait) == true
    }

    /// `attributes` with the style turned on or off (a font that cannot take the trait stays).
    func toggled(_ attributes: [NSAttributedString.Key: Any], on: Bool) -> [NSAttributedString.Key: Any] {
        var attributes = attributes
        guard let trait else {
            attributes[.underlineStyle] = on ? NSUnderlineStyle.single.rawValue : nil
            return attributes
        }
        guard let font = attributes[.font] as? UIFont else { return attributes }
        var traits = font.fontDescriptor.symbolicTraits
        if on { traits.insert(trait) } else { traits.remove(trait) }
        if let descriptor = font.fontDescriptor.withSymbolicTraits(traits) {
            attributes[.font] = UIFont(descriptor: descriptor, size: font.pointSize)
        }
        return attributes
    }
}

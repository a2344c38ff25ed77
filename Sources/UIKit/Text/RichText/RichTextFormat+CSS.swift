import Foundation

extension RichTextFormat {
    /// Applies CSS declarations to an element's format (RT10). `parentFontSize` is the size
    /// `em`, `%` and `smaller` are relative to; box properties (margins, `text-indent`) apply
    /// only to block elements. Font size comes first so that `em` margins use the new size.
    mutating func apply(_ declarations: [CSSDeclaration], parentFontSize: CGFloat, isBlock: Bool) {
        for declaration in declarations where declaration.property == "font-size" {
            applyFontSize(declaration.value, parentFontSize: parentFontSize)
        }
        for declaration in declarations where declaration.property == "font" {
            applyFontShorthand(declaration.value, parentFontSize: parentFontSize)
        }
        for declaration in declarations {
            apply(declaration, parentFontSize: parentFontSize, isBlock: isBlock)
        }
    }

    private mutating func apply(_ declaration: CSSDeclaration, parentFontSize: CGFloat, isBlock: Bool) {
        let value = declaration.value
        let lowered = value.lowercased()
        func length(_ text: String) -> CGFloat? { CSSValues.length(text, fontSize: fontSize) }
        switch declaration.property {
        case "color":
            if let color = CSSValues.color(value) { foregroundColor = color }
        case "background-color", "background":
            if lowered == "transparent" || lowered == "none" { backgroundColor = nil }
            else if let color = CSSValues.color(value) ?? value.split(separator: " ").lazy.compactMap({ CSSValues.color(String($0)) }).first {
                backgroundColor = color
            }
        case "font-family":
            applyFontFamily(value)
        case "font-weight":
            switch lowered {
            case "bold", "bolder": isBold = true
            case "normal", "lighter": isBold = false
            default: if let weight = Int(lowered) { isBold = weight >= 600 }
            }
        case "font-style":
            isItalic = lowered == "italic" || lowered.hasPrefix("oblique")
        case "text-decoration", "text-decoration-line":
            // The value names every line the text has (an element's own value replaces
            // the one it inherits, a link's underline included).
            underline = lowered.contains("underline") ? NSUnderlineStyle.single.rawValue : 0
            strikethrough = lowered.contains("line-through") ? NSUnderlineStyle.single.rawValue : 0
        case "text-align":
            switch lowered {
            case "left": paragraph.alignment = .left
            case "right": paragraph.alignment = .right
            case "center", "-webkit-center": paragraph.alignment = .center
            case "justify": paragraph.alignment = .justified
            case "start", "end", "auto": paragraph.alignment = .natural
            default: break
            }
        case "direction":
            if lowered == "rtl" { paragraph.baseWritingDirection = .rightToLeft }
            if lowered == "ltr" { paragraph.baseWritingDirection = .leftToRight }
        case "line-height":
            if lowered == "normal" {
                paragraph.lineHeightMultiple = 0; paragraph.minimumLineHeight = 0; paragraph.maximumLineHeight = 0
            } else if let multiple = Double(lowered) {
                paragraph.lineHeightMultiple = CGFloat(multiple)
            } else if let height = length(value) {
                paragraph.minimumLineHeight = height
                paragraph.maximumLineHeight = height
            }
        case "vertical-align":
            // TL9: UIKit's import gives `super` and `sub` as Cocoa's superscript levels (the
            // text system raises them), a length as a baseline offset.
            switch lowered {
            case "super": superscript = 1
            case "sub": superscript = -1
            case "baseline": superscript = 0; baselineOffset = 0
            default: if let offset = length(value) { baselineOffset = offset }
            }
        case "margin" where isBlock:
            let parts = value.split(separator: " ").map { length(String($0)) ?? 0 }
            guard !parts.isEmpty else { return }
            let top = parts[0], right = parts.count > 1 ? parts[1] : top
            let bottom = parts.count > 2 ? parts[2] : top, left = parts.count > 3 ? parts[3] : right
            setMargins(top: top, right: right, bottom: bottom, left: left)
        case "margin-top" where isBlock:
            if let top = length(value) { paragraph.paragraphSpacingBefore = max(0, top) }
        case "margin-bottom" where isBlock:
            if let bottom = length(value) { paragraph.paragraphSpacing = max(0, bottom) }
        case "margin-left" where isBlock, "padding-left" where isBlock:
            if let left = length(value) { setLeftIndent(left) }
        case "margin-right" where isBlock:
            if let right = length(value) { paragraph.tailIndent = 0 - max(0, right) }
        case "text-indent" where isBlock:
            if let indent = length(value) { paragraph.firstLineHeadIndent = max(0, paragraph.headIndent + indent) }
        default:
            break
        }
    }

    private mutating func setMargins(top: CGFloat, right: CGFloat, bottom: CGFloat, left: CGFloat) {
        paragraph.paragraphSpacingBefore = max(0, top)
        paragraph.paragraphSpacing = max(0, bottom)
        paragraph.tailIndent = 0 - max(0, right)
        setLeftIndent(left)
    }

    /// Moves both head indents to `left`, keeping the first line's own indent.
    private mutating func setLeftIndent(_ left: CGFloat) {
        let firstLine = paragraph.firstLineHeadIndent - paragraph.headIndent
        paragraph.headIndent = max(0, left)
        paragraph.firstLineHeadIndent = max(0, left + firstLine)
    }

    /// `font-size`: a length, a percentage or `em` of the parent's size, or a keyword (the
    /// CSS scale around 12 points, UIKit's medium; `smaller`/`larger` divide or multiply by 1.2).
    mutating func applyFontSize(_ value: String, parentFontSize: CGFloat) {
        let keywords: [String: CGFloat] = ["xx-small": 3.0 / 5, "x-small": 3.0 / 4, "small": 8.0 / 9, "medium": 1,
                                           "large": 6.0 / 5, "x-large": 3.0 / 2, "xx-large": 2, "xxx-large": 3]
        let lowered = value.lowercased().trimmingCharacters(in: .whitespaces)
        if let factor = keywords[lowered] { fontSize = 12 * factor }
        else if lowered == "smaller" { fontSize = parentFontSize * 5 / 6 }
        else if lowered == "larger" { fontSize = parentFontSize * 6 / 5 }
        else if let size = CSSValues.length(lowered, fontSize: parentFontSize, percentOf: parentFontSize), size > 0 { fontSize = size }
    }

    /// `font-family`: the first family of the list iOS has (quotes removed), or a generic one.
    mutating func applyFontFamily(_ value: String) {
        let families = value.split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        }
        let generic = ["serif", "sans-serif", "monospace", "-apple-system", "system-ui", "ui-monospace", "times"]
        if let family = families.first(where: { $0.hasPrefix(".") || UIFont(name: $0, size: 12) != nil || generic.contains($0.lowercased()) }) {
            fontName = family
        }
    }

    /// `font: [style] [weight] size[/line-height] family, …` (the form Cocoa's HTML writer
    /// uses: `font: 12.0px Helvetica`).
    mutating func applyFontShorthand(_ value: String, parentFontSize: CGFloat) {
        var words = value.split(separator: " ").map(String.init)
        var index = 0
        while index < words.count {
            let word = words[index].lowercased()
            if word == "italic" || word == "oblique" { isItalic = true }
            else if word == "bold" || word == "bolder" || (Int(word).map { $0 >= 600 } ?? false) { isBold = true }
            else if word == "normal" || Int(word) != nil { }
            else if let first = word.first, first.isNumber || first == "." {
                let size = word.split(separator: "/").first.map(String.init) ?? word
                applyFontSize(size, parentFontSize: parentFontSize)
                index += 1
                break
            }
            index += 1
        }
        words.removeFirst(min(index, words.count))
        if !words.isEmpty { applyFontFamily(words.joined(separator: " ")) }
    }
}

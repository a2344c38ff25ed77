import Foundation

/// CSS values as HTML reading understands them (RT10): colours and lengths.
enum CSSValues {
    /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`, `rgba(…)` or a colour keyword; nil
    /// for `transparent`, `inherit` and what is not a colour.
    static func color(_ text: String) -> UIColor? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasPrefix("#") { return hexColor(value.dropFirst()) }
        if value.hasPrefix("rgb") {
            guard let open = value.firstIndex(of: "("), let close = value.lastIndex(of: ")"), open < close else { return nil }
            let parts = value[value.index(after: open)..<close]
                .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
            guard parts.count >= 3 else { return nil }
            func channel(_ part: String) -> CGFloat? {
                if part.hasSuffix("%") { return Double(part.dropLast()).map { CGFloat($0) / 100 } }
                return Double(part).map { CGFloat(min(255, max(0, $0))) / 255 }
            }
            guard let red = channel(parts[0]), let green = channel(parts[1]), let blue = channel(parts[2]) else { return nil }
            var alpha: CGFloat = 1
            if parts.count > 3 {
                alpha = parts[3].hasSuffix("%") ? CGFloat(Double(parts[3].dropLast()) ?? 100) / 100 : CGFloat(Double(parts[3]) ?? 1)
            }
            return UIColor(red: red, green: green, blue: blue, alpha: min(1, max(0, alpha)))
        }
        guard let hex = keywords[value] else { return nil }
        return hexColor(Substring(hex))
    }

    private static func hexColor(_ digits: Substring) -> UIColor? {
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        let expanded: String
        switch digits.count {
        case 3, 4: expanded = digits.map { "\($0)\($0)" }.joined()
        case 6, 8: expanded = String(digits)
        default: return nil
        }
        guard let value = UInt64(expanded, radix: 16) else { return nil }
        let hasAlpha = expanded.count == 8
        let rgb = hasAlpha ? value >> 8 : value
        return UIColor(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
                       blue: CGFloat(rgb & 0xFF) / 255, alpha: hasAlpha ? CGFloat(value & 0xFF) / 255 : 1)
    }

    /// A length in points: `px` as points (WebKit's import draws one CSS pixel as one
    /// point), `pt` as 4/3 of that, `em` of `fontSize`, `%` of `percentOf`, a bare number as
    /// pixels; nil for others (`auto`).
    static func length(_ text: String, fontSize: CGFloat, percentOf: CGFloat? = nil) -> CGFloat? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, CGFloat)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54),
                                          ("mm", 96 / 25.4), ("rem", 12), ("em", fontSize), ("ex", fontSize / 2)]
        for (unit, scale) in units where value.hasSuffix(unit) {
            return Double(value.dropLast(unit.count)).map { CGFloat($0) * scale }
        }
        if value.hasSuffix("%") {
            return Double(value.dropLast()).map { CGFloat($0) / 100 * (percentOf ?? fontSize) }
        }
        return Double(value).map { CGFloat($0) }
    }

    /// The basic and common extended colour keywords.
    private static let keywords: [String: String] = [
        "black": "000000", "silver": "c0c0c0", "gray": "808080", "grey": "808080", "white": "ffffff",
        "maroon": "800000", "red": "ff0000", "purple": "800080", "fuchsia": "ff00ff", "magenta": "ff00ff",
        "green": "008000", "lime": "00ff00", "olive": "808000", "yellow": "ffff00", "navy": "000080",
        "blue": "0000ff", "teal": "008080", "aqua": "00ffff", "cyan": "00ffff", "orange": "ffa500",
        "pink": "ffc0cb", "brown": "a52a2a", "gold": "ffd700", "indigo": "4b0082", "violet": "ee82ee",
        "darkgray": "a9a9a9", "darkgrey": "a9a9a9", "lightgray": "d3d3d3", "lightgrey": "d3d3d3",
        "darkred": "8b0000", "darkgreen": "006400", "darkblue": "00008b", "lightblue": "add8e6",
        "orangered": "ff4500", "crimson": "dc143c", "coral": "ff7f50", "tomato": "ff6347", "salmon": "fa8072",
        "skyblue": "87ceeb", "steelblue": "4682b4", "royalblue": "4169e1", "dodgerblue": "1e90ff",
        "turquoise": "40e0d0", "tan": "d2b48c", "beige": "f5f5dc", "khaki": "f0e68c", "plum": "dda0dd",
        "lavender": "e6e6fa", "chocolate": "d2691e", "firebrick": "b22222", "forestgreen": "228b22",
        "seagreen": "2e8b57", "limegreen": "32cd32", "slategray": "708090", "slategrey": "708090",
        "dimgray": "696969", "dimgrey": "696969", "whitesmoke": "f5f5f5", "ivory": "fffff0",
    ]
}

import Foundation

/// HTML's character references (RT7): `&name;` for the named entities documents use
/// (HTML 4's Latin-1, symbol and punctuation sets), `&#NNN;` and `&#xHH;`. An unknown name or
/// a reference without `;` that names nothing is kept as written, as browsers do.
enum HTMLEntities {
    /// `text` with its references replaced by their characters.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            if let (character, length) = reference(at: rest) {
                result.unicodeScalars.append(character)
                rest = rest.dropFirst(length)
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    /// The character `text` (starting at `&`) refers to and the reference's length.
    private static func reference(at text: Substring) -> (Unicode.Scalar, Int)? {
        let body = text.dropFirst().prefix(32)
        guard let end = body.firstIndex(of: ";") else { return nil }
        let name = body[..<end]
        let length = name.count + 2
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value: UInt32? = digits.first == "x" || digits.first == "X"
                ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value else { return nil }
            if value == 0 { return ("\u{FFFD}", length) }
            // Windows code points 0x80–0x9F mean their cp1252 characters, as in browsers.
            if (0x80...0x9F).contains(value) { return (WindowsLatin1.scalar(UInt8(value)), length) }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
        }
        guard let value = named[String(name)], let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// The named entities.
    static let named: [String: UInt32] = {
        var table: [String: UInt32] = [
            "amp": 38, "lt": 60, "gt": 62, "quot": 34, "apos": 39, "nbsp": 0xA0, "ensp": 0x2002, "emsp": 0x2003,
            "thinsp": 0x2009, "zwnj": 0x200C, "zwj": 0x200D, "lrm": 0x200E, "rlm": 0x200F, "ndash": 0x2013,
            "mdash": 0x2014, "lsquo": 0x2018, "rsquo": 0x2019, "sbquo": 0x201A, "ldquo": 0x201C, "rdquo": 0x201D,
            "bdquo": 0x201E, "dagger": 0x2020, "Dagger": 0x2021, "bull": 0x2022, "hellip": 0x2026, "permil": 0x2030,
            "prime": 0x2032, "Prime": 0x2033, "lsaquo": 0x2039, "rsaquo": 0x203A, "oline": 0x203E, "euro": 0x20AC,
            "trade": 0x2122, "larr": 0x2190, "uarr": 0x2191, "rarr": 0x2192, "darr": 0x2193, "harr": 0x2194,
            "rArr": 0x21D2, "lArr": 0x21D0, "hArr": 0x21D4, "minus": 0x2212, "infin": 0x221E, "ne": 0x2260,
            "le": 0x2264, "ge": 0x2265, "asymp": 0x2248, "sum": 0x2211, "prod": 0x220F, "radic": 0x221A,
            "part": 0x2202, "int": 0x222B, "loz": 0x25CA, "spades": 0x2660, "clubs": 0x2663, "hearts": 0x2665,
            "diams": 0x2666, "OElig": 0x152, "oelig": 0x153, "Scaron": 0x160, "scaron": 0x161, "Yuml": 0x178,
            "fnof": 0x192, "circ": 0x2C6, "tilde": 0x2DC, "Alpha": 0x391, "Beta": 0x392, "Gamma": 0x393,
            "Delta": 0x394, "Omega": 0x3A9, "alpha": 0x3B1, "beta": 0x3B2, "gamma": 0x3B3, "delta": 0x3B4,
            "epsilon": 0x3B5, "lambda": 0x3BB, "mu": 0x3BC, "pi": 0x3C0, "sigma": 0x3C3, "omega": 0x3C9,
        ]
        // HTML 4's Latin-1 entities, 0xA1–0xFF in order.
        let latin1 = [
            "iexcl", "cent", "pound", "curren", "yen", "brvbar", "sect", "uml", "copy", "ordf", "laquo", "not", "shy",
            "reg", "macr", "deg", "plusmn", "sup2", "sup3", "acute", "micro", "para", "middot", "cedil", "sup1", "ordm",
            "raquo", "frac14", "frac12", "frac34", "iquest", "Agrave", "Aacute", "Acirc", "Atilde", "Auml", "Aring",
            "AElig", "Ccedil", "Egrave", "Eacute", "Ecirc", "Euml", "Igrave", "Iacute", "Icirc", "Iuml", "ETH", "Ntilde",
            "Ograve", "Oacute", "Ocirc", "Otilde", "Ouml", "times", "Oslash", "Ugrave", "Uacute", "Ucirc", "Uuml",
            "Yacute", "THORN", "szlig", "agrave", "aacute", "acirc", "atilde", "auml", "aring", "aelig", "ccedil",
            "egrave", "eacute", "ecirc", "euml", "igrave", "iacute", "icirc", "iuml", "eth", "ntilde", "ograve",
            "oacute", "ocirc", "otilde", "ouml", "divide", "oslash", "ugrave", "uacute", "ucirc", "uuml", "yacute",
            "thorn", "yuml",
        ]
        for (offset, name) in latin1.enumerated() { table[name] = 0xA1 + UInt32(offset) }
        return table
    }()
}

import Foundation

/// Plain text documents (RT6): the characters, decoded in the asked encoding, with the
/// `.defaultAttributes` option's attributes.
enum PlainTextCodec {
    /// Decodes `data`: in `.characterEncoding` when given (an error when the bytes are not
    /// in it), else UTF-16 after its byte order mark, else UTF-8, else Windows Latin 1.
    static func read(_ data: Data, options: RichTextDocument.Options)
        throws -> (text: NSMutableAttributedString, attributes: RichTextDocument.DocumentAttributes) {
        let (string, encoding) = try decode(data, encoding: RichTextDocument.encoding(options[.characterEncoding]))
        let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
        let text = NSMutableAttributedString(string: string, attributes: attributes)
        return (text, [.documentType: NSAttributedString.DocumentType.plain, .characterEncoding: encoding.rawValue])
    }

    /// The text of `data` and the encoding it was read in.
    static func decode(_ data: Data, encoding: String.Encoding?) throws -> (String, String.Encoding) {
        if let encoding {
            guard let string = String(data: data, encoding: encoding) else { throw RichTextError.inapplicableEncoding(encoding) }
            return (string, encoding)
        }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let string = String(data: data, encoding: .utf16) {
            return (string, .utf16)
        }
        if let string = String(data: data, encoding: .utf8) {
            return (string.hasPrefix("\u{FEFF}") ? String(string.dropFirst()) : string, .utf8)
        }
        return (WindowsLatin1.string(data), .windowsCP1252)
    }

    /// The characters in the `.characterEncoding` document attribute (UTF-8 without one); an
    /// error when a character has no byte in it.
    static func write(_ text: NSAttributedString, attributes: RichTextDocument.DocumentAttributes) throws -> Data {
        let encoding = RichTextDocument.encoding(attributes[.characterEncoding]) ?? .utf8
        guard let data = text.string.data(using: encoding) else { throw RichTextError.unwritableEncoding(encoding) }
        return data
    }
}

/// Windows code page 1252 (Latin 1 with the printable characters Windows puts in
/// 0x80–0x9F), the encoding of RTF's `\'hh` escapes under `\ansi` and the fallback of plain text.
enum WindowsLatin1 {
    /// The text of `bytes`.
    static func string(_ bytes: some Sequence<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes { scalars.append(scalar(byte)) }
        return String(scalars)
    }

    /// The character of one byte.
    static func scalar(_ byte: UInt8) -> Unicode.Scalar {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        return Unicode.Scalar(high[Int(byte - 0x80)]) ?? "\u{FFFD}"
    }

    private static let high: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD, 0x017D, 0xFFFD,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]
}

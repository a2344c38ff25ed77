import Foundation

/// Splits RTF into its tokens (RT13): group braces, control words with their numeric
/// parameter, control symbols, `\'hh` bytes and runs of text bytes. Line ends in the text are
/// not content (RTF writes `\par`); `\binN` data is skipped.
struct RTFTokenizer {
    /// One piece of the document.
    enum Token: Equatable {
        case groupStart
        case groupEnd
        /// `\name` or `\nameN` (N may be negative).
        case controlWord(String, Int?)
        /// `\` and one character that is not a letter (`\~`, `\*`, `\{`, a line end).
        case controlSymbol(UInt8)
        /// `\'hh`.
        case byte(UInt8)
        /// Text bytes (not yet decoded: the document's code page says how).
        case text([UInt8])
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) {
        bytes = Array(data)
    }

    /// The next token; nil at the end.
    mutating func next() -> Token? {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"):
                position += 1
                return .groupStart
            case UInt8(ascii: "}"):
                position += 1
                return .groupEnd
            case UInt8(ascii: "\\"):
                return control()
            case 0x0A, 0x0D, 0x00:
                position += 1
            default:
                return text()
            }
        }
        return nil
    }

    private mutating func text() -> Token {
        var run: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\\") { break }
            if byte != 0x0A && byte != 0x0D && byte != 0x00 { run.append(byte) }
            position += 1
        }
        return .text(run)
    }

    private mutating func control() -> Token? {
        position += 1
        guard position < bytes.count else { return nil }
        let first = bytes[position]
        guard isLetter(first) else {
            position += 1
            if first == UInt8(ascii: "'") {
                guard position + 1 < bytes.count, let value = UInt8(String(decoding: bytes[position...position + 1], as: UTF8.self), radix: 16)
                else { return .controlSymbol(first) }
                position += 2
                return .byte(value)
            }
            return .controlSymbol(first)
        }
        var name = ""
        while position < bytes.count, isLetter(bytes[position]), name.count < 32 {
            name.unicodeScalars.append(Unicode.Scalar(bytes[position]))
            position += 1
        }
        var parameter: Int?
        var negative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        var digits = 0
        while position < bytes.count, (0x30...0x39).contains(bytes[position]), digits < 10 {
            parameter = (parameter ?? 0) * 10 + Int(bytes[position] - 0x30)
            position += 1
            digits += 1
        }
        if negative { parameter = parameter.map { -$0 } ?? 0 }
        // One space after a control word delimits it and is not text.
        if position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        if name == "bin", let count = parameter, count > 0 {
            position = min(bytes.count, position + count)
            return .text([])
        }
        return .controlWord(name, parameter)
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}

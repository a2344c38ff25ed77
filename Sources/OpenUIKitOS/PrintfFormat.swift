import Foundation

/// Renders the printf-style format strings of the classic `os_log(_:log:type:_:)`: each
/// conversion takes the next argument, through Foundation's `String(format:)` for numbers and
/// pointers.
///
/// Unified logging's additions are handled as iOS prints them in Xcode's console with the
/// debugger attached: an annotation in braces after the percent sign (`%{public}@`,
/// `%{private}d`, `%{bool}d`, …) is dropped and the value printed in full. A conversion without
/// an argument prints `<decode: missing data>` (iOS's text) instead of reading past the
/// arguments. `%@` prints `String(describing:)` of any argument (the object's `description`),
/// and `%s` prints a Swift `String` argument too (C code passes a `char *`; Swift code that
/// passes a `String` gets garbage on iOS, the text here).
enum PrintfFormat {
    private static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    private static let lengthModifiers: Set<Character> = ["h", "l", "q", "L", "z", "t", "j"]
    private static let numericConversions: Set<Character> = [
        "d", "i", "o", "u", "x", "X", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "p", "D", "U", "O",
    ]
    static let missingArgument = "<decode: missing data>"

    /// `format` with its conversions replaced by `arguments`, in order.
    static func render(_ format: String, _ arguments: [any CVarArg]) -> String {
        var output = ""
        var remaining = arguments[...]
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else {
                output.append(character)
                continue
            }
            guard index < format.endIndex else {
                output.append("%")
                break
            }
            if format[index] == "%" {
                output.append("%")
                index = format.index(after: index)
                continue
            }
            let specifierStart = index
            guard let conversion = parseConversion(format, at: &index, arguments: &remaining) else {
                // Not a conversion: printed as written.
                output.append("%")
                output.append(contentsOf: format[specifierStart..<index])
                continue
            }
            output += conversion
        }
        return output
    }

    /// Reads one conversion after its percent sign and renders it with the next argument; nil
    /// when the text is not a conversion (then `index` is past what was read).
    private static func parseConversion(
        _ format: String, at index: inout String.Index, arguments: inout ArraySlice<any CVarArg>
    ) -> String? {
        func peek() -> Character? { index < format.endIndex ? format[index] : nil }
        func advance() { index = format.index(after: index) }

        if peek() == "{" {
            guard let close = format[index...].firstIndex(of: "}") else {
                index = format.endIndex
                return nil
            }
            index = format.index(after: close)
        }
        var specifier = "%"
        var leftAligned = false
        while let character = peek(), flags.contains(character) {
            if character == "-" { leftAligned = true }
            specifier.append(character)
            advance()
        }
        var width: Int?
        var precision: Int?
        if peek() == "*" {
            advance()
            width = arguments.popFirst().flatMap(integerValue)
            if let value = width { specifier += String(value) }
        } else {
            var digits = ""
            while let character = peek(), character.isASCII, character.isNumber {
                digits.append(character)
                advance()
            }
            width = Int(digits)
            specifier += digits
        }
        if peek() == "." {
            advance()
            if peek() == "*" {
                advance()
                precision = arguments.popFirst().flatMap(integerValue) ?? 0
            } else {
                var digits = ""
                while let character = peek(), character.isASCII, character.isNumber {
                    digits.append(character)
                    advance()
                }
                precision = Int(digits) ?? 0
            }
            specifier += ".\(precision ?? 0)"
        }
        while let character = peek(), lengthModifiers.contains(character) {
            specifier.append(character)
            advance()
        }
        guard let conversion = peek() else { return nil }
        advance()

        switch conversion {
        case "@", "s", "S":
            guard let argument = arguments.popFirst() else { return missingArgument }
            var text = string(from: argument)
            if let precision, conversion != "@" { text = String(text.prefix(precision)) }
            if let width, text.count < width {
                let padding = String(repeating: " ", count: width - text.count)
                text = leftAligned ? text + padding : padding + text
            }
            return text
        case "n":
            // Writes through a pointer in C; here it only consumes its argument.
            _ = arguments.popFirst()
            return ""
        case let character where numericConversions.contains(character):
            guard let argument = arguments.popFirst() else { return missingArgument }
            specifier.append(character)
            return String(format: specifier, arguments: [argument])
        default:
            return nil
        }
    }

    /// The text of a `%@` or `%s` argument.
    private static func string(from argument: any CVarArg) -> String {
        if let pointer = argument as? UnsafePointer<CChar> { return String(cString: pointer) }
        if let pointer = argument as? UnsafeMutablePointer<CChar> { return String(cString: pointer) }
        return String(describing: argument)
    }

    /// A `*` width or precision argument as an integer.
    private static func integerValue(_ argument: any CVarArg) -> Int? {
        switch argument {
        case let value as Int: value
        case let value as Int32: Int(value)
        case let value as UInt: Int(exactly: value)
        case let value as UInt32: Int(value)
        default: nil
        }
    }
}

import Foundation

/// One level of a list of paragraphs: its marker format, options and first number (TL1).
/// A paragraph in a list has the lists holding it in its style's
/// ``NSParagraphStyle/textLists``, outermost first; the markers themselves are text of the
/// paragraph (`"\t•\t"`), as in UIKit.
open class NSTextList: NSObject, NSCopying, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// A marker format: text with one `{keyword}` that stands for the item's marker (TL2).
    public struct MarkerFormat: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A format from its text, such as `"({decimal})"`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A format from its text.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// `{box}`: ☐.
        public static let box = MarkerFormat("{box}")
        /// `{check}`: ✓.
        public static let check = MarkerFormat("{check}")
        /// `{circle}`: ◦.
        public static let circle = MarkerFormat("{circle}")
        /// `{diamond}`: ◆.
        public static let diamond = MarkerFormat("{diamond}")
        /// `{disc}`: •.
        public static let disc = MarkerFormat("{disc}")
        /// `{hyphen}`: ⁃.
        public static let hyphen = MarkerFormat("{hyphen}")
        /// `{square}`: ▪.
        public static let square = MarkerFormat("{square}")
        /// `{lower-hexadecimal}`: 1 … 9, a, b …
        public static let lowercaseHexadecimal = MarkerFormat("{lower-hexadecimal}")
        /// `{upper-hexadecimal}`: 1 … 9, A, B …
        public static let uppercaseHexadecimal = MarkerFormat("{upper-hexadecimal}")
        /// `{octal}`: 1 … 7, 10 …
        public static let octal = MarkerFormat("{octal}")
        /// `{lower-alpha}`: a … z, aa …
        public static let lowercaseAlpha = MarkerFormat("{lower-alpha}")
        /// `{upper-alpha}`: A … Z, AA …
        public static let uppercaseAlpha = MarkerFormat("{upper-alpha}")
        /// `{lower-latin}`: as `{lower-alpha}`.
        public static let lowercaseLatin = MarkerFormat("{lower-latin}")
        /// `{upper-latin}`: as `{upper-alpha}`.
        public static let uppercaseLatin = MarkerFormat("{upper-latin}")
        /// `{lower-roman}`: i, ii, iii …
        public static let lowercaseRoman = MarkerFormat("{lower-roman}")
        /// `{upper-roman}`: I, II, III …
        public static let uppercaseRoman = MarkerFormat("{upper-roman}")
        /// `{decimal}`: 1, 2, 3 …
        public static let decimal = MarkerFormat("{decimal}")
    }

    /// How a list's markers are made.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The markers of the enclosing lists come before this list's marker (stored;
        /// ``marker(forItemNumber:)`` gives this list's own marker, as in UIKit).
        public static let prependEnclosingMarker = Options(rawValue: 1 << 0)
    }

    /// The marker format.
    public let markerFormat: MarkerFormat
    /// The options.
    public let listOptions: Options
    /// The number of the list's first item (used by ordered lists). Default 1.
    open var startingItemNumber: Int

    /// A list with a marker format, options and first item number.
    public init(markerFormat: MarkerFormat, options: Options = [], startingItemNumber: Int) {
        self.markerFormat = markerFormat
        listOptions = options
        self.startingItemNumber = startingItemNumber
    }

    /// A list with a marker format and options (an `NSTextList.Options` raw value),
    /// numbered from 1.
    public convenience init(markerFormat: MarkerFormat, options: Int) {
        self.init(markerFormat: markerFormat, options: Options(rawValue: UInt(max(0, options))), startingItemNumber: 1)
    }

    /// Whether the format's keyword numbers the items (decimal, alphabetic, roman,
    /// octal, hexadecimal) rather than showing one symbol.
    open var isOrdered: Bool {
        guard let keyword = Self.keyword(in: markerFormat.rawValue)?.name else { return false }
        return !Self.symbols.keys.contains(keyword)
    }

    /// TL2: the marker of item `itemNumber`: the format with its `{keyword}` replaced by the
    /// item's number in that style (`"{decimal}."` gives `"3."` for 3) or by the keyword's
    /// symbol; other text of the format stays. Numbers below 1 are taken as 1.
    open func marker(forItemNumber itemNumber: Int) -> String {
        let format = markerFormat.rawValue
        guard let keyword = Self.keyword(in: format) else { return format }
        let number = max(1, itemNumber)
        let marker: String
        if let symbol = Self.symbols[keyword.name] {
            marker = symbol
        } else {
            switch keyword.name {
            case "decimal": marker = String(number)
            case "octal": marker = String(number, radix: 8)
            case "lower-hexadecimal": marker = String(number, radix: 16)
            case "upper-hexadecimal": marker = String(number, radix: 16).uppercased()
            case "lower-alpha", "lower-latin": marker = Self.alphabetic(number)
            case "upper-alpha", "upper-latin": marker = Self.alphabetic(number).uppercased()
            case "lower-roman": marker = Self.roman(number).lowercased()
            case "upper-roman": marker = Self.roman(number)
            default: marker = String(number)
            }
        }
        return format.replacingCharacters(in: keyword.range, with: marker)
    }

    /// The symbols of the unordered keywords (TL2).
    static let symbols: [String: String] = [
        "disc": "\u{2022}", "circle": "\u{25E6}", "square": "\u{25AA}", "hyphen": "\u{2043}",
        "box": "\u{2610}", "check": "\u{2713}", "diamond": "\u{25C6}",
    ]

    /// The `{keyword}` of a format and where it is.
    static func keyword(in format: String) -> (name: String, range: Range<String.Index>)? {
        guard let open = format.firstIndex(of: "{"), let close = format[open...].firstIndex(of: "}") else { return nil }
        return (String(format[format.index(after: open)..<close]), open..<format.index(after: close))
    }

    /// 1 → a, 26 → z, 27 → aa (bijective base 26).
    private static func alphabetic(_ number: Int) -> String {
        var number = number, letters: [Character] = []
        while number > 0 {
            number -= 1
            letters.append(Character(UnicodeScalar(UInt8(97 + number % 26))))
            number /= 26
        }
        return String(letters.reversed())
    }

    /// Roman numerals (up to 3999; larger numbers in decimal).
    private static func roman(_ number: Int) -> String {
        guard number < 4000 else { return String(number) }
        let values = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var number = number, result = ""
        for (value, letters) in values { while number >= value { result += letters; number -= value } }
        return result
    }

    /// A list with the same format, options and first number.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSTextList(markerFormat: markerFormat, options: listOptions, startingItemNumber: startingItemNumber)
    }

    /// Equal when the format, options and first number are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextList else { return false }
        return markerFormat == other.markerFormat && listOptions == other.listOptions
            && startingItemNumber == other.startingItemNumber
    }

    /// A hash of the format and options.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(markerFormat); hasher.combine(listOptions.rawValue)
        return hasher.finalize()
    }

    /// The marker format, as UIKit's description shows it.
    open override var description: String {
        "NSTextList \(Unmanaged.passUnretained(self).toOpaque()) format <\(markerFormat.rawValue)>"
    }
}

import Foundation

/// A tab stop of a paragraph style (TL4): where text after a tab character goes, and how it
/// sits there (left, right, centred on the stop, or with its decimal separator on it).
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// The keys of a tab's options.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `CharacterSet` of the characters that end the column of a decimal tab (its
        /// default is ``NSTextTab/columnTerminators(for:)``). Raw value "NSTabColumnTerminatorsAttributeName".
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How the text after the tab sits on the stop: `.left` and `.natural` start there,
    /// `.right` ends there, `.center` is centred on it, `.justified` is a decimal tab (the
    /// column terminator sits on it). Alignments are absolute, not flipped for right-to-left.
    public let alignment: NSTextAlignment
    /// The stop's distance from the leading edge of the line fragment's text area, in points.
    public let location: CGFloat
    /// The options (``OptionKey``).
    public let options: [OptionKey: Any]

    /// A tab stop.
    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
    }

    /// The characters that end a decimal tab's column in `aLocale`: its decimal separator
    /// (the current locale's when nil).
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".")
    }

    /// Where a decimal tab's column ends: the option's set, else the current locale's separator.
    var _columnTerminators: CharacterSet {
        options[.columnTerminators] as? CharacterSet ?? Self.columnTerminators(for: nil)
    }

    /// A tab with the same alignment, location and options.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSTextTab(textAlignment: alignment, location: location, options: options)
    }

    /// Equal when the alignment and location are (and both have, or lack, column terminators).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return alignment == other.alignment && location == other.location
            && (options[.columnTerminators] as? CharacterSet) == (other.options[.columnTerminators] as? CharacterSet)
    }

    /// A hash of the alignment and location.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment.rawValue); hasher.combine(location)
        return hasher.finalize()
    }

    /// UIKit's form: the location and alignment.
    open override var description: String {
        let location = self.location == self.location.rounded() ? String(Int(self.location)) : "\(self.location)"
        let name = ["L", "C", "R", "J", "N"][min(4, max(0, alignment.rawValue))]
        return "\(location)\(name)"
    }
}

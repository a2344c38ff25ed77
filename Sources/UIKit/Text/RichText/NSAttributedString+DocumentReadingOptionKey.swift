import Foundation

extension NSAttributedString {
    /// The options of ``NSAttributedString/init(data:options:documentAttributes:)`` and its
    /// relatives, with UIKit's raw values.
    ///
    /// Differences from UIKit: `.timeout` and the text-scaling keys are accepted and ignored
    /// (OpenUIKit reads HTML without loading anything).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The format (a ``NSAttributedString/DocumentType``); without it the format is
        /// recognised from the data (RT2).
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The encoding of plain text or HTML (a `String.Encoding` raw value, `UInt`, or a
        /// `String.Encoding`).
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// The attributes plain text is given (a `[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
        /// The URL relative links of HTML are resolved against (a `URL`).
        public static let baseURL = DocumentReadingOptionKey(rawValue: "BaseURL")
        /// The name of HTML's encoding (`"utf-8"`, `"iso-8859-1"`, …), when no
        /// `characterEncoding` is given.
        public static let textEncodingName = DocumentReadingOptionKey(rawValue: "TextEncodingName")
        /// How long HTML may take to load (a number of seconds); ignored.
        public static let timeout = DocumentReadingOptionKey(rawValue: "Timeout")
        /// The text scaling the document is meant for; ignored.
        public static let targetTextScaling = DocumentReadingOptionKey(rawValue: "TargetTextScaling")
        /// The text scaling the document was written with; ignored.
        public static let sourceTextScaling = DocumentReadingOptionKey(rawValue: "SourceTextScaling")
    }
}

import Foundation

extension NSAttributedString {
    /// The formats an attributed string is read from and written to (the value of
    /// ``DocumentReadingOptionKey/documentType`` and ``DocumentAttributeKey/documentType``),
    /// with UIKit's raw values.
    ///
    /// Differences from UIKit: OpenUIKit reads and writes `.plain`, `.rtf` and `.html`, and
    /// reads `.rtfd` packages (their `TXT.rtf`, without the attachments); Foundation on Linux
    /// has none of these (RT1).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A type with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Plain text: the characters only, in ``DocumentReadingOptionKey/characterEncoding``.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich Text Format.
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments: a package whose text is `TXT.rtf`.
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
    }
}

import Foundation

extension NSAttributedString {
    /// The document-wide attributes a read reports (through `documentAttributes`) and a write
    /// takes (``NSAttributedString/data(from:documentAttributes:)``), with UIKit's raw values.
    ///
    /// Differences from UIKit: reading reports ``documentType``, ``characterEncoding`` (plain
    /// text and HTML), ``cocoaVersion``, ``defaultTabInterval``, ``paperSize`` and
    /// ``title`` when the document gives them (RT3); the other keys are names only.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key with `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key with `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The document's format (a ``NSAttributedString/DocumentType``); writing needs it.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The encoding of plain text or HTML (a `String.Encoding` raw value).
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        /// The attributes of plain text.
        public static let defaultAttributes = DocumentAttributeKey(rawValue: "DefaultAttributes")
        /// The paper size, in points (a `CGSize`).
        public static let paperSize = DocumentAttributeKey(rawValue: "PaperSize")
        /// The paper's margins (a `UIEdgeInsets`).
        public static let paperMargin = DocumentAttributeKey(rawValue: "PaperMargin")
        /// The size of the view the document was shown in (a `CGSize`).
        public static let viewSize = DocumentAttributeKey(rawValue: "ViewSize")
        /// The zoom of the view, in percent (a number).
        public static let viewZoom = DocumentAttributeKey(rawValue: "ViewZoom")
        /// How the document was shown (a number: 0 normal, 1 page layout).
        public static let viewMode = DocumentAttributeKey(rawValue: "ViewMode")
        /// Whether the document is read-only (a number).
        public static let readOnly = DocumentAttributeKey(rawValue: "ReadOnly")
        /// The document's background colour (a ``UIColor``).
        public static let backgroundColor = DocumentAttributeKey(rawValue: "BackgroundColor")
        /// The hyphenation factor (a number).
        public static let hyphenationFactor = DocumentAttributeKey(rawValue: "HyphenationFactor")
        /// The interval of default tab stops, in points (a number).
        public static let defaultTabInterval = DocumentAttributeKey(rawValue: "DefaultTabInterval")
        /// The text layout sections (an array of dictionaries).
        public static let textLayoutSections = DocumentAttributeKey(rawValue: "NSTextLayoutSectionsAttribute")
        /// The version of Cocoa's RTF writer that wrote the document (a number, `\cocoartfN`).
        public static let cocoaVersion = DocumentAttributeKey(rawValue: "CocoaRTFVersion")
        /// The document's title (a string: HTML's `<title>`, RTF's `{\info{\title …}}`).
        public static let title = DocumentAttributeKey(rawValue: "Title")
        /// The document's author (a string).
        public static let author = DocumentAttributeKey(rawValue: "Author")
    }
}

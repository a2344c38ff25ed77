import Foundation

// RT1: UIKit's document writing on `NSAttributedString`.
extension NSAttributedString {
    /// The characters and attributes in `range` as a document of the type
    /// `dict[.documentType]` names: plain text (in `dict[.characterEncoding]`, UTF-8 without
    /// it), RTF as Cocoa writes it (RT13), or HTML as Cocoa's HTML writer does (RT14).
    ///
    /// Throws `NSTextWriteInapplicableDocumentTypeError` (66062) without a type or for
    /// `.rtfd`, and `NSFileWriteInapplicableStringEncodingError` (517) for plain text that
    /// its encoding cannot hold.
    public func data(from range: NSRange, documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]) throws -> Data {
        try RichTextDocument.write(attributedSubstring(from: range), attributes: dict)
    }

    /// The document of ``data(from:documentAttributes:)`` as a file wrapper: a regular file
    /// for plain text, RTF and HTML; an `.rtfd` package (a directory holding `TXT.rtf`) for
    /// `.rtfd`, without attachments.
    public func fileWrapper(from range: NSRange, documentAttributes dict: [NSAttributedString.DocumentAttributeKey: Any] = [:]) throws -> FileWrapper {
        if dict[.documentType].flatMap(RichTextDocument.documentType) == .rtfd {
            var attributes = dict
            attributes[.documentType] = NSAttributedString.DocumentType.rtf
            let text = try data(from: range, documentAttributes: attributes)
            return FileWrapper(directoryWithFileWrappers: ["TXT.rtf": FileWrapper(regularFileWithContents: text)])
        }
        return FileWrapper(regularFileWithContents: try data(from: range, documentAttributes: dict))
    }
}

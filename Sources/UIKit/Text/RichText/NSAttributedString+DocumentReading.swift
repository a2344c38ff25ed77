import Foundation

// RT1: UIKit's document reading on `NSAttributedString`, which Foundation on Linux does not
// have. `documentAttributes` is an `UnsafeMutablePointer` (Linux has no
// `AutoreleasingUnsafeMutablePointer`); `nil` and `&dictionary` are written as on iOS.
extension NSAttributedString {
    /// Reads an attributed string from `data`: plain text, RTF or HTML, as
    /// `options[.documentType]` says or, without it, as the data looks (RT2). The document's
    /// own attributes are written to `dict` when given (RT3).
    ///
    /// Throws an `NSError` in `NSCocoaErrorDomain` for data that is not in its format (RT4).
    /// Unlike UIKit, HTML is read without WebKit: inline `style` attributes and `<style>`
    /// rules by tag and class; no scripts, images or external style sheets.
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let read = try RichTextDocument.read(data, options: options)
        dict?.pointee = Self.dictionary(read.attributes)
        self.init(attributedString: read.text)
    }

    /// Reads an attributed string from the file at `url` (an `.rtfd` package: its text), as
    /// ``init(data:options:documentAttributes:)``; the file's extension gives the type when
    /// the options do not. Throws `NSFileReadNoSuchFileError` (260) for a missing file.
    public convenience init(url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let read = try RichTextDocument.read(url, options: options)
        dict?.pointee = Self.dictionary(read.attributes)
        self.init(attributedString: read.text)
    }

    /// The document attributes as the `NSDictionary` UIKit hands back (keys are the raw strings).
    static func dictionary(_ attributes: RichTextDocument.DocumentAttributes) -> NSDictionary {
        var dictionary: [String: Any] = [:]
        for (key, value) in attributes {
            dictionary[key.rawValue] = (value as? NSAttributedString.DocumentType)?.rawValue ?? value
        }
        return NSDictionary(dictionary: dictionary)
    }
}

extension NSMutableAttributedString {
    /// Replaces the string's contents with the document in `data` (as
    /// ``NSAttributedString/init(data:options:documentAttributes:)`` reads it); on an error
    /// the contents are left as they were.
    public func read(from data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                     documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let read = try RichTextDocument.read(data, options: options)
        dict?.pointee = Self.dictionary(read.attributes)
        setAttributedString(read.text)
    }

    /// Replaces the string's contents with the document at `url` (as
    /// ``NSAttributedString/init(url:options:documentAttributes:)`` reads it).
    public func read(from url: URL, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                     documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let read = try RichTextDocument.read(url, options: options)
        dict?.pointee = Self.dictionary(read.attributes)
        setAttributedString(read.text)
    }
}

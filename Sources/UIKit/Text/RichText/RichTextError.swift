import Foundation

/// The errors reading and writing documents throws: `NSError`s in `NSCocoaErrorDomain` with
/// the codes UIKit uses (RT4), so `(error as? CocoaError)?.code` matches as on iOS.
enum RichTextError {
    /// A document that is not in the format it claims (`NSFileReadCorruptFileError`, 259).
    static func corruptFile() -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadCorruptFile.rawValue)
    }

    /// Text that cannot be decoded in its encoding (`NSFileReadInapplicableStringEncodingError`, 261).
    static func inapplicableEncoding(_ encoding: String.Encoding) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadInapplicableStringEncoding.rawValue,
                userInfo: [NSStringEncodingErrorKey: encoding.rawValue])
    }

    /// A file that is not there (`NSFileReadNoSuchFileError`, 260).
    static func noSuchFile(_ url: URL) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileReadNoSuchFile.rawValue,
                userInfo: [NSURLErrorKey: url, NSFilePathErrorKey: url.path])
    }

    /// Text that cannot be written in the asked encoding
    /// (`NSFileWriteInapplicableStringEncodingError`, 517).
    static func unwritableEncoding(_ encoding: String.Encoding) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteInapplicableStringEncoding.rawValue,
                userInfo: [NSStringEncodingErrorKey: encoding.rawValue])
    }

    /// A write without a document type or with one that cannot be written
    /// (`NSTextWriteInapplicableDocumentTypeError`, 66062).
    static func inapplicableWriteType() -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: 66062)
    }

    /// A read of a document type that cannot be read (`NSTextReadInapplicableDocumentTypeError`, 65806).
    static func inapplicableReadType() -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: 65806)
    }
}

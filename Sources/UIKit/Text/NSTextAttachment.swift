import Foundation

/// An inline image in attributed text (the value of `NSAttributedString.Key.attachment`, on
/// the attachment character U+FFFC). Text measures it as its ``bounds`` (or, with empty
/// bounds, its image's size) sitting on the baseline, and pictures draw its image there.
///
/// An `NSObject` equal only to itself, as in UIKit. Differences from UIKit: no file wrappers or view providers; `contents` is stored only.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// The character that stands for an attachment in the text (U+FFFC).
    public static let character = 0xFFFC

    /// The image shown. Default nil.
    open var image: UIImage?
    /// F4: where the image sits relative to the baseline, in points (y up from the
    /// baseline, so a negative y lowers it). Default `.zero`: the image's own size,
    /// bottom on the baseline.
    open var bounds: CGRect = .zero
    /// The attachment's data (stored).
    open var contents: Data?
    /// The uniform type identifier of ``contents`` (stored).
    open var fileType: String?

    /// An attachment with data of a type (stored only; set ``image`` to show one).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
    }

    /// An empty attachment.
    public required convenience override init() {
        self.init(data: nil, ofType: nil)
    }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The rectangle the attachment takes on its line: ``bounds`` when not empty, else the
    /// image's size on the baseline (zero without an image).
    @_spi(Rendering) public var _layoutBounds: CGRect {
        if bounds.width > 0 || bounds.height > 0 { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString {
    /// An attributed string of one attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!),
                  attributes: [.attachment: attachment])
    }
}

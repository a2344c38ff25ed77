import Foundation
import UniformTypeIdentifiers

/// A type an ``NSItemProvider`` can make from bytes it carries (`loadObject(ofClass:)`,
/// `UIDropSession.loadObjects(ofClass:)`).
///
/// Difference from iOS: the protocol is not limited to classes, so Swift's `String` and
/// `URL` adopt it themselves (iOS bridges them through `NSString` and `NSURL`).
public protocol NSItemProviderReading {
    /// The type identifiers the type can be made from, the one it prefers first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes a value from `data`, a representation of `typeIdentifier`; throws when the
    /// bytes are not such a value.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A value an ``NSItemProvider`` can carry (`NSItemProvider(object:)`, `registerObject`).
///
/// Difference from iOS: the protocol is not limited to classes, so `String` and `URL` adopt it.
public protocol NSItemProviderWriting {
    /// The type identifiers values of the type can be written as, highest fidelity first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// This value's type identifiers. Default: the type's.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Writes the value as `typeIdentifier`, calling `completionHandler` with the bytes (or an
    /// error); returns the progress, if it reports one.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The type's writable type identifiers.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}

/// Foundation's "unexpected value class" error (code -1100): the bytes are not a value of
/// the class asked for.
func itemProviderUnexpectedValueError(_ typeIdentifier: String) -> NSError {
    NSError(domain: NSItemProviderErrorDomain, code: -1100,
            userInfo: [NSLocalizedDescriptionKey: "Could not coerce an item to class for type \(typeIdentifier)"])
}

/// Text is UTF-8 plain text (O3).
extension String: NSItemProviderReading, NSItemProviderWriting {
    /// `public.utf8-plain-text`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// UTF-8 plain text, plain text, then any text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }
    /// The string from UTF-8 bytes; throws for bytes that are not UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else { throw itemProviderUnexpectedValueError(typeIdentifier) }
        return string
    }
    /// The string's UTF-8 bytes.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }
}

/// A URL is its absolute string in UTF-8, typed `public.file-url` for a file URL and
/// `public.url` otherwise (O3). Difference from iOS: iOS writes URLs as a property list.
extension URL: NSItemProviderReading, NSItemProviderWriting {
    /// `public.url`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// This URL's type: `public.file-url` for a file URL, else `public.url`.
    public var writableTypeIdentifiersForItemProvider: [String] {
        [isFileURL ? UTType.fileURL.identifier : UTType.url.identifier]
    }
    /// URLs (file URLs conform to `public.url`).
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// The URL from its UTF-8 absolute string; throws for bytes that are not one.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let string = String(data: data, encoding: .utf8), let url = URL(string: string) else {
            throw itemProviderUnexpectedValueError(typeIdentifier)
        }
        return url
    }
    /// The URL's absolute string in UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

/// An image is written as PNG and read from PNG or JPEG (O3).
extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// `public.png`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }
    /// PNG, JPEG, then any image.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }
    /// The image from PNG or JPEG bytes; throws for other bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw itemProviderUnexpectedValueError(typeIdentifier) }
        return image
    }
    /// The image as PNG (`pngData()`: nil, with an error, for a drawing without a rasteriser, G5).
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        if let data = pngData() { completionHandler(data, nil) } else { completionHandler(nil, NSItemProvider.unavailableError(typeIdentifier)) }
        return nil
    }
}

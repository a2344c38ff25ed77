import Foundation
import UniformTypeIdentifiers

/// A colour is carried as `com.apple.uikit.color` (O25).
///
/// Difference from iOS: the bytes are a binary property list of its four sRGB components
/// (red, green, blue, alpha), not a keyed archive of the colour; a dynamic colour is written
/// as resolved for the current traits.
extension UIColor: NSItemProviderReading, NSItemProviderWriting {
    /// UIKit's colour type, `com.apple.uikit.color`.
    static let _itemProviderTypeIdentifier = "com.apple.uikit.color"

    /// `com.apple.uikit.color`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [_itemProviderTypeIdentifier] }
    /// `com.apple.uikit.color`.
    public static var readableTypeIdentifiersForItemProvider: [String] { [_itemProviderTypeIdentifier] }

    /// The colour from its four components; throws for other bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [Double], list.count == 4,
              list.allSatisfy(\.isFinite) else { throw itemProviderUnexpectedValueError(typeIdentifier) }
        return Self(_colorLiteralRed: Float(list[0]), green: Float(list[1]), blue: Float(list[2]), alpha: Float(list[3]))
    }

    /// The colour's four sRGB components as a binary property list.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        resolvedColor(with: UITraitCollection.current).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let list = [red, green, blue, alpha].map(Double.init)
        do {
            completionHandler(try PropertyListSerialization.data(fromPropertyList: list, format: .binary, options: 0), nil)
        } catch {
            completionHandler(nil, error)
        }
        return nil
    }
}

/// An attributed string is carried as its characters in UTF-8 plain text, and read from
/// plain text (O25).
///
/// Difference from iOS: iOS writes RTFD, RTF and plain text and reads those and HTML; there
/// is no RTF on Linux, so attributes are not carried.
extension NSAttributedString: NSItemProviderReading, NSItemProviderWriting {
    /// `public.utf8-plain-text`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// UTF-8 plain text, plain text, then any text.
    public static var readableTypeIdentifiersForItemProvider: [String] { String.readableTypeIdentifiersForItemProvider }

    /// An attributed string without attributes from UTF-8 bytes; throws for bytes that are
    /// not UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let string = try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
        guard let attributed = (Self.self == NSMutableAttributedString.self
            ? NSMutableAttributedString(string: string) : NSAttributedString(string: string)) as? Self else {
            throw itemProviderUnexpectedValueError(typeIdentifier)
        }
        return attributed
    }

    /// The characters in UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(string.utf8), nil)
        return nil
    }
}

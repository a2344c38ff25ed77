import Foundation

/// Images prepared for display and thumbnails (iOS 15): the synchronous forms, the forms with
/// a completion handler, and the `async` forms.
///
/// An image made from bitmap data or drawn (`UIGraphicsImageRenderer`, a `CGImage`) can be
/// prepared; a symbol image, an empty image and data that does not decode cannot, and give nil
/// (VS4, VS5). Completion handlers run later, never before the call returns (VS6).
extension UIImage {
    /// A thumbnail of the image at `size` (VS4): an image of exactly that size in points, at
    /// this image's scale, showing the whole image stretched to it (the aspect ratio is the
    /// caller's to keep). Nil when the image cannot be prepared (a symbol, an empty image,
    /// data that does not decode) or `size` is empty.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, _canBePrepared else { return nil }
        var list = DisplayList(size: size)
        list.commands = [.image(UIImage(copying: self), in: CGRect(origin: .zero, size: size), blendMode: .normal, alpha: 1, flipped: false)]
        return UIImage(drawing: list, scale: scale, opaque: false)
    }

    /// The image decoded for display (VS5): an image of the same size, scale and look; nil
    /// when it cannot be prepared (a symbol, an empty image, data that does not decode).
    public func preparingForDisplay() -> UIImage? {
        guard _canBePrepared else { return nil }
        return UIImage(copying: self)
    }

    /// Makes ``preparingThumbnail(of:)`` and hands it to `completionHandler` in the UIKit
    /// scheduler's next turn, on the main thread (VS6). Difference: UIKit calls the handler on
    /// a background thread; here it is always after this method returns, on the main thread.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        let thumbnail = preparingThumbnail(of: size)
        UIKitScheduler.handOver { completionHandler(thumbnail) }
    }

    /// Makes ``preparingForDisplay()`` and hands it to `completionHandler` in the UIKit
    /// scheduler's next turn, on the main thread (VS6), as ``prepareThumbnail(of:completionHandler:)``.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        let prepared = preparingForDisplay()
        UIKitScheduler.handOver { completionHandler(prepared) }
    }

    /// ``preparingThumbnail(of:)`` off the caller's actor (VS6).
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// ``preparingForDisplay()`` off the caller's actor (VS6).
    public func byPreparingForDisplay() async -> UIImage? {
        preparingForDisplay()
    }

    /// Whether the image is a bitmap or a drawing that decodes (UIKit: backed by a `CGImage`
    /// whose data is not corrupt). PNG and GIF data are decoded to check; OpenUIKit does not decode
    /// JPEG, whose header was checked when the image was made.
    private var _canBePrepared: Bool {
        guard size.width > 0, size.height > 0 else { return false }
        switch content {
        case .symbol: return false
        case .blank, .drawing: return true
        case let .encoded(storage):
            switch ImageHeader.format(of: storage.data) {
            case .png: return PNGCodec.decode(storage.data) != nil
            case .gif: return GIFDecoder.decode(storage.data) != nil
            default: return true
            }
        }
    }
}

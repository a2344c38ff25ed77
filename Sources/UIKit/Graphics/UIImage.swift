import Foundation

/// An image: PNG or JPEG data with its size in points, an SF Symbol name, or a blank size.
///
/// OpenUIKit keeps the encoded data and reads only its header (for the size); the renderer
/// (`UIKitRendering`) decodes PNGs when it draws. Differences from UIKit: JPEG images have a
/// size but draw as a placeholder; SF Symbols carry no outlines (the renderer draws common
/// ones); no resizable or animated images.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// How an image is drawn: as its own colours, or as a template filled with the tint.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbols, original otherwise.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// The image's alpha filled with the tint colour.
        case alwaysTemplate
    }

    /// The asset or SF Symbol name this image was made from, if any.
    public let name: String?
    /// Whether this is a system symbol image (`UIImage(systemName:)`).
    public let isSymbolImage: Bool
    /// The image's size in points (pixels divided by ``scale``).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// The encoded image (PNG or JPEG), nil for symbols and blank images; shared by the
    /// copies of an image (rendering modes, repeated `UIImage(named:)`).
    let _storage: ImageStorage?
    /// The encoded bytes.
    var _data: Data? { _storage?.data }
    /// An asset's dark appearance, drawn instead of this image in dark mode.
    let _darkVariant: UIImage?

    private init(name: String?, isSymbolImage: Bool, size: CGSize, scale: CGFloat, renderingMode: RenderingMode, storage: ImageStorage?,
                 darkVariant: UIImage? = nil) {
        self.name = name; self.isSymbolImage = isSymbolImage; self.size = size; self.scale = scale
        self.renderingMode = renderingMode; _storage = storage; _darkVariant = darkVariant
    }

    /// A second reference's worth of `image` (a convenience initialiser cannot return an
    /// existing object): the same data, shared.
    convenience init(copying image: UIImage) {
        self.init(name: image.name, isSymbolImage: image.isSymbolImage, size: image.size, scale: image.scale,
                  renderingMode: image.renderingMode, storage: image._storage, darkVariant: image._darkVariant)
    }

    /// This image carrying `dark` as its dark appearance.
    func _withDarkVariant(_ dark: UIImage) -> UIImage {
        UIImage(name: name, isSymbolImage: isSymbolImage, size: size, scale: scale, renderingMode: renderingMode, storage: _storage,
                darkVariant: dark)
    }

    /// The image to draw for `style`: the dark appearance in dark mode, if there is one.
    @_spi(Rendering) public func _resolved(for style: UIUserInterfaceStyle) -> UIImage {
        style == .dark ? _darkVariant ?? self : self
    }

    /// An image from PNG or JPEG data at `scale` pixels per point; nil when the data is
    /// neither.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        self.init(data: data, scale: scale, name: nil)
    }

    /// The image in the PNG or JPEG file at `path`; its scale from an `@2x`/`@3x` suffix.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: ImageAssetLocator.scale(ofFile: path), name: nil)
    }

    convenience init?(data: Data, scale: CGFloat, name: String?, renderingMode: RenderingMode = .automatic) {
        guard let pixels = ImageHeader.pixelSize(of: data), scale > 0 else { return nil }
        self.init(name: name, isSymbolImage: false, size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
                  scale: scale, renderingMode: renderingMode, storage: ImageStorage(data: data))
    }

    /// A system symbol image, sized like a 17 pt symbol (20 × 20 pt).
    public init?(systemName name: String) {
        self.name = name; isSymbolImage = true; size = CGSize(width: 20, height: 20); scale = 1
        renderingMode = .automatic; _storage = nil; _darkVariant = nil
    }

    /// A blank image of a given size (OpenUIKit addition, for tests and layout).
    public init(size: CGSize, scale: CGFloat = 1) {
        name = nil; isSymbolImage = false; self.size = size; self.scale = scale; renderingMode = .automatic; _storage = nil
        _darkVariant = nil
    }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(name: name, isSymbolImage: isSymbolImage, size: size, scale: scale, renderingMode: renderingMode, storage: _storage,
                darkVariant: _darkVariant?.withRenderingMode(renderingMode))
    }

    /// Whether the image draws as a template (tinted): `.alwaysTemplate`, or a symbol
    /// with `.automatic`.
    public var isTemplate: Bool { renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage) }

    /// The image as PNG data: its own bytes when it is a PNG; nil otherwise.
    public func pngData() -> Data? {
        guard let _data, ImageHeader.format(of: _data) == .png else { return nil }
        return _data
    }

    /// The encoded PNG for a renderer; nil for symbols, blank and JPEG images.
    @_spi(Rendering) public var _pngData: Data? { pngData() }
    /// The shared encoded bytes (nil for symbols and blank images): what decoded pixels are
    /// kept for.
    @_spi(Rendering) public var _encodedStorage: ImageStorage? { _storage }

    /// The encoded bytes of an image, shared by its copies; renderers key decoded pixels on it.
    @_spi(Rendering) public final class ImageStorage: Sendable {
        let data: Data
        init(data: Data) { self.data = data }
    }

    /// Images are equal when they show the same thing, as UIKit's `isEqual:`: the same
    /// encoded bytes (so `UIImage(named:)` asked twice gives equal images) at the same scale
    /// and rendering mode, or the same symbol; blank images only to themselves.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        if lhs === rhs { return true }
        guard lhs.scale == rhs.scale, lhs.renderingMode == rhs.renderingMode else { return false }
        if let left = lhs._storage, let right = rhs._storage { return left === right }
        return lhs.isSymbolImage && rhs.isSymbolImage && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        if let _storage { return hasher.combine(ObjectIdentifier(_storage)) }
        if isSymbolImage { return hasher.combine(name) }
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "<UIImage: \(objectAddress(self)), \(name.map { "named(\($0))" } ?? "anonymous"), {\(size.width), \(size.height)}>"
    }
}

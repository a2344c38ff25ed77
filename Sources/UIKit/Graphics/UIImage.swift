import Foundation

/// An image: PNG, JPEG or GIF data with its size in points, an SF Symbol name, a recorded
/// drawing (`UIGraphicsImageRenderer`), or a blank size.
///
/// OpenUIKit keeps the encoded data and reads only its header (for the size); PNGs and GIFs
/// (their first frame, GF2) are decoded and drawings replayed when drawn. Differences from
/// UIKit: JPEG images have a size but draw as a placeholder; SF Symbols carry no outlines
/// (the renderer draws common ones); no animated images; orientations are kept, not applied.
open class UIImage: NSObject, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// How an image is drawn: as its own colours, or as a template filled with the tint.
    public enum RenderingMode: Int, Sendable {
        /// Template for symbols, original otherwise.
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// The image's alpha filled with the tint colour.
        case alwaysTemplate
    }

    /// How the middle of a resizable image fills its space.
    public enum ResizingMode: Int, Sendable {
        /// The middle is repeated.
        case tile
        /// The middle is stretched.
        case stretch
    }

    /// What an image shows, apart from how it is drawn.
    enum Content: @unchecked Sendable {
        /// Encoded PNG, JPEG or GIF bytes (shared by copies).
        case encoded(ImageStorage)
        /// An SF Symbol by name.
        case symbol(String)
        /// A drawing recorded by a graphics renderer.
        case drawing(DisplayList)
        /// Nothing: a size only.
        case blank
    }

    /// How an image is drawn; copies made by `with…` change one of these.
    struct Traits: @unchecked Sendable {
        var renderingMode = RenderingMode.automatic
        var capInsets = UIEdgeInsets.zero
        var resizingMode = ResizingMode.tile
        var tintColor: UIColor?
        var symbolConfiguration: SymbolConfiguration?
        var orientation = Orientation.up
        var baselineOffset: CGFloat?
        var alignmentRectInsets = UIEdgeInsets.zero
        var flipsForRightToLeft = false
    }

    let content: Content
    let traits: Traits
    /// The asset or SF Symbol name this image was made from, if any.
    public let name: String?
    /// What VoiceOver says for the image where it stands for a view's content (an image-only
    /// button, an image view made an element: K4, K5). Default nil.
    open var accessibilityLabel: String?
    /// An identifier for UI tests. Default nil.
    open var accessibilityIdentifier: String?
    /// The image's size in points (pixels divided by ``scale``).
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// An asset's dark appearance, drawn instead of this image in dark mode.
    let _darkVariant: UIImage?
    /// The asset this image was registered with or handed out by (DR4).
    var _imageAsset: UIImageAsset?

    init(content: Content, name: String?, size: CGSize, scale: CGFloat, traits: Traits = Traits(), darkVariant: UIImage? = nil) {
        self.content = content; self.name = name; self.size = size; self.scale = scale; self.traits = traits
        _darkVariant = darkVariant
        super.init()
    }

    /// A second reference's worth of `image` (a convenience initialiser cannot return an
    /// existing object): the same content, shared; at another scale if given (the size in
    /// points follows it).
    convenience init(copying image: UIImage, scale: CGFloat? = nil) {
        let newScale = scale ?? image.scale
        let size = newScale == image.scale ? image.size
            : CGSize(width: image.size.width * image.scale / newScale, height: image.size.height * image.scale / newScale)
        self.init(content: image.content, name: image.name, size: size, scale: newScale, traits: image.traits,
                  darkVariant: image._darkVariant)
        _imageAsset = image._imageAsset
    }

    /// This image with `change` applied to how it is drawn (the dark appearance follows).
    func _with(_ change: (inout Traits) -> Void) -> UIImage {
        var traits = self.traits
        change(&traits)
        let image = UIImage(content: content, name: name, size: size, scale: scale, traits: traits, darkVariant: _darkVariant?._with(change))
        image._imageAsset = _imageAsset
        return image
    }

    /// This image carrying `dark` as its dark appearance.
    func _withDarkVariant(_ dark: UIImage) -> UIImage {
        UIImage(content: content, name: name, size: size, scale: scale, traits: traits, darkVariant: dark)
    }

    /// The image to draw for `style`: the dark appearance in dark mode, if there is one.
    /// An image of an app-filled ``UIImageAsset`` resolves through the asset (DR4).
    @_spi(Rendering) public func _resolved(for style: UIUserInterfaceStyle) -> UIImage {
        if let asset = _imageAsset, style != .unspecified {
            let resolved = asset.image(with: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale),
                                                                           UITraitCollection(userInterfaceStyle: style)]))
            if resolved.size != .zero { return resolved }
        }
        return style == .dark ? _darkVariant ?? self : self
    }

    /// An image from PNG, JPEG or GIF data at `scale` pixels per point; nil when the data is
    /// none of them or its header is damaged. A GIF shows its first frame, as on iOS (GF1, GF2).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        self.init(data: data, scale: scale, name: nil)
    }

    /// The image in the PNG, JPEG or GIF file at `path`; its scale from an `@2x`/`@3x` suffix.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: ImageAssetLocator.scale(ofFile: path), name: nil)
    }

    convenience init?(data: Data, scale: CGFloat, name: String?, renderingMode: RenderingMode = .automatic) {
        guard let pixels = ImageHeader.pixelSize(of: data), scale > 0 else { return nil }
        self.init(content: .encoded(ImageStorage(data: data)), name: name,
                  size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale,
                  traits: Traits(renderingMode: renderingMode))
    }

    /// The image of an `#imageLiteral(resourceName:)` (VS16): the image `UIImage(named:)` finds
    /// in the main bundle; a name with no image stops the program, as UIKit's implicitly
    /// unwrapped literal does. Required (the literal protocol asks for it), as in UIKit.
    public required convenience init(imageLiteralResourceName name: String) {
        guard let image = ImageAssetLocator.image(named: name, in: UIApplication._appBundle, scale: ImageAssetLocator.screen.scale,
                                                  dark: false) else {
            preconditionFailure("#imageLiteral(resourceName: \"\(name)\"): the main bundle has no image of that name")
        }
        self.init(copying: image)
    }

    /// A blank image of a given size (OpenUIKit addition, for tests and layout).
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(content: .blank, name: nil, size: size, scale: scale)
    }

    /// An empty image (zero size), as `UIImage()`.
    public override convenience init() {
        self.init(content: .blank, name: nil, size: .zero, scale: 1)
    }

    /// Whether this is a system symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { if case .symbol = content { true } else { false } }

    /// How the image is drawn.
    public var renderingMode: RenderingMode { traits.renderingMode }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        _with { $0.renderingMode = renderingMode }
    }

    /// Whether the image draws as a template (tinted): `.alwaysTemplate`, or a symbol
    /// with `.automatic`.
    public var isTemplate: Bool { renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage) }

    /// The orientation the image is drawn in (kept, not applied; see the type's note).
    public var imageOrientation: Orientation { traits.orientation }

    /// The encoded bytes of an image, shared by its copies; renderers key decoded pixels on it.
    @_spi(Rendering) public final class ImageStorage: Sendable {
        let data: Data
        init(data: Data) { self.data = data }
    }

    /// The encoded bytes (nil for symbols, drawings and blank images).
    var _data: Data? { if case let .encoded(storage) = content { storage.data } else { nil } }
    /// The shared encoded bytes (nil for symbols, drawings and blank images): what decoded
    /// pixels are kept for.
    @_spi(Rendering) public var _encodedStorage: ImageStorage? { if case let .encoded(storage) = content { storage } else { nil } }
    /// The encoded PNG for a renderer; nil for other kinds of image.
    @_spi(Rendering) public var _pngData: Data? {
        guard let _data, ImageHeader.format(of: _data) == .png else { return nil }
        return _data
    }
    /// The encoded GIF for a renderer (its first frame decodes with ``GIFDecoder``, GF2); nil
    /// for other kinds of image.
    @_spi(Rendering) public var _gifData: Data? {
        guard let _data, ImageHeader.format(of: _data) == .gif else { return nil }
        return _data
    }
    /// The drawing a graphics renderer recorded, for images it made.
    @_spi(Rendering) public var _drawing: DisplayList? { if case let .drawing(list) = content { list } else { nil } }

    /// Images are equal when they show the same thing, as UIKit's `isEqual:`: the same
    /// encoded bytes (so `UIImage(named:)` asked twice gives equal images) or the same symbol,
    /// at the same scale and drawn the same way; other images only to themselves.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        guard scale == other.scale, renderingMode == other.renderingMode, traits.capInsets == other.traits.capInsets,
              traits.resizingMode == other.traits.resizingMode, traits.tintColor == other.traits.tintColor,
              traits.symbolConfiguration == other.traits.symbolConfiguration else { return false }
        switch (content, other.content) {
        case let (.encoded(left), .encoded(right)): return left === right
        case let (.symbol(left), .symbol(right)): return left == right
        default: return false
        }
    }

    /// A hash agreeing with ``isEqual(_:)``: of the encoded bytes' storage, the symbol name, or the image itself.
    open override var hash: Int {
        var hasher = Hasher()
        switch content {
        case let .encoded(storage): hasher.combine(ObjectIdentifier(storage))
        case let .symbol(name): hasher.combine(name)
        default: hasher.combine(ObjectIdentifier(self))
        }
        return hasher.finalize()
    }

    open override var description: String {
        let kind = isSymbolImage ? "symbol(\(name ?? ""))" : name.map { "named(\($0))" } ?? "anonymous"
        return "<UIImage: \(objectAddress(self)), \(kind), {\(size.width), \(size.height)}>"
    }
}

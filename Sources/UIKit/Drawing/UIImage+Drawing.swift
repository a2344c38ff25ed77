import Foundation

extension UIImage {
    /// An image of a recorded drawing, `list.size` points at `scale`.
    convenience init(drawing list: DisplayList, scale: CGFloat, opaque: Bool) {
        var drawing = list
        if opaque {
            // G3: an opaque image has no alpha: what was not drawn is black.
            drawing.commands += [.saveState, .setBlendMode(.destinationOver), .setFillColor(.black),
                                 .fillPath(CGPath(rect: CGRect(origin: .zero, size: list.size)), .winding), .restoreState]
        }
        self.init(content: .drawing(drawing), name: nil, size: list.size, scale: scale)
    }

    // MARK: Drawing into the current context

    /// Draws the image with its top-left corner at `point`, at its size.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at `point` with a blend mode and opacity.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled into `rect` (a resizable image keeps its caps; a template or
    /// tinted image is filled with its tint colour).
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image into `rect` with a blend mode and opacity.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.drawUIImage(self, in: rect, blendMode: blendMode, alpha: alpha)
    }

    /// Tiles the image over `rect`, starting at its top-left corner.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), size.width > 0, size.height > 0 else { return }
        context.saveGState()
        context.clip(to: rect)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                context.drawUIImage(self, in: CGRect(origin: CGPoint(x: x, y: y), size: size), blendMode: .normal, alpha: 1)
                x += size.width
            }
            y += size.height
        }
        context.restoreGState()
    }

    // MARK: Resizable and tinted copies

    /// The caps of a resizable image (zero for others).
    public var capInsets: UIEdgeInsets { traits.capInsets }
    /// How the middle of a resizable image fills (`.tile` unless set).
    public var resizingMode: ResizingMode { traits.resizingMode }

    /// The same image drawn in nine parts: the corners at their size, the edges stretched
    /// along one axis, the middle tiled (G4: the default mode is `.tile`, as UIKit's).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image drawn in nine parts, its middle and edges tiled or stretched.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        _with { $0.capInsets = capInsets; $0.resizingMode = resizingMode }
    }

    /// A resizable image with caps of `leftCapWidth` and `topCapHeight`, the right and bottom
    /// caps leaving one point in the middle, stretched (deprecated on iOS, still used).
    @available(*, deprecated, message: "Deprecated. Use -resizableImageWithCapInsets: instead")
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(top: top, left: left, bottom: top > 0 ? max(0, size.height - top - 1) : 0,
                                  right: left > 0 ? max(0, size.width - left - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The tint colour of an image made with ``withTintColor(_:)``.
    var _tintColor: UIColor? { traits.tintColor }

    /// The same image as a template filled with `color` wherever it is drawn (`.alwaysOriginal`
    /// from then on: a tint colour around it no longer applies).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The same image filled with `color`, drawn with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        _with { $0.tintColor = color; $0.renderingMode = renderingMode }
    }

    /// The image's tint colour, when made with ``withTintColor(_:)`` (else nil).
    @_spi(Rendering) public var _imageTintColor: UIColor? { traits.tintColor }

    /// A format that makes images like this one: its scale, opaque when it is a JPEG.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        if let _data { format.opaque = ImageHeader.format(of: _data) == .jpeg }
        return format
    }

    // MARK: Data

    /// The image as PNG: its own bytes when it is an untouched PNG; an untouched GIF's first
    /// frame, decoded and encoded (GF2); anything else drawn at its pixel size and encoded
    /// (DR1: by the installed rasteriser, else the module's own, so this works in any program
    /// that imports UIKit). Nil for JPEG images, which OpenUIKit does not decode (iOS
    /// converts them), and for empty images.
    public func pngData() -> Data? {
        if traits.tintColor == nil, traits.capInsets == .zero {
            if let png = _pngData { return png }
            if let gif = _gifData {
                guard let frame = GIFDecoder.decode(gif) else { return nil }
                return PNGCodec.encode(rgba: frame.rgba, width: frame.width, height: frame.height)
            }
        }
        guard _decodes else { return nil }
        return ImageRasterization.rasterizer().pngData(of: self)
    }

    /// The image as JPEG at `compressionQuality` (0…1: 0 smallest, 1 best), drawn at its
    /// pixel size over white (JPEG has no alpha) and encoded as baseline JPEG (DR3: in pure
    /// Swift, in every program). Nil for JPEG images (not decoded here; iOS re-encodes
    /// them) and for empty images.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard _decodes else { return nil }
        return ImageRasterization.rasterizer().jpegData(of: self, compressionQuality: compressionQuality)
    }

    /// Whether the painters can show the image's pixels: anything but encoded data other than
    /// PNG and GIF (JPEG is not decoded).
    private var _decodes: Bool {
        guard case .encoded = content else { return true }
        return _pngData != nil || _gifData != nil
    }
}

/// The image as PNG (the function UIKit had before `pngData()`).
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }
/// The image as JPEG (the function UIKit had before `jpegData(compressionQuality:)`).
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}

import Foundation

/// How a graphics renderer's images are made: pixels per point, opacity, colour range.
open class UIGraphicsRendererFormat: NSObject, @unchecked Sendable {
    /// The area drawn, as the renderer was given it.
    open var bounds: CGRect = .zero

    public override init() { super.init() }
}

/// A graphics renderer's format for images (as UIKit's).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The colour range of images; OpenUIKit draws in standard range whatever is asked.
    public enum Range: Int, Sendable {
        /// Not set.
        case unspecified = -1
        /// The range the screen supports (the default).
        case automatic = 0
        /// Extended range (wide colour).
        case extended
        /// Standard range (sRGB).
        case standard
    }

    /// Pixels per point. Default: the main screen's scale (3 on an iPhone 14).
    open var scale: CGFloat
    /// Whether the image has no alpha (its transparent parts become black). Default false.
    open var opaque = false
    /// The colour range. Default `.automatic`.
    open var preferredRange = Range.automatic
    /// Whether wide colour is preferred (deprecated on iOS; kept for code that sets it).
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// The main screen's format: its scale, not opaque, automatic range.
    public override init() {
        scale = UIGraphicsImageRendererFormat._mainScreenScale
        super.init()
    }

    /// A format for images shown with `traitCollection` (its display scale when it has one).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The device's default format (as `init()`).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The most capable format for the main screen (as `init()` here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The main screen's scale (read on the main actor).
    nonisolated static var _mainScreenScale: CGFloat {
        MainExecution.run { UIScreen.main.scale }
    }
}

/// The context a graphics renderer's actions draw in: its `cgContext`, format, and the
/// conveniences UIKit adds.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw in (also current: `UIGraphicsGetCurrentContext()`).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext; self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the current fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Strokes a one-point frame inside `rect` with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
    /// Strokes a frame inside `rect` in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); stroke(rect); cgContext.restoreGState()
    }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The context of a ``UIGraphicsImageRenderer``'s actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        let imageFormat = format as? UIGraphicsImageRendererFormat
        return UIImage(drawing: cgContext.displayList, scale: imageFormat?.scale ?? 1, opaque: imageFormat?.opaque ?? false)
    }
}

/// Makes images by drawing, as UIKit's: each call runs the actions with a fresh context of
/// the renderer's size (current for UIKit drawing), then returns the image or its data.
///
/// OpenUIKit records the drawing (see ``CGContext``); the image draws crisply at any size,
/// and its pixels (``pngData(actions:)``, ``jpegData(withCompressionQuality:actions:)``,
/// `UIImage.pngData()`) come from the rasteriser `UIKitRendering` installs.
open class UIGraphicsImageRenderer: NSObject {
    /// The format images are made in (a copy of the one given).
    public let format: UIGraphicsImageRendererFormat
    /// Whether contexts are reused between calls (always false here: each call records anew).
    open var allowsImageOutput: Bool { true }

    /// A renderer of `size` points in the main screen's format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (drawing in its coordinates) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = format.scale; copy.opaque = format.opaque; copy.preferredRange = format.preferredRange
        copy.bounds = bounds
        self.format = copy
        super.init()
    }

    /// A renderer of `bounds` in the main screen's format.
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// The image the actions draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = record(actions)
        return UIImage(drawing: context.displayList, scale: format.scale, opaque: format.opaque)
    }

    /// The image the actions draw, as PNG.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image the actions draw, as JPEG at `compressionQuality` (0…1).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// Runs the actions in a new recording context, current for UIKit drawing.
    private func record(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let bounds = format.bounds
        let context = CGContext(size: bounds.size, scale: format.scale)
        if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        GraphicsContextStack.withCurrent(context) { actions(rendererContext) }
        return context
    }
}

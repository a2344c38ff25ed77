import Foundation

extension CGContext {
    // MARK: Gradients, images, layers

    /// Fills the clip with a linear gradient from `start` to `end` (user space); the options
    /// say whether it extends past either end.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.linearGradient(gradient, start: start, end: end, options: options))
    }

    /// Fills the clip with a radial gradient between two circles (user space).
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        record(.radialGradient(gradient, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                               endRadius: endRadius, options: options))
    }

    /// Draws a Core Graphics image into `rect`. As on iOS, Core Graphics draws images with
    /// their first row at the bottom of `rect` in its own y-up space, so in UIKit's flipped
    /// contexts the image appears upside down unless the code flips the context first
    /// (`translateBy(x: 0, y: h)`, `scaleBy(x: 1, y: -1)`), which apps do.
    public func draw(_ image: CGImage, in rect: CGRect) {
        record(.image(UIImage(copying: image.content, scale: 1), in: rect, blendMode: state.blendMode, alpha: 1, flipped: true))
    }

    /// DR2: intersects the clip with `mask` mapped into `rect` (user space): where the mask
    /// has transparency its alpha, else its grey level (white paints, black does not), says
    /// how much of what follows shows. As with ``draw(_:in:)``, Core Graphics maps the mask's
    /// first row to the bottom of `rect`, so in UIKit's flipped contexts it is upside down
    /// unless the context is flipped first.
    public func clip(to rect: CGRect, mask: CGImage) {
        let box = rect.applying(state.ctm)
        state.clipBounds = state.clipBounds.intersection(box)
        record(.clipToMask(SoftwareImageRasterizer.alphaMask(of: UIImage(copying: mask.content, scale: 1)), in: rect))
    }

    /// Tiles `image` over the clip from `rect`'s origin when `byTiling`, else draws it once.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling, rect.width > 0, rect.height > 0 else { return draw(image, in: rect) }
        let clip = boundingBoxOfClipPath
        var y = rect.minY - ((rect.minY - clip.minY) / rect.height).rounded(.up) * rect.height
        while y < clip.maxY {
            var x = rect.minX - ((rect.minX - clip.minX) / rect.width).rounded(.up) * rect.width
            while x < clip.maxX {
                draw(image, in: CGRect(x: x, y: y, width: rect.width, height: rect.height))
                x += rect.width
            }
            y += rect.height
        }
    }

    /// Records a UIKit image drawn into `rect` (upright).
    func drawUIImage(_ image: UIImage, in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        record(.image(image, in: rect, blendMode: blendMode, alpha: alpha, flipped: false))
    }

    /// Starts a transparency layer: what follows is composited as one group (with the
    /// alpha, blend mode and shadow in effect now) at ``endTransparencyLayer()``.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        record(.beginTransparencyLayer)
    }

    /// Ends a transparency layer.
    public func endTransparencyLayer() { record(.endTransparencyLayer) }

    /// What the context has drawn so far, as an image (contexts of graphics renderers and
    /// image contexts); its pixels come from the installed rasteriser when asked for. A
    /// bitmap context over memory gives its pixels now, in its layout, its first row the
    /// memory's first, its `dataProvider` a copy of the memory's bytes (BC5).
    public func makeImage() -> CGImage? {
        if let bitmapMemory { return bitmapMemory.image() }
        return UIImage(drawing: displayList, scale: scale, opaque: false).cgImage
    }

    /// Records attributed text (``NSAttributedString`` drawing calls come here).
    func drawText(_ text: DrawnText) { record(.text(text)) }
}

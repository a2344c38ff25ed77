import Foundation

extension UIView {
    /// DR14: draws the view and its subviews, as they are on screen, scaled into `rect` of
    /// the current graphics context, and returns true; false when there is no current context.
    /// With `afterScreenUpdates`, pending layout and drawing are done first (on iOS the
    /// picture then includes changes not yet on screen); without, layout is done anyway, as
    /// OpenUIKit has no screen to lag behind.
    ///
    /// The picture comes from the installed renderer (`UIKitRendering`'s, as its
    /// `ViewRenderer` draws) when there is one; else the `UIKit` module records the layer
    /// tree itself: backgrounds, corner radii, borders, opacity, clipping, transforms, what
    /// views drew, image views' images and labels' text (text shows only where a renderer
    /// draws text, DR1).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        context.drawUIImage(_hierarchyPicture(), in: rect, blendMode: .normal, alpha: 1)
        return true
    }

    /// DR14: a new view the size of this one's bounds showing its current rendering (itself
    /// and its subviews), at the origin; later changes to this view do not change it. Nil
    /// when the view has no size.
    public func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = _hierarchyPicture().cgImage
        return snapshot
    }

    /// A snapshot of part of the view (`rect` in its bounds) in a view of `rect`'s size,
    /// its edges extended by `capInsets` as a resizable image (DR14).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let picture = _hierarchyPicture()
        let format = UIGraphicsImageRendererFormat()
        format.scale = picture.scale
        let part = UIGraphicsImageRenderer(size: rect.size, format: format).image { _ in
            picture.draw(in: CGRect(origin: CGPoint(x: bounds.minX - rect.minX, y: bounds.minY - rect.minY), size: bounds.size))
        }
        let snapshot = UIImageView(image: capInsets == .zero ? part : part.resizableImage(withCapInsets: capInsets, resizingMode: .stretch))
        snapshot.frame = CGRect(origin: .zero, size: rect.size)
        return snapshot
    }

    /// The view's tree as an image of its bounds (DR14).
    func _hierarchyPicture() -> UIImage {
        layoutIfNeeded()
        let scale = window?.screen.scale ?? UIScreen.main.scale
        if let picture = ImageRasterization.current?.hierarchyImage(of: self, scale: scale) { return picture }
        let context = CGContext(size: bounds.size, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if self is UIWindow {
            context.setFillColor(CGColor.black)
            context.fill(bounds)
        }
        GraphicsContextStack.withCurrent(context) { HierarchyRecording.record(layer, in: context, isRoot: true) }
        return UIImage(drawing: context.displayList, scale: scale, opaque: false)
    }
}

extension UIScreen {
    /// DR14: a view the size of the screen showing what it shows now: its windows, back to
    /// front (those not hidden).
    public func snapshotView(afterScreenUpdates: Bool) -> UIView {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let windows = UIApplication.shared.windows.filter { !$0.isHidden && $0.screen === self }
            .sorted { $0.windowLevel.rawValue < $1.windowLevel.rawValue }
        let picture = UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            UIColor.black.setFill()
            context.fill(bounds)
            for window in windows { window.drawHierarchy(in: window.frame, afterScreenUpdates: afterScreenUpdates) }
        }
        let snapshot = UIView(frame: bounds)
        snapshot.layer.contents = picture.cgImage
        return snapshot
    }
}

/// The `UIKit` module's own picture of a layer tree, recorded as drawing commands (DR14).
@MainActor
enum HierarchyRecording {
    /// The commands that draw `layer`'s tree in a user space whose transform to the list's
    /// space is `userTransform`, recorded from a context starting at that transform: what
    /// the module's own rasteriser and PDF writer replay, with their transform reset to the
    /// identity, for a `CALayer.render(in:)` command (LK13, DR14).
    static func commands(of layer: CALayer, userTransform: CGAffineTransform) -> [DrawingCommand] {
        let context = CGContext(size: CGSize(width: 16_384, height: 16_384), scale: 1)
        context.concatenate(userTransform)
        GraphicsContextStack.withCurrent(context) { record(layer, in: context, isRoot: true) }
        return context.displayList.commands
    }

    static func record(_ layer: CALayer, in context: CGContext, isRoot: Bool = false, inTransition: Bool = false) {
        // The presentation copy shows the animated values; the contents are the model's
        // (presentation copies carry no contents), as `UIKitRendering` draws them.
        let model = layer._modelLayer ?? layer
        let layer = layer.presentation() ?? layer
        if !inTransition, let transition = layer._transition {
            return recordTransition(transition, of: model, in: context, isRoot: isRoot)
        }
        guard !layer.isHidden, layer.opacity > 0 else { return }
        context.saveGState()
        defer { context.restoreGState() }
        let bounds = layer.bounds
        if !isRoot {
            let anchor = CGPoint(x: bounds.width * layer.anchorPoint.x, y: bounds.height * layer.anchorPoint.y)
            context.translateBy(x: layer.position.x, y: layer.position.y)
            context.concatenate(layer.transform._drawnAffine)  // CV21, as UIKitRendering draws it
            context.translateBy(x: -anchor.x - bounds.minX, y: -anchor.y - bounds.minY)
        }
        let grouped = layer.opacity < 1
        if grouped {
            context.setAlpha(CGFloat(layer.opacity))
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        let shape = CGPath(roundedRect: bounds, cornerWidth: min(layer.cornerRadius, bounds.width / 2, bounds.height / 2),
                           cornerHeight: min(layer.cornerRadius, bounds.width / 2, bounds.height / 2))
        if let background = layer.backgroundColor {
            // PC1: a pattern background tiles from the layer's top left.
            if background.patternPaint != nil {
                let origin = CGPoint(x: bounds.minX, y: bounds.minY).applying(context.ctm)
                context.setPatternPhase(CGSize(width: origin.x, height: origin.y))
            }
            context.setFillColor(background)
            context.addPath(shape)
            context.fillPath()
        }
        context.saveGState()
        if layer.masksToBounds {
            context.addPath(shape)
            context.clip()
        }
        model.displayIfNeeded()
        if let drawing = model._drawnContents {
            context.drawUIImage(UIImage(drawing: drawing, scale: 1, opaque: false), in: bounds, blendMode: .normal, alpha: 1)
        } else if let contents = model._contentsImageDrawing(in: bounds) {
            let frame = ImageFrame.frame(of: contents.image.size, in: contents.frame, contentMode: contents.contentMode)
            context.drawUIImage(contents.image, in: frame, blendMode: .normal, alpha: 1)
        }
        if let view = layer._hostingView { recordContent(of: view, in: context) }
        for sublayer in layer.sublayers ?? [] { record(sublayer, in: context) }
        context.restoreGState()
        if layer.borderWidth > 0, let border = layer.borderColor {
            context.setStrokeColor(border)
            context.setLineWidth(layer.borderWidth)
            let inset = layer.borderWidth / 2
            let radius = max(0, min(layer.cornerRadius, bounds.width / 2, bounds.height / 2) - inset)
            context.addPath(CGPath(roundedRect: bounds.insetBy(dx: inset, dy: inset), cornerWidth: radius, cornerHeight: radius))
            context.strokePath()
        }
        if grouped { context.endTransparencyLayer() }
    }

    /// CA5: a layer in a transition, as its old appearance and itself, each moved and faded
    /// as the transition says at its progress.
    private static func recordTransition(_ transition: LayerTransition, of layer: CALayer, in context: CGContext, isRoot: Bool) {
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        for part in transition.parts(size: layer.bounds.size) {
            context.saveGState()
            context.setAlpha(part.alpha)
            if part.adds { context.setBlendMode(.plusLighter) }
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.translateBy(x: part.offset.x, y: part.offset.y)
            if part.isOld {
                record(transition.oldAppearance, in: context, isRoot: isRoot, inTransition: true)
            } else {
                record(layer, in: context, isRoot: isRoot, inTransition: true)
            }
            context.endTransparencyLayer()
            context.restoreGState()
        }
        context.endTransparencyLayer()
    }

    /// What views of UIKit's own classes show without drawing: an image view's image, a
    /// label's text, a text view's text as its layout manager draws it (TK18).
    private static func recordContent(of view: UIView, in context: CGContext) {
        if let imageView = view as? UIImageView, let image = imageView._shownImage {
            let frame = ImageFrame.frame(of: image.size, in: imageView.bounds, contentMode: imageView.contentMode)
            let shown = image.isTemplate && image._imageTintColor == nil ? image.withTintColor(imageView.tintColor) : image
            context.drawUIImage(shown, in: frame, blendMode: .normal, alpha: 1)
        } else if let label = view as? UILabel, let text = label.attributedText, text.length > 0 {
            let size = text.boundingRect(with: CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude),
                                         options: .usesLineFragmentOrigin, context: nil).size
            let y = label.bounds.minY + max(0, (label.bounds.height - size.height) / 2)
            text.draw(with: CGRect(x: label.bounds.minX, y: y, width: label.bounds.width, height: min(size.height, label.bounds.height)),
                      options: .usesLineFragmentOrigin, context: nil)
        } else if let textView = view as? UITextView {
            let inset = textView.textContainerInset
            textView._drawTextThroughLayoutManager(containerOrigin: CGPoint(x: inset.left, y: inset.top))
        }
    }
}

/// Where an image of a size goes in a rectangle for a content mode (as image views place
/// it): the one placement the module's recording and `UIKitRendering` both draw with.
@_spi(Rendering) public enum ImageFrame {
    /// Stretched, fitted or filled (centred), or at its size against an edge or corner; an
    /// empty size fills the rectangle.
    public static func frame(of size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let ratio = contentMode == .scaleAspectFit ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let scaled = CGSize(width: size.width * ratio, height: size.height * ratio)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
        default:
            let left = [.left, .topLeft, .bottomLeft].contains(contentMode), right = [.right, .topRight, .bottomRight].contains(contentMode)
            let top = [.top, .topLeft, .topRight].contains(contentMode), bottom = [.bottom, .bottomLeft, .bottomRight].contains(contentMode)
            let x = left ? bounds.minX : right ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = top ? bounds.minY : bottom ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}

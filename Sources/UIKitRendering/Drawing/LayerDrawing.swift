#if canImport(Glibc)
import Glibc
#endif
import CCairo
@_spi(Rendering) import UIKit

extension ViewRenderer {
    /// Draws `layer` and everything in it, placed in its superlayer by its presentation
    /// values (the root at its bounds), as Core Animation composites a layer (Q20):
    ///
    /// 1. the shadow (of `shadowPath`, else of the layer's shape; none with `masksToBounds`);
    /// 2. the background, within the corners (`cornerRadius`, `cornerCurve`, `maskedCorners`);
    /// 3. the contents (`LayerContentsDrawing`), a Core Animation subclass's own drawing
    ///    (shape, gradient, text, an emitter's particles), and a view's content;
    /// 4. the sublayers by `zPosition`, then order (a view's layer draws its subview),
    ///    clipped to the shape with `masksToBounds`;
    /// 5. the border, over the sublayers;
    ///
    /// all in a group when the opacity is below 1 or a `mask` applies (its alpha masks the
    /// group). A `CATransformLayer` draws only its sublayers (LK10). Hidden layers and layers with opacity 0 are not drawn. `delay` shows the layer
    /// as it was that many seconds ago (a replicator's later copies).
    func drawLayer(_ layer: CALayer, in canvas: Canvas, isRoot: Bool = false, delay: CFTimeInterval = 0, inTransition: Bool = false) {
        let view = layer._renderingView
        guard !layer.isHidden else { return }
        let shown = layer._presentation(atClockTime: CACurrentMediaTime() - delay)
        if !inTransition, let transition = shown._transition {
            return drawTransition(transition, of: layer, in: canvas, isRoot: isRoot, delay: delay)
        }
        let alpha = CGFloat(shown.opacity)
        guard alpha > 0.004 else { return }
        let bounds = shown.bounds
        canvas.save()
        defer { canvas.restore() }
        // Dynamic colours (text, tint, chrome) resolve with the drawn view's traits.
        let outerTraits = canvas.traits
        if let view { canvas.traits = view.traitCollection }
        defer { canvas.traits = outerTraits }
        if isRoot {
            canvas.translate(bounds.minX, bounds.minY)
        } else {
            canvas.translate(shown.position.x, shown.position.y)
            canvas.concat(shown.transform._drawnAffine)  // CV21: a 3D transform as it projects at the anchor
            canvas.translate(-bounds.width * shown.anchorPoint.x, -bounds.height * shown.anchorPoint.y)
        }
        let local = CGRect(origin: .zero, size: bounds.size)
        if shown is CATransformLayer {
            return drawTransformLayerSublayers(of: layer, shown: shown, alpha: isRoot ? 1 : alpha, in: canvas, delay: delay)
        }
        let mask = layer.mask
        let grouped = (alpha < 0.996 && !isRoot) || mask != nil
        if grouped { canvas.beginGroup() }
        var shape = LayerShape(rect: local, radius: shown.cornerRadius, corners: shown.maskedCorners, curve: shown.cornerCurve)
        var clips = shown.masksToBounds
        var role: _UIRenderingRole = .none
        if let view {
            role = view._renderingRole  // once per view: it looks up controllers and rows
            switch role {
            case let .popoverContent(tip, color):
                // A popover's content sits in a rounded card with an arrow, and is clipped to it.
                PopoverDrawing.drawCard(in: local, arrowTip: tip, color: color ?? .systemBackground, canvas: canvas)
                shape.radius = max(shape.radius, PopoverDrawing.cornerRadius)
                clips = true
            default:
                break
            }
        }
        if !clips { drawShadow(of: shown, shape: shape, in: canvas) }
        if let background = shown.backgroundColor { canvas.fill(shape, color: UIColor(background)) }
        LayerContentsDrawing.draw(layer, shown: shown, in: local, canvas: canvas)
        LayerKindDrawing.draw(shown, shape: shape, in: canvas)
        if let emitter = layer as? CAEmitterLayer { EmitterDrawing.draw(emitter, in: canvas, delay: delay) }
        if let view { ContentDrawing.draw(view, in: local, canvas: canvas) }
        if let sublayers = layer.sublayers {
            canvas.save()
            if clips { canvas.clip(shape) }
            canvas.translate(-bounds.minX, -bounds.minY)
            applySublayerTransform(of: shown, in: canvas)
            if let replicator = shown as? CAReplicatorLayer {
                drawInstances(of: layer._drawingOrder(sublayers), replicator: replicator, in: canvas, delay: delay)
            } else {
                for sublayer in layer._drawingOrder(sublayers) { drawLayer(sublayer, in: canvas, delay: delay) }
            }
            canvas.restore()
        }
        if shown.borderWidth > 0, let color = shown.borderColor {
            canvas.border(of: shape, width: shown.borderWidth, color: UIColor(color))
        }
        if let view { ContentDrawing.drawOverlay(view, role: role, in: local, canvas: canvas) }
        guard grouped else { return }
        let groupAlpha = isRoot ? 1 : alpha
        if let mask {
            canvas.endGroup(alpha: groupAlpha) {
                canvas.translate(-bounds.minX, -bounds.minY)
                drawLayer(mask, in: canvas, delay: delay)
            }
        } else {
            canvas.endGroup(alpha: groupAlpha)
        }
    }

    /// A transform layer draws nothing of its own, clips nothing and has no mask: only its
    /// sublayers, each with the layer's opacity applied to it on its own (LK10).
    private func drawTransformLayerSublayers(of layer: CALayer, shown: CALayer, alpha: CGFloat, in canvas: Canvas, delay: CFTimeInterval) {
        guard let sublayers = layer.sublayers else { return }
        canvas.translate(-shown.bounds.minX, -shown.bounds.minY)
        applySublayerTransform(of: shown, in: canvas)
        for sublayer in layer._drawingOrder(sublayers) {
            guard alpha < 0.996 else { drawLayer(sublayer, in: canvas, delay: delay); continue }
            canvas.beginGroup()
            drawLayer(sublayer, in: canvas, delay: delay)
            canvas.endGroup(alpha: alpha)
        }
    }

    /// A replicator's copies of its sublayers: copy i transformed by the instance transform i
    /// times about the anchor point, its colour multiplied by the copy's multiplier, its
    /// animations `instanceDelay × i` seconds behind.
    private func drawInstances(of sublayers: [CALayer], replicator: CAReplicatorLayer, in canvas: Canvas, delay: CFTimeInterval) {
        let bounds = replicator.bounds
        let anchor = CGPoint(x: bounds.minX + replicator.anchorPoint.x * bounds.width, y: bounds.minY + replicator.anchorPoint.y * bounds.height)
        let step = CATransform3DGetAffineTransform(replicator.instanceTransform)
        var transform = CGAffineTransform.identity
        for index in 0..<max(0, replicator.instanceCount) {
            let (red, green, blue, alpha) = replicator._instanceMultiplier(index)
            if alpha > 0.004 {
                canvas.save()
                canvas.translate(anchor.x, anchor.y)
                canvas.concat(transform)
                canvas.translate(-anchor.x, -anchor.y)
                canvas.beginGroup()
                for sublayer in sublayers { drawLayer(sublayer, in: canvas, delay: delay + replicator.instanceDelay * Double(index)) }
                canvas.endGroup(multipliedBy: (red, green, blue), alpha: alpha)
                canvas.restore()
            }
            transform = step.concatenating(transform)
        }
    }

    /// The layer's `sublayerTransform`, about the centre of its bounds.
    private func applySublayerTransform(of layer: CALayer, in canvas: Canvas) {
        let transform = layer.sublayerTransform
        guard !CATransform3DIsIdentity(transform) else { return }
        let center = CGPoint(x: layer.bounds.midX, y: layer.bounds.midY)
        canvas.translate(center.x, center.y)
        canvas.concat(CATransform3DGetAffineTransform(transform))
        canvas.translate(-center.x, -center.y)
    }

    /// The layer's shadow, a Gaussian blur of standard deviation `shadowRadius`: of
    /// `shadowPath` when set; else of its shape (a shape layer without background casts its
    /// path's shadow). A layer with no background casts the shadow of its bounds' shape
    /// here, where Core Animation casts that of what it draws (an approximation).
    private func drawShadow(of layer: CALayer, shape: LayerShape, in canvas: Canvas) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor else { return }
        let opacity = CGFloat(layer.shadowOpacity), offset = layer.shadowOffset, radius = layer.shadowRadius
        let shadowColor = UIColor(color)
        if let path = layer.shadowPath {
            return canvas.blurredShadow(color: shadowColor, opacity: opacity, offset: offset, radius: radius) { canvas.appendPath(path) }
        }
        if let shapeLayer = layer as? CAShapeLayer, layer.backgroundColor == nil, let path = shapeLayer.path {
            if shapeLayer.fillColor != nil {
                canvas.setFillRule(shapeLayer.fillRule == .evenOdd ? .evenOdd : .winding)
                canvas.blurredShadow(color: shadowColor, opacity: opacity, offset: offset, radius: radius) { canvas.appendPath(path) }
                canvas.setFillRule(.winding)
            }
            if shapeLayer.strokeColor != nil, shapeLayer.lineWidth > 0 {
                LayerKindDrawing.setStroke(of: shapeLayer, in: canvas)
                canvas.blurredShadow(color: shadowColor, opacity: opacity, offset: offset, radius: radius, stroked: true) {
                    canvas.appendPath(LayerKindDrawing.strokedPortion(of: shapeLayer, path: path))
                }
            }
            return
        }
        canvas.blurredShadow(color: shadowColor, opacity: opacity, offset: offset, radius: radius) { canvas.addLayerShape(shape) }
    }

    /// CA5: a layer in a transition, as its old appearance and itself, each moved and faded
    /// as the transition says at its progress (a fade's parts add up).
    private func drawTransition(_ transition: LayerTransition, of layer: CALayer, in canvas: Canvas, isRoot: Bool, delay: CFTimeInterval) {
        canvas.beginGroup()
        for part in transition.parts(size: layer.bounds.size) {
            canvas.save()
            canvas.translate(part.offset.x, part.offset.y)
            canvas.beginGroup()
            drawLayer(part.isOld ? transition.oldAppearance : layer, in: canvas, isRoot: isRoot, delay: delay, inTransition: true)
            // Popping the group restores the operator pushing it saved: set it after.
            cairo_pop_group_to_source(canvas.cr)
            if part.adds { cairo_set_operator(canvas.cr, CAIRO_OPERATOR_ADD) }
            cairo_paint_with_alpha(canvas.cr, Double(part.alpha))
            canvas.restore()
        }
        canvas.endGroup(alpha: 1)
    }
}

import Foundation

extension UIView {
    /// Makes the backing layer (of ``layerClass``): it mirrors this view, has the screen's
    /// scale, and its sublayers are the subviews' layers in order.
    func _loadLayer() -> CALayer {
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        let layer = type.init()
        // A colour the layer class's initialiser gave itself becomes the view's, as the
        // layer's is the view's on iOS.
        if let color = layer._backgroundColor, _backgroundColor == nil { _backgroundColor = UIColor(cgColor: color) }
        layer._view = self
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        _layerIfLoaded = layer
        layer._sublayers = _subviews.map { subview in
            let sublayer = subview.layer
            sublayer._superlayer = layer
            return sublayer
        }
        return layer
    }

    /// The view's transform as a 3D transform (its layer's `transform`). A transform that is
    /// not affine is kept for the layer; the view's ``transform`` becomes its affine part.
    public var transform3D: CATransform3D {
        get { _nonAffineTransform ?? CATransform3DMakeAffineTransform(transform) }
        set {
            transform = newValue.affinePart
            _nonAffineTransform = CATransform3DIsAffine(newValue) ? nil : newValue
        }
    }

    /// A view whose alpha masks this view and its subviews, placed in this view's bounds
    /// coordinates (its layer becomes the layer's `mask`). Default nil.
    public var mask: UIView? {
        get { _maskView }
        set {
            _maskView = newValue
            layer.mask = newValue?.layer
        }
    }

    /// Inside a `UIView` animation block, the animation of a layer property UIKit animates
    /// there (`cornerRadius`), with the block's timing; nil otherwise.
    func _animationBlockAction(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        let engine = UIKitScheduler.shared.animations
        guard event == "cornerRadius", layer === _layerIfLoaded, let recording = engine.recording, recording.animates,
              recording.group.timeline == nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = recording.span.duration
        animation.beginTime = recording.span.start
        animation.fillMode = .backwards
        animation._timingCurve = recording.timing
        return animation
    }

    /// The layer's anchor point moved: the frame moved with it (the centre stays).
    func _anchorPointChanged() {
        UIView._geometryChanged()
        if translatesAutoresizingMaskIntoConstraints, let record = _layoutRecord { record.engine.frameChanged(self) }
        _geometrySetByHand()  // PL10: the frame moved
    }
}

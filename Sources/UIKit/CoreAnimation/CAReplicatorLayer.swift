import Foundation

/// A layer that draws its sublayers ``instanceCount`` times, each copy transformed by
/// ``instanceTransform`` from the previous one (about the layer's anchor point), its colour
/// multiplied by ``instanceColor`` plus the offsets times its index, and its animations
/// delayed by ``instanceDelay`` times its index (Q24).
///
/// Difference from Core Animation: the copies' colours are multiplied in the renderer's
/// colour space after drawing (edges of translucent content may differ slightly).
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    var _instanceTransform = CATransform3DIdentity
    var _instanceDelay: CFTimeInterval = 0
    var _instanceColor: CGColor? = .white

    /// How many copies of the sublayers are drawn. Default 1.
    open var instanceCount = 1
    /// Whether copies keep their depth (a drawing hint, not used). Default false.
    open var preservesDepth = false
    /// The transform from one copy to the next. Default identity. Animatable.
    open var instanceTransform: CATransform3D {
        get { _instanceTransform }
        set { _setAnimatable("instanceTransform") { _instanceTransform = newValue } }
    }
    /// Seconds each copy's animations lag behind the previous copy's. Default 0. Animatable.
    open var instanceDelay: CFTimeInterval {
        get { _instanceDelay }
        set { _setAnimatable("instanceDelay") { _instanceDelay = newValue } }
    }
    /// The colour the first copy is multiplied by. Default opaque white. Animatable.
    open var instanceColor: CGColor? {
        get { _instanceColor }
        set { _setAnimatable("instanceColor") { _instanceColor = newValue } }
    }
    /// Added to the red multiplier of each copy after the first, per copy. Default 0.
    open var instanceRedOffset: Float = 0
    /// Added to the green multiplier per copy. Default 0.
    open var instanceGreenOffset: Float = 0
    /// Added to the blue multiplier per copy. Default 0.
    open var instanceBlueOffset: Float = 0
    /// Added to the alpha multiplier per copy (negative values fade the copies). Default 0.
    open var instanceAlphaOffset: Float = 0

    /// The colour multiplier of copy `index` (red, green, blue, alpha), each clamped to 0...1.
    @_spi(Rendering) public func _instanceMultiplier(_ index: Int) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let base = instanceColor?.components ?? [1, 1, 1, 1]
        func channel(_ value: CGFloat, _ offset: Float) -> CGFloat { min(1, max(0, value + CGFloat(offset) * CGFloat(index))) }
        return (channel(base[0], instanceRedOffset), channel(base[1], instanceGreenOffset),
                channel(base[2], instanceBlueOffset), channel(base[3], instanceAlphaOffset))
    }

    override func _copyModelState(from other: CALayer) {
        super._copyModelState(from: other)
        guard let other = other as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount; preservesDepth = other.preservesDepth
        _instanceTransform = other.instanceTransform; _instanceDelay = other.instanceDelay; _instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset; instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset; instanceAlphaOffset = other.instanceAlphaOffset
    }

    override func _value(forProperty property: String) -> LayerValue? {
        switch property {
        case "instanceTransform": .transform(instanceTransform)
        case "instanceDelay": .number(instanceDelay)
        case "instanceColor": .color(instanceColor)
        default: super._value(forProperty: property)
        }
    }

    override func _setValue(_ value: LayerValue, forProperty property: String) {
        switch (property, value) {
        case let ("instanceTransform", .transform(v)): instanceTransform = v
        case let ("instanceDelay", .number(v)): instanceDelay = v
        case let ("instanceColor", .color(v)): instanceColor = v
        default: super._setValue(value, forProperty: property)
        }
    }
}

import Foundation

/// The shape particles are emitted from.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A shape from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point at `emitterPosition` (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A cuboid (drawn as its rectangle).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of diameter `emitterSize.width` centred on `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere (drawn as its circle).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the emitter shape particles are born.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At the shape's points: a line's ends, a rectangle's corners, a circle's centre.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Anywhere on the shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere within the shape (the default; in 2D as the surface).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In no particular order (the default; OpenUIKit draws the oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particles first, the youngest on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The youngest particles first, the oldest on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth (in 2D, the oldest first).
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "back_to_front")
    /// Particles' colours added together.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits, moves and draws particles (LK15): each of its ``emitterCells``
/// emits particles from the emitter's shape at the cell's birth rate times the layer's,
/// each particle moving, growing, spinning and changing colour over its lifetime as the
/// cell says, the layer's ``velocity``, ``scale``, ``spin`` and ``lifetime`` multiplying the
/// cells'. The simulation is a function of UIKit's clock (the layer's own time) and of
/// ``seed``: the same seed and times give the same particles.
///
/// As in Core Animation, the cells are read when ``emitterCells`` is set: change them
/// afterwards with `setValue(_:forKeyPath: "emitterCells.<name>.<property>")` on the
/// layer (a change to the cell object itself is not seen). Emission starts when the cells
/// are set; a change of the layer's emission properties applies to particles born from
/// then on.
///
/// Differences from Core Animation: particles are drawn in 2D; the random choices differ
/// from Core Animation's (the same seed gives other particles than on iOS); a particle's
/// own emitted cells leave in their own emission angle, not relative to the particle.
@preconcurrency @MainActor
open class CAEmitterLayer: CALayer {
    /// The cells emitted. Setting them starts emission from the layer's current time.
    open var emitterCells: [CAEmitterCell]? {
        didSet { _emitter.restart(cells: emitterCells ?? [], parameters: _emitterParameters, at: _emitterTime) }
    }
    /// A multiplier of every cell's birth rate. Default 1.
    open var birthRate: Float = 1 { didSet { _emitterParametersChanged() } }
    /// A multiplier of every cell's lifetime. Default 1.
    open var lifetime: Float = 1 { didSet { _emitterParametersChanged() } }
    /// The centre of the emitter's shape, in the layer's coordinates. Default (0, 0).
    open var emitterPosition: CGPoint = .zero { didSet { _emitterParametersChanged() } }
    /// The emitter's z position. Default 0 (not drawn).
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape. Default zero.
    open var emitterSize: CGSize = .zero { didSet { _emitterParametersChanged() } }
    /// The depth of a cuboid or sphere. Default 0 (not drawn).
    open var emitterDepth: CGFloat = 0
    /// The emitter's shape. Default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape = .point { didSet { _emitterParametersChanged() } }
    /// Where on the shape particles are born. Default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume { didSet { _emitterParametersChanged() } }
    /// How particles are composited. Default `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Whether particles keep their depth (not drawn). Default false.
    open var preservesDepth = false
    /// A multiplier of every cell's velocity. Default 1.
    open var velocity: Float = 1 { didSet { _emitterParametersChanged() } }
    /// A multiplier of every cell's scale. Default 1.
    open var scale: Float = 1 { didSet { _emitterParametersChanged() } }
    /// A multiplier of every cell's spin. Default 1.
    open var spin: Float = 1 { didSet { _emitterParametersChanged() } }
    /// The seed of the random choices (ranges, positions on the shape). Default 0.
    open var seed: UInt32 = 0 { didSet { _emitter.seed = UInt64(seed) } }

    /// The emission so far (LK15). A presentation copy shares its model's.
    var _emitter = EmitterSimulation()

    /// The layer's own time now.
    var _emitterTime: CFTimeInterval { _localTime(atClockTime: CACurrentMediaTime()) }

    /// The layer's emission properties now.
    var _emitterParameters: EmitterSimulation.Parameters {
        EmitterSimulation.Parameters(birthRate: CGFloat(birthRate), lifetime: CGFloat(lifetime), position: emitterPosition,
                                     size: emitterSize, shape: emitterShape, mode: emitterMode, velocity: CGFloat(velocity),
                                     scale: CGFloat(scale), spin: CGFloat(spin))
    }

    private func _emitterParametersChanged() {
        guard !_isPresentationCopy else { return }
        _emitter.change(parameters: _emitterParameters, at: _emitterTime)
    }

    /// The particles alive at the clock time `now`, in the order they are drawn (for
    /// renderers): the oldest first, or the youngest first for `.oldestLast`.
    @_spi(Rendering) public func _particles(atClockTime now: CFTimeInterval) -> [EmitterParticle] {
        let particles = _emitter.particles(at: _localTime(atClockTime: now))
        return renderMode == .oldestLast ? particles.reversed() : particles
    }

    override func _copyModelState(from other: CALayer) {
        super._copyModelState(from: other)
        guard let other = other as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells; birthRate = other.birthRate; lifetime = other.lifetime
        emitterPosition = other.emitterPosition; emitterSize = other.emitterSize; emitterShape = other.emitterShape
        emitterMode = other.emitterMode; velocity = other.velocity; scale = other.scale; spin = other.spin; seed = other.seed
        renderMode = other.renderMode; preservesDepth = other.preservesDepth
        emitterZPosition = other.emitterZPosition; emitterDepth = other.emitterDepth
        _emitter = other._emitter  // last: the copy shows the model's emission, not one of its own
    }

    override func _kindDeclaredValue(forKey key: String) -> DeclaredKeyValue {
        if let cellPath = Self._cellKeyPath(key) {
            return .value(_emitter.cellValue(named: cellPath.name, property: cellPath.property))
        }
        switch key {
        case "emitterCells": return .value(emitterCells)
        case "birthRate": return .value(NSNumber(value: birthRate))
        case "lifetime": return .value(NSNumber(value: lifetime))
        case "emitterPosition": return .value(NSValue(cgPoint: emitterPosition))
        case "emitterSize": return .value(NSValue(cgSize: emitterSize))
        case "emitterShape": return .value(emitterShape.rawValue)
        case "emitterMode": return .value(emitterMode.rawValue)
        case "renderMode": return .value(renderMode.rawValue)
        case "velocity": return .value(NSNumber(value: velocity))
        case "scale": return .value(NSNumber(value: scale))
        case "spin": return .value(NSNumber(value: spin))
        case "seed": return .value(NSNumber(value: seed))
        default: return super._kindDeclaredValue(forKey: key)
        }
    }

    override func _setKindDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
        func float() -> Float? { LayerKeyValueCast.cast(value, to: Float.self) }
        if let cellPath = Self._cellKeyPath(key) {
            // LK16: a cell's property changed through the layer applies from now on.
            _emitter.setCellValue(value, named: cellPath.name, property: cellPath.property, at: _emitterTime)
            return true
        }
        switch key {
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        case "birthRate": if let v = float() { birthRate = v }
        case "lifetime": if let v = float() { lifetime = v }
        case "emitterPosition": if let v = LayerKeyValueCast.cast(value, to: CGPoint.self) { emitterPosition = v }
        case "emitterSize": if let v = LayerKeyValueCast.cast(value, to: CGSize.self) { emitterSize = v }
        case "emitterShape": if let v = value as? String { emitterShape = CAEmitterLayerEmitterShape(rawValue: v) }
        case "emitterMode": if let v = value as? String { emitterMode = CAEmitterLayerEmitterMode(rawValue: v) }
        case "renderMode": if let v = value as? String { renderMode = CAEmitterLayerRenderMode(rawValue: v) }
        case "velocity": if let v = float() { velocity = v }
        case "scale": if let v = float() { scale = v }
        case "spin": if let v = float() { spin = v }
        case "seed": if let v = LayerKeyValueCast.cast(value, to: Int.self) { seed = UInt32(truncatingIfNeeded: v) }
        default: return super._setKindDeclaredValue(value, forKey: key)
        }
        return true
    }

    /// `"emitterCells.<name>.<property>"` split into the cell's name and the property.
    private static func _cellKeyPath(_ key: String) -> (name: String, property: String)? {
        let parts = key.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count == 3, parts[0] == "emitterCells" else { return nil }
        return (parts[1], parts[2])
    }
}

import Foundation

/// One kind of particle a ``CAEmitterLayer`` emits (LK15): how many per second, how long
/// each lives, how fast and in which direction it leaves, how it accelerates, grows, spins
/// and changes colour, and what it looks like (``contents``). Each `…Range` property gives
/// particles a value picked evenly within that distance of the base value; each `…Speed`
/// property changes the value per second of a particle's life. A cell's own
/// ``emitterCells`` are emitted by each of its particles.
///
/// Differences from Core Animation: particles are drawn in 2D (z and ``emissionLatitude``
/// only shorten the motion seen in the x-y plane); a cell's `contentsRect` and filters are
/// not offered.
///
/// A cell's `CAMediaTiming` says when it emits (CA3), in its parent's time: a top-level
/// cell's is the time since the emitter's cells were set, a sub-cell's the age of the
/// particle emitting it. It emits while its local time, `(t − beginTime) × speed +
/// timeOffset`, is within its active duration (`duration` 0: for ever).
@preconcurrency @MainActor
open class CAEmitterCell: NSObject, CAMediaTiming {
    /// A name, for key paths such as `emitterCells.spark.birthRate`.
    open var name: String?
    /// Whether the cell emits. Default true.
    open var isEnabled = true

    /// Particles per second. Default 0.
    open var birthRate: Float = 0
    /// Seconds each particle lives. Default 0.
    open var lifetime: Float = 0
    /// The range of ``lifetime``. Default 0.
    open var lifetimeRange: Float = 0

    /// The angle of emission from the x-y plane (towards z), in radians. Default 0.
    open var emissionLatitude: CGFloat = 0
    /// The angle of emission in the x-y plane from the x axis, in radians (π/2 points down
    /// on iOS's screen). Default 0.
    open var emissionLongitude: CGFloat = 0
    /// The angle of the cone around the emission angle particles are spread evenly in.
    /// Default 0.
    open var emissionRange: CGFloat = 0

    /// The initial speed, points per second. Default 0.
    open var velocity: CGFloat = 0
    /// The range of ``velocity``. Default 0.
    open var velocityRange: CGFloat = 0
    /// The acceleration along x, points per second squared. Default 0.
    open var xAcceleration: CGFloat = 0
    /// The acceleration along y (positive is down on iOS's screen). Default 0.
    open var yAcceleration: CGFloat = 0
    /// The acceleration along z. Default 0 (not drawn).
    open var zAcceleration: CGFloat = 0

    /// The scale of the contents. Default 1.
    open var scale: CGFloat = 1
    /// The range of ``scale``. Default 0.
    open var scaleRange: CGFloat = 0
    /// The change of scale per second. Default 0.
    open var scaleSpeed: CGFloat = 0

    /// The rotation speed, radians per second. Default 0.
    open var spin: CGFloat = 0
    /// The range of ``spin``. Default 0.
    open var spinRange: CGFloat = 0

    /// The colour the contents are multiplied by. Default opaque white.
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The range of the red component. Default 0.
    open var redRange: Float = 0
    /// The range of the green component. Default 0.
    open var greenRange: Float = 0
    /// The range of the blue component. Default 0.
    open var blueRange: Float = 0
    /// The range of the alpha component. Default 0.
    open var alphaRange: Float = 0
    /// The change of the red component per second. Default 0.
    open var redSpeed: Float = 0
    /// The change of the green component per second. Default 0.
    open var greenSpeed: Float = 0
    /// The change of the blue component per second. Default 0.
    open var blueSpeed: Float = 0
    /// The change of alpha per second (negative values fade particles out). Default 0.
    open var alphaSpeed: Float = 0

    /// What each particle shows: a `CGImage` (a `UIImage` is accepted too). A particle
    /// with no contents is not drawn.
    open var contents: Any?
    /// Pixels per point of the contents. Default 1.
    open var contentsScale: CGFloat = 1

    /// Cells each particle of this cell emits. Default nil.
    open var emitterCells: [CAEmitterCell]?
    /// Values for keys with none of their own. Default nil.
    open var style: [AnyHashable: Any]?

    /// When the cell starts emitting, in its parent's time (CA3). Default 0.
    open var beginTime: CFTimeInterval = 0
    /// How long one pass of emitting lasts; 0 (the default) emits for ever.
    open var duration: CFTimeInterval = 0
    /// The rate of the cell's time relative to its parent's. Default 1.
    open var speed: Float = 1
    /// An offset into the cell's active time. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// How many passes of ``duration`` it emits for. Default 0: one.
    open var repeatCount: Float = 0
    /// How long it emits for instead, in seconds. Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass is followed by one backwards (doubling the time it emits).
    open var autoreverses = false
    /// Kept for `CAMediaTiming`; emission has no value to hold before or after.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// A cell with the defaults (emitting nothing until given a birth rate and lifetime).
    public override init() { super.init() }

    /// The default value of a key with no value. Nil here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether the value of `key` is archived. True by default.
    open class func shouldArchiveValue(forKey key: String) -> Bool { true }
}

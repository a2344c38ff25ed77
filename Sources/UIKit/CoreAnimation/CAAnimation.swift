import Foundation

/// What an animation tells its delegate: that it started, and that it stopped (finished,
/// or removed before its end). Both arrive in the scheduler's animation phase of a
/// run-loop turn (Q13). The methods are optional.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began (its begin time came).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its whole active duration, false
    /// when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Where an animation is within its timing: the pass it is in and how far into it.
struct AnimationProgress {
    /// Completed passes before this one.
    var iteration: Int
    /// Seconds into the current pass (mirrored on an autoreversing pass's way back).
    var passTime: CFTimeInterval
    /// `passTime` over the duration, 0...1, before the timing function.
    var fraction: CGFloat
}

/// An animation: timing (``CAMediaTiming``), a timing function, a delegate (held strongly,
/// as Core Animation does) and whether it leaves its layer when done. Add one to a layer
/// with `CALayer.add(_:forKey:)`, which adds a copy.
///
/// Difference from Core Animation: a copy of a subclass made outside OpenUIKit is an
/// instance of the nearest Core Animation class (its own properties are not copied).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying {
    /// How progress follows time within a pass. Default nil: linear (implicit animations
    /// use `.default`).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly until the animation is released.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves its layer when it has run (default true). With false and
    /// ``fillMode`` `.forwards`, the layer keeps showing its last value.
    open var isRemovedOnCompletion = true

    /// When the animation begins, in its layer's time (0: when added). Use
    /// `CACurrentMediaTime() + delay` to delay it.
    open var beginTime: CFTimeInterval = 0
    /// Seconds of one pass (0: the transaction's duration when added, 0.25 s by default).
    open var duration: CFTimeInterval = 0
    /// The rate relative to the layer's time. Default 1.
    open var speed: Float = 1
    /// An offset into the active time (the animation starts that far in, wrapping round).
    open var timeOffset: CFTimeInterval = 0
    /// How many passes (fractions allowed, `.infinity` forever). Default 0: one.
    open var repeatCount: Float = 0
    /// How long to repeat instead (seconds). Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each pass runs forward then backward. Default false.
    open var autoreverses = false
    /// What shows before the begin time and after the end. Default `.removed`.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Whether this copy was made by a layer's action lookup (an implicit animation).
    var _isImplicit = false
    /// A UIKit curve followed instead of `timingFunction` (a view animation block's).
    var _timingCurve: TimingCurve?
    /// Values stored by key-value coding under keys the class does not declare (CA2).
    var _storedValues: [String: Any] = [:]

    /// An animation with the defaults.
    public override init() { super.init() }

    /// The default value of a property. Nil here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy of the same Core Animation class with the same settings.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { MainActor.assumeIsolated { _copy() } }

    /// Adds the animation to `anObject` (a layer) under the event's key: how an animation
    /// is run as a layer's action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Overridden by the Core Animation subclasses

    /// A new instance of the nearest Core Animation class with this one's settings.
    func _copy() -> CAAnimation {
        let copy = CAAnimation()
        copy._copySettings(from: self)
        return copy
    }

    /// Takes `other`'s settings (subclasses add theirs and call super).
    func _copySettings(from other: CAAnimation) {
        timingFunction = other.timingFunction; delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; _isImplicit = other._isImplicit; _timingCurve = other._timingCurve
        _storedValues = other._storedValues
    }

    /// Shows the animation's value at `progress` on `layer` (a presentation copy). A plain
    /// `CAAnimation` animates nothing.
    func _apply(_ progress: AnimationProgress, to layer: CALayer, attachment: AttachedAnimation) {}

    /// Resolves what the animation needs from its layer when added (nil from-values).
    func _prepare(_ attachment: AttachedAnimation, on layer: CALayer) {}

    /// The key paths it animates (for a view's layer: which view animations it overrides).
    var _animatedKeyPaths: [String] { [] }

    /// The length of one pass (durations of 0 mean 0.25 s).
    var _passDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }
}

extension CAAnimation {
    /// The whole active time: the passes (both ways when autoreversing) times the repeats.
    var _activeDuration: CFTimeInterval {
        let cycle = _passDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : CFTimeInterval(repeatCount) * cycle }
        return cycle
    }

    /// Seconds of active time at the parent's time `t` (negative before the begin time).
    func _elapsed(atParentTime t: CFTimeInterval) -> CFTimeInterval { (t - beginTime) * CFTimeInterval(speed) }

    /// Whether the begin time has come at the parent's time `t`.
    func _hasBegun(atParentTime t: CFTimeInterval) -> Bool { _elapsed(atParentTime: t) >= 0 }

    /// Whether the whole active time has passed at the parent's time `t`.
    func _hasEnded(atParentTime t: CFTimeInterval) -> Bool { speed > 0 && _elapsed(atParentTime: t) >= _activeDuration }

    /// Where the animation is at the parent's time `t`, or nil when it shows nothing then
    /// (before its begin without backward fill, after its end without forward fill).
    func _progress(atParentTime t: CFTimeInterval) -> AnimationProgress? {
        let pass = _passDuration, active = _activeDuration
        var elapsed = _elapsed(atParentTime: t)
        var ended = false
        if elapsed < 0 {
            guard fillMode.fillsBackward else { return nil }
            elapsed = 0
        }
        if elapsed >= active {
            guard fillMode.fillsForward, active.isFinite else { return nil }
            elapsed = active
            ended = true
        }
        var time = elapsed + timeOffset
        if active.isFinite && active > 0 && time > active { time = time.truncatingRemainder(dividingBy: active) }
        let cycle = autoreverses ? 2 * pass : pass
        var iteration = (time / cycle).rounded(.down)
        var inCycle = time - iteration * cycle
        if ended && inCycle < 1e-9 && iteration > 0 {  // the end of the last pass, not the start of another
            iteration -= 1
            inCycle = cycle
        }
        var passTime = inCycle
        if autoreverses && passTime > pass { passTime = 2 * pass - passTime }
        return AnimationProgress(iteration: Int(iteration), passTime: passTime, fraction: CGFloat(min(1, max(0, passTime / pass))))
    }

    /// `fraction` through the timing function.
    func _timed(_ fraction: CGFloat) -> CGFloat {
        if let curve = _timingCurve { return curve.progress(fraction) }
        return timingFunction?.progress(fraction) ?? fraction
    }
}

/// An animation of one key path of a layer.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated (`"position"`, `"transform.rotation.z"`, `"strokeEnd"`).
    open var keyPath: String?
    /// Whether the value is added to the property's current value instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat continues from where the previous one ended.
    open var isCumulative = false
    /// A function that turns the interpolated values (numbers, or arrays of numbers) into
    /// the transform shown, for an animation of `"transform"` (LK8). Default nil.
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func _copy() -> CAAnimation {
        let copy = CAPropertyAnimation()
        copy._copySettings(from: self)
        return copy
    }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    override var _animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Resolves the key path on `layer` when the animation is added: a declared property's,
    /// or an undeclared key's with the kind its values (`samples`) or the layer's current
    /// value have (LK6).
    func _resolvePath(_ attachment: AttachedAnimation, on layer: CALayer, samples: [Any?]) -> LayerKeyPath? {
        attachment.path = keyPath.flatMap { LayerKeyPath.resolve($0, on: layer, samples: samples) }
        attachment.valueTemplate = samples.first { $0.flatMap(LayerValue.inferredKind(of:)) != nil } ?? nil
        return attachment.path
    }

    /// The kind the values are read as: the key path's, or with a ``valueFunction`` on a
    /// transform, numbers (arrays of them when any value is an array) (LK8).
    func _inputKind(of path: LayerKeyPath, samples: [Any?]) -> LayerValue.Kind {
        guard valueFunction != nil, path.kind == .transform else { return path.kind }
        return samples.contains { sample in sample.map { $0 is [Any] } ?? false } ? .numbers : .number
    }

    /// Writes an animated value to the layer, added to the current one when additive, and
    /// moved on by the whole change of each completed pass when cumulative; through the
    /// ``valueFunction`` first when it has one (LK8).
    func _show(_ value: LayerValue, change: LayerValue?, iteration: Int, on layer: CALayer, attachment: AttachedAnimation) {
        guard let path = attachment.path else { return }
        var value = value
        if isCumulative, iteration > 0, let change { value = value.adding(change.scaled(by: CGFloat(iteration))) }
        if let valueFunction, path.kind == .transform { value = .transform(valueFunction._transform(for: value)) }
        if isAdditive, let current = path.read(layer) { value = current.adding(value) }
        path.write(value, to: layer, template: attachment.valueTemplate)
    }
}

/// An animation of a key path from one value to another (``fromValue``, ``toValue``,
/// ``byValue``, with Core Animation's rules for the ones left nil, Q12).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (nil: the value shown before the change, or the current one).
    open var fromValue: Any?
    /// The end value (nil: the layer's current value).
    open var toValue: Any?
    /// A change relative to the start or end value.
    open var byValue: Any?

    override func _copy() -> CAAnimation {
        let copy = CABasicAnimation()
        copy._copySettings(from: self)
        return copy
    }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }

    /// Resolves the values left nil: with only `byValue` or `toValue`, the start is what
    /// the layer showed before this transaction's change of the key path (or its current
    /// value); a nil end stays the layer's current value, read each frame.
    override func _prepare(_ attachment: AttachedAnimation, on layer: CALayer) {
        let samples = [fromValue, toValue, byValue]
        guard let path = _resolvePath(attachment, on: layer, samples: samples) else { return }
        let kind = _inputKind(of: path, samples: samples)
        var from = LayerValue(fromValue, as: kind), to = LayerValue(toValue, as: kind), by = LayerValue(byValue, as: kind)
        let shown: LayerValue?
        if kind != path.kind, let valueFunction {
            // A value function's inputs left nil are absent (not empty lists).
            from = fromValue.flatMap { LayerValue($0, as: kind) }
            to = toValue.flatMap { LayerValue($0, as: kind) }
            by = byValue.flatMap { LayerValue($0, as: kind) }
            shown = valueFunction._identityInput(kind)  // LK8: a nil start is the identity's input
        } else {
            shown = layer._priorValue(for: path) ?? path.read(layer.presentation() ?? layer)
        }
        switch (from, to, by) {
        case let (from?, to?, _): attachment.range = (from, to)
        case let (from?, nil, by?): attachment.range = (from, from.adding(by))
        case let (nil, to?, by?): attachment.range = (to.subtracting(by), to)
        case let (from?, nil, nil): attachment.range = (from, nil)
        case let (nil, to?, nil): attachment.range = (shown ?? to, to)
        case let (nil, nil, by?): attachment.range = shown.map { ($0, $0.adding(by)) }
        case (nil, nil, nil): attachment.range = shown.map { ($0, nil) }
        }
    }

    override func _apply(_ progress: AnimationProgress, to layer: CALayer, attachment: AttachedAnimation) {
        guard let path = attachment.path, let range = attachment.range, let end = range.to ?? path.read(layer) else { return }
        let value = range.from.interpolated(to: end, _fraction(progress))
        _show(value, change: end.subtracting(range.from), iteration: progress.iteration, on: layer, attachment: attachment)
    }

    /// How far from the start value to the end value the animation is (the timing
    /// function's output; a spring's position).
    func _fraction(_ progress: AnimationProgress) -> CGFloat { _timed(progress.fraction) }
}

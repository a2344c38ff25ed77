import Foundation

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring keyframes (default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next keyframe time, no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Even pace over the whole distance; key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth (Catmull-Rom) curve through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How a layer moving along a path turns.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Turned to the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Turned against the path's direction.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (``values``) or along a path (``path``, for
/// point key paths such as `position`), at ``keyTimes`` (fractions of the duration), each
/// segment with its own timing function (Q14).
///
/// Difference from Core Animation: `tensionValues`, `continuityValues` and `biasValues`
/// are not offered (the cubic modes use a plain Catmull-Rom curve).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, as for `CABasicAnimation`'s values.
    open var values: [Any]?
    /// A path the point moves along (instead of `values`); each element is a segment.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions 0...1 of the duration (nil: evenly).
    open var keyTimes: [NSNumber]?
    /// The timing of each segment (one fewer than the keyframes).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer moving along ``path`` turns with it. Default nil (it does not).
    open var rotationMode: CAAnimationRotationMode?

    override func _copy() -> CAAnimation {
        let copy = CAKeyframeAnimation()
        copy._copySettings(from: self)
        return copy
    }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; path = other.path; keyTimes = other.keyTimes; timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode; rotationMode = other.rotationMode
    }

    /// Reads the keyframes once, when added.
    override func _prepare(_ attachment: AttachedAnimation, on layer: CALayer) {
        let samples: [Any?] = values ?? []
        guard let keyPath = _resolvePath(attachment, on: layer, samples: samples) else { return }
        if let path, keyPath.kind == .point {
            attachment.keyframes = KeyframeTrack(path: path)
        } else {
            let kind = _inputKind(of: keyPath, samples: samples)
            attachment.keyframes = KeyframeTrack(values: (values ?? []).compactMap { LayerValue($0, as: kind) })
        }
    }

    override func _apply(_ progress: AnimationProgress, to layer: CALayer, attachment: AttachedAnimation) {
        guard let track = attachment.keyframes, !track.isEmpty else { return }
        let fraction = _timed(progress.fraction)
        let value: LayerValue
        switch calculationMode {
        case .discrete:
            value = track.discreteValue(at: fraction, keyTimes: keyTimes?.map { CGFloat($0.doubleValue) })
        case .paced, .cubicPaced:
            value = track.pacedValue(at: fraction, smooth: calculationMode == .cubicPaced)
        default:
            value = track.value(at: fraction, keyTimes: keyTimes?.map { CGFloat($0.doubleValue) },
                                timing: timingFunctions, smooth: calculationMode == .cubic)
        }
        _show(value, change: track.last.subtracting(track.first), iteration: progress.iteration, on: layer, attachment: attachment)
        if rotationMode != nil, let angle = track.direction(at: fraction) {
            let turned = rotationMode == .rotateAutoReverse ? angle + .pi : angle
            LayerKeyPath("transform.rotation.z")?.write(.number(turned), to: layer)
        }
    }
}

/// The keyframes of a keyframe animation: values, or the segments of a path.
struct KeyframeTrack {
    /// The keyframe values (a path's segment end points, its start first).
    let values: [LayerValue]
    /// For a path, each segment: the start point and the element that ends it.
    let segments: [(start: CGPoint, element: PathElement)]

    init(values: [LayerValue]) { self.values = values; segments = [] }

    init(path: CGPath) {
        var segments: [(CGPoint, PathElement)] = []
        var points: [LayerValue] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(p):
                current = p; subpathStart = p
                if points.isEmpty { points.append(.point(p)) }
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _):
                segments.append((current, element)); points.append(.point(p)); current = p
            case .close:
                segments.append((current, .line(subpathStart))); points.append(.point(subpathStart)); current = subpathStart
            }
        }
        self.values = points
        self.segments = segments
    }

    var isEmpty: Bool { values.isEmpty }
    var first: LayerValue { values[0] }
    var last: LayerValue { values[values.count - 1] }

    /// The value at `fraction` with linear (or cubic) interpolation between keyframes.
    func value(at fraction: CGFloat, keyTimes: [CGFloat]?, timing: [CAMediaTimingFunction]?, smooth: Bool) -> LayerValue {
        let count = values.count
        guard count > 1 else { return values[0] }
        let times: [CGFloat]
        if let keyTimes, keyTimes.count == count { times = keyTimes } else { times = (0..<count).map { CGFloat($0) / CGFloat(count - 1) } }
        if fraction <= times[0] { return values[0] }
        if fraction >= times[count - 1] { return values[count - 1] }
        var index = 0
        while index < count - 2 && fraction >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        var local = span > 0 ? (fraction - times[index]) / span : 1
        if let timing, index < timing.count { local = timing[index].progress(local) }
        return segmentValue(index, local, smooth: smooth)
    }

    /// The value of segment `index` at `t` (0...1) along it.
    private func segmentValue(_ index: Int, _ t: CGFloat, smooth: Bool) -> LayerValue {
        if index < segments.count { return .point(KeyframeTrack.point(on: segments[index], at: t)) }
        let a = values[index], b = values[index + 1]
        guard smooth else { return a.interpolated(to: b, t) }
        // Catmull-Rom through the neighbours, for numbers and points.
        let before = values[max(0, index - 1)], after = values[min(values.count - 1, index + 2)]
        func spline(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> CGFloat {
            let t2 = t * t, t3 = t2 * t
            return 0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t3)
        }
        switch (before, a, b, after) {
        case let (.number(p0), .number(p1), .number(p2), .number(p3)): return .number(spline(p0, p1, p2, p3))
        case let (.point(p0), .point(p1), .point(p2), .point(p3)):
            return .point(CGPoint(x: spline(p0.x, p1.x, p2.x, p3.x), y: spline(p0.y, p1.y, p2.y, p3.y)))
        default: return a.interpolated(to: b, t)
        }
    }

    /// The value held at `fraction`: value i from key time i until key time i + 1.
    func discreteValue(at fraction: CGFloat, keyTimes: [CGFloat]?) -> LayerValue {
        let count = values.count
        let times: [CGFloat]
        if let keyTimes, keyTimes.count >= count { times = keyTimes } else { times = (0..<count).map { CGFloat($0) / CGFloat(count) } }
        var index = 0
        while index < count - 1 && fraction >= times[index + 1] { index += 1 }
        return values[index]
    }

    /// The value at `fraction` of the whole distance travelled at an even pace.
    func pacedValue(at fraction: CGFloat, smooth: Bool) -> LayerValue {
        let count = values.count
        guard count > 1 else { return values[0] }
        let lengths: [CGFloat] = (0..<count - 1).map { index in
            index < segments.count ? KeyframeTrack.length(of: segments[index]) : values[index].distance(to: values[index + 1])
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return values[count - 1] }
        var target = min(1, max(0, fraction)) * total
        for (index, length) in lengths.enumerated() {
            if target <= length || index == lengths.count - 1 {
                return segmentValue(index, length > 0 ? min(1, target / length) : 1, smooth: smooth)
            }
            target -= length
        }
        return values[count - 1]
    }

    /// The direction of travel (radians) at `fraction` along a path, evenly timed per segment.
    func direction(at fraction: CGFloat) -> CGFloat? {
        guard !segments.isEmpty else { return nil }
        let scaled = min(max(fraction, 0), 1) * CGFloat(segments.count)
        let index = min(segments.count - 1, Int(scaled))
        let t = scaled - CGFloat(index)
        let a = KeyframeTrack.point(on: segments[index], at: max(0, t - 0.01)), b = KeyframeTrack.point(on: segments[index], at: min(1, t + 0.01))
        return atan2(b.y - a.y, b.x - a.x)
    }

    static func point(on segment: (start: CGPoint, element: PathElement), at t: CGFloat) -> CGPoint {
        let p0 = segment.start, u = 1 - t
        switch segment.element {
        case let .line(p), let .move(p):
            return CGPoint(x: p0.x + (p.x - p0.x) * t, y: p0.y + (p.y - p0.y) * t)
        case let .quadCurve(p, c):
            return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
        case let .curve(p, c1, c2):
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
        case .close:
            return p0
        }
    }

    static func length(of segment: (start: CGPoint, element: PathElement)) -> CGFloat {
        var total: CGFloat = 0
        var previous = segment.start
        for step in 1...32 {
            let point = KeyframeTrack.point(on: segment, at: CGFloat(step) / 32)
            total += hypot(point.x - previous.x, point.y - previous.y)
            previous = point
        }
        return total
    }
}

import Foundation

/// How a `UIView.animateKeyframes` call turns its keyframes into values over time (AN1, AN2):
/// the whole animation's time runs through one curve (`curveEaseInOut` unless the options'
/// curve bits say otherwise), then the keyframes of each property are read in the
/// calculation mode the options name.
struct ViewKeyframeTiming {
    /// The calculation modes of `UIView.KeyframeAnimationOptions` (bits 10–12).
    enum Mode: UInt {
        case linear = 0, discrete, paced, cubic, cubicPaced
    }

    /// The curve over the whole animation.
    let curve: TimingCurve
    let mode: Mode

    init(options: UIView.KeyframeAnimationOptions) {
        curve = TimingCurve(options: UIView.AnimationOptions(rawValue: options.rawValue))
        mode = Mode(rawValue: (options.rawValue >> 10) & 7) ?? .linear
    }

    /// One keyframe: a value and when it is reached (local time).
    private struct Knot {
        var time: TimeInterval
        var value: AnimatableValue
    }

    /// The shown value of one property whose keyframes are `segments` (in order, one group)
    /// at local time `time`, for a group whose pass runs `start..<start + pass`.
    func value(of segments: [PropertySegment], at time: TimeInterval, start: TimeInterval, pass: TimeInterval) -> AnimatableValue {
        let knots = Self.knots(of: segments)
        guard knots.count > 1 else { return knots.first?.value ?? segments[0].to }
        let progress = pass > 0 ? curve.progress(CGFloat((time - start) / pass)) : 1
        let eased = start + Double(progress) * pass
        switch mode {
        case .linear: return Self.linear(knots, at: eased)
        case .discrete: return Self.discrete(knots, at: eased)
        case .cubic: return Self.cubic(knots, at: eased)
        case .paced, .cubicPaced: return Self.paced(knots, fraction: progress, smooth: mode == .cubicPaced)
        }
    }

    /// The keyframes in time order: the value before the first, then each keyframe's start
    /// (where it does not meet the previous one's end) and end.
    private static func knots(of segments: [PropertySegment]) -> [Knot] {
        guard let first = segments.first else { return [] }
        var knots = [Knot(time: first.start, value: first.from)]
        for segment in segments {
            if segment.start > knots[knots.count - 1].time + 1e-9 {
                knots.append(Knot(time: segment.start, value: segment.from))
            }
            let end = segment.start + segment.duration
            if end > knots[knots.count - 1].time + 1e-9 {
                knots.append(Knot(time: end, value: segment.to))
            } else {
                knots[knots.count - 1].value = segment.to  // a keyframe of no duration jumps
            }
        }
        return knots
    }

    /// The index of the knot span holding `time` (the last span after the end).
    private static func span(of knots: [Knot], at time: TimeInterval) -> Int {
        var index = 0
        while index < knots.count - 2 && time >= knots[index + 1].time { index += 1 }
        return index
    }

    private static func linear(_ knots: [Knot], at time: TimeInterval) -> AnimatableValue {
        if time <= knots[0].time { return knots[0].value }
        if time >= knots[knots.count - 1].time { return knots[knots.count - 1].value }
        let index = span(of: knots, at: time)
        let a = knots[index], b = knots[index + 1]
        return a.value.interpolated(to: b.value, CGFloat((time - a.time) / (b.time - a.time)))
    }

    /// AN2: each keyframe's value holds from its time until the next keyframe's, as Core
    /// Animation's discrete mode reads values and key times.
    private static func discrete(_ knots: [Knot], at time: TimeInterval) -> AnimatableValue {
        var value = knots[0].value
        for knot in knots where time + 1e-9 >= knot.time { value = knot.value }
        return value
    }

    /// AN2: a curve through the keyframes (cubic Hermite with tangents from the neighbours,
    /// for uneven key times); values without components (colours) fall back to linear.
    private static func cubic(_ knots: [Knot], at time: TimeInterval) -> AnimatableValue {
        if time <= knots[0].time { return knots[0].value }
        if time >= knots[knots.count - 1].time { return knots[knots.count - 1].value }
        let index = span(of: knots, at: time)
        let a = knots[index], b = knots[index + 1]
        guard let pa = a.value.components, let pb = b.value.components else { return linear(knots, at: time) }
        let before = knots[max(0, index - 1)], after = knots[min(knots.count - 1, index + 2)]
        let p0 = before.value.components ?? pa, p3 = after.value.components ?? pb
        let h = b.time - a.time
        let s = CGFloat((time - a.time) / h)
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        // Tangents per unit of this span's time: the slope between the neighbours.
        let spanBefore = CGFloat((b.time - before.time) / h), spanAfter = CGFloat((after.time - a.time) / h)
        var result: [CGFloat] = []
        for i in pa.indices {
            let m0 = spanBefore > 0 ? (pb[i] - p0[i]) / spanBefore : 0
            let m1 = spanAfter > 0 ? (p3[i] - pa[i]) / spanAfter : 0
            result.append(h00 * pa[i] + h10 * m0 + h01 * pb[i] + h11 * m1)
        }
        return a.value.withComponents(result)
    }

    /// AN2: paced modes ignore the keyframes' times: the value moves at an even speed along
    /// the distance between keyframe values over the whole animation.
    private static func paced(_ knots: [Knot], fraction: CGFloat, smooth: Bool) -> AnimatableValue {
        let lengths = (0..<knots.count - 1).map { knots[$0].value.distance(to: knots[$0 + 1].value) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return knots[knots.count - 1].value }
        // Even times along the distance, then read as linear or cubic keyframes.
        var time: TimeInterval = 0
        var timed: [Knot] = [Knot(time: 0, value: knots[0].value)]
        for (index, length) in lengths.enumerated() {
            time += Double(length / total)
            timed.append(Knot(time: time, value: knots[index + 1].value))
        }
        let at = Double(max(0, min(1, fraction)))
        return smooth ? cubic(timed, at: at) : linear(timed, at: at)
    }
}

extension AnimatableValue {
    /// The value's numbers, for curves through several values; nil for colours.
    var components: [CGFloat]? {
        switch self {
        case let .point(p): [p.x, p.y]
        case let .rect(r): [r.minX, r.minY, r.width, r.height]
        case let .transform(t): [t.a, t.b, t.c, t.d, t.tx, t.ty]
        case let .scalar(v): [v]
        case .color: nil
        }
    }

    /// A value of the same kind made of `components`.
    func withComponents(_ c: [CGFloat]) -> AnimatableValue {
        switch self {
        case .point: .point(CGPoint(x: c[0], y: c[1]))
        case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform: .transform(CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5]))
        case .scalar: .scalar(c[0])
        case .color: self
        }
    }

    /// The straight-line distance to another value of the same kind (paced keyframes);
    /// colours count each change as one.
    func distance(to other: AnimatableValue) -> CGFloat {
        guard let a = components, let b = other.components, a.count == b.count else { return self == other ? 0 : 1 }
        return zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }
}

import Foundation

/// A property of a view that UIView animations interpolate.
enum AnimatableProperty: Hashable, Sendable, CaseIterable {
    case center, bounds, transform, alpha, backgroundColor

    /// The Core Animation key path that names it (for `animationKeys()`).
    var keyPath: String {
        switch self {
        case .center: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "opacity"
        case .backgroundColor: "backgroundColor"
        }
    }
}

/// A value of an animatable property.
enum AnimatableValue: Equatable, Sendable {
    case point(CGPoint), rect(CGRect), transform(CGAffineTransform), scalar(CGFloat), color(UIColor?)

    var point: CGPoint? { if case .point(let v) = self { v } else { nil } }
    var rect: CGRect? { if case .rect(let v) = self { v } else { nil } }
    var transform: CGAffineTransform? { if case .transform(let v) = self { v } else { nil } }
    var scalar: CGFloat? { if case .scalar(let v) = self { v } else { nil } }
    var color: UIColor? { if case .color(let v) = self { v } else { nil } }

    /// The value a fraction of the way to `other` (fraction may overshoot for springs).
    func interpolated(to other: AnimatableValue, _ t: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        switch (self, other) {
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.color(a), .color(b)):
            let from = a ?? b?.withAlphaComponent(0) ?? .clear, to = b ?? a?.withAlphaComponent(0) ?? .clear
            return .color(from.interpolated(to: to, fraction: max(0, min(1, t))))
        default: return other
        }
    }
}

/// One animated change of one property: from, to, and when.
struct PropertySegment {
    var from: AnimatableValue
    var to: AnimatableValue
    var start: TimeInterval
    var duration: TimeInterval
    var timing: TimingCurve
    unowned let group: AnimationGroup
}

/// One `UIView.animate…` call: its time span, its completion, and whether it was
/// interrupted. Its completion runs once, when its span has passed or all its segments were
/// removed.
@preconcurrency @MainActor
final class AnimationGroup {
    let start: TimeInterval
    let end: TimeInterval
    let repeats: Bool
    /// `.autoreverse`: each pass runs forward, then backward over the same duration (with the
    /// timing curve mirrored), as Core Animation's `autoreverses`.
    let autoreverses: Bool
    /// How many cycles run before the group ends (`UIView.setAnimationRepeatCount`, DP4; may
    /// be fractional), or nil for one cycle, or for endless ones with `repeats`. A cycle is a
    /// pass, or a pass and its way back with `autoreverses`.
    let cycles: Double?
    /// One forward pass (the `animate` call's duration).
    var passDuration: TimeInterval {
        if let cycles { return (end - start) / (cycles * (autoreverses ? 2 : 1)) }
        return autoreverses && !repeats ? (end - start) / 2 : end - start
    }
    var completion: ((Bool) -> Void)?
    var interrupted = false
    var liveSegments = 0
    var hasContent = false
    /// The timeline it follows instead of the clock (interactive transitions), if any.
    var timeline: AnimationTimeline?
    /// For `UIView.animateKeyframes`: the whole animation's curve and how keyframes are
    /// read (AN1, AN2); nil for other animations, whose segments each follow their own curve.
    var keyframes: ViewKeyframeTiming?

    /// `end` is when the group completes: one pass after `start`, or two when it autoreverses
    /// without repeating.
    init(start: TimeInterval, end: TimeInterval, repeats: Bool, autoreverses: Bool = false, cycles: Double? = nil,
         completion: ((Bool) -> Void)?) {
        self.start = start; self.end = end; self.repeats = repeats; self.autoreverses = autoreverses; self.cycles = cycles
        self.completion = completion
    }

    /// The time within the group's forward pass that `time` shows: repeating groups start
    /// again after each cycle, and autoreversing ones run the pass backward in a cycle's
    /// second half. A time after a group that ends is left as it is (its final values).
    func passTime(at time: TimeInterval) -> TimeInterval {
        guard repeats || autoreverses || cycles != nil, time > start else { return time }
        let pass = passDuration
        guard pass > 0 else { return time }
        let cycle = autoreverses ? 2 * pass : pass
        var elapsed = time - start
        if repeats {
            elapsed = elapsed.truncatingRemainder(dividingBy: cycle)
        } else if let cycles {
            if elapsed >= cycle * cycles { return time }
            elapsed = elapsed.truncatingRemainder(dividingBy: cycle)
        } else if elapsed >= cycle {
            return time
        }
        if autoreverses && elapsed > pass { elapsed = cycle - elapsed }
        return start + elapsed
    }
}

/// The clock-driven animation state of all views: the segments in flight, their
/// presentation values, and group completions. Model values change at once (as in UIKit);
/// only what is shown is animated.
@preconcurrency @MainActor
final class AnimationEngine {
    /// Per view, per property, the segments of the one group animating it.
    private var segments: [ObjectIdentifier: (view: WeakBox<UIView>, byProperty: [AnimatableProperty: [PropertySegment]])] = [:]
    private var groups: [AnimationGroup] = []

    /// The recording context of the `animate` call being run, if any.
    var recording: AnimationRecording?
    /// Whether animations are enabled (`UIView.setAnimationsEnabled`).
    var animationsEnabled = true

    /// The animations added to layers (Core Animation), advanced in the same phase.
    let layerAnimations = LayerAnimationEngine()

    /// Whether any animation group is still running (on the clock or on a timeline), or a
    /// layer animation is in flight.
    var hasRunningAnimations: Bool { !groups.isEmpty || layerAnimations.hasRunningAnimations }
    /// Nesting of `performWithoutAnimation` blocks; animations are off while above zero.
    var suppressionDepth = 0
    /// While set, new animations follow this timeline (they start at its origin).
    var currentTimeline: AnimationTimeline?
    /// The begin/commit animation blocks open now (DP3): changes made while one is open, and
    /// no `animate` call records, are kept for its commit.
    let legacyBlocks = LegacyAnimationBlocks()

    /// Called by property setters: inside an animation block, records a segment.
    static func recordChange(_ view: UIView, _ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        let engine = UIKitScheduler.shared.animations
        guard let recording = engine.recording else {
            // DP3: between beginAnimations and commitAnimations, a change is kept and recorded
            // by its commit as an `animate` call records it.
            if engine.legacyBlocks.isOpen, old != new, engine.animationsEnabled, engine.suppressionDepth == 0 {
                engine.legacyBlocks.keep(view, property, from: old, to: new)
            }
            return
        }
        guard recording.animates, old != new else { return }
        engine.addSegment(view: view, property: property, modelBefore: old, to: new, recording: recording)
    }

    private func addSegment(view: UIView, property: AnimatableProperty, modelBefore: AnimatableValue, to new: AnimatableValue, recording: AnimationRecording) {
        let key = ObjectIdentifier(view)
        let now = UIKitScheduler.shared.clock.now
        var entry = segments[key] ?? (WeakBox(view), [:])
        if entry.view.value !== view {  // a dead view's address reused: its segments are stale
            dropSegments(of: entry.byProperty)
            entry = (WeakBox(view), [:])
        }
        var list = entry.byProperty[property] ?? []
        let from: AnimatableValue
        if let last = list.last, last.group === recording.group {
            from = last.to  // keyframes chain within one group
        } else {
            from = presentationValue(of: view, property, at: now) ?? modelBefore
            for old in list where old.group !== recording.group { interrupt(old.group) }
            list.removeAll()
        }
        let (start, duration) = recording.span
        list.append(PropertySegment(from: from, to: new, start: start, duration: duration, timing: recording.timing, group: recording.group))
        recording.group.liveSegments += 1
        recording.group.hasContent = true
        entry.byProperty[property] = list
        segments[key] = entry
    }

    private func interrupt(_ group: AnimationGroup) {
        group.interrupted = true
        group.liveSegments -= 1
    }

    /// Adds a group; it ends at `group.end` (with or without segments when `hasContent`).
    func add(_ group: AnimationGroup) {
        groups.append(group)
        UIKitScheduler.shared.animationsChanged()
    }

    /// The shown value of a property at `time`, or nil when it is not animating.
    func presentationValue(of view: UIView, _ property: AnimatableProperty, at time: TimeInterval) -> AnimatableValue? {
        guard let entry = segments[ObjectIdentifier(view)], entry.view.value === view,
              let list = entry.byProperty[property], let first = list.first else { return nil }
        let group = first.group
        let time = group.passTime(at: group.timeline?.localTime(at: time) ?? time)
        if let keyframes = group.keyframes {
            return keyframes.value(of: list, at: time, start: group.start, pass: group.passDuration)
        }
        if time < first.start { return first.from }
        let scrubbing = group.timeline?.isScrubbingLinearly == true
        var value = first.from
        for segment in list {
            if time < segment.start { return value }
            let elapsed = time - segment.start
            if elapsed < segment.duration {
                let fraction = CGFloat(elapsed / segment.duration)
                // AN5: a paused animator that scrubs linearly shows its fraction, not its curve.
                return segment.from.interpolated(to: segment.to, scrubbing ? fraction : segment.timing.progress(fraction))
            }
            value = segment.to
        }
        return value
    }

    /// The properties of `view` with segments in flight.
    func animatedProperties(of view: UIView) -> [AnimatableProperty] {
        guard let entry = segments[ObjectIdentifier(view)], entry.view.value === view else { return [] }
        return Array(entry.byProperty.keys)
    }

    /// Removes every segment of `view`; their groups complete with `finished == false`.
    func removeAnimations(of view: UIView) {
        guard let entry = segments[ObjectIdentifier(view)], entry.view.value === view else { return }
        segments[ObjectIdentifier(view)] = nil
        dropSegments(of: entry.byProperty)
        UIKitScheduler.shared.animationsChanged()
    }

    /// Removes the segments of one property of `view`; their groups complete with
    /// `finished == false` once all their segments are gone.
    func removeAnimations(of view: UIView, property: AnimatableProperty) {
        guard let entry = segments[ObjectIdentifier(view)], entry.view.value === view,
              let list = entry.byProperty[property] else { return }
        segments[ObjectIdentifier(view)]?.byProperty[property] = nil
        dropSegments(of: [property: list])
        UIKitScheduler.shared.animationsChanged()
    }

    private func dropSegments(of byProperty: [AnimatableProperty: [PropertySegment]]) {
        for list in byProperty.values { for segment in list { interrupt(segment.group) } }
    }

    /// One animated property's span, as `settle` found it.
    struct SettledSpan {
        let view: WeakBox<UIView>
        let property: AnimatableProperty
        let from: AnimatableValue
        let to: AnimatableValue
    }

    /// Ends every animation on `timeline` without calling completions, leaving each animated
    /// property's model value at the start, end or shown value (property animators' stop).
    /// Returns the spans it ended.
    @discardableResult
    func settle(timeline: AnimationTimeline, at position: UIViewAnimatingPosition) -> [SettledSpan] {
        var spans: [SettledSpan] = []
        let now = UIKitScheduler.shared.clock.now
        for (key, entry) in segments {
            var byProperty = entry.byProperty
            for (property, list) in byProperty where list.first?.group.timeline === timeline {
                if let view = entry.view.value, let first = list.first, let last = list.last {
                    spans.append(SettledSpan(view: entry.view, property: property, from: first.from, to: last.to))
                    let value: AnimatableValue? = switch position {
                    case .start: list.first?.from
                    case .end: list.last?.to
                    case .current: presentationValue(of: view, property, at: now)
                    }
                    byProperty[property] = nil
                    segments[key]?.byProperty = byProperty
                    if let value { view._setModelValue(value, for: property) }
                } else {
                    byProperty[property] = nil
                }
            }
            if byProperty.isEmpty { segments[key] = nil } else { segments[key]?.byProperty = byProperty }
        }
        for group in groups where group.timeline === timeline { group.completion = nil }
        groups.removeAll { $0.timeline === timeline }
        return spans
    }

    /// Ends every animation (their completions get `finished == false`): used when the clock
    /// is replaced, since times of one clock mean nothing on another.
    func cancelAll() {
        for entry in segments.values { dropSegments(of: entry.byProperty) }
        segments.removeAll()
        for group in groups { group.interrupted = true; group.liveSegments = 0 }
        layerAnimations.cancelAll()
    }

    /// The earliest end among running groups (for a real clock's wake-up).
    var nextEndTime: TimeInterval? {
        let viewEnd = groups.filter { !$0.repeats }.compactMap { group in
            guard let timeline = group.timeline else { return group.end }
            return timeline.clockTime(whenEnding: group.start, group.end)
        }.min()
        return [viewEnd, layerAnimations.nextEventTime].compactMap { $0 }.min()
    }

    /// Whether some group has ended or was emptied by interruption.
    func hasDueWork(at now: TimeInterval) -> Bool {
        groups.contains { isDone($0, at: now) } || layerAnimations.hasDueWork(at: now)
    }

    private func isDone(_ group: AnimationGroup, at now: TimeInterval) -> Bool {
        if group.interrupted && group.liveSegments <= 0 { return true }
        if let timeline = group.timeline { return timeline.hasEnded(start: group.start, end: group.end, at: now) }
        return !group.repeats && now >= group.end
    }

    /// Ends the groups whose time has passed: their segments go, their completions run;
    /// then the layer animations' delegates and transaction completions are told.
    func advance(to now: TimeInterval) {
        advanceViewAnimations(to: now)
        layerAnimations.advance(to: now)
    }

    private func advanceViewAnimations(to now: TimeInterval) {
        let done = groups.filter { isDone($0, at: now) }
        guard !done.isEmpty else { return }
        let doneIDs = Set(done.map(ObjectIdentifier.init))
        groups.removeAll { doneIDs.contains(ObjectIdentifier($0)) }
        for (key, entry) in segments {
            var byProperty = entry.byProperty
            for (property, list) in byProperty {
                // A group run backward to its start leaves the model as it was before (X2).
                if let first = list.first, doneIDs.contains(ObjectIdentifier(first.group)),
                   first.group.timeline?.isReversed == true, !first.group.interrupted, let view = entry.view.value {
                    view._setModelValue(first.from, for: property)
                }
                let kept = list.filter { !doneIDs.contains(ObjectIdentifier($0.group)) }
                byProperty[property] = kept.isEmpty ? nil : kept
            }
            if byProperty.isEmpty || entry.view.value == nil { segments[key] = nil } else { segments[key]?.byProperty = byProperty }
        }
        for group in done {
            let completion = group.completion
            group.completion = nil
            completion?(!group.interrupted)
        }
    }
}

/// What an animation block records into: its group, its timing, and the sub-span of the
/// keyframe being recorded.
@preconcurrency @MainActor
final class AnimationRecording {
    let group: AnimationGroup
    let timing: TimingCurve
    let animates: Bool
    var span: (start: TimeInterval, duration: TimeInterval)
    /// The group whose end runs the animation call's completion: the recorded group, or the
    /// longest-running group a `UIView.modifyAnimations` block made inside it (AN3).
    var completionCarrier: AnimationGroup?

    init(group: AnimationGroup, timing: TimingCurve, animates: Bool, span: (TimeInterval, TimeInterval)) {
        self.group = group; self.timing = timing; self.animates = animates; self.span = span
    }
}

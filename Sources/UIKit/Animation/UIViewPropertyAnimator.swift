import Foundation

/// The state of an animator object.
public enum UIViewAnimatingState: Int, Sendable {
    /// No animations are set up (initial state, and after finishing).
    case inactive = 0
    /// Animations are set up, running or paused.
    case active = 1
    /// Stopped without finishing; call `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator ends.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end: the animations' final values.
    case end = 0
    /// Back at the start: the values before the animations.
    case start
    /// Where the animation was stopped.
    case current
}

/// An object that runs view animations that can be started, paused, scrubbed and reversed.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is running (started and not paused).
    var isRunning: Bool { get }
    /// Whether the animation runs back towards its start.
    var isReversed: Bool { get set }
    /// How far the animation has got, 0 to 1; set it to scrub a paused animation.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animation.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation where it is (making it active if it was not).
    func pauseAnimation()
    /// Stops the animation where it is; with `withoutFinishing` false, it then waits for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation, leaving the views at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations that run with the others, over the whole duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start `delayFactor` of the duration in.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block run when the animation ends, with the position it ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// Animates view changes on the scheduler's clock with start, pause, scrub
/// (`fractionComplete`) and reverse. The animations' model values apply when the animator
/// becomes active, as in UIKit; shown values follow its timeline. Its timing is a
/// ``UITimingCurveProvider``: a cubic curve, a damping-ratio spring over ``duration``, or a
/// physical spring whose settling time becomes ``duration`` (Q22).
///
/// Difference from UIKit: `continueAnimation(withTimingParameters:durationFactor:)` keeps
/// the animator's timing parameters (it applies the duration factor only).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration of the animations at normal speed (a physical spring's settling time).
    open var duration: TimeInterval { _duration }
    let _duration: TimeInterval
    /// The delay before the animations start, when started with ``startAnimation(afterDelay:)``.
    open var delay: TimeInterval { _delay }
    var _delay: TimeInterval = 0
    /// Whether the animator may be interrupted (always true here).
    open var isInterruptible = true
    /// Whether the animator pauses at its end instead of finishing (default false): it stays
    /// `.active`, its completions wait, and it can be scrubbed or reversed; end it with
    /// ``stopAnimation(_:)`` and ``finishAnimation(at:)`` (AN6).
    open var pausesOnCompletion = false {
        didSet { armCompletionPause() }
    }
    /// Whether a paused animator is scrubbed (``fractionComplete``) along a straight line
    /// instead of its timing curve (default true, AN5). Pausing a running animator that
    /// scrubs linearly takes the progress its curve had reached, so nothing jumps; resuming
    /// goes back to the curve from there.
    open var scrubsLinearly = true {
        didSet { timeline?.scrubsLinearly = scrubsLinearly }
    }
    /// The scheduler timer that pauses the animator at its end (``pausesOnCompletion``).
    private var completionPause: UIKitScheduler.TimerToken?
    /// The timing the animations follow.
    public let timingParameters: (any UITimingCurveProvider)?

    private var pendingAnimations: [(block: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var timeline: AnimationTimeline?
    private var liveGroups = 0
    private var reversed = false
    /// What a stop without finishing ended, for ``finishAnimation(at:)``.
    private var stoppedSpans: [AnimationEngine.SettledSpan] = []
    /// Whether the animator is inactive, active (running or paused) or stopped.
    open var state: UIViewAnimatingState { _state }
    var _state: UIViewAnimatingState = .inactive

    /// An animator with custom timing. A spring given by mass, stiffness and damping (or by
    /// iOS 17's duration and bounce, or `UISpringTimingParameters()`) sets the duration to
    /// its settling time, ignoring `duration`, as UIKit does.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        _duration = parameters.springTimingParameters?.settlingDuration ?? duration
        timingParameters = parameters
        super.init()
    }

    /// An animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// A spring animator (`dampingRatio` 1: no overshoot).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// The curve of an animation of `length` seconds within this animator.
    private func timingCurve(length: TimeInterval) -> TimingCurve {
        if let spring = timingParameters?.springTimingParameters { return spring.timingCurve(duration: length) }
        return timingParameters?.cubicTimingParameters?.timingCurve ?? .easeInOut
    }

    /// Makes an animator, starts it after `delay`, and runs `completion` at its end.
    @discardableResult
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Whether the animations are running (not paused, stopped or inactive).
    open var isRunning: Bool { state == .active && (timeline?.rate ?? 0) != 0 }

    /// Whether the animations run backward. Set it to reverse a running or paused animator.
    open var isReversed: Bool {
        get { reversed }
        set {
            reversed = newValue
            if isRunning { timeline?.run(rate: newValue ? -1 : 1, now: now); armCompletionPause() }
        }
    }

    /// Progress, 0...1. Setting it (while paused or inactive) scrubs the animations.
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline?.fraction(at: now) ?? 0) }
        set {
            guard state != .stopped else { return }
            activate(paused: true)
            if !isRunning { timeline?.pause(at: Double(newValue), now: now) }
        }
    }

    /// Adds animations; on an active animator they run over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` of the duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .active { record(animation, delayFactor: delayFactor) } else { pendingAnimations.append((animation, delayFactor)) }
    }

    /// Adds a block run when the animations end, with where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animations.
    open func startAnimation() {
        guard state != .stopped else { return }
        activate(paused: true)
        leaveLinearScrub()
        timeline?.run(rate: reversed ? -1 : 1, now: now)
        armCompletionPause()
        UIKitScheduler.shared.animationsChanged()
    }

    /// Starts after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        _delay = delay
        startAnimation()
    }

    /// Pauses where the animations are.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate(paused: true)
        guard let timeline else { return }
        let fraction = timeline.fraction(at: now)
        // AN5: a linear scrub starts from the progress the curve shows now.
        let shown = scrubsLinearly && timeline.rate != 0 ? min(1, max(0, Double(curve.progress(CGFloat(fraction))))) : fraction
        timeline.pause(at: shown, now: now)
        cancelCompletionPause()
    }

    /// Continues after a pause, taking `durationFactor` of the original duration for the rest.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, let timeline else { return }
        leaveLinearScrub()
        let remaining = reversed ? timeline.fraction(at: now) : 1 - timeline.fraction(at: now)
        let wanted = max(1e-6, Double(durationFactor) * duration)
        let rate = remaining > 0 ? remaining * duration / wanted : 1
        timeline.run(rate: reversed ? -rate : rate, now: now)
        armCompletionPause()
        UIKitScheduler.shared.animationsChanged()
    }

    /// Stops: the views keep their shown values. Without finishing, the animator becomes
    /// inactive and no completion runs; otherwise it is `.stopped` until ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active, let timeline else { return }
        cancelCompletionPause()
        let spans = UIKitScheduler.shared.animations.settle(timeline: timeline, at: .current)
        stoppedSpans = withoutFinishing ? [] : spans
        self.timeline = nil
        liveGroups = 0
        _state = withoutFinishing ? .inactive : .stopped
    }

    /// After a stop: puts the views at `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for span in stoppedSpans where finalPosition != .current {
            span.view.value?._setModelValue(finalPosition == .start ? span.from : span.to, for: span.property)
        }
        stoppedSpans = []
        end(at: finalPosition)
    }

    private var now: TimeInterval { UIKitScheduler.shared.clock.now }

    private func activate(paused: Bool) {
        guard state == .inactive else { return }
        _state = .active
        timeline = AnimationTimeline(origin: now + delay, duration: duration, paused: paused)
        timeline?.scrubsLinearly = scrubsLinearly
        let pending = pendingAnimations
        pendingAnimations = []
        for (block, factor) in pending { record(block, delayFactor: factor) }
    }

    private func record(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard let timeline else { return }
        let engine = UIKitScheduler.shared.animations
        let saved = engine.currentTimeline
        engine.currentTimeline = timeline
        liveGroups += 1
        let groupDelay = Double(delayFactor) * duration
        let completion: (Bool) -> Void = { [weak self] _ in self?.groupEnded(timeline) }
        UIView._run(duration: duration - groupDelay, delay: groupDelay, timing: timingCurve(length: duration - groupDelay),
                    repeats: false, keepsTime: false, animations: animation, completion: completion)
        engine.currentTimeline = saved
    }

    private func groupEnded(_ ended: AnimationTimeline) {
        guard ended === timeline else { return }
        liveGroups -= 1
        guard liveGroups == 0 else { return }
        if pausesOnCompletion { ended.pause(at: reversed ? 0 : 1, now: now); return }
        end(at: reversed ? .start : .end)
    }

    /// The animator's curve over its whole duration.
    private var curve: TimingCurve { timingCurve(length: duration) }

    /// AN5: before running again after a linear scrub, finds the time at which the curve
    /// shows the scrubbed progress, so the animation goes on from what is shown.
    private func leaveLinearScrub() {
        guard scrubsLinearly, let timeline, timeline.rate == 0 else { return }
        let shown = CGFloat(timeline.fraction(at: now))
        guard shown > 0, shown < 1 else { return }
        var low: CGFloat = 0, high: CGFloat = 1
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if curve.progress(middle) < shown { low = middle } else { high = middle }
        }
        timeline.pause(at: Double((low + high) / 2), now: now)
    }

    /// AN6: with ``pausesOnCompletion``, a scheduler timer pauses the running animator at
    /// the end it runs towards, before its animations would end.
    private func armCompletionPause() {
        cancelCompletionPause()
        guard pausesOnCompletion, state == .active, let timeline, timeline.rate != 0,
              let end = timeline.clockTime(whenEnding: timeline.origin, timeline.origin + timeline.duration) else { return }
        completionPause = UIKitScheduler.shared.schedule(after: end - now) { [weak self] in
            guard let self, self.timeline === timeline, timeline.rate != 0 else { return }
            self.completionPause = nil
            timeline.pause(at: timeline.isReversed ? 0 : 1, now: self.now)
        }
    }

    private func cancelCompletionPause() {
        if let completionPause { UIKitScheduler.shared.cancel(completionPause) }
        completionPause = nil
    }

    private func end(at position: UIViewAnimatingPosition) {
        cancelCompletionPause()
        if let timeline, state == .active {
            UIKitScheduler.shared.animations.settle(timeline: timeline, at: position)
        }
        timeline = nil
        _state = .inactive
        let completions = self.completions
        self.completions = []
        for completion in completions { completion(position) }
    }
}

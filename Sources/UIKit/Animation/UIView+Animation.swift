import Foundation

extension UIView {
    /// Options of view animations, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // The options, curves (bits 16–19) and transitions (bits 20–23), as UIKit defines them.
        /// Lay out subviews within the animation. Accepted; OpenUIKit reads it nowhere.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let animating views take touches. Accepted; OpenUIKit reads it nowhere.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what the view shows; every OpenUIKit animation does, with or without it.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation until it is removed.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run each pass forward and then back; without `repeat`, completes after the two passes.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ignore an enclosing animation's duration. Accepted; OpenUIKit reads it nowhere.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Ignore an enclosing animation's curve. Accepted; OpenUIKit reads it nowhere.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw the content as it animates. Accepted; OpenUIKit reads it nowhere.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In `transition(from:to:…)`, hide and show the views instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Ignore an enclosing animation's options. Accepted; OpenUIKit reads it nowhere.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// The ease-in-out curve (curve bits 0), the default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve: slow start, then faster.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve: fast start, slowing to the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// A constant-speed curve.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A flip around the vertical axis from the left; OpenUIKit times it but draws no flip.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip around the vertical axis from the right; OpenUIKit times it but draws no flip.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curling up; OpenUIKit times it but draws no curl.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curling down; OpenUIKit times it but draws no curl.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve; OpenUIKit times it but draws no dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip around the horizontal axis from the top; OpenUIKit times it but draws no flip.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip around the horizontal axis from the bottom; OpenUIKit times it but draws no flip.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        var hasTransition: Bool { rawValue & (7 << 20) != 0 }
    }

    /// Options of keyframe animations, with UIKit's raw values. As on iOS, the curve bits of
    /// ``AnimationOptions`` (16–19) work here too when passed by raw value
    /// (`KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`), and
    /// without them the whole animation eases in and out (AN1).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews within the animation. Accepted; OpenUIKit reads it nowhere.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let animating views take touches. Accepted; OpenUIKit reads it nowhere.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from what the view shows; every OpenUIKit animation does, with or without it.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation until it is removed.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run each pass forward and then back.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Values between keyframes interpolated linearly (mode bits 0), the default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each keyframe's value held, jumping to the next at its time.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Keyframe times ignored: values move at an even pace over the whole animation.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes' values at their times.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve through the values at an even pace, keyframe times ignored.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Animates the changes made in `animations` over `duration` seconds on the scheduler's
    /// clock. Model values change at once; `layer.presentation()` shows the animated state.
    /// `completion` runs in the scheduler's animation phase once the time has passed
    /// (`finished == true`), or when every animation of the call was replaced or removed
    /// (`finished == false`). A call that animates nothing completes on the next turn.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        _run(duration: duration, delay: delay, timing: TimingCurve(options: options), repeats: options.contains(.repeat),
             autoreverses: options.contains(.autoreverse), keepsTime: options.hasTransition, animations: animations, completion: completion)
    }

    /// ``animate(withDuration:delay:options:animations:completion:)`` without delay or options.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, lower values oscillate.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        _run(duration: duration, delay: delay, timing: .spring(damping: dampingRatio, velocity: velocity),
             repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse), keepsTime: false,
             animations: animations, completion: completion)
    }

    /// A keyframe animation: `animations` adds keyframes with
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``; changes made
    /// outside a keyframe span the whole duration. Keyframes of one property chain. The
    /// whole animation follows the options' curve (ease-in-out by default, AN1); the
    /// calculation mode says how values between keyframes are found (AN2).
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        _run(duration: duration, delay: delay, timing: .linear, repeats: options.contains(.repeat),
             autoreverses: options.contains(.autoreverse), keepsTime: true, keyframes: ViewKeyframeTiming(options: options),
             animations: animations, completion: completion)
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``: the
    /// changes in `animations` run over the given fractions of the whole duration.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        let engine = UIKitScheduler.shared.animations
        guard let recording = engine.recording else { return animations() }
        let whole = recording.span
        recording.span = (whole.start + frameStartTime * whole.duration, frameDuration * whole.duration)
        animations()
        recording.span = whole
    }

    /// Inside an animation block: the changes made in `animations` repeat `count` times
    /// (fractions allowed) and, with `autoreverses`, run back after each pass, with the
    /// block's duration, delay and curve; the other changes of the block run once (AN3).
    /// The block's completion runs when its last animation ends. Outside an animation block
    /// the changes apply at once.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        let engine = UIKitScheduler.shared.animations
        guard let outer = engine.recording, outer.animates, count > 0 else { return animations() }
        let (start, duration) = outer.span
        let cycles = Double(count)
        let inner = AnimationGroup(start: start, end: start + duration * cycles * (autoreverses ? 2 : 1), repeats: false,
                                   autoreverses: autoreverses, cycles: cycles, completion: nil)
        inner.timeline = outer.group.timeline
        engine.recording = AnimationRecording(group: inner, timing: outer.timing, animates: true, span: outer.span)
        animations()
        engine.recording = outer
        guard inner.hasContent else { return }
        // The outer call is added even if all its changes were made here, so it completes
        // in time order; its completion moves to whichever group ends last.
        outer.group.hasContent = true
        let carrier = outer.completionCarrier ?? outer.group
        if inner.end > carrier.end {
            let completion = carrier.completion
            carrier.completion = nil
            weak var earlier = carrier
            inner.completion = { finished in completion?(finished && earlier?.interrupted != true) }
            outer.completionCarrier = inner
        }
        engine.add(inner)
    }

    /// A transition of `view`'s content (flip, curl, cross-dissolve) while `animations`
    /// changes it; the changes apply at once and the transition lasts `duration`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        performWithoutAnimation { animations?() }
        _run(duration: duration, delay: 0, timing: TimingCurve(options: options), repeats: false,
             keepsTime: true, animations: {}, completion: completion)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other) with a transition.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        _run(duration: duration, delay: 0, timing: TimingCurve(options: options), repeats: false,
             keepsTime: true, animations: {}, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let engine = UIKitScheduler.shared.animations
        let saved = engine.recording
        engine.recording = nil
        engine.suppressionDepth += 1
        actionsWithoutAnimation()
        engine.suppressionDepth -= 1
        engine.recording = saved
    }

    /// Turns view animations on or off; when off, changes apply at once and completions
    /// still run (on the next turn).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        UIKitScheduler.shared.animations.animationsEnabled = enabled
    }

    /// Whether view animations are enabled.
    public static var areAnimationsEnabled: Bool { UIKitScheduler.shared.animations.animationsEnabled }

    /// The duration of the animation block being recorded (or of the begin/commit block open,
    /// DP3), or 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        let engine = UIKitScheduler.shared.animations
        return engine.recording?.span.duration ?? engine.legacyBlocks.current?.parameters.duration ?? 0
    }

    static func _run(
        duration: TimeInterval, delay: TimeInterval, timing: TimingCurve, repeats: Bool, autoreverses: Bool = false,
        cycles: Double? = nil, keepsTime: Bool, keyframes: ViewKeyframeTiming? = nil,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let scheduler = UIKitScheduler.shared
        let engine = scheduler.animations
        let timeline = engine.currentTimeline
        let animates = engine.animationsEnabled && engine.suppressionDepth == 0 && duration > 0
        let start = (timeline?.origin ?? scheduler.clock.now) + max(0, delay)
        // An autoreversing animation that does not repeat runs its pass twice (forward, then
        // back) before it completes, and then shows its model value (U1); a repeat count runs
        // that many cycles (DP4).
        let passes = cycles.map { $0 * (autoreverses ? 2 : 1) } ?? (autoreverses && !repeats ? 2 : 1)
        let span = animates ? duration * passes : 0
        let group = AnimationGroup(start: start, end: start + span, repeats: repeats && animates, autoreverses: autoreverses && animates,
                                   cycles: animates ? cycles : nil, completion: completion)
        group.timeline = timeline
        group.keyframes = keyframes
        let saved = engine.recording
        engine.recording = AnimationRecording(group: group, timing: timing, animates: animates, span: (start, duration))
        animations()
        engine.recording = saved
        if animates && (group.hasContent || keepsTime || delay > 0 || timeline != nil) {
            engine.add(group)
        } else {
            scheduler.enqueue(.completions) { completion?(true) }
        }
    }
}

extension UIView {
    /// Sets an animatable property's model value without recording an animation.
    func _setModelValue(_ value: AnimatableValue, for property: AnimatableProperty) {
        UIView.performWithoutAnimation {
            switch property {
            case .center: if let point = value.point { center = point }
            case .bounds: if let rect = value.rect { bounds = rect }
            case .transform: if let transform = value.transform { self.transform = transform }
            case .alpha: if let scalar = value.scalar { alpha = scalar }
            case .backgroundColor: backgroundColor = value.color
            }
        }
    }
}

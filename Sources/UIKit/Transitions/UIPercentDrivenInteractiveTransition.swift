import Foundation

/// An interaction controller that scrubs a transition's animations by percentage (X2):
/// call ``update(_:)`` as the gesture moves, then ``finish()`` or ``cancel()``. A cancelled
/// transition runs back to the start, restoring every animated value, and gives the
/// appearance callbacks of N8.
///
/// With an animator whose `interruptibleAnimator(using:)` returns a property animator, that
/// animator is scrubbed instead. The completion runs at `completionSpeed` over the remaining
/// fraction; `completionCurve` is reported to coordinators (the remaining time runs linearly).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// Speed multiplier after ``finish()``/``cancel()``. Default 1.
    open var completionSpeed: CGFloat = 1
    /// Curve reported after the interaction. Default `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts paused for the interaction. Default true.
    open var wantsInteractiveStart = true
    /// The transition's duration, once it started.
    open var duration: CGFloat { transitionDuration }
    /// The last fraction given to ``update(_:)``.
    open var percentComplete: CGFloat { fractionComplete }
    private var transitionDuration: CGFloat = 0
    private var fractionComplete: CGFloat = 0

    private weak var context: TransitionContext?
    private var timeline: AnimationTimeline?
    private var propertyAnimator: (any UIViewImplicitlyAnimating)?

    /// Creates a driver.
    public override init() {}

    /// Starts the transition paused at ``percentComplete`` (UIKit calls this).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        let transition = context.transition
        transitionDuration = CGFloat(transition.duration)
        if let animator = transition.animator.interruptibleAnimator(using: context) {
            propertyAnimator = animator
            for block in transition.alongside.compactMap(\.animation) {
                animator.addAnimations { block(transition.coordinator) }
            }
            animator.fractionComplete = percentComplete
            if wantsInteractiveStart { animator.pauseAnimation() } else { animator.startAnimation() }
        } else {
            let timeline = AnimationTimeline(origin: now, duration: transition.duration, paused: true)
            self.timeline = timeline
            TransitionEngine.startAnimations(transition, timeline: timeline)
            timeline.pause(at: Double(percentComplete), now: now)
            if !wantsInteractiveStart { timeline.run(rate: 1, now: now) }
        }
        UIKitScheduler.shared.animationsChanged()
    }

    /// Moves the transition to `percentComplete` (0...1).
    open func update(_ percentComplete: CGFloat) {
        fractionComplete = min(1, max(0, percentComplete))
        context?.updateInteractiveTransition(self.percentComplete)
        if let propertyAnimator {
            propertyAnimator.pauseAnimation()
            propertyAnimator.fractionComplete = self.percentComplete
        } else {
            timeline?.pause(at: Double(self.percentComplete), now: now)
        }
    }

    /// Pauses a transition that is running by itself (it becomes interactive again).
    open func pause() {
        context?.pauseInteractiveTransition()
        if let propertyAnimator { propertyAnimator.pauseAnimation() } else if let timeline {
            timeline.pause(at: timeline.fraction(at: now), now: now)
        }
    }

    /// Completes the transition from where it is.
    open func finish() {
        context?.finishInteractiveTransition()
        resume(reversed: false)
    }

    /// Cancels: the animations run back to the start and the transition reverts (X2, N8).
    open func cancel() {
        context?.cancelInteractiveTransition()
        resume(reversed: true)
    }

    private func resume(reversed: Bool) {
        let speed = Double(max(completionSpeed, 0.01))
        if let propertyAnimator {
            propertyAnimator.isReversed = reversed
            if let animator = propertyAnimator as? UIViewPropertyAnimator {
                let remaining = reversed ? animator.fractionComplete : 1 - animator.fractionComplete
                animator.continueAnimation(withTimingParameters: nil, durationFactor: CGFloat(max(Double(remaining) / speed, 0.0001)))
            } else {
                propertyAnimator.startAnimation()
            }
        } else {
            timeline?.run(rate: reversed ? -speed : speed, now: now)
        }
        UIKitScheduler.shared.animationsChanged()
    }

    private var now: TimeInterval { UIKitScheduler.shared.clock.now }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// Keyframe curves and calculation modes, repeat modifiers, the system delete animation,
/// and property animators' linear scrubbing and pausing on completion (AN1–AN6).
@MainActor
@Suite(.uikit) struct AnimationDetailTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func opacity(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentation()!.opacity) }
    private let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func test_AN1_keyframesEaseInAndOutOverTheWholeAnimationUnlessTheOptionsNameACurve() {
        let eased = UIView(), linear = UIView()
        for (view, options) in [(eased, UIView.KeyframeAnimationOptions()), (linear, linearCurve)] {
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: options, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
            })
        }
        clock.advance(by: 0.5)
        // A quarter of the time: linear is half-way down; ease-in-out has barely started.
        #expect(abs(opacity(linear) - 0.5) < 1e-6)
        let easedProgress: CGFloat = 0.129_161  // cubic-bezier(0.42, 0, 0.58, 1) at x = 0.25
        #expect(abs(opacity(eased) - (1 - 2 * easedProgress)) < 1e-3)
        clock.advance(by: 0.5)
        #expect(opacity(eased) == 0 && opacity(linear) == 0, "the middle is the middle on both curves")
        clock.advance(by: 1)
        #expect(eased.alpha == 1 && linear.alpha == 1)
    }

    @Test func test_AN2_discreteKeyframesHoldEachValueUntilTheNextKeyTime() {
        let view = UIView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete, linearCurve], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.75 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        var seen: [CGFloat] = []
        for _ in 0..<4 {
            clock.advance(by: 0.2)
            seen.append(opacity(view))
        }
        #expect(seen == [1, 0.75, 0.5, 0.5])
    }

    @Test func test_AN2_pacedKeyframesMoveAtOneSpeedWhateverTheKeyTimes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // centre (5, 5)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModePaced, linearCurve], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) { view.center = CGPoint(x: 105, y: 5) }
            UIView.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) { view.center = CGPoint(x: 105, y: 305) }
        })
        clock.advance(by: 0.25)
        // 400 points in all: a quarter of the time is 100 points, the end of the first leg.
        let quarter = view.layer.presentation()!.position
        #expect(abs(quarter.x - 105) < 1e-6 && abs(quarter.y - 5) < 1e-6)
        clock.advance(by: 0.25)
        let half = view.layer.presentation()!.position
        #expect(abs(half.x - 105) < 1e-6 && abs(half.y - 105) < 1e-6)
    }

    @Test func test_AN2_cubicKeyframesCurveThroughEveryKeyframe() {
        let linear = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), cubic = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for (view, mode) in [(linear, UIView.KeyframeAnimationOptions.calculationModeLinear), (cubic, .calculationModeCubic)] {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [mode, linearCurve], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center = CGPoint(x: 105, y: 5) }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center = CGPoint(x: 105, y: 105) }
            })
        }
        clock.advance(by: 0.25)
        let straight = linear.layer.presentation()!.position, curved = cubic.layer.presentation()!.position
        #expect(straight == CGPoint(x: 55, y: 5))
        // Hermite through (5,5) → (105,5) → (105,105), tangents (100, 0) and (50, 50) per half:
        // at a quarter, x = 2.5 + 12.5 + 52.5 − 6.25 and y = 2.5 + 2.5 − 6.25.
        #expect(abs(curved.x - 61.25) < 1e-6 && abs(curved.y - (-1.25)) < 1e-6)
        clock.advance(by: 0.25)
        #expect(cubic.layer.presentation()!.position == CGPoint(x: 105, y: 5), "the curve passes through each keyframe")
    }

    @Test func test_AN3_modifiedAnimationsRepeatAndAutoreverseAndTheCompletionWaitsForThem() {
        let view = UIView(), other = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            other.alpha = 0
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
        }, completion: { finished.append($0) })
        clock.advance(by: 0.5)
        #expect(opacity(view) == 0.5 && opacity(other) == 0.5)
        clock.advance(by: 1)  // 1.5 s: half-way back in the first cycle
        #expect(opacity(view) == 0.5 && other.layer.presentation()!.opacity == 0)
        #expect(finished.isEmpty)
        clock.advance(by: 1)  // 2.5 s: half-way down in the second cycle
        #expect(opacity(view) == 0.5)
        clock.advance(by: 1.5)
        #expect(finished == [true] && view.alpha == 0, "after four passes the model value shows")
    }

    @Test func test_AN3_outsideAnAnimationBlockModifiedChangesApplyAtOnce() {
        let view = UIView()
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) { view.alpha = 0.25 }
        #expect(view.alpha == 0.25 && view.layer.animationKeys() == nil)
    }

    @Test func test_AN4_theDeleteSystemAnimationFadesShrinksAndRemovesTheViews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)), sibling = UIView()
        container.addSubview(row); container.addSubview(sibling)
        var log: [String] = []
        UIView.perform(.delete, on: [row], options: [.curveLinear], animations: { sibling.alpha = 0.5; log.append("parallel") },
                       completion: { log.append("completion \($0) superview=\(row.superview == nil ? "nil" : "set")") })
        #expect(log == ["parallel"])
        clock.advance(by: 0.15)
        #expect(abs(opacity(row) - 0.5) < 1e-6 && abs(opacity(sibling) - 0.75) < 1e-6)
        #expect(row.superview === container)
        clock.advance(by: 0.15)
        #expect(log == ["parallel", "completion true superview=nil"])
        #expect(row.alpha == 1 && row.transform == .identity && sibling.alpha == 0.5)
    }

    @Test func test_AN5_aPausedAnimatorScrubsLinearlyByDefaultAndAlongItsCurveWhenAsked() {
        let straight = UIView(), curved = UIView()
        let a = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { straight.alpha = 0 }
        let b = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { curved.alpha = 0 }
        #expect(a.scrubsLinearly && !a.pausesOnCompletion)
        b.scrubsLinearly = false
        a.fractionComplete = 0.5
        b.fractionComplete = 0.5
        #expect(abs(opacity(straight) - 0.5) < 1e-6)
        #expect(opacity(curved) > 0.6, "ease-in has covered less than half at half-time")
    }

    @Test func test_AN5_pausingARunningAnimatorKeepsWhatItShowsAndResumingGoesOnFromThere() {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0 }
        animator.startAnimation()
        clock.advance(by: 0.25)
        let shown = opacity(view)
        animator.pauseAnimation()
        #expect(abs(opacity(view) - shown) < 1e-6)
        #expect(abs(animator.fractionComplete - (1 - shown)) < 1e-6, "the fraction is the progress shown")
        animator.startAnimation()
        #expect(abs(opacity(view) - shown) < 1e-4)
        clock.advance(by: 0.76)  // the bisection finds the time to a few ulps
        #expect(view.alpha == 0 && animator.state == .inactive)
    }

    @Test func test_AN6_anAnimatorThatPausesOnCompletionStaysActiveUntilStoppedAndFinished() {
        let view = UIView()
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { ends.append($0) }
        animator.startAnimation()
        clock.advance(by: 2)
        #expect(animator.state == .active && !animator.isRunning && ends.isEmpty)
        #expect(animator.fractionComplete == 1 && opacity(view) == 0)
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(by: 0.5)
        #expect(abs(opacity(view) - 0.5) < 1e-6, "it runs back from its end")
        clock.advance(by: 1)
        #expect(animator.state == .active && animator.fractionComplete == 0 && ends.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(ends == [.start] && view.alpha == 1)
    }
}

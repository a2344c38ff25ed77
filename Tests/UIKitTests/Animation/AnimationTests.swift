import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct AnimationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func modelChangesAtOncePresentationFollowsTheClock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center = CGPoint(x: 150, y: 50)
            view.alpha = 0
        }, completion: { finished.append($0) })
        #expect(view.center == CGPoint(x: 150, y: 50) && view.alpha == 0)  // model: at once
        #expect(view.layer.presentation()!.position == CGPoint(x: 50, y: 50))
        clock.advance(by: 0.25)
        #expect(view.layer.presentation()!.position.x == 75)
        #expect(view.layer.presentation()!.opacity == 0.75)
        #expect(view.layer.animationKeys() == ["opacity", "position"])
        #expect(finished.isEmpty)
        clock.advance(by: 0.75)
        #expect(finished == [true])
        #expect(view.layer.presentation()!.position == CGPoint(x: 150, y: 50))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func easeInOutIsTheDefaultCurve() {
        let view = UIView()
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        clock.advance(by: 0.25)
        let shown = CGFloat(view.layer.presentation()!.opacity)
        #expect(shown > 0.85 && shown < 0.95)  // ease-in-out is slow at the start (≈ 0.9 left at t = 0.25)
        clock.advance(by: 0.25)
        #expect(abs(CGFloat(view.layer.presentation()!.opacity) - 0.5) < 0.001)
    }

    @Test func test_U1_autoreverseRunsBackAndCompletesAfterBothPasses() {
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 },
                       completion: { finished.append($0) })
        #expect(view.alpha == 0)  // the model, at once
        clock.advance(by: 0.25, step: 0.25)
        #expect(view.layer.presentation()!.opacity == 0.75)
        clock.advance(by: 1, step: 0.25)  // 1.25 s: a quarter of the way back
        #expect(view.layer.presentation()!.opacity == 0.25)
        #expect(finished.isEmpty)
        clock.advance(by: 0.75, step: 0.25)  // 2 s: both passes done; the view shows its model value
        #expect(finished == [true])
        #expect(view.layer.presentation()!.opacity == 0 && view.layer.animationKeys() == nil)
    }

    @Test func test_U1_repeatWithAutoreverseCyclesForeverWithTheCurveMirrored() {
        let view = UIView()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.6, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 },
                       completion: { finished.append($0) })
        func shown() -> CGFloat { CGFloat(view.layer.presentation()!.opacity) }
        clock.advance(by: 0.15, step: 0.15)
        let forward = shown()
        #expect(forward > 0.5 && forward < 1)  // on its way down
        clock.advance(by: 0.9, step: 0.15)  // 1.05 s: as far from the start as 0.15 s, on the way back
        #expect(abs(shown() - forward) < 0.0001)
        clock.advance(by: 0.15, step: 0.15)  // 1.2 s: a whole cycle, back at the start
        #expect(abs(shown() - 1) < 0.0001)
        clock.advance(by: 0.3, step: 0.15)  // 1.5 s: half-way up again
        #expect(abs(shown() - 0.5) < 0.0001)
        clock.advance(by: 60)
        #expect(finished.isEmpty && view.layer.animationKeys() == ["opacity"])
        view.layer.removeAllAnimations()
        drainMainRunLoop()
        #expect(finished == [false])
    }

    @Test func delayHoldsTheStartValue() {
        let view = UIView()
        var done = false
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 }, completion: { _ in done = true })
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 1)
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 0.5)
        clock.advance(by: 0.5)
        #expect(done)
    }

    @Test func interruptedAnimationCompletesWithFinishedFalse() {
        let view = UIView()
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { results.append("first \($0)") })
        clock.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }, completion: { results.append("second \($0)") })
        #expect(view.layer.presentation()!.opacity == 0.5)  // starts from what is shown
        clock.advance(by: 0)
        #expect(results == ["first false"])
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 0.75)
        view.layer.removeAllAnimations()
        clock.advance(by: 0)
        #expect(results == ["first false", "second false"])
        #expect(view.layer.presentation()!.opacity == 1)
    }

    @Test func disabledOrZeroDurationAnimationsCompleteOnTheNextTurn() {
        let view = UIView()
        var results: [Bool] = []
        UIView.performWithoutAnimation {
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
        }
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.2 }, completion: { results.append($0) })
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.1 }, completion: { results.append($0) })
        UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })  // nothing animates
        #expect(results.isEmpty)  // never synchronously
        #expect(view.layer.animationKeys() == nil)
        drainMainRunLoop()
        #expect(results == [true, true, true, true])
    }

    @Test func springOvershootsAndSettles() {
        let view = UIView()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [], animations: {
            view.center = CGPoint(x: 100, y: 0)
        })
        var maxX: CGFloat = 0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            maxX = max(maxX, view.layer.presentation()?.position.x ?? 0)
        }
        #expect(maxX > 100)  // a low damping ratio overshoots
        clock.advance(by: 0.001)  // sixty 1/60 steps fall a hair short of 1 s in floating point
        #expect(view.layer.presentation()!.position.x == 100)
    }

    @Test func keyframesChainWithinTheirRelativeSpans() {
        let view = UIView()
        var done: Bool?
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)  // AN1
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        }, completion: { done = $0 })
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 0.5)
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 0)
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()!.opacity == 0.5)
        clock.advance(by: 0.5)
        #expect(done == true)
    }

    @Test func viewTransitionsLastTheirDurationAndSwapViews() {
        let container = UIView(), from = UIView(), to = UIView(), other = UIView()
        container.addSubview(other)
        container.insertSubview(from, at: 0)
        var done: [String] = []
        UIView.transition(from: from, to: to, duration: 0.5, options: .transitionCrossDissolve) { done.append("from-to \($0)") }
        #expect(container.subviews == [to, other])
        UIView.transition(with: container, duration: 0.5, options: .transitionFlipFromLeft, animations: { other.isHidden = true }) { done.append("with \($0)") }
        #expect(other.isHidden)
        clock.advance(by: 0.4)
        #expect(done.isEmpty)
        clock.advance(by: 0.1)
        #expect(done == ["from-to true", "with true"])

        let a = UIView(), b = UIView()
        b.isHidden = true
        UIView.transition(from: a, to: b, duration: 0.2, options: [.showHideTransitionViews])
        #expect(a.isHidden && !b.isHidden)
    }

    @Test func realClockWakesTheRunLoopWhenAnAnimationEnds() {
        UIKitScheduler.shared.clock = SystemClock()
        defer { _ = VirtualClock().install() }
        let view = UIView()
        var done = false
        UIView.animate(withDuration: 0.05, animations: { view.alpha = 0 }, completion: { _ in done = true })
        let deadline = Date().addingTimeInterval(2)
        while !done && Date() < deadline {
            if Thread.isMainThread { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) } else { usleep(10_000) }
            UIKitScheduler.shared.drain()
        }
        #expect(done)
    }
}

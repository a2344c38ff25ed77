import Foundation
import Testing
import UIKit
import UIKitTesting

/// An animation delegate as old code writes one (an object with `@objc` methods named by
/// `setAnimationWillStart`/`setAnimationDidStop`), its methods declared as the porter declares
/// them; it writes each message, its argument and the clock's time into a ``Trace``.
@MainActor
final class LegacyAnimationDelegate: UIResponder {
    init(_ trace: Trace, clock: VirtualClock) {
        super.init()
        for name in ["animationWillStart:context:", "animationDidStop:finished:context:"] {
            addAction(Selector(name)) { [weak clock] argument in
                let time = (clock?.now ?? 0) - 1_000
                trace.add("\(name.prefix { $0 != ":" })(\(argument as? String ?? "nil")) at \(time)")
            }
        }
    }
}

/// DP3–DP6: the begin/commit animation API, run by the engine `UIView.animate` uses.
@MainActor
@Suite(.uikit) struct LegacyAnimationDeprecatedTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func opacity(_ view: UIView) -> Float { view.layer.presentation()!.opacity }

    @Test func test_DP3_changesBetweenBeginAndCommitAnimateWithTheBlocksParameters() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.beginAnimations("move", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        #expect(UIView.inheritedAnimationDuration == 1)
        view.alpha = 0
        view.center = CGPoint(x: 150, y: 50)
        #expect(view.layer.animationKeys() == nil)  // nothing runs before the commit
        UIView.commitAnimations()
        #expect(view.alpha == 0 && view.center == CGPoint(x: 150, y: 50))  // the model, at once
        #expect(view.layer.animationKeys() == ["opacity", "position"])
        #expect(opacity(view) == 1 && view.layer.presentation()!.position == CGPoint(x: 50, y: 50))
        clock.advance(by: 0.25, step: 0.25)
        #expect(opacity(view) == 0.75 && view.layer.presentation()!.position.x == 75)
        clock.advance(by: 0.75, step: 0.25)
        #expect(view.layer.animationKeys() == nil && opacity(view) == 0)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func test_DP3_theDefaultsAreAFifthOfASecondEaseInOut() {
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        clock.advance(by: 0.05, step: 0.05)
        #expect(opacity(view) > 0.85 && opacity(view) < 0.95)  // ease-in-out starts slowly
        clock.advance(by: 0.05, step: 0.05)
        #expect(abs(opacity(view) - 0.5) < 0.001)
        clock.advance(by: 0.15, step: 0.05)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func test_DP3_eachChangeTakesTheParametersSetBeforeIt() {
        let first = UIView(), second = UIView()
        UIView.beginAnimations("two", context: nil)
        first.alpha = 0  // 0.2 s, ease-in-out
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelay(0.5)
        second.alpha = 0  // 1 s, linear, after 0.5 s
        UIView.commitAnimations()
        clock.advance(by: 0.25, step: 0.25)
        #expect(first.layer.animationKeys() == nil && opacity(first) == 0)
        #expect(opacity(second) == 1)  // still waiting for its delay
        clock.advance(by: 0.5, step: 0.25)
        #expect(opacity(second) == 0.75)
        clock.advance(by: 0.75, step: 0.25)
        #expect(second.layer.animationKeys() == nil)
    }

    @Test func test_DP3_nestedBlocksInheritTheParametersAndStartWithTheOutermostCommit() {
        let view = UIView()
        UIView.beginAnimations("outer", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.beginAnimations("inner", context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == nil)  // waits for the outermost commit
        clock.advance(by: 0.5, step: 0.25)
        UIView.commitAnimations()
        #expect(opacity(view) == 1)  // starts now, with the outer block's second and curve
        clock.advance(by: 0.5, step: 0.25)
        #expect(opacity(view) == 0.5)
        UIView.commitAnimations()  // a commit outside any block does nothing
        clock.advance(by: 0.5, step: 0.25)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func test_DP3_settersOutsideABlockDoNothingAndDisabledChangesApplyAtOnce() {
        let view = UIView()
        UIView.setAnimationDuration(5)  // no block: ignored
        UIView.setAnimationCurve(.linear)
        UIView.beginAnimations(nil, context: nil)
        #expect(UIView.inheritedAnimationDuration == 0.2)
        view.alpha = 0
        UIView.setAnimationsEnabled(false)
        view.center = CGPoint(x: 200, y: 200)
        UIView.setAnimationsEnabled(true)
        UIView.performWithoutAnimation { view.bounds = CGRect(x: 0, y: 0, width: 10, height: 10) }
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == ["opacity"])
        clock.advance(by: 0.25, step: 0.05)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func test_DP4_aRepeatCountRunsThatManyCyclesThenShowsTheNewValue() {
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2.5)
        view.alpha = 0
        UIView.commitAnimations()
        clock.advance(by: 0.25, step: 0.25)
        #expect(opacity(view) == 0.75)
        clock.advance(by: 1, step: 0.25)  // 1.25 s: the second cycle
        #expect(opacity(view) == 0.75)
        clock.advance(by: 1, step: 0.25)  // 2.25 s: half a cycle is left
        #expect(opacity(view) == 0.75)
        clock.advance(by: 0.25, step: 0.25)  // 2.5 s: over
        #expect(view.layer.animationKeys() == nil && opacity(view) == 0)
    }

    @Test func test_DP4_autoreversingCyclesRunForwardThenBack() {
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationRepeatCount(2)
        view.alpha = 0
        UIView.commitAnimations()
        clock.advance(by: 0.25, step: 0.25)
        #expect(opacity(view) == 0.75)
        clock.advance(by: 1, step: 0.25)  // 1.25 s: on the way back
        #expect(opacity(view) == 0.25)
        clock.advance(by: 1, step: 0.25)  // 2.25 s: the second cycle, forward again
        #expect(opacity(view) == 0.75)
        clock.advance(by: 1, step: 0.25)  // 3.25 s: back again
        #expect(opacity(view) == 0.25)
        clock.advance(by: 0.75, step: 0.25)  // 4 s: two cycles of two passes; the new value shows
        #expect(view.layer.animationKeys() == nil && opacity(view) == 0)
    }

    @Test func test_DP5_theDelegateHearsWillStartAfterTheDelayAndDidStopAtTheEnd() {
        let trace = Trace()
        let view = UIView()
        weak var released: LegacyAnimationDelegate?
        do {
            let delegate = LegacyAnimationDelegate(trace, clock: clock)
            released = delegate
            UIView.beginAnimations("fade", context: nil)
            UIView.setAnimationDelegate(delegate)
            UIView.setAnimationWillStart("animationWillStart:context:")
            UIView.setAnimationDidStop("animationDidStop:finished:context:")
            UIView.setAnimationDuration(1)
            UIView.setAnimationDelay(0.5)
            view.alpha = 0
            UIView.commitAnimations()
        }
        #expect(released != nil)  // kept until did-stop
        clock.advance(by: 0.25, step: 0.25)
        #expect(trace.take() == [])
        clock.advance(by: 0.25, step: 0.25)
        #expect(trace.take() == ["animationWillStart(fade) at 0.5"])
        clock.advance(by: 1, step: 0.25)
        #expect(trace.take() == ["animationDidStop(fade) at 1.5"])
        #expect(released == nil)
    }

    @Test func test_DP5_aBlockWithoutChangesStopsInTheNextTurnAndARemovedOneAtOnce() {
        let trace = Trace()
        let delegate = LegacyAnimationDelegate(trace, clock: clock)
        func begin(_ id: String?) {
            UIView.beginAnimations(id, context: nil)
            UIView.setAnimationDelegate(delegate)
            UIView.setAnimationWillStart("animationWillStart:context:")
            UIView.setAnimationDidStop("animationDidStop:finished:context:")
        }
        begin("empty")
        UIView.commitAnimations()
        #expect(trace.take() == [])
        drainMainRunLoop()
        #expect(trace.take() == ["animationWillStart(empty) at 0.0", "animationDidStop(empty) at 0.0"])

        let view = UIView()
        begin(nil)
        UIView.setAnimationDuration(2)
        UIView.setAnimationDelay(1)
        view.alpha = 0
        UIView.commitAnimations()
        clock.advance(by: 0.5, step: 0.25)
        view.layer.removeAllAnimations()  // before its delay: will-start still comes first
        drainMainRunLoop()
        #expect(trace.take() == ["animationWillStart(nil) at 0.5", "animationDidStop(nil) at 0.5"])
        clock.advance(by: 1, step: 0.25)
        #expect(trace.take() == [])
    }

    @Test func test_DP6_aTransitionMakesTheBlockLastItsDuration() {
        let trace = Trace()
        let delegate = LegacyAnimationDelegate(trace, clock: clock)
        let view = UIView()
        UIView.beginAnimations("flip", context: nil)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationDidStop("animationDidStop:finished:context:")
        UIView.setAnimationDuration(0.75)
        UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
        UIView.commitAnimations()
        clock.advance(by: 0.5, step: 0.25)
        #expect(trace.take() == [])
        clock.advance(by: 0.25, step: 0.25)
        #expect(trace.take() == ["animationDidStop(flip) at 0.75"])

        UIView.beginAnimations("none", context: nil)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationDidStop("animationDidStop:finished:context:")
        UIView.setAnimationTransition(.none, for: view, cache: false)
        UIView.commitAnimations()
        drainMainRunLoop()
        #expect(trace.take() == ["animationDidStop(none) at 0.75"])
    }
}

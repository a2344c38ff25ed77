import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct PropertyAnimatorTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func startPauseScrubReverseAndComplete() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        animator.addCompletion { ends.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 105)  // the model at once
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.position.x == 55)
        animator.pauseAnimation()
        clock.advance(by: 3)
        #expect(view.layer.presentation()?.position.x == 55 && !animator.isRunning)
        animator.fractionComplete = 0.2
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 25) < 1e-6)
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(by: 0.3)
        #expect(ends == [.start] && view.center.x == 5)  // ran back to the start: the model is restored
        #expect(animator.state == .inactive)
    }

    @Test func stopWithoutFinishingKeepsTheShownValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var ends: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.curveLinear],
                                                                       animations: { view.alpha = 0 }, completion: { ends.append($0) })
        clock.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && view.alpha == 0.75)
        animator.finishAnimation(at: .end)
        #expect(view.alpha == 0 && ends == [.end] && animator.state == .inactive)
    }
}

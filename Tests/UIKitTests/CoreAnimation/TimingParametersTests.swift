import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct TimingParametersTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_Q22_cubicParametersNameUIKitsCurves() {
        let standard = UICubicTimingParameters()
        #expect(standard.controlPoint1 == CGPoint(x: 0.25, y: 0.1) && standard.controlPoint2 == CGPoint(x: 0.25, y: 1))
        #expect(standard.timingCurveType == .cubic && standard.cubicTimingParameters === standard && standard.springTimingParameters == nil)
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.animationCurve == .easeIn && easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        #expect(custom.controlPoint1 == CGPoint(x: 0.1, y: 0.2) && custom.controlPoint2 == CGPoint(x: 0.3, y: 0.4))
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: 0))
        #expect(spring.initialVelocity == CGVector(dx: 2, dy: 0) && spring.timingCurveType == .spring)
        #expect(spring.springTimingParameters === spring && spring.cubicTimingParameters == nil)
    }

    @Test func test_Q22_aPropertyAnimatorFollowsItsTimingParameters() {
        let view = UIView()
        var ended: [UIViewAnimatingPosition] = []
        let linear = UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: linear)
        animator.addAnimations { view.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.duration == 1 && animator.timingParameters === linear)
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 0.75)
        clock.advance(by: 0.75)
        #expect(ended == [.end])
    }

    @Test func test_Q22_aPhysicalSpringSetsTheAnimatorsDuration() {
        let view = UIView()
        var ended: [UIViewAnimatingPosition] = []
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: spring)
        #expect(abs(animator.duration - 1.4549479733044475) < 1e-9)  // the spring's settling time, not 10 s
        animator.addAnimations { view.center = CGPoint(x: 100, y: 0) }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        clock.advance(by: 0.35)
        #expect(abs(view.layer.presentation()!.position.x - 116.16499216592626) < 1e-6)  // the spring overshoots
        clock.advance(by: 1.2)
        #expect(ended == [.end] && view.layer.presentation()!.position.x == 100)
        let ratio = UIViewPropertyAnimator(duration: 2, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        #expect(ratio.duration == 2)
    }
}

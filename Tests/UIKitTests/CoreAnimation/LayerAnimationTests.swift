import Foundation
import Testing
import UIKit
import UIKitTesting

/// Records what animations tell their delegate, as lines in a shared log.
@MainActor
final class AnimationLog: CAAnimationDelegate {
    let name: String
    let write: (String) -> Void
    /// The animation objects the delegate was handed (not held: an animation holds its delegate).
    private(set) var seen: [ObjectIdentifier] = []

    init(_ name: String, write: @escaping (String) -> Void) {
        self.name = name
        self.write = write
    }

    func animationDidStart(_ anim: CAAnimation) {
        seen.append(ObjectIdentifier(anim))
        write("start \(name)")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        seen.append(ObjectIdentifier(anim))
        write("stop \(name) \(flag)")
    }
}

@MainActor
@Suite(.uikit) struct LayerAnimationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }

    @Test func test_Q7_presentationShowsABasicAnimationHalfWayOnTheClock() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        let slide = basic("position.x", from: 0, to: 100, duration: 2)
        layer.add(slide, forKey: "slide")
        layer.add(basic("transform.rotation.z", from: 0, to: CGFloat.pi, duration: 2), forKey: "turn")
        #expect(layer.animationKeys() == ["slide", "turn"])
        #expect(layer.animation(forKey: "slide") !== slide && layer.animation(forKey: "slide")?.duration == 2)
        clock.advance(by: 1)
        let shown = try! #require(layer.presentation())
        #expect(shown.position == CGPoint(x: 50, y: 20) && layer.position == CGPoint(x: 10, y: 20))
        #expect(abs((shown.value(forKeyPath: "transform.rotation.z") as! NSNumber).doubleValue - .pi / 2) < 1e-9)
        #expect(shown.model() === layer && shown.presentation() === shown)
        clock.advance(by: 1)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.position == CGPoint(x: 10, y: 20))
    }

    @Test func test_Q7_aViewsLayerShowsItsViewAnimationsAndItsOwn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 150, y: 50) })
        view.layer.add(basic("cornerRadius", from: 0, to: 20, duration: 1), forKey: "round")
        #expect(view.layer.animationKeys() == ["position", "round"])
        clock.advance(by: 0.5)
        let shown = view.layer.presentation()!
        #expect(shown.position == CGPoint(x: 100, y: 50) && shown.cornerRadius == 10)
        view.layer.removeAnimation(forKey: "position")
        #expect(view.layer.animationKeys() == ["round"] && view.layer.presentation()!.position == CGPoint(x: 150, y: 50))
    }

    @Test func test_Q12_missingValuesFollowCoreAnimationsRules() {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 0)
        layer.add(basic("position.x", by: 20, duration: 2), forKey: "by")  // from the current value by 20
        clock.advance(by: 1)
        #expect(layer.presentation()!.position.x == 20)
        layer.removeAllAnimations()
        layer.add(basic("position.x", from: 0, by: 40, duration: 2), forKey: "fromBy")
        clock.advance(by: 1)
        #expect(layer.presentation()!.position.x == 20)
        layer.add(basic("position.x", to: 100, by: 40, duration: 2), forKey: "fromBy")  // replaces it
        clock.advance(by: 1)
        #expect(layer.presentation()!.position.x == 80)
        layer.add(basic("position.x", from: 0, duration: 2), forKey: "fromBy")  // to the model value
        clock.advance(by: 1)
        #expect(layer.presentation()!.position.x == 5)
        layer.add(basic("position.x", to: 30, duration: 2), forKey: "fromBy")  // from the model value
        clock.advance(by: 1)
        #expect(layer.presentation()!.position.x == 20)
    }

    @Test func test_Q12_withoutValuesALayerAnimatesFromWhatItShowedBeforeTheChange() {
        let root = CALayer(), layer = CALayer()
        root.addSublayer(layer)
        CATransaction.flush()  // the layer has been shown
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        layer.add(basic("opacity", duration: 1), forKey: "fade")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 0.5)
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 0)
    }

    @Test func test_Q13_delegatesHearStartsAndStopsThenTheTransactionCompletes() {
        var log: [String] = []
        let write: (String) -> Void = { log.append($0) }
        let layer = CALayer()
        let first = basic("opacity", from: 1, to: 0, duration: 1), second = basic("position.x", from: 0, to: 10, duration: 2)
        let firstDelegate = AnimationLog("first", write: write), secondDelegate = AnimationLog("second", write: write)
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        layer.add(first, forKey: "first")
        layer.add(second, forKey: "second")
        CATransaction.commit()
        #expect(log.isEmpty)
        drainMainRunLoop()
        #expect(log == ["start first", "start second"])
        clock.advance(by: 1)
        #expect(log == ["start first", "start second", "stop first true"])
        clock.advance(by: 1)
        #expect(log == ["start first", "start second", "stop first true", "stop second true", "completion"])
        #expect(firstDelegate.seen.count == 2 && !firstDelegate.seen.contains(ObjectIdentifier(first)))  // the layer's copy is reported
    }

    @Test func test_Q13_aRemovedAnimationStopsUnfinishedAndACompletionWithoutAnimationsRunsNextTurn() {
        var log: [String] = []
        let layer = CALayer()
        let animation = basic("opacity", from: 1, to: 0, duration: 1)
        animation.delegate = AnimationLog("fade", write: { log.append($0) })
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        layer.add(animation, forKey: "fade")
        CATransaction.commit()
        drainMainRunLoop()
        layer.removeAnimation(forKey: "fade")
        #expect(log == ["start fade"])
        drainMainRunLoop()
        #expect(log == ["start fade", "stop fade false", "completion"])
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("empty") }
        CATransaction.commit()
        #expect(log.count == 3)
        drainMainRunLoop()
        #expect(log.last == "empty")
    }

    @Test func test_Q13_anAnimationWithALaterBeginTimeStartsThen() {
        var log: [String] = []
        let layer = CALayer()
        let animation = basic("opacity", from: 1, to: 0, duration: 1)
        animation.beginTime = CACurrentMediaTime() + 1
        animation.fillMode = .backwards
        animation.delegate = AnimationLog("late", write: { log.append($0) })
        layer.add(animation, forKey: "late")
        drainMainRunLoop()
        #expect(log.isEmpty && layer.presentation()!.opacity == 1)
        clock.advance(by: 1.5)
        #expect(log == ["start late"] && layer.presentation()!.opacity == 0.5)
    }

    @Test func test_Q14_keyframesReachTheirValuesAtTheirKeyTimes() {
        let layer = CALayer()
        let linear = CAKeyframeAnimation(keyPath: "position.x")
        linear.values = [0, 100, 50]
        linear.keyTimes = [0, 0.25, 1]
        linear.duration = 4
        layer.add(linear, forKey: "linear")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position.x == 50)
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position.x == 100)
        clock.advance(by: 1.5)
        #expect(layer.presentation()!.position.x == 75)

        let discrete = CAKeyframeAnimation(keyPath: "opacity")
        discrete.values = [0, 1, 0.5]
        discrete.calculationMode = .discrete
        discrete.duration = 3
        layer.add(discrete, forKey: "discrete")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 0)
        clock.advance(by: 1)
        #expect(layer.presentation()!.opacity == 1)
        clock.advance(by: 1)
        #expect(layer.presentation()!.opacity == 0.5)
    }

    @Test func test_Q14_pacedKeyframesAndPathsMoveAtAnEvenSpeed() {
        let layer = CALayer()
        let paced = CAKeyframeAnimation(keyPath: "position.y")
        paced.values = [0, 100, 50]  // 150 points in all
        paced.calculationMode = .paced
        paced.duration = 1.5
        layer.add(paced, forKey: "paced")
        clock.advance(by: 0.75)
        #expect(abs(layer.presentation()!.position.y - 75) < 1e-9)
        clock.advance(by: 0.45)
        #expect(abs(layer.presentation()!.position.y - 80) < 1e-9)

        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = path
        along.duration = 2  // one second per segment (linear mode)
        layer.add(along, forKey: "along")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 0))
        clock.advance(by: 1)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 150))
    }

    @Test func test_Q15_springsSettleAsCoreAnimationDocumentsThem() {
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        #expect(abs(spring.settlingDuration - 1.4549479733044475) < 1e-9)
        spring.damping = 5
        #expect(spring.settlingDuration > 2.8 && spring.settlingDuration < 2.9)  // "approximately 2.85 seconds"
        spring.damping = 15
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 1.05)  // "just over 1 second"
        spring.damping = 10
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        let layer = CALayer()
        layer.add(spring, forKey: "spring")
        clock.advance(by: 0.35)
        #expect(abs(layer.presentation()!.position.x - 116.16499216592626) < 1e-6)  // past the target, swinging back
        clock.advance(by: 1.2)
        #expect(layer.animationKeys() == nil)

        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(perceptual.stiffness - 157.91367041742973) < 1e-9 && perceptual.mass == 1)
        #expect(abs(perceptual.perceptualDuration - 0.5) < 1e-12 && abs(perceptual.bounce - 0.3) < 1e-12)
        #expect(perceptual.duration == perceptual.settlingDuration)
    }

    @Test func test_Q16_aGroupRunsItsAnimationsWithinItsOwnTime() {
        let layer = CALayer()
        let group = CAAnimationGroup()
        group.animations = [basic("opacity", from: 1, to: 0, duration: 2), basic("position.x", from: 0, to: 100, duration: 1)]
        group.duration = 2
        layer.add(group, forKey: "group")
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 0.75 && layer.presentation()!.position.x == 50)
        clock.advance(by: 1)
        #expect(layer.presentation()!.opacity == 0.25 && layer.presentation()!.position.x == 0)
    }

    @Test func test_Q21_aKeptAnimationFillingForwardsHoldsItsLastValue() {
        var log: [String] = []
        let shape = CAShapeLayer()
        shape.strokeEnd = 0
        let draw = basic("strokeEnd", from: 0, to: 1, duration: 1)
        draw.isRemovedOnCompletion = false
        draw.fillMode = .forwards
        draw.delegate = AnimationLog("draw", write: { log.append($0) })
        shape.add(draw, forKey: "draw")
        clock.advance(by: 2)
        #expect(log == ["start draw", "stop draw true"])
        #expect(shape.presentation()!.strokeEnd == 1 && shape.strokeEnd == 0 && shape.animationKeys() == ["draw"])
    }

    @Test func test_Q21_aLayerWithSpeedZeroHoldsItsAnimationsAndResumes() {
        let layer = CALayer()
        layer.add(basic("opacity", from: 1, to: 0, duration: 2), forKey: "fade")
        clock.advance(by: 0.5)
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        clock.advance(by: 3)
        #expect(layer.presentation()!.opacity == 0.75 && layer.animationKeys() == ["fade"])
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 0.5)
        clock.advance(by: 1)
        #expect(layer.animationKeys() == nil)
    }
}

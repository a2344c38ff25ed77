import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct ImplicitAnimationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A layer in a view's layer tree in a window, shown (committed) once.
    private func shownLayer() -> (UIView, CALayer) {
        let controller = UIViewController()
        _ = showInWindow(controller)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        controller.view.layer.addSublayer(layer)
        drainMainRunLoop()
        return (controller.view, layer)
    }

    @Test func test_Q8_aShownStandaloneLayerAnimatesChangesImplicitly() {
        let (_, layer) = shownLayer()
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
        let implicit = try! #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(implicit.duration == 0.25 && implicit.keyPath == "opacity")
        #expect(implicit.timingFunction == CAMediaTimingFunction(name: .default))
        #expect(implicit.fromValue == nil && implicit.toValue == nil)
        #expect(layer.opacity == 0.5 && layer.presentation()!.opacity == 1)
        clock.advance(by: 0.125)
        #expect(abs(Double(layer.presentation()!.opacity) - (1 - 0.5 * 0.802403387584857)) < 1e-5)
        clock.advance(by: 0.125)
        #expect(layer.animationKeys() == nil && layer.presentation()!.opacity == 0.5)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 125, y: 25)
        CATransaction.commit()
        #expect(layer.animation(forKey: "position")?.duration == 1)
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 75, y: 25))
    }

    @Test func test_Q8_aLayerNotYetShownDoesNotAnimate() {
        let controller = UIViewController()
        _ = showInWindow(controller)
        let layer = CALayer()
        controller.view.layer.addSublayer(layer)
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        layer.backgroundColor = CGColor.white
        #expect(layer.animationKeys() == nil)
        let loose = CALayer()
        drainMainRunLoop()
        loose.opacity = 0  // never in a layer tree
        #expect(loose.animationKeys() == nil)
    }

    @Test func test_Q9_noImplicitAnimationWithActionsDisabledOrOnAViewsLayer() {
        let (view, layer) = shownLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(layer.animationKeys() == nil && layer.presentation()!.opacity == 0 && !CATransaction.disableActions())
        layer.actions = ["position": NSNull()]
        layer.position = .zero
        #expect(layer.animationKeys() == nil)
        layer.cornerRadius = 4
        #expect(layer.animationKeys() == ["cornerRadius"])
        view.layer.cornerRadius = 10
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil && view.alpha == 0.5)
        #expect(view.layer.action(forKey: "cornerRadius") == nil && layer.action(forKey: "cornerRadius") is CABasicAnimation)
        UIView.animate(withDuration: 1) { view.layer.opacity = 1 }
        #expect(view.layer.animationKeys() == ["opacity"])
    }

    @Test func test_Q9_aViewsLayerAnimatesItsCornerRadiusInsideAnAnimationBlock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layer.cornerRadius = 20 })
        #expect(view.layer.cornerRadius == 20 && view.layer.animationKeys() == ["cornerRadius"])
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()!.cornerRadius == 10)
        clock.advance(by: 0.5)
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()!.cornerRadius == 20)
        view.layer.customValueForTests = "kept"
        #expect(view.layer.value(forKey: "tag") as? String == "kept")
    }

    @Test func test_Q10_transactionSettingsApplyToNestedTransactions() {
        #expect(CATransaction.animationDuration() == 0.25 && CATransaction.animationTimingFunction() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setValue("outer", forKey: "tag")
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2 && CATransaction.value(forKey: "tag") as? String == "outer")
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.disableActions() && CATransaction.animationDuration() == 3)
        CATransaction.commit()
        #expect(!CATransaction.disableActions() && CATransaction.animationDuration() == 2)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25 && CATransaction.value(forKey: "tag") == nil)
    }

    @Test func test_Q10_aCompletionWaitsForTheAnimationsAddedAfterItAndInNestedTransactions() {
        var log: [String] = []
        let (_, layer) = shownLayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "before")  // added before the block: not waited for
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { log.append("completion") }
        CATransaction.begin()
        layer.position = CGPoint(x: 200, y: 200)  // implicit, 1 s
        CATransaction.commit()
        CATransaction.commit()
        clock.advance(by: 0.5)
        #expect(log.isEmpty && layer.animationKeys() == ["position"])
        clock.advance(by: 0.5)
        #expect(log == ["completion"])
    }

    @Test func test_Q11_timingFunctionsHaveCoreAnimationsControlPoints() {
        func points(_ name: CAMediaTimingFunctionName) -> [Float] {
            let function = CAMediaTimingFunction(name: name)
            var values: [Float] = []
            for index in 0..<4 {
                var point: [Float] = [0, 0]
                function.getControlPoint(at: index, values: &point)
                values += point
            }
            return values
        }
        #expect(points(.linear) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(points(.easeIn) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(points(.easeInEaseOut) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(points(.default) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
        #expect(CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1) == CAMediaTimingFunction(name: .default))
    }
}

extension CALayer {
    /// A value kept under an arbitrary key, as Core Animation keeps any key.
    var customValueForTests: String? {
        get { value(forKey: "tag") as? String }
        set { setValue(newValue, forKey: "tag") }
    }
}

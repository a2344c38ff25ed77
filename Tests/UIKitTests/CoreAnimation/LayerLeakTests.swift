import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct LayerLeakTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_Q23_aRemovedLayerTreeAndAFinishedAnimationsDelegateAreReleased() {
        let view = UIView()
        var log: [String] = []
        weak var weakRoot: CALayer?
        weak var weakChild: CAShapeLayer?
        weak var weakChildDelegate: AnimationLog?
        do {
            let root = CALayer(), child = CAShapeLayer()
            root.addSublayer(child)
            view.layer.addSublayer(root)
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = CGFloat.pi
            spin.repeatCount = .infinity
            let delegate = AnimationLog("spin", write: { log.append($0) })
            spin.delegate = delegate
            child.add(spin, forKey: "spin")
            weakRoot = root; weakChild = child; weakChildDelegate = delegate
            drainMainRunLoop()
            root.removeFromSuperlayer()
        }
        #expect(weakRoot == nil && weakChild == nil)
        drainMainRunLoop()  // the animation of the released layer stops unfinished
        #expect(log == ["start spin", "stop spin false"] && weakChildDelegate == nil)

        let layer = CALayer()
        weak var weakDelegate: AnimationLog?
        do {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 1
            let delegate = AnimationLog("fade", write: { log.append($0) })
            fade.delegate = delegate
            layer.add(fade, forKey: "fade")
            weakDelegate = delegate
        }
        #expect(weakDelegate != nil)  // the layer's copy holds its delegate while it runs
        clock.advance(by: 1)
        #expect(log.suffix(2) == ["start fade", "stop fade true"] && weakDelegate == nil)
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct LeakTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func removedChildIsReleased() {
        let parent = UIViewController()
        showInWindow(parent)
        weak var weakChild: UIViewController?
        weak var weakView: UIView?
        do {
            let child = UIViewController()
            weakChild = child
            weakView = child.view
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            drainMainRunLoop()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        drainMainRunLoop()
        #expect(weakChild == nil)
        #expect(weakView == nil)
    }

    @Test func childSwappedOutByTransitionIsReleased() {
        let parent = UIViewController()
        showInWindow(parent)
        weak var weakFrom: UIViewController?
        do {
            let from = UIViewController(), to = UIViewController()
            weakFrom = from
            parent.addChild(from); parent.view.addSubview(from.view); from.didMove(toParent: parent)
            parent.addChild(to)
            from.willMove(toParent: nil)
            parent.transition(from: from, to: to, duration: 0.25, animations: { to.view.alpha = 1 }) { _ in
                from.removeFromParent()
                to.didMove(toParent: parent)
            }
        }
        clock.advance(by: 0.3)
        #expect(weakFrom == nil)
    }

    @Test func hiddenWindowAndItsRootAreReleased() {
        weak var weakWindow: UIWindow?
        weak var weakRoot: UIViewController?
        do {
            let root = UIViewController()
            weakRoot = root
            let window = showInWindow(root)
            weakWindow = window
            window.isHidden = true
        }
        drainMainRunLoop()
        #expect(weakWindow == nil)
        #expect(weakRoot == nil)
    }

    @Test func animatedViewIsReleasedAfterItsAnimation() {
        weak var weakView: UIView?
        do {
            let view = UIView()
            weakView = view
            UIView.animate(withDuration: 1) { view.alpha = 0 }
        }
        clock.advance(by: 1)
        #expect(weakView == nil)
    }
}

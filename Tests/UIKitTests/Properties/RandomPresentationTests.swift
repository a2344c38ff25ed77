import Foundation
import Testing
import UIKit
import UIKitTesting

/// Random sequences of present and dismiss (animated or not, every style, from random
/// controllers of a random hierarchy, with the clock moving by random amounts) keep the
/// invariants: one presented per presenter, symmetric links, valid appearance cycles (A2),
/// and exactly the visible controllers' views in the window.
@MainActor
@Suite(.uikit) struct RandomPresentationTests {
    static let styles: [UIModalPresentationStyle] = [
        .automatic, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen,
        .overCurrentContext, .popover, .blurOverFullScreen,
    ]

    @Test(arguments: 0..<30)
    func presentAndDismissKeepInvariants(seed: Int) {
        let clock = freshUIKit()
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let checker = AppearanceCycleChecker()
        defer { checker.stop() }
        let capture = DiagnosticsCapture()
        defer { capture.stop() }

        let root = UIViewController()
        let window = showInWindow(root)
        var all: [UIViewController] = [root]
        // A small tree under the root; some children define a presentation context.
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let parent = all.randomElement(using: &random)!
            let child = UIViewController()
            child.definesPresentationContext = Bool.random(using: &random)
            parent.addChild(child); parent.view.addSubview(child.view); child.didMove(toParent: parent)
            all.append(child)
        }
        drainMainRunLoop()

        var longest = 1
        for step in 0..<25 {
            let from = all.randomElement(using: &random)!
            let animated = Bool.random(using: &random)
            if Bool.random(using: &random) {
                let presented = UIViewController()
                presented.modalPresentationStyle = Self.styles.randomElement(using: &random)!
                if presented.modalPresentationStyle == .popover { presented.popoverPresentationController?.sourceView = window }
                if Int.random(in: 0..<4, using: &random) == 0 {  // sometimes with a child of its own
                    let inner = UIViewController()
                    presented.addChild(inner); presented.view.addSubview(inner.view); inner.didMove(toParent: presented)
                    all.append(inner)
                }
                from.present(presented, animated: animated)
                all.append(presented)
            } else {
                from.dismiss(animated: animated)
            }
            clock.advance(by: [0, 0.1, 0.3, 1].randomElement(using: &random)!)
            // Forget controllers that left for good, so the next steps use live ones.
            all.removeAll { controller in
                controller !== root && controller.view.window == nil && controller.presentingViewController == nil
                    && controller.transitionCoordinator == nil
            }
            longest = max(longest, check(root: root, window: window, seed: seed, step: step))
        }
        #expect(longest >= 2, "seed \(seed): nothing was ever presented")
        clock.advance(by: 2)
        check(root: root, window: window, seed: seed, step: 99)
        #expect(checker.violations.isEmpty, "seed \(seed): \(checker.violations)")
        let unexpected = capture.messages.filter { !$0.hasPrefix("Attempt to present") && !$0.hasPrefix("Attempt to dismiss") }
        #expect(unexpected.isEmpty, "seed \(seed): \(unexpected)")
    }

    /// Checks the invariants; returns the number of controllers in the presentation chains.
    @discardableResult
    private func check(root: UIViewController, window: UIWindow, seed: Int, step: Int) -> Int {
        // Walk the presentation chain from every controller on screen.
        var chain: [UIViewController] = [root]
        var seen = Set<ObjectIdentifier>()
        var index = 0
        while index < chain.count {
            let controller = chain[index]; index += 1
            #expect(seen.insert(ObjectIdentifier(controller)).inserted, "seed \(seed) step \(step): a cycle")
            for candidate in [controller] + controller.children {
                guard let presented = candidate.presentedViewController, presented.presentingViewController === candidate
                        || presented.presentingViewController === candidate.parent else { continue }
                if !chain.contains(where: { $0 === presented }) { chain.append(presented) }
            }
        }
        for controller in chain where controller !== root {
            let presenter = controller.presentingViewController
            #expect(presenter?.presentedViewController === controller, "seed \(seed) step \(step): links not symmetric")
        }
        guard UIKitScheduler.shared.hasPendingWork == false, chain.allSatisfy({ $0.transitionCoordinator == nil }) else { return chain.count }
        // At rest: appeared exactly when the view is in the window.
        for controller in chain {
            let onScreen = controller.viewIfLoaded?.window === window
            let state = controller.appearanceState
            #expect(onScreen == (state == .appeared), "seed \(seed) step \(step): \(controller) on screen \(onScreen) but \(state)")
        }
        return chain.count
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// SplitMix64: a small seeded generator, so every failing sequence can be replayed by seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Checks A2 on every appearance callback of every controller: the state before each callback
/// allows it, and a "did" always follows its own "will".
@MainActor
final class AppearanceCycleChecker {
    /// By address, with a weak reference: an address reused by a new controller starts afresh.
    private var states: [ObjectIdentifier: (controller: WeakBox, state: UIViewControllerAppearanceState)] = [:]

    final class WeakBox {
        weak var value: UIViewController?
        init(_ value: UIViewController) { self.value = value }
    }
    private(set) var violations: [String] = []
    private var token = 0

    init() {
        token = UIViewControllerLifecycleObservers.add { [weak self] event in self?.check(event) }
    }

    func stop() { UIViewControllerLifecycleObservers.remove(token) }

    private func check(_ event: UIViewControllerLifecycleEvent) {
        let id = ObjectIdentifier(event.viewController)
        var state = UIViewControllerAppearanceState.disappeared
        if let entry = states[id] {
            if entry.controller.value === event.viewController {
                state = entry.state
            } else if entry.state != .disappeared {
                violations.append("a controller at \(id) was released while \(entry.state)")
            }
        }
        let next: UIViewControllerAppearanceState
        switch event.callback {
        case .viewWillAppear:
            guard state == .disappeared || state == .disappearing else { return fail(event, state) }
            next = .appearing
        case .viewIsAppearing:
            guard state == .appearing else { return fail(event, state) }
            next = .appearing
        case .viewDidAppear:
            guard state == .appearing else { return fail(event, state) }
            next = .appeared
        case .viewWillDisappear:
            guard state == .appeared || state == .appearing else { return fail(event, state) }
            next = .disappearing
        case .viewDidDisappear:
            guard state == .disappearing else { return fail(event, state) }
            next = .disappeared
        default:
            return
        }
        states[id] = (WeakBox(event.viewController), next)
    }

    private func fail(_ event: UIViewControllerLifecycleEvent, _ state: UIViewControllerAppearanceState) {
        violations.append("\(event.viewController).\(event.callback) while \(state)")
    }
}

@MainActor
@Suite(.uikit) struct RandomOperationsTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A2, C8, A1 as properties: random add/remove/show/hide/transition/manual sequences keep
    /// each controller's appearance cycle legal, parent and children consistent, and (once
    /// settled) a controller appeared exactly when its view is in a visible window.
    @Test(arguments: 0..<40)
    func test_A2_randomOperationSequencesKeepTheInvariants(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 17)
        let checker = AppearanceCycleChecker()
        defer { checker.stop() }
        let root = UIViewController()
        let window = showInWindow(root)
        var pool: [UIViewController] = (0..<6).map { _ in UIViewController() }
        var all: [UIViewController] { [root] + pool }

        for step in 0..<60 {
            let actor = all.randomElement(using: &rng)!
            switch Int.random(in: 0..<9, using: &rng) {
            case 0, 1:  // add a free controller as a child and show it
                guard let child = pool.filter({ $0.isFree(for: actor) }).randomElement(using: &rng) else { break }
                actor.addChild(child)
                actor.view.addSubview(child.view)
                child.didMove(toParent: actor)
            case 2:  // remove a child properly
                guard let child = actor.children.randomElement(using: &rng) else { break }
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            case 3:  // hide or show the window
                window.isHidden.toggle()
            case 4:  // swap two children with transition(from:to:)
                guard let from = actor.children.first(where: { $0.view.superview != nil }),
                      let to = pool.first(where: { $0.isFree(for: actor) }) else { break }
                actor.addChild(to)
                from.willMove(toParent: nil)
                actor.transition(from: from, to: to, duration: Bool.random(using: &rng) ? 0 : 0.2, animations: nil) { _ in
                    from.removeFromParent()
                    to.didMove(toParent: actor)
                }
            case 5:  // let time pass
                clock.advance(by: Double(Int.random(in: 0...3, using: &rng)) * 0.1)
            case 6:  // a view without addChild (C7)
                guard let orphan = pool.filter({ $0.isFree(for: actor) }).randomElement(using: &rng) else { break }
                actor.view.addSubview(orphan.view)
            case 7:  // detach a view from wherever it is
                let candidate = pool.randomElement(using: &rng)!
                if candidate.parent == nil { candidate.view.removeFromSuperview() }
            default:
                drainMainRunLoop()
            }
            // parent/children consistency (C8) after every step
            for vc in all {
                for child in vc.children { #expect(child.parent === vc, "seed \(seed) step \(step)") }
                if let parent = vc.parent { #expect(parent.children.contains { $0 === vc }, "seed \(seed) step \(step)") }
            }
            if Bool.random(using: &rng) { pool.shuffle(using: &rng) }
        }
        clock.advance(by: 1)
        drainMainRunLoop()
        #expect(checker.violations.isEmpty, "seed \(seed): \(checker.violations)")
        for vc in all where vc.isViewLoaded {
            let onScreen = vc.view.window.map { !$0.isHidden } ?? false
            #expect((vc.appearanceState == .appeared) == onScreen, "seed \(seed): \(vc) is \(vc.appearanceState), on screen: \(onScreen)")
        }
        window.isHidden = true
    }
}

extension UIViewController {
    /// Not in any hierarchy, and not `actor` or above it: may become its child (C6 holds).
    func isFree(for actor: UIViewController) -> Bool {
        parent == nil && view.superview == nil && self !== actor && !isAncestor(of: actor) && !actor.view.isDescendant(of: view)
    }

    func isAncestor(of other: UIViewController) -> Bool {
        var current = other.parent
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent
        }
        return false
    }
}

import Foundation

/// The one transition engine: runs a ``ViewControllerTransition`` through its phases. It
/// sends the "will" callbacks, starts the animator (or the interaction controller), runs
/// alongside animations, and when the animator calls `completeTransition(_:)` commits or
/// reverts the change and sends the "did" callbacks in UIKit's order (X1, X2, N8).
@MainActor
enum TransitionEngine {
    static func run(_ transition: ViewControllerTransition) {
        transition.advance(to: .started)
        for controller in participants(of: transition) { controller._transition = transition }
        let animated = transition.isAnimated
        if transition.willOrder == .incomingFirst {
            transition.appearing?._beginAppearance(true, animated: animated)
            transition.disappearing?._beginAppearance(false, animated: animated)
        } else {
            transition.disappearing?._beginAppearance(false, animated: animated)
            transition.appearing?._beginAppearance(true, animated: animated)
        }
        transition.appearanceGenerations = (transition.appearing?._appearance.generation, transition.disappearing?._appearance.generation)
        transition.willBegin()
        transition.advance(to: .animating)
        UIKitActivityObservers.notify(.transitionBegan(
            serial: transition.serial, from: transition.from, to: transition.to, isAnimated: animated))
        if let interaction = transition.interactionController, animated {
            transition.isInteractive = interaction.wantsInteractiveStart
            transition.initiallyInteractive = transition.isInteractive
            interaction.startInteractiveTransition(transition.context)
        } else {
            startAnimations(transition, timeline: nil)
        }
    }

    /// Calls the animator and the alongside animations, on `timeline` when an interaction
    /// scrubs them.
    static func startAnimations(_ transition: ViewControllerTransition, timeline: AnimationTimeline?) {
        let engine = UIKitScheduler.shared.animations
        let saved = engine.currentTimeline
        engine.currentTimeline = timeline
        transition.timeline = timeline
        transition.animator.animateTransition(using: transition.context)
        let blocks = transition.alongside.compactMap(\.animation)
        if !blocks.isEmpty { runAlongside(blocks, in: transition) }
        engine.currentTimeline = saved
    }

    /// Alongside animations run as one animation block over the transition's duration.
    static func runAlongside(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void], in transition: ViewControllerTransition) {
        let context = transition.coordinator
        if transition.isAnimated {
            UIView.animate(withDuration: transition.duration, delay: 0, options: [],
                           animations: { for block in blocks { block(context) } })
        } else {
            for block in blocks { block(context) }
        }
    }

    /// The animator's `completeTransition(_:)`: commit (or revert), "did" callbacks, the
    /// animator's `animationEnded`, then the completion.
    static func complete(_ transition: ViewControllerTransition, didComplete: Bool) {
        guard transition.phase == .animating else { return }  // a second call does nothing
        transition.advance(to: .finishing)
        if transition.isInteractive {
            transition.isInteractive = false
            notifyInteractionChanged(transition)
        }
        let completed = didComplete && !transition.isCancelled
        for completion in transition.alongside.compactMap(\.completion) { completion(transition.coordinator) }
        transition.didEnd(completed)
        if completed {
            let generations = transition.appearanceGenerations
            let ends = transition.didOrder == .incomingFirst
                ? [(transition.appearing, generations.appearing), (transition.disappearing, generations.disappearing)]
                : [(transition.disappearing, generations.disappearing), (transition.appearing, generations.appearing)]
            // A controller whose appearance something else turned around meanwhile (its
            // container left the screen, say) is that change's to finish, not this one's.
            for (controller, generation) in ends where controller?._appearance.generation == generation {
                controller?._endAppearance()
            }
        } else {
            // N8: the arriving controller turns back and leaves; the leaving one comes back,
            // unless its view left the screen meanwhile (its container went away): then it
            // just finishes leaving.
            let generations = transition.appearanceGenerations
            if let appearing = transition.appearing, appearing._appearance.state == .appearing,
               appearing._appearance.generation == generations.appearing {
                appearing._beginAppearance(false, animated: transition.isAnimated)
                appearing._endAppearance()
            }
            if let disappearing = transition.disappearing, disappearing._appearance.state == .disappearing,
               disappearing._appearance.generation == generations.disappearing {
                if disappearing._view?._isOnScreen == true { disappearing._beginAppearance(true, animated: transition.isAnimated) }
                disappearing._endAppearance()
            }
        }
        for controller in participants(of: transition) where controller._transition === transition {
            controller._transition = nil
        }
        transition.animator.animationEnded(completed)
        transition.advance(to: .finished)
        UIKitActivityObservers.notify(.transitionEnded(serial: transition.serial, completed: completed))
        if completed { (transition.containerView.window?.windowScene ?? UIWindowScene._main).statusBarManager?._update(animated: false) }  // S1: a new controller may be in charge
        transition.completion?(completed)
    }

    static func notifyInteractionChanged(_ transition: ViewControllerTransition) {
        let handlers = transition.interactionHandlers
        transition.interactionHandlers = []
        for handler in handlers { handler(transition.coordinator) }
    }

    private static func participants(of transition: ViewControllerTransition) -> [UIViewController] {
        var list: [UIViewController] = []
        for case let controller? in [transition.from, transition.to, transition.disappearing, transition.appearing]
        where !list.contains(where: { $0 === controller }) {
            list.append(controller)
        }
        return list
    }
}

import Foundation

/// One view-controller transition, as every kind (child swap, and later present, dismiss,
/// push, pop, tab switch) describes it to the ``TransitionEngine``: who leaves, who comes,
/// where, how the views change, and what to call at the end.
@MainActor
final class ViewControllerTransition {
    /// The phases a transition goes through, in order.
    enum Phase: Equatable {
        case pending, started, animating, finishing, finished
    }

    /// Which "did" callback comes first at the end (T2 and P1: the incoming one's).
    enum DidOrder {
        case incomingFirst, outgoingFirst
    }

    let from: UIViewController?
    let to: UIViewController?
    let containerView: UIView
    let animated: Bool
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let didOrder: DidOrder
    /// Puts the incoming view in place (before the animation).
    let installViews: () -> Void
    /// The caller's animations, if any.
    let animations: (() -> Void)?
    /// Removes the outgoing view (after the animation).
    let removeViews: (_ finished: Bool) -> Void
    /// Runs last, after the "did" callbacks.
    let completion: ((Bool) -> Void)?

    private(set) var phase: Phase = .pending

    init(from: UIViewController?, to: UIViewController?, containerView: UIView, animated: Bool,
         duration: TimeInterval, options: UIView.AnimationOptions, didOrder: DidOrder,
         installViews: @escaping () -> Void, animations: (() -> Void)?,
         removeViews: @escaping (Bool) -> Void, completion: ((Bool) -> Void)?) {
        self.from = from; self.to = to; self.containerView = containerView; self.animated = animated
        self.duration = duration; self.options = options; self.didOrder = didOrder
        self.installViews = installViews; self.animations = animations
        self.removeViews = removeViews; self.completion = completion
    }

    func advance(to next: Phase) {
        precondition(next != .pending && phaseOrder(next) == phaseOrder(phase) + 1,
                     "transition phase \(phase) cannot move to \(next)")
        phase = next
    }

    private func phaseOrder(_ phase: Phase) -> Int {
        switch phase {
        case .pending: 0
        case .started: 1
        case .animating: 2
        case .finishing: 3
        case .finished: 4
        }
    }
}

/// The one transition engine: runs a ``ViewControllerTransition`` through its phases,
/// sending the appearance callbacks in UIKit's order through the appearance entry points,
/// and animating on the scheduler's clock.
@MainActor
enum TransitionEngine {
    static func run(_ transition: ViewControllerTransition) {
        transition.advance(to: .started)
        let sendsAppearance = transition.containerView._isOnScreen
        let animated = transition.animated
        if sendsAppearance {
            transition.from?._beginAppearance(false, animated: animated)
            transition.to?._beginAppearance(true, animated: animated)
        }
        transition.installViews()
        transition.containerView.layoutIfNeeded()  // the incoming view's layout, before animating
        transition.advance(to: .animating)
        UIView.animate(
            withDuration: animated ? transition.duration : 0, delay: 0, options: transition.options,
            animations: { transition.animations?() },
            completion: { finished in
                transition.advance(to: .finishing)
                transition.removeViews(finished)
                if sendsAppearance {
                    let ends = transition.didOrder == .incomingFirst ? [transition.to, transition.from] : [transition.from, transition.to]
                    for controller in ends { controller?._endAppearance() }
                }
                transition.advance(to: .finished)
                transition.completion?(finished)
            })
    }
}

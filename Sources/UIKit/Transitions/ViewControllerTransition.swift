import Foundation

/// One view-controller transition, as every kind (child swap, present, dismiss, and later
/// push, pop, tab switch) describes it to the ``TransitionEngine``: who leaves and who comes,
/// where, with which animator and interaction controller, and what to do around it. The
/// engine owns its context, its coordinator, the order of callbacks and the cancel path.
@preconcurrency @MainActor
final class ViewControllerTransition {
    /// The phases a transition goes through, in order.
    enum Phase: Int, Comparable {
        case pending, started, animating, finishing, finished
        static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Which side's callback comes first: the "will" callbacks (B1: the incoming one's,
    /// elsewhere the outgoing one's) and the "did" callbacks (T2 and P1: the incoming one's;
    /// N2 and B1: the outgoing one's).
    enum CallbackOrder {
        case incomingFirst, outgoingFirst
    }

    let from: UIViewController?
    let to: UIViewController?
    /// The views the animator may touch (nil: leave it alone, X1).
    let fromView: UIView?
    let toView: UIView?
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let didOrder: CallbackOrder
    var willOrder: CallbackOrder = .outgoingFirst
    /// The controllers that get appearance callbacks (P6: not always from/to).
    let disappearing: UIViewController?
    let appearing: UIViewController?
    let animator: any UIViewControllerAnimatedTransitioning
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// Frames the context reports, by controller.
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]
    /// Whether `transitionCoordinator` reports this transition (UIKit gives none for
    /// `transition(from:to:duration:options:animations:completion:)`).
    var providesCoordinator = true
    /// Runs after the "will" callbacks, before the animator starts.
    var willBegin: () -> Void = {}
    /// Runs when the animator completes, before the "did" callbacks: commits or reverts the
    /// change (links, views) according to `completed`.
    var didEnd: (_ completed: Bool) -> Void = { _ in }
    /// Runs last.
    var completion: ((_ completed: Bool) -> Void)?

    /// The appearance generations the engine's "will" callbacks left, so it ends only the
    /// appearance changes it began.
    var appearanceGenerations: (appearing: Int?, disappearing: Int?) = (nil, nil)

    private(set) var phase: Phase = .pending
    /// Names this transition to ``UIKitActivityObservers`` (begin and end).
    let serial: Int = ViewControllerTransition.takeSerial()
    private static var lastSerial = 0
    private static func takeSerial() -> Int {
        lastSerial += 1
        return lastSerial
    }
    var isInteractive = false
    var initiallyInteractive = false
    var isCancelled = false
    var percentComplete: CGFloat = 0
    /// The timeline an interaction scrubs (percent-driven), once started.
    var timeline: AnimationTimeline?
    var alongside: [(animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                     completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)] = []
    var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    private var _context: TransitionContext?
    private var _coordinator: TransitionCoordinator?

    /// The context given to the animator. It holds the transition; the transition holds it
    /// only until it finishes, so nothing outlives the transition by a cycle.
    var context: TransitionContext {
        if let context = _context { return context }
        let context = TransitionContext(self)
        if phase < .finished { _context = context }
        return context
    }

    /// The coordinator given to `transitionCoordinator` readers (same ownership as `context`).
    var coordinator: TransitionCoordinator {
        if let coordinator = _coordinator { return coordinator }
        let coordinator = TransitionCoordinator(self)
        if phase < .finished { _coordinator = coordinator }
        return coordinator
    }

    init(from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?, containerView: UIView,
         isAnimated: Bool, presentationStyle: UIModalPresentationStyle = .custom, didOrder: CallbackOrder,
         disappearing: UIViewController?, appearing: UIViewController?,
         animator: any UIViewControllerAnimatedTransitioning,
         interactionController: (any UIViewControllerInteractiveTransitioning)? = nil) {
        self.from = from; self.to = to; self.fromView = fromView; self.toView = toView
        self.containerView = containerView; self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle; self.didOrder = didOrder
        self.disappearing = disappearing; self.appearing = appearing
        self.animator = animator; self.interactionController = interactionController
    }

    func advance(to next: Phase) {
        precondition(next.rawValue == phase.rawValue + 1, "transition phase \(phase) cannot move to \(next)")
        phase = next
        if next == .finished { _context = nil; _coordinator = nil }
    }

    /// The animator's duration, as the context and coordinator report it.
    var duration: TimeInterval { animator.transitionDuration(using: context) }
}

import Foundation

extension UIView {
    /// The timing curves of view animations, with UIKit's raw values.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends, faster in the middle.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Constant speed.
        case linear

        var timing: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// Names the two controllers of a transition in ``UIViewControllerContextTransitioning``.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the two views of a transition in ``UIViewControllerContextTransitioning``.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view that leaves (nil when the transition leaves it in place, e.g. the presenter's
    /// view under `.overFullScreen`).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that arrives.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What an animator or interaction controller gets from UIKit during a transition (X1): the
/// container view, the controllers and views, their frames, and the calls that report
/// progress and the end. UIKit makes the object; apps do not conform to this.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the "to" view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving it now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (interactive transitions only).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.custom` otherwise).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the completion percentage of an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction finished and the transition should complete.
    func finishInteractiveTransition()
    /// Reports that the interaction was cancelled and the transition should go back.
    func cancelInteractiveTransition()
    /// Reports that the interaction paused.
    func pauseInteractiveTransition()
    /// Must be called by the animator when its animations end: `true` when the transition
    /// completed, `false` when it was cancelled. The "did" callbacks follow (X1).
    func completeTransition(_ didComplete: Bool)
    /// The "from" or "to" controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The "from" or "to" view, or nil when the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity unless the interface rotates).
    var targetTransform: CGAffineTransform { get }
    /// The controller's view frame at the start (`.zero` when unknown or not on screen).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The controller's view frame at the end (`.zero` when it leaves or is unknown).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition (X1). UIKit asks a delegate for one and calls
/// ``animateTransition(using:)``; the animator must call `completeTransition(_:)` at the end.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the animation; alongside animations use it.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Performs the animations, adding the "to" view to the container view.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An interruptible animator for the transition (optional in UIKit; default nil). When a
    /// percent-driven interaction uses it, scrubbing sets its `fractionComplete`.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> (any UIViewImplicitlyAnimating)?
    /// Called after the transition ended, with whether it completed (optional; default does nothing).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> (any UIViewImplicitlyAnimating)? { nil }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition interactively (X2); see
/// ``UIPercentDrivenInteractiveTransition``.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition with `transitionContext`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// Speed multiplier when the transition finishes or cancels after the interaction (default 1).
    var completionSpeed: CGFloat { get }
    /// Curve of the completion after the interaction (default `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (default true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// Supplies the objects of a custom presentation or dismissal (P10, X1). Every method is
/// optional in UIKit; here each has a default that returns nil (UIKit's standard behaviour).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` (nil: UIKit's standard animation).
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator for dismissing `dismissed` (nil: UIKit's standard animation).
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller for a presentation animated by `animator`.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller for a dismissal animated by `animator`.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// What a transition coordinator reports about its transition (X3).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style (`.custom` for non-modal transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive.
    var initiallyInteractive: Bool { get }
    /// Whether it can be interrupted (true when its animator is interruptible).
    var isInterruptible: Bool { get }
    /// Whether an interaction drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its duration.
    var transitionDuration: TimeInterval { get }
    /// Its progress, 0...1.
    var percentComplete: CGFloat { get }
    /// The completion speed after the interaction.
    var completionVelocity: CGFloat { get }
    /// The completion curve after the interaction.
    var completionCurve: UIView.AnimationCurve { get }
    /// The "from" or "to" controller.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The "from" or "to" view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The container view.
    var containerView: UIView { get }
    /// The rotation applied during the transition.
    var targetTransform: CGAffineTransform { get }
}

/// Lets code run animations alongside a transition and learn how it ends (X3). Read it
/// from ``UIViewController/transitionCoordinator`` while a transition runs.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation and `completion` when it ends.
    /// Returns false when the transition is already over.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Same, for animations of a view outside the container view.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when the transition stops being interactive (finished or cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

// The iOS SDK imports these requirements with `completion: … = nil`; a Swift protocol
// requirement cannot declare a default, so the forms without a completion are these.
extension UIViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// ``animateAlongsideTransition(in:animation:completion:)`` without a completion.
    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

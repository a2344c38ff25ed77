import Foundation

/// The coordinator of a size transition: a rotation or a split-screen resize (R1, R2).
///
/// Passed to `willTransition(to:with:)` and `viewWillTransition(to:with:)`. Alongside
/// animations registered there run inside the transition's animation block, after the
/// window took its new size, traits and layout; completions run when the animation ends
/// (at once when not animated). It is not a controller transition: it has no "from" or "to"
/// controller, and `transitionCoordinator` does not return it.
@preconcurrency @MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    /// The interface orientations of a rotation (nil for a resize).
    let rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?
    let transitionDuration: TimeInterval
    let containerView: UIView
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var finished = false

    init(rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?, duration: TimeInterval, containerView: UIView) {
        self.rotation = rotation
        transitionDuration = duration
        self.containerView = containerView
    }

    var isAnimated: Bool { transitionDuration > 0 }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var percentComplete: CGFloat { finished ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

    /// The rotation of the interface relative to the device: a quarter turn either way, a
    /// half turn, or identity for a resize.
    var targetTransform: CGAffineTransform {
        guard let rotation else { return .identity }
        var angle = rotation.to.angle - rotation.from.angle
        if angle > .pi { angle -= 2 * .pi }
        if angle <= -.pi { angle += 2 * .pi }
        return CGAffineTransform(rotationAngle: angle)
    }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !finished else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Never called: a size transition is not interactive.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Inside the animation block: the alongside animations, in registration order.
    func runAlongside() {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// The animation ended: the completions, in registration order.
    func finish() {
        finished = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

extension UIInterfaceOrientation {
    /// The interface's angle from portrait (landscape left is a quarter turn one way).
    var angle: CGFloat {
        switch self {
        case .landscapeLeft: -.pi / 2
        case .landscapeRight: .pi / 2
        case .portraitUpsideDown: .pi
        default: 0
        }
    }
}

import Foundation

/// How a drag preview is drawn: the visible part of its view and the colour behind it.
@preconcurrency @MainActor
open class UIDragPreviewParameters: NSObject {
    /// The part of the view shown (nil: its bounds).
    open var visiblePath: UIBezierPath?
    /// The colour behind the view (nil: the system's).
    open var backgroundColor: UIColor?

    /// Parameters showing the whole view.
    public override init() { super.init() }

    /// Parameters showing the text in `textLineRects` (in the view's coordinates).
    public init(textLineRects: [NSValue]) {
        super.init()
        let rects = textLineRects.map { $0.cgRectValue }
        guard let first = rects.first else { return }
        visiblePath = UIBezierPath(rect: rects.dropFirst().reduce(first) { $0.union($1) })
    }
}

/// Where a targeted preview is placed: a point of a container view.
@preconcurrency @MainActor
open class UIDragPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// A transform applied to the preview.
    public let transform: CGAffineTransform

    /// A target at `center` of `container`, with `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
}

/// A preview of a dragged item, shown under the finger.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview of `view` with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters = UIDragPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        super.init()
    }
}

/// A preview placed in a view: the lifted view where it was, or where a dropped item lands.
@preconcurrency @MainActor
open class UITargetedDragPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIDragPreviewParameters
    /// Where it is placed.
    public let target: UIDragPreviewTarget
    /// Its size: the view's bounds size.
    open var size: CGSize { view.bounds.size }

    /// A preview of `view` with `parameters` placed at `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` (which must be in a window) with `parameters`, where it is now.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters = UIDragPreviewParameters()) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIDragPreviewTarget(container: container, center: center))
    }

    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// What the lift, drop and cancel callbacks receive: animations to run with UIKit's own and
/// completions to run after it.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Runs `animations` alongside UIKit's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` after UIKit's animation, with where it ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The animator of a lift, drop or cancel: animations run once the callback returns, the
/// completions in the next turn with `.end` (O9). OpenUIKit draws no floating preview, so
/// nothing else moves.
@preconcurrency @MainActor
final class DragAnimator: UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs the animations now and the completions in the next turn.
    func run() {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        guard !completions.isEmpty else { return }
        UIKitScheduler.shared.enqueue(.completions) { for completion in completions { completion(.end) } }
    }
}

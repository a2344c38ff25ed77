import Foundation

/// How a preview is drawn: the part of its view shown and the colour behind it.
///
/// OpenUIKit's context menus draw no lifted preview yet, so these values are kept for the app
/// and read by nothing. Difference from UIKit: `UIDragPreviewParameters` is not a subclass.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view shown (nil: its bounds).
    open var visiblePath: UIBezierPath?
    /// The outline of the preview's shadow (nil: from `visiblePath`).
    open var shadowPath: UIBezierPath?
    /// The colour behind the view (nil: the system's).
    open var backgroundColor: UIColor!

    /// Parameters showing the whole view.
    public override init() { super.init() }

    /// Parameters showing the text in `textLineRects` (in the view's coordinates).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let rects = textLineRects.map { $0.cgRectValue }
        guard let first = rects.first else { return }
        visiblePath = UIBezierPath(rect: rects.dropFirst().reduce(first) { $0.union($1) })
    }
}

/// Where a targeted preview is placed: a point of a container view, with a transform.
/// Difference from UIKit: `UIDragPreviewTarget` is not a subclass.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is placed in.
    public let container: UIView
    /// The preview's centre, in the container's coordinates.
    public let center: CGPoint
    /// A transform applied to the preview.
    public let transform: CGAffineTransform

    /// A target at `center` of `container`, with `transform`.
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    /// A target at `center` of `container`, untransformed.
    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}

/// A view shown as a preview (a context menu's lifted item) and where it is placed.
///
/// Tables' and collection views' delegates return these for their context menus; OpenUIKit's
/// menus do not draw a preview yet, so none is asked for. Difference from UIKit:
/// `UITargetedDragPreview` is not a subclass, and a view outside any superview is its own
/// container (UIKit raises).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// Where it is placed.
    public let target: UIPreviewTarget

    /// A preview of `view` drawn with `parameters` and placed at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is now: centred on it in its superview, with its transform.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let target = UIPreviewTarget(container: view.superview ?? view, center: view.center, transform: view.transform)
        self.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of the whole of `view` where it is now.
    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The size of the preview: the view's bounds.
    open var size: CGSize { view.bounds.size }

    /// The same preview placed at `newTarget`.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

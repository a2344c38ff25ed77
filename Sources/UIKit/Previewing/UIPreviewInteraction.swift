import Foundation

/// Tells a preview interaction's delegate how a 3D Touch press progresses. The first two
/// methods are required, as in UIKit; the others have defaults (`previewInteractionShouldBegin`
/// answers true, the commit update does nothing). On iOS 17 none is called (DP8).
@preconcurrency @MainActor
public protocol UIPreviewInteractionDelegate: AnyObject {
    /// The press deepened towards a preview (`transitionProgress` 0…1); `ended` at 1.
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool)
    /// The press was released or cancelled before it committed.
    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
    /// Whether a press may start the interaction. Default true.
    func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
    /// The press deepened towards committing (`transitionProgress` 0…1); `ended` at 1.
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool)
}

extension UIPreviewInteractionDelegate {
    public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool { true }
    public func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
                                   ended: Bool) {}
}

/// A 3D Touch press on a view, followed through its preview and commit phases. iOS 17
/// devices have no 3D Touch (`forceTouchCapability == .unavailable`), so it never starts:
/// touches on the view go on as before and the delegate is never called (DP8).
@preconcurrency @MainActor
open class UIPreviewInteraction: NSObject {
    /// The view whose presses the interaction follows (not retained, as in UIKit).
    open weak var view: UIView? { _view }
    /// The object told of the press's progress (not retained).
    open weak var delegate: (any UIPreviewInteractionDelegate)?

    private weak var _view: UIView?

    /// An interaction following presses on `view`. Keep it: the view does not.
    public init(view: UIView) {
        _view = view
        super.init()
    }

    /// Where the press is, in `coordinateSpace` (the view's window when nil). With no press
    /// under way, as always on iOS 17, `.zero` (DP8).
    open func location(in coordinateSpace: (any UICoordinateSpace)?) -> CGPoint { .zero }

    /// Cancels the press under way; with none, as always on iOS 17, does nothing (DP8).
    open func cancel() {}
}

import Foundation

// The values a few table and collection delegate methods take. OpenUIKit has no focus engine,
// spring loading or scene activation by drag yet, so it never makes these: they exist so that
// the delegates' methods can be declared, implemented and overridden as on iOS (TP1). They
// belong with the subsystems that will make them once those exist.

/// A change of focus from one view to another. Never made by OpenUIKit: it has no focus engine.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The view that had focus.
    open private(set) weak var previouslyFocusedView: UIView?
    /// The view that takes focus.
    open private(set) weak var nextFocusedView: UIView?

    init(previouslyFocusedView: UIView?, nextFocusedView: UIView?) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        super.init()
    }
}

/// A change of focus between rows of a table. Never made by OpenUIKit.
@preconcurrency @MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The row that had focus.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The row that takes focus.
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(previous: (view: UIView?, indexPath: IndexPath?), next: (view: UIView?, indexPath: IndexPath?)) {
        previouslyFocusedIndexPath = previous.indexPath
        nextFocusedIndexPath = next.indexPath
        super.init(previouslyFocusedView: previous.view, nextFocusedView: next.view)
    }
}

/// A change of focus between items of a collection view. Never made by OpenUIKit.
@preconcurrency @MainActor
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The item that had focus.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The item that takes focus.
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(previous: (view: UIView?, indexPath: IndexPath?), next: (view: UIView?, indexPath: IndexPath?)) {
        previouslyFocusedIndexPath = previous.indexPath
        nextFocusedIndexPath = next.indexPath
        super.init(previouslyFocusedView: previous.view, nextFocusedView: next.view)
    }
}

/// Runs animations alongside a change of focus. Never made by OpenUIKit; one made inside
/// UIKit runs the animations at once, then the completion.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    override init() { super.init() }

    /// Runs `animations` with the focus change, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}

/// The stage of a spring-loading effect while a drag hovers over a view.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    /// Not under the drag.
    case inactive = 0
    /// Under the drag, not yet about to spring.
    case possible = 1
    /// About to spring.
    case activating = 2
    /// Sprung.
    case activated = 3
}

/// What a drag hovering over a view that springs open tells its delegate. OpenUIKit has no
/// spring loading, so nothing conforms to it yet.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    /// The stage of the effect.
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view the effect is shown on.
    var targetView: UIView? { get set }
    /// What the app keeps to know which part of the view springs.
    var targetItem: Any? { get set }
    /// The drag's location in `view`'s coordinates.
    func location(in view: UIView?) -> CGPoint
}

extension UIWindowScene {
    /// The scene an item opens when dragged out of the app (iOS 15). OpenUIKit keeps drags in
    /// the app, so the collection view never asks for one; apps can still make them.
    @preconcurrency @MainActor
    open class ActivationConfiguration: NSObject {
        /// The activity the new scene is given.
        public let userActivity: NSUserActivity
        /// How the scene is requested (nil: UIKit's defaults).
        open var options: UIScene.ActivationRequestOptions?
        /// The preview shown while the item is dragged out.
        open var preview: UITargetedPreview?

        /// A configuration opening a scene for `userActivity`.
        public init(userActivity: NSUserActivity) {
            self.userActivity = userActivity
            super.init()
        }
    }
}

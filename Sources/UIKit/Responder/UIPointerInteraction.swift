import Foundation

/// Customizes the pointer (a trackpad's or mouse's, on iPad) over its view (iOS 13.4): as the
/// pointer moves over the view, the delegate gives the region the pointer is in and the
/// style it takes there (CT17).
///
/// Difference from UIKit: OpenUIKit draws no pointer, so a style has no visible effect; the
/// delegate's calls and their order are UIKit's, and the animators run their animations at
/// once (see ``UIPointerInteractionAnimating``).
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
    /// The delegate giving regions and styles.
    public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction customizes the pointer. Default true; setting false makes the
    /// pointer leave its region.
    open var isEnabled = true {
        didSet { if !isEnabled, oldValue { _window?._pointerInteractionChanged(self) } }
    }
    /// The view the interaction is attached to.
    open var view: UIView? { _view }
    @Unretained private var _view: UIView?  // PL11
    private var _window: UIWindow? { _view?.window }

    /// An interaction whose delegate gives its regions and styles.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Asks the delegate again for the region and style where the pointer is (after what
    /// they depend on changed).
    open func invalidate() {
        _window?._pointerInteractionChanged(self)
    }

    /// The interaction is about to move to `view`.
    open func willMove(to view: UIView?) {
        if view == nil { _window?._pointerInteractionChanged(self, removing: true) }
    }

    /// The interaction moved to `view`.
    open func didMove(to view: UIView?) { _view = view }

    /// The region for `location` (in the view's coordinates): the delegate's, or without a
    /// delegate answer the whole view.
    func _region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds, identifier: nil)
        guard let delegate else { return defaultRegion }
        let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
        return delegate.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion)
    }
}

/// The delegate of a pointer interaction. Every method has a default (UIKit's optional
/// methods).
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region the pointer is in at `request.location`; nil leaves the pointer to the
    /// interactions of the views behind. Default: `defaultRegion` (the whole view).
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style of the pointer in `region`; nil is the system's style. Default nil.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is about to enter `region`. Default: nothing.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
    /// The pointer is about to leave `region`. Default: nothing.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// Animations to run alongside the pointer entering or leaving a region.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations run with the pointer's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion run when the animations end.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// CT17: the animator of a region change: OpenUIKit draws no pointer, so the animations run
/// at once (without animation) and the completions at the next run-loop turn, finished.
@MainActor
final class PointerRegionAnimator: UIPointerInteractionAnimating {
    func addAnimations(_ animations: @escaping () -> Void) {
        UIView.performWithoutAnimation(animations)
    }
    func addCompletion(_ completion: @escaping (Bool) -> Void) {
        UIKitScheduler.shared.enqueue(.completions) { completion(true) }
    }
}

/// A region of a pointer interaction's view where the pointer takes one style.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
    /// The axes along which the region keeps the pointer's style while the pointer moves
    /// out of it, in the region (iOS 15). Default none.
    open var latchingAxes: UIAxis = []
    /// The region's rectangle, in the interaction's view's coordinates.
    public let rect: CGRect
    /// What tells this region from the view's others.
    public let identifier: AnyHashable?

    /// A region of `rect` (in the interaction's view's coordinates).
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    /// Whether two regions are the same: same rectangle and identifier.
    func _isSame(as other: UIPointerRegion) -> Bool { rect == other.rect && identifier == other.identifier }
}

/// Where the pointer is, when an interaction asks for its region.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
    /// The pointer's location, in the interaction's view's coordinates.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}

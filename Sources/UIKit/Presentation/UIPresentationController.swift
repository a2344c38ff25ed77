import Foundation

/// Manages a presented controller's place on screen: the container view, the presented
/// view's frame, extra views (dimming, chrome) and adaptation (P6, P7, P10).
///
/// UIKit makes one per presentation from the presented controller's
/// `modalPresentationStyle` (``UIViewController/presentationController``); a `.custom`
/// presentation gets its own from the transitioning delegate. Subclass to customise a
/// `.custom` presentation, as in UIKit.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment, UIContentContainer {
    /// The controller being presented. Held strongly, as in UIKit (P11), so no order of calls
    /// can leave it reading a released controller; except that one a controller made for
    /// itself on first access holds it only from its presentation on, so a controller whose
    /// presentation controller was made but never presented does not keep itself alive.
    open var presentedViewController: UIViewController {
        guard let presented = _heldPresented ?? _presentedIfAlive else {
            preconditionFailure("\(UIKitDiagnostic.describe(self)) outlived the controller it was made for, which never was presented")
        }
        return presented
    }
    /// The strong hold on the presented controller (dropped for a controller's own, P11).
    private var _heldPresented: UIViewController?
    @Unretained private var _presentedIfAlive: UIViewController?  // PL11
    @Unretained private var _presenting: UIViewController?  // PL11
    /// The style the controller was made for.
    let _style: UIModalPresentationStyle
    /// The style this presentation uses after adaptation (P7); set when it starts.
    var _adaptedStyle: UIModalPresentationStyle?
    private(set) var _containerView: UIView?
    /// Whether UIKit lays out the presented view (built-in styles); custom subclasses do it themselves.
    var _isBuiltIn = false
    /// Where the presenter's view was before a presentation removed it.
    var _removedPresenterView: (view: UIView, superview: UIView, index: Int)?

    /// The iOS 17 trait-change registrations (UITraitChangeObservable.swift), made on first use.
    var _traitChangeRegistry: TraitChangeRegistry?

    /// The adaptive-presentation delegate (weak).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (UIKit sets the real presenter when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        _heldPresented = presentedViewController
        _presentedIfAlive = presentedViewController
        _presenting = presentingViewController
        _style = presentedViewController.modalPresentationStyle.resolved
    }

    /// The controller that presents (the one that covers the window, or the context, P5).
    open var presentingViewController: UIViewController {
        guard let presenting = _presenting else {
            preconditionFailure("\(UIKitDiagnostic.describe(self)) has no presenting view controller: it has not been presented")
        }
        return presenting
    }

    /// The style of the presentation (after adaptation once it started).
    open var presentationStyle: UIModalPresentationStyle { _adaptedStyle ?? _style }

    /// The view the presentation happens in; nil until the presentation starts.
    open var containerView: UIView? { _containerView }

    /// The view that is animated into place: by default the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// The presented view's frame in the container view at the end of the presentation.
    /// The base class fills the container.
    open var frameOfPresentedViewInContainerView: CGRect { _containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen (default true).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether touches on the container itself (not on a view inside it) reach the views
    /// underneath. UIKit's search presentation lets them through (P16).
    var _passesTouchesThrough: Bool { false }

    /// Puts the container into the view tree: over the presenter's view for a contextual
    /// presentation, else over the whole window. UIKit's search presentation overrides it to
    /// stay under the navigation bar holding its search bar (P16).
    func _install(_ container: UIView, presenterView: UIView, window: UIWindow, contextual: Bool) {
        if contextual, let contextSuperview = presenterView.superview {
            container.frame = presenterView.frame
            contextSuperview.insertSubview(container, aboveSubview: presenterView)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
    }

    /// Whether the presenter's view leaves the window once the presentation ends (default
    /// false). When true, the presenter gets disappear callbacks (P6).
    open var shouldRemovePresentersView: Bool { false }

    /// The traits of the presentation: its container view's, else its presenter's (R5).
    open var traitCollection: UITraitCollection {
        if let container = _containerView { return container.traitCollection }
        return _presenting?.traitCollection ?? UIScreen.main.traitCollection
    }
    /// Traits the presented controller gets over the presentation's. Default nil.
    open var overrideTraitCollection: UITraitCollection? {
        didSet { TraitPropagation.update(controller: presentedViewController) }
    }
    /// The presentation's traits changed. Default: nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The presented controller's preferred content size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// The presented controller's `preferredContentSize` changed. Default: nothing (a
    /// popover resizes to it).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The presented controller's fitting size changed. Default: nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The presented controller's size in a container of `parentSize`. Default `parentSize`.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
    /// The container is about to change size. Default: forwards to the presented controller.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController._sendViewWillTransition(to: size, with: coordinator)
    }
    /// The traits are about to change. Default: forwards to the presented controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController._sendWillTransition(to: newCollection, with: coordinator)
    }

    /// The style to use in `traitCollection` when the delegate does not say; `.none` keeps
    /// the presentation's own style. Default: `.none` (sheets and popovers override, P7).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }

    /// ``adaptivePresentationStyle(for:)`` in the current traits.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The presentation is about to start (after the "will" appearance callbacks); add
    /// extra views and animate them with the presented controller's transition coordinator.
    open func presentationTransitionWillBegin() {}
    /// The presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    /// `<Module.Class: 0x…>`, as UIKit prints objects.
    nonisolated open override var description: String {
        "<\(objectClassName(self)): \(objectAddress(self))>"
    }

    /// The modal transition style used (the context's when it provides one, P5).
    var _transitionStyle: UIModalTransitionStyle = .coverVertical

    /// Called when the presentation starts: the real presenter, the adapted style, and the
    /// container view.
    /// The controller made this for itself: it owns it, so until a presentation starts this
    /// holds it weakly (no cycle between the two, P11).
    func _heldByItsController() { _heldPresented = nil }

    func _prepare(presenting: UIViewController, adaptedStyle: UIModalPresentationStyle, container: UIView) {
        _heldPresented = presentedViewController  // held from now on, after the dismissal too (P11)
        _presenting = presenting
        _adaptedStyle = adaptedStyle
        _containerView = container
    }

    /// Called when the dismissal ended: the container leaves and links are dropped.
    func _tearDown() {
        _containerView?.removeFromSuperview()
        _containerView = nil
        _removedPresenterView = nil
    }

}

extension UIModalPresentationStyle {
    /// `.automatic` resolved as UIKit does for a plain controller: `.pageSheet` (P7).
    var resolved: UIModalPresentationStyle { self == .automatic ? .pageSheet : self }

    /// Whether the presenter's views stay in place under this style (P6).
    var keepsPresenterViews: Bool {
        switch self {
        case .fullScreen, .currentContext: false
        default: true
        }
    }

    /// Whether the presentation covers a context controller rather than the window (P5).
    var isContextual: Bool { self == .currentContext || self == .overCurrentContext }
}

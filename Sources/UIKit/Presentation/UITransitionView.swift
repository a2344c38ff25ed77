import Foundation

/// The container view of a presentation (UIKit's transition view): it tells its
/// presentation controller when it lays out.
@preconcurrency @MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    /// The container's traits are its presentation's: the presentation controller hears the
    /// change after the container (R11).
    override func _traitsDidChange(from old: TraitValues, to new: TraitValues) {
        super._traitsDidChange(from: old, to: new)
        guard let presentation = presentationController, presentation.containerView === self else { return }
        presentation.traitCollectionDidChange(UITraitCollection(values: old))
        presentation._traitChangeRegistry?.notify(presentation, from: old, to: new)
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        if let controller = presentationController, controller._isBuiltIn,
           controller.presentedViewController._transition == nil, let presented = controller.presentedView,
           presented.superview === self {
            presented.frame = controller.frameOfPresentedViewInContainerView
        }
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    /// A popover's container takes touches outside the popover (to dismiss it), except on
    /// passthrough views, which receive them.
    /// A presentation that passes touches through (P16) takes none itself.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover = presentationController as? UIPopoverPresentationController, popover.presentationStyle == .popover,
              !isHidden, alpha > 0.01, self.point(inside: point, with: event) else {
            let hit = super.hitTest(point, with: event)
            return hit === self && presentationController?._passesTouchesThrough == true ? nil : hit
        }
        if let presented = popover.presentedView, presented.superview === self,
           presented.frame.contains(point), let hit = super.hitTest(point, with: event) {
            return hit
        }
        return popover._passesThrough(point, in: self) ? nil : self
    }

    /// A tap outside a popover goes to the presented controller first (an action sheet chooses
    /// its cancel action, P14); otherwise it asks to dismiss the popover.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let popover = presentationController as? UIPopoverPresentationController, popover.presentationStyle == .popover else {
            return super.touchesEnded(touches, with: event)
        }
        if popover.presentedViewController._tappedOutside() { return }
        popover._performUserDismissal(interactive: false)
    }
}

import Foundation

extension UIViewController {
    /// The controller this one, or its nearest ancestor that presents, presented (P5).
    var _defaultPresentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller._presentedViewController { return presented }
            current = controller._parent
        }
        return nil
    }

    /// The controller that presented this one or its nearest presented ancestor (P5). Set
    /// before the presented controller's `viewWillAppear` (P2).
    var _defaultPresentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller._presentingViewController { return presenting }
            current = controller._parent
        }
        return nil
    }

    /// The presentation controller, made on first access from ``modalPresentationStyle``
    /// (P10): set the style first. For `.custom`, the ``transitioningDelegate`` supplies it.
    var _defaultPresentationController: UIPresentationController? {
        _presentationController(presenting: _presentingViewController, source: _presentingViewController ?? self)
    }

    /// The popover presentation controller: non-nil only for `.popover` (P10).
    var _defaultPopoverPresentationController: UIPopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
    }

    /// The sheet presentation controller: non-nil for `.pageSheet`, `.formSheet` and
    /// `.automatic` (P7, P10).
    var _defaultSheetPresentationController: UISheetPresentationController? {
        switch modalPresentationStyle.resolved {
        case .pageSheet, .formSheet: presentationController as? UISheetPresentationController
        default: nil
        }
    }

    /// The coordinator of the transition this controller or an ancestor takes part in, while
    /// it runs; nil otherwise (X3).
    var _defaultTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let transition = controller._transition, transition.providesCoordinator, transition.phase < .finishing {
                return transition.coordinator
            }
            current = controller._parent
        }
        return nil
    }

    func _presentationController(presenting: UIViewController?, source: UIViewController) -> UIPresentationController {
        if let existing = _presentationController { return existing }
        let style = modalPresentationStyle.resolved
        let made: UIPresentationController
        switch style {
        case .pageSheet, .formSheet: made = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover: made = UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            made = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source)
                ?? BuiltInPresentationController(presentedViewController: self, presenting: presenting)
        default: made = BuiltInPresentationController(presentedViewController: self, presenting: presenting)
        }
        made._heldByItsController()
        _presentationController = made
        return made
    }

    /// Who presents a request made to this controller (P5): for a context style, the
    /// nearest ancestor that defines a presentation context, else the root; otherwise the
    /// root (the controller that covers the window or was itself presented).
    func _presenter(contextual: Bool) -> UIViewController {
        var root = self
        while let parent = root._parent { root = parent }
        guard contextual else { return root }
        var current: UIViewController? = self
        while let controller = current {
            if controller.definesPresentationContext { return controller }
            current = controller._parent
        }
        return root
    }

    func _present(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let presenter = presented._presentingViewController {
            UIKitDiagnostics.raise(.presentingPresentedController(presented, by: presenter))
        }
        if presented === self || presented._parent != nil || presented._window != nil || presented._appearance.state != .disappeared {
            UIKitDiagnostics.raise(.presentingActiveController(presented))
        }
        let style = presented.modalPresentationStyle.resolved
        let inContext = style.isContextual || (style == .custom && presented._presentsInPresentationContext)
        let presenter = _presenter(contextual: inContext)
        if presenter._transition != nil || presenter._presentedViewController?._transition != nil {
            return UIKitDiagnostics.warn(.presentationInProgress(presented, on: presenter))
        }
        if let current = presenter._presentedViewController {
            return UIKitDiagnostics.warn(.alreadyPresenting(presented, on: presenter, current: current))
        }
        guard let presenterView = presenter.viewIfLoaded, let window = presenterView.window else {
            return UIKitDiagnostics.warn(.presentingFromDetachedController(presented, on: presenter))
        }
        if presented.modalTransitionStyle == .partialCurl && style != .fullScreen {
            UIKitDiagnostics.raise(.partialCurlNeedsFullScreen(presented))
        }
        let controller = presented._presentationController(presenting: presenter, source: self)
        let proposed = controller.delegate?.adaptivePresentationStyle(for: controller)
            ?? controller.adaptivePresentationStyle(for: controller.traitCollection)
        let adapted = proposed == .none || proposed == .automatic ? style : proposed
        let container = UITransitionView()
        container.presentationController = controller
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller._install(container, presenterView: presenterView, window: window,
                            contextual: adapted.isContextual || (adapted == .custom && inContext))
        controller._prepare(presenting: presenter, adaptedStyle: adapted, container: container)
        controller._transitionStyle = style.isContextual && presenter.providesPresentationContextTransitionStyle
            ? presenter.modalTransitionStyle : presented.modalTransitionStyle
        if adapted == .popover, let popover = controller as? UIPopoverPresentationController {
            popover.popoverDelegate?.prepareForPopoverPresentation(popover)
            if !popover._hasAnchor { UIKitDiagnostics.raise(presented._missingPopoverSource(presenter: presenter)) }
        }
        presenter._presentedViewController = presented
        presented._presentingViewController = presenter
        _ = presented.view  // P1: viewDidLoad first
        if presented._coversScreen, window === InterfaceRotation.mainWindow {  // R4: it decides the orientation now
            InterfaceRotation.rotateIfUnsupported(presented, in: window, animated: false)
        }
        let toView: UIView = controller.presentedView ?? presented.view
        let removes = controller.shouldRemovePresentersView

        let animator: any UIViewControllerAnimatedTransitioning
        var interaction: (any UIViewControllerInteractiveTransitioning)?
        if animated {
            animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: self)
                ?? ModalTransitionAnimator(style: controller._transitionStyle, presenting: true)
            interaction = presented.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        } else {
            animator = NonAnimatedTransitionAnimator(presenting: true)
        }
        presented._appearance.armedBeingPresented = true
        let transition = ViewControllerTransition(
            from: presenter, to: presented, fromView: removes ? presenterView : nil, toView: toView, containerView: container,
            isAnimated: animated, presentationStyle: adapted, didOrder: .incomingFirst,
            disappearing: removes ? presenter : nil, appearing: presented, animator: animator, interactionController: interaction)
        let presenterFrame = presenterView.convert(presenterView.bounds, to: container)
        transition.initialFrames[ObjectIdentifier(presenter)] = presenterFrame
        transition.finalFrames[ObjectIdentifier(presenter)] = presenterFrame
        transition.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView
        transition.willBegin = {
            controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adapted,
                                                        transitionCoordinator: presented.transitionCoordinator)
            controller.presentationTransitionWillBegin()
        }
        transition.didEnd = { completed in
            controller.presentationTransitionDidEnd(completed)
            if completed {
                if removes, let superview = presenterView.superview {
                    let index = superview.subviews.firstIndex { $0 === presenterView } ?? 0
                    controller._removedPresenterView = (presenterView, superview, index)
                    presenterView.removeFromSuperview()
                }
            } else {
                toView.removeFromSuperview()
                controller._tearDown()
                presenter._presentedViewController = nil
                presented._presentingViewController = nil
                presented._presentationController = nil
            }
        }
        transition.completion = { completed in
            presented._appearance.armedBeingPresented = false
            if completed { completion?() }
        }
        TransitionEngine.run(transition)
    }

    func _dismiss(animated: Bool, completion: (() -> Void)?, interaction override: (any UIViewControllerInteractiveTransitioning)? = nil) {
        let base: UIViewController
        if let presented = presentedViewController {
            base = presented
        } else if presentingViewController != nil {
            var root = self
            while root._presentingViewController == nil, let parent = root._parent { root = parent }
            base = root  // P4: forwarded to the presenter
        } else {
            return  // P4: nothing, and no completion
        }
        guard let presenter = base._presentingViewController, let baseController = base._presentationController else { return }
        var chain = [base]
        while let next = chain.last!._presentedViewController { chain.append(next) }
        if presenter._transition != nil || chain.contains(where: { $0._transition != nil }) {
            return UIKitDiagnostics.warn(.dismissalInProgress(self))
        }
        let top = chain.last!
        guard let topController = top._presentationController, let container = topController.containerView else { return }
        let restores = baseController._removedPresenterView
        let fromView = topController.presentedView ?? top.view!

        let animator: any UIViewControllerAnimatedTransitioning
        var interaction = override
        if animated {
            animator = top.transitioningDelegate?.animationController(forDismissed: top)
                ?? ModalTransitionAnimator(style: topController._transitionStyle, presenting: false)
            if interaction == nil { interaction = top.transitioningDelegate?.interactionControllerForDismissal(using: animator) }
        } else {
            animator = NonAnimatedTransitionAnimator(presenting: false)
        }
        let topVisible = top._appearance.state == .appeared || top._appearance.state == .appearing
        top._appearance.armedBeingDismissed = true
        let transition = ViewControllerTransition(
            from: top, to: presenter, fromView: fromView, toView: restores?.view, containerView: container,
            isAnimated: animated, presentationStyle: topController.presentationStyle, didOrder: .incomingFirst,
            disappearing: topVisible ? top : nil, appearing: restores != nil ? presenter : nil,
            animator: animator, interactionController: interaction)
        transition.initialFrames[ObjectIdentifier(top)] = fromView.frame
        if let presenterView = presenter.viewIfLoaded {
            transition.finalFrames[ObjectIdentifier(presenter)] = restores.map { _ in container.bounds } ?? presenterView.frame
        }
        var hiddenContainers: [(view: UIView, superview: UIView, index: Int)] = []
        let between = chain.dropLast()
        transition.willBegin = {
            if let restores { restores.superview.insertSubview(restores.view, at: min(restores.index, restores.superview.subviews.count)) }
            for controller in between {
                guard let presentation = controller._presentationController, let box = presentation.containerView,
                      let superview = box.superview else { continue }
                presentation.dismissalTransitionWillBegin()
                hiddenContainers.append((box, superview, superview.subviews.firstIndex { $0 === box } ?? 0))
                box.removeFromSuperview()
            }
            topController.dismissalTransitionWillBegin()
        }
        transition.didEnd = { completed in
            topController.dismissalTransitionDidEnd(completed)
            if completed {
                for controller in between { controller._presentationController?.dismissalTransitionDidEnd(true) }
                if let restores, restores.view.superview !== restores.superview {  // an animator moved it
                    restores.superview.insertSubview(restores.view, at: min(restores.index, restores.superview.subviews.count))
                }
                for controller in chain.reversed() {
                    controller._presentationController?._tearDown()
                    controller._presentationController = nil
                    controller._presentingViewController?._presentedViewController = nil
                    controller._presentingViewController = nil
                }
            } else {
                restores?.view.removeFromSuperview()
                for hidden in hiddenContainers.reversed() {
                    hidden.superview.insertSubview(hidden.view, at: min(hidden.index, hidden.superview.subviews.count))
                }
            }
        }
        let decidedOrientation = chain.contains(where: \._coversScreen)  // R4: the root decides again after
        transition.completion = { completed in
            top._appearance.armedBeingDismissed = false
            if completed {
                if decidedOrientation { InterfaceRotation.updateOrientation(animated: true) }
                completion?()
            }
        }
        TransitionEngine.run(transition)
    }
}

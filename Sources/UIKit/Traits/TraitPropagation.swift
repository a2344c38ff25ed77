import Foundation

/// The one place traits are computed and their changes announced (R3, R5).
///
/// An environment's traits are computed from above: a window's from the screen (size
/// classes for its width), a root controller's from its window, a child's from its parent
/// and the parent's override for it, a presented controller's from its presentation
/// controller, a root view's from its controller and any other view's from its superview;
/// each then adds its own `traitOverrides`. Environments on screen keep the value they were
/// last told, so `traitCollectionDidChange` is sent exactly when it changes. An update
/// walks a view subtree top-down, each controller before its root view: linear in the
/// subtree. Controllers whose views are off screen (a covered navigation child) catch up
/// when their view comes back.
///
/// Each environment whose traits change hears it twice, in this order (R7): the deprecated
/// `traitCollectionDidChange`, then its iOS 17 registrations (`registerForTraitChanges`) that
/// observe a trait that changed (R6). A window's scene hears it before the window; a
/// presentation's controller (its container view's traits) before the presented controller.
@MainActor
enum TraitPropagation {
    /// Updates `root` and everything below it that is in a window.
    static func update(_ root: UIView) {
        guard root._window != nil else { return }
        if let window = root as? UIWindow { window.windowScene?._updateTraits() }
        visit(root)
    }

    /// Updates a controller's subtree, if its view is in a window.
    static func update(controller: UIViewController) {
        if let view = controller._view, view._window != nil { visit(view) }
    }

    private static func visit(_ view: UIView) {
        let new: TraitValues
        if let controller = view._viewController {
            let controllerTraits = controller._computedTraits
            new = controllerTraits.overlaid(by: view.traitOverrides)
            // Only a change can make the file's variations differ from what they last applied.
            if controllerTraits != controller._traits { applyVariations(under: view, traits: new) }
            refresh(controller, to: controllerTraits)
        } else {
            new = view._computedTraits
            view._ibVariations?.apply(for: new)
        }
        let old = view._traits
        view._traits = new
        if let old, old != new {
            if old.layoutDirection != new.layoutDirection && view.semanticContentAttribute == .unspecified {
                view._layoutDirectionMayHaveChanged()
            }
            // The layer's background colour already follows (CALayer resolves it with the
            // view's traits), as UIKit updates it before telling the view.
            view._applyAppearanceProxies(onlyIfTraitDependent: true)  // W5: trait proxies follow the traits
            UITraitCollection(values: new).performAsCurrent {
                view.traitCollectionDidChange(UITraitCollection(values: old))
                view._traitsDidChange(from: old, to: new)  // R7: after the deprecated method
            }
        }
        for subview in view._subviews { visit(subview) }
    }

    /// Applies the size-class variations from storyboards and nibs (``IBTraitVariations``) to
    /// a controller's views, down to its children's views, before the controller is told of
    /// its new traits: its `traitCollectionDidChange` and its views' see the file's layout for
    /// them. (`traits` are the new ones; the views' stored traits are still the old ones.)
    private static func applyVariations(under view: UIView, traits: TraitValues) {
        view._ibVariations?.apply(for: traits)
        for subview in view._subviews where subview._viewController == nil {
            applyVariations(under: subview, traits: traits.overlaid(by: subview.traitOverrides))
        }
    }

    private static func refresh(_ controller: UIViewController, to new: TraitValues) {
        let old = controller._traits
        controller._traits = new
        if let old, old != new {
            UITraitCollection(values: new).performAsCurrent {
                controller._sendLifecycle(.traitCollectionDidChange) { controller.traitCollectionDidChange(UITraitCollection(values: old)) }
                controller._traitChangeRegistry?.notify(controller, from: old, to: new)  // R7: after the deprecated method
            }
            controller._contentUnavailableTraitsChanged()  // V5: the state carries the traits
        }
    }

    /// A controller's traits, given its window's traits (a top-level controller) or its
    /// parent's (a child): what comes from above, then its own overrides.
    static func traits(of controller: UIViewController, windowTraits: () -> TraitValues,
                       parentTraits: (() -> TraitValues)? = nil) -> TraitValues {
        let inherited: TraitValues
        if let parent = controller._parent {
            inherited = (parentTraits?() ?? parent._currentTraits).overlaid(by: parent.overrideTraitCollection(forChild: controller))
        } else if controller._presentingViewController != nil, let presentation = controller._presentationController {
            inherited = windowTraits().overlaid(by: presentation._presentedLevel).overlaid(by: presentation.overrideTraitCollection)
        } else {
            inherited = windowTraits()
        }
        return inherited.overlaid(by: controller.traitOverrides)
    }
}

extension UIWindowScene {
    /// Announces the scene's traits if they changed since last time (the first time only
    /// records them): `traitCollectionDidChange`, then the registrations (R6, R7).
    func _updateTraits() {
        guard _traitChangeRegistry != nil else { return }  // nothing can observe it (its method is not open)
        let new = traitCollection.values
        let old = _announcedTraits
        _announcedTraits = new
        guard let old, old != new else { return }
        UITraitCollection(values: new).performAsCurrent {
            traitCollectionDidChange(UITraitCollection(values: old))
            _traitChangeRegistry?.notify(self, from: old, to: new)
        }
    }

    /// Records the traits a registration starts from, if nothing has yet.
    func _startObservingTraits() {
        if _announcedTraits == nil { _announcedTraits = traitCollection.values }
    }
}

extension UIPresentationController {
    /// The interface level a presentation gives the presented controller: elevated in
    /// sheets and popovers (so dark backgrounds lighten, as on iOS), else inherited.
    var _presentedLevel: TraitValues {
        var traits = TraitValues()
        switch presentationStyle {
        case .pageSheet, .formSheet, .popover: traits.userInterfaceLevel = .elevated
        default: break
        }
        return traits
    }
}

extension UIViewController {
    /// The traits now: the value last announced while on screen, else computed.
    var _currentTraits: TraitValues {
        if let traits = _traits, _view?._window != nil { return traits }
        return _computedTraits
    }

    var _computedTraits: TraitValues { TraitPropagation.traits(of: self) { _windowTraits } }

    /// The traits of the window the controller is in, or of the screen.
    var _windowTraits: TraitValues {
        let window = _view?._window ?? _rootController._window
        return window?._currentTraits ?? UIScreen.main._traits(width: UIScreen.main.bounds.width)
    }

    var _rootController: UIViewController {
        var controller = self
        while let next = controller._parent ?? controller._presentingViewController { controller = next }
        return controller
    }
}

extension UIView {
    /// The traits now: the value last announced while in a window, else computed.
    var _currentTraits: TraitValues {
        if let traits = _traits, _window != nil { return traits }
        return _computedTraits
    }

    var _computedTraits: TraitValues {
        let inherited: TraitValues
        if let window = self as? UIWindow {
            inherited = window.screen._traits(width: window.bounds.width)
        } else if let controller = _viewController {
            return controller._currentTraits.overlaid(by: traitOverrides)
        } else if let superview = _superview {
            inherited = superview._currentTraits
        } else {
            inherited = UIScreen.main._traits(width: UIScreen.main.bounds.width)
        }
        return inherited.overlaid(by: traitOverrides)
    }
}

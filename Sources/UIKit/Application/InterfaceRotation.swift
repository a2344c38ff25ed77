import Foundation

/// Which orientation the interface takes (R4) and the size transition that takes it there,
/// or that resizes the scene's windows (R1, R2).
@MainActor
enum InterfaceRotation {
    /// The window whose controllers decide: the key window, else the frontmost visible one.
    static var mainWindow: UIWindow? {
        UIApplication.shared._keyWindow ?? UIApplication.shared.windows.last { !$0.isHidden && $0.rootViewController != nil && !$0._isKeyboardWindow }
    }

    /// The controller in charge of `window`: the topmost presented controller that
    /// `takesOver` (by default: covers the screen, R4; for the status bar, also captures
    /// it, S1), else the root.
    static func controllerInCharge(of window: UIWindow,
                                   takesOver: (UIViewController) -> Bool = { $0._coversScreen }) -> UIViewController? {
        topLevelControllers(of: window).last(where: takesOver) ?? window.rootViewController
    }

    /// The controller's orientations intersected with the app's; an empty intersection is
    /// UIKit's `UIApplicationInvalidInterfaceOrientation` exception (R4).
    static func supportedOrientations(of controller: UIViewController, in window: UIWindow) -> UIInterfaceOrientationMask {
        let mask = controller.supportedInterfaceOrientations.intersection(UIApplication.shared.supportedInterfaceOrientations(for: window))
        if mask.isEmpty { UIKitDiagnostics.raise(.noCommonOrientation(controller)) }
        return mask
    }

    /// Re-evaluates the orientation: the device's if the controller in charge autorotates
    /// and supports it; otherwise the current one if still supported, else the controller's
    /// preferred orientation for presentation, else the first supported one.
    static func updateOrientation(animated: Bool, window shown: UIWindow? = nil) {
        guard let window = shown ?? mainWindow, let controller = controllerInCharge(of: window) else { return }
        let current = UIWindowScene._main.interfaceOrientation
        if let device = UIDevice.current.orientation.interfaceOrientation, device != current, controller._legacy.shouldAutorotate,
           supportedOrientations(of: controller, in: window).contains(device.mask) {
            return rotate(to: device, animated: animated)
        }
        rotateIfUnsupported(controller, in: window, animated: animated)
    }

    /// Rotates away from the current orientation when the controller does not support it
    /// (launch into a landscape-only controller, a full-screen presentation).
    static func rotateIfUnsupported(_ controller: UIViewController, in window: UIWindow, animated: Bool) {
        let mask = supportedOrientations(of: controller, in: window)
        let current = UIWindowScene._main.interfaceOrientation
        guard !mask.contains(current.mask) else { return }
        rotate(to: preferred(controller, within: mask), animated: animated)
    }

    /// `preferredInterfaceOrientationForPresentation` when in `mask`, else the first of
    /// portrait, landscape right, landscape left, upside down in `mask`.
    static func preferred(_ controller: UIViewController, within mask: UIInterfaceOrientationMask) -> UIInterfaceOrientation {
        let wanted = controller.preferredInterfaceOrientationForPresentation
        if mask.contains(wanted.mask) { return wanted }
        return [UIInterfaceOrientation.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].first { mask.contains($0.mask) } ?? .portrait
    }

    /// `requestGeometryUpdate`: rotates to one of `requested` the controller supports, or
    /// returns UIKit's error when it supports none.
    static func requestOrientations(_ requested: UIInterfaceOrientationMask) -> NSError? {
        guard let window = mainWindow, let controller = controllerInCharge(of: window) else { return nil }
        let supported = supportedOrientations(of: controller, in: window)
        let allowed = supported.intersection(requested)
        guard !allowed.isEmpty else {
            let message = "None of the requested orientations are supported by the view controller. "
                + "Requested: \(requested.names); Supported: \(supported.names)"
            return NSError(domain: UISceneErrorDomain, code: 101, userInfo: [NSLocalizedDescriptionKey: message])
        }
        if !allowed.contains(UIWindowScene._main.interfaceOrientation.mask) { rotate(to: preferred(controller, within: allowed), animated: true) }
        return nil
    }

    /// Rotates the interface: the app delegate hears of it before and after, and windows
    /// go through a size transition of UIKit's rotation duration (0.3 s on phones, 0.4 s on
    /// pads, twice that for a half turn).
    static func rotate(to orientation: UIInterfaceOrientation, animated: Bool) {
        let scene = UIWindowScene._main
        let from = scene.interfaceOrientation
        guard orientation != from else { return }
        let quarter: TimeInterval = UIDevice.current.userInterfaceIdiom == .pad ? 0.4 : 0.3
        let duration = animated ? quarter * (from.isPortrait == orientation.isPortrait ? 2 : 1) : 0
        let app = UIApplication.shared
        app.delegate?.application(app, willChangeStatusBarOrientation: orientation, duration: duration)
        app._postWillChangeStatusBarOrientation(to: orientation)  // J4
        transition(duration: duration, rotation: (from, orientation)) { scene._interfaceOrientation = orientation }
        app.delegate?.application(app, didChangeStatusBarOrientation: from)
        app._postDidChangeStatusBarOrientation(from: from)  // J4
    }

    /// A split-screen resize, animated like a rotation would be.
    static func transition(animated: Bool, change: () -> Void) {
        transition(duration: animated ? 0.3 : 0, rotation: nil, change: change)
    }

    /// The size transition of every window that fills the scene (R1, R2, R3):
    /// 1. `change` moves the scene to its new geometry (controllers keep their old traits);
    /// 2. controllers whose traits change get `willTransition(to:with:)`, root-down through super;
    /// 3. root and full-screen presented controllers get `viewWillTransition(to:with:)`;
    /// 4. in one animation block: windows take their new frame, the status bar is read
    ///    again, traits change (`traitCollectionDidChange`), layout runs, and the
    ///    coordinator's alongside animations run;
    /// 5. when it ends, the coordinator's completions.
    static func transition(duration: TimeInterval, rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation)?, change: () -> Void) {
        let scene = UIWindowScene._main
        let oldBounds = scene._bounds
        let windows = UIApplication.shared.windows.filter { $0.frame == oldBounds }
        change()
        let newBounds = scene._bounds
        guard let container = mainWindow ?? windows.first else { return scene._updateTraits() }
        let coordinator = SizeTransitionCoordinator(rotation: rotation, duration: duration, containerView: container)
        let visible = windows.filter { !$0.isHidden }
        for window in visible {
            let traits = window.screen._traits(width: newBounds.width).overlaid(by: window.traitOverrides)
            for controller in topLevelControllers(of: window) {
                let new = TraitPropagation.traits(of: controller) { traits }
                guard new != controller._currentTraits else { continue }
                let collection = UITraitCollection(values: new)
                if let presentation = presentation(of: controller) {
                    presentation.willTransition(to: collection, with: coordinator)
                } else {
                    controller._sendWillTransition(to: collection, with: coordinator)
                }
            }
        }
        for window in visible {
            for controller in topLevelControllers(of: window) where controller._view?.frame.size == oldBounds.size || controller === window.rootViewController {
                if let presentation = presentation(of: controller) {
                    presentation.viewWillTransition(to: newBounds.size, with: coordinator)
                } else {
                    controller._sendViewWillTransition(to: newBounds.size, with: coordinator)
                }
            }
        }
        let apply = {
            for window in windows { window.frame = newBounds }
            scene.statusBarManager?._update(animated: duration > 0)
            scene._updateTraits()  // R7: the scene before its windows
            for window in windows { TraitPropagation.update(window) }
            for window in windows { window.layoutIfNeeded() }
            coordinator.runAlongside()
        }
        if duration > 0 {
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: apply) { _ in coordinator.finish() }
        } else {
            UIView.performWithoutAnimation(apply)
            coordinator.finish()
        }
    }

    /// The presentation controller of a presented top-level controller: it receives the
    /// controller's size transitions and forwards them.
    static func presentation(of controller: UIViewController) -> UIPresentationController? {
        controller._presentingViewController != nil ? controller._presentationController : nil
    }

    /// The window's root controller and the presented controllers above it.
    static func topLevelControllers(of window: UIWindow) -> [UIViewController] {
        var result: [UIViewController] = []
        var current = window.rootViewController
        while let controller = current {
            result.append(controller)
            current = controller.presentedViewController
        }
        return result
    }
}

extension UIInterfaceOrientation {
    /// The one-orientation mask.
    var mask: UIInterfaceOrientationMask {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .unknown: []
        }
    }
}

extension UIInterfaceOrientationMask {
    /// The names UIKit prints, e.g. `portrait, landscapeLeft`.
    var names: String {
        [(UIInterfaceOrientationMask.portrait, "portrait"), (.landscapeLeft, "landscapeLeft"), (.landscapeRight, "landscapeRight"),
         (.portraitUpsideDown, "portraitUpsideDown")].filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}

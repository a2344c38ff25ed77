import Foundation

/// Orientation of controllers (R4).
extension UIViewController {
    /// Deprecated (iOS 8): the interface orientation of the app.
    @available(*, deprecated)
    public var interfaceOrientation: UIInterfaceOrientation { UIWindowScene._main.interfaceOrientation }

    /// Deprecated (iOS 16): asks the controller in charge again which orientations it
    /// supports and rotates to the device's orientation if it now can (R4).
    @available(*, deprecated, message: "Please use instance method `setNeedsUpdateOfSupportedInterfaceOrientations`.")
    public static func attemptRotationToDeviceOrientation() {
        InterfaceRotation.updateOrientation(animated: true)
    }

    /// Tells UIKit that ``supportedInterfaceOrientations`` changed (iOS 16): the interface
    /// rotates to the device's orientation if supported, or away from an orientation that
    /// no longer is (R4).
    func _defaultSetNeedsUpdateOfSupportedInterfaceOrientations() {
        InterfaceRotation.updateOrientation(animated: true)
    }

    /// Whether this presented controller covers the whole screen, so that it decides
    /// orientation (R4) and the status bar (S1).
    var _coversScreen: Bool {
        guard _presentingViewController != nil, let presentation = _presentationController else { return false }
        switch presentation.presentationStyle {
        case .fullScreen, .overFullScreen: return true
        case .custom: return presentation.shouldPresentInFullscreen
        default: return false
        }
    }
}

/// Status bar appearance of controllers (S1).
extension UIViewController {
    /// Tells UIKit to read the status-bar preferences again (S1). Called inside an
    /// animation block, the change animates with ``preferredStatusBarUpdateAnimation``.
    func _defaultSetNeedsStatusBarAppearanceUpdate() {
        let recording = UIKitScheduler.shared.animations.recording
        UIStatusBarManager._update(for: self, animated: recording?.animates ?? false)
    }

    /// Whether this presented controller takes over the status bar: it covers the screen or
    /// sets `modalPresentationCapturesStatusBarAppearance` (S1).
    var _capturesStatusBar: Bool {
        _coversScreen || (_presentingViewController != nil && modalPresentationCapturesStatusBarAppearance)
    }
}

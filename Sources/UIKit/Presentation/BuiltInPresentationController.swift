import Foundation

/// The presentation controller UIKit makes for `.fullScreen`, `.overFullScreen`,
/// `.currentContext`, `.overCurrentContext`, `.blurOverFullScreen` and a `.custom` style
/// without a delegate-supplied one (P10). It fills its container and removes the
/// presenter's view only for `.fullScreen` and `.currentContext` (P6).
@preconcurrency @MainActor
final class BuiltInPresentationController: UIPresentationController {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _isBuiltIn = _style != .custom
    }

    override var shouldRemovePresentersView: Bool { _style == .custom ? false : !presentationStyle.keepsPresenterViews }
}

extension UIPresentationController {
    /// The insets of the device around the container (status bar, home indicator).
    var _containerSafeInsets: UIEdgeInsets {
        guard let container = _containerView, let window = container.window else { return .zero }
        return container.frame == window.bounds ? window._deviceSafeAreaInsets : .zero
    }

    /// Whether the presentation happens in a compact-width environment.
    var _isCompactWidth: Bool { traitCollection.horizontalSizeClass != .regular }
}

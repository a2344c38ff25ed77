import Foundation

/// The presentation controller UIKit makes for `.fullScreen`, `.overFullScreen`,
/// `.currentContext`, `.overCurrentContext`, `.blurOverFullScreen` and a `.custom` style
/// without a delegate-supplied one (P10). It fills its container and removes the
/// presenter's view only for `.fullScreen` and `.currentContext` (P6).
@MainActor
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

    /// The card a sheet shows as in compact width, or a page sheet in regular width, for a
    /// detent height (`nil`: the largest). Origin 10 pt below the top safe area, as iOS 15+.
    func _sheetFrame(detentHeight: CGFloat?) -> CGRect {
        guard let container = _containerView else { return .zero }
        let bounds = container.bounds, insets = _containerSafeInsets
        let top = insets.top + 10
        let maximum = bounds.height - top - insets.bottom
        let height = min(maximum, detentHeight ?? maximum)
        let y = bounds.height - insets.bottom - height
        if _isCompactWidth || presentationStyle == .pageSheet && bounds.width <= 704 {
            return CGRect(x: 0, y: y, width: bounds.width, height: bounds.height - y)
        }
        if presentationStyle == .formSheet {
            let preferred = presentedViewController.preferredContentSize
            let size = CGSize(width: min(bounds.width, preferred.width > 0 ? preferred.width : 540),
                              height: min(maximum, preferred.height > 0 ? preferred.height : 620))
            return CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                          width: size.width, height: size.height)
        }
        return CGRect(x: ((bounds.width - 704) / 2).rounded(), y: top, width: 704, height: bounds.height - top)
    }
}

import Foundation

/// The transitioning delegate every ``UISearchController`` owns: it makes the search's
/// presentation controller (`.custom` style); the animation is UIKit's cross-dissolve.
@preconcurrency @MainActor
final class SearchTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        SearchPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// UIKit's search presentation (P16): it covers the presentation context of the searched
/// controller (the nearest ancestor that defines one, else the window's root), keeps the
/// presenter's views, and where the search bar sits in that context's navigation bar, goes
/// under the bar so the bar stays on top; the search view then starts below it. Touches where
/// the search shows nothing reach the content underneath.
@preconcurrency @MainActor
final class SearchPresentationController: UIPresentationController {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        _isBuiltIn = true
    }

    private var search: UISearchController? { presentedViewController as? UISearchController }

    override var shouldPresentInFullscreen: Bool { false }

    override var _passesTouchesThrough: Bool { true }

    /// The navigation bar holding the search bar, when it is inside the presentation's context.
    private func holdingNavigationBar(in context: UIView) -> UINavigationBar? {
        guard let bar = search?._bar.superview as? UINavigationBar, bar.isDescendant(of: context) else { return nil }
        return bar
    }

    override func _install(_ container: UIView, presenterView: UIView, window: UIWindow, contextual: Bool) {
        search?._prepareBarsForPresentation()
        if let navigationBar = holdingNavigationBar(in: presenterView), let holder = navigationBar.superview {
            container.frame = holder.convert(presenterView.bounds, from: presenterView)
            holder.insertSubview(container, belowSubview: navigationBar)
        } else {
            super._install(container, presenterView: presenterView, window: window, contextual: contextual)
        }
    }

    /// The container, less the navigation bar holding the search bar where it covers it.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = _containerView else { return .zero }
        guard let navigationBar = search?._bar.superview as? UINavigationBar, navigationBar.window === container.window,
              !navigationBar.isHidden else {
            return container.bounds
        }
        let top = min(container.bounds.height, max(0, container.convert(navigationBar.bounds, from: navigationBar).maxY))
        return CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
    }

    override func presentationTransitionWillBegin() {
        guard let container = _containerView else { return }
        search?._presentationWillBegin(in: container)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        search?._presentationDidEnd(completed)
        _containerView?.setNeedsLayout()  // the navigation bar may have changed height meanwhile
    }

    override func dismissalTransitionWillBegin() { search?._dismissalWillBegin() }

    override func dismissalTransitionDidEnd(_ completed: Bool) { search?._dismissalDidEnd(completed) }
}

import UIKit

// Code as iOS apps write it in Swift 5 mode, where the iOS SDK's main-actor annotations are
// imported `@preconcurrency`: nothing here is marked `@MainActor`, yet it touches UIKit. This
// target builds in Swift 5 mode (Package.swift); if UIKit's declarations were plain
// `@MainActor`, every marked line would be an error here (rule SW1).

/// A free helper that lays a view out (nonisolated, as any top-level function in Swift 5).
func placeBadge(_ badge: UIView, in container: UIView) {
    badge.frame = CGRect(x: container.bounds.width - 30, y: 10, width: 20, height: 20)  // SW1
    container.addSubview(badge)  // SW1
}

/// A helper class of the kind libraries keep beside their views: not a view, not isolated.
final class BadgeStyler {
    var cornerRadius: CGFloat = 10
    func style(_ view: UIView) {
        view.layer.cornerRadius = cornerRadius  // SW1
        view.backgroundColor = .red  // SW1
    }
}

/// A transition animator declared as a plain `NSObject`, conforming in an extension, with the
/// protocol's optional `animationEnded(_:)` (SW2: it is a witness UIKit calls).
final class FadeAnimator: NSObject {
    var endings: [Bool] = []
    var log: [String] = []
}

extension FadeAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        log.append("animate")
        UIView.animate(withDuration: 0.5, animations: {
            toView.alpha = 1
        }, completion: { finished in
            // Views touched in a completion closure (SW1).
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            self.log.append("completion finished=\(finished)")
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endings.append(transitionCompleted)
        log.append("ended \(transitionCompleted)")
    }
}

/// The presenter's transitioning delegate, a plain `NSObject` too.
final class FadeTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FadeAnimator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// A page view controller's data source kept in a plain `NSObject`, as apps often do.
final class NumberPages: NSObject, UIPageViewControllerDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func page(_ number: Int) -> UIViewController {
        let controller = UIViewController()
        controller.title = "\(number)"
        return controller
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let number = Int(viewController.title ?? ""), number > 0 else { return nil }
        return page(number - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let number = Int(viewController.title ?? ""), number < count - 1 else { return nil }
        return page(number + 1)
    }
}

/// A global of a UIKit type, as Swift 5 code keeps one (in Swift 6 mode a non-Sendable
/// global is an error of its own).
var lastStyledView: UIView?

/// A coordinator's `animate(alongsideTransition:)` with no completion (its default, nil).
final class RotationWatcher: UIViewController {
    var sizes: [CGSize] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate { _ in self.sizes.append(size) }
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// A navigation delegate that writes willShow/didShow into a trace.
@MainActor
final class TracingNavigationDelegate: UINavigationControllerDelegate {
    let trace: Trace
    var animator: ((UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)?) = { _ in nil }
    init(_ trace: Trace) { self.trace = trace }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        trace.add("willShow \((viewController as? Traced)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        trace.add("didShow \((viewController as? Traced)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(operation)
    }
}

/// `Traced` controllers that also note moves.
@MainActor
func movingTraced(_ name: String, _ trace: Trace) -> Traced {
    let controller = Traced(name, trace)
    controller.notesMoves = true
    return controller
}

/// A navigation controller with root `A` on screen, drained, the trace emptied.
@MainActor
func showNavigation(_ trace: Trace) -> (UINavigationController, Traced, UIWindow) {
    let a = movingTraced("A", trace)
    let nav = UINavigationController(rootViewController: a)
    let window = showInWindow(nav)
    _ = trace.take()
    return (nav, a, window)
}

/// The names of traced controllers.
@MainActor
func names(_ controllers: [UIViewController]?) -> [String] {
    (controllers ?? []).map { ($0 as? Traced)?.name ?? "\(type(of: $0))" }
}

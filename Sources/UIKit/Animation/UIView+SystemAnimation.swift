import Foundation

extension UIView {
    /// The animations UIKit provides for views (`perform(_:on:options:animations:completion:)`).
    public enum SystemAnimation: UInt, Sendable {
        /// Removes the views from the view hierarchy when the animation is complete.
        case delete = 0
    }

    /// How long the system's delete animation lasts (AN4, inferred).
    static let systemDeleteDuration: TimeInterval = 0.3

    /// Performs a system animation on `views`, with `parallelAnimations` animated alongside
    /// it over the same time and curve (AN4). `.delete` fades each view out while it shrinks
    /// to half its size about its centre, then removes it from its superview and gives it
    /// back its alpha and transform, so it can be shown again; then `completion` runs.
    /// Difference from iOS: the look and the 0.3 s duration are OpenUIKit's reading of the
    /// system animation (Apple documents only the removal).
    public static func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                               animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let saved = views.map { (alpha: $0.alpha, transform: $0.transform) }
        animate(withDuration: systemDeleteDuration, delay: 0, options: options, animations: {
            for view in views {
                view.alpha = 0
                view.transform = view.transform.scaledBy(x: 0.5, y: 0.5)
            }
            parallelAnimations?()
        }, completion: { finished in
            for (view, state) in zip(views, saved) {
                view.removeFromSuperview()
                view.alpha = state.alpha
                view.transform = state.transform
            }
            completion?(finished)
        })
    }
}

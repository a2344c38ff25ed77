import Foundation

/// Whether the device has 3D Touch, as a trait collection reports it (DP7).
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known: the trait of an environment not in a view hierarchy yet.
    case unknown = 0
    /// The device has no 3D Touch (or the user turned it off).
    case unavailable = 1
    /// The device has 3D Touch.
    case available = 2
}

extension UITraitCollection {
    /// Whether 3D Touch is available: `.unavailable` in every collection that comes from a
    /// screen (every simulated device, like every device iOS 17 runs the apps OpenUIKit
    /// stands for on, reports it), `.unknown` in one that specifies no idiom (an environment
    /// outside a view hierarchy, or a collection made by hand) (DP7).
    ///
    /// Difference from iOS: the trait cannot be set (`init(forceTouchCapability:)` and the
    /// iOS 17 trait definition are not provided): no simulated device has 3D Touch.
    public var forceTouchCapability: UIForceTouchCapability {
        userInterfaceIdiom == .unspecified ? .unknown : .unavailable
    }
}

import Foundation

/// An object with traits: screens, window scenes, windows, views, controllers and
/// presentation controllers (R5).
///
/// Traits flow from the screen to each window, to its root controller, down through child
/// controllers (with the overrides their parents set) and presented controllers, and to
/// views (a root view takes its controller's traits, other views their superview's).
/// ``traitCollectionDidChange(_:)`` is called, top-down, only when an environment's traits
/// really change, never when it first gets them (R3).
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed; `previousTraitCollection` is the old value.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

import Foundation

/// An object with traits: screens, window scenes, windows, views, controllers and
/// presentation controllers (R5).
///
/// Traits flow from the screen to each window, to its root controller, down through child
/// controllers (with the overrides their parents set) and presented controllers, and to
/// views (a root view takes its controller's traits, other views their superview's).
/// ``traitCollectionDidChange(_:)`` is called, top-down, only when an environment's traits
/// really change, never when it first gets them (R3).
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed; `previousTraitCollection` is the old value.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Traits an environment sets for itself and everything below it (iOS 17
/// `traitOverrides`). Set a trait to override it; ``remove(_:)`` stops overriding.
///
/// Difference from UIKit: a struct, not a protocol, and traits are named by key path:
/// `traitOverrides.remove(\.userInterfaceStyle)`.
public struct UITraitOverrides: UIMutableTraits, Equatable, Sendable {
    var values = TraitValues()

    public init() {}

    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass } set { values.horizontalSizeClass = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass } set { values.verticalSizeClass = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom } set { values.userInterfaceIdiom = newValue }
    }
    public var displayScale: CGFloat {
        get { values.displayScale } set { values.displayScale = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle } set { values.userInterfaceStyle = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection } set { values.layoutDirection = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory } set { values.preferredContentSizeCategory = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight } set { values.legibilityWeight = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast } set { values.accessibilityContrast = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel } set { values.userInterfaceLevel = newValue }
    }

    /// Whether any trait is overridden.
    public var isEmpty: Bool { values.isEmpty }

    /// Stops overriding one trait.
    public mutating func remove<T: Equatable>(_ trait: WritableKeyPath<UITraitOverrides, T>) {
        self[keyPath: trait] = UITraitOverrides()[keyPath: trait]
    }
}

import Foundation

/// A trait of a trait collection, named by its type (iOS 17): the system traits
/// (``UITraitUserInterfaceStyle``, ``UITraitHorizontalSizeClass``, …) and your own.
///
/// A custom trait needs only a ``defaultValue``; the value a collection has when nothing sets
/// the trait. Set it with `traitOverrides[MyTrait.self] = value` on a view, controller or
/// window; read it with `traitCollection[MyTrait.self]`. It flows down the hierarchy as the
/// system traits do, and ``UITraitChangeObservable`` registrations can observe it (R6, R10).
///
/// Differences from UIKit: a custom value is compared with `==` when its type is
/// `Equatable`, by identity when it is an object, and is otherwise always taken as changed
/// when set again. ``affectsColorAppearance`` is reported but changes nothing: OpenUIKit
/// resolves dynamic colours when it draws, with the view's whole trait collection.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value
    /// The value a collection has when nothing sets the trait.
    static var defaultValue: Value { get }
    /// A short name, for descriptions. Default: the type's name.
    static var name: String { get }
    /// A unique identifier. Default: the type's module-qualified name (UIKit's default is
    /// its own string; set one when it must be stable).
    static var identifier: String { get }
    /// Whether dynamic colours depend on the trait. Default false.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, named by its type: the key of trait subscripts and of trait-change
/// registrations (iOS 17).
public typealias UITrait = any UITraitDefinition.Type

/// A system trait: one field of ``UITraitOverrides`` (where "unspecified" means not set).
protocol _SystemTrait: UITraitDefinition where Value: Equatable {
    static var _keyPath: WritableKeyPath<UITraitOverrides, Value> { get }
}

extension _SystemTrait {
    /// Whether the trait has another value in `new` than in `old`.
    static func _differs(_ old: UITraitOverrides, _ new: UITraitOverrides) -> Bool {
        old[keyPath: _keyPath] != new[keyPath: _keyPath]
    }
    /// Whether `values` sets the trait (holds something other than its unspecified default).
    static func _isSet(in values: UITraitOverrides) -> Bool { values[keyPath: _keyPath] != defaultValue }
    static func _value(in values: UITraitOverrides) -> Any { values[keyPath: _keyPath] }
    static func _setValue(_ value: Any, in values: inout UITraitOverrides) { values[keyPath: _keyPath] = value as! Value }
    static func _remove(from values: inout UITraitOverrides) { values[keyPath: _keyPath] = defaultValue }
}

/// The horizontal size class (`traitCollection.horizontalSizeClass`). Default `.unspecified`.
public struct UITraitHorizontalSizeClass: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "HorizontalSizeClass"
    public static let identifier = "UITraitHorizontalSizeClass"
    static var _keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceSizeClass> { \.horizontalSizeClass }
}

/// The vertical size class (`traitCollection.verticalSizeClass`). Default `.unspecified`.
public struct UITraitVerticalSizeClass: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    public static let name = "VerticalSizeClass"
    public static let identifier = "UITraitVerticalSizeClass"
    static var _keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceSizeClass> { \.verticalSizeClass }
}

/// Phone or pad (`traitCollection.userInterfaceIdiom`). Default `.unspecified`.
public struct UITraitUserInterfaceIdiom: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    public static let name = "UserInterfaceIdiom"
    public static let identifier = "UITraitUserInterfaceIdiom"
    static var _keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// Pixels per point (`traitCollection.displayScale`). Default 0 (unspecified).
public struct UITraitDisplayScale: UITraitDefinition, _SystemTrait {
    public static let defaultValue: CGFloat = 0
    public static let name = "DisplayScale"
    public static let identifier = "UITraitDisplayScale"
    static var _keyPath: WritableKeyPath<UITraitOverrides, CGFloat> { \.displayScale }
}

/// Light or dark (`traitCollection.userInterfaceStyle`). Default `.unspecified`. Affects colours.
public struct UITraitUserInterfaceStyle: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static let name = "UserInterfaceStyle"
    public static let identifier = "UITraitUserInterfaceStyle"
    public static let affectsColorAppearance = true
    static var _keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceStyle> { \.userInterfaceStyle }
}

/// Left-to-right or right-to-left (`traitCollection.layoutDirection`). Default `.unspecified`.
public struct UITraitLayoutDirection: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    public static let name = "LayoutDirection"
    public static let identifier = "UITraitLayoutDirection"
    static var _keyPath: WritableKeyPath<UITraitOverrides, UITraitEnvironmentLayoutDirection> { \.layoutDirection }
}

/// The user's text size (`traitCollection.preferredContentSizeCategory`). Default `.unspecified`.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let name = "PreferredContentSizeCategory"
    public static let identifier = "UITraitPreferredContentSizeCategory"
    static var _keyPath: WritableKeyPath<UITraitOverrides, UIContentSizeCategory> { \.preferredContentSizeCategory }
}

/// Regular or bold text (`traitCollection.legibilityWeight`). Default `.unspecified`.
public struct UITraitLegibilityWeight: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UILegibilityWeight.unspecified
    public static let name = "LegibilityWeight"
    public static let identifier = "UITraitLegibilityWeight"
    static var _keyPath: WritableKeyPath<UITraitOverrides, UILegibilityWeight> { \.legibilityWeight }
}

/// Normal or increased contrast (`traitCollection.accessibilityContrast`). Default
/// `.unspecified`. Affects colours.
public struct UITraitAccessibilityContrast: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static let name = "AccessibilityContrast"
    public static let identifier = "UITraitAccessibilityContrast"
    public static let affectsColorAppearance = true
    static var _keyPath: WritableKeyPath<UITraitOverrides, UIAccessibilityContrast> { \.accessibilityContrast }
}

/// Base or elevated (`traitCollection.userInterfaceLevel`). Default `.unspecified`. Affects colours.
public struct UITraitUserInterfaceLevel: UITraitDefinition, _SystemTrait {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static let name = "UserInterfaceLevel"
    public static let identifier = "UITraitUserInterfaceLevel"
    public static let affectsColorAppearance = true
    static var _keyPath: WritableKeyPath<UITraitOverrides, UIUserInterfaceLevel> { \.userInterfaceLevel }
}

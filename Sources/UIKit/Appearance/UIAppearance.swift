import Foundation

/// The methods that hand out a class's appearance proxies: objects of the class itself
/// whose appearance-capable properties and methods (`UI_APPEARANCE_SELECTOR` in UIKit's
/// headers) are recorded, in order, and applied to every matching instance as it enters a
/// window (W1). Views and bar items adopt it.
///
/// ```swift
/// UINavigationBar.appearance().tintColor = .white
/// UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).tintColor = .systemRed
/// UILabel.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).textColor = .white
/// ```
///
/// A value set on an instance always wins over a proxy's, whenever it was set (W2). The most
/// specific matching proxy wins (W3, W4). Differences from UIKit: a proxy is an instance of
/// the class made with `init(coder:)` (the one initializer every view and bar item has), so
/// a subclass whose `init(coder:)` traps cannot hand out a proxy; only the properties
/// OpenUIKit marks as appearance-capable are recorded (others set on a proxy change the
/// proxy alone).
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {
    /// The proxy for every instance of the class.
    static func appearance() -> Self
    /// The proxy for instances inside the given containers, innermost first: each container
    /// must be found, in that order, among the instance's superviews and the controllers
    /// owning them, reading outwards (W3).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy for instances whose traits contain `trait`'s specified traits (W5).
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy for instances inside the given containers whose traits contain `trait`'s.
    static func appearance(for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}

/// A class whose instances can contain the instances an appearance proxy styles: views,
/// view controllers and presentation controllers, as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIAppearanceContainer {
    /// Whether `object` is an instance of this container class (or of a subclass).
    static func _appearanceContains(_ object: AnyObject) -> Bool { object is Self }
}

extension UIView: UIAppearance, UIAppearanceContainer {
    /// The proxy for every view of this class (W1).
    public static func appearance() -> Self {
        AppearanceRegistry.shared.proxy(of: self, containers: [], traits: nil) { Self(coder: AppearanceProxyCoder()) }
    }

    /// The proxy for views of this class inside the given containers, innermost first (W3).
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.shared.proxy(of: self, containers: containerTypes, traits: nil) { Self(coder: AppearanceProxyCoder()) }
    }

    /// The proxy for views of this class whose traits contain `trait`'s (W5).
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.shared.proxy(of: self, containers: [], traits: trait) { Self(coder: AppearanceProxyCoder()) }
    }

    /// The proxy for views of this class inside the given containers whose traits contain `trait`'s.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.shared.proxy(of: self, containers: containerTypes, traits: trait) { Self(coder: AppearanceProxyCoder()) }
    }
}

extension UIBarItem: UIAppearance {
    /// The proxy for every item of this class (W1).
    public static func appearance() -> Self {
        AppearanceRegistry.shared.proxy(of: self, containers: [], traits: nil) { Self(coder: AppearanceProxyCoder()) }
    }

    /// The proxy for items of this class whose bar is inside the given containers,
    /// innermost first (W3): `[UIToolbar.self]` styles a toolbar's items.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.shared.proxy(of: self, containers: containerTypes, traits: nil) { Self(coder: AppearanceProxyCoder()) }
    }

    /// The proxy for items of this class whose bar's traits contain `trait`'s (W5).
    public static func appearance(for trait: UITraitCollection) -> Self {
        AppearanceRegistry.shared.proxy(of: self, containers: [], traits: trait) { Self(coder: AppearanceProxyCoder()) }
    }

    /// The proxy for items of this class inside the given containers whose bar's traits
    /// contain `trait`'s.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.shared.proxy(of: self, containers: containerTypes, traits: trait) { Self(coder: AppearanceProxyCoder()) }
    }
}

extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

import Foundation

/// The environment of an interface: size classes, idiom, scale, appearance, text size and
/// the other traits UIKit defines (R5).
///
/// A collection may leave traits unspecified; combining collections
/// (``init(traitsFrom:)``) takes each trait from the last collection that specifies it.
/// Traits flow from the screen to windows, controllers and views (``UITraitEnvironment``).
///
/// An immutable `NSObject` subclass, as in UIKit: `isEqual(_:)` (and so `==`) compares the
/// traits, `hash` follows them, and the class is open (UIKit does not forbid subclassing).
open class UITraitCollection: NSObject, @unchecked Sendable {
    let values: TraitValues

    init(values: TraitValues) { self.values = values }

    /// A collection with every trait unspecified.
    public override init() { values = TraitValues() }
    /// A collection specifying only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.horizontalSizeClass = horizontalSizeClass } }
    /// A collection specifying only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init { $0.verticalSizeClass = verticalSizeClass } }
    /// A collection specifying only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init { $0.userInterfaceIdiom = userInterfaceIdiom } }
    /// A collection specifying only the display scale.
    public convenience init(displayScale: CGFloat) { self.init { $0.displayScale = displayScale } }
    /// A collection specifying only the appearance (light or dark).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init { $0.userInterfaceStyle = userInterfaceStyle } }
    /// A collection specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init { $0.layoutDirection = layoutDirection } }
    /// A collection specifying only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }
    /// A collection specifying only the legibility weight (Bold Text).
    public convenience init(legibilityWeight: UILegibilityWeight) { self.init { $0.legibilityWeight = legibilityWeight } }
    /// A collection specifying only the contrast (Increase Contrast).
    public convenience init(accessibilityContrast: UIAccessibilityContrast) { self.init { $0.accessibilityContrast = accessibilityContrast } }
    /// A collection specifying only the interface level (base or elevated).
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) { self.init { $0.userInterfaceLevel = userInterfaceLevel } }

    /// Combines collections: each trait comes from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.overlaid(by: $1.values) })
    }

    /// A collection made by `mutations` from an empty one (iOS 17).
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        var traits: any UIMutableTraits = TraitValues()
        mutations(&traits)
        self.init(values: traits as! TraitValues)
    }

    /// A copy with `mutations` applied (iOS 17).
    open func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        var traits: any UIMutableTraits = values
        mutations(&traits)
        return UITraitCollection(values: traits as! TraitValues)
    }

    /// Whether this collection has every trait that `trait` specifies, with the same value.
    /// An unspecified trait in `trait` matches anything; a nil argument matches nothing.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return false }
        return values.contains(trait.values)
    }

    /// The horizontal size class.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The vertical size class.
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// Phone or pad.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Pixels per point (0 when unspecified).
    open var displayScale: CGFloat { values.displayScale }
    /// Light or dark appearance.
    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// Left-to-right or right-to-left.
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The user's text size.
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Regular or bold text.
    open var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// Normal or high contrast.
    open var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Base or elevated (presented content is elevated).
    open var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }

    /// Whether `object` is a trait collection with the same traits (UIKit compares by value).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.values == values
    }

    /// A hash of the traits, equal for equal collections.
    open override var hash: Int { values.hashValue }

    /// `<UITraitCollection: 0x…; Trait = Value, …>`, as UIKit prints a collection.
    open override var description: String {
        "<UITraitCollection: \(objectAddress(self)); " + values.description + ">"
    }

    /// The traits in effect for code that resolves dynamic colours implicitly (a dynamic
    /// colour's `cgColor`, `getRed`). UIKit sets it to the environment's traits around
    /// `layoutSubviews`, `traitCollectionDidChange` and `tintColorDidChange` of views, and
    /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and `traitCollectionDidChange` of
    /// controllers; set it yourself elsewhere, or use ``performAsCurrent(_:)``. Default: a
    /// collection with every trait unspecified (light appearance).
    ///
    /// Difference from UIKit: one value for the process, set on the main actor (UIKit's is
    /// per thread); colours resolved implicitly on other threads see it too.
    @preconcurrency @MainActor public static var current: UITraitCollection {
        get { mainActorCurrent }
        set {
            // Every layout of a view sets it twice: setting what it already is takes no lock.
            guard newValue !== mainActorCurrent else { return }
            mainActorCurrent = newValue
            currentLock.lock()
            storedCurrent = newValue
            currentLock.unlock()
        }
    }

    /// ``current``'s storage, guarded by `currentLock` (read from any thread).
    nonisolated(unsafe) private static var storedCurrent = initialCurrent
    /// The same, for the main actor, which alone writes it: read without the lock.
    @MainActor private static var mainActorCurrent = initialCurrent
    private static let initialCurrent = UITraitCollection()
    private static let currentLock = NSLock()

    /// The traits implicit colour resolution uses: ``current``, read from any thread.
    static var _implicitResolutionTraits: UITraitCollection {
        currentLock.lock()
        defer { currentLock.unlock() }
        return storedCurrent
    }

    /// Runs `actions` with this collection as ``current``, then puts the previous one back.
    @preconcurrency @MainActor open func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        defer { UITraitCollection.current = previous }
        return try actions()
    }
}

/// A size class: how much room a dimension has.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    /// Not set.
    case unspecified = 0
    /// Little room (a phone's width, a landscape phone's height).
    case compact
    /// Ample room (an iPad's width and height).
    case regular
    public var description: String { ["Unspecified", "Compact", "Regular"][rawValue] }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// Not set.
    case unspecified = 0
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
    public var description: String { ["Unspecified", "Light", "Dark"][rawValue] }
}

/// The direction of the interface's layout.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew): leading is the right.
    case rightToLeft = 1
}

/// Regular or bold text (the Bold Text setting).
public enum UILegibilityWeight: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Regular text (Bold Text off).
    case regular = 0
    /// Bold text (Bold Text on).
    case bold = 1
}

/// Normal or increased contrast.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// Normal contrast.
    case normal = 0
    /// Increased contrast (the Increase Contrast setting).
    case high = 1
}

/// Whether content sits at the base level or above it (presented content).
public enum UIUserInterfaceLevel: Int, Sendable {
    /// Not set.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above it (a presented sheet or popover).
    case elevated = 1
}

/// The user's preferred text size, with UIKit's raw values. Ordered from smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No size given; ranks below every size.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest text size (XS).
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small text (S).
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium text (M).
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large text (L).
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra-large text (XL).
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Text larger still (XXL).
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size short of the accessibility sizes (XXXL).
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size (AX M); `isAccessibilityCategory` is true from here up.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility size L.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility size XL.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility size XXL.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest text size (AX XXXL).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
    private var rank: Int { Self.order.firstIndex(of: self) ?? 0 }

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rank >= Self.order.firstIndex(of: .accessibilityMedium)! }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.rank < rhs.rank }
}

/// Traits that can be set one by one, as in `UITraitCollection { $0.userInterfaceStyle = .dark }`
/// and ``UITraitOverrides`` (iOS 17).
public protocol UIMutableTraits {
    /// The value of any trait, system or custom (iOS 17): `traits[MyTrait.self] = value`.
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
    /// The horizontal size class (compact or regular width).
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The vertical size class (compact or regular height).
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The kind of device (phone, pad, …).
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Pixels per point.
    var displayScale: CGFloat { get set }
    /// Light or dark appearance.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Left-to-right or right-to-left layout.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Whether text should be bold (the Bold Text setting).
    var legibilityWeight: UILegibilityWeight { get set }
    /// Normal or increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Base or elevated (presented) content.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
}

/// Traits an environment sets for itself and everything below it (iOS 17
/// `traitOverrides`): set a trait to override it; `remove(_:)` stops overriding. The same
/// struct holds a collection's values, where "unspecified" means "not set".
///
/// Difference from UIKit: a struct, not a protocol, and traits are named by key path:
/// `traitOverrides.remove(\.userInterfaceStyle)`.
public struct UITraitOverrides: Hashable, Sendable, UIMutableTraits, CustomStringConvertible {
    /// The horizontal size class (compact or regular width); `.unspecified` means not set.
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The vertical size class (compact or regular height); `.unspecified` means not set.
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    /// The kind of device (phone, pad, …); `.unspecified` means not set.
    public var userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified
    /// Pixels per point; `0` means not set.
    public var displayScale: CGFloat = 0
    /// Light or dark appearance; `.unspecified` means not set.
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Left-to-right or right-to-left layout; `.unspecified` means not set.
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// The preferred text size; `.unspecified` means not set.
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Whether text should be bold (the Bold Text setting); `.unspecified` means not set.
    public var legibilityWeight: UILegibilityWeight = .unspecified
    /// Normal or increased contrast; `.unspecified` means not set.
    public var accessibilityContrast: UIAccessibilityContrast = .unspecified
    /// Base or elevated (presented) content; `.unspecified` means not set.
    public var userInterfaceLevel: UIUserInterfaceLevel = .unspecified
    /// Custom traits set (``UITraitDefinition``), by trait type; absent means not set.
    var _customTraits: [ObjectIdentifier: CustomTraitValue] = [:]

    /// Nothing overridden.
    public init() {}

    private static let empty = TraitValues()

    /// Stops overriding one trait.
    public mutating func remove<T: Equatable>(_ trait: WritableKeyPath<UITraitOverrides, T>) {
        self[keyPath: trait] = Self.empty[keyPath: trait]
    }

    /// This with every trait `other` specifies replaced by `other`'s.
    func overlaid(by other: TraitValues) -> TraitValues {
        // Field by field (key paths cost a third of computing a view's traits).
        var result = self
        if other.horizontalSizeClass != .unspecified { result.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
        if other.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.displayScale != 0 { result.displayScale = other.displayScale }
        if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
        if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
        if other.preferredContentSizeCategory != .unspecified { result.preferredContentSizeCategory = other.preferredContentSizeCategory }
        if other.legibilityWeight != .unspecified { result.legibilityWeight = other.legibilityWeight }
        if other.accessibilityContrast != .unspecified { result.accessibilityContrast = other.accessibilityContrast }
        if other.userInterfaceLevel != .unspecified { result.userInterfaceLevel = other.userInterfaceLevel }
        if !other._customTraits.isEmpty { result._customTraits.merge(other._customTraits) { $1 } }
        return result
    }

    /// This with `other`'s set traits over it, when there is an `other`.
    func overlaid(by other: UITraitCollection?) -> TraitValues { other.map { overlaid(by: $0.values) } ?? self }

    /// Whether every trait `other` specifies has the same value here.
    func contains(_ other: TraitValues) -> Bool { overlaid(by: other) == self }

    /// Whether no trait is set.
    public var isEmpty: Bool { self == Self.empty }

    public var description: String {
        "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), "
            + "UserInterfaceStyle = \(userInterfaceStyle), LayoutDirection = \(layoutDirection.rawValue), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), "
            + "LegibilityWeight = \(legibilityWeight.rawValue), AccessibilityContrast = \(accessibilityContrast.rawValue), "
            + "UserInterfaceLevel = \(userInterfaceLevel.rawValue)"
            + _customTraits.values.map { ", \($0.name) = \($0.value)" }.sorted().joined()
    }
}

/// A collection's values: the same struct as ``UITraitOverrides``.
typealias TraitValues = UITraitOverrides

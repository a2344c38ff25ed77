import Foundation

/// A colour: fixed sRGB components with alpha, or a dynamic colour whose components depend
/// on traits (light or dark appearance, contrast, interface level), as UIKit's.
///
/// System colours (`systemBackground`, `label`, `systemBlue`, …; UIColor+System.swift) are
/// dynamic with iOS 17's values; ``init(dynamicProvider:)`` makes your own. A dynamic colour
/// becomes a fixed one with ``resolvedColor(with:)``. Views keep the colours they are given
/// and resolve them with their own `traitCollection` where UIKit does: a view's
/// `layer.backgroundColor` is its background colour resolved with the view's traits, and
/// renderers resolve every colour they draw with the traits of the view drawing it.
///
/// Resolving without traits (`red`, `green`, `blue`, ``alpha``, ``cgColor``,
/// ``getRed(_:green:blue:alpha:)``) uses `UITraitCollection.current`, as UIKit's
/// `cgColor` and `getRed` do; outside UIKit's callbacks that is unspecified traits, which
/// resolve to the light appearance.
///
/// Immutable and open as in UIKit: an `NSObject` whose `isEqual(_:)` (and so `==`) compares
/// colours by value, as described at ``isEqual(_:)``; `copy()` is the colour itself.
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// What the colour is made of.
    enum Storage: Sendable {
        /// Fixed sRGB components, 0...1.
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
        /// One of UIKit's named system colours.
        case system(SystemColorValues)
        /// A colour chosen by a closure from the traits.
        case provider(@Sendable (UITraitCollection) -> UIColor)
        /// A dynamic colour with its alpha replaced.
        case alphaReplaced(UIColor, alpha: CGFloat)
        /// A pattern (PC1): the Core Graphics pattern colour it paints.
        case pattern(CGColor)
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// Creates a fixed colour from sRGB components in 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` (VS16): the sRGB components, as
    /// ``init(red:green:blue:alpha:)``. Required (the literal protocol asks for it), so a
    /// subclass with initialisers of its own provides it too, as in UIKit.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a fixed grey colour.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a dynamic colour: `dynamicProvider` is called with the traits each time the
    /// colour is resolved (``resolvedColor(with:)``) and returns the colour for them (a
    /// dynamic colour it returns is resolved in turn). It is not called when the colour is
    /// made, and may be called again for the same traits: it should be quick and pure.
    @preconcurrency public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .provider(dynamicProvider)
    }

    /// The fixed colour this colour shows with `traitCollection`: itself when it is
    /// already fixed. Unspecified traits count as light appearance, normal contrast and
    /// base level, as in UIKit.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components, .pattern: self
        case let .system(values): values.resolved(with: traitCollection)
        case let .provider(provider): provider(traitCollection).resolvedColor(with: traitCollection)
        case let .alphaReplaced(base, alpha): base.resolvedColor(with: traitCollection).withAlphaComponent(alpha)
        }
    }

    /// Whether the colour depends on traits.
    var isDynamic: Bool {
        switch storage {
        case .components, .pattern: false
        case .system, .provider, .alphaReplaced: true
        }
    }

    /// The components of the colour resolved with `UITraitCollection.current`.
    var currentComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let fixed = isDynamic ? resolvedColor(with: UITraitCollection._implicitResolutionTraits) : self
        if case let .pattern(color) = fixed.storage { return (0, 0, 0, color.alpha) }
        guard case let .components(red, green, blue, alpha) = fixed.storage else { return (0, 0, 0, 1) }
        return (red, green, blue, alpha)
    }

    /// The red component in 0...1 (an OpenUIKit addition). A dynamic colour's is that of
    /// its resolution with `UITraitCollection.current` (light outside UIKit's callbacks);
    /// resolve it with a view's traits first to read what the view shows.
    public var red: CGFloat { currentComponents.red }
    /// The green component in 0...1; see `red` for dynamic colours.
    public var green: CGFloat { currentComponents.green }
    /// The blue component in 0...1; see `red` for dynamic colours.
    public var blue: CGFloat { currentComponents.blue }
    /// The alpha component in 0...1; see `red` for dynamic colours.
    public var alpha: CGFloat { currentComponents.alpha }

    /// The same colour with another alpha. A dynamic colour stays dynamic: each of its
    /// resolutions gets the new alpha, as in UIKit.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case let .components(red, green, blue, _): UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case let .alphaReplaced(base, _): UIColor(storage: .alphaReplaced(base, alpha: alpha))
        case .system, .provider: UIColor(storage: .alphaReplaced(self, alpha: alpha))
        case let .pattern(color): UIColor(storage: .pattern(color.copy(alpha: alpha) ?? color))
        }
    }

    /// Writes the components where the pointers say (`&red`; nil skips one), as UIKit's
    /// `getRed(_:green:blue:alpha:)`: a dynamic colour's are those of its resolution with
    /// `UITraitCollection.current`. Always succeeds (every colour here is RGB).
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = currentComponents
        Self.write([components.red, components.green, components.blue, components.alpha], to: [red, green, blue, alpha])
        if case .pattern = storage { return false }
        return true
    }

    /// Writes the colour's hue (in 0..<1: the fraction of a turn from red), saturation,
    /// brightness and alpha where the pointers say (nil skips one), as UIKit's
    /// `getHue(_:saturation:brightness:alpha:)`; a dynamic colour's are those of its
    /// resolution with `UITraitCollection.current`. A grey has hue and saturation 0. Always
    /// succeeds (every colour here is RGB; CL1, `UIColor+HSB.swift`).
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = _hsbComponents
        Self.write([components.hue, components.saturation, components.brightness, components.alpha], to: [hue, saturation, brightness, alpha])
        return true
    }

    /// Writes each value where its pointer says; a nil pointer skips its value (the `get…`
    /// methods' out-parameters).
    private static func write(_ values: [CGFloat], to pointers: [UnsafeMutablePointer<CGFloat>?]) {
        for (value, pointer) in zip(values, pointers) { pointer?.pointee = value }
    }

    /// Linear interpolation between two colours, used by animations. When either end is
    /// dynamic the result is too: both ends are resolved with the same traits, then mixed.
    func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
        guard !isDynamic && !other.isDynamic else {
            return UIColor { traits in
                self.resolvedColor(with: traits).interpolated(to: other.resolvedColor(with: traits), fraction: fraction)
            }
        }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * fraction }
        return UIColor(
            red: mix(red, other.red), green: mix(green, other.green),
            blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }

    /// Fixed colours are equal when their components are; a system colour equals only
    /// itself (by name); a provider colour only the same object; an alpha-replaced dynamic
    /// colour another with an equal base and the same alpha. A dynamic colour never equals a
    /// fixed one, even one it resolves to, as in UIKit. `==` asks this.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (storage, other.storage) {
        case let (.components(r1, g1, b1, a1), .components(r2, g2, b2, a2)): return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        case let (.system(v1), .system(v2)): return v1.name == v2.name
        case (.provider, .provider): return self === other
        case let (.alphaReplaced(base1, a1), .alphaReplaced(base2, a2)): return a1 == a2 && base1.isEqual(base2)
        case let (.pattern(c1), .pattern(c2)): return c1 == c2
        default: return false
        }
    }

    /// A hash of what ``isEqual(_:)`` compares.
    open override var hash: Int {
        var hasher = Hasher()
        switch storage {
        case let .components(red, green, blue, alpha):
            hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        case let .system(values): hasher.combine(values.name)
        case .provider: hasher.combine(ObjectIdentifier(self))
        case let .alphaReplaced(base, alpha): hasher.combine(base.hash); hasher.combine(alpha)
        case let .pattern(color): hasher.combine(color)
        }
        return hasher.finalize()
    }

    /// UIKit's description: the components of a fixed colour; the class and name of a
    /// system colour; the provider's class for a provider colour.
    open override var description: String {
        switch storage {
        case let .components(red, green, blue, alpha):
            func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
            return "UIExtendedSRGBColorSpace \(f(red)) \(f(green)) \(f(blue)) \(f(alpha))"
        case let .system(values):
            return "<UIDynamicSystemColor: \(objectAddress(self)); name = \(values.name)>"
        case .provider:
            return "<UIDynamicProviderColor: \(objectAddress(self)); provider = <__NSMallocBlock__>>"
        case let .alphaReplaced(base, alpha):
            return "<UIDynamicModifiedColor: \(objectAddress(self)); baseColor = \(base), alphaComponent = \(String(format: "%g", Double(alpha)))>"
        case let .pattern(color):
            return "<UIPatternColor: \(objectAddress(self)); pattern = \(color)>"
        }
    }
}

/// The values of one of UIKit's system colours in each appearance: light and dark, each at
/// normal and increased contrast, and dark at the elevated level (sheets, popovers), which
/// differs only for backgrounds. Light elevated colours are the light ones.
struct SystemColorValues: Sendable {
    /// UIKit's name (`systemBackgroundColor`).
    let name: String
    let light: UIColor, dark: UIColor
    let lightHighContrast: UIColor, darkHighContrast: UIColor
    let darkElevated: UIColor, darkHighContrastElevated: UIColor

    func resolved(with traits: UITraitCollection) -> UIColor {
        let high = traits.accessibilityContrast == .high
        guard traits.userInterfaceStyle == .dark else { return high ? lightHighContrast : light }
        if traits.userInterfaceLevel == .elevated { return high ? darkHighContrastElevated : darkElevated }
        return high ? darkHighContrast : dark
    }
}

extension UIColor {
    /// The colour itself (colours are immutable), as `NSObject.copy()`.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

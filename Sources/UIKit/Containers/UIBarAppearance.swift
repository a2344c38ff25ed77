import Foundation

/// The look of a bar's background and shadow (iOS 13): the base of
/// ``UINavigationBarAppearance``, ``UITabBarAppearance`` and ``UIToolbarAppearance``.
///
/// A new appearance has the default background: the system chrome material
/// (`backgroundEffect`) and a hairline shadow. Since iOS 15 bars use their scroll-edge
/// appearance when their content is scrolled to the bar's edge (or has no scroll view), and
/// an unset scroll-edge appearance is the standard one with a transparent background: no
/// material, no hairline (see ``UINavigationBar/scrollEdgeAppearance``).
///
/// An `NSObject`, as on iOS: `copy()` returns a copy of the same class, and two appearances
/// are equal (`isEqual`, `hash`) when they configure the same look (UIKit compares their
/// data the same way). Difference from UIKit: bars and items keep the object assigned to
/// them (UIKit's `@NSCopying` properties copy it), so change an appearance before assigning
/// it, or assign a `copy()`.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// The device idiom the appearance is for.
    public let idiom: UIUserInterfaceIdiom
    /// The blur under the background colour; the default background is
    /// `.systemChromeMaterial`.
    open var backgroundEffect: UIBlurEffect? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// A colour over the effect; nil for the default background.
    open var backgroundColor: UIColor? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An image over the colour.
    open var backgroundImage: UIImage? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// How the background image fills the bar.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill { didSet { BarAppearanceEdits.count &+= 1 } }
    /// The colour of the hairline on the edge facing the content; nil or clear: none.
    open var shadowColor: UIColor? { didSet { BarAppearanceEdits.count &+= 1 } }
    /// An image for the shadow, tinted with ``shadowColor`` when it is a template.
    open var shadowImage: UIImage? { didSet { BarAppearanceEdits.count &+= 1 } }

    /// The hairline colour of the default and opaque backgrounds: black at 30%, white at
    /// 15% in dark mode.
    static let defaultShadowColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3) }

    /// An appearance for `idiom`, with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance for the current device's idiom, with the default background.
    public convenience override init() {
        self.init(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
    }

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// A copy of this appearance, of the same class.
    open func copy() -> Self { Self(barAppearance: self) }

    /// A copy, for `NSObject` and `NSCopying` callers.
    @_disfavoredOverload nonisolated open override func copy() -> Any { copy(with: nil) }

    /// A copy of this appearance, of the same class (`NSCopying`).
    nonisolated public func copy(with zone: NSZone?) -> Any {
        MainActor.assumeIsolated { Self(barAppearance: self) }
    }

    /// Whether `object` is an appearance of the same class configuring the same look.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBarAppearance else { return false }
        return MainActor.assumeIsolated {
            guard type(of: other) == type(of: self) else { return false }
            return _hasSameLook(as: other)
        }
    }

    /// A hash that equal appearances share.
    nonisolated open override var hash: Int {
        MainActor.assumeIsolated {
            var hasher = Hasher()
            hasher.combine(idiom)
            hasher.combine(backgroundColor)
            hasher.combine(shadowColor)
            hasher.combine(backgroundImageContentMode)
            return hasher.finalize()
        }
    }

    /// Whether `other` (of the same class) configures the same look; subclasses add their
    /// own properties and call super.
    func _hasSameLook(as other: UIBarAppearance) -> Bool {
        idiom == other.idiom && backgroundEffect?._style == other.backgroundEffect?._style
            && backgroundColor == other.backgroundColor && backgroundImage === other.backgroundImage
            && backgroundImageContentMode == other.backgroundImageContentMode && shadowColor == other.shadowColor
            && shadowImage === other.shadowImage
    }

    /// The system's translucent background: chrome material, no colour, a hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background of the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// A copy with a transparent background: what a bar uses at the scroll edge when no
    /// scroll-edge appearance is set.
    func _transparentCopy() -> Self {
        let copy = copy()
        copy.configureWithTransparentBackground()
        return copy
    }
}

import Foundation

/// A visual effect for a ``UIVisualEffectView``: a blur (``UIBlurEffect``) or vibrancy
/// (``UIVibrancyEffect``). Effects are immutable descriptions.
/// Difference from UIKit: nothing is rendered; the effect is a model for renderers.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect that does nothing.
    public override init() {}

    /// `<Module.Class: 0x…>`, with the details subclasses add.
    nonisolated open override var description: String { "<\(objectClassName(self)): \(objectAddress(self))>" }
}

/// A blur of the content behind the effect view.
///
/// As in UIKit, the style is given at creation and not readable afterwards (OpenUIKit keeps
/// it internally for renderers and its description).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, with UIKit's raw values (iOS 17; `.extraDark` is tvOS only).
    public enum Style: Int, Sendable {
        /// Lighter than the content.
        case extraLight = 0
        /// Similar to the content.
        case light = 1
        /// Darker than the content.
        case dark = 2
        /// Adapts to the interface style.
        case regular = 4
        /// Adapts to the interface style, more opaque.
        case prominent = 5
        /// The thinnest adaptive material.
        case systemUltraThinMaterial = 6
        /// A thin adaptive material.
        case systemThinMaterial = 7
        /// The default adaptive material.
        case systemMaterial = 8
        /// A thick adaptive material.
        case systemThickMaterial = 9
        /// The adaptive material of bars.
        case systemChromeMaterial = 10
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// The default material, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The bars' material, always light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// The default material, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The bars' material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    let _style: Style

    /// Creates a blur of a style.
    public init(style: Style) {
        _style = style
        super.init()
    }

    /// `<Module.UIBlurEffect: 0x…> style=…`.
    nonisolated open override var description: String {
        super.description + " style=\(_style)"
    }
}

/// Vibrancy: content drawn through a blur so that it stands out.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The vibrancy styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// For primary labels.
        case label = 0
        /// For secondary labels.
        case secondaryLabel = 1
        /// For tertiary labels.
        case tertiaryLabel = 2
        /// For quaternary labels.
        case quaternaryLabel = 3
        /// For fills.
        case fill = 4
        /// For secondary fills.
        case secondaryFill = 5
        /// For tertiary fills.
        case tertiaryFill = 6
        /// For separators.
        case separator = 7
    }

    /// The blur the vibrancy goes with.
    let _blurEffect: UIBlurEffect
    /// The vibrancy style; nil for the classic (pre-iOS 13) vibrancy.
    let _style: Style?

    /// Creates vibrancy for content over a blur.
    public init(blurEffect: UIBlurEffect) {
        _blurEffect = blurEffect
        _style = nil
        super.init()
    }

    /// Creates vibrancy of a style for content over a blur.
    public init(blurEffect: UIBlurEffect, style: Style) {
        _blurEffect = blurEffect
        _style = style
        super.init()
    }
}

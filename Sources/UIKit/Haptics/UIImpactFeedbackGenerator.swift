import Foundation

/// Plays a physical impact (SG5).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A small, hard impact.
        case soft
        /// A large, hard impact.
        case rigid
    }

    /// The style this generator plays.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact of full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact of `intensity` (0…1; values outside are clamped, as iOS does).
    open func impactOccurred(intensity: CGFloat) { _play(.impact(style, intensity: min(max(intensity, 0), 1))) }
}

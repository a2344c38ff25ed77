import Foundation

/// The style of the pointer in a region: an effect on the view under it, a shape, or both
/// (iOS 13.4; CT17).
@preconcurrency @MainActor
open class UIPointerStyle: NSObject {
    /// What the style is made of.
    enum Content {
        case effect(UIPointerEffect, shape: UIPointerShape?)
        case shape(UIPointerShape, constrainedAxes: UIAxis)
        case hidden
        case system
    }
    let _content: Content

    init(content: Content) {
        _content = content
        super.init()
    }

    /// A style applying `effect` to the region's view, the pointer taking `shape` (nil: the
    /// effect's own).
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(content: .effect(effect, shape: shape))
    }

    /// A style changing only the pointer's shape, its movement kept to `constrainedAxes`.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(content: .shape(shape, constrainedAxes: constrainedAxes))
    }

    /// A style hiding the pointer.
    open class func hidden() -> UIPointerStyle { UIPointerStyle(content: .hidden) }

    /// The system's pointer (iOS 15).
    open class func system() -> UIPointerStyle { UIPointerStyle(content: .system) }

    /// The style's effect, if it has one (an OpenUIKit addition for tests).
    public var effect: UIPointerEffect? {
        if case .effect(let effect, _) = _content { return effect }
        return nil
    }

    /// The style's shape, if it has one (an OpenUIKit addition for tests).
    public var shape: UIPointerShape? {
        switch _content {
        case .effect(_, let shape): shape
        case .shape(let shape, _): shape
        case .hidden, .system: nil
        }
    }
}

/// What the pointer does to the view under it (iOS 13.4).
@preconcurrency @MainActor
public enum UIPointerEffect {
    /// How a hover effect tints the view.
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none
        /// A tint over the view.
        case overlay
        /// A tint behind the view.
        case underlay
    }
    /// The system chooses (a highlight or a lift) from the view.
    case automatic(UITargetedPreview)
    /// The pointer turns into a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts under the pointer, with a shadow; the pointer is hidden.
    case lift(UITargetedPreview)
    /// The view is tinted, scaled or shadowed while the pointer stays.
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let preview), .highlight(let preview), .lift(let preview): preview
        case .hover(let preview, _, _, _): preview
        }
    }
}

/// The shape the pointer takes (iOS 13.4).
public enum UIPointerShape: Sendable {
    /// The shape of a path.
    case path(UIBezierPath)
    /// A rounded rectangle (in the preview's container's coordinates with an effect;
    /// otherwise an offset from the pointer).
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam (a text cursor).
    case verticalBeam(length: CGFloat)
    /// A horizontal beam (vertical text).
    case horizontalBeam(length: CGFloat)

    /// The radius of a rounded rectangle given none. Difference from UIKit: UIKit does not
    /// document its value; OpenUIKit uses 8 points.
    public static let defaultCornerRadius: CGFloat = 8
}

import Foundation

/// How a ``CATransition`` shows the change (Core Animation's `CATransitionType`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the type.
    public let rawValue: String
    /// The type of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old appearance fades out as the new one fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new appearance slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new appearance pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old appearance slides away, revealing the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// Which side a ``CATransition`` moves from (Core Animation's `CATransitionSubtype`), as
/// seen on screen.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name of the subtype.
    public let rawValue: String
    /// The subtype of that name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge (what moving transitions do without a subtype).
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation of a layer's whole appearance from what it showed before this transaction's
/// changes to what it shows after (CA5): a fade, or the new appearance moving in, pushing
/// the old out, or the old moving away to reveal it. Add it to the layer (`add(_:forKey:)`;
/// a nil key keeps it under `"transition"`), or return it as the action for a change
/// (`contents` changes fade by default on layers that are not a view's).
///
/// What "before" is: the values of the layer's own animatable properties and its contents
/// as they were before their first change in the current transaction. Differences from Core
/// Animation: the old appearance is the layer alone (its sublayers and a view's own
/// content show only in the new one), the moves follow the layer's axes before its
/// transform, and ``filter`` is kept but not drawn.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// How the change is shown. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The side movement comes from; nil (the default) moves from the left.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0...1. Default 0.
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0...1. Default 1.
    open var endProgress: Float = 1
    /// A filter to transition with; kept, not drawn (no Core Image).
    open var filter: Any?

    /// The old appearance, captured when the copy was added to its layer.
    var _oldAppearance: CALayer?

    /// A fade with the defaults.
    public override init() { super.init() }

    override func _copy() -> CAAnimation {
        let copy = CATransition()
        copy._copySettings(from: self)
        return copy
    }

    override func _copySettings(from other: CAAnimation) {
        super._copySettings(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype
        startProgress = other.startProgress; endProgress = other.endProgress; filter = other.filter
    }

    /// Captures the layer as it was before this transaction changed it (CA5).
    override func _prepare(_ attachment: AttachedAnimation, on layer: CALayer) {
        _oldAppearance = layer._appearanceBeforeTransaction()
    }

    override func _apply(_ progress: AnimationProgress, to layer: CALayer, attachment: AttachedAnimation) {
        guard let old = _oldAppearance else { return }
        let start = CGFloat(min(max(startProgress, 0), 1)), end = CGFloat(min(max(endProgress, 0), 1))
        let shown = start + (end - start) * _timed(progress.fraction)
        layer._transition = LayerTransition(oldAppearance: old, type: type, subtype: subtype ?? .fromLeft, progress: shown)
    }
}

/// A transition in progress on a presentation copy (CA5): what renderers draw instead of
/// the layer alone.
@_spi(Rendering) public struct LayerTransition {
    /// The layer as it was before the change (a standalone layer without sublayers).
    public let oldAppearance: CALayer
    let type: CATransitionType
    let subtype: CATransitionSubtype
    /// How far along, 0...1 (after the timing function).
    public let progress: CGFloat

    /// What to draw, back to front: the old appearance (`isOld`) or the layer itself, moved
    /// by `offset` (points, along the layer's axes), at `alpha`, and added to what is under
    /// it (`adds`: a fade's two parts sum, so opaque content stays opaque), for a layer of
    /// `size`.
    public func parts(size: CGSize) -> [(isOld: Bool, offset: CGPoint, alpha: CGFloat, adds: Bool)] {
        let p = progress
        let direction: CGPoint
        switch subtype {
        case .fromRight: direction = CGPoint(x: size.width, y: 0)
        case .fromTop: direction = CGPoint(x: 0, y: -size.height)
        case .fromBottom: direction = CGPoint(x: 0, y: size.height)
        default: direction = CGPoint(x: -size.width, y: 0)
        }
        func along(_ f: CGFloat) -> CGPoint { CGPoint(x: direction.x * f, y: direction.y * f) }
        switch type {
        case .moveIn: return [(true, .zero, 1, false), (false, along(1 - p), 1, false)]
        case .push: return [(true, along(-p), 1, false), (false, along(1 - p), 1, false)]
        case .reveal: return [(false, .zero, 1, false), (true, along(-p), 1, false)]
        default: return [(true, .zero, 1 - p, false), (false, .zero, p, true)]
        }
    }
}

import Foundation

/// The axes a scroll layer may scroll along.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No scrolling.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// Along the y axis only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// Along the x axis only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// Along both axes (the default).
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers' content (LK11): scrolling moves its bounds'
/// origin, so the sublayers move the other way; ``scrollMode`` limits the axes. It draws
/// no scrollers and handles no events.
@preconcurrency @MainActor
open class CAScrollLayer: CALayer {
    /// The axes scrolling may move. Default `.both`.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Scrolls so that `p` (in the layer's coordinates) is the bounds' origin, along the
    /// axes ``scrollMode`` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        switch scrollMode {
        case .both: origin = p
        case .horizontally: origin.x = p.x
        case .vertically: origin.y = p.y
        default: return
        }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Scrolls the least distance that shows `r` (in the layer's coordinates): a rectangle
    /// larger than the bounds shows its minimum edge.
    open func scroll(to r: CGRect) {
        let visible = bounds
        func offset(_ min: CGFloat, _ max: CGFloat, _ visibleMin: CGFloat, _ length: CGFloat) -> CGFloat {
            if max - min > length || min < visibleMin { return min }
            if max > visibleMin + length { return max - length }
            return visibleMin
        }
        scroll(to: CGPoint(x: offset(r.minX, r.maxX, visible.minX, visible.width),
                           y: offset(r.minY, r.maxY, visible.minY, visible.height)))
    }

    override func _copyModelState(from other: CALayer) {
        super._copyModelState(from: other)
        if let other = other as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    override func _kindDeclaredValue(forKey key: String) -> DeclaredKeyValue {
        key == "scrollMode" ? .value(scrollMode.rawValue) : super._kindDeclaredValue(forKey: key)
    }

    override func _setKindDeclaredValue(_ value: Any?, forKey key: String) -> Bool {
        guard key == "scrollMode" else { return super._setKindDeclaredValue(value, forKey: key) }
        if let raw = value as? String { scrollMode = CAScrollLayerScrollMode(rawValue: raw) }
        return true
    }
}

extension CALayer {
    /// The nearest scroll layer above this one, if any.
    private var _enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scroll = current as? CAScrollLayer { return scroll }
            layer = current.superlayer
        }
        return nil
    }

    /// Scrolls the nearest scroll layer above this one so that `p`, in this layer's
    /// coordinates, is at its origin; does nothing outside a scroll layer (LK11).
    public func scroll(_ p: CGPoint) {
        guard let scrollLayer = _enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(p, from: self))
    }

    /// Scrolls the nearest scroll layer above this one so that `r`, in this layer's
    /// coordinates, is visible; does nothing outside a scroll layer (LK11).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = _enclosingScrollLayer else { return }
        scrollLayer.scroll(to: scrollLayer.convert(r, from: self))
    }

    /// The part of the layer's bounds its enclosing scroll layers and clipping ancestors
    /// show, in its own coordinates: the bounds intersected with each `masksToBounds` or
    /// scroll layer above it (LK11).
    public var visibleRect: CGRect {
        var visible = bounds
        var layer = superlayer
        while let current = layer {
            if current is CAScrollLayer || current.masksToBounds {
                visible = visible.intersection(convert(current.bounds, from: current))
            }
            layer = current.superlayer
        }
        return visible.isNull ? .zero : visible
    }
}

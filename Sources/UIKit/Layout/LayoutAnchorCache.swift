import Foundation

/// The anchors of one view or layout guide, each made the first time it is asked for and
/// the same object every time after (VP1), as UIKit vends them.
///
/// The item owns its cache; the anchors name the item through its box (PL1), so nothing here
/// keeps the item alive and an anchor kept after its item reads nil.
@preconcurrency @MainActor
final class LayoutAnchorCache {
    /// The item's box, which every anchor names it by.
    private let reference: LayoutItemReference
    // Read on every anchor asked for: no dynamic exclusivity check (only the owner's main
    // actor touches them).
    @exclusivity(unchecked) private var leading: NSLayoutXAxisAnchor?
    @exclusivity(unchecked) private var trailing: NSLayoutXAxisAnchor?
    @exclusivity(unchecked) private var left: NSLayoutXAxisAnchor?
    @exclusivity(unchecked) private var right: NSLayoutXAxisAnchor?
    @exclusivity(unchecked) private var centerX: NSLayoutXAxisAnchor?
    @exclusivity(unchecked) private var top: NSLayoutYAxisAnchor?
    @exclusivity(unchecked) private var bottom: NSLayoutYAxisAnchor?
    @exclusivity(unchecked) private var centerY: NSLayoutYAxisAnchor?
    @exclusivity(unchecked) private var firstBaseline: NSLayoutYAxisAnchor?
    @exclusivity(unchecked) private var lastBaseline: NSLayoutYAxisAnchor?
    @exclusivity(unchecked) private var width: NSLayoutDimension?
    @exclusivity(unchecked) private var height: NSLayoutDimension?

    /// The cache of the item `reference` names (its own box).
    init(reference: LayoutItemReference) { self.reference = reference }

    // VP1: a switch rather than key paths or closures (both cost more than making the anchor).

    /// The item's anchor for a horizontal position attribute.
    func xAxis(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        switch attribute {
        case .leading: if let anchor = leading { return anchor }
        case .trailing: if let anchor = trailing { return anchor }
        case .left: if let anchor = left { return anchor }
        case .right: if let anchor = right { return anchor }
        default: if let anchor = centerX { return anchor }
        }
        let anchor = NSLayoutXAxisAnchor(reference: reference, attribute: attribute)
        switch attribute {
        case .leading: leading = anchor
        case .trailing: trailing = anchor
        case .left: left = anchor
        case .right: right = anchor
        default: centerX = anchor
        }
        return anchor
    }

    /// The item's anchor for a vertical position attribute.
    func yAxis(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        switch attribute {
        case .top: if let anchor = top { return anchor }
        case .bottom: if let anchor = bottom { return anchor }
        case .firstBaseline: if let anchor = firstBaseline { return anchor }
        case .lastBaseline: if let anchor = lastBaseline { return anchor }
        default: if let anchor = centerY { return anchor }
        }
        let anchor = NSLayoutYAxisAnchor(reference: reference, attribute: attribute)
        switch attribute {
        case .top: top = anchor
        case .bottom: bottom = anchor
        case .firstBaseline: firstBaseline = anchor
        case .lastBaseline: lastBaseline = anchor
        default: centerY = anchor
        }
        return anchor
    }

    /// The item's width or height anchor.
    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        if attribute == .width {
            if let anchor = width { return anchor }
        } else if let anchor = height {
            return anchor
        }
        let anchor = NSLayoutDimension(reference: reference, attribute: attribute)
        if attribute == .width { width = anchor } else { height = anchor }
        return anchor
    }
}

/// A view or layout guide: it keeps its anchors' cache and the box they name it by.
@MainActor
protocol LayoutAnchorOwner: AnyObject {
    var _anchorCacheIfMade: LayoutAnchorCache? { get set }
    var _layoutItemReference: LayoutItemReference { get }
}

extension LayoutAnchorOwner {
    /// The item's anchors, made on first use (VP1).
    var _anchors: LayoutAnchorCache {
        if let cache = _anchorCacheIfMade { return cache }
        let cache = LayoutAnchorCache(reference: _layoutItemReference)
        _anchorCacheIfMade = cache
        return cache
    }
}

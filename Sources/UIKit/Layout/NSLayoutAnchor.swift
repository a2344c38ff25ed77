import Foundation

/// One attribute of a view or layout guide, for making constraints with type checking:
/// x-axis anchors relate only to x-axis anchors, dimensions to dimensions.
///
/// Each factory returns an inactive constraint, as in UIKit; activate it (or pass it to
/// `NSLayoutConstraint.activate`).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The item, named through its box (PL1): nil once the item is gone.
    let _reference: LayoutItemReference
    var _item: AnyObject? { _reference.object }
    let _attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        _reference = LayoutItemReference.of(item)
        _attribute = attribute
    }

    /// An anchor of the item in `reference` (a view's or guide's own box; VP1 caches it).
    init(reference: LayoutItemReference, attribute: NSLayoutConstraint.Attribute) {
        _reference = reference
        _attribute = attribute
    }

    /// The view or guide the anchor belongs to.
    open var item: AnyObject? { _item }
    /// The view the anchor's item belongs to (a guide's owning view).
    public var constraintItem: AnyObject? { _item }
    /// A name for debugging: `UIView:0x….leading`.
    open var name: String { LayoutAttribute.name(_attribute) }
    /// Whether the anchor has an ambiguous position or size in the current layout.
    open var hasAmbiguousLayout: Bool {
        guard let view = _item as? UIView else { return false }
        return view.hasAmbiguousLayout
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { LayoutAttribute.describe(_item) + "." + name }
    }

    func _constraint(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
                     multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        // VP2: the anchors' boxes go into the constraint as they are: their items are views or
        // guides, so only the attributes are checked.
        precondition(_reference.pointer != nil, "An anchor's item was deallocated before a constraint was made from it")
        if let other {
            return NSLayoutConstraint(anchored: _reference, _attribute, relation, other._reference, other._attribute,
                                      multiplier, constant)
        }
        return NSLayoutConstraint(anchored: _reference, _attribute, relation, nil, .notAnAttribute, multiplier, constant)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _constraint(.equal, anchor) }
    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _constraint(.greaterThanOrEqual, anchor) }
    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { _constraint(.lessThanOrEqual, anchor) }
    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _constraint(.equal, anchor, constant: c) }
    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _constraint(.greaterThanOrEqual, anchor, constant: c) }
    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { _constraint(.lessThanOrEqual, anchor, constant: c) }
}

/// The standard spacing between two sibling views, and between a view and its superview's
/// edge: 8 points, as UIKit at the default text size.
let systemSpacing: CGFloat = 8

/// A horizontal position: leading, trailing, left, right, centre X.
@preconcurrency @MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// A dimension measuring the distance from this anchor to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

/// A vertical position: top, bottom, centre Y, baselines.
@preconcurrency @MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, constant: systemSpacing * multiplier)
    }
    /// `self >= anchor + multiplier × system spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// `self <= anchor + multiplier × system spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
    }
    /// A dimension measuring the distance from this anchor to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

/// A size: width or height. Dimensions can be constants and take multipliers.
///
/// Difference from UIKit: an offset dimension (``NSLayoutXAxisAnchor/anchorWithOffset(to:)``)
/// can be constrained to constants and other dimensions, but not used as the second anchor
/// of another offset.
@preconcurrency @MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// For an offset dimension: the two anchors it spans.
    var _offset: (from: AnyObject, fromAttribute: NSLayoutConstraint.Attribute, to: AnyObject, toAttribute: NSLayoutConstraint.Attribute)?

    override init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        super.init(item: item, attribute: attribute)
    }

    override init(reference: LayoutItemReference, attribute: NSLayoutConstraint.Attribute) {
        super.init(reference: reference, attribute: attribute)
    }

    init<T>(offsetFrom from: NSLayoutAnchor<T>, to: NSLayoutAnchor<T>) {
        super.init(item: from._item!, attribute: LayoutAttribute.isHorizontal(from._attribute) ? .width : .height)
        _offset = (from._item!, from._attribute, to._item!, to._attribute)
    }

    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.equal, c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.greaterThanOrEqual, c) }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.lessThanOrEqual, c) }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _constraint(.equal, anchor, multiplier: m) }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _constraint(.greaterThanOrEqual, anchor, multiplier: m) }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { _constraint(.lessThanOrEqual, anchor, multiplier: m) }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _constraint(.equal, anchor, multiplier: m, constant: c) }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { _constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c) }

    private func _constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        precondition(_reference.pointer != nil, "An anchor's item was deallocated before a constraint was made from it")
        let constraint = NSLayoutConstraint(anchored: _reference, _attribute, relation, nil, .notAnAttribute, 1, c)
        if _offset != nil { constraint._offsetDimension = _offset }
        return constraint
    }

    override func _constraint(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<NSLayoutDimension>?,
                              multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        let constraint = super._constraint(relation, other, multiplier: multiplier, constant: constant)
        if _offset != nil { constraint._offsetDimension = _offset }
        return constraint
    }
}

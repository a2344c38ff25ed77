import Foundation

/// Where one item, supplementary view or decoration view of a collection view goes, and how
/// it looks: frame, alpha, hidden, stacking order and transform.
///
/// Apps subclass it to carry values of their own to their cells (CV1–CV4): a subclass adds
/// stored properties, overrides `copy(with:)` (calling super, which makes an instance of
/// the subclass) and `isEqual(_:)`, and its layout names it in `layoutAttributesClass`. The
/// collection view applies a copy of the attributes to the view (`apply(_:)`) whenever they
/// are not equal to the ones it applied last (LL5).
///
/// Difference from UIKit: `init()` is `required`, so that `copy(with:)` can make an instance
/// of the subclass; a subclass overriding it writes `required override init()`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The item's index path.
    open var indexPath: IndexPath
    /// The item's frame in the collection view's content (before its transform).
    open var frame: CGRect = .zero
    /// The frame's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The frame's centre.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size, about the centre: setting it keeps the centre (a dynamic item's
    /// bounds, DY1).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The item's alpha. Default 1.
    open var alpha: CGFloat = 1
    /// Whether the item is hidden. Default false.
    open var isHidden = false
    /// The item's stacking order. Default 0.
    open var zIndex = 0
    /// The item's 3D transform, about its centre. Default identity. Setting it sets
    /// ``transform`` to its affine part (CV1).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The item's affine transform, about its centre. Default identity. Setting it sets
    /// ``transform3D`` to the same transform in 3D (CV1).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// Cell, supplementary or decoration view, and the kind of the last two (LL3).
    var _category: UICollectionView.ElementCategory = .cell
    var _elementKind: String?
    /// The axes the view sizes itself along from its content (LL20); empty: none.
    var _selfSizingAxes: SelfSizingAxes = []

    /// Empty attributes (a cell's, at item 0 of section 0): the initialiser `copy(with:)`
    /// makes copies of the receiver's class with (CV2).
    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// A copy of the receiver's class (a subclass's, through its required `init()`) with the
    /// same values; a subclass overrides it to copy its own values, calling super (CV2).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.frame = frame
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.transform3D = transform3D
        copy._category = _category
        copy._elementKind = _elementKind
        copy._selfSizingAxes = _selfSizingAxes
        return copy
    }

    /// Whether `object` is attributes of the same class with the same values, as UIKit
    /// compares them (subclasses with their own properties override this and call super).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return MainActor.assumeIsolated {
            other.indexPath == indexPath && other._category == _category && other._elementKind == _elementKind && other.frame == frame
                && other.alpha == alpha && other.isHidden == isHidden && other.zIndex == zIndex && other.transform3D == transform3D
        }
    }

    /// A hash of the index path, equal for equal attributes.
    nonisolated open override var hash: Int { MainActor.assumeIsolated { indexPath.hashValue } }
}

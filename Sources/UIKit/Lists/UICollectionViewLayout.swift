import Foundation

/// Where one item (or supplementary view) of a collection view goes.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    open var indexPath: IndexPath
    /// The item's frame in the collection view's content.
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
    /// The item's transform, around its centre. Default identity.
    open var transform: CGAffineTransform = .identity
    /// Cell, supplementary or decoration view, and the kind of the last two (LL3).
    var _category: UICollectionView.ElementCategory = .cell
    var _elementKind: String?
    /// The axes the view sizes itself along from its content (LL20); empty: none.
    var _selfSizingAxes: SelfSizingAxes = []

    /// Attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    /// Whether `object` is attributes of the same class with the same values, as UIKit
    /// compares them (subclasses with their own properties override this and call super).
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return MainActor.assumeIsolated {
            other.indexPath == indexPath && other._category == _category && other._elementKind == _elementKind && other.frame == frame && other.alpha == alpha && other.isHidden == isHidden && other.zIndex == zIndex && other.transform == transform
        }
    }

    /// A hash of the index path, equal for equal attributes.
    nonisolated open override var hash: Int { MainActor.assumeIsolated { indexPath.hashValue } }
}

/// Decides where a collection view's items go. Subclass it (or use
/// ``UICollectionViewFlowLayout``): `prepare()` computes, the other methods answer.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout serves (set when it is given to one).
    open var collectionView: UICollectionView? { _collectionView }
    @Unretained var _collectionView: UICollectionView?  // PL11

    /// Creates a layout.
    public override init() {}

    /// Computes the layout; called before the collection view asks for anything after an
    /// invalidation. The default does nothing.
    open func prepare() {}

    /// The size of the whole content. Default `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items in `rect`. Default: none.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item. Default: nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view of `elementKind` (LL3). Default: nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view of `elementKind` (LL4). Default: nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a view's preferred attributes (from `preferredLayoutAttributesFitting(_:)`)
    /// change the layout (LL20). Default: false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Takes a view's preferred size into the layout (LL20); the layout prepares again.
    /// Default: nothing.
    func _acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {}

    /// Notes a view's preferred size that changes nothing (it is the estimate), so that the
    /// view is not asked again. Default: nothing.
    func _notePreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {}

    /// Whether a view on screen must be asked for its size again: a layout that forgot it
    /// (an invalidation, a batch update) shows it at its estimate meanwhile (LL20). Default: no.
    func _needsSelfSizing(_ attributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// LE31: the elements a layout pass shows, after the layout's last word on them (the
    /// compositional layout's visible-items handlers). Default: as they are.
    func _visibleElements(_ elements: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] { elements }

    /// Where decoration views of each kind come from (LL4).
    var _decorationSources: [String: ReuseQueue<UICollectionReusableView>.Source] = [:]

    /// Marks the layout as needing `prepare()` before the next question.
    open func invalidateLayout() {
        _isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Whether the layout needs bounds changes to invalidate it. Default: when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }

    var _isPrepared = false
    /// How many times the layout has prepared (LC31: a pass can tell its attributes are old).
    var _preparations = 0

    /// Prepares if an invalidation is pending.
    func _prepareIfNeeded() {
        guard !_isPrepared else { return }
        _isPrepared = true
        _preparations += 1
        prepare()
    }
}

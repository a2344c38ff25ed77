import Foundation

/// The layout of an interactive change from one layout to another
/// (`startInteractiveTransition(to:completion:)`), its progress set by the app (CV17).
///
/// It prepares both layouts and places each element between its attributes in
/// ``currentLayout`` and in ``nextLayout`` by ``transitionProgress``: centre, size, alpha and
/// transform move in proportion; stacking order and hidden switch at the middle. An element
/// only one layout shows in the rectangle is asked of the other by its index path. The
/// content size is in proportion too. It keeps values the app animates with the change
/// (`updateValue(_:forAnimatedKey:)`).
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends in.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition has gone, 0 to 1. Setting it lays out again.
    open var transitionProgress: CGFloat = 0 { didSet { invalidateLayout() } }
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Keeps a value the app animates with the transition, under `key`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }

    /// The value kept under `key` (0 when none).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Prepares both layouts for the collection view.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            if let collectionView { layout._collectionView = collectionView }
            layout._prepareIfNeeded()
        }
    }

    /// Between the two content sizes, by the progress.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: _mix(from.width, to.width), height: _mix(from.height, to.height))
    }

    /// The elements either layout shows in `rect`, each between its two places.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var fromByKey: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in from { fromByKey[attributes._elementKey] = attributes }
        var keys = from.map(\._elementKey)
        var toByKey: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in to {
            toByKey[attributes._elementKey] = attributes
            if fromByKey[attributes._elementKey] == nil { keys.append(attributes._elementKey) }
        }
        return keys.compactMap { key in
            _between(fromByKey[key] ?? currentLayout._attributes(for: key), toByKey[key] ?? nextLayout._attributes(for: key))
        }
    }

    /// The item between its two places.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _between(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The supplementary view between its two places.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _between(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
                 nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    /// The decoration view between its two places.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _between(currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
                 nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    private func _mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat { from + (to - from) * transitionProgress }

    /// CV17: a copy of the next layout's attributes (of its class) placed between the two.
    private func _between(_ from: UICollectionViewLayoutAttributes?, _ to: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let from, let to else { return (from ?? to)?._copy() }
        let mixed = to._copy()
        mixed.size = CGSize(width: _mix(from.size.width, to.size.width), height: _mix(from.size.height, to.size.height))
        mixed.center = CGPoint(x: _mix(from.center.x, to.center.x), y: _mix(from.center.y, to.center.y))
        mixed.alpha = _mix(from.alpha, to.alpha)
        let a = from.transform3D.entries, b = to.transform3D.entries
        if a != b {
            let m = zip(a, b).map { _mix($0, $1) }
            mixed.transform3D = CATransform3D(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                                              m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
        }
        if transitionProgress < 0.5 {
            mixed.zIndex = from.zIndex
            mixed.isHidden = from.isHidden
        }
        return mixed
    }
}

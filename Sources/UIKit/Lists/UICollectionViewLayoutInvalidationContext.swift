import Foundation

/// What an invalidation of a collection view layout changes: everything, the counts, some
/// elements, or the content offset and size. The collection view makes one for each
/// invalidation (`invalidateLayout()`, a reload, a batch update, a bounds change the layout
/// asks for) and hands it to the layout's `invalidateLayout(with:)` (CV6–CV9). Layouts
/// subclass it to add what they can recompute separately, naming the subclass in
/// `invalidationContextClass`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is invalid: true for `invalidateLayout()` and a reload, false
    /// otherwise (CV7). Set by the collection view.
    open var invalidateEverything: Bool { _invalidateEverything }
    /// Whether the section and item counts changed: true for a reload and a batch update
    /// (CV7). Set by the collection view.
    open var invalidateDataSourceCounts: Bool { _invalidateDataSourceCounts }
    /// Added to the collection view's content offset at the next layout pass (CV9). Default `.zero`.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the collection view's content size at the next layout pass, until the
    /// layout's `collectionViewContentSize` replaces it (CV9). Default `.zero`.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items named by `invalidateItems(at:)`, in the order given; nil when none.
    open var invalidatedItemIndexPaths: [IndexPath]? { _items.isEmpty ? nil : _items }
    /// The supplementary views named, by kind; nil when none.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { _supplementaries.isEmpty ? nil : _supplementaries }
    /// The decoration views named, by kind; nil when none.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { _decorations.isEmpty ? nil : _decorations }
    /// The index paths of items being moved interactively before the move (nil: none).
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }
    /// The index paths items being moved interactively would take (nil: none).
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { nil }
    /// Where the item being moved interactively is (`.zero`: none).
    open var interactiveMovementTarget: CGPoint { .zero }

    var _invalidateEverything = false
    var _invalidateDataSourceCounts = false
    private var _items: [IndexPath] = []
    private var _supplementaries: [String: [IndexPath]] = [:]
    private var _decorations: [String: [IndexPath]] = [:]

    /// An empty context: nothing invalid.
    public required override init() {}

    /// Names items whose attributes changed.
    open func invalidateItems(at indexPaths: [IndexPath]) { _items.append(contentsOf: indexPaths) }

    /// Names supplementary views of `elementKind` whose attributes changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        _supplementaries[elementKind, default: []].append(contentsOf: indexPaths)
    }

    /// Names decoration views of `elementKind` whose attributes changed.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        _decorations[elementKind, default: []].append(contentsOf: indexPaths)
    }

    /// Names the element `attributes` place.
    func _invalidate(_ attributes: UICollectionViewLayoutAttributes) {
        switch attributes._category {
        case .cell: invalidateItems(at: [attributes.indexPath])
        case .supplementaryView: invalidateSupplementaryElements(ofKind: attributes._elementKind ?? "", at: [attributes.indexPath])
        case .decorationView: invalidateDecorationElements(ofKind: attributes._elementKind ?? "", at: [attributes.indexPath])
        }
    }
}

import Foundation

/// Decides where a collection view's items go. Subclass it (or use
/// ``UICollectionViewFlowLayout``): `prepare()` computes, the other methods answer.
///
/// As UIKit: every invalidation (`invalidateLayout()`, a bounds change the layout asks for,
/// a reload or a batch update) goes through `invalidateLayout(with:)` with a context saying
/// what changed, and the next layout pass calls `prepare()` before asking for attributes
/// (CV5–CV9). Batch updates ask the layout for the start and end attributes of appearing and
/// disappearing items (CV10–CV13); a change of layout asks both layouts to prepare for the
/// transition (CV15–CV18).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout serves (set when it is given to one).
    open var collectionView: UICollectionView? { _collectionView }
    @Unretained var _collectionView: UICollectionView?  // PL11

    /// Creates a layout.
    public override init() {}

    // MARK: Providing layout attributes

    /// The class of the attributes the layout makes: `UICollectionViewLayoutAttributes` or
    /// a subclass. The flow layout makes its attributes of this class (CV2).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

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

    /// The content offset to show after a change of layout (CV16): asked with the offset the
    /// collection view proposes, after `prepare()`. Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Where scrolling comes to rest after the finger lifts (CV19): asked with the offset the
    /// deceleration would reach and the velocity (points per millisecond, as the scroll
    /// view's delegate gets it). Default: the proposed offset.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Invalidating the layout

    /// The class of the invalidation contexts the layout makes:
    /// `UICollectionViewLayoutInvalidationContext` or a subclass (CV6).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the whole layout as invalid: `invalidateLayout(with:)` with a context of
    /// ``invalidationContextClass`` whose `invalidateEverything` is true (CV6).
    open func invalidateLayout() {
        let context = _makeInvalidationContext()
        context._invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks the layout as invalid as `context` says: the next layout pass calls `prepare()`
    /// again and applies the context's content offset adjustment (CV6, CV9). Subclasses
    /// override it to read their own contexts, calling super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        _isPrepared = false
        _pendingAdjustment.offset.x += context.contentOffsetAdjustment.x
        _pendingAdjustment.offset.y += context.contentOffsetAdjustment.y
        _pendingAdjustment.size.width += context.contentSizeAdjustment.width
        _pendingAdjustment.size.height += context.contentSizeAdjustment.height
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds (its size, or its origin: scrolling)
    /// invalidates the layout; asked before the bounds change (CV5). Default: false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context a bounds change invalidates the layout with (CV5): by default a new
    /// context of ``invalidationContextClass`` with nothing set.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        _makeInvalidationContext()
    }

    /// Whether a view's preferred attributes (from `preferredLayoutAttributesFitting(_:)`)
    /// change the layout (LL20). Default: false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context a view's preferred attributes invalidate the layout with: by default a new
    /// context of ``invalidationContextClass`` naming the view's element.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = _makeInvalidationContext()
        context._invalidate(originalAttributes)
        return context
    }

    // MARK: Batch updates (CV10–CV13)

    /// The batch's changes, before the collection view asks for start and end attributes;
    /// called after `prepare()` has laid out the state after the batch. Default: nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The last step of a batch: called inside the animation block, after every start and
    /// end attribute was asked for. Default: nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item on screen after the batch starts its animation, named by its index path
    /// after the batch. Default: nil (the item starts where it was when it was on screen,
    /// otherwise at its new attributes) (CV11).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item leaving the screen in the batch ends its animation, named by its index
    /// path before the batch. Default: nil (a deleted item stays where it is until it is
    /// removed; a moved one goes to its new attributes) (CV12).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view new on screen after the batch starts. Default: nil (at its
    /// attributes) (CV13).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                     at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view leaving the screen in a batch ends its animation, named by
    /// its index path before the batch; it is removed when the animation ends. Default: nil
    /// (it stays where it is until then) (CV24).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view new on screen after the batch starts. Default: nil (at its
    /// attributes) (CV13).
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                  at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view leaving the screen in a batch ends its animation, named by its
    /// index path before the batch. Default: nil (it stays where it is until it is removed)
    /// (CV24).
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Animated bounds changes (CV26)

    /// The collection view's bounds change inside an animation block: called with the bounds
    /// before the change, after the layout was invalidated for it and before the layout pass
    /// that animates it. Default: nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// The last step of an animated bounds change: called after the layout pass that
    /// animates it placed the cells. Default: nothing.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Changes of layout (CV15–CV18)

    /// The layout is about to replace `oldLayout`; called after its `prepare()`. Default: nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// The layout is about to be replaced by `newLayout`. Default: nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on both layouts once the collection view has every attribute of the change,
    /// before it animates. Default: nothing.
    open func finalizeLayoutTransition() {}

    // MARK: Internal

    /// Whether a view's preferred size changes nothing more (LL20); a layout of the app's
    /// that takes it is invalidated with its context.
    func _acceptPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) {
        invalidateLayout(with: invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

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

    var _isPrepared = false
    /// How many times the layout has prepared (LC31: a pass can tell its attributes are old).
    var _preparations = 0
    /// The content offset and size adjustments of the invalidations since the last pass (CV9).
    var _pendingAdjustment: (offset: CGPoint, size: CGSize) = (.zero, .zero)
    /// The batch being applied, while the layout is asked about it (CV10–CV12).
    var _batch: CollectionBatchRecord?

    /// Prepares if an invalidation is pending.
    func _prepareIfNeeded() {
        guard !_isPrepared else { return }
        _isPrepared = true
        _preparations += 1
        prepare()
    }
}

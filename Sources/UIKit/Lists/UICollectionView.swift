import Foundation

/// A scroll view of items placed by a layout, its cells supplied by a data source and reused
/// as they scroll off and on screen.
///
/// As UIKit: items are counted and the layout prepared on the first layout (or
/// `reloadData()`), the cells of the items the layout puts in the visible rectangle are
/// asked for in `layoutSubviews`, cells leaving the screen are kept for reuse by identifier,
/// and a tap highlights then selects (`shouldSelect`, the old selection's `didDeselect`
/// when multiple selection is off, `didSelect`). Cells come from a registered class or nib
/// or a storyboard prototype.
///
/// Supplementary and decoration views (headers, footers, backgrounds) come from the data
/// source and registrations as the layout places them (LL1-LL8). Batch updates: see
/// `UICollectionView+Updates.swift`.
///
/// Interactive movement (`beginInteractiveMovementForItem(at:)` and the rest) asks the data
/// source and delegate as UIKit does and moves the item through the data source at the end
/// (TP6). Difference from UIKit: the other items do not make way while an item moves.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Where an item ends up when scrolled to or selected.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items. Setting it is `setCollectionViewLayout(_:animated:)`
    /// without animation (CV15).
    open var collectionViewLayout: UICollectionViewLayout {
        get { _layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var _layout: UICollectionViewLayout
    /// A change of layout in progress, animated or interactive (CV15–CV18).
    var _layoutChange = CollectionLayoutChange.idle
    /// CV26: the bounds before an animated change the layout was told of, until the layout
    /// pass that animates it finalizes; nil otherwise.
    var _animatedBoundsChangeFrom: CGRect?

    /// The visible area (its origin is the content offset). Before a change reaches the
    /// bounds, the layout is asked whether it invalidates it (CV5).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds { _boundsWillChange(to: newValue) }
            super.bounds = newValue
        }
    }
    /// Supplies the items and cells (weak). Setting it reloads at the next layout.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { _invalidateData() } }
    /// Whether a tap selects an item. Default true.
    open var allowsSelection = true
    /// Whether several items can be selected (a tap on a selected item deselects it). Default false.
    open var allowsMultipleSelection = false
    /// Whether the collection view is in editing mode (iOS 14; its controller sets it, H7).
    /// Default false. Its cells' configuration state follows it (LC18).
    open var isEditing = false {
        didSet {
            if isEditing != oldValue { _editing.swipe?.close(animated: false) }  // LE10, LE21
            for cell in _visibleCells.values { cell._isEditing = isEditing }
        }
    }

    var _reuseQueue = ReuseQueue<UICollectionViewCell>()
    /// Item counts per section; nil until counted.
    var _counts: [Int]?
    var _visibleCells: [IndexPath: UICollectionViewCell] = [:]
    var _selectedItems: [IndexPath] = []
    var _highlightedItem: IndexPath?
    /// Prefetching items ahead of the scroll (LT10).
    var _prefetch = ListPrefetchState()
    /// The long-press context menu of items (H6).
    var _contextMenuSource: ListContextMenuSource?
    /// The old edit menu of rows or items (EM1).
    var _editMenuSource: ListEditMenuSource?
    /// The two-finger pan selecting many at once (MS1).
    var _multipleSelectionPan: ListMultipleSelectionPan?
    /// Drag and drop of items (O20), made when first used.
    var _listDragDrop: ListDragDrop?
    /// Selection in editing mode (LE20) and the list rows' swipe actions (LE21).
    var _editing = CollectionEditing()
    /// Supplementary and decoration views, orthogonal scrollers, self-sizing passes (LL).
    var _elements = CollectionElementsState()
    /// Batch updates in progress (Lists/Updates).
    var _listUpdates = ListUpdateState()
    /// The index's titles, read from the data source (TP4).
    var _indexTitles: [String]?
    /// The index at the trailing edge while it shows (SX8).
    var _sectionIndex: UITableViewIndex?
    /// The item being moved interactively (TP6).
    var _movement: InteractiveMovement?

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        _layout = layout
        super.init(frame: frame)
        layout._collectionView = self
        _installContextMenu()
        _installEditMenu()
        _installMultipleSelectionPan()
    }

    /// Creates a collection view from a storyboard or nib, with its flow layout and prototypes.
    public required init?(coder: NSCoder) {
        _layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        _layout._collectionView = self
        (coder as? IBCoder)?.decodeCollectionView(self)
        _installContextMenu()
        _installEditMenu()
        _installMultipleSelectionPan()
    }

    // MARK: Registering and dequeuing cells

    /// Makes cells of `cellClass` (a `UICollectionViewCell` subclass, through its required
    /// `init(frame:)`) for `identifier`; nil removes the registration.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { _reuseQueue.sources[identifier] = nil; return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("*** -[UICollectionView registerClass:forCellWithReuseIdentifier:]: \(cellClass) is not a UICollectionViewCell subclass")
        }
        _reuseQueue.sources[identifier] = .cellClass { _ in type.init(frame: .zero) }
    }

    /// Makes cells from `nib` (one top-level `UICollectionViewCell`) for `identifier`.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        _reuseQueue.sources[identifier] = nib.map { .nib($0) }
    }

    /// A cell for `identifier` sized for the item: kept for reuse (after `prepareForReuse()`)
    /// or new. An identifier with no registration or prototype is UIKit's exception.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        // LU12: a reconfigured item gets its own cell back.
        if let cell = _listUpdates.reconfiguredCell(for: indexPath) as? UICollectionViewCell { return cell }
        guard let (cell, isReused) = _reuseQueue.dequeue(identifier, isCollection: true) else {
            UIKitDiagnostics.raise(.unableToDequeueCell(identifier: identifier, kind: "view of kind: UICollectionElementKindCell"))
        }
        if isReused { cell.prepareForReuse() }
        if cell.reuseIdentifier == nil { cell._reuseIdentifier = identifier }
        if let frame = layoutAttributesForItem(at: indexPath)?.frame { cell.frame = frame }
        _adoptListAppearance(cell, at: indexPath, kind: nil)  // LC16: before the app configures it
        return cell
    }

    // MARK: Items (implemented in UICollectionView+Items)

    /// Counts the items again and asks for the visible cells again at the next layout.
    open func reloadData() { _invalidateData() }
    /// The number of sections.
    open var numberOfSections: Int { _countIfNeeded().count }
    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = _countIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }
    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        _countIfNeeded()
        collectionViewLayout._prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    /// The item at a point of the content, or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { _indexPathForItem(at: point) }
    /// The item a cell on screen shows, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { _visibleCells.first { $0.value === cell }?.key }
    /// The cell on screen for an item; nil when it is off screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { _visibleCells[indexPath] }
    /// The cells on screen, in index order.
    open var visibleCells: [UICollectionViewCell] { _visibleCells.sorted { $0.key < $1.key }.map(\.value) }
    /// The items on screen, in index order.
    open var indexPathsForVisibleItems: [IndexPath] { _visibleCells.keys.sorted() }
    /// Prepares the layout if needed, then shows the cells of the items in the visible
    /// rectangle (data source, then `willDisplay`) and retires the others.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutVisibleCells()
        _layoutSectionIndex()  // SX8: in front of the cells, where the screen shows it
        if _animatedBoundsChangeFrom != nil {  // CV26: the pass that animates the change is its last step
            _animatedBoundsChangeFrom = nil
            _layout.finalizeAnimatedBoundsChange()
        }
    }

    // MARK: Selection

    /// The selected items in index order (empty when none).
    open var indexPathsForSelectedItems: [IndexPath]? { _selectedItems.sorted() }
    /// Selects an item (nil: deselects all) without telling the delegate, as UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectItem(at: indexPath)
    }
    /// Deselects an item without telling the delegate, as UIKit.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        _selectedItems.removeAll { $0 == indexPath }
        _visibleCells[indexPath]?.isSelected = false
    }
    /// A touch went down on an item: it highlights if the delegate lets it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _touchDown(touches) }
    /// The touch lifted: the highlight ends, then the item is selected as a tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _touchUp(touches) }
    /// The touch was cancelled: the highlight ends.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _endHighlight() }

    /// Two fingers over a row or item select rather than scroll while the list allows multiple
    /// selection during editing (MS1); other recognizers as the scroll view's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, _multipleSelectionPan?.mayTake(gestureRecognizer, in: self) == true { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Changing the layout (implemented in UICollectionView+LayoutChange, CV15–CV18)

    /// Replaces the layout, animating the items from their old attributes to the new layout's
    /// when `animated` (CV15).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        _changeLayout(to: layout, animated: animated, completion: nil)
    }

    /// Replaces the layout, animating the items from their old attributes to the new layout's
    /// when `animated`; `completion` gets `true` once the animation has run (without
    /// animation, on the next turn) (CV15).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        _changeLayout(to: layout, animated: animated, completion: completion)
    }

    /// Starts an interactive change to `layout`: the delegate's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` makes the transition layout,
    /// which becomes the collection view's layout until the change finishes or is cancelled;
    /// the app sets its `transitionProgress` (CV17).
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        _startInteractiveTransition(to: layout, completion: completion)
    }

    /// Ends the interactive change by going on to the new layout (animated), then calls its
    /// completion with `(true, true)` (CV18).
    open func finishInteractiveTransition() { _endInteractiveTransition(finishing: true) }

    /// Ends the interactive change by going back to the old layout (animated), then calls its
    /// completion with `(false, true)` (CV18).
    open func cancelInteractiveTransition() { _endInteractiveTransition(finishing: false) }

    /// Scrolls so that the item is at `scrollPosition` (one vertical and one horizontal
    /// position at most; none: just into view), as far as the content lets it (CV20).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// CV19: the layout chooses where scrolling comes to rest.
    override func _adjustedRestingOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    // MARK: Interactive movement (implemented in UICollectionView+InteractiveMovement, TP6)

    /// Starts moving the item at `indexPath`: false when it does not exist, an item is already
    /// moving, or the data source's `canMoveItemAt` refuses.
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { _beginInteractiveMovement(at: indexPath) }
    /// Moves the moving item's cell to `targetPosition` (content coordinates); the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath` chooses where it would go.
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) { _updateInteractiveMovement(to: targetPosition) }
    /// Ends the movement: the data source's `moveItemAt` moves the item's data, then the
    /// collection view moves the item (no reload).
    open func endInteractiveMovement() { _endInteractiveMovement() }
    /// Ends the movement without moving anything: the item's cell goes back to its place.
    open func cancelInteractiveMovement() { _cancelInteractiveMovement() }
}

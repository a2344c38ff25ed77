import Foundation

/// A collection view's data source driven by snapshots: it answers the collection view's
/// questions from the snapshot last applied, makes cells with its cell provider, and turns
/// each new snapshot into the smallest batch update (LU22–LU27). Sections can also be given
/// as outline section snapshots (LU30, LU31), and drag reorders update the snapshot through
/// `reorderingHandlers` (LU29).
///
/// Creating one makes it the collection view's `dataSource` (held weakly: keep it in a
/// property). It holds the collection view weakly; the cell provider should too (LU28).
///
/// Differences from UIKit: `supplementaryViewProvider` is kept and asked through
/// ``collectionView(_:viewForSupplementaryElementOfKind:at:)``; whether the collection view
/// shows supplementary views depends on its layout. The outline's expand and collapse run
/// through `sectionSnapshotHandlers` when the outline disclosure toggles an item.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item (nil raises, LU27).
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (header, footer…) of a kind for an index path.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The section snapshot type of `apply(_:to:animatingDifferences:completion:)`.
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// What the data source asks and tells while the user reorders items by dragging (iOS 14).
    public struct ReorderingHandlers {
        /// Whether an item can be reordered. Reordering is on only when this is set.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Called before the data source applies a reorder.
        public var willReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source applied a reorder: update your model from the transaction.
        public var didReorder: (@MainActor (NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// No handlers.
        public init() {}
    }

    /// What the data source asks and tells when the user expands or collapses an outline item (iOS 14).
    public struct SectionSnapshotHandlers<Item> {
        /// Whether the item may expand. Default (nil): yes.
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        /// The item is about to expand.
        public var willExpandItem: (@MainActor (Item) -> Void)?
        /// Whether the item may collapse. Default (nil): yes.
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        /// The item is about to collapse.
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// The children to show under a parent that expands (for lazily loaded outlines): the
        /// section snapshot returned replaces the parent's children.
        public var snapshotForExpandingParent: (@MainActor (Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
                                                -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        /// No handlers.
        public init() {}
    }

    @Unretained var _collectionView: UICollectionView?  // PL11
    private let cellProvider: CellProvider
    var _snapshot = Snapshot()
    /// The outline section snapshots applied, by section.
    var _sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Makes headers, footers and other supplementary views. Default nil.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// The reordering handlers (LU29).
    open var reorderingHandlers = ReorderingHandlers()
    /// The outline expansion handlers (LU31).
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates the data source and makes it `collectionView`'s data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        _collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the collection view shows (without reload marks, LU25).
    open func snapshot() -> Snapshot { _snapshot }

    /// Shows `snapshot`: the difference becomes one batch update (LU22), animated when
    /// `animatingDifferences` (iOS 15: otherwise the same batch without animation, LU24). A
    /// collection view that has not counted its items yet just takes the snapshot.
    /// `completion` runs once the change is shown. Section snapshots of sections that are
    /// gone are forgotten.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let sections = Set(snapshot._sections)
        _sectionSnapshots = _sectionSnapshots.filter { sections.contains($0.key) }
        _show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// ``apply(_:animatingDifferences:completion:)`` that returns once the change is shown.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the collection view (no difference, no animation, LU26).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        _snapshot = snapshot._withoutMarks
        _collectionView?.reloadData()
        if let completion { UIKitScheduler.shared.enqueue(.completions) { completion() } }
    }

    /// ``applySnapshotUsingReloadData(_:completion:)`` that returns once the collection view has reloaded.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    /// Shows a section's items as an outline (LU30): the section (appended when new) shows
    /// the section snapshot's `visibleItems`, through the same difference and batch as
    /// `apply(_:animatingDifferences:completion:)`.
    open func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        var full = _snapshot
        if full._itemsBySection[section] == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full._itemsBySection[section] ?? [])
        }
        full.appendItems(snapshot.visibleItems, toSection: section)
        _sectionSnapshots[section] = snapshot
        _show(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's items as a section snapshot: the one applied to it, else its items as root items.
    /// A section the snapshot does not hold raises (LU21).
    open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let applied = _sectionSnapshots[section] { return applied }
        var result = SectionSnapshot()
        result.append(_snapshot.itemIdentifiers(inSection: section))
        return result
    }

    /// The one path of every apply: difference, then the collection view's batch update.
    private func _show(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        guard let collectionView = _collectionView, collectionView._counts != nil else {
            _snapshot = snapshot._withoutMarks
            _collectionView?._invalidateData()
            if let completion { UIKitScheduler.shared.enqueue(.completions) { completion() } }
            return
        }
        let update = SnapshotDifference.update(from: _snapshot, to: snapshot)
        let run = {
            collectionView.performBatchUpdates({
                self._snapshot = snapshot._withoutMarks
                collectionView._recordUpdate { $0.merge(update) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
    }

    // MARK: Identifiers and index paths

    /// The item shown at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { _snapshot._item(at: indexPath) }
    /// Where an item is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { _snapshot._indexPath(of: itemIdentifier) }
    /// The section shown at an index (iOS 15), or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        _snapshot._sections.indices.contains(index) ? _snapshot._sections[index] : nil
    }
    /// Where a section is shown (iOS 15), or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { _snapshot.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { _snapshot.numberOfSections }
    /// The number of items of the snapshot's section at `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        _snapshot._count(ofSectionAt: section)
    }
    /// The cell provider's cell for the item; nil raises (LU27).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = _snapshot._item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            UIKitDiagnostics.raise(.cellProviderReturnedNil(collectionView, indexPath: indexPath))
        }
        _showExpansion(of: item, on: cell)  // LC19
        return cell
    }
    /// The supplementary view provider's view of a kind (a nil provider or answer raises, as UIKit).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            UIKitDiagnostics.raise(.supplementaryProviderReturnedNil(collectionView, kind: kind, indexPath: indexPath))
        }
        return view
    }
    /// A drag reorder (O23): with `reorderingHandlers.canReorderItem` set, `willReorder`,
    /// the snapshot takes the move, `didReorder` (LU29). Without it nothing changes.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        _reorder(from: sourceIndexPath, to: destinationIndexPath)
    }
    /// Whether an item may start an interactive movement (TP6). Default true: the move is
    /// then asked of `reorderingHandlers.canReorderItem`.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// No index (TP4); override to give one.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of the section at the title's position (SX8).
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

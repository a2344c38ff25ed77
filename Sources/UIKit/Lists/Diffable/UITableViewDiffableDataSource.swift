import Foundation

/// A table's data source driven by snapshots: it answers the table's questions from the
/// snapshot last applied, makes cells with its cell provider, and turns each new snapshot
/// into the smallest batch update of the table (LU22–LU27).
///
/// Creating one makes it the table's `dataSource` (the table holds it weakly: keep it in a
/// property). It holds the table weakly; the cell provider should too (`[weak self]`), as
/// UIKit's documentation asks (LU28). Subclass to answer titles (`titleForHeaderInSection`…).
///
/// Differences from UIKit: none known in behaviour. `apply` computes the difference on the
/// main actor (UIKit may compute it on the queue that calls `apply`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item (nil raises, LU27).
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    /// The snapshot type this data source applies.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    @Unretained private var tableView: UITableView?  // PL11
    private let cellProvider: CellProvider
    private var currentSnapshot = Snapshot()

    /// How inserted, deleted and reloaded rows animate when a snapshot is applied. Default `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table shows (without reload marks, LU25).
    open func snapshot() -> Snapshot { currentSnapshot }

    /// Shows `snapshot`: the difference from the current one becomes one batch update of the
    /// table (LU22), animated when `animatingDifferences` (iOS 15: when not, it is the same
    /// batch without animation, LU24). A table that has not counted its rows yet just takes
    /// the snapshot (LU24). `completion` runs once the change is shown.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, tableView._geometry != nil else {
            currentSnapshot = snapshot._withoutMarks
            tableView?._invalidateData()
            if let completion { UIKitScheduler.shared.enqueue(.completions) { completion() } }
            return
        }
        var update = SnapshotDifference.update(from: currentSnapshot, to: snapshot)
        update.setAllAnimations(defaultRowAnimation)
        let run = {
            tableView.performBatchUpdates({
                self.currentSnapshot = snapshot._withoutMarks
                tableView._recordUpdate { $0.merge(update) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { run() } else { UIView.performWithoutAnimation(run) }
    }

    /// ``apply(_:animatingDifferences:completion:)`` that returns once the change is shown.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table (no difference, no animation, LU26).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        currentSnapshot = snapshot._withoutMarks
        tableView?.reloadData()
        if let completion { UIKitScheduler.shared.enqueue(.completions) { completion() } }
    }

    /// ``applySnapshotUsingReloadData(_:completion:)`` that returns once the table has reloaded.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    // MARK: Identifiers and index paths

    /// The item shown at an index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { currentSnapshot._item(at: indexPath) }
    /// Where an item is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { currentSnapshot._indexPath(of: itemIdentifier) }
    /// The section shown at an index (iOS 15), or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot._sections.indices.contains(index) ? currentSnapshot._sections[index] : nil
    }
    /// Where a section is shown (iOS 15), or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { currentSnapshot.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { currentSnapshot.numberOfSections }
    /// The number of items of the snapshot's section at `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { currentSnapshot._count(ofSectionAt: section) }
    /// The cell provider's cell for the row's item; nil raises (LU27).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = currentSnapshot._item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            UIKitDiagnostics.raise(.cellProviderReturnedNil(tableView, indexPath: indexPath))
        }
        return cell
    }
    /// A section's header title. Default nil; override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// A section's footer title. Default nil; override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// A drag reorder of a row (O23): the item moves in the snapshot to the row's new place,
    /// and the table, which already shows it there, is not updated again (LU29).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        currentSnapshot._moveForReorder(from: sourceIndexPath, to: destinationIndexPath)
    }
    /// Whether a row can be edited (LE1). Default true; override to refuse rows.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Whether a row shows the reorder control (LE12). Default true; override to refuse rows.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Commits nothing: the table stops offering the default Delete swipe action (LE19).
    /// Override to delete the item (apply a snapshot without it).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        tableView._editing.commitIsDefault = true
    }
    /// No section index (TP4); override to give one.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at the title's position (SX5).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

extension ListUpdate {
    /// Gives every change of rows and sections the same animation (a diffable table's
    /// `defaultRowAnimation`).
    mutating func setAllAnimations(_ animation: UITableView.RowAnimation) {
        for path in insertedItems { insertedRowAnimations[path] = animation }
        for path in deletedItems.union(reloadedItems) { leavingRowAnimations[path] = animation }
        for section in insertedSections { insertedSectionAnimations[section] = animation }
        for section in deletedSections.union(reloadedSections) { deletedSectionAnimations[section] = animation }
    }

    /// Adds another batch's changes to this one.
    mutating func merge(_ other: ListUpdate) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections += other.movedSections
        deletedItems.formUnion(other.deletedItems)
        insertedItems.formUnion(other.insertedItems)
        reloadedItems.formUnion(other.reloadedItems)
        movedItems += other.movedItems
        reconfiguredItems += other.reconfiguredItems
        leavingRowAnimations.merge(other.leavingRowAnimations) { $1 }
        insertedRowAnimations.merge(other.insertedRowAnimations) { $1 }
        insertedSectionAnimations.merge(other.insertedSectionAnimations) { $1 }
        deletedSectionAnimations.merge(other.deletedSectionAnimations) { $1 }
    }
}

extension NSDiffableDataSourceSnapshot {
    /// Moves the item at `source` to `destination` (index paths of the list after the move),
    /// as a list's drag reorder leaves it.
    mutating func _moveForReorder(from source: IndexPath, to destination: IndexPath) {
        guard let item = _item(at: source), _sections.indices.contains(destination.section) else { return }
        let fromSection = _sections[source.section], toSection = _sections[destination.section]
        _itemsBySection[fromSection]?.remove(at: source.item)
        let count = _itemsBySection[toSection]?.count ?? 0
        _itemsBySection[toSection]?.insert(item, at: min(destination.item, count))
        _sectionOfItem[item] = toSection
    }
}

import Foundation

/// One change of a collection view's batch update, as its layout sees it in
/// `prepare(forCollectionViewUpdates:)` (CV10): an insert, delete, reload or move of an item
/// or a section. A section's index path has `NSNotFound` as its item.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        /// An item or section inserted.
        case insert = 0
        /// An item or section deleted.
        case delete
        /// An item or section reloaded.
        case reload
        /// An item or section moved.
        case move
        /// No change.
        case none
    }

    /// The element's index path before the batch; nil for an insert.
    open var indexPathBeforeUpdate: IndexPath? { _before }
    /// The element's index path after the batch; nil for a delete.
    open var indexPathAfterUpdate: IndexPath? { _after }
    /// What the change does.
    open var updateAction: Action { _action }

    private let _before: IndexPath?
    private let _after: IndexPath?
    private let _action: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        _action = action
        _before = before
        _after = after
        super.init()
    }

    /// Whether the change is a section's (its index path's item is `NSNotFound`).
    var _isSectionChange: Bool { (_before ?? _after)?.item == NSNotFound }

    /// The change, as UIKit describes it.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let name = ["insert", "delete", "reload", "move", "none"][_action.rawValue]
            return "<UICollectionViewUpdateItem: \(name) \(_before.map { "\($0)" } ?? "nil") -> \(_after.map { "\($0)" } ?? "nil")>"
        }
    }
}

extension ListUpdate {
    /// The batch as update items (CV10), in this order: deleted sections, deleted items,
    /// inserted sections, inserted items, reloaded sections, reloaded items, moved sections,
    /// moved items; each in ascending index order (moves in the order given).
    @MainActor
    func collectionUpdateItems(reloadTargets: [IndexPath: IndexPath]) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items += deletedSections.sorted().map { .init(action: .delete, before: section($0), after: nil) }
        items += deletedItems.sorted().map { .init(action: .delete, before: $0, after: nil) }
        items += insertedSections.sorted().map { .init(action: .insert, before: nil, after: section($0)) }
        items += insertedItems.sorted().map { .init(action: .insert, before: nil, after: $0) }
        items += reloadedSections.sorted().map { .init(action: .reload, before: section($0), after: section($0)) }
        items += reloadedItems.sorted().map { .init(action: .reload, before: $0, after: reloadTargets[$0] ?? $0) }
        items += movedSections.map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        items += movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}

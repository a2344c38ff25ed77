import Foundation

/// The state of a list's data at one moment: its sections and their items, each named by a
/// unique identifier. Build one, then hand it to a diffable data source's `apply`, which
/// works out and animates the difference from what the list shows (LU22).
///
/// A value type (copying it copies the state) and `Sendable`: it can be built on any
/// thread; only `apply` needs the main actor. Identifiers must be unique across the whole
/// snapshot (LU20). Reload and reconfigure marks (`reloadItems`, `reconfigureItems`,
/// `reloadSections`) are carried to the next `apply` and not kept after it (LU25).
///
/// Lookups cost a hash: `indexOfSection`, `indexOfItem`, `sectionIdentifier(containingItem:)`
/// and the data sources' `indexPath(for:)` and `itemIdentifier(for:)` read positions kept
/// beside the storage, built again on the first lookup after a change (LU42).
///
/// Differences from UIKit: none known in behaviour.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    // LU42: a change to the sections or the items forgets the positions built from them
    // (`didSet` without `oldValue` keeps in-place changes in place).
    var _sections: [SectionIdentifierType] = [] { didSet { _invalidateLookup(sections: true, items: false) } }
    var _itemsBySection: [SectionIdentifierType: [ItemIdentifierType]] = [:] { didSet { _invalidateLookup(sections: false, items: true) } }
    var _sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    var _reloadedItems: [ItemIdentifierType] = []
    var _reconfiguredItems: [ItemIdentifierType] = []
    var _reloadedSections: [SectionIdentifierType] = []
    /// LU42: the positions of sections and items, built on the first lookup after a change.
    var _lookup = _SnapshotLookup<SectionIdentifierType, ItemIdentifierType>()

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { _sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { _sections.count }
    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }
    /// Every item's identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { _sections.flatMap { _itemsBySection[$0] ?? [] } }
    /// The items reloaded since the snapshot was taken (LU25).
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems }
    /// The items reconfigured since the snapshot was taken (iOS 15, LU25).
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems }
    /// The sections reloaded since the snapshot was taken (LU25).
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections }

    /// The number of items in a section; a section the snapshot does not hold raises (LU21).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        _items(of: identifier, verb: "count items of").count
    }

    /// The items of a section, in order; a section the snapshot does not hold raises, as
    /// UIKit does since iOS 14 (LU21).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        _items(of: identifier, verb: "get items of")
    }

    /// The section holding an item, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _sectionOfItem[identifier]
    }

    /// An item's position among all items (section by section), or nil.
    /// A hash lookup once the positions are built (LU42).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = _itemLocation(identifier) else { return nil }
        return _itemOffset(ofSectionAt: location.section) + location.item
    }

    /// A section's position, or nil. A hash lookup once the positions are built (LU42).
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { _sectionPosition(identifier) }

    // MARK: Sections

    /// Adds sections at the end. An identifier given twice, or already present, raises (LU20).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        _checkNewSections(identifiers)
        _addSections(identifiers, at: _sections.count)
    }

    /// Inserts sections before another; a missing `toIdentifier` raises (LU21).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        _checkNewSections(identifiers)
        _addSections(identifiers, at: _sectionIndex(toIdentifier, verb: "insert sections before"))
    }

    /// Inserts sections after another; a missing `toIdentifier` raises (LU21).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        _checkNewSections(identifiers)
        _addSections(identifiers, at: _sectionIndex(toIdentifier, verb: "insert sections after") + 1)
    }

    /// Deletes sections and their items; identifiers the snapshot does not hold are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        guard _sections.contains(where: doomed.contains) else { return }
        for section in identifiers {
            for item in _itemsBySection.removeValue(forKey: section) ?? [] { _sectionOfItem[item] = nil }
        }
        _sections.removeAll { doomed.contains($0) }
        _forgetMarks()
    }

    /// Moves a section before another; a missing identifier raises (LU21).
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another; a missing identifier raises (LU21).
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections to be counted and shown again by the next `apply`; a missing one raises (LU21).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard _itemsBySection[section] != nil else {
                UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: "reload", kind: "section", String(describing: section)))
            }
            if !_reloadedSections.contains(section) { _reloadedSections.append(section) }
        }
    }

    // MARK: Items

    /// Adds items at the end of a section (nil: the last one). Without sections this raises,
    /// as UIKit does; an identifier given twice raises (LU20, LU21). Items already in the
    /// snapshot are moved here, with UIKit's warning (LU20).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? _sections.last else { UIKitDiagnostics.raiseAnywhere(.noSectionsInSnapshot()) }
        guard let count = _itemsBySection[section]?.count else {
            UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: "append items to", kind: "section", String(describing: section)))
        }
        _addItems(identifiers, to: section, at: count)
    }

    /// Inserts items before another item; a missing `beforeIdentifier` raises (LU21).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let (section, index) = _location(beforeIdentifier, verb: "insert items before")
        _addItems(identifiers, to: section, at: index, anchor: beforeIdentifier, after: false)
    }

    /// Inserts items after another item; a missing `afterIdentifier` raises (LU21).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let (section, index) = _location(afterIdentifier, verb: "insert items after")
        _addItems(identifiers, to: section, at: index + 1, anchor: afterIdentifier, after: true)
    }

    /// Deletes items; identifiers the snapshot does not hold are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var bySection: [SectionIdentifierType: Set<ItemIdentifierType>] = [:]
        for item in identifiers {
            guard let section = _sectionOfItem.removeValue(forKey: item) else { continue }
            bySection[section, default: []].insert(item)
        }
        for (section, doomed) in bySection { _itemsBySection[section]?.removeAll { doomed.contains($0) } }
        if !bySection.isEmpty { _forgetMarks() }
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item before another; a missing identifier raises (LU21).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after another; a missing identifier raises (LU21).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items to get new cells (and, in a table, new heights) at the next `apply`; a
    /// missing one raises with UIKit's text (LU21).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard _sectionOfItem[item] != nil else {
                UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: "reload", kind: "item", String(describing: item)))
            }
            if !_reloadedItems.contains(item) { _reloadedItems.append(item) }
        }
    }

    /// Marks items to have their cells configured again, in place, at the next `apply`
    /// (iOS 15, LU12); a missing one raises (LU21).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard _sectionOfItem[item] != nil else {
                UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: "reconfigure", kind: "item", String(describing: item)))
            }
            if !_reconfiguredItems.contains(item) { _reconfiguredItems.append(item) }
        }
    }
}

import Foundation

/// The snapshot's bookkeeping: checks, insertion, moves and lookups behind the public calls.
extension NSDiffableDataSourceSnapshot {
    /// The identifiers given more than once in `identifiers`, in first-seen order.
    static func _duplicates<T: Hashable>(in identifiers: [T]) -> [T] {
        var seen = Set<T>(), reported = Set<T>(), duplicates: [T] = []
        seen.reserveCapacity(identifiers.count)
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { duplicates.append(identifier) }
        }
        return duplicates
    }

    /// LU20: new sections must be unique among themselves and new to the snapshot.
    func _checkNewSections(_ identifiers: [SectionIdentifierType]) {
        var duplicates = Self._duplicates(in: identifiers)
        for section in identifiers where _itemsBySection[section] != nil && !duplicates.contains(section) { duplicates.append(section) }
        guard duplicates.isEmpty else {
            UIKitDiagnostics.raiseAnywhere(.duplicateIdentifiers(kind: "section", duplicates.map { String(describing: $0) }))
        }
    }

    mutating func _addSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        _sections.insert(contentsOf: identifiers, at: index)
        for section in identifiers { _itemsBySection[section] = [] }
    }

    /// The index of a section the caller names; missing raises (LU21).
    func _sectionIndex(_ identifier: SectionIdentifierType, verb: String) -> Int {
        guard let index = _sections.firstIndex(of: identifier) else {
            UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: verb, kind: "section", String(describing: identifier)))
        }
        return index
    }

    func _items(of section: SectionIdentifierType, verb: String) -> [ItemIdentifierType] {
        guard let items = _itemsBySection[section] else {
            UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: verb, kind: "section", String(describing: section)))
        }
        return items
    }

    /// The section and position of an item the caller names; missing raises (LU21).
    func _location(_ item: ItemIdentifierType, verb: String) -> (SectionIdentifierType, Int) {
        guard let section = _sectionOfItem[item], let index = _itemsBySection[section]?.firstIndex(of: item) else {
            UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: verb, kind: "item", String(describing: item)))
        }
        return (section, index)
    }

    /// Adds items at `index` of `section`. Identifiers given twice raise; identifiers already
    /// in the snapshot are first taken out (with UIKit's warning), then placed here (LU20).
    /// With an anchor, the position is found again after that removal.
    mutating func _addItems(_ identifiers: [ItemIdentifierType], to section: SectionIdentifierType, at index: Int,
                            anchor: ItemIdentifierType? = nil, after: Bool = false) {
        let duplicates = Self._duplicates(in: identifiers)
        guard duplicates.isEmpty else {
            UIKitDiagnostics.raiseAnywhere(.duplicateIdentifiers(kind: "item", duplicates.map { String(describing: $0) }))
        }
        let existing = identifiers.filter { _sectionOfItem[$0] != nil }
        var index = index
        if !existing.isEmpty {
            if let anchor, existing.contains(anchor) {
                UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: after ? "insert items after" : "insert items before",
                                                                kind: "item", String(describing: anchor)))
            }
            UIKitDiagnostics.warnAnywhere(.identifiersAlreadyExist(existing.map { String(describing: $0) }))
            deleteItems(existing)
            if let anchor { index = _location(anchor, verb: "insert items").1 + (after ? 1 : 0) }
            index = min(index, _itemsBySection[section]?.count ?? 0)
        }
        _itemsBySection[section, default: []].insert(contentsOf: identifiers, at: index)
        _sectionOfItem.reserveCapacity(_sectionOfItem.count + identifiers.count)
        for item in identifiers { _sectionOfItem[item] = section }
    }

    mutating func _moveItem(_ item: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool) {
        let verb = after ? "move item after" : "move item before"
        let (from, fromIndex) = _location(item, verb: "move")
        _ = _location(anchor, verb: verb)
        guard item != anchor else { return }
        _itemsBySection[from]?.remove(at: fromIndex)
        let (to, anchorIndex) = _location(anchor, verb: verb)
        _itemsBySection[to]?.insert(item, at: anchorIndex + (after ? 1 : 0))
        _sectionOfItem[item] = to
    }

    mutating func _moveSection(_ section: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        let fromIndex = _sectionIndex(section, verb: "move")
        _ = _sectionIndex(anchor, verb: after ? "move section after" : "move section before")
        guard section != anchor else { return }
        _sections.remove(at: fromIndex)
        let anchorIndex = _sectionIndex(anchor, verb: "move section")
        _sections.insert(section, at: anchorIndex + (after ? 1 : 0))
    }

    /// Drops reload and reconfigure marks of identifiers no longer in the snapshot.
    mutating func _forgetMarks() {
        if !_reloadedItems.isEmpty { _reloadedItems.removeAll { _sectionOfItem[$0] == nil } }
        if !_reconfiguredItems.isEmpty { _reconfiguredItems.removeAll { _sectionOfItem[$0] == nil } }
        if !_reloadedSections.isEmpty { _reloadedSections.removeAll { _itemsBySection[$0] == nil } }
    }

    /// The snapshot without its reload and reconfigure marks (what `apply` keeps, LU25).
    var _withoutMarks: Self {
        var copy = self
        copy._reloadedItems = []
        copy._reconfiguredItems = []
        copy._reloadedSections = []
        return copy
    }

    /// The item at an index path, or nil.
    func _item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, _sections.indices.contains(indexPath.section),
              let items = _itemsBySection[_sections[indexPath.section]], items.indices.contains(indexPath.item) else { return nil }
        return items[indexPath.item]
    }

    /// An item's index path, or nil.
    /// LU42: hash lookups once the positions are built.
    func _indexPath(of item: ItemIdentifierType) -> IndexPath? {
        _itemLocation(item).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The number of items in the section at `index` (0 when there is none).
    func _count(ofSectionAt index: Int) -> Int {
        _sections.indices.contains(index) ? _itemsBySection[_sections[index]]?.count ?? 0 : 0
    }
}

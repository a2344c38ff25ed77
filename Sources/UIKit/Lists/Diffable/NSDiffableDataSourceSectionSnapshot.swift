import Foundation

/// The items of one section as a tree (an outline): root items, each with children, each
/// parent expanded or collapsed. A collection view shows its `visibleItems`: the items whose
/// ancestors are all expanded, parents before their children (LU30).
///
/// A `Sendable` value type. Identifiers are unique in the tree (LU20).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    var _roots: [ItemIdentifierType] = []
    var _children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    var _parent: [ItemIdentifierType: ItemIdentifierType] = [:]
    var _all: Set<ItemIdentifierType> = []
    var _expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (parents before their children), collapsed or not.
    public var items: [ItemIdentifierType] { _flatten(onlyVisible: false) }
    /// The items without a parent, in order.
    public var rootItems: [ItemIdentifierType] { _roots }
    /// The items shown: those whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] { _flatten(onlyVisible: true) }

    /// Whether the tree holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { _all.contains(item) }
    /// Whether `item` is expanded (its children shown when it is).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }
    /// Whether `item` is shown: it is in the tree and all its ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard _all.contains(item) else { return false }
        var current = item
        while let parent = _parent[current] {
            guard _expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }
    /// `item`'s depth: 0 for a root item, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, current = item
        while let parent = _parent[current] { level += 1; current = parent }
        return level
    }
    /// `child`'s parent, or nil for a root item (or an item not in the tree).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { _parent[child] }
    /// `item`'s position in ``items``, or nil.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard _all.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The subtree under `parent` as its own section snapshot (with `parent` as its root when
    /// `includingParent`); expansion states are kept. A parent not in the tree raises (LU21).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        _requireItem(parent, verb: "take a snapshot of")
        var result = Self()
        let roots = includingParent ? [parent] : (_children[parent] ?? [])
        result._roots = roots
        var stack = roots
        while let item = stack.popLast() {
            result._all.insert(item)
            if _expanded.contains(item) { result._expanded.insert(item) }
            if let children = _children[item] {
                result._children[item] = children
                for child in children { result._parent[child] = item }
                stack.append(contentsOf: children)
            }
        }
        return result
    }

    // MARK: Changing

    /// Adds items at the end of `parent`'s children (nil: as root items). A parent not in
    /// the tree, or an identifier already in it or given twice, raises (LU20, LU21).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        _checkNew(items)
        if let parent {
            _requireItem(parent, verb: "append items to")
            _children[parent, default: []].append(contentsOf: items)
            for item in items { _parent[item] = parent }
        } else {
            _roots.append(contentsOf: items)
        }
        _all.formUnion(items)
    }

    /// Inserts items as siblings before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        _insert(items, beside: item, after: false)
    }

    /// Inserts items as siblings after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        _insert(items, beside: item, after: true)
    }

    /// Deletes items with all their descendants; identifiers not in the tree are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where _all.contains(item) {
            if let parent = _parent[item] { _children[parent]?.removeAll { $0 == item } } else { _roots.removeAll { $0 == item } }
            var stack = [item]
            while let doomed = stack.popLast() {
                _all.remove(doomed)
                _expanded.remove(doomed)
                _parent[doomed] = nil
                stack.append(contentsOf: _children.removeValue(forKey: doomed) ?? [])
            }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = Self() }

    /// Expands items (their children become visible when they are). Items not in the tree are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) { _expanded.formUnion(items.filter(_all.contains)) }

    /// Collapses items (their descendants are hidden).
    public mutating func collapse(_ items: [ItemIdentifierType]) { _expanded.subtract(items) }

    /// Replaces `parent`'s children with the root items of `snapshot` (and their subtrees).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        _requireItem(parent, verb: "replace children of")
        delete(_children[parent] ?? [])
        append(snapshot._roots, to: parent)
        for (item, children) in snapshot._children {
            _children[item] = children
            for child in children { _parent[child] = item }
        }
        _all.formUnion(snapshot._all)
        _expanded.formUnion(snapshot._expanded)
    }

    // MARK: Private

    private func _flatten(onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(_all.count)
        var stack = Array(_roots.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || _expanded.contains(item), let children = _children[item] { stack.append(contentsOf: children.reversed()) }
        }
        return result
    }

    private func _requireItem(_ item: ItemIdentifierType, verb: String) {
        guard _all.contains(item) else {
            UIKitDiagnostics.raiseAnywhere(.identifierNotInSnapshot(verb: verb, kind: "item", String(describing: item)))
        }
    }

    private func _checkNew(_ items: [ItemIdentifierType]) {
        var duplicates = NSDiffableDataSourceSnapshot<Int, ItemIdentifierType>._duplicates(in: items)
        for item in items where _all.contains(item) && !duplicates.contains(item) { duplicates.append(item) }
        guard duplicates.isEmpty else {
            UIKitDiagnostics.raiseAnywhere(.duplicateIdentifiers(kind: "item", duplicates.map { String(describing: $0) }))
        }
    }

    private mutating func _insert(_ items: [ItemIdentifierType], beside anchor: ItemIdentifierType, after: Bool) {
        _requireItem(anchor, verb: after ? "insert items after" : "insert items before")
        _checkNew(items)
        if let parent = _parent[anchor] {
            let index = _children[parent]!.firstIndex(of: anchor)! + (after ? 1 : 0)
            _children[parent]!.insert(contentsOf: items, at: index)
            for item in items { _parent[item] = parent }
        } else {
            let index = _roots.firstIndex(of: anchor)! + (after ? 1 : 0)
            _roots.insert(contentsOf: items, at: index)
        }
        _all.formUnion(items)
    }
}

import Foundation

/// A batch update as the layout is asked about it (CV10–CV12): its update items, the items
/// that come in with it (inserted or reloaded, by their index paths after it) and those that
/// go (deleted or reloaded, by their index paths before it), and the attributes the items on
/// screen had before it.
struct CollectionBatchRecord {
    var items: [UICollectionViewUpdateItem]
    /// Items and sections coming in, by their index paths after the batch.
    var appearingItems: Set<IndexPath>
    var appearingSections: Set<Int>
    /// Items and sections going, by their index paths before the batch.
    var disappearingItems: Set<IndexPath>
    var disappearingSections: Set<Int>
    var oldAttributes: [IndexPath: UICollectionViewLayoutAttributes]
    /// The attributes the supplementary and decoration views on screen had before it (CV24).
    var oldElementAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes]

    /// Whether the item at `indexPath` (after the batch) comes in with it.
    func appears(_ indexPath: IndexPath) -> Bool {
        appearingItems.contains(indexPath) || appearingSections.contains(indexPath.section)
    }

    /// Whether the item at `indexPath` (before the batch) goes with it.
    func disappears(_ indexPath: IndexPath) -> Bool {
        disappearingItems.contains(indexPath) || disappearingSections.contains(indexPath.section)
    }
}

extension UICollectionViewLayout {
    /// A new context of the layout's `invalidationContextClass` (CV6).
    func _makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// The layout's `layoutAttributesClass` as attributes (CV2).
    var _attributesClass: UICollectionViewLayoutAttributes.Type {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    /// New attributes of the layout's `layoutAttributesClass` (CV2).
    func _makeAttributes(_ category: UICollectionView.ElementCategory, kind: String? = nil,
                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        _attributesClass._made(category, kind: kind, at: indexPath)
    }

    /// CV11, CV12: the fade UIKit's own layouts (flow, compositional) give: an item inserted
    /// or reloaded starts at its new attributes with alpha 0; other items are the collection
    /// view's to move.
    func _fadingInitialAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let batch = _batch, batch.appears(indexPath), let final = layoutAttributesForItem(at: indexPath) else { return nil }
        let start = final._copy()
        start.alpha = 0
        return start
    }

    /// CV12: an item deleted or reloaded ends where it was with alpha 0.
    func _fadingFinalAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let batch = _batch, batch.disappears(indexPath), let old = batch.oldAttributes[indexPath] else { return nil }
        let end = old._copy()
        end.alpha = 0
        return end
    }

    /// CV24: a supplementary view of an inserted or reloaded section starts at its new
    /// attributes with alpha 0.
    func _fadingInitialAttributes(ofSupplementaryKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let batch = _batch, indexPath.count == 2, batch.appearingSections.contains(indexPath.section),
              let final = layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) else { return nil }
        let start = final._copy()
        start.alpha = 0
        return start
    }

    /// CV24: a supplementary view of a deleted or reloaded section ends where it was with
    /// alpha 0.
    func _fadingFinalAttributes(ofSupplementaryKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let key = CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
        guard let batch = _batch, indexPath.count == 2, batch.disappearingSections.contains(indexPath.section),
              let old = batch.oldElementAttributes[key] else { return nil }
        let end = old._copy()
        end.alpha = 0
        return end
    }
}

extension UICollectionViewLayoutAttributes {
    /// CV2: new attributes of this class (a layout's `layoutAttributesClass`) for an element.
    static func _made(_ category: UICollectionView.ElementCategory, kind: String? = nil, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let made = self.init()
        made.indexPath = indexPath
        made._category = category
        made._elementKind = kind
        return made
    }
}

import Foundation

/// The views a collection view's layout pass took off screen during a batch or a change of
/// layout: kept on screen to animate to their final attributes, then taken away (CV12, CV24).
@MainActor
struct CollectionLeavingViews {
    /// Cells the layout moved off screen, by their index paths after the batch.
    var cells: [(indexPath: IndexPath, cell: UIView)] = []
    /// Supplementary and decoration views leaving, by their keys before the batch.
    var elements: [(oldKey: CollectionElementKey, view: UICollectionReusableView)] = []
    /// The key each supplementary or decoration view had before the batch, by view (CV24).
    var oldKeys: [ObjectIdentifier: CollectionElementKey] = [:]

    /// Notes that `view`, now at `key`, leaves; named by the key it had before the batch.
    mutating func elementLeaves(_ view: UICollectionReusableView, at key: CollectionElementKey) {
        elements.append((oldKeys[ObjectIdentifier(view)] ?? key, view))
    }
}

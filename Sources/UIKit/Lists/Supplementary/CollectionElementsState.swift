import Foundation

/// What a collection view keeps for its views other than cells: supplementary and decoration
/// views on screen and for reuse, the scroll views of orthogonal sections, and the
/// self-sizing passes of one layout.
@MainActor
struct CollectionElementsState {
    /// Registered supplementary views, by `kind` and identifier (``reuseKey``).
    var supplementaryReuse = ReuseQueue<UICollectionReusableView>()
    /// Decoration views kept for reuse, by kind.
    var decorationPool: [String: [UICollectionReusableView]] = [:]
    /// Supplementary and decoration views on screen.
    var visible: [CollectionElementKey: UICollectionReusableView] = [:]
    /// The scroll views of orthogonally scrolling sections on screen, by section (LL16).
    var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
    /// How deep the current layout pass is in repeated self-sizing passes (LL20).
    var sizingPass = 0
    /// Whether a view's preferred size changed the layout in this pass (LL20).
    var sizeChanged = false

    /// The reuse queue key of a supplementary view: its kind and identifier.
    static func reuseKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }
}

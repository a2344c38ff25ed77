import Foundation

/// Where everything of a compositional layout sits, computed by `prepare()`: per section the
/// cells (in item order), the groups (in scrolling order, for binary search), and the
/// supplementary and decoration views; the whole content's size (LL21).
///
/// Frames are in the collection view's content coordinates; an orthogonal section's cells
/// are at their place with the section's own scrolling at zero (LL16).
@MainActor
struct CompositionalGeometry {
    struct Group {
        var frame: CGRect
        /// The group's cells, as indices into the section's `items`.
        var items: Range<Int>
    }

    struct PinnedItem {
        var attributes: UICollectionViewLayoutAttributes
        var atStart: Bool
    }

    struct Section {
        var index: Int
        /// The whole section, headers and footers included.
        var frame: CGRect
        var items: [UICollectionViewLayoutAttributes] = []
        var groups: [Group] = []
        /// Headers, footers, item supplementaries and decorations.
        var elements: [UICollectionViewLayoutAttributes] = []
        var pinned: [PinnedItem] = []
        /// The frame of the section's groups, between its header and footer.
        var contentFrame: CGRect = .zero
        /// LL16: the scrolling behaviour and the size of what scrolls, when it scrolls.
        var orthogonal: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
        var orthogonalContentSize: CGSize = .zero
        /// The item supplementaries that scroll with their items (LL16).
        var scrollingElements: Set<ObjectIdentifier> = []
        /// The list configuration of a list section (LL22), for its cells' appearance (LC16)
        /// and swipe actions (LE21).
        var list: UICollectionLayoutListConfiguration?
        /// A list's separators, by item (LL24).
        var separators: [Int: UICollectionViewLayoutAttributes] = [:]
        /// Separators above rows whose configuration shows them (LC32), by item.
        var topSeparators: [Int: UICollectionViewLayoutAttributes] = [:]
        /// LE31: the section's visible-items handler.
        var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    }

    var vertical = true
    var sections: [Section] = []
    /// The layout's own headers and footers (configuration).
    var global: [UICollectionViewLayoutAttributes] = []
    var contentSize: CGSize = .zero
    /// LE31: the environment the section provider was given, for visible-items handlers.
    var environment: CompositionalLayoutContainer?

    func along(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) { vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX) }

    /// LL21: the sections meeting `rect` along the scrolling axis: binary search for the
    /// first, then on while they start before its end.
    func sectionIndices(meeting rect: CGRect) -> [Int] {
        let (low, high) = along(rect)
        var first = 0, last = sections.count
        while first < last {
            let middle = (first + last) / 2
            if along(sections[middle].frame).max <= low { first = middle + 1 } else { last = middle }
        }
        var indices: [Int] = []
        var index = first
        while index < sections.count, along(sections[index].frame).min < high {
            indices.append(index)
            index += 1
        }
        // Empty sections at the edge (zero extent) still meet a rect that touches them.
        return indices
    }

    /// LL21: the cells of a section meeting `rect` (shifted by the section's own scrolling
    /// when it scrolls orthogonally), by binary search over its groups.
    func items(of section: Section, meeting rect: CGRect, orthogonalOffset: CGPoint, examined: inout Int) -> [UICollectionViewLayoutAttributes] {
        let probe = rect.offsetBy(dx: orthogonalOffset.x, dy: orthogonalOffset.y)
        let alongIsX = section.orthogonal == .none ? !vertical : vertical
        let (low, high) = alongIsX ? (probe.minX, probe.maxX) : (probe.minY, probe.maxY)
        let groups = section.groups
        var first = 0, last = groups.count
        while first < last {
            let middle = (first + last) / 2
            let end = alongIsX ? groups[middle].frame.maxX : groups[middle].frame.maxY
            if end <= low { first = middle + 1 } else { last = middle }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        var index = first
        while index < groups.count, (alongIsX ? groups[index].frame.minX : groups[index].frame.minY) < high {
            examined += 1
            for item in groups[index].items where section.items[item].frame.intersects(probe) { found.append(section.items[item]) }
            index += 1
        }
        return found
    }
}

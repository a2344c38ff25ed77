import Foundation

/// Computes a compositional layout's geometry from its sections (LL12-LL20): groups are
/// repeated along the layout's axis (or across it for orthogonal sections) until each
/// section's items are placed; estimated dimensions take the sizes the views asked for.
@MainActor
struct CompositionalSolver {
    /// The collection view's size, the insets of each content-inset reference, its traits.
    var containerSize: CGSize
    var vertical: Bool
    var safeArea: NSDirectionalEdgeInsets
    var layoutMargins: NSDirectionalEdgeInsets
    var readableInsets: NSDirectionalEdgeInsets
    var traits: UITraitCollection
    /// The sizes views asked for (LL20), by element.
    var preferredSizes: [CollectionElementKey: CGSize]
    /// Where list rows' texts start, as their cells reported it (LC31).
    var separatorLeadings: [IndexPath: CGFloat] = [:]
    /// The layout's `layoutAttributesClass`, of which every attributes are made (CV25).
    var attributesClass: UICollectionViewLayoutAttributes.Type = UICollectionViewLayoutAttributes.self

    // The section being solved.
    private var section = 0
    private var itemCount = 0
    private var nextItem = 0
    private var leaves: [UICollectionViewLayoutAttributes] = []
    private var leafItems: [NSCollectionLayoutItem] = []

    init(containerSize: CGSize, vertical: Bool, safeArea: NSDirectionalEdgeInsets, layoutMargins: NSDirectionalEdgeInsets,
         readableInsets: NSDirectionalEdgeInsets, traits: UITraitCollection, preferredSizes: [CollectionElementKey: CGSize]) {
        self.containerSize = containerSize
        self.vertical = vertical
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.readableInsets = readableInsets
        self.traits = traits
        self.preferredSizes = preferredSizes
    }

    func insets(for reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        switch reference {
        case .automatic, .safeArea: safeArea
        case .none: .zero
        case .layoutMargins: layoutMargins
        case .readableContent: readableInsets
        }
    }

    /// The environment handed to section providers (LL19).
    func environment(reference: UIContentInsetsReference) -> CompositionalLayoutContainer {
        CompositionalLayoutContainer(contentSize: containerSize, effectiveContentInsets: insets(for: reference), traitCollection: traits,
                                     layoutMargins: layoutMargins)
    }

    // MARK: Sections

    /// LL12: lays out one section starting at `start` along the layout's axis.
    mutating func solve(_ layoutSection: NSCollectionLayoutSection, index: Int, items: Int, start: CGFloat) -> CompositionalGeometry.Section {
        section = index
        itemCount = items
        nextItem = 0
        leaves = []
        leafItems = []
        let reference = insets(for: layoutSection.contentInsetsReference)
        let insets = layoutSection.contentInsets
        // Work in (along, across) of the layout's scrolling axis.
        let crossLength = vertical ? containerSize.width : containerSize.height
        let refBefore = vertical ? reference.leading : reference.top, refAfter = vertical ? reference.trailing : reference.bottom
        let insetBefore = vertical ? insets.leading : insets.top, insetAfter = vertical ? insets.trailing : insets.bottom
        let alongInsetStart = vertical ? insets.top : insets.leading, alongInsetEnd = vertical ? insets.bottom : insets.trailing
        let contentCross = (refBefore + insetBefore, max(0, crossLength - refBefore - refAfter - insetBefore - insetAfter))
        let supplementCross = layoutSection.supplementariesFollowContentInsets ? contentCross : (refBefore, max(0, crossLength - refBefore - refAfter))
        let effectiveAlong = vertical ? containerSize.height - reference.top - reference.bottom : containerSize.width - reference.leading - reference.trailing
        var record = CompositionalGeometry.Section(index: index, frame: .zero)
        var cursor = start

        // Headers (LL15), below the list's header padding (LL23).
        let boundary = layoutSection.boundarySupplementaryItems
        if let padding = layoutSection._listConfiguration?.headerTopPadding, boundary.contains(where: { $0.isAtStart(vertical: vertical) }) {
            cursor += padding
        }
        var startItems: [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] = []
        for item in boundary where item.isAtStart(vertical: vertical) {
            let attributes = boundaryAttributes(item, cross: supplementCross, along: cursor, alongContainer: effectiveAlong)
            startItems.append((item, attributes))
            if item.extendsBoundary { cursor += alongLength(attributes.frame) }
        }
        cursor += alongInsetStart
        let contentStart = cursor

        // Groups (LL12), or a row of them that scrolls on its own (LL16).
        let groupContainer = vertical ? CGSize(width: contentCross.1, height: effectiveAlong - alongInsetStart - alongInsetEnd)
                                      : CGSize(width: effectiveAlong - alongInsetStart - alongInsetEnd, height: contentCross.1)
        let orthogonal = layoutSection.orthogonalScrollingBehavior != .none
        var acrossCursor = contentCross.0
        var rowLength: CGFloat = 0
        var guardCount = 0
        while nextItem < itemCount, guardCount < itemCount + 1 {
            guardCount += 1
            let first = leaves.count
            let origin = orthogonal ? point(along: cursor, cross: acrossCursor) : point(along: cursor, cross: contentCross.0)
            guard let size = solveItem(layoutSection.group, container: groupContainer, origin: origin, forced: nil), leaves.count > first else { break }
            let frame = CGRect(origin: origin, size: size)
            record.groups.append(.init(frame: frame, items: first..<leaves.count))
            if orthogonal {
                acrossCursor += (vertical ? size.width : size.height) + layoutSection.interGroupSpacing
                rowLength = max(rowLength, alongLength(frame))
            } else {
                cursor += alongLength(frame) + (nextItem < itemCount ? layoutSection.interGroupSpacing : 0)
            }
        }
        if orthogonal {
            cursor += rowLength
            let scrolled = acrossCursor - (record.groups.isEmpty ? 0 : layoutSection.interGroupSpacing) + insetAfter + refAfter
            record.orthogonal = layoutSection.orthogonalScrollingBehavior
            record.orthogonalContentSize = vertical ? CGSize(width: max(scrolled, crossLength), height: rowLength)
                                                    : CGSize(width: rowLength, height: max(scrolled, crossLength))
        }
        let contentEnd = cursor
        record.contentFrame = rect(along: contentStart, length: contentEnd - contentStart, cross: contentCross.0, crossLength: contentCross.1)
        cursor += alongInsetEnd

        // Footers (LL15).
        var endItems: [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] = []
        for item in boundary where !item.isAtStart(vertical: vertical) {
            let attributes = boundaryAttributes(item, cross: supplementCross, along: cursor, alongContainer: effectiveAlong)
            endItems.append((item, attributes))
            if item.extendsBoundary { cursor += alongLength(attributes.frame) }
        }
        // Overlaid (non-extending) items sit at the section's edge without taking room.
        for (item, attributes) in endItems where !item.extendsBoundary {
            let length = alongLength(attributes.frame)
            attributes.frame = moved(attributes.frame, toAlong: cursor - length)
        }
        record.frame = rect(along: start, length: cursor - start, cross: 0, crossLength: crossLength)
        for (item, attributes) in startItems + endItems {
            record.elements.append(attributes)
            if item.pinToVisibleBounds { record.pinned.append(.init(attributes: attributes, atStart: item.isAtStart(vertical: vertical))) }
        }

        // Item supplementaries (LL14) and backgrounds (LL18).
        for (leaf, item) in zip(leaves, leafItems) {
            for supplementary in item.supplementaryItems {
                let attributes = attributesClass._made(.supplementaryView, kind: supplementary.elementKind, at: leaf.indexPath)
                attributes.frame = supplementary.frame(in: leaf.frame)
                attributes.zIndex = supplementary.zIndex
                record.elements.append(attributes)
                if orthogonal { record.scrollingElements.insert(ObjectIdentifier(attributes)) }
            }
        }
        for decoration in layoutSection.decorationItems {
            let attributes = attributesClass._made(.decorationView, kind: decoration.elementKind, at: IndexPath(item: 0, section: index))
            let full = rect(along: start, length: cursor - start, cross: refBefore, crossLength: max(0, crossLength - refBefore - refAfter))
            let inset = decoration.contentInsets
            attributes.frame = CGRect(x: full.minX + inset.leading, y: full.minY + inset.top,
                                      width: max(0, full.width - inset.leading - inset.trailing), height: max(0, full.height - inset.top - inset.bottom))
            attributes.zIndex = decoration.zIndex
            record.elements.insert(attributes, at: 0)
        }
        record.items = leaves
        record.list = layoutSection._listConfiguration
        if let list = layoutSection._listConfiguration, list.showsSeparators {
            (record.separators, record.topSeparators) = listSeparators(list, section: index, leaves: leaves)  // LL24, LC31-LC33
        }
        return record
    }

    /// LL15: a header's or footer's attributes at `along`, placed across by its alignment.
    private func boundaryAttributes(_ item: NSCollectionLayoutBoundarySupplementaryItem, cross: (CGFloat, CGFloat), along: CGFloat,
                                    alongContainer: CGFloat) -> UICollectionViewLayoutAttributes {
        let container = vertical ? CGSize(width: cross.1, height: alongContainer) : CGSize(width: alongContainer, height: cross.1)
        var size = item.layoutSize.resolve(in: container)
        let key = CollectionElementKey(category: .supplementaryView, kind: item.elementKind, indexPath: IndexPath(item: 0, section: section))
        var axes: SelfSizingAxes = []
        if item.layoutSize.widthDimension.isEstimated { axes.insert(.width); if let asked = preferredSizes[key] { size.width = asked.width } }
        if item.layoutSize.heightDimension.isEstimated { axes.insert(.height); if let asked = preferredSizes[key] { size.height = asked.height } }
        let crossSize = vertical ? size.width : size.height
        let alignment = item.alignment
        let atCrossStart = vertical ? [.topLeading, .bottomLeading, .leading].contains(alignment) : [.topLeading, .topTrailing, .top].contains(alignment)
        let atCrossEnd = vertical ? [.topTrailing, .bottomTrailing, .trailing].contains(alignment) : [.bottomLeading, .bottomTrailing, .bottom].contains(alignment)
        let crossStart = atCrossStart ? cross.0 : atCrossEnd ? cross.0 + cross.1 - crossSize : cross.0 + (cross.1 - crossSize) / 2
        let attributes = attributesClass._made(.supplementaryView, kind: item.elementKind, at: key.indexPath)
        attributes.frame = rect(along: along, length: vertical ? size.height : size.width, cross: crossStart, crossLength: crossSize)
            .offsetBy(dx: item.offset.x, dy: item.offset.y)
        attributes.zIndex = item.zIndex
        attributes._selfSizingAxes = axes
        return attributes
    }

    // MARK: Items and groups

    /// LL12: places `item` at `origin` in a container of `container` (the group it is in);
    /// returns the room it takes, or nil when the section has no items left. `forced` fixes
    /// its length along a group's axis (`repeatingSubitem:count:`).
    private mutating func solveItem(_ item: NSCollectionLayoutItem, container: CGSize, origin: CGPoint,
                                    forced: (alongX: Bool, length: CGFloat)?) -> CGSize? {
        guard nextItem < itemCount else { return nil }
        var size = item.layoutSize.resolve(in: container)
        if let forced { if forced.alongX { size.width = forced.length } else { size.height = forced.length } }
        if let group = item as? NSCollectionLayoutGroup { return solveGroup(group, size: size, origin: origin) }
        let indexPath = IndexPath(item: nextItem, section: section)
        nextItem += 1
        var axes: SelfSizingAxes = []
        let asked = preferredSizes[CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)]
        if item.layoutSize.widthDimension.isEstimated, forced?.alongX != true { axes.insert(.width); if let asked { size.width = asked.width } }
        if item.layoutSize.heightDimension.isEstimated, forced?.alongX != false { axes.insert(.height); if let asked { size.height = asked.height } }
        // Content insets apply along fixed dimensions only (UIKit ignores them along estimated ones).
        let insets = item.contentInsets
        let left = axes.contains(.width) ? 0 : insets.leading, right = axes.contains(.width) ? 0 : insets.trailing
        let top = axes.contains(.height) ? 0 : insets.top, bottom = axes.contains(.height) ? 0 : insets.bottom
        let attributes = attributesClass._made(.cell, at: indexPath)
        attributes.frame = CGRect(x: origin.x + left, y: origin.y + top, width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
        attributes._selfSizingAxes = axes
        leaves.append(attributes)
        leafItems.append(item)
        return size
    }

    /// LL12, LL13: a group's subitems along its axis, repeated while they fit (or exactly
    /// `count` of them), with fixed or flexible spacing; an estimated length is what they use.
    private mutating func solveGroup(_ group: NSCollectionLayoutGroup, size: CGSize, origin: CGPoint) -> CGSize {
        let alongX: Bool
        switch group.arrangement {
        case .horizontal: alongX = true
        case .vertical: alongX = false
        case .custom(let provider):
            let environment = CompositionalLayoutContainer(contentSize: size, traitCollection: traits)
            for custom in provider(environment) {
                guard nextItem < itemCount else { break }
                let attributes = attributesClass._made(.cell, at: IndexPath(item: nextItem, section: section))
                nextItem += 1
                attributes.frame = custom.frame.offsetBy(dx: origin.x, dy: origin.y)
                attributes.zIndex = custom.zIndex
                leaves.append(attributes)
                leafItems.append(group)
            }
            return size
        }
        let limit = alongX ? size.width : size.height
        let estimatedAlong = alongX ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
        let estimatedCross = alongX ? group.layoutSize.heightDimension.isEstimated : group.layoutSize.widthDimension.isEstimated
        let spacing = group.interItemSpacing?.spacing ?? 0
        var cursor: CGFloat = 0
        var crossUsed: CGFloat = 0
        var placed: [Range<Int>] = []
        var index = 0
        let forcedLength = group.repeatCount.map { (limit - spacing * CGFloat($0 - 1)) / CGFloat($0) }
        while !group.subitems.isEmpty, nextItem < itemCount {
            if let count = group.repeatCount, index >= count { break }
            if group.repeatCount == nil, estimatedAlong, index >= group.subitems.count { break }
            let subitem = group.subitems[index % group.subitems.count]
            let edges = edgeSpacing(subitem.edgeSpacing, alongX: alongX)
            let proposed = forcedLength ?? (alongX ? subitem.layoutSize.resolve(in: size).width : subitem.layoutSize.resolve(in: size).height)
            let gap = placed.isEmpty ? 0 : spacing
            if group.repeatCount == nil, !estimatedAlong, !placed.isEmpty, cursor + gap + edges.before + proposed + edges.after > limit + 0.001 { break }
            if index > 10_000 { break }  // a zero-length subitem cannot fill a group forever
            let start = cursor + gap + edges.before
            let subOrigin = alongX ? CGPoint(x: origin.x + start, y: origin.y + edges.cross) : CGPoint(x: origin.x + edges.cross, y: origin.y + start)
            let first = leaves.count
            guard let used = solveItem(subitem, container: size, origin: subOrigin, forced: forcedLength.map { (alongX: alongX, length: $0) }) else { break }
            placed.append(first..<leaves.count)
            cursor = start + (alongX ? used.width : used.height) + edges.after
            crossUsed = max(crossUsed, edges.cross + (alongX ? used.height : used.width))
            index += 1
        }
        // LL13: flexible spacing shares out the room left.
        if let spacing = group.interItemSpacing, spacing.isFlexibleSpacing, placed.count > 1, !estimatedAlong, cursor < limit {
            let extra = (limit - cursor) / CGFloat(placed.count - 1)
            for (position, range) in placed.enumerated() where position > 0 {
                for leaf in range { leaves[leaf].frame = leaves[leaf].frame.offsetBy(dx: alongX ? extra * CGFloat(position) : 0, dy: alongX ? 0 : extra * CGFloat(position)) }
            }
        }
        // LL20: siblings of a uniform dimension take the largest.
        let uniformCross = group.subitems.contains { alongX ? $0.layoutSize.heightDimension.isUniformAcrossSiblings : $0.layoutSize.widthDimension.isUniformAcrossSiblings }
        if uniformCross, let first = placed.first?.lowerBound, let last = placed.last?.upperBound {
            let largest = (first..<last).map { alongX ? leaves[$0].frame.height : leaves[$0].frame.width }.max() ?? 0
            for leaf in first..<last {
                if alongX { leaves[leaf].frame.size.height = largest } else { leaves[leaf].frame.size.width = largest }
            }
            crossUsed = max(crossUsed, largest)
        }
        let along = estimatedAlong ? cursor : limit
        let cross = estimatedCross ? crossUsed : (alongX ? size.height : size.width)
        return alongX ? CGSize(width: along, height: cross) : CGSize(width: cross, height: along)
    }

    /// Fixed edge spacing before and after an item along a group's axis, and across it
    /// (flexible spacing counts its minimum).
    private func edgeSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?, alongX: Bool) -> (before: CGFloat, after: CGFloat, cross: CGFloat) {
        guard let spacing else { return (0, 0, 0) }
        return alongX ? (spacing.leading?.spacing ?? 0, spacing.trailing?.spacing ?? 0, spacing.top?.spacing ?? 0)
                      : (spacing.top?.spacing ?? 0, spacing.bottom?.spacing ?? 0, spacing.leading?.spacing ?? 0)
    }

    // MARK: Axis helpers

    func point(along: CGFloat, cross: CGFloat) -> CGPoint { vertical ? CGPoint(x: cross, y: along) : CGPoint(x: along, y: cross) }
    func rect(along: CGFloat, length: CGFloat, cross: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: cross, y: along, width: crossLength, height: length) : CGRect(x: along, y: cross, width: length, height: crossLength)
    }
    func alongLength(_ rect: CGRect) -> CGFloat { vertical ? rect.height : rect.width }
    func moved(_ rect: CGRect, toAlong along: CGFloat) -> CGRect {
        vertical ? CGRect(x: rect.minX, y: along, width: rect.width, height: rect.height) : CGRect(x: along, y: rect.minY, width: rect.width, height: rect.height)
    }
}

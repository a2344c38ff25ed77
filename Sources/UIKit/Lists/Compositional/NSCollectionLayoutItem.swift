import Foundation

/// The smallest piece of a compositional layout: one cell's size, the insets of the cell
/// inside that size, the spacing around it, and supplementary views attached to it (LL11).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views attached to the item (badges), placed by their anchors.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the cell inside the item's size (not applied along estimated dimensions,
    /// as UIKit). Default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing outside the item, pushing it from its neighbours (LL13). Default nil.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary views attached.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Where a supplementary item attaches to its container: edges, and an offset (LL14).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges the item attaches to (a corner is two).
    public let edges: NSDirectionalRectEdge
    /// An offset in points.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether `offset` is a fraction of the item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor at `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }
    /// An anchor at `edges`, moved by points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }
    /// An anchor at `edges`, moved by fractions of the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }
    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
    }

    /// LL14: the frame of an item of `size` anchored to `container`. With no horizontal edge
    /// it is centred horizontally; with no vertical edge, vertically.
    func frame(of size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        let dx = isAbsoluteOffset ? offset.x : offset.x * size.width, dy = isAbsoluteOffset ? offset.y : offset.y * size.height
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }
}

/// A supplementary view attached to an item or a group (a badge) (LL14).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source is asked for.
    public let elementKind: String
    /// Where it attaches to its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary view that sits on the container's anchor; nil: the
    /// view lies inside the container.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order. Default 1 (above the cells).
    open var zIndex = 1

    /// A supplementary item of `layoutSize` at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item of `layoutSize` whose `itemAnchor` sits at `containerAnchor`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// LL14: the frame in `container`: inside it at the anchor, or, with an item anchor,
    /// with that point of the view on the container's anchor point.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
        let onContainer = containerAnchor.frame(of: .zero, in: container).origin
        let inItem = itemAnchor.frame(of: .zero, in: CGRect(origin: .zero, size: size)).origin
        return CGRect(x: onContainer.x - inItem.x, y: onContainer.y - inItem.y, width: size.width, height: size.height)
    }
}

/// Where a section's or the layout's header or footer sits (LL15).
public enum NSRectAlignment: Int, Sendable {
    /// No edge named.
    case none = 0
    /// At the top edge.
    case top
    /// At the top leading corner.
    case topLeading
    /// At the leading edge.
    case leading
    /// At the bottom leading corner.
    case bottomLeading
    /// At the bottom edge.
    case bottom
    /// At the bottom trailing corner.
    case bottomTrailing
    /// At the trailing edge.
    case trailing
    /// At the top trailing corner.
    case topTrailing
}

/// A header or footer of a section or of the whole layout (LL15).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge it sits at.
    public let alignment: NSRectAlignment
    /// An offset in points from that position.
    public let offset: CGPoint
    /// Whether it takes room (the section grows by its size) rather than lying over the
    /// content. Default true.
    open var extendsBoundary = true
    /// Whether it stays at the visible edge while its section scrolls under it (LL17).
    /// Default false.
    open var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary item of `layoutSize` at `alignment`, moved by `absoluteOffset`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top), itemAnchor: nil)
        zIndex = 0
    }

    /// Whether it sits at the start of the scrolling axis (top, or leading when scrolling
    /// horizontally).
    func isAtStart(vertical: Bool) -> Bool {
        vertical ? [.top, .topLeading, .topTrailing].contains(alignment) : [.leading, .topLeading, .bottomLeading].contains(alignment)
    }
}

/// A view behind a section, such as its background (LL18).
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind of decoration view, registered with the layout.
    public let elementKind: String
    /// The stacking order. Default 0 (decoration views are behind the cells, LL5).
    public var zIndex = 0

    /// A decoration view filling its section (inset by `contentInsets`).
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem { .init(elementKind: elementKind) }

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }
}

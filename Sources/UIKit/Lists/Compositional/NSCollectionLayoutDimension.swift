import Foundation

/// One dimension (width or height) of a compositional layout element: a fraction of its
/// container's width or height, a fixed number of points, or an estimate the view's own
/// content replaces once it is shown (LL11, LL20).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }
    let kind: Kind
    /// The fraction, the points, or the estimate.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .absolute, dimension: absoluteDimension) }
    /// An estimate, replaced by the size the view's content asks for when it is shown (LL20).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .estimated, dimension: estimatedDimension) }
    /// An estimate; every item of the group takes the largest size its siblings ask for
    /// (iOS 17, LL20).
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        .init(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate (`estimated` or `uniformAcrossSiblings`).
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether siblings share the largest size asked for.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The points this dimension gives in a container of `size`.
    func resolve(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }

    nonisolated public override var description: String {
        MainActor.assumeIsolated { "NSCollectionLayoutDimension(\(kind), \(dimension))" }
    }
}

/// The width and height of a compositional layout element (LL11).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The points of both dimensions in a container of `size`.
    func resolve(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
    }
}

/// Space between items of a group or around an item: a fixed amount, or a minimum that
/// takes a share of the room left over (LL13).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The points (the minimum for flexible spacing).
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing`.
    public let isFixedSpacing: Bool
    /// Whether the spacing grows to share the room left over.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, isFixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = isFixed
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: fixedSpacing, isFixed: true) }
    /// At least `flexibleSpacing` points, plus a share of the room left over.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: flexibleSpacing, isFixed: false) }
}

/// Spacing around an item, outside its content insets (LL13).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Before the item along the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Above the item.
    public let top: NSCollectionLayoutSpacing?
    /// After the item along the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing; nil sides have none.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

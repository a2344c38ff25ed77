import Foundation

/// How a section's groups scroll across the layout's axis (iOS 13) (LL16).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own; its groups wrap along the layout's axis.
    case none = 0
    /// The groups lie in a row that scrolls freely.
    case continuous
    /// Scrolling comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Scrolling moves a page (the section's visible width) at a time.
    case paging
    /// Scrolling moves a group at a time.
    case groupPaging
    /// Scrolling moves a group at a time, the group centred.
    case groupPagingCentered
}

/// What a layout's content insets are measured from (iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
    /// The safe area (the layout's default).
    case automatic = 0
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// A section of a compositional layout: one group repeated until the section's items are
/// placed, with insets, spacing between groups, headers and footers, backgrounds, and
/// optionally its own scrolling across the layout's axis (LL12-LL18).
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// Insets of the groups from the section's edges. Default zero.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between groups. Default 0.
    open var interGroupSpacing: CGFloat = 0
    /// Whether and how the groups scroll across the layout's axis. Default `.none`.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Decoration views of the section (backgrounds).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether headers and footers keep to the section's leading and trailing content insets.
    /// Default true.
    open var supplementariesFollowContentInsets = true
    /// What the content insets are measured from (iOS 14). Default `.automatic` (the safe area).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the section's items are measured from for supplementaries (iOS 16). Default
    /// `.automatic`. Kept; supplementaries follow `contentInsetsReference`.
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Called in every layout pass of the collection view (scrolling, a batch update, a new
    /// size) with the section's elements on screen, the content offset of the section's own
    /// scroll view (orthogonal sections) or of the collection view, and the layout
    /// environment; the alpha, transform, z index, hidden state and centre it gives the
    /// items are what the views show in that pass (LE31).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration of a section made by `list(using:layoutEnvironment:)` (LL22).
    var _listConfiguration: UICollectionLayoutListConfiguration?

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}

/// An element on screen (cell, supplementary or decoration view), as the visible-items
/// handler sees it (LE31); what the handler sets is shown in this layout pass.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    /// The element's frame (with its transform applied around the centre, as UIKit's).
    var frame: CGRect { get }
    /// The element's bounds (its size, at the origin).
    var bounds: CGRect { get }
    /// The element's centre; setting it moves the element.
    var center: CGPoint { get set }
    /// The element's transform. Default identity.
    var transform: CGAffineTransform { get set }
    /// The element's 3D transform (its `transform` is the affine part, CV1). Default identity.
    var transform3D: CATransform3D { get set }
    /// The element's alpha. Default 1.
    var alpha: CGFloat { get set }
    /// The element's stacking order. Default 0 for cells.
    var zIndex: Int { get set }
    /// Whether the element is hidden. Default false.
    var isHidden: Bool { get set }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's name: its element kind, empty for cells (ours; UIKit does not document it).
    var name: String { get }
    /// Cell, supplementary or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The kind of a supplementary or decoration view; nil for cells.
    var representedElementKind: String? { get }
}

/// The space a layout (or a group) lays out in (LL19).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The container's own insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets, with those of the layout's `contentInsetsReference` (the safe area).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows of where it lays out: the container and the traits (LL19).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The container and environment the compositional layout hands its section provider.
@preconcurrency @MainActor
final class CompositionalLayoutContainer: NSCollectionLayoutContainer, NSCollectionLayoutEnvironment {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection
    /// The collection view's layout margins (the list layout's inset-grouped sections).
    let layoutMargins: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets = .zero, effectiveContentInsets: NSDirectionalEdgeInsets = .zero,
         traitCollection: UITraitCollection, layoutMargins: NSDirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.effectiveContentInsets = effectiveContentInsets
        self.traitCollection = traitCollection
        self.layoutMargins = layoutMargins
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
               height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }
}

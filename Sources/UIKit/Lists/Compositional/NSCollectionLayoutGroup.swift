import Foundation

/// Items laid out in a row (horizontal), a column (vertical) or at frames a closure gives
/// (custom); a group is itself an item, so groups nest (LL12).
///
/// A horizontal or vertical group repeats its subitems, in order, for as long as they fit
/// along its axis (at least one); a group made with `repeatingSubitem:count:` holds exactly
/// `count` copies of the subitem, sized to share the group's length after the spacing.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(@MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    let arrangement: Arrangement
    /// The items of the group, in order.
    public let subitems: [NSCollectionLayoutItem]
    let repeatCount: Int?
    /// The space between the group's items along its axis. Default nil (none).
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, repeated while they fit the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// A column of `subitems`, repeated while they fit the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// A row of exactly `count` copies of `repeatingSubitem`, each as wide as the group
    /// shares out (iOS 16).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(1, count))
    }

    /// A column of exactly `count` copies of `repeatingSubitem`, each as tall as the group
    /// shares out (iOS 16).
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(1, count))
    }

    /// Deprecated (iOS 16): `horizontal(layoutSize:repeatingSubitem:count:)`.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// Deprecated (iOS 16): `vertical(layoutSize:repeatingSubitem:count:)`.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items sit at the frames `itemProvider` gives (relative to the group; the
    /// environment's container is the group's size).
    @preconcurrency public class func custom(layoutSize: NSCollectionLayoutSize,
                             itemProvider: @escaping @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        .init(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}

/// One item of a custom group: its frame in the group and its stacking order.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The frame, relative to the group.
    public let frame: CGRect
    /// The stacking order. Default 0.
    public let zIndex: Int

    /// An item at `frame`.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// An item at `frame` with a stacking order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

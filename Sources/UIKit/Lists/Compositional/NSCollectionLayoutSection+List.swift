import Foundation

extension NSCollectionLayoutSection {
    /// A list section (iOS 14): full-width rows of estimated height 44 that size themselves
    /// (LL22); grouped and inset-grouped sections have 35 points above them (LL23) and
    /// inset-grouped ones sit inside the layout margins; supplementary headers and footers
    /// (pinned in plain lists); separators between rows, starting at each row's text
    /// (LL24, LC31-LC33); inset-grouped sections' rows clipped to one rounded card (LC30).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(UICollectionLayoutListConfiguration.estimatedRowHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section._listConfiguration = configuration
        if configuration.isInset { section.contentInsetsReference = .layoutMargins }
        if configuration.isGrouped, configuration.headerMode != .supplementary {
            section.contentInsets.top = UICollectionLayoutListConfiguration.groupedSectionSpacing
        }
        let plain = !configuration.isGrouped
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(plain ? 28 : 38)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = plain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(plain ? 28 : 38)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems.append(footer)
        }
        return section
    }
}

extension UICollectionLayoutListConfiguration {
    /// LL22: the estimated row height of lists.
    static let estimatedRowHeight: CGFloat = 44
    /// LL23: the space above a grouped or inset-grouped section without a header.
    static let groupedSectionSpacing: CGFloat = 35
}

extension UICollectionViewCompositionalLayout {
    /// A layout of list sections for `configuration` (iOS 14); it also gives the collection
    /// view the list's background colour (LL23).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        layout._listConfiguration = configuration
        return layout
    }
}

/// The kind of the list's separator decoration views (LL24).
let listSeparatorKind = "UICollectionViewListLayoutSeparator"

/// A separator's attributes: its colour.
@preconcurrency @MainActor
final class ListSeparatorAttributes: UICollectionViewLayoutAttributes {
    var color: UIColor = .separator

    /// CV2: the copy the separator view is given keeps the colour.
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ListSeparatorAttributes
        copy.color = color
        return copy
    }

    /// CV3: a new colour is applied again.
    nonisolated override func isEqual(_ object: Any?) -> Bool {
        guard super.isEqual(object), let other = object as? ListSeparatorAttributes else { return false }
        return MainActor.assumeIsolated { other.color == color }
    }
}

/// A list separator: a hairline of the separator colour (LL24).
@preconcurrency @MainActor
final class ListSeparatorView: UICollectionReusableView {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        backgroundColor = (layoutAttributes as? ListSeparatorAttributes)?.color ?? .separator
    }
}

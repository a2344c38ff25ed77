import Foundation

/// The separators of a list section (LL24, LC31-LC33): each row's configuration is the
/// section's, resolved for the row and passed through the list's `itemSeparatorHandler`;
/// automatic insets start the separator where the row's text starts.
extension CompositionalSolver {
    /// LC31-LC33: the bottom and top separators of the rows `leaves` of section `section`.
    func listSeparators(_ list: UICollectionLayoutListConfiguration, section: Int, leaves: [UICollectionViewLayoutAttributes])
        -> (bottom: [Int: UICollectionViewLayoutAttributes], top: [Int: UICollectionViewLayoutAttributes]) {
        let hairline = 1 / max(1, traits.displayScale)
        var bottom: [Int: UICollectionViewLayoutAttributes] = [:], top: [Int: UICollectionViewLayoutAttributes] = [:]
        for (position, leaf) in leaves.enumerated() {
            let isLast = position == leaves.count - 1
            let textLeading = separatorLeadings[leaf.indexPath] ?? layoutMargins.leading
            var configuration = resolved(list.separatorConfiguration, isLast: isLast, list: list, textLeading: textLeading)
            if let handler = list.itemSeparatorHandler {
                // LC33: the handler's configuration is final; what it leaves automatic is resolved again.
                configuration = resolved(handler(leaf.indexPath, configuration), isLast: isLast, list: list, textLeading: textLeading)
            }
            if configuration.bottomSeparatorVisibility == .visible {
                let insets = configuration.bottomSeparatorInsets
                bottom[position] = separator(listSeparatorKind, leaf, y: leaf.frame.maxY - hairline, insets: insets,
                                             hairline: hairline, color: configuration.color)
            }
            if configuration.topSeparatorVisibility == .visible {
                top[position] = separator(listTopSeparatorKind, leaf, y: leaf.frame.minY, insets: configuration.topSeparatorInsets,
                                          hairline: hairline, color: configuration.color)
            }
        }
        return (bottom, top)
    }

    /// LC31, LC32: the configuration with automatic visibility and insets replaced by the
    /// list's: a bottom separator under every row but the last of a grouped or inset-grouped
    /// section, no top separator; leading insets at the text, trailing insets none.
    private func resolved(_ configuration: UIListSeparatorConfiguration, isLast: Bool, list: UICollectionLayoutListConfiguration,
                          textLeading: CGFloat) -> UIListSeparatorConfiguration {
        var configuration = configuration
        if configuration.bottomSeparatorVisibility == .automatic {
            configuration.bottomSeparatorVisibility = isLast && list.isGrouped ? .hidden : .visible
        }
        if configuration.topSeparatorVisibility == .automatic { configuration.topSeparatorVisibility = .hidden }
        configuration.bottomSeparatorInsets = Self.resolved(configuration.bottomSeparatorInsets, textLeading: textLeading)
        configuration.topSeparatorInsets = Self.resolved(configuration.topSeparatorInsets, textLeading: textLeading)
        return configuration
    }

    private static func resolved(_ insets: NSDirectionalEdgeInsets, textLeading: CGFloat) -> NSDirectionalEdgeInsets {
        let automatic = UIListSeparatorConfiguration.automaticInsets
        return NSDirectionalEdgeInsets(top: insets.top == automatic.top ? 0 : insets.top,
                                       leading: insets.leading == automatic.leading ? textLeading : insets.leading,
                                       bottom: insets.bottom == automatic.bottom ? 0 : insets.bottom,
                                       trailing: insets.trailing == automatic.trailing ? 0 : insets.trailing)
    }

    private func separator(_ kind: String, _ leaf: UICollectionViewLayoutAttributes, y: CGFloat, insets: NSDirectionalEdgeInsets,
                           hairline: CGFloat, color: UIColor) -> UICollectionViewLayoutAttributes {
        let attributes = ListSeparatorAttributes(forDecorationViewOfKind: kind, with: leaf.indexPath)
        attributes.frame = CGRect(x: leaf.frame.minX + insets.leading, y: y,
                                  width: max(0, leaf.frame.width - insets.leading - insets.trailing), height: hairline)
        attributes.color = color
        attributes.zIndex = 1
        return attributes
    }
}

/// The kind of the decoration views of separators above rows (LC32).
let listTopSeparatorKind = "UICollectionViewListLayoutTopSeparator"

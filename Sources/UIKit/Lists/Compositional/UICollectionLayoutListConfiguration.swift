import Foundation

/// The look of a list built with a compositional layout (iOS 14): appearance, separators,
/// headers and footers, background (LL22-LL24), and the rows' swipe actions (LE21).
public struct UICollectionLayoutListConfiguration {
    /// Gives the separator configuration of the row at an index path from the section's,
    /// resolved for that row (iOS 14.5); what it returns is final (LC33).
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
    /// Gives the swipe actions of the row at an index path; nil: none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// The overall style of the list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge, headers pinned.
        case plain = 0
        /// Rows edge to edge in sections spaced apart, on the grouped background.
        case grouped
        /// Sections inset from the edges by the layout margins, on the grouped background.
        case insetGrouped
        /// A sidebar: inset sections, no separators.
        case sidebar
        /// A plain sidebar: rows edge to edge, no separators.
        case sidebarPlain
    }

    /// How a section's header is made.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (laid out as an item).
        case firstItemInSection
    }

    /// How a section's footer is made.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary view of `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The style.
    public var appearance: Appearance
    /// Whether rows have separators between them. Default true (false for sidebars).
    public var showsSeparators: Bool
    /// The separators' colour and insets (iOS 14.5).
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of single rows (iOS 14.5): called for each row as the list
    /// lays out with the section's configuration resolved for the row (LC33). Default nil.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background colour; nil: the appearance's (`systemBackground` plain,
    /// `systemGroupedBackground` otherwise).
    public var backgroundColor: UIColor?
    /// How sections get a header. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// How sections get a footer. Default `.none`.
    public var footerMode: FooterMode = .none
    /// Extra space above each section header (iOS 15); nil: the system's (none).
    public var headerTopPadding: CGFloat?
    /// The actions a swipe to the right reveals on a row (LE21). Default nil: none.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a swipe to the left reveals on a row (LE21). Default nil: none.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// The defaults of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// Whether sections sit inside the layout margins with space between them.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
    var isGrouped: Bool { appearance == .grouped || isInset }

    /// LL23: the list's background colour.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (appearance == .plain || appearance == .sidebarPlain ? .systemBackground : .systemGroupedBackground)
    }
}

/// The separators of a list (iOS 14.5).
public struct UIListSeparatorConfiguration: Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// The list decides (between rows; not after the last row of a section).
        case automatic = 0
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// The separator above a row.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below a row.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's insets (leading and trailing used). Default ``automaticInsets``:
    /// an automatic leading edge starts the separator where the row's text starts (the list
    /// cell's `separatorLayoutGuide`), an automatic trailing edge at the row's end (LC31).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The bottom separator's insets (leading and trailing used). Default ``automaticInsets``
    /// (LC31).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = UIListSeparatorConfiguration.automaticInsets
    /// The colour. Default `.separator`.
    public var color: UIColor = .separator
    /// The colour while several rows are selected. Default `.separator`. Difference from
    /// UIKit: stored; separators are drawn in ``color`` whatever the selection.
    public var multipleSelectionColor: UIColor = .separator

    /// The value of an inset edge that the list replaces with its own (LC31): every edge is
    /// `CGFloat.greatestFiniteMagnitude`; set an edge to a number to use that number.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// The defaults of a list's appearance: automatic visibility and insets, the separator colour.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

}

import Foundation

/// A container that shows columns side by side in a regular width and collapses them into
/// one in a compact width.
///
/// Classic style (`init(nibName:bundle:)`, ``viewControllers`` = [primary, secondary]) and
/// column style (`init(style:)` with `.doubleColumn`/`.tripleColumn`,
/// ``setViewController(_:for:)``; non-navigation controllers are wrapped in navigation
/// controllers, as UIKit does). ``isCollapsed`` follows the horizontal size class; the
/// collapse asks the delegate, then the primary's `collapseSecondaryViewController(_:for:)`;
/// the expansion asks the delegate, then `separateSecondaryViewController(for:)`.
///
/// Differences from UIKit: columns show and hide without animation; `.automatic` resolves
/// by width alone (1,000 pt and wider: side by side; narrower: secondary only, or one
/// column beside it in triple-column style); the traits come from the screen until the
/// environment issue.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column styles (iOS 14).
    public enum Style: Int, Sendable {
        /// The classic style: the columns are `viewControllers` (primary, then secondary).
        case unspecified
        /// Two columns, primary and secondary, set with `setViewController(_:for:)`.
        case doubleColumn
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn
    }
    /// The columns (iOS 14).
    public enum Column: Int, Sendable {
        /// The first column (the sidebar).
        case primary
        /// The middle column of the triple-column style.
        case supplementary
        /// The main, content column.
        case secondary
        /// The controller shown alone when collapsed, instead of the primary; not wrapped in a navigation controller.
        case compact
    }
    /// How the columns show when expanded.
    public enum DisplayMode: Int, Sendable {
        /// Chosen by the split from its width and split behaviour.
        case automatic
        /// The secondary column alone.
        case secondaryOnly
        /// One sidebar side by side with the secondary column.
        case oneBesideSecondary
        /// One sidebar over the secondary column.
        case oneOverSecondary
        /// Both sidebars (primary and supplementary) side by side with the secondary.
        case twoBesideSecondary
        /// The supplementary beside the secondary, the primary over both.
        case twoOverSecondary
        /// Both sidebars beside the secondary, pushing it partly off screen.
        case twoDisplaceSecondary
        /// Older names.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The older name of `oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The older name of `oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// The column style (`.unspecified` for the classic style).
    open var style: Style { _style }
    let _style: Style
    /// Told about collapsing, expanding and display modes (weak).
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode the app prefers. Default `.automatic`.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { _displayModeOverride = nil; _displayModeChanged() } }
    /// The primary column's preferred width in points (iOS 14); it wins over the fraction
    /// and is kept within the minimum and maximum the app set (SB5). Default
    /// `automaticDimension`.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { _columnsChanged() } }
    /// The primary column's preferred width as a fraction of the split's width, kept within
    /// the minimum and maximum (SB5). Default `automaticDimension` (320 pt).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { _columnsChanged() } }
    /// The primary column's least width. Default `automaticDimension` (0 pt) (SB5).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { _columnsChanged() } }
    /// The primary column's greatest width. Default `automaticDimension` (320 pt, not
    /// applied to an explicit ``preferredPrimaryColumnWidth``) (SB5).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { _columnsChanged() } }
    /// The supplementary column's preferred width in points (iOS 14), as the primary's (SB5).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { _columnsChanged() } }
    /// The supplementary column's preferred fraction of the width (iOS 14) (SB5).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { _columnsChanged() } }
    /// The supplementary column's least width (iOS 14). Default `automaticDimension` (0 pt).
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { _columnsChanged() } }
    /// The supplementary column's greatest width (iOS 14). Default `automaticDimension` (320 pt).
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { _columnsChanged() } }
    /// The edge the primary column is at. Default `.leading`; `.trailing` mirrors the
    /// columns (SB6).
    open var primaryEdge: PrimaryEdge = .leading { didSet { _columnsChanged() } }
    /// Whether a swipe shows and hides the sidebars. Default true. With the
    /// `.automatic` button visibility, false hides the display mode button (SB7).
    /// Difference from UIKit: no swipe gesture is installed.
    open var presentsWithGesture = true { didSet { _updateModeButtonVisibility() } }
    /// How the sidebars sit beside the secondary column that the app prefers (iOS 14).
    /// Default `.automatic` (SB1).
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { _splitBehaviorChanged() } }
    /// Whether the display mode button shows (iOS 14.5). Default `.automatic` (SB7).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic { didSet { _updateModeButtonVisibility() } }
    /// Whether a triple-column secondary shows a button toggling `.secondaryOnly` (iOS 14).
    /// Default false. Difference from UIKit: the button is not put in the bar.
    open var showsSecondaryOnlyButton = false

    /// How the sidebars sit beside the secondary column (iOS 14).
    public enum SplitBehavior: Int, Sendable {
        /// Chosen by the split from its width (SB1).
        case automatic
        /// Side by side: display modes `.secondaryOnly`, `.oneBesideSecondary`, `.twoBesideSecondary`.
        case tile
        /// Over the secondary: `.secondaryOnly`, `.oneOverSecondary`, `.twoOverSecondary`.
        case overlay
        /// Pushing the secondary partly off screen: `.secondaryOnly`, `.oneBesideSecondary`,
        /// `.twoDisplaceSecondary`.
        case displace
    }

    /// When the display mode button shows (iOS 14.5).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// Hidden when ``presentsWithGesture`` is false.
        case automatic
        /// Never.
        case never
        /// Even when ``presentsWithGesture`` is false.
        case always
    }

    /// Which edge the primary column is at.
    public enum PrimaryEdge: Int, Sendable {
        /// The primary column at the leading edge (the default).
        case leading
        /// The primary column at the trailing edge.
        case trailing
    }

    /// "Use the default" for column widths.
    public static let automaticDimension: CGFloat = -1
    static let defaultColumnWidth: CGFloat = 320

    var _classic: [UIViewController] = []
    var _columns: [Column: UIViewController] = [:]
    var _wrappers: [Column: UINavigationController] = [:]
    var _displayModeOverride: DisplayMode?
    var _collapsed: Bool?
    /// What a collapse folded into the primary, for the expansion (see
    /// `separateSecondaryViewController(for:)`), and where the primary's stack ended before.
    var _collapsedSecondary: UIViewController?
    var _collapseBase: Int?
    var _displayModeButtonItem: UIBarButtonItem?

    /// A classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        _style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A column-style split view controller (iOS 14).
    public init(style: Style) {
        _style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A split view controller from an archive (classic).
    public required init?(coder: NSCoder) {
        _style = .unspecified
        super.init(coder: coder)
    }

    /// Classic style: [primary, secondary] (after a collapse: [primary]). Column style: the
    /// installed column controllers, primary first.
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? _classic : _installedColumns.map { _installed($0)! } }
        set { _setClassic(newValue) }
    }

    /// Installs a controller in a column (column style); non-navigation controllers are
    /// wrapped in a navigation controller, except in the compact column.
    open func setViewController(_ vc: UIViewController?, for column: Column) { _setColumn(vc, for: column) }

    /// The controller set for a column (column style), unwrapped.
    open func viewController(for column: Column) -> UIViewController? { _columns[column] }

    /// Shows a column (column style); when collapsed, makes it the top of the stack.
    open func show(_ column: Column) { _show(column) }
    /// Hides a column (column style).
    open func hide(_ column: Column) { _hide(column) }

    /// Whether only one column shows: the horizontal size class is compact.
    open var isCollapsed: Bool { _collapsed ?? (traitCollection.horizontalSizeClass != .regular) }

    /// The display mode in effect.
    open var displayMode: DisplayMode { isCollapsed ? .secondaryOnly : _resolvedDisplayMode }

    /// The primary column's width in effect (SB5).
    open var primaryColumnWidth: CGFloat {
        _columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                     minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }
    /// The supplementary column's width in effect (SB5).
    open var supplementaryColumnWidth: CGFloat {
        _columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                     minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth)
    }
    /// The split behavior in effect (iOS 14) (SB1).
    open var splitBehavior: SplitBehavior { _resolvedSplitBehavior }

    /// A button that toggles the primary column, for the secondary's navigation bar.
    open var displayModeButtonItem: UIBarButtonItem { _modeButton() }

    /// `showDetailViewController(_:sender:)`: the delegate, else: expanded, the controller
    /// becomes the secondary; collapsed, the primary shows it (a navigation controller pushes).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) { _showDetail(vc, sender: sender) }

    /// `show(_:sender:)`: the delegate, else: collapsed, the primary shows it; expanded, it
    /// replaces the primary (classic) or is pushed on the primary column.
    open override func show(_ vc: UIViewController, sender: Any?) { _showPrimary(vc, sender: sender) }

    /// Answers true for both show actions.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || action == .showDetailViewController || super.canPerformAction(action, withSender: sender)
    }

    open override func loadView() {
        _loadContainerView { [weak self] in self?._layoutColumns() }
    }

    override func _prepareChildrenForAppearance() { _updateCollapse(); _placeColumns() }
}

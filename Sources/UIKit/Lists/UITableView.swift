import Foundation

/// A scroll view of rows in sections, its cells supplied by a data source and reused as
/// they scroll off and on screen.
///
/// What it does as UIKit: rows are counted on the first layout (or `reloadData()`), the
/// cells of the visible rows are asked for in `layoutSubviews`, cells leaving the screen are
/// kept for reuse by identifier, and a tap highlights, then selects, telling the delegate
/// (see ``UITableViewDelegate``). Cells come from a registered class, a registered nib, or a
/// storyboard prototype; a storyboard's static sections serve a ``UITableViewController``.
///
/// Rows with `automaticDimension` heights size themselves from their cells' Auto Layout
/// constraints (or `sizeThatFits`) as they come on screen, rows off screen taking estimates;
/// plain tables' section headers and footers float. Batch updates and row animations: see
/// `UITableView+Updates.swift`; editing and swipe actions: `Lists/Editing`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of the table.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers of 28 pt only where titled (the default).
        case plain = 0
        /// Sections set apart by gaps (headers of 38 pt titled, else 18 pt; 35 pt above the first).
        case grouped
        /// Grouped, with the rows and headers inset by the layout margins.
        case insetGrouped
    }

    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable {
        /// Just into view, moving as little as possible (not at all if already visible).
        case none = 0
        /// At the top of the visible area.
        case top
        /// Centred in the visible area.
        case middle
        /// At the bottom of the visible area.
        case bottom
    }

    /// The separators between rows.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A thin line between rows (the default).
        case singleLine
        /// An etched line, from old grouped tables; drawn as `singleLine`.
        case singleLineEtched
    }

    /// "Use the default": as a row, header or footer height, the height comes from the content.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation. Default `.plain`.
    open var style: Style { tableStyle }
    private let tableStyle: Style
    /// The long-press context menu of rows (H6).
    var _contextMenuSource: ListContextMenuSource?
    /// The old edit menu of rows or items (EM1).
    var _editMenuSource: ListEditMenuSource?
    /// The two-finger pan selecting many at once (MS1).
    var _multipleSelectionPan: ListMultipleSelectionPan?
    /// Drag and drop of rows (O20), made when first used.
    var _listDragDrop: ListDragDrop?
    /// Editing, reordering and swipe actions (LE).
    var _editing = TableEditing()
    /// Supplies the rows and cells (weak). Setting it reloads at the next layout.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { _invalidateData() }
    }
    /// The height of every row the delegate does not size. Default `automaticDimension`.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
    /// The estimate used before a row is sized. Default `automaticDimension`.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The height of section headers the delegate does not size. Default `automaticDimension`.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
    /// The height of section footers the delegate does not size. Default `automaticDimension`.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { _invalidateData() } }
    /// How a set ``separatorInset`` is measured (iOS 11).
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges: 0 draws the separator across the whole row.
        case fromCellEdges = 0
        /// Added to the automatic insets (where the row's text starts, SX9).
        case fromAutomaticInsets
    }

    /// The separators; `.none` draws none (SX12). Default `.singleLine`.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The separators' colour. Reads as the system's `separator` colour until set; nil
    /// goes back to it (SX12).
    open var separatorColor: UIColor? {
        get { _separatorColor ?? .separator }
        set {
            _separatorColor = newValue
            _appearancePropertyDidSet("separatorColor", \.separatorColor)
        }
    }
    private var _separatorColor: UIColor?
    /// The separator inset of the rows whose cells have none of their own (SX10), measured
    /// as ``separatorInsetReference`` says; only the left and right edges count. Until set,
    /// each row's separator starts where its text starts and reaches the trailing edge, and
    /// this reads as the inset of a row of text: 16 pt on the leading side (SX9).
    open var separatorInset: UIEdgeInsets {
        get { _separatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            _separatorInset = newValue
            _appearancePropertyDidSet("separatorInset", \.separatorInset)
            _separatorInsetsDidChange()
        }
    }
    /// The inset the app set; nil: the automatic insets (SX9).
    var _separatorInset: UIEdgeInsets?
    /// How ``separatorInset`` is measured (SX11). Default `.fromCellEdges`.
    /// Whether the cells' layout margins reach in to the table's readable content guide, so
    /// their content keeps a readable width on wide screens (TM1). Default false (iOS 12 on).
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { _cellsNeedLayout() } }
    }
    /// Whether the cells' content views stay inside the safe area, their background and
    /// separators reaching the edges (TM2). Default true.
    open var insetsContentViewsToSafeArea = true {
        didSet { if insetsContentViewsToSafeArea != oldValue { _cellsNeedLayout() } }
    }

    private func _cellsNeedLayout() {
        for cell in _visibleCells.values { cell.setNeedsLayout() }
        setNeedsLayout()
    }

    /// What `separatorInset` is measured from: the cell's edges (the default) or the automatic insets.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges {
        didSet { if separatorInsetReference != oldValue { _separatorInsetsDidChange() } }
    }
    /// The visual effect of the separators. Default nil. Kept: OpenUIKit draws the
    /// separators in ``separatorColor`` whatever the effect (SX12).
    open var separatorEffect: UIVisualEffect?
    /// Whether a tap selects a row. Default true.
    open var allowsSelection = true
    /// Whether several rows can be selected at once (a tap on a selected row deselects it).
    /// Default false.
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row while editing. Default false.
    open var allowsSelectionDuringEditing = false
    /// Whether the table is in editing mode (see ``setEditing(_:animated:)``).
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    var _isEditing = false

    /// Enters or leaves editing mode: every visible cell, and each cell shown later, gets the
    /// same state (H7) and shows its editing controls (LE1–LE3); leaving clears the selection (LE17).
    open func setEditing(_ editing: Bool, animated: Bool) {
        _setEditingMode(editing, animated: animated)
    }
    /// A view above the first section.
    open var tableHeaderView: UIView? {
        didSet { _replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { _replaceAccessory(oldValue, with: tableFooterView) }
    }
    /// A view behind every cell, header and footer, sized to the table's bounds and kept
    /// there while the table scrolls (LT13). Default nil. Setting another removes the old one.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
            }
            setNeedsLayout()
        }
    }

    /// Registrations, prototypes and the cells kept for reuse.
    var _reuseQueue = ReuseQueue<UITableViewCell>()
    /// The row geometry; nil until counted (first layout or `reloadData()`).
    var _geometry: TableGeometry?
    /// The cells on screen, by row.
    var _visibleCells: [IndexPath: UITableViewCell] = [:]
    /// Registered header and footer view classes, and the views kept for reuse.
    var _headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var _headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// The section headers and footers on screen.
    var _visibleSupplementaries: [TableSupplementaryKey: UIView] = [:]
    /// The selected rows, in the order they were selected.
    var _selectedRows: [IndexPath] = []
    /// The row a touch is down on.
    var _highlightedRow: IndexPath?
    /// The static sections of a storyboard table (`dataMode="static"`).
    var _staticSections: [StaticSection]?
    /// Batch updates in progress (Lists/Updates).
    var _listUpdates = ListUpdateState()
    /// Self-sizing: which heights are estimates, cells made to be measured (LT1-LT9).
    var _sizing = TableSizingState()
    /// Prefetching rows ahead of the scroll (LT10).
    var _prefetch = ListPrefetchState()
    /// The section index's titles, read from the data source (TP4).
    var _sectionIndexTitles: [String]?
    /// The section index at the trailing edge while it shows (SX1).
    var _sectionIndex: UITableViewIndex?
    /// The cell whose indentation the delegate is being asked for (TP3).
    weak var _cellBeingPrepared: UITableViewCell?

    /// A section of a storyboard's static table: its titles and its cells, made at load.
    struct StaticSection {
        var headerTitle: String?
        var footerTitle: String?
        var cells: [UITableViewCell]
    }

    /// Creates a table of a style.
    /// Plain tables are `systemBackground`, grouped ones `systemGroupedBackground`, as UIKit's.
    public init(frame: CGRect, style: Style) {
        tableStyle = style
        super.init(frame: frame)
        _setSystemStyle("backgroundColor", \.backgroundColor, Self.defaultBackgroundColor(for: style))  // UIKit's style (W2)
        _installContextMenu()
        _installEditMenu()
        _installMultipleSelectionPan()
    }

    static func defaultBackgroundColor(for style: Style) -> UIColor {
        style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// Creates a `.plain` table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table from a storyboard or nib: its style, heights, selection flags,
    /// prototype cells and static sections.
    public required init?(coder: NSCoder) {
        tableStyle = (coder as? IBCoder)?.element["style"].flatMap { ["grouped": Style.grouped, "insetGrouped": .insetGrouped][$0] } ?? .plain
        super.init(coder: coder)
        if !coder.containsValue(forKey: "backgroundColor") { backgroundColor = Self.defaultBackgroundColor(for: style) }
        (coder as? IBCoder)?.decodeTableView(self)
        _installContextMenu()
        _installEditMenu()
        _installMultipleSelectionPan()
    }

    // MARK: Registering and dequeuing cells

    /// Makes cells of `cellClass` (a `UITableViewCell` subclass) for `identifier`; nil removes
    /// the registration.
    ///
    /// Difference from UIKit: Swift can only make a class from its metatype through a
    /// `required` initialiser, so `init(style:reuseIdentifier:)` is `required` here: a subclass
    /// that overrides it writes `required override init(style:reuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { _reuseQueue.sources[identifier] = nil; return }
        guard let type = cellClass as? UITableViewCell.Type else {
            preconditionFailure("*** -[UITableView registerClass:forCellReuseIdentifier:]: \(cellClass) is not a UITableViewCell subclass")
        }
        _reuseQueue.sources[identifier] = .cellClass { type.init(style: .default, reuseIdentifier: $0) }
    }

    /// Makes cells from `nib` (one top-level `UITableViewCell`) for `identifier`; nil removes
    /// the registration.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        _reuseQueue.sources[identifier] = nib.map { .nib($0) }
    }

    /// A cell for `identifier`: one kept for reuse (after its `prepareForReuse()`), or a new
    /// one from the registration; nil when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, isReused) = _reuseQueue.dequeue(identifier, isCollection: false) else { return nil }
        if isReused { cell.prepareForReuse() }
        if cell.reuseIdentifier == nil { cell._reuseIdentifier = identifier }
        return cell
    }

    /// A cell for `identifier` sized for the row at `indexPath`; an identifier with no
    /// registration or prototype is UIKit's `NSInternalInconsistencyException`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        // LU12: a reconfigured row gets its own cell back.
        if let cell = _listUpdates.reconfiguredCell(for: indexPath) as? UITableViewCell { return cell }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            UIKitDiagnostics.raise(.unableToDequeueCell(identifier: identifier, kind: "cell"))
        }
        if let rect = _geometry?.rowRect(indexPath), rect.height >= 0 {
            cell.frame = CGRect(x: 0, y: 0, width: bounds.width, height: rect.height)
        }
        return cell
    }

    // MARK: Rows and cells (implemented in UITableView+Layout)

    /// Counts the sections and rows again and asks for the visible cells again at the next
    /// layout; the cells on screen go back to the reuse pool. The counts are asked for now.
    open func reloadData() { _reloadData() }
    /// The number of sections (counted now if the table has not counted yet).
    open var numberOfSections: Int { _numberOfSections }
    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int { _numberOfRows(inSection: section) }
    /// A row's rectangle in the table's coordinates. A row that does not exist raises, as UIKit.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { _rectForRow(at: indexPath) }
    /// A section's rectangle, from the top of its header (padding included) to the bottom of
    /// its footer, in the table's coordinates; `.zero` for a section that does not exist (TH2).
    open func rect(forSection section: Int) -> CGRect { _rect(forSection: section, part: .whole) }
    /// A section's header rectangle: where its header view sits when it does not float (below
    /// `sectionHeaderTopPadding`); zero height when the section has no header (TH2).
    open func rectForHeader(inSection section: Int) -> CGRect { _rect(forSection: section, part: .header) }
    /// A section's footer rectangle, below its last row (TH2).
    open func rectForFooter(inSection section: Int) -> CGRect { _rect(forSection: section, part: .footer) }
    /// The row at a point of the table, or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { _indexPathForRow(at: point) }
    /// The row a cell on screen shows, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { _indexPath(for: cell) }
    /// The cell on screen for a row; nil when the row is off screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { _cellForRow(at: indexPath) }
    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { _sortedVisibleCells }
    /// The rows on screen, top to bottom (nil when there are none, as UIKit).
    open var indexPathsForVisibleRows: [IndexPath]? { _indexPathsForVisibleRows }
    /// Scrolls so that a row is at `scrollPosition` (`.none`: just into view).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        _scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    /// Counts if needed, then shows the cells of the visible rows (asking the data source
    /// for the new ones, then telling the delegate `willDisplay`) and retires the others.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _keepAccessoriesAtFullWidth()  // TH3
        _layoutVisibleCells()
        _layoutSectionIndex()  // SX1, SX2: in front of the cells, where the screen shows it
        // LT13: the background fills the visible bounds, behind everything shown since.
        if let backgroundView {
            backgroundView.frame = bounds
            if subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
        }
    }

    // MARK: Selection (implemented in UITableView+Selection)

    /// The first selected row (in index order), or nil.
    open var indexPathForSelectedRow: IndexPath? { _selectedRows.min() }
    /// The selected rows in index order, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { _selectedRows.isEmpty ? nil : _selectedRows.sorted() }
    /// Selects a row (nil: deselects every row) and scrolls it to `scrollPosition`. The
    /// delegate is not told, as in UIKit. Without multiple selection the row replaces the
    /// selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        _selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row. The delegate is not told, as in UIKit.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { _deselectRow(at: indexPath, animated: animated) }
    /// A touch went down on a row: it highlights if the delegate lets it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { _touchDown(touches) }
    /// The touch lifted: the highlight ends, then the row is selected as a tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { _touchUp(touches) }
    /// The touch was cancelled: the highlight ends, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { _endHighlight() }

    /// Two fingers over a row or item select rather than scroll while the list allows multiple
    /// selection during editing (MS1); other recognizers as the scroll view's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, _multipleSelectionPan?.mayTake(gestureRecognizer, in: self) == true { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Header and footer views (open as on iOS; the defaults live in UITableView+HeaderFooter.swift)

    /// Makes header and footer views of `aClass` (a `UITableViewHeaderFooterView` subclass) for
    /// `identifier`; nil removes the registration.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        _defaultRegister(aClass, forHeaderFooterViewReuseIdentifier: identifier)
    }
    /// A header or footer view for `identifier`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        _defaultDequeueReusableHeaderFooterView(withIdentifier: identifier)
    }
    /// The header view of `section` while it is on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { _defaultHeaderView(forSection: section) }
    /// The footer view of `section` while it is on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { _defaultFooterView(forSection: section) }

    // MARK: Section index (TP4, SX1–SX8; implemented in UITableView+SectionIndex)

    /// The colour of the index's titles; nil: the table's tint colour (SX3).
    open var sectionIndexColor: UIColor? {
        didSet { _appearancePropertyDidSet("sectionIndexColor", \.sectionIndexColor); _applySectionIndexColors() }
    }
    /// The colour behind the index while no finger is on it; nil: none (SX3).
    open var sectionIndexBackgroundColor: UIColor? {
        didSet { _appearancePropertyDidSet("sectionIndexBackgroundColor", \.sectionIndexBackgroundColor); _applySectionIndexColors() }
    }
    /// The colour behind the index while a finger is on it; nil: none (SX3).
    open var sectionIndexTrackingBackgroundColor: UIColor? {
        didSet {
            _appearancePropertyDidSet("sectionIndexTrackingBackgroundColor", \.sectionIndexTrackingBackgroundColor)
            _applySectionIndexColors()
        }
    }
    /// The number of rows (all sections together) from which a plain table shows its index
    /// (SX1). Default 0.
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// Reads the section index titles from the data source again, without reloading rows
    /// (TP4), and shows them in the index now (SX7).
    open func reloadSectionIndexTitles() { _reloadSectionIndexTitlesAndIndex() }

    private func _replaceAccessory(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        _invalidateData()
    }
}

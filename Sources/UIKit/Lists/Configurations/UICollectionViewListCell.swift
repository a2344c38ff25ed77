import Foundation

/// A cell of a list made with a collection view (iOS 14): list content and background
/// configurations, accessories at its edges, indentation and a separator guide.
///
/// Its look follows the list's appearance, which the list layout gives it through
/// `_listAppearance` (LC16): ``defaultContentConfiguration()`` is a sidebar cell in a sidebar
/// and a plain cell elsewhere (a header or footer style for supplementary views the layout
/// marks with `_listSupplementaryKind`), and its background configuration is the
/// appearance's until the app sets one. Accessories are real views, shown per their
/// displayed state as the cell's editing state changes (LC17, LC18).
///
/// Differences from UIKit: laid out left to right in every layout direction; a
/// `.standard` accessory width is the accessory's drawn width; the list starts a row's
/// separator where its list content's text starts (LC31), and constraints the app adds to
/// ``separatorLayoutGuide`` do not move it.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The list appearances a list cell can be shown in; the list layout sets one.
    enum ListAppearance: Sendable, Hashable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Whether the cell is a header or footer of a list (the list layout sets it).
    enum ListSupplementaryKind: Sendable, Hashable { case header, footer }

    /// The accessories, in order from leading to trailing on each edge. Setting them
    /// replaces the accessory views.
    open var accessories: [UICellAccessory] = [] {
        didSet { _rebuildAccessoryViews() }
    }
    /// The indentation level of the content (and, with ``indentsAccessories``, the leading
    /// accessories). Default 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation level. Default 10.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation. Default true.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// The list appearance the cell is shown in; nil (the default) reads as plain (LC16).
    var _listAppearance: ListAppearance? {
        didSet { if oldValue != _listAppearance { _listAppearanceDidChange() } }
    }
    /// Set by the list layout for headers and footers.
    var _listSupplementaryKind: ListSupplementaryKind? {
        didSet { if oldValue != _listSupplementaryKind { _listAppearanceDidChange() } }
    }
    /// The views of the accessories, in the order of ``accessories``.
    var _accessoryViews: [CellAccessoryView] = []
    private var _separatorGuide: UILayoutGuide?
    private var _separatorLeading: NSLayoutConstraint?

    /// A list cell with a frame, with the plain list's background.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        _applyDefaultBackground()
    }

    /// A list cell from a nib or storyboard.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _applyDefaultBackground()
    }

    /// A new list content configuration for the list's appearance, with no content (LC16):
    /// ``UIListContentConfiguration/cell()`` in plain, grouped and inset-grouped lists,
    /// `sidebarCell()` in a sidebar, `accompaniedSidebarCell()` in a plain sidebar; for a
    /// header, `plainHeader()`, `groupedHeader()` or `sidebarHeader()`; for a footer,
    /// `plainFooter()` or `groupedFooter()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let appearance = _listAppearance ?? .plain
        switch (_listSupplementaryKind, appearance) {
        case (.header, .plain): return .plainHeader()
        case (.header, .grouped), (.header, .insetGrouped): return .groupedHeader()
        case (.header, .sidebar), (.header, .sidebarPlain): return .sidebarHeader()
        case (.footer, .plain): return .plainFooter()
        case (.footer, _): return .groupedFooter()
        case (nil, .sidebar): return .sidebarCell()
        case (nil, .sidebarPlain): return .accompaniedSidebarCell()
        case (nil, _): return .cell()
        }
    }

    /// The background for the list's appearance (LC16).
    func _listDefaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let appearance = _listAppearance ?? .plain
        switch (_listSupplementaryKind, appearance) {
        case (.some, .plain): return .listPlainHeaderFooter()
        case (.some, .sidebar), (.some, .sidebarPlain): return .listSidebarHeader()
        case (.some, _): return .listGroupedHeaderFooter()
        case (nil, .plain): return .listPlainCell()
        case (nil, .grouped), (nil, .insetGrouped): return .listGroupedCell()
        case (nil, .sidebar): return .listSidebarCell()
        case (nil, .sidebarPlain): return .listAccompaniedSidebarCell()
        }
    }

    private func _applyDefaultBackground() {
        _applyBackgroundConfiguration(_listDefaultBackgroundConfiguration().updated(for: configurationState))
        _configurationStorage.usesDefaultBackground = true
    }

    private func _listAppearanceDidChange() {
        if _configurationStorage.usesDefaultBackground { _applyDefaultBackground() }
        setNeedsUpdateConfiguration()
    }

    /// A guide whose leading edge is where the separator starts: the text's leading edge
    /// (the content view's leading margin when it shows no list content).
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = _separatorGuide { return guide }
        let guide = UILayoutGuide()
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: _separatorInset)
        NSLayoutConstraint.activate([
            leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        _separatorGuide = guide
        _separatorLeading = leading
        return guide
    }

    /// Where the text starts, in the cell's coordinates.
    var _separatorInset: CGFloat {
        if let list = contentView as? UIListContentView {
            // LC20, LC31: the same measure as a table cell's separator inset, from the
            // content's layout rather than the labels' current frames.
            let layout = list._layout(width: max(contentView.bounds.width, 1), height: contentView.bounds.height)
            if let text = layout.text ?? layout.secondaryText { return contentView.frame.minX + text.minX }
            return contentView.frame.minX + list._effectiveMargins.leading
        }
        return contentView.frame.minX + contentView.layoutMargins.left
    }

    // MARK: Accessories

    private func _rebuildAccessoryViews() {
        let old = _accessoryViews
        _accessoryViews = accessories.map { accessory in
            let view = CellAccessoryView(accessory: accessory)
            view.onTap = { [weak self] in self?._accessoryTapped(accessory) }
            return view
        }
        for view in old { view.removeFromSuperview() }
        for view in _accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    /// The expansion state an outline disclosure shows; the list sets it (LC19).
    var _isExpanded: Bool {
        get { _configurationStorage.isExpanded }
        set {
            guard newValue != _configurationStorage.isExpanded else { return }
            _configurationStorage.isExpanded = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// LC19: an outline disclosure runs its handler; without one the list (its collection
    /// view, else its data source, when it is `ListOutlineExpansionHandling`) toggles the item.
    private func _accessoryTapped(_ accessory: UICellAccessory) {
        if let handler = accessory.actionHandler { return handler() }
        guard accessory.accessoryType == .outlineDisclosure else { return }
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        guard let collection = view as? UICollectionView else { return }
        if let list = collection as? any ListOutlineExpansionHandling {
            list._outlineDisclosureTapped(in: self)
        } else if let list = collection.dataSource as? any ListOutlineExpansionHandling {
            list._outlineDisclosureTapped(in: self)
        }
    }

    func _editingDidChange() { setNeedsLayout() }

    /// Places the accessories and the content view between them (LC18).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let editing = _configurationStorage.isEditing
        var leading: [CellAccessoryView] = [], trailing: [CellAccessoryView] = []
        for view in _accessoryViews {
            let shown = view.accessory.displayedState.shows(editing: editing)
            view.isHidden = !shown || view.accessory.isHidden
            view.refresh(selected: isSelected, expanded: _configurationStorage.isExpanded)
            // LC17: on a selected sidebar cell's tinted background, tinted accessories turn white.
            view.tintColor = _listAppearance == .sidebar && isSelected && view.accessory.tintColor == nil ? .white : nil
            guard shown else { continue }
            if view.accessory.isLeading { leading.append(view) } else { trailing.append(view) }
        }
        _place(custom: &leading)
        _place(custom: &trailing)
        // LC18: the reorder control is always the outermost trailing accessory.
        trailing.sort { ($0.accessory.accessoryType == .reorder ? 1 : 0) < ($1.accessory.accessoryType == .reorder ? 1 : 0) }
        let margin = max(16, layoutMargins.left), trailingMargin = max(16, layoutMargins.right)
        let indent = CGFloat(indentationLevel) * indentationWidth
        let spacing: CGFloat = 10
        var x = margin + (indentsAccessories ? indent : 0)
        var contentMinX = indent
        if !leading.isEmpty {
            for view in leading {
                let width = view.reservedWidth
                view.frame = CGRect(x: x + (width - view.size.width) / 2, y: (bounds.height - view.size.height) / 2,
                                    width: view.size.width, height: view.size.height)
                x += width + spacing
            }
            contentMinX = max(contentMinX, x - spacing + (indentsAccessories ? 0 : indent))
        }
        var maxX = bounds.width - trailingMargin
        for view in trailing.reversed() {
            let width = view.reservedWidth
            view.frame = CGRect(x: maxX - width + (width - view.size.width) / 2, y: (bounds.height - view.size.height) / 2,
                                width: view.size.width, height: view.size.height)
            maxX -= width + spacing
        }
        let contentMaxX = trailing.isEmpty ? bounds.width : maxX + spacing
        contentView.frame = CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: bounds.height)
        _separatorLeading?.constant = _separatorInset
    }

    /// Moves custom accessories with a placement position to the index it picks.
    private func _place(custom views: inout [CellAccessoryView]) {
        for view in views where view.accessory._placementPosition != nil {
            guard let index = views.firstIndex(where: { $0 === view }), let position = view.accessory._placementPosition else { continue }
            views.remove(at: index)
            let wanted = min(max(0, position(views.map(\.accessory))), views.count)
            views.insert(view, at: wanted)
        }
    }

    /// The height the cell wants at `size.width`: its content's (LC6).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        layoutIfNeeded()
        let contentWidth = max(0, width - (bounds.width - contentView.frame.width))
        if let list = contentView as? UIListContentView {
            return CGSize(width: width, height: list.sizeThatFits(CGSize(width: contentWidth, height: 0)).height)
        }
        return CGSize(width: width, height: bounds.height)
    }
}

/// The list's side of an outline disclosure without a handler (LC19): a collection view or
/// its data source that expands and collapses items (section snapshots) conforms, and is
/// told which cell's disclosure was tapped; it sets the cell's expansion for the new state.
@MainActor
protocol ListOutlineExpansionHandling: AnyObject {
    func _outlineDisclosureTapped(in cell: UICollectionViewListCell)
}

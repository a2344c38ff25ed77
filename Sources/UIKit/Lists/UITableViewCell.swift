import Foundation

/// One row of a table view: a ``contentView`` for the row's own subviews, the standard
/// labels and image of the built-in styles, an accessory, and the selected and highlighted states.
///
/// In editing mode it shows its editing control, reorder control and editing accessory,
/// and slides aside for its swipe actions (Lists/Editing, LE). Content and background
/// configurations (iOS 14) are modelled (LC9–LC15).
///
/// Difference from UIKit: the standard labels are laid out with the label's metric fallback.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The separator styles, with the name UIKit's `UITableView.separatorStyle` is declared
    /// with (`UITableViewCell.SeparatorStyle`); the same type as `UITableView.SeparatorStyle`.
    public typealias SeparatorStyle = UITableView.SeparatorStyle

    /// The built-in cell layouts.
    public enum CellStyle: Int, Sendable {
        /// The text label with an optional image before it; no detail label.
        case `default` = 0
        /// The text label at the leading side, the detail label right-aligned at the trailing side.
        case value1
        /// The text label in a narrow column (30% of the width), the detail label after it; no image.
        case value2
        /// The text label with the smaller detail label (12 pt) under it.
        case subtitle
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look: the selected background and the labels' highlighted look stay off.
        case none = 0
        /// The selected look (selected background, highlighted labels), as `.default` (blue before iOS 7).
        case blue
        /// The selected look, as `.default`.
        case gray
        /// The selected look: the selected background and highlighted labels (the default).
        case `default`
    }

    /// The standard accessory marks at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory (the default).
        case none = 0
        /// A chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button that calls `accessoryButtonTappedForRowWith`; OpenUIKit draws no chevron beside it.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button that calls the delegate's `accessoryButtonTappedForRowWith`.
        case detailButton
    }

    /// The cell's layout style, fixed at creation.
    public let style: CellStyle
    /// The identifier the table view reuses the cell under.
    open var reuseIdentifier: String? { _reuseIdentifier }
    var _reuseIdentifier: String?
    /// The view the row's content goes in; it leaves room for the accessory.
    open var contentView: UIView { _contentView }
    private var _contentView: UIView
    /// How the cell looks when selected. Default `.default`.
    open var selectionStyle: SelectionStyle = .default { didSet { _updateBackgroundViews() } }
    /// A view behind the content, filling the cell (TB1). Default nil.
    open var backgroundView: UIView? { didSet { _backgroundViewChanged(from: oldValue, to: backgroundView) } }
    /// A view shown behind the content, above ``backgroundView``, while the cell is selected
    /// or highlighted, unless its selection style is `.none` (TB1). Default nil.
    open var selectedBackgroundView: UIView? { didSet { _backgroundViewChanged(from: oldValue, to: selectedBackgroundView) } }
    /// The selected background of a cell selected while the table allows multiple selection
    /// during editing, in place of ``selectedBackgroundView`` (TB1). Default nil.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { _backgroundViewChanged(from: oldValue, to: multipleSelectionBackgroundView) }
    }
    /// The standard accessory. Default `.none`. A detail button is a real button whose tap
    /// reaches the table view's delegate.
    open var accessoryType: AccessoryType = .none { didSet { _accessoryChanged() } }
    /// A custom accessory view, shown instead of ``accessoryType``.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            _accessoryChanged()
        }
    }
    /// The indentation level of the content: the built-in styles' image and labels move
    /// right by `indentationLevel × indentationWidth`. Default 0; a table sets it from its
    /// delegate's `indentationLevelForRowAt` before showing the cell (TP3).
    open var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    /// The width of one indentation level. Default 10.
    open var indentationWidth: CGFloat = 10 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    /// The separator's insets; only the left and right edges count, negative ones count as 0.
    /// Set (by the app, an appearance proxy or its file), it wins over the table's (SX10); until then
    /// the table keeps it at the row's inset: where the text starts, 16 pt for a row of text
    /// (SX9, SX11).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { _appearancePropertyDidSet("separatorInset", \.separatorInset) } }
    /// Whether the cell is selected (see ``setSelected(_:animated:)``).
    open var isSelected: Bool {
        get { _isSelected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (see ``setHighlighted(_:animated:)``).
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var _isSelected = false
    private var _isHighlighted = false
    /// Whether the cell is in editing mode (its table's, H7).
    open var isEditing: Bool {
        get { _isEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var _isEditing = false

    /// Enters or leaves editing mode; the table calls it for its cells. Overrides must call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        let changed = _isEditing != editing
        _isEditing = editing
        if changed { setNeedsUpdateConfiguration() }
        _editingModeDidChange(animated: animated)  // LE1–LE3
    }

    // MARK: Editing (LE; implemented in Lists/Editing/UITableViewCell+Editing.swift)

    /// The editing control, reorder control, editing accessory and swipe state of the cell.
    let _editingParts = CellEditingParts()
    /// The row's editing style, as the table's delegate gave it (LE2); `.none` for a row that
    /// cannot be edited.
    open var editingStyle: EditingStyle { _editingParts.style }
    /// Whether the cell shows the reorder control at its trailing edge in editing mode (LE12).
    /// Default false; the table sets it for each row it shows from `tableView(_:canMoveRowAt:)`
    /// while the data source moves rows.
    open var showsReorderControl: Bool {
        get { _editingParts.showsReorderControl }
        set { _editingParts.showsReorderControl = newValue; _editingControlsChanged() }
    }
    /// Whether the content moves right by the editing control's width in editing mode
    /// (LE3). Default true; the table sets it from `shouldIndentWhileEditingRowAt`.
    open var shouldIndentWhileEditing: Bool {
        get { _editingParts.shouldIndent }
        set { _editingParts.shouldIndent = newValue; setNeedsLayout() }
    }
    /// The accessory shown instead of ``accessoryType`` in editing mode (LE15). Default `.none`.
    open var editingAccessoryType: AccessoryType {
        get { _editingParts.accessoryType }
        set { _editingParts.accessoryType = newValue; setNeedsLayout() }
    }
    /// A custom accessory view shown in editing mode instead of ``editingAccessoryType`` (LE15).
    open var editingAccessoryView: UIView? {
        get { _editingParts.accessoryView }
        set { _setEditingAccessoryView(newValue) }
    }
    /// Whether the row shows its Delete confirmation (or other swipe actions) now (LE4, LE9).
    open var showingDeleteConfirmation: Bool { _editingParts.stateMask.contains(.showingDeleteConfirmation) }
    /// The cell is about to show or hide its editing control or Delete confirmation (LE6).
    /// The default does nothing; overrides call super.
    open func willTransition(to state: StateMask) {}
    /// The cell showed or hid its editing control or Delete confirmation (LE6). The default
    /// does nothing; overrides call super.
    open func didTransition(to state: StateMask) {}
    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?
    private var _imageView: UIImageView?
    /// The detail button made for `.detailButton` and `.detailDisclosureButton`.
    private var _detailButton: UIButton?
    /// The table view the cell is in (set while it is shown).
    @Unretained var _tableView: UITableView?  // PL11
    /// Whether the background is still UIKit's default, which the table's style chooses.
    var _hasDefaultBackground = false

    /// The background colour. Default: `systemBackground`, or
    /// `secondarySystemGroupedBackground` once shown in a grouped table (white in light
    /// mode either way; dark grey on black in dark mode), as UIKit's cells.
    open override var backgroundColor: UIColor? {
        didSet { _hasDefaultBackground = false }
    }

    /// Gives a cell with the default background the one of `table`'s style.
    func _adoptDefaultBackground(of table: UITableView) {
        guard _hasDefaultBackground else { return }
        _setSystemStyle("backgroundColor", \.backgroundColor, table.style == .plain ? .systemBackground : .secondarySystemGroupedBackground)
        _hasDefaultBackground = true
    }
    /// The storyboard segue a tap on the cell performs, and the one its detail button does.
    @preconcurrency var _selectionSegue: (@MainActor (Any?) -> Void)?
    @preconcurrency var _accessorySegue: (@MainActor (Any?) -> Void)?
    /// A static or prototype cell's row height from Interface Builder (nil: the table's).
    var _ibRowHeight: CGFloat?

    /// Creates a cell of a style, reused under `reuseIdentifier`.
    ///
    /// Difference from UIKit: `required`, so that a registered class can be made from its
    /// metatype; a subclass overriding it writes `required override init(style:reuseIdentifier:)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self._reuseIdentifier = reuseIdentifier
        _contentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        // UIKit's cells are opaque: white in light mode, black in dark (UIKit's style, W2).
        _setSystemStyle("backgroundColor", \.backgroundColor, .systemBackground)
        _hasDefaultBackground = true
        _installContentView(contentView)
    }

    /// Creates a `.default` cell with a frame (as `init(style: .default, reuseIdentifier: nil)`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell from a storyboard or nib: its style, reuse identifier, accessory,
    /// selection style and content view with its subviews.
    public required init?(coder: NSCoder) {
        let element = (coder as? IBCoder)?.element
        style = element?["style"].flatMap { Self.styleNames[$0] } ?? .default
        _reuseIdentifier = element?["reuseIdentifier"]
        _contentView = UIView(frame: .zero)
        super.init(coder: coder)
        if !coder.containsValue(forKey: "backgroundColor") { backgroundColor = .systemBackground; _hasDefaultBackground = true }
        _installContentView(contentView)
        (coder as? IBCoder)?.decodeTableViewCell(self)
    }

    static let styleNames: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    private func _installContentView(_ view: UIView) {
        view.frame = _contentFrame
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }

    /// Makes `view` (a storyboard's content view) the cell's content view.
    func _replaceContentView(with view: UIView) {
        contentView.removeFromSuperview()
        _contentView = view
        _installContentView(view)
    }

    /// The title label of the built-in styles (made when first asked for).
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel(frame: .zero)
        _textLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = _detailTextLabel { return label }
        let label = UILabel(frame: .zero)
        label._setSystemStyle("font", \.font, .systemFont(ofSize: style == .subtitle ? 12 : 17))
        _detailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge of the `.default`, `.value1` and `.subtitle` styles
    /// (made when first asked for); nil for `.value2`, as in UIKit.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if let view = _imageView { return view }
        let view = UIImageView(frame: .zero)
        _imageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// Uses views made in Interface Builder as the standard labels and image.
    func _setStandardViews(text: UILabel?, detail: UILabel?, image: UIImageView?) {
        if let text { _textLabel = text }
        if let detail { _detailTextLabel = detail }
        if let image { _imageView = image }
    }

    /// Selects or deselects the cell; its labels show the highlighted look while selected.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = _isSelected != selected
        _isSelected = selected
        if changed { setNeedsUpdateConfiguration(); _highlightContent(); _updateBackgroundViews() }
        if _editingParts.showsSelectionCircle { setNeedsLayout() }  // LE16: the checkmark circle follows
    }

    /// Highlights the cell (a touch is down on it) or ends the highlight.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = _isHighlighted != highlighted
        _isHighlighted = highlighted
        if changed { setNeedsUpdateConfiguration(); _highlightContent(); _updateBackgroundViews() }
    }

    // Configurations (iOS 14): Configurations/UITableViewCell+Configuration.swift.
    let _configurationStorage = CellConfigurationStorage()

    /// The cell's state for configurations: traits, selected, highlighted, editing, … and
    /// the custom states a subclass adds by overriding this property (LC13).
    open var configurationState: UICellConfigurationState { _makeConfigurationState() }

    /// Override to update the cell's configurations for `state`; called by the coalesced
    /// update after the automatic updates and before ``configurationUpdateHandler`` (LC13).
    /// Don't call it: call ``setNeedsUpdateConfiguration()``. The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called before the table view returns this cell from `dequeueReusableCell`: resets
    /// state that belongs to the row it showed. The default does nothing (as UIKit's, which
    /// only resets private state); subclasses call super.
    open func prepareForReuse() {}

    // MARK: Layout

    /// The width the standard accessory takes at the trailing edge (measured on iOS 17 at
    /// the default text size: disclosure 34 pt, checkmark 40, detail 48, both 72).
    private var _accessoryWidth: CGFloat {
        if isEditing { return _editingTrailingWidth }  // LE12, LE15
        if let accessoryView { return accessoryView.frame.width + 16 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator: return 34
        case .checkmark: return 40
        case .detailButton: return 48
        case .detailDisclosureButton: return 72
        }
    }

    var _contentFrame: CGRect {
        // LE3: the editing control's width on the leading side while editing; LT1: the
        // separator's part of a self-sized row below the content; SX4: the section index's
        // width on the trailing side; TM2: the safe area's on both sides.
        let safe = _contentSafeInsets
        return CGRect(x: safe.left + _editingLeadingInset, y: 0,
                      width: max(0, bounds.width - safe.left - safe.right - _accessoryWidth - _sectionIndexInset - _editingLeadingInset),
                      height: max(0, bounds.height - _separatorHeight))
    }

    /// TM2: the left and right safe-area insets the content view and accessory keep clear
    /// of, when the table insets content views to the safe area.
    var _contentSafeInsets: (left: CGFloat, right: CGFloat) {
        guard _tableView?.insetsContentViewsToSafeArea ?? true else { return (0, 0) }
        let safe = safeAreaInsets
        return (safe.left, safe.right)
    }

    /// TM1: how much further in than the usual 16-point margin the standard views sit so that
    /// they start at the table's readable content guide, when the table asks for it.
    var _readableWidthExtra: (left: CGFloat, right: CGFloat) {
        guard let table = _tableView, table.cellLayoutMarginsFollowReadableWidth, superview === table else { return (0, 0) }
        let readable = table.readableContentGuide.layoutFrame, content = contentView.frame
        return (max(0, readable.minX - frame.minX - content.minX - 16), max(0, frame.minX + content.maxX - readable.maxX - 16))
    }

    /// The cell's layout margins, raised to the table's readable content guide when the
    /// table's ``UITableView/cellLayoutMarginsFollowReadableWidth`` (TM1).
    open override var layoutMargins: UIEdgeInsets {
        get {
            var margins = super.layoutMargins
            guard let table = _tableView, table.cellLayoutMarginsFollowReadableWidth, superview === table else { return margins }
            let readable = table.readableContentGuide.layoutFrame
            margins.left = max(margins.left, readable.minX - frame.minX)
            margins.right = max(margins.right, frame.maxX - readable.maxX)
            return margins
        }
        set { super.layoutMargins = newValue }
    }

    /// SX10, SX13: whether the separator inset came from the cell's storyboard or nib, which
    /// makes it the cell's own (the file's values are UIKit's styling otherwise, W6).
    var _separatorInsetFromFile = false

    /// SX4: the width of the table's section index, which the content and the accessory
    /// keep clear of; 0 when the table shows no index.
    var _sectionIndexInset: CGFloat = 0 { didSet { if _sectionIndexInset != oldValue { setNeedsLayout() } } }

    /// The separator's part of the row below the content view of a cell sized by its
    /// constraints (LT1); 0 otherwise.
    var _separatorHeight: CGFloat = 0 { didSet { if _separatorHeight != oldValue { setNeedsLayout() } } }

    private func _accessoryChanged() {
        let wantsButton = accessoryView == nil && (accessoryType == .detailButton || accessoryType == .detailDisclosureButton)
        if wantsButton, _detailButton == nil {
            let button = UIButton(type: .detailDisclosure)
            button.addAction(UIAction { [weak self] _ in self?._accessoryButtonTapped() }, for: .touchUpInside)
            _detailButton = button
            addSubview(button)
        } else if !wantsButton, let button = _detailButton {
            button.removeFromSuperview()
            _detailButton = nil
        }
        if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
        setNeedsLayout()
    }

    private func _accessoryButtonTapped() {
        _tableView?._accessoryButtonTapped(in: self)
    }

    /// Places the content view, the accessory and the standard labels.
    open override func layoutSubviews() {
        _layoutCellConfigurations()
        super.layoutSubviews()
        contentView.frame = _contentFrame
        let trailing = bounds.width - _contentSafeInsets.right - _accessoryWidth - _sectionIndexInset  // SX4, TM2
        if let accessoryView {
            accessoryView.center = CGPoint(x: trailing + 8 + accessoryView.frame.width / 2, y: bounds.midY)
        } else if let button = _detailButton {
            button.frame = CGRect(x: trailing + 4, y: bounds.midY - 11, width: 22, height: 22)
        }
        accessoryView?.isHidden = isEditing  // LE15: the editing accessory replaces it
        _detailButton?.isHidden = isEditing
        _layoutEditingControls()
        _layoutStandardLabels()
        _updateSeparatorInset()  // SX9–SX11: after the text found its place
    }

    /// Where the built-in styles' text starts in the content view: 16 pt in, plus the
    /// indentation, plus the image and 16 pt after it when there is one.
    var _standardTextInset: CGFloat {
        var inset = 16 + CGFloat(indentationLevel) * indentationWidth
        if let size = _imageView?.image?.size, size.width > 0 { inset += size.width + 16 }
        return inset
    }

    /// The built-in styles' label frames inside the content view (16 pt margins).
    private func _layoutStandardLabels() {
        let readable = _readableWidthExtra  // TM1
        let inset = _standardTextInset + readable.left
        if let imageView = _imageView, let size = imageView.image?.size, size.width > 0 {
            imageView.frame = CGRect(x: 16 + readable.left + CGFloat(indentationLevel) * indentationWidth,
                                     y: (contentView.bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
        let area = contentView.bounds.inset(by: UIEdgeInsets(top: 0, left: inset, bottom: 0, right: 16 + readable.right))
        guard area.width > 0 else { return }
        let text = _textLabel, detail = style == .default ? nil : _detailTextLabel
        func height(_ label: UILabel?) -> CGFloat { label?.intrinsicContentSize.height ?? 0 }
        switch style {
        case .default:
            text?.frame = CGRect(x: area.minX, y: area.midY - height(text) / 2, width: area.width, height: height(text))
        case .subtitle:
            let total = height(text) + height(detail)
            text?.frame = CGRect(x: area.minX, y: area.midY - total / 2, width: area.width, height: height(text))
            detail?.frame = CGRect(x: area.minX, y: area.midY - total / 2 + height(text), width: area.width, height: height(detail))
        case .value1:
            let width = min(detail?.intrinsicContentSize.width ?? 0, area.width / 2)
            text?.frame = CGRect(x: area.minX, y: area.midY - height(text) / 2, width: area.width - width - 8, height: height(text))
            detail?.frame = CGRect(x: area.maxX - width, y: area.midY - height(detail) / 2, width: width, height: height(detail))
        case .value2:
            let width = area.width * 0.3
            text?.frame = CGRect(x: area.minX, y: area.midY - height(text) / 2, width: width, height: height(text))
            detail?.frame = CGRect(x: area.minX + width + 6, y: area.midY - height(detail) / 2, width: area.width - width - 6, height: height(detail))
        }
    }
}

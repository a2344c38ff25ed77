import Foundation

/// A bar with a search field and, optionally, a Cancel button.
///
/// The text, placeholder and keyboard traits are those of its ``searchTextField``; editing
/// the field is reported to the ``delegate`` (`searchBarShouldBeginEditing`,
/// `searchBarTextDidBeginEditing`, `searchBar(_:textDidChange:)` for the user's changes, the
/// Search key as `searchBarSearchButtonClicked`, …), and the Cancel button's tap as
/// `searchBarCancelButtonClicked`. Setting ``text`` in code tells the delegate nothing. The
/// bar is 56 points high; the field is 36 points high, 8 points from the edges and from
/// the Cancel button.
/// Scope buttons (``scopeButtonTitles``) show in a segmented control under the field while
/// ``showsScopeBar`` (with two or more titles), 44 points more; choosing one is reported as
/// `searchBar(_:selectedScopeButtonIndexDidChange:)`. A search controller's bar also reports
/// to its ``UISearchController``, after the delegate, as UIKit's does.
/// Background, field and icon images and their position adjustments follow UIKit's
/// (CI18–CI24, UISearchBar+Images.swift).
/// Differences from UIKit: the prompt is not drawn (it does not grow the bar), and the
/// bookmark and results-list buttons are not modelled; the bar's position is always `.any`
/// (no bar positioning delegate), so only `.any` background images show.
@preconcurrency @MainActor
open class UISearchBar: UIView, UITextInputTraits {
    /// The search bar styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The system's choice (prominent).
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background; the field is translucent.
        case minimal = 2
    }

    /// The icons of the search field, with UIKit's raw values.
    public enum Icon: Int, Sendable {
        /// The magnifying glass.
        case search = 0
        /// The clear button.
        case clear = 1
        /// The bookmark button.
        case bookmark = 2
        /// The results list button.
        case resultsList = 3
    }

    /// The height of a search bar without a prompt.
    static let height: CGFloat = 56

    /// The bar's search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    let cancelButton = UIButton(type: .system)
    /// The item the Cancel button stands for: `UIBarButtonItem` proxies contained in search
    /// bars style it (W7, UISearchBar+Appearance.swift).
    let _cancelBarItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)

    /// The delegate (weak).
    open weak var delegate: (any UISearchBarDelegate)?

    /// The search text: the field's, "" without text (as in UIKit). Setting it tells the
    /// delegate nothing.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The field's placeholder.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the bar.
    open var prompt: String?
    /// The bar style. Default `.default`.
    open var barStyle: UIBarStyle = .default
    /// The search bar style. Default `.default`.
    open var searchBarStyle: Style = .default
    /// Whether the bar is translucent. Default true.
    open var isTranslucent = true
    /// The bar's background tint; nil for the system's.
    open var barTintColor: UIColor? { didSet { _appearancePropertyDidSet("barTintColor", \.barTintColor) } }
    /// Whether the Cancel button shows. Default false. Setting it on a search controller's
    /// bar turns off the controller's `automaticallyShowsCancelButton`, as in UIKit.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set {
            _searchController?.automaticallyShowsCancelButton = false
            _setCancelButtonShown(newValue)
        }
    }

    /// The titles of the scope buttons. Default nil.
    open var scopeButtonTitles: [String]? {
        didSet {
            _scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                _scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            _scopeBar.selectedSegmentIndex = (scopeButtonTitles ?? []).isEmpty ? UISegmentedControl.noSegment
                : min(selectedScopeButtonIndex, scopeButtonTitles!.count - 1)
            _scopeLayoutChanged()
        }
    }
    /// The selected scope button. Default 0. Setting it tells the delegate nothing.
    open var selectedScopeButtonIndex = 0 {
        didSet { if _scopeBar.numberOfSegments > selectedScopeButtonIndex { _scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    }
    /// Whether the scope bar shows (with two or more titles). Default false. Setting it on a
    /// search controller's bar makes the controller's `scopeBarActivation` `.manual`, as in
    /// UIKit.
    open var showsScopeBar: Bool {
        get { _showsScopeBar }
        set {
            _searchController?.scopeBarActivation = .manual
            _setScopeBarShown(newValue)
        }
    }

    // MARK: Images and metrics (CI18–CI24, UISearchBar+Images.swift)

    /// The icon images per icon and state, the icons' adjustments, the bar's background
    /// images per position and metrics, the field's background images per state.
    var _iconImages = ControlStateValues<UIImage>()
    var _iconAdjustments: [Int: UIOffset] = [:]
    var _barBackgroundImages: [BarBackgroundKey: UIImage] = [:]
    var _searchFieldBackgroundImages = ControlStateValues<UIImage>()

    /// The image filling the bar (the scope bar too, unless ``scopeBarBackgroundImage`` is
    /// set): the one for `.any` and `.default` metrics (CI18). Appearance-capable.
    open var backgroundImage: UIImage? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }

    /// The image filling the scope bar's area while it shows (CI18). Appearance-capable.
    open var scopeBarBackgroundImage: UIImage? {
        didSet { _appearancePropertyDidSet("scopeBarBackgroundImage", \.scopeBarBackgroundImage); setNeedsDisplay() }
    }

    /// Moves the search field in the bar (its frame, so its touches too) (CI21).
    /// Appearance-capable.
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero {
        didSet { _appearanceLookDidSet("searchFieldBackgroundPositionAdjustment", \.searchFieldBackgroundPositionAdjustment) }
    }

    /// Moves the text inside the search field (its text rectangle) (CI22). Appearance-capable.
    open var searchTextPositionAdjustment: UIOffset = .zero {
        didSet {
            _appearanceLookDidSet("searchTextPositionAdjustment", \.searchTextPositionAdjustment)
            searchTextField.setNeedsDisplay()
        }
    }

    /// Sets the image filling the bar at `barPosition` with `barMetrics` (CI18). The bar
    /// shows the `.any` position's; `.compact` metrics in a compact-height environment,
    /// `.default`'s standing in. Appearance-capable.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        _setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
    }

    /// The background image set for `barPosition` and `barMetrics`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _barBackgroundImages[BarBackgroundKey(position: barPosition, metrics: barMetrics)]
    }

    /// Sets an icon's image in `state`: the magnifying glass's (`.search`) or the clear
    /// button's (`.clear`), drawn at the image's size in place of the standard one (CI19);
    /// `.bookmark` and `.resultsList` are kept, not shown. Appearance-capable.
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) { _setImage(iconImage, for: icon, state: state) }

    /// The image set for `icon` in `state`, falling back to `.normal`'s (CI1); nil when none
    /// was set (UIKit returns its standard icon).
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { _iconImages.value(for: state, icon.rawValue) }

    /// Moves an icon inside the search field (its frame or rectangle) (CI20). Appearance-capable.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { _setPositionAdjustment(adjustment, for: icon) }

    /// The adjustment set for `icon` (`.zero` when none was).
    open func positionAdjustment(for icon: Icon) -> UIOffset { _iconAdjustments[icon.rawValue] ?? .zero }

    /// Sets the image drawn as the search field's background in `state` (`.normal`,
    /// `.disabled`), instead of its rounded fill; the field becomes as tall as the image
    /// (CI21). Appearance-capable.
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        _setSearchFieldBackgroundImage(backgroundImage, for: state)
    }

    /// The search field's background image for `state`, falling back to `.normal`'s (CI1).
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { _searchFieldBackgroundImages.value(for: state) }

    /// Sets the scope buttons' background image in `state`: the scope bar's segments show it
    /// as a segmented control's background image (CI23). Appearance-capable.
    open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        _setScopeBarButtonBackgroundImage(backgroundImage, for: state)
    }

    /// The scope buttons' background image for `state` (CI1).
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
        _scopeBar.backgroundImage(for: state, barMetrics: .default)
    }

    /// Sets the image between scope buttons in `leftState` and `rightState` (CI23).
    /// Appearance-capable.
    open func setScopeBarButtonDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                           rightSegmentState rightState: UIControl.State) {
        _setScopeBarButtonDividerImage(dividerImage, forLeftSegmentState: leftState, rightSegmentState: rightState)
    }

    /// The divider image between scope buttons in the two states (CI1).
    open func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        _scopeBar.dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
    }

    /// Sets the scope buttons' title attributes in `state` (CI23). Appearance-capable.
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _setScopeBarButtonTitleTextAttributes(attributes, for: state)
    }

    /// The scope buttons' title attributes set for `state`.
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _scopeBar.titleTextAttributes(for: state)
    }

    /// The search controller the bar belongs to.
    @Unretained var _searchController: UISearchController?  // PL11
    private var _showsScopeBar = false
    let _scopeBar = UISegmentedControl(frame: .zero)
    /// The scope bar's height, as UIKit's.
    static let scopeBarHeight: CGFloat = 44

    /// Creates a search bar with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUp()
    }

    /// Creates a search bar from a storyboard or nib (text, placeholder, prompt, styles,
    /// `showsCancelButton`, `textInputTraits`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUp()
        (coder as? IBCoder)?.decodeSearchBar(self)
    }

    private func _setUp() {
        searchTextField._searchBar = self
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)  // the bar's Cancel is 17 pt, unlike other buttons
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
            self._searchController?._cancelSearch()
        }, for: .touchUpInside)
        addSubview(cancelButton)
        _scopeBar.isHidden = true
        _scopeBar.addAction(UIAction { [weak self] _ in self?._scopeChosen() }, for: .valueChanged)
        addSubview(_scopeBar)
        _layoutParts()
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    /// The Cancel button's view, for code standing for the user's finger.
    @_spi(Testing) public var _cancelButtonView: UIView { cancelButton }
    /// The scope bar, for code standing for the user's finger.
    @_spi(Testing) public var _scopeBarView: UISegmentedControl { _scopeBar }

    func _setCancelButtonShown(_ shown: Bool) {
        guard cancelButton.isHidden == shown else { return }
        cancelButton.isHidden = !shown
        setNeedsLayout()
    }

    func _setScopeBarShown(_ shown: Bool) {
        guard _showsScopeBar != shown else { return }
        _showsScopeBar = shown
        _scopeLayoutChanged()
    }

    /// Whether the scope bar is on screen: asked for, with two or more titles.
    var _scopeBarVisible: Bool { _showsScopeBar && (scopeButtonTitles?.count ?? 0) >= 2 }

    /// The bar's height: 56 points, 44 more with the scope bar.
    var _fittingHeight: CGFloat { UISearchBar.height + (_scopeBarVisible ? UISearchBar.scopeBarHeight : 0) }

    private func _scopeLayoutChanged() {
        _scopeBar.isHidden = !_scopeBarVisible
        setNeedsLayout()
        if let navigationBar = superview as? UINavigationBar { navigationBar._didChangeHeight() }
        superview?.setNeedsLayout()
    }

    private func _scopeChosen() {
        let index = _scopeBar.selectedSegmentIndex
        guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        _searchController?._searchBarScopeDidChange()
    }

    // MARK: First responder (the field's)

    /// Whether the field can begin editing.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    /// Whether the field is editing.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    /// Begins editing in the field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// The view shown above the keyboard while the field edits (the field's, IV1).
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    // MARK: Text input traits (the field's)

    /// The field's capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The field's autocorrection.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The field's spell checking.
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// The field's keyboard.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The field's keyboard appearance.
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The field's Return key: `.search` by default.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether the Search key is disabled without text: true by default.
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// Whether the field hides its text.
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    /// The field's content type.
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    /// The field's password rules.
    open var passwordRules: UITextInputPasswordRules? {
        get { searchTextField.passwordRules }
        set { searchTextField.passwordRules = newValue }
    }
    /// The field's smart quotes (SQ1).
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// The field's smart dashes (SQ2).
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// The field's smart insert and delete.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The field's inline predictions.
    open var inlinePredictionType: UITextInlinePredictionType {
        get { searchTextField.inlinePredictionType }
        set { searchTextField.inlinePredictionType = newValue }
    }

    // MARK: Layout

    /// No intrinsic width; 56 points high (100 with the scope bar).
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: _fittingHeight) }

    /// The offered width, 56 points high (100 with the scope bar).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: _fittingHeight) }

    /// Places the field and the Cancel button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    private func _layoutParts() {
        let margin: CGFloat = 8
        let rowHeight = min(bounds.height, UISearchBar.height)
        let fieldHeight = _searchFieldHeight  // CI21
        let y = (rowHeight - fieldHeight) / 2
        var right = bounds.width - margin
        if _scopeBarVisible {
            _scopeBar.frame = CGRect(x: margin, y: rowHeight + 6, width: max(0, bounds.width - 2 * margin), height: 32)
        }
        if showsCancelButton {
            let width = cancelButton.intrinsicContentSize.width
            cancelButton.frame = CGRect(x: right - width, y: y, width: width, height: fieldHeight)
            right -= width + margin
        }
        // CI21: the field's position adjustment moves its frame.
        let shift = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = CGRect(x: margin + shift.horizontal, y: y + shift.vertical, width: max(0, right - margin), height: fieldHeight)
    }
}

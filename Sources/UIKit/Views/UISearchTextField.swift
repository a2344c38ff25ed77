import Foundation

/// The text field of a search bar (``UISearchBar/searchTextField``): a rounded field whose
/// editing is reported to the search bar's delegate.
///
/// Inside a search bar, its questions and notifications go to the bar's
/// ``UISearchBarDelegate`` (the field's own ``UITextField/delegate`` is not consulted, as the
/// bar owns the field in UIKit); the Return key is the Search key. It still sends its own
/// control events (`.editingChanged`, …). Difference from UIKit: no tokens.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The search bar the field belongs to.
    @Unretained var _searchBar: UISearchBar?  // PL11

    /// The magnifying glass at the field's leading edge: the field's ``UITextField/leftView``,
    /// as in UIKit (CI25).
    let _glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    /// The standard glass's size.
    static let glassSize = CGSize(width: 17, height: 17)

    /// Creates a search field as iOS draws it: a rounded-rect field filled with the tertiary
    /// fill (10-point corners, no hairline) with a magnifying glass as its left view, and the
    /// Search key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        _setSystemStyle("backgroundColor", \.backgroundColor, .tertiarySystemFill)  // UIKit's style (W2)
        layer.cornerRadius = 10
        _glass.tintColor = .secondaryLabel
        leftView = _glass
        leftViewMode = .always
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
    }

    /// The fill comes from the field's background and corners, not the rounded-rect chrome.
    @_spi(Rendering) public override var _drawsRoundedRectChrome: Bool { false }

    /// The text starts 5 points after the magnifying glass's own place (30 points in; the
    /// glass's adjustment moves the glass alone); the search bar's text position adjustment
    /// moves it (CI22).
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let leading = leftView === _glass && _showsOverlay(leftView, leftViewMode) ? 8 + _glassSize.width + 5 : rect.minX
        rect.size.width = max(0, rect.maxX - leading - (_showsClearButton ? 0 : 8))
        rect.origin.x = leading
        guard let shift = _searchBar?.searchTextPositionAdjustment, shift != .zero else { return rect }
        return CGRect(x: rect.minX + shift.horizontal, y: rect.minY + shift.vertical,
                      width: max(0, rect.width - shift.horizontal), height: rect.height)
    }

    /// The magnifying glass: its image's size (17 points for the standard one), 8 points
    /// from the leading edge, centred, moved by the search bar's `.search` adjustment (CI20).
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard leftView === _glass else { return super.leftViewRect(forBounds: bounds) }
        let size = _glassSize
        let shift = _searchBar?.positionAdjustment(for: .search) ?? .zero
        return CGRect(x: bounds.minX + 8 + shift.horizontal, y: bounds.midY - size.height / 2 + shift.vertical,
                      width: size.width, height: size.height)
    }

    /// The clear button: the search bar's clear image's size when it has one, centred where
    /// the standard button is, moved by the bar's `.clear` adjustment (CI20).
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let standard = super.clearButtonRect(forBounds: bounds)
        guard let bar = _searchBar else { return standard }
        let size = bar._shownIcon(.clear)?.size ?? standard.size
        let shift = bar.positionAdjustment(for: .clear)
        return CGRect(x: standard.midX - size.width / 2 + shift.horizontal, y: standard.midY - size.height / 2 + shift.vertical,
                      width: size.width, height: size.height)
    }

    /// The glass's size: the search bar's search icon's, else the standard 17 points.
    private var _glassSize: CGSize {
        guard let image = _searchBar?._shownIcon(.search), image.size.width > 0 else { return Self.glassSize }
        return image.size
    }

    /// CI19: the glass shows the search bar's search icon for the field's state, else the
    /// standard magnifying glass.
    func _showSearchIcon() {
        _glass.image = _searchBar?._shownIcon(.search) ?? UIImage(systemName: "magnifyingglass")
    }

    /// CI19: the search bar's clear icon, drawn instead of the standard clear button.
    @_spi(Rendering) public override var _customClearButtonImage: UIImage? { _searchBar?._shownIcon(.clear) }

    /// The field's enabled state picks the icons' state (CI19).
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { _showSearchIcon(); setNeedsLayout() } }
    }

    /// Creates a search field from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func _shouldBeginEditing() -> Bool {
        guard let bar = _searchBar else { return super._shouldBeginEditing() }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    override func _didBeginEditing() {
        guard let bar = _searchBar else { return super._didBeginEditing() }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar._searchController?._searchBarDidBeginEditing()
    }

    override func _shouldEndEditing() -> Bool {
        guard let bar = _searchBar else { return super._shouldEndEditing() }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    override func _didEndEditing() {
        guard let bar = _searchBar else { return super._didEndEditing() }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    override func _shouldChange(_ range: NSRange, _ string: String) -> Bool {
        guard let bar = _searchBar else { return super._shouldChange(range, string) }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    override func _shouldClear() -> Bool {
        guard _searchBar != nil else { return super._shouldClear() }
        return true
    }

    /// The Search key: tells the bar's delegate; the field keeps editing.
    override func _shouldReturn() -> Bool {
        guard let bar = _searchBar else { return super._shouldReturn() }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return false
    }

    override func _textChangedByUser() {
        super._textChangedByUser()
        guard let bar = _searchBar else { return }
        bar.delegate?.searchBar(bar, textDidChange: text ?? "")
        bar._searchController?._searchBarTextDidChange()
    }
}

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

    /// The magnifying glass at the field's leading edge.
    private let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))

    /// Creates a search field as iOS draws it: a rounded-rect field filled with the tertiary
    /// fill (10-point corners, no hairline) with a magnifying glass, and the Search key.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        _setSystemStyle("backgroundColor", \.backgroundColor, .tertiarySystemFill)  // UIKit's style (W2)
        layer.cornerRadius = 10
        glass.tintColor = .secondaryLabel
        addSubview(glass)
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
    }

    /// The fill comes from the field's background and corners, not the rounded-rect chrome.
    @_spi(Rendering) public override var _drawsRoundedRectChrome: Bool { false }

    /// The text starts after the magnifying glass.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let leading: CGFloat = 30
        rect.size.width = max(0, rect.maxX - max(rect.minX, leading) - (_showsClearButton ? 0 : 8))
        rect.origin.x = max(rect.origin.x, leading)
        return rect
    }

    /// Places the magnifying glass: 17 points, 8 from the leading edge.
    open override func layoutSubviews() {
        super.layoutSubviews()
        glass.frame = CGRect(x: 8, y: (bounds.height - 17) / 2, width: 17, height: 17)
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

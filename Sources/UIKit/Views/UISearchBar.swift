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
/// Differences from UIKit: the prompt is not drawn (it does not grow the bar), and scope
/// buttons, bookmark and results-list buttons are not modelled.
@MainActor
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

    /// The height of a search bar without a prompt.
    static let height: CGFloat = 56

    /// The bar's search field.
    public let searchTextField = UISearchTextField(frame: .zero)
    private let cancelButton = UIButton(type: .system)

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
    open var barTintColor: UIColor?
    /// Whether the Cancel button shows. Default false.
    open var showsCancelButton = false {
        didSet {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
        }
    }

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
        }, for: .touchUpInside)
        addSubview(cancelButton)
        _layoutParts()
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
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

    // MARK: Layout

    /// No intrinsic width; 56 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.height) }

    /// The offered width, 56 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UISearchBar.height) }

    /// Places the field and the Cancel button.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    private func _layoutParts() {
        let fieldHeight: CGFloat = 36, margin: CGFloat = 8
        let y = (bounds.height - fieldHeight) / 2
        var right = bounds.width - margin
        if showsCancelButton {
            let width = cancelButton.intrinsicContentSize.width
            cancelButton.frame = CGRect(x: right - width, y: y, width: width, height: fieldHeight)
            right -= width + margin
        }
        searchTextField.frame = CGRect(x: margin, y: y, width: max(0, right - margin), height: fieldHeight)
    }
}

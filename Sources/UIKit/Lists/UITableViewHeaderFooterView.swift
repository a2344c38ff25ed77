import Foundation

/// A section header or footer of a table: a content view with a text label, reused like
/// cells (``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)``). The table makes
/// one for a section title (`tableView(_:titleForHeaderInSection:)`) when the delegate gives
/// no view of its own.
///
/// The text label is styled by the table: in grouped and inset-grouped tables 13-point
/// secondary-label text, upper-cased in headers, at the bottom of a header and the top of a
/// footer; in plain tables a 17-point semibold header. Content and background
/// configurations (iOS 14) are modelled (LC9–LC15).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    open var reuseIdentifier: String? { _reuseIdentifier }
    private let _reuseIdentifier: String?
    /// The view to add content to; it fills the header.
    open var contentView: UIView { _contentView }
    private var _contentView = UIView()
    private var _textLabel: UILabel?
    private var _detailTextLabel: UILabel?
    /// Whether it shows a header (else a footer) of a table of `_tableStyle`.
    var _isHeader = true
    var _tableStyle: UITableView.Style = .plain { didSet { setNeedsLayout() } }
    /// Extra leading space: an inset-grouped table's row inset.
    var _leadingInset: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// A view reused under `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self._reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view without a reuse identifier, with `frame`: UIView's initializer, which UIKit's
    /// header-footer view inherits (`init(reuseIdentifier: nil)`, then the frame; TH1).
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view from a nib or storyboard.
    public required init?(coder: NSCoder) {
        _reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    // Configurations (iOS 14): Configurations/UITableViewHeaderFooterView+Configuration.swift.
    let _configurationStorage = CellConfigurationStorage()

    /// The view's state for configurations: traits and the custom states a subclass adds by
    /// overriding this property (LC13).
    open var configurationState: UIViewConfigurationState { _makeConfigurationState() }

    /// Override to update the view's configurations for `state`; called by the coalesced
    /// update after the automatic updates and before ``configurationUpdateHandler`` (LC13).
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Makes `view` (a content configuration's view) the content view.
    func _replaceContentView(with view: UIView) {
        _contentView.removeFromSuperview()
        _contentView = view
        addSubview(view)
        setNeedsLayout()
    }

    /// The primary text, made on first use.
    open var textLabel: UILabel? {
        if let label = _textLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        _textLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary text, made on first use.
    open var detailTextLabel: UILabel? {
        if let label = _detailTextLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        _detailTextLabel = label
        return label
    }

    /// The view behind the content.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// Called before the view is handed out again by `dequeueReusableHeaderFooterView`.
    open func prepareForReuse() {}

    /// Fills the header with the content view and places the text as UIKit's style says.
    open override func layoutSubviews() {
        _layoutConfigurations()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        guard let label = _textLabel else { return }
        let grouped = _tableStyle != .plain
        // UIKit's style for the label, under what the app or a proxy set (W2).
        label._setSystemStyle("font", \.font, grouped ? .systemFont(ofSize: 13) : .systemFont(ofSize: 17, weight: .semibold))
        label._setSystemStyle("textColor", \.textColor, grouped ? .secondaryLabel : .label)
        if grouped, _isHeader, let text = label.text, text != text.uppercased() { label.text = text.uppercased() }
        let x = _leadingInset + layoutMargins.left
        let height = label.intrinsicContentSize.height
        let width = max(0, bounds.width - x - layoutMargins.right - _leadingInset)
        let y: CGFloat = !grouped ? (bounds.height - height) / 2 : _isHeader ? bounds.height - height - 7 : 7
        label.frame = CGRect(x: x, y: y, width: width, height: height)
    }
}

import Foundation

/// A view a collection view reuses: cells and supplementary views.
///
/// Difference from UIKit: `init(frame:)` is `required`, so that a registered class can be
/// made from its metatype; a subclass overriding it writes `required override init(frame:)`.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    open var reuseIdentifier: String? { _reuseIdentifier }
    var _reuseIdentifier: String?

    /// Creates a reusable view with a frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a reusable view from a storyboard or nib (its reuse identifier).
    public required init?(coder: NSCoder) {
        _reuseIdentifier = (coder as? IBCoder)?.element["reuseIdentifier"]
        super.init(coder: coder)
    }

    /// The element kind the view was registered for (LL6); nil for cells.
    var _registeredKind: String?
    /// The attributes last applied (LL5: `apply(_:)` is called when they change).
    var _appliedAttributes: UICollectionViewLayoutAttributes?

    /// Called before the collection view hands the view out again. The default does nothing.
    open func prepareForReuse() {}

    /// Applies the layout's attributes; called after the frame is set. The default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants: for a self-sizing item, its Auto Layout size at the
    /// layout's width (or height) along the estimated axes (LL20); otherwise unchanged.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        _preferredAttributesFitting(layoutAttributes)
    }
}

/// One item of a collection view: a ``contentView`` for its subviews, and the selected and
/// highlighted states (a ``selectedBackgroundView`` shows while either is on).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the item's content goes in; it fills the cell.
    open var contentView: UIView { _contentView }
    private var _contentView: UIView
    /// A view behind the content.
    open var backgroundView: UIView? { didSet { _replace(oldValue, with: backgroundView, at: 0) } }
    /// A view behind the content shown while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            _replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
            _updateSelectedBackground()
        }
    }
    /// Whether the cell is selected (the collection view sets it).
    open var isSelected = false { didSet { _updateSelectedBackground(); if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell is highlighted (a touch is down on it).
    open var isHighlighted = false { didSet { _updateSelectedBackground(); if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    // Configurations (iOS 14): Configurations/UICollectionViewCell+Configuration.swift.
    let _configurationStorage = CellConfigurationStorage()

    /// The cell's state for configurations: traits, selected, highlighted, editing, … and
    /// the custom states a subclass adds by overriding this property (LC13).
    open var configurationState: UICellConfigurationState { _makeConfigurationState() }

    /// Override to update the cell's configurations for `state`; called by the coalesced
    /// update after the automatic updates and before ``configurationUpdateHandler`` (LC13).
    /// Don't call it: call ``setNeedsUpdateConfiguration()``. The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs a pending configuration update, then lays out the subviews.
    open override func layoutSubviews() {
        _layoutConfigurations()
        super.layoutSubviews()
    }
    /// The storyboard segue a tap on the cell performs.
    @preconcurrency var _selectionSegue: (@MainActor (Any?) -> Void)?

    /// Creates a cell with a frame.
    public required init(frame: CGRect) {
        _contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        _installContentView()
    }

    /// Creates a cell from a storyboard or nib, with the file's content view and subviews.
    public required init?(coder: NSCoder) {
        _contentView = UIView(frame: .zero)
        super.init(coder: coder)
        if let coder = coder as? IBCoder, let element = coder.element.child(key: "contentView"),
           let view = coder.instantiation.makeObject(element) as? UIView {
            _contentView = view
        }
        _installContentView()
    }

    /// Makes `view` (a content configuration's view) the cell's content view.
    func _replaceContentView(with view: UIView) {
        contentView.removeFromSuperview()
        _contentView = view
        _installContentView()
    }

    private func _installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func _replace(_ old: UIView?, with new: UIView?, at index: Int) {
        if old !== new { old?.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, at: index)
    }

    private func _updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}

import Foundation

/// A control that runs an action when tapped, with a title and image per control state, or
/// (iOS 15) a ``Configuration`` describing its content.
///
/// A completed tap sends `.touchUpInside` and then `.primaryActionTriggered`, as in UIKit.
/// With a ``configuration`` the button shows the configuration's title, subtitle and image
/// (over the per-state ones), sizes itself from them plus the content insets, and calls
/// ``updateConfiguration()`` and ``configurationUpdateHandler`` when its state changes.
/// Differences from UIKit: nothing is drawn and there is no `imageView`; the title (and
/// subtitle) are drawn by ``titleLabel`` (and ``subtitleLabel``), which is laid out where the
/// text would be.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The rounded-rectangle type, which is `.system` since iOS 7.
        public static let roundedRect = ButtonType.system
    }

    /// A closure that updates a button's configuration for its current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The type the button was made with.
    open var buttonType: ButtonType { _buttonType }
    var _buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The attributed titles per state (F23).
    var _attributedTitles: [UInt: NSAttributedString] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    /// The title label, once made (it is made with the first title).
    var _loadedTitleLabel: UILabel?
    /// The subtitle label, once a configuration has had a subtitle.
    var _loadedSubtitleLabel: UILabel?
    /// The title label's font and alignment from before a configuration restyled it.
    var _titleStyleWithoutConfiguration: (font: UIFont, alignment: NSTextAlignment)?
    /// Whether an update of the configuration is pending (``setNeedsUpdateConfiguration()``).
    var _needsConfigurationUpdate = false
    /// Whether the scheduler holds a turn's work that will run the pending update.
    var _configurationUpdateScheduled = false
    /// Whether ``updateConfiguration()`` and the handler are running now.
    var _isUpdatingConfiguration = false

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self._buttonType = buttonType
    }

    /// Creates a `.system` button that runs `primaryAction` when tapped (its title the action's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a `.system` button showing `configuration`; `primaryAction` runs when it is
    /// tapped, and its title and image (when it has them) are copied to the configuration,
    /// as in UIKit.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
        _configurationDidChange(from: nil)  // observers do not run in the class's own initializers
    }

    /// Creates a `.custom` button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from a storyboard or nib (type, titles per state, colours, images,
    /// `<buttonConfiguration>`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let type = (coder as? IBCoder)?.element["buttonType"] {
            _buttonType = ["system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure, "infoLight": .infoLight,
                          "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close][type] ?? .custom
        }
        (coder as? IBCoder)?.decodeButton(self)
    }

    /// The label showing the current title (made on first use).
    open var titleLabel: UILabel? { _titleLabel }

    /// The label showing the configuration's subtitle; nil until a configuration has had a
    /// subtitle (UIKit makes it on first use).
    open var subtitleLabel: UILabel? { _loadedSubtitleLabel }

    /// The title label, made and added on first use.
    var _titleLabel: UILabel {
        if let label = _loadedTitleLabel { return label }
        let label = UILabel(frame: bounds)
        label.font = UIButton.defaultTitleFont
        addSubview(label)
        _loadedTitleLabel = label
        return label
    }

    /// The title font of a button that sets none: the 15-point system font, as UIKit's.
    static var defaultTitleFont: UIFont { .systemFont(ofSize: 15) }

    // MARK: Menu (H5)

    /// The menu the button opens: on a long press, or on a touch when
    /// ``showsMenuAsPrimaryAction`` is true. Setting one enables the menu interaction.
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }

    /// A configuration showing ``menu`` (nil without one).
    open override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }

    // MARK: Configuration

    /// What the button shows (iOS 15 buttons): non-nil, its title, subtitle and image are
    /// shown instead of the per-state ones and its insets size the button; nil (the default)
    /// returns to the per-state titles and images. Applied at once. Setting it does not run
    /// the update handler (UIKit's handler commonly sets it).
    open var configuration: Configuration? {
        didSet { _configurationDidChange(from: oldValue) }
    }

    /// Runs after ``updateConfiguration()`` each time the button updates its configuration:
    /// when its state (highlighted, selected, enabled) changes and after
    /// ``setNeedsUpdateConfiguration()``. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for ``updateConfiguration()`` and then ``configurationUpdateHandler``, once
    /// however often it is asked: at the start of the next run-loop turn (through
    /// `UIKitScheduler`, before the layout pass), or earlier when the button is laid out
    /// (`layoutIfNeeded()`). State changes call it. Requests made while the update runs are
    /// ignored (no feedback loop from a handler that changes the state).
    open func setNeedsUpdateConfiguration() {
        guard !_isUpdatingConfiguration else { return }
        _needsConfigurationUpdate = true
        setNeedsLayout()
        guard !_configurationUpdateScheduled else { return }
        _configurationUpdateScheduled = true
        UIKitScheduler.shared.enqueue(.transitions) { [weak self] in
            guard let self else { return }
            _configurationUpdateScheduled = false
            _updateConfigurationIfNeeded()
        }
    }

    /// Override to change ``configuration`` for the current state; called before
    /// ``configurationUpdateHandler``. Don't call it: call ``setNeedsUpdateConfiguration()``.
    /// The default does nothing (UIKit's applies `Configuration.updated(for:)`, which
    /// OpenUIKit does not model).
    open func updateConfiguration() {}

    override var _primaryActionEvent: UIControl.Event { .primaryActionTriggered }

    // MARK: Titles and images per state

    /// Sets the title for a state; `.normal`'s stands in for states without their own.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        _stateChanged()
    }

    /// The title for a state (falling back to `.normal`'s).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// F23: sets the styled title for a state; `.normal`'s stands in for states without their
    /// own. A button shows its attributed title rather than its plain one; runs without a
    /// colour are black (the title colours apply to plain titles only), runs without a font
    /// take the title label's.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        _attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        _stateChanged()
    }

    /// The styled title for a state (falling back to `.normal`'s).
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        _attributedTitles[state.rawValue] ?? _attributedTitles[0]
    }

    /// The styled title shown now (nil with a configuration or without one).
    open var currentAttributedTitle: NSAttributedString? {
        configuration == nil ? attributedTitle(for: state) : nil
    }

    /// Sets the title colour for a state. Appearance-capable, as the shadow colour and
    /// images below.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        _appearanceDidSet(AppearanceKey("setTitleColor:forState:", Int(state.rawValue))) { $0.setTitleColor(color, for: state) }
        _stateChanged()
    }

    /// The title colour for a state (falling back to `.normal`'s).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// Sets the colour of the title's shadow for a state (the title label's `shadowColor`).
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[state.rawValue] = color
        _appearanceDidSet(AppearanceKey("setTitleShadowColor:forState:", Int(state.rawValue))) { $0.setTitleShadowColor(color, for: state) }
        _stateChanged()
    }

    /// The title's shadow colour for a state (falling back to `.normal`'s).
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors[state.rawValue] ?? titleShadowColors[0] }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        _appearanceDidSet(AppearanceKey("setImage:forState:", Int(state.rawValue))) { $0.setImage(image, for: state) }
        _stateChanged()
    }

    /// The image for a state (falling back to `.normal`'s).
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Sets the background image for a state (not drawn, as the button's images).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        _appearanceDidSet(AppearanceKey("setBackgroundImage:forState:", Int(state.rawValue))) { $0.setBackgroundImage(image, for: state) }
        _stateChanged()
    }

    /// The background image for a state (falling back to `.normal`'s).
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }

    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The title's shadow colour shown now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The title shown now: the configuration's when it has one, else the state's.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The title colour shown now: with a configuration, its foreground colour (the base
    /// colour, else the tint colour, or white for filled styles).
    open var currentTitleColor: UIColor {
        if let configuration { return configuration.foregroundColor(tint: tintColor) }
        return titleColor(for: state) ?? (buttonType == .system ? tintColor : .white)
    }
    /// The image shown now: the configuration's when it has one, else the state's.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { _controlStateChanged() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { _controlStateChanged() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { _controlStateChanged() } } }

    private func _controlStateChanged() {
        _stateChanged()
        setNeedsUpdateConfiguration()
    }

    /// Shows the current title (and, with a configuration, subtitle) in the labels; `force`
    /// updates a title label that exists even when nothing has a title (a configuration's
    /// title going away).
    func _stateChanged(force: Bool = false) {
        // No title label until there is a title.
        if !titles.isEmpty || !_attributedTitles.isEmpty || configuration?.title != nil || (force && _loadedTitleLabel != nil) {
            _titleLabel.text = currentTitle
            _titleLabel.textColor = currentTitleColor
            _showAttributedTitle()
            _titleLabel.shadowColor = currentTitleShadowColor
        }
        _applyConfigurationToLabels()
        invalidateIntrinsicContentSize()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if currentAttributedTitle == nil { _loadedTitleLabel?.textColor = currentTitleColor }
        _loadedSubtitleLabel?.textColor = currentTitleColor
    }

    /// With a configuration, its content's size plus its content insets; otherwise the
    /// title's size beside the image's, at least 30 pt tall for a system button.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return _configurationContentSize(configuration) }
        let text = currentTitle != nil || currentAttributedTitle != nil ? _titleLabel.intrinsicContentSize : .zero
        let image = currentImage?.size ?? .zero
        return CGSize(width: text.width + image.width, height: max(text.height, image.height, buttonType == .system ? 30 : 0))
    }

    /// The button's natural size (``intrinsicContentSize``), whatever `size` is: what
    /// `sizeToFit()` gives it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Runs a pending configuration update first, then places the labels: over the bounds,
    /// or with a configuration where its layout puts the text.
    open override func layoutSubviews() {
        _updateConfigurationIfNeeded()
        super.layoutSubviews()
        if let configuration {
            _layOutConfigurationContent(configuration)
        } else {
            _loadedTitleLabel?.frame = bounds
        }
    }
}

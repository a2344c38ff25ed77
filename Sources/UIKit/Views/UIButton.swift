import Foundation

/// A control that runs an action when tapped, with a title and image per control state, or
/// (iOS 15) a ``Configuration`` describing its content.
///
/// A completed tap sends `.touchUpInside` and then `.primaryActionTriggered`, as in UIKit.
/// With a ``configuration`` the button shows the configuration's title, subtitle and image
/// (over the per-state ones), sizes itself from them plus the content insets, and calls
/// ``updateConfiguration()`` and ``configurationUpdateHandler`` when its state changes.
/// Without one (the API from before iOS 15) it lays out ``imageView`` and ``titleLabel`` as
/// UIKit does: side by side inside ``contentEdgeInsets``, placed by the control's content
/// alignments and each part's own insets, through the overridable
/// ``contentRect(forBounds:)``, ``imageRect(forContentRect:)`` and
/// ``titleRect(forContentRect:)`` (BL1–BL13, `UIButton+ContentLayout.swift`).
/// Differences from UIKit: the button draws nothing itself (no highlight dimming); its
/// subviews draw, the background image in an image view under the others (CI17). With a
/// configuration, the image is not shown.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        /// A plain button: its title white unless set, not in the tint colour.
        case custom = 0
        /// The standard button: its title in the tint colour.
        case system
        /// The info (i) button of detail disclosures; OpenUIKit draws no image for it.
        case detailDisclosure
        /// The info (i) button; OpenUIKit draws no image for it.
        case infoLight
        /// The info (i) button; OpenUIKit draws no image for it.
        case infoDark
        /// The add (+) button; OpenUIKit draws no image for it.
        case contactAdd
        /// The close (x) button; OpenUIKit draws no image for it.
        case close
        /// The rounded-rectangle type, which is `.system` since iOS 7.
        public static let roundedRect = ButtonType.system
    }

    /// A closure that updates a button's configuration for its current state.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The type the button was made with.
    open var buttonType: ButtonType { _buttonType }
    var _buttonType: ButtonType = .custom
    private var titles = ControlStateValues<String>()
    private var titleColors = ControlStateValues<UIColor>()
    private var titleShadowColors = ControlStateValues<UIColor>()
    private var images = ControlStateValues<UIImage>()
    /// The attributed titles per state (F23).
    var _attributedTitles = ControlStateValues<NSAttributedString>()
    private var backgroundImages = ControlStateValues<UIImage>()
    /// The symbol configurations per state (CI16, UIButton+Images.swift).
    var _preferredSymbolConfigurations = ControlStateValues<UIImage.SymbolConfiguration>()
    /// The view showing the background image, once there was one (CI17).
    var _loadedBackgroundView: UIImageView?
    /// The title label, once made (it is made with the first title).
    var _loadedTitleLabel: UILabel?
    /// The subtitle label, once a configuration has had a subtitle.
    var _loadedSubtitleLabel: UILabel?
    /// The image view, once asked for or once there was an image to show (BL10).
    var _loadedImageView: UIImageView?
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

    /// Creates a button of the custom type with a frame that runs `primaryAction` when tapped,
    /// its title and image the action's (BL15).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A system button showing `image`, sending `action` to `target` on `.touchUpInside`
    /// (BL14). Difference from UIKit: the button is a `UIButton` even when called on a
    /// subclass (UIKit returns the subclass).
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
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

    /// The view showing the current image (``image(for:)`` of the current state). Made on
    /// first use, or when the button first has an image to show, for every button type, and
    /// placed behind the title label (BL10). With a configuration it shows nothing
    /// (OpenUIKit does not show a configuration's image).
    open var imageView: UIImageView? { _imageView }

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

    /// The image view, made and added (behind the title label) on first use.
    var _imageView: UIImageView {
        if let view = _loadedImageView { return view }
        let view = UIImageView(frame: .zero)
        view.clipsToBounds = true  // BL10: iOS's button image view clips
        if let label = _loadedTitleLabel, label.superview === self {
            insertSubview(view, belowSubview: label)
        } else {
            addSubview(view)
        }
        _loadedImageView = view
        view.image = configuration == nil ? image(for: state) : nil
        setNeedsLayout()
        return view
    }

    /// The title font of a button that sets none: the 15-point system font, as UIKit's.
    static var defaultTitleFont: UIFont { .systemFont(ofSize: 15) }

    /// Backs ``isSpringLoaded`` (SL1).
    var _isSpringLoaded = false

    // MARK: Menu (H5)

    /// The menu the button opens: on a long press, or on a touch when
    /// `showsMenuAsPrimaryAction` is true. Setting one enables the menu interaction.
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

    // MARK: Content layout without a configuration (BL1–BL12)

    /// The margins around the image and title together. Default `.zero`, which for a button
    /// showing a title means 6 points above and below (BL8). Counted in
    /// ``intrinsicContentSize`` (BL7); ignored with a configuration (BL12). Appearance-capable.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            let insets = contentEdgeInsets
            _appearanceDidSet(AppearanceKey("contentEdgeInsets")) { $0.contentEdgeInsets = insets }
            guard contentEdgeInsets != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Insets of the title's area: positive values push its edges in. With centred content a
    /// pair moves the title by half their difference (BL3). Not counted in
    /// ``intrinsicContentSize``; ignored with a configuration. Default `.zero`.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Insets of the image's area, as ``titleEdgeInsets`` for the title (BL3). Default `.zero`.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { if imageEdgeInsets != oldValue { setNeedsLayout() } }
    }

    /// Whether the title's shadow flips between engraved and embossed while highlighted.
    /// Default false. Kept, not drawn (BL11).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    open var reversesTitleShadowWhenHighlighted = false

    /// Whether the image is drawn darker while the button is highlighted (when the
    /// highlighted state has no image of its own). Default true. Kept, not drawn: the image
    /// view shows the image unchanged (BL11).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    open var adjustsImageWhenHighlighted = true

    /// Whether the image is drawn lighter while the button is disabled. Default true. Kept,
    /// not drawn (BL11).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration, you may customize to replicate this behavior via a configurationUpdateHandler")
    open var adjustsImageWhenDisabled = true

    /// Whether a glow shows where the button is touched while highlighted. Default false.
    /// Kept, not drawn (BL11).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This property is ignored when using UIButtonConfiguration")
    open var showsTouchWhenHighlighted = false

    /// The rectangle the background image fills: the bounds (BL9). ``layoutSubviews()``
    /// gives the background image's view this frame, so an override moves it (CI17). Not
    /// called with a configuration.
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the image and title are placed in: `bounds` less the content insets
    /// (BL1, BL8). Override to move them all; not called with a configuration (BL12).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func contentRect(forBounds bounds: CGRect) -> CGRect { _legacyContentRect(forBounds: bounds) }

    /// Where the title label goes in `contentRect`, in the button's coordinates: after the
    /// image, placed by the content alignments and ``titleEdgeInsets`` (BL1–BL6).
    /// ``layoutSubviews()`` gives ``titleLabel`` this frame, so an override moves it (BL9).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { _legacyFrames(in: contentRect).title }

    /// Where the image view goes in `contentRect`, in the button's coordinates: before the
    /// title, placed by the content alignments and ``imageEdgeInsets`` (BL1–BL6).
    /// ``layoutSubviews()`` gives ``imageView`` this frame, so an override moves it (BL9).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "Override layoutSubviews, call super, and position views as you desire.")
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { _legacyFrames(in: contentRect).image }

    // MARK: Titles and images per state

    /// Sets the title for a state; `.normal`'s stands in for states without their own.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles.set(title, for: state)
        _stateChanged()
    }

    /// The title for a state (falling back to `.normal`'s).
    open func title(for state: UIControl.State) -> String? { titles.value(for: state) }

    /// F23: sets the styled title for a state; `.normal`'s stands in for states without their
    /// own. A button shows its attributed title rather than its plain one; runs without a
    /// colour are black (the title colours apply to plain titles only), runs without a font
    /// take the title label's.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        _attributedTitles.set(title.map { NSAttributedString(attributedString: $0) }, for: state)
        _stateChanged()
    }

    /// The styled title for a state (falling back to `.normal`'s).
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        _attributedTitles.value(for: state)
    }

    /// The styled title shown now (nil with a configuration or without one).
    open var currentAttributedTitle: NSAttributedString? {
        configuration == nil ? attributedTitle(for: state) : nil
    }

    /// Sets the title colour for a state. Appearance-capable, as the shadow colour and
    /// images below.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors.set(color, for: state)
        _appearanceDidSet(AppearanceKey("setTitleColor:forState:", Int(state.rawValue))) { $0.setTitleColor(color, for: state) }
        _stateChanged()
    }

    /// The title colour for a state (falling back to `.normal`'s).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors.value(for: state) }

    /// Sets the colour of the title's shadow for a state (the title label's `shadowColor`).
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors.set(color, for: state)
        _appearanceDidSet(AppearanceKey("setTitleShadowColor:forState:", Int(state.rawValue))) { $0.setTitleShadowColor(color, for: state) }
        _stateChanged()
    }

    /// The title's shadow colour for a state (falling back to `.normal`'s).
    open func titleShadowColor(for state: UIControl.State) -> UIColor? { titleShadowColors.value(for: state) }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setImage:forState:", Int(state.rawValue))) { $0.setImage(image, for: state) }
        _stateChanged()
    }

    /// The image for a state (falling back to `.normal`'s).
    open func image(for state: UIControl.State) -> UIImage? { images.value(for: state) }

    /// Sets the background image for a state: drawn under the image and title, filling
    /// ``backgroundRect(forBounds:)`` (stretched; a resizable image by its caps) (CI17).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setBackgroundImage:forState:", Int(state.rawValue))) { $0.setBackgroundImage(image, for: state) }
        _stateChanged()
    }

    /// The background image for a state (falling back to `.normal`'s).
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages.value(for: state) }

    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// CI16: sets the symbol configuration the image is shown with in `state` (`.normal`'s
    /// stands in for states without their own): a symbol image is drawn and measured with it
    /// under its own configuration, as an image view's ``UIImageView/preferredSymbolConfiguration``.
    /// Other images ignore it. Appearance-capable.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        _setPreferredSymbolConfiguration(configuration, forImageIn: state)
    }

    /// The symbol configuration for the image in `state` (falling back to `.normal`'s).
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        _preferredSymbolConfigurations.value(for: state)
    }

    /// The symbol configuration the image is shown with now.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
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
        // BL10: the image view shows the state's image (no image view until there is one),
        // with the state's symbol configuration (CI16).
        let legacyImage = configuration == nil ? image(for: state) : nil
        if legacyImage != nil || _loadedImageView != nil {
            _imageView.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
            _imageView.image = legacyImage
        }
        _showBackgroundImage()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if currentAttributedTitle == nil { _loadedTitleLabel?.textColor = currentTitleColor }
        _loadedSubtitleLabel?.textColor = currentTitleColor
    }

    /// With a configuration, its content's size plus its content insets; otherwise the
    /// image's size beside the title's plus ``contentEdgeInsets`` (6 points above and below a
    /// title when they are zero), and at least 30 points tall for a system button with zero
    /// insets (BL7, BL8). The title and image insets do not count.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return _configurationContentSize(configuration) }
        return _legacyContentSize()
    }

    /// The button's natural size (``intrinsicContentSize``), whatever `size` is: what
    /// `sizeToFit()` gives it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Runs a pending configuration update first, then places the content: with a
    /// configuration where its layout puts the text; without one, the image view at
    /// ``imageRect(forContentRect:)`` and the title label at ``titleRect(forContentRect:)``
    /// of ``contentRect(forBounds:)`` (BL9).
    open override func layoutSubviews() {
        _updateConfigurationIfNeeded()
        super.layoutSubviews()
        if let configuration {
            _layOutConfigurationContent(configuration)
        } else {
            _layOutLegacyContent()
        }
    }
}

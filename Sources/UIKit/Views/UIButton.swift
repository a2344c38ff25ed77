import Foundation

/// A control that runs an action when tapped, with a title and image per control state.
///
/// A completed tap sends `.touchUpInside` and then `.primaryActionTriggered`, as in UIKit.
/// Difference from UIKit: `UIButton.Configuration` is not modelled yet; the title is drawn by
/// ``titleLabel``.
@MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// The rounded-rectangle type, which is `.system` since iOS 7.
        public static let roundedRect = ButtonType.system
    }

    /// The type the button was made with.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private lazy var _titleLabel: UILabel = {
        let label = UILabel(frame: bounds)
        addSubview(label)
        return label
    }()

    /// Creates a button of a type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a `.system` button that runs `primaryAction` when tapped (its title the action's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Creates a `.custom` button with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a button from a storyboard or nib (type, titles per state, colours, images).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let type = (coder as? IBCoder)?.element["buttonType"] {
            buttonType = ["system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure, "infoLight": .infoLight,
                          "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close][type] ?? .custom
        }
        (coder as? IBCoder)?.decodeButton(self)
    }

    /// The label showing the current title.
    open var titleLabel: UILabel? { _titleLabel }

    override var _primaryActionEvent: UIControl.Event { .primaryActionTriggered }

    // MARK: Titles and images per state

    /// Sets the title for a state; `.normal`'s stands in for states without their own.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        _stateChanged()
    }

    /// The title for a state (falling back to `.normal`'s).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        _stateChanged()
    }

    /// The title colour for a state (falling back to `.normal`'s).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        _stateChanged()
    }

    /// The image for a state (falling back to `.normal`'s).
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .system ? tintColor : .white) }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    open override var isHighlighted: Bool { didSet { _stateChanged() } }
    open override var isSelected: Bool { didSet { _stateChanged() } }
    open override var isEnabled: Bool { didSet { _stateChanged() } }

    private func _stateChanged() {
        guard !titles.isEmpty else { return }  // no title label until there is a title
        _titleLabel.text = currentTitle
        _titleLabel.textColor = currentTitleColor
        invalidateIntrinsicContentSize()
    }

    /// The title's size plus UIKit's default content insets for a system button.
    open override var intrinsicContentSize: CGSize {
        let text = currentTitle.map { _ in _titleLabel.intrinsicContentSize } ?? .zero
        let image = currentImage?.size ?? .zero
        return CGSize(width: text.width + image.width, height: max(text.height, image.height, buttonType == .system ? 30 : 0))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _titleLabel.frame = bounds
    }
}

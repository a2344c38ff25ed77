import Foundation

/// A view showing a ``UIContentUnavailableConfiguration`` (iOS 17): the image (or the
/// loading indicator), the text, the secondary text and the buttons, stacked in that order
/// and centred in the view (V3).
///
/// Each part is a plain subview (a `UIImageView`, `UILabel`s, `UIButton`s, a
/// `UIActivityIndicatorView`), made when the configuration has it and removed when it no
/// longer does, so hit testing, target-action and renderers treat them as any other view.
/// The stack is centred vertically in the view's safe area less the configuration's margins
/// (the superview's margins kept where larger, on the axes the configuration preserves);
/// texts wrap to that width; a stack taller than the room starts at the top margin.
///
/// Differences from UIKit: no `isScrollEnabled` (the content does not scroll); a view made
/// with a configuration of another type shows nothing.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    private var _configuration: UIContentUnavailableConfiguration
    private var imageView: UIImageView?
    private var activityIndicator: UIActivityIndicatorView?
    private var textLabel: UILabel?
    private var secondaryTextLabel: UILabel?
    private var buttons: [UIButton?] = [nil, nil]
    /// The button properties each button was made with: another action or menu makes a new button.
    private var buttonPropertiesShown: [UIContentUnavailableConfiguration.ButtonProperties?] = [nil, nil]

    /// A view showing `configuration`.
    public init(configuration: UIContentUnavailableConfiguration) {
        _configuration = configuration
        super.init(frame: .zero)
        _apply()
    }

    /// A view from an archive, showing ``UIContentUnavailableConfiguration/empty()``.
    public required init?(coder: NSCoder) {
        _configuration = .empty()
        super.init(coder: coder)
        _apply()
    }

    /// The configuration shown: a ``UIContentUnavailableConfiguration``. Setting one applies
    /// it at once (the parts are made or removed) and lays the view out again; another type
    /// of configuration is ignored.
    open var configuration: any UIContentConfiguration {
        get { _configuration }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else { return }
            guard configuration != _configuration else { return }
            _configuration = configuration
            _apply()
        }
    }

    /// Whether `configuration` is a ``UIContentUnavailableConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    // MARK: Parts

    private func _apply() {
        let configuration = _configuration
        if configuration._showsActivityIndicator {
            imageView = _remove(imageView)
            let indicator = activityIndicator ?? UIActivityIndicatorView(style: .medium)
            indicator.color = configuration.imageProperties.tintColor
            if !indicator.isAnimating { indicator.startAnimating() }
            activityIndicator = indicator
        } else {
            activityIndicator = _remove(activityIndicator)
            if let image = configuration.image {
                let view = imageView ?? UIImageView()
                view.image = image
                view.tintColor = configuration.imageProperties.tintColor
                view.contentMode = .scaleAspectFit
                view.layer.cornerRadius = configuration.imageProperties.cornerRadius
                view.clipsToBounds = configuration.imageProperties.cornerRadius > 0
                imageView = view
            } else {
                imageView = _remove(imageView)
            }
        }
        textLabel = _label(textLabel, text: configuration.text, attributed: configuration.attributedText,
                           properties: configuration.textProperties)
        secondaryTextLabel = _label(secondaryTextLabel, text: configuration.secondaryText,
                                    attributed: configuration.secondaryAttributedText,
                                    properties: configuration.secondaryTextProperties)
        _updateButton(0, configuration.button, configuration.buttonProperties)
        _updateButton(1, configuration.secondaryButton, configuration.secondaryButtonProperties)
        // The parts in stack order, back to front (re-added only when the order changed).
        let parts = _parts
        if subviews.filter({ view in parts.contains { $0 === view } }).map(ObjectIdentifier.init) != parts.map(ObjectIdentifier.init) {
            for part in parts { addSubview(part) }
        }
        setNeedsLayout()
    }

    /// The parts shown, top to bottom.
    private var _parts: [UIView] {
        [activityIndicator ?? imageView, textLabel, secondaryTextLabel, buttons[0], buttons[1]].compactMap { $0 }
    }

    private func _remove<View: UIView>(_ view: View?) -> View? {
        view?.removeFromSuperview()
        return nil
    }

    /// The label for a text, made or updated; nil (and removed) without text. An attributed
    /// text shows its string, in the font and colour of its first character when it has them.
    private func _label(_ label: UILabel?, text: String?, attributed: NSAttributedString?,
                        properties: UIContentUnavailableConfiguration.TextProperties) -> UILabel? {
        let string = attributed?.string ?? text
        guard let string, !string.isEmpty else { return _remove(label) }
        let label = label ?? UILabel()
        var font = properties.font, color = properties.color
        if let attributed, attributed.length > 0 {
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            font = attributes[.font] as? UIFont ?? font
            color = attributes[.foregroundColor] as? UIColor ?? color
        }
        label.text = string
        label.font = font
        label.textColor = color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = _configuration.alignment == .center ? .center : .natural
        return label
    }

    /// Makes, updates or removes button `index` (0 the button, 1 the secondary button). A
    /// button shows when its configuration, or its primary action, has a title or image.
    private func _updateButton(_ index: Int, _ buttonConfiguration: UIButton.Configuration,
                               _ properties: UIContentUnavailableConfiguration.ButtonProperties) {
        var shown = buttonConfiguration
        if let action = properties.primaryAction {
            // As UIButton(configuration:primaryAction:): the action's title and image fill in.
            if shown.title == nil, !action.title.isEmpty { shown.title = action.title }
            if shown.image == nil, let image = action.image { shown.image = image }
        }
        guard shown.title != nil || shown.subtitle != nil || shown.image != nil else {
            buttons[index] = _remove(buttons[index])
            buttonPropertiesShown[index] = nil
            return
        }
        if buttonPropertiesShown[index] != properties { buttons[index] = _remove(buttons[index]) }
        let button = buttons[index] ?? {
            let button = UIButton(configuration: shown, primaryAction: properties.primaryAction)
            button.menu = properties.menu
            button.showsMenuAsPrimaryAction = properties.menu != nil && properties.primaryAction == nil
            return button
        }()
        if button.configuration != shown { button.configuration = shown }
        button.isEnabled = properties.isEnabled
        buttons[index] = button
        buttonPropertiesShown[index] = properties
    }

    // MARK: Layout (V3)

    /// The room for the content: the safe area less the configuration's margins, or less the
    /// superview's margins where those are larger on a preserved axis.
    private var _contentInsets: UIEdgeInsets {
        let margins = _configuration.directionalLayoutMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let safe = safeAreaInsets
        var insets = UIEdgeInsets(top: safe.top + margins.top, left: safe.left + (rightToLeft ? margins.trailing : margins.leading),
                                  bottom: safe.bottom + margins.bottom,
                                  right: safe.right + (rightToLeft ? margins.leading : margins.trailing))
        guard let superview else { return insets }
        let inherited = superview.layoutMargins
        let frame = self.frame
        let axes = _configuration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            insets.left = max(insets.left, inherited.left - frame.minX)
            insets.right = max(insets.right, inherited.right - (superview.bounds.maxX - frame.maxX))
        }
        if axes.contains(.vertical) {
            insets.top = max(insets.top, inherited.top - frame.minY)
            insets.bottom = max(insets.bottom, inherited.bottom - (superview.bounds.maxY - frame.maxY))
        }
        return insets
    }

    /// Lays the parts out in a column: each at its fitting size (texts wrapped to the room's
    /// width), separated by the configuration's paddings, the column centred vertically in the
    /// room and each part centred (or at the leading edge, `.natural`) horizontally.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let configuration = _configuration
        let insets = _contentInsets
        let room = bounds.inset(by: insets)
        let width = max(0, room.width)
        let parts = _parts
        var sizes: [CGSize] = []
        var gaps: [CGFloat] = []
        for (index, part) in parts.enumerated() {
            sizes.append(_size(of: part, width: width))
            if index > 0 { gaps.append(_padding(between: parts[index - 1], and: part, configuration)) }
        }
        let height = sizes.reduce(0) { $0 + $1.height } + gaps.reduce(0, +)
        var y = _roundToPixel(room.minY + max(0, (room.height - height) / 2))
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, part) in parts.enumerated() {
            if index > 0 { y += gaps[index - 1] }
            let size = sizes[index]
            let x: CGFloat
            switch configuration.alignment {
            case .center: x = room.minX + (width - size.width) / 2
            case .natural: x = rightToLeft ? room.maxX - size.width : room.minX
            }
            part.frame = CGRect(x: _roundToPixel(x), y: y, width: size.width, height: size.height)
            y += size.height
        }
    }

    private func _size(of part: UIView, width: CGFloat) -> CGSize {
        if part === imageView, let image = imageView?.image {
            var size = image.size
            if image.isSymbolImage {
                // Symbols are 20 points at 17 points (UIImage(systemName:)); UIKit draws them at the
                // configuration's point size.
                let scale = _configuration.imageProperties._symbolPointSize / 17
                size = CGSize(width: _ceilToPixel(size.width * scale), height: _ceilToPixel(size.height * scale))
            }
            let maximum = _configuration.imageProperties.maximumSize
            var factor: CGFloat = 1
            if maximum.width > 0, size.width > maximum.width { factor = min(factor, maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { factor = min(factor, maximum.height / size.height) }
            if width > 0, size.width * factor > width { factor = min(factor, width / size.width) }
            return CGSize(width: size.width * factor, height: size.height * factor)
        }
        if let label = part as? UILabel {
            let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(width, fitted.width), height: fitted.height)
        }
        let fitted = part.intrinsicContentSize
        return CGSize(width: min(width, max(0, fitted.width)), height: max(0, fitted.height))
    }

    /// The configuration's padding between two neighbouring parts.
    private func _padding(between upper: UIView, and lower: UIView, _ configuration: UIContentUnavailableConfiguration) -> CGFloat {
        let upperIsImage = upper === imageView || upper === activityIndicator
        let lowerIsText = lower === textLabel || lower === secondaryTextLabel
        if upperIsImage && lowerIsText { return configuration.imageToTextPadding }
        if upper === textLabel && lower === secondaryTextLabel { return configuration.textToSecondaryTextPadding }
        if upper === buttons[0] && lower === buttons[1] { return configuration.buttonToSecondaryButtonPadding }
        return configuration.textToButtonPadding
    }

    private func _roundToPixel(_ value: CGFloat) -> CGFloat {
        let scale = max(1, traitCollection.displayScale)
        return (value * scale).rounded() / scale
    }
}

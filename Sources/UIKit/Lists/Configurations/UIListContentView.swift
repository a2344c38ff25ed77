import Foundation

/// The view a ``UIListContentConfiguration`` makes (iOS 14): an image, a text label and a
/// secondary text label laid out with UIKit's list metrics. Use it in a cell (through the
/// cell's `contentConfiguration`) or anywhere else.
///
/// Layout (LC3, LC6): the content sits inside the configuration's `directionalLayoutMargins`
/// (on the axes in `axesPreservingSuperviewLayoutMargins`, at least the superview's margins),
/// the image at the leading edge (scaled to `maximumSize`, in a slot at least
/// `reservedLayoutSize`), the texts `imageToTextPadding` after it: stacked with
/// `textToSecondaryTextVerticalPadding` between them, or side by side (secondary text at the
/// trailing edge) when the configuration prefers it and both fit on one line. Everything is
/// centred vertically. Its fitting height (``sizeThatFits(_:)``, ``intrinsicContentSize``)
/// is the margins plus the taller of image and texts, and at least 44 pt for cell styles, so
/// a row self-sizes to 44 pt with body text.
///
/// Layout guides (iOS 16, CV22): ``textLayoutGuide``, ``secondaryTextLayoutGuide`` and
/// ``imageLayoutGuide`` follow the parts' frames, so an app's constraints can align its own
/// views with the text or the image.
///
/// Difference from UIKit: laid out left to right in every layout direction.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var _configuration: UIListContentConfiguration
    let _imageView = UIImageView(frame: .zero)
    let _textLabel = UILabel(frame: .zero)
    let _secondaryTextLabel = UILabel(frame: .zero)

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        _configuration = configuration
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        _addParts()
        _apply()
    }

    /// A view from a nib or storyboard, showing a ``UIListContentConfiguration/cell()``.
    public required init?(coder: NSCoder) {
        _configuration = .cell()
        super.init(coder: coder)
        _addParts()
        _apply()
    }

    /// The configuration shown: a ``UIListContentConfiguration``. Setting one applies it at
    /// once and lays the view out again; another type of configuration is ignored.
    open var configuration: any UIContentConfiguration {
        get { _configuration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else { return }
            _configuration = configuration
            _apply()
        }
    }

    /// A layout guide around the text (iOS 16), made on first use; nil while the
    /// configuration shows no text (CV22).
    open var textLayoutGuide: UILayoutGuide? { _partGuide(.text) }
    /// A layout guide around the secondary text (iOS 16); nil while there is none (CV22).
    open var secondaryTextLayoutGuide: UILayoutGuide? { _partGuide(.secondaryText) }
    /// A layout guide around the image (iOS 16); nil while there is none (CV22).
    open var imageLayoutGuide: UILayoutGuide? { _partGuide(.image) }
    /// The parts' guides made so far, and the constraints placing each (CV22).
    var _partGuides: [ListContentPart: ListContentPartGuide] = [:]

    /// Whether `configuration` is a ``UIListContentConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func _addParts() {
        for part in [_imageView, _textLabel, _secondaryTextLabel] as [UIView] {
            part.isHidden = true
            addSubview(part)
        }
    }

    // MARK: Applying

    private func _apply() {
        let configuration = _configuration
        _style(_textLabel, configuration.textProperties, text: configuration.text, attributed: configuration.attributedText)
        _style(_secondaryTextLabel, configuration.secondaryTextProperties, text: configuration.secondaryText,
               attributed: configuration.secondaryAttributedText)
        if let image = configuration.image {
            _imageView.image = _sizedImage(image)
            _imageView.tintColor = configuration.imageProperties.tintColor.map { configuration.imageProperties.resolvedTintColor(for: $0) }
            _imageView.layer.cornerRadius = configuration.imageProperties.cornerRadius
            _imageView.clipsToBounds = configuration.imageProperties.cornerRadius > 0
            _imageView.contentMode = .scaleAspectFit
            _imageView.isHidden = false
        } else {
            _imageView.image = nil
            _imageView.isHidden = true
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func _style(_ label: UILabel, _ properties: UIListContentConfiguration.TextProperties, text: String?, attributed: NSAttributedString?) {
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.nsTextAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.adjustsFontForContentSizeCategory = properties.adjustsFontForContentSizeCategory
        if let attributed, attributed.length > 0 {
            label.attributedText = attributed
            label.isHidden = false
        } else if let text, !text.isEmpty {
            label.text = properties.transformed(text)
            label.isHidden = false
        } else {
            label.text = nil
            label.isHidden = true
        }
    }

    /// A symbol sized for the text's font (or the preferred symbol configuration).
    private func _sizedImage(_ image: UIImage) -> UIImage {
        guard image.isSymbolImage else { return image }
        let symbol = _configuration.imageProperties.preferredSymbolConfiguration
            ?? UIImage.SymbolConfiguration(font: _configuration.textProperties.font)
        return image.applyingSymbolConfiguration(symbol) ?? image
    }

    // MARK: Layout

    /// Where the parts go for a width, and the height the view wants.
    struct Layout: Equatable {
        var image: CGRect?
        var text: CGRect?
        var secondaryText: CGRect?
        var height: CGFloat
    }

    /// The margins used: the configuration's, at least the superview's on preserved axes (LC3).
    var _effectiveMargins: NSDirectionalEdgeInsets {
        var margins = _configuration.directionalLayoutMargins
        guard let superview else { return margins }
        let outer = superview.directionalLayoutMargins
        let axes = _configuration.axesPreservingSuperviewLayoutMargins
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, outer.leading)
            margins.trailing = max(margins.trailing, outer.trailing)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top)
            margins.bottom = max(margins.bottom, outer.bottom)
        }
        return margins
    }

    /// The image's drawn size: its own, scaled down into `maximumSize`.
    private var _imageSize: CGSize {
        guard !_imageView.isHidden, let size = _imageView.image?.size, size.width > 0, size.height > 0 else { return .zero }
        let maximum = _configuration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0 { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0 { scale = min(scale, maximum.height / size.height) }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }

    func _layout(width: CGFloat, height: CGFloat?) -> Layout {
        let configuration = _configuration
        let margins = _effectiveMargins
        var x = margins.leading
        let maxX = width - margins.trailing
        let imageSize = _imageSize
        let hasImage = !_imageView.isHidden
        var slot = CGSize.zero
        if hasImage {
            let reserved = configuration.imageProperties.reservedLayoutSize
            slot = CGSize(width: max(imageSize.width, reserved.width), height: max(imageSize.height, reserved.height))
        }
        let hasText = !_textLabel.isHidden, hasSecondary = !_secondaryTextLabel.isHidden
        if hasImage && (hasText || hasSecondary) { x += slot.width + configuration.imageToTextPadding } else if hasImage { x += slot.width }
        let textWidth = max(0, maxX - x)
        func measure(_ label: UILabel, _ width: CGFloat) -> CGSize {
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, width), height: size.height)
        }
        var textSize = hasText ? measure(_textLabel, textWidth) : .zero
        var secondarySize = hasSecondary ? measure(_secondaryTextLabel, textWidth) : .zero
        var sideBySide = false
        if configuration.prefersSideBySideTextAndSecondaryText, hasText, hasSecondary {
            let one = _textLabel.intrinsicContentSize.width, two = _secondaryTextLabel.intrinsicContentSize.width
            if one + configuration.textToSecondaryTextHorizontalPadding + two <= textWidth {
                sideBySide = true
                textSize = CGSize(width: one, height: _textLabel.intrinsicContentSize.height)
                secondarySize = CGSize(width: two, height: _secondaryTextLabel.intrinsicContentSize.height)
            }
        }
        let textBlock: CGFloat
        if sideBySide {
            textBlock = max(textSize.height, secondarySize.height)
        } else {
            let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            textBlock = textSize.height + gap + secondarySize.height
        }
        let content = max(textBlock, slot.height)
        var wanted = margins.top + content + margins.bottom
        // LC6: cells are at least the standard 44 pt row.
        if !configuration._style.isHeaderOrFooter { wanted = max(wanted, 44) }
        let boxHeight = (height ?? wanted) - margins.top - margins.bottom
        var midY = margins.top + boxHeight / 2
        // LC6: in a header of fixed height the content sits on the bottom margin, in a
        // footer under the top margin (as grouped tables place their titles).
        switch configuration._style {
        case .groupedHeader, .plainHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader:
            midY = margins.top + boxHeight - content / 2
        case .groupedFooter, .plainFooter:
            midY = margins.top + content / 2
        default:
            break
        }
        var layout = Layout(height: wanted)
        if hasImage {
            layout.image = CGRect(x: margins.leading + (slot.width - imageSize.width) / 2, y: midY - imageSize.height / 2,
                                  width: imageSize.width, height: imageSize.height)
        }
        if sideBySide {
            layout.text = CGRect(x: x, y: midY - textSize.height / 2, width: textSize.width, height: textSize.height)
            layout.secondaryText = CGRect(x: maxX - secondarySize.width, y: midY - secondarySize.height / 2,
                                          width: secondarySize.width, height: secondarySize.height)
        } else {
            var y = midY - textBlock / 2
            if hasText {
                layout.text = CGRect(x: x, y: y, width: textWidth, height: textSize.height)
                y += textSize.height + (hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0)
            }
            if hasSecondary { layout.secondaryText = CGRect(x: x, y: y, width: textWidth, height: secondarySize.height) }
        }
        return layout
    }

    /// Places the image and the texts.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = _layout(width: bounds.width, height: bounds.height)
        if let frame = layout.image { _imageView.frame = frame }
        if let frame = layout.text { _textLabel.frame = frame }
        if let frame = layout.secondaryText { _secondaryTextLabel.frame = frame }
        _placePartGuides(layout)  // CV22
    }

    /// The size the content wants at `size.width` (LC6).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: _layout(width: width, height: nil).height)
    }

    /// No intrinsic width; the height the content wants at the current width (LC6).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: _layout(width: bounds.width, height: nil).height)
    }
}

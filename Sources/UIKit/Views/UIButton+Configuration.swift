import Foundation

/// How a button with a ``UIButton/Configuration`` updates, measures and lays out its content.
extension UIButton {
    /// The sizes of a configuration's content, and where the image goes.
    struct ConfigurationMetrics {
        /// The image's (or activity indicator's) size; nil without one.
        var image: CGSize?
        /// The title's and the subtitle's sizes (zero when absent).
        var title: CGSize, subtitle: CGSize
        /// The title and subtitle stacked, with the title padding between them.
        var text: CGSize
        /// Everything: image, image padding and text.
        var content: CGSize
    }

    // MARK: Updates

    /// A new configuration shows at once: labels, intrinsic size, layout.
    func _configurationDidChange(from old: Configuration?) {
        guard configuration != old else { return }
        _stateChanged(force: true)
        setNeedsLayout()
    }

    /// Runs ``updateConfiguration()`` then the handler, if an update is pending.
    func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate, !_isUpdatingConfiguration else { return }
        _needsConfigurationUpdate = false
        _isUpdatingConfiguration = true
        defer { _isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    /// Styles the labels for the configuration (fonts, alignment, subtitle), or restores the
    /// title label's own style when the configuration goes away.
    func _applyConfigurationToLabels() {
        guard let configuration else {
            if let label = _loadedTitleLabel, let style = _titleStyleWithoutConfiguration {
                label.font = style.font
                label.textAlignment = style.alignment
                _titleStyleWithoutConfiguration = nil
            }
            _loadedSubtitleLabel?.text = nil
            _loadedSubtitleLabel?.isHidden = true
            return
        }
        let alignment = _textAlignment(configuration.titleAlignment)
        if let label = _loadedTitleLabel {
            if _titleStyleWithoutConfiguration == nil { _titleStyleWithoutConfiguration = (label.font, label.textAlignment) }
            label.font = configuration.resolvedTitleFont
            label.textAlignment = alignment
            // F24: a styled title's runs take the font and colour just set where they have none.
            if let attributed = configuration.attributedTitle, attributed._hasAttributes {
                label.attributedText = NSAttributedString(attributed)
            }
        }
        if let subtitle = configuration.subtitle {
            let label = _loadedSubtitleLabel ?? {
                let label = UILabel(frame: .zero)
                addSubview(label)
                _loadedSubtitleLabel = label
                return label
            }()
            label.text = subtitle
            label.font = configuration.resolvedSubtitleFont
            label.textColor = currentTitleColor
            label.textAlignment = alignment
            if let attributed = configuration.attributedSubtitle, attributed._hasAttributes {
                label.attributedText = NSAttributedString(attributed)
            }
            label.isHidden = false
        } else {
            _loadedSubtitleLabel?.text = nil
            _loadedSubtitleLabel?.isHidden = true
        }
    }

    /// The label alignment of a title alignment, in this button's layout direction.
    private func _textAlignment(_ alignment: Configuration.TitleAlignment) -> NSTextAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch alignment {
        case .automatic, .center: return .center
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        }
    }

    // MARK: Measuring and layout

    /// The content's sizes: the image (or the activity indicator, 20 × 20) beside or above the
    /// text, `imagePadding` between them when both show; title over subtitle with
    /// `titlePadding` between them.
    func _configurationMetrics(_ configuration: Configuration) -> ConfigurationMetrics {
        let title = _measure(_loadedTitleLabel)
        let subtitle = configuration.subtitle == nil ? .zero : _measure(_loadedSubtitleLabel)
        let bothTexts = title.height > 0 && subtitle.height > 0
        let text = CGSize(width: max(title.width, subtitle.width),
                          height: title.height + (bothTexts ? configuration.titlePadding : 0) + subtitle.height)
        let image: CGSize? = configuration.showsActivityIndicator ? CGSize(width: 20, height: 20) : currentImage?.size
        var content = text
        if let image {
            if text == .zero {
                content = image
            } else if configuration.imagePlacement.isDisjoint(with: [.top, .bottom]) {
                content = CGSize(width: image.width + configuration.imagePadding + text.width, height: max(image.height, text.height))
            } else {
                content = CGSize(width: max(image.width, text.width), height: image.height + configuration.imagePadding + text.height)
            }
        }
        return ConfigurationMetrics(image: image, title: title, subtitle: subtitle, text: text, content: content)
    }

    private func _measure(_ label: UILabel?) -> CGSize {
        guard let label, let text = label.text, !text.isEmpty else { return .zero }
        return label.intrinsicContentSize
    }

    /// The content's size plus the content insets.
    func _configurationContentSize(_ configuration: Configuration) -> CGSize {
        let content = _configurationMetrics(configuration).content
        let insets = configuration.contentInsets
        return CGSize(width: insets.leading + content.width + insets.trailing, height: insets.top + content.height + insets.bottom)
    }

    /// Centres the content inside the bounds less the content insets and puts the labels
    /// where the text goes (the image, not drawn, takes its place on its edge); leading and
    /// trailing follow the layout direction.
    func _layOutConfigurationContent(_ configuration: Configuration) {
        let metrics = _configurationMetrics(configuration)
        let insets = configuration.contentInsets
        let area = CGRect(x: insets.leading, y: insets.top,
                          width: bounds.width - insets.leading - insets.trailing,
                          height: bounds.height - insets.top - insets.bottom)
        let content = CGRect(x: area.minX + (area.width - metrics.content.width) / 2,
                             y: area.minY + (area.height - metrics.content.height) / 2,
                             width: metrics.content.width, height: metrics.content.height)
        // The text's origin, left to right.
        var text = CGPoint(x: content.minX + (content.width - metrics.text.width) / 2,
                           y: content.minY + (content.height - metrics.text.height) / 2)
        if let image = metrics.image, metrics.text != .zero {
            let placement = configuration.imagePlacement
            if placement.contains(.top) {
                text.y = content.minY + image.height + configuration.imagePadding
            } else if placement.contains(.bottom) {
                text.y = content.minY
            } else if placement.contains(.trailing) {
                text.x = content.minX
            } else {
                text.x = content.minX + image.width + configuration.imagePadding
            }
        }
        let subtitleOffset = metrics.title.height + (metrics.title.height > 0 && metrics.subtitle.height > 0 ? configuration.titlePadding : 0)
        _loadedTitleLabel?.frame = _directional(CGRect(x: text.x, y: text.y, width: metrics.text.width, height: metrics.title.height))
        _loadedSubtitleLabel?.frame = _directional(CGRect(x: text.x, y: text.y + subtitleOffset,
                                                          width: metrics.text.width, height: metrics.subtitle.height))
    }

    /// A left-to-right frame mirrored for right-to-left layout.
    private func _directional(_ frame: CGRect) -> CGRect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frame }
        return CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }
}

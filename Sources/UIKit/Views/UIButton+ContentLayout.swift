import Foundation

/// How a button without a configuration (the API from before iOS 15) measures its image and
/// title and places ``UIButton/imageView`` and ``UIButton/titleLabel`` (BL1–BL9).
extension UIButton {
    /// One axis of an area or a frame: where it starts and how long it is. Kept apart from
    /// `CGRect`, whose `width` and `minX` standardize the negative lengths that large insets
    /// make.
    private struct Span {
        var start: CGFloat
        var length: CGFloat
    }

    /// Where a part goes along one axis of its area.
    private enum Placement {
        case start, center, end, fill
    }

    // MARK: Measuring

    /// Whether the button shows a title: a non-empty styled or plain title for its state.
    var _showsTitle: Bool {
        if let attributed = currentAttributedTitle { return attributed.length > 0 }
        return !(currentTitle ?? "").isEmpty
    }

    /// The content insets in force: ``UIButton/contentEdgeInsets``, or 6 points above and
    /// below when they are zero and the button shows a title (BL8).
    var _effectiveContentEdgeInsets: UIEdgeInsets {
        guard contentEdgeInsets == .zero, _showsTitle else { return contentEdgeInsets }
        return UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    }

    /// The title's size: its natural size, or wrapped at `width` when the title label has
    /// several lines (BL4). Zero without a title.
    private func _legacyTitleSize(width: CGFloat?) -> CGSize {
        guard _showsTitle, let label = _loadedTitleLabel else { return .zero }
        guard let width else { return label.intrinsicContentSize }
        return label.sizeThatFits(CGSize(width: max(width, 0), height: .greatestFiniteMagnitude))
    }

    /// BL7: the image's width plus the title's, and the taller of the two, plus the content
    /// insets in force (BL8); a system button with zero insets is at least 30 points tall.
    /// The title and image insets do not count.
    func _legacyContentSize() -> CGSize {
        let insets = _effectiveContentEdgeInsets
        let title = _legacyTitleSize(width: nil)
        let image = _legacyImageSize
        var height = insets.top + max(title.height, image.height) + insets.bottom
        if buttonType == .system, contentEdgeInsets == .zero { height = max(height, 30) }
        // CI17: at least as large as the background image.
        let background = _loadedBackgroundView?.image?.size ?? .zero
        return CGSize(width: max(insets.left + image.width + title.width + insets.right, background.width),
                      height: max(height, background.height))
    }

    // MARK: Placing

    /// BL1, BL8: the bounds less the content insets in force.
    func _legacyContentRect(forBounds bounds: CGRect) -> CGRect {
        let insets = _effectiveContentEdgeInsets
        return CGRect(x: bounds.origin.x + insets.left, y: bounds.origin.y + insets.top,
                      width: bounds.size.width - insets.left - insets.right,
                      height: bounds.size.height - insets.top - insets.bottom)
    }

    /// The image's and the title's frames in `content` (BL1–BL6). Each part is placed in its
    /// own area: the content rect less the part's own insets and, on the other part's side,
    /// the other part's width (image first, leading). Centred parts therefore sit side by side
    /// as one centred group, and an inset moves only its own part, by half the difference of
    /// its two insets when centred.
    func _legacyFrames(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft  // BL6: the image on the right
        let horizontal: Placement = switch effectiveContentHorizontalAlignment {
        case .left: .start
        case .right: .end
        case .fill: .fill
        case .center: .center
        case .leading: rightToLeft ? .end : .start
        case .trailing: rightToLeft ? .start : .end
        }
        let vertical: Placement = switch contentVerticalAlignment {
        case .top: .start
        case .bottom: .end
        case .fill: .fill
        case .center: .center
        }
        // BL4: the image keeps its size, but no more than the content rect.
        let naturalImage = _legacyImageSize
        let image = CGSize(width: min(naturalImage.width, max(content.size.width, 0)),
                           height: min(naturalImage.height, max(content.size.height, 0)))

        let titleInsets = titleEdgeInsets
        var titleArea = Span(start: content.origin.x + titleInsets.left,
                             length: content.size.width - titleInsets.left - titleInsets.right - image.width)
        if !rightToLeft { titleArea.start += image.width }
        let titleRows = Span(start: content.origin.y + titleInsets.top, length: content.size.height - titleInsets.top - titleInsets.bottom)
        // BL4: the title fits its area's width (wrapping when it has several lines); its
        // height is not cut, so a tall title overflows evenly when centred.
        let titleSize = _legacyTitleSize(width: titleArea.length)
        let titleX = _place(titleSize.width, in: titleArea, horizontal, fitting: true)
        let titleY = _place(titleSize.height, in: titleRows, vertical, fitting: false)

        let titleWidth = _showsTitle ? titleX.length : 0
        let imageInsets = imageEdgeInsets
        var imageArea = Span(start: content.origin.x + imageInsets.left,
                             length: content.size.width - imageInsets.left - imageInsets.right - titleWidth)
        if rightToLeft { imageArea.start += titleWidth }
        let imageRows = Span(start: content.origin.y + imageInsets.top, length: content.size.height - imageInsets.top - imageInsets.bottom)
        // BL4: an image larger than its area shrinks to it; only `.fill` stretches one.
        let imageX = _place(image.width, in: imageArea, horizontal, fitting: true)
        let imageY = _place(image.height, in: imageRows, vertical, fitting: true)

        return (_frame(imageX, imageY), _frame(titleX, titleY))
    }

    /// Places `length` in `area`; `fitting` caps it at the area's length.
    private func _place(_ length: CGFloat, in area: Span, _ placement: Placement, fitting: Bool) -> Span {
        let available = max(area.length, 0)
        let length = fitting ? min(length, available) : length
        switch placement {
        case .start: return Span(start: area.start, length: length)
        case .center: return Span(start: area.start + (area.length - length) / 2, length: length)
        case .end: return Span(start: area.start + area.length - length, length: length)
        case .fill: return Span(start: area.start, length: available)
        }
    }

    /// BL5: a frame whose origin is on the pixel grid (the nearest pixel), as iOS places them.
    private func _frame(_ x: Span, _ y: Span) -> CGRect {
        let scale = max(UIScreen.main.scale, 1)
        return CGRect(x: (x.start * scale).rounded() / scale, y: (y.start * scale).rounded() / scale, width: x.length, height: y.length)
    }

    /// BL9: the image view and the title label go where the overridable rect methods say;
    /// the background image's view where ``UIButton/backgroundRect(forBounds:)`` says (CI17).
    func _layOutLegacyContent() {
        if let background = _loadedBackgroundView { background.frame = backgroundRect(forBounds: bounds) }  // CI17
        let content = contentRect(forBounds: bounds)
        if let imageView = _loadedImageView { imageView.frame = imageRect(forContentRect: content) }
        if let label = _loadedTitleLabel { label.frame = titleRect(forContentRect: content) }
    }

    /// The title label's text or font changed: measure and place it again.
    func _titleLabelDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}

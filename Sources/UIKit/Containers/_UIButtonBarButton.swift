import Foundation

/// The view that shows one bar button item (or the back button) in a bar (named as iOS's,
/// so view dumps read the same). A tap on it
/// sends the item's action (or runs `onTap` for the back button); it is what hit testing
/// finds when a touch lands on the button.
@preconcurrency @MainActor
final class _UIButtonBarButton: UIView {
    let item: UIBarButtonItem?
    let titleLabel = UILabel()
    /// The item's image, or the symbol of an image system item (`.add`: `plus`), tinted.
    let imageView = UIImageView()
    /// For the back button: what a tap does. A back button leaves room for its chevron.
    var onTap: (() -> Void)? { didSet { setNeedsLayout() } }
    /// The look its bar gives it (W8, W9): title font and colour, offsets, background image.
    var style = BarButtonStyle() { didSet { if style != oldValue { _showStyle() } } }
    /// The background image of the style, behind the title or image.
    let backgroundImageView = UIImageView()
    /// Whether a finger is on the button: it shows the highlighted look.
    var isHighlighted = false { didSet { if isHighlighted != oldValue { BarButtonStyling.restyle(self) } } }

    /// Horizontal padding around the title.
    static let padding: CGFloat = 8
    /// The width of an image-only button.
    static let imageWidth: CGFloat = 28
    /// The room the back button's chevron takes before its title.
    static let backChevronWidth: CGFloat = 12

    init(item: UIBarButtonItem?, title: String? = nil) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        if let custom = item?.customView {
            addSubview(custom)
        } else if title == nil, let image = item?.image ?? item?.systemItem.flatMap(Self.symbol) {
            // Bar button images are templates in the bar's tint unless they say otherwise.
            imageView.image = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            addSubview(imageView)
        } else {
            titleLabel.text = title ?? item?.title
            titleLabel.font = style.font(done: item?.style == .done)
            titleLabel.textColor = tintColor  // bar button titles take the bar's tint, as on iOS
            addSubview(titleLabel)
        }
        item?._view = self
    }

    required init?(coder: NSCoder) { nil }

    /// The width the button needs: a custom view's width, the title's plus padding, an
    /// image's, or a fixed space's width.
    var preferredWidth: CGFloat {
        if let custom = item?.customView { return custom.frame.width }
        if item?.systemItem == .fixedSpace { return item?.width ?? 0 }
        if let width = item?.width, width > 0 { return width }
        let text = titleLabel.intrinsicContentSize.width
        if text > 0 { return text + 2 * Self.padding + (onTap != nil ? Self.backChevronWidth : 0) }
        return Self.imageWidth + 2 * Self.padding
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item?.customView {
            custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
        } else {
            let offset = style.titleOffset
            if let image = imageView.image {
                imageView.frame = CGRect(x: (bounds.width - image.size.width) / 2 + offset.horizontal,
                                         y: (bounds.height - image.size.height) / 2 + offset.vertical,
                                         width: image.size.width, height: image.size.height)
            }
            let size = titleLabel.intrinsicContentSize
            let chevron = onTap != nil ? Self.backChevronWidth : 0
            titleLabel.frame = CGRect(x: chevron + (bounds.width - chevron - size.width) / 2 + offset.horizontal,
                                      y: (bounds.height - size.height) / 2 + offset.vertical, width: size.width, height: size.height)
        }
        let backgroundOffset = style.backgroundOffset
        backgroundImageView.frame = bounds.offsetBy(dx: backgroundOffset.horizontal, dy: backgroundOffset.vertical)
    }

    /// Shows ``style``: the title's font and colour (the tint unless the style has one),
    /// the background image, and the item's own tint.
    private func _showStyle() {
        guard item?.customView == nil else { return }
        if _tintColor != style.tint { tintColor = style.tint }
        titleLabel.font = style.font(done: item?.style == .done)
        titleLabel.textColor = style.titleColor ?? tintColor
        if imageView._tintColor != style.imageColor { imageView.tintColor = style.imageColor }
        if let image = style.backgroundImage {
            backgroundImageView.image = image
            if backgroundImageView.superview !== self { insertSubview(backgroundImageView, at: 0) }
        } else {
            backgroundImageView.removeFromSuperview()
        }
        setNeedsLayout()
    }

    /// The SF Symbol iOS shows for an image system item (iOS 13 and later).
    private static func symbol(_ item: UIBarButtonItem.SystemItem) -> UIImage? {
        let names: [UIBarButtonItem.SystemItem: String] = [
            .add: "plus", .compose: "square.and.pencil", .reply: "arrowshape.turn.up.left", .action: "square.and.arrow.up",
            .organize: "folder", .bookmarks: "book", .search: "magnifyingglass", .refresh: "arrow.clockwise", .stop: "xmark",
            .camera: "camera", .trash: "trash", .play: "play.fill", .pause: "pause.fill", .rewind: "backward.fill",
            .fastForward: "forward.fill", .close: "xmark.circle.fill",
        ]
        return names[item].flatMap { UIImage(systemName: $0) }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        if item?.customView == nil { titleLabel.textColor = style.titleColor ?? tintColor }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if item?.isEnabled ?? true { isHighlighted = true }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isHighlighted = false }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if let onTap { return onTap() }
        item?._tapped()
    }
}

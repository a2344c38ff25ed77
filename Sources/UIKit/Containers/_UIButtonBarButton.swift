import Foundation

/// The view that shows one bar button item (or the back button) in a bar (named as iOS's,
/// so view dumps read the same). A tap on it
/// sends the item's action (or runs `onTap` for the back button); it is what hit testing
/// finds when a touch lands on the button.
@MainActor
final class _UIButtonBarButton: UIView {
    let item: UIBarButtonItem?
    let titleLabel = UILabel()
    /// The item's image, or the symbol of an image system item (`.add`: `plus`), tinted.
    let imageView = UIImageView()
    /// For the back button: what a tap does. A back button leaves room for its chevron.
    var onTap: (() -> Void)? { didSet { setNeedsLayout() } }

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
            titleLabel.font = item?.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
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
            if let image = imageView.image {
                imageView.frame = CGRect(x: (bounds.width - image.size.width) / 2, y: (bounds.height - image.size.height) / 2,
                                         width: image.size.width, height: image.size.height)
            }
            let size = titleLabel.intrinsicContentSize
            let chevron = onTap != nil ? Self.backChevronWidth : 0
            titleLabel.frame = CGRect(x: chevron + (bounds.width - chevron - size.width) / 2, y: (bounds.height - size.height) / 2,
                                      width: size.width, height: size.height)
        }
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
        if item?.customView == nil { titleLabel.textColor = tintColor }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let onTap { return onTap() }
        item?._tapped()
    }
}

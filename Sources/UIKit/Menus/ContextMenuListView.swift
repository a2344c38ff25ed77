import Foundation

/// The list of a menu on screen: one row per element (title, subtitle, image on the
/// trailing side, a checkmark when on, a chevron for submenus), thick separators between
/// inline groups, a header to go back from a submenu, a loading row for deferred elements.
/// iOS 17's sizes: 250 points wide, rows 44 points (58 with a subtitle), corners of 13.
@preconcurrency @MainActor
final class ContextMenuListView: UIView {
    enum Item: Equatable {
        case element(UIMenuElement)
        case separator
        case loading

        static func == (lhs: Item, rhs: Item) -> Bool {
            switch (lhs, rhs) {
            case let (.element(a), .element(b)): a === b
            case (.separator, .separator), (.loading, .loading): true
            default: false
            }
        }
    }

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let subtitledRowHeight: CGFloat = 58
    static let groupSeparatorHeight: CGFloat = 8

    private(set) var rows: [UIView] = []
    /// Holds the rows, clipped to the rounded corners: the list itself does not clip, since
    /// clipping a layer clips its shadow away (as on iOS).
    private let content = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = AlertMetrics.materialColor
        layer.cornerRadius = 13
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 4)
        content.layer.cornerRadius = 13
        content.clipsToBounds = true
        addSubview(content)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    // Touches on the menu (its disabled rows, its separators) stay in it: only a touch
    // outside closes the menu.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Shows `items`, under a header titled `header` (a submenu) when given.
    func show(_ items: [Item], header: String?, presentation: ContextMenuPresentation) {
        for row in rows { row.removeFromSuperview() }
        rows = []
        if let header {
            let row = ContextMenuRowView(title: header, isHeader: true) { [weak presentation] in presentation?.back() }
            rows.append(row)
        }
        for item in items {
            switch item {
            case .separator:
                let band = UIView()
                band.backgroundColor = AlertMetrics.separatorColor
                rows.append(band)
            case .loading:
                rows.append(ContextMenuRowView(title: "Loading…", isHeader: false, isLoading: true) {})
            case let .element(element):
                rows.append(ContextMenuRowView(element: element) { [weak presentation] in presentation?.choose(element) })
            }
        }
        for row in rows { content.addSubview(row) }
        setNeedsLayout()
    }

    /// The row of the element titled `title`, when shown.
    func row(titled title: String) -> UIView? {
        rows.first { ($0 as? ContextMenuRowView)?.title == title }
    }

    /// The titles of the rows shown, in order (the header and loading rows included).
    var rowTitles: [String] { rows.compactMap { ($0 as? ContextMenuRowView)?.title } }

    var fittingSize: CGSize {
        CGSize(width: Self.width, height: rows.reduce(0) { $0 + height(of: $1) })
    }

    private func height(of row: UIView) -> CGFloat {
        guard let row = row as? ContextMenuRowView else { return Self.groupSeparatorHeight }
        return row.hasSubtitle ? Self.subtitledRowHeight : Self.rowHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            // A hairline separates neighbouring rows, not a row from the top or a group band.
            (row as? ContextMenuRowView)?.showsHairline = index > 0 && rows[index - 1] is ContextMenuRowView
            let h = height(of: row)
            row.frame = CGRect(x: 0, y: y, width: bounds.width, height: h)
            y += h
        }
    }
}

/// One row of a menu: a control that chooses its element when tapped.
@preconcurrency @MainActor
final class ContextMenuRowView: UIControl {
    let title: String
    let hasSubtitle: Bool
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    private let checkmark = UIImageView()
    private let hairline = UIView()

    @preconcurrency convenience init(element: UIMenuElement, chosen: @escaping @MainActor () -> Void) {
        let attributes = element._menuAttributes
        self.init(title: element.title, isHeader: false, subtitle: element.subtitle, chosen: chosen)
        let destructive = attributes.contains(.destructive)
        titleLabel.textColor = attributes.contains(.disabled) ? .tertiaryLabel : destructive ? .systemRed : .label
        isEnabled = !attributes.contains(.disabled)
        let submenu = (element as? UIMenu).map { !$0.options.contains(.displayInline) } ?? false
        imageView.image = submenu ? UIImage(systemName: "chevron.right") : element.image
        imageView.tintColor = titleLabel.textColor
        checkmark.isHidden = element._menuState != .on
    }

    @preconcurrency init(title: String, isHeader: Bool, subtitle: String? = nil, isLoading: Bool = false, chosen: @escaping @MainActor () -> Void) {
        self.title = title
        hasSubtitle = !(subtitle ?? "").isEmpty
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = isHeader ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
        titleLabel.textColor = isLoading ? .secondaryLabel : .label
        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 15)
        subtitleLabel.textColor = .secondaryLabel
        checkmark.image = UIImage(systemName: isHeader ? "chevron.left" : "checkmark")
        checkmark.tintColor = .label
        checkmark.isHidden = !isHeader
        hairline.backgroundColor = AlertMetrics.separatorColor
        for view in [hairline, titleLabel, subtitleLabel, imageView, checkmark] { addSubview(view) }
        if !isLoading { addAction(UIAction { _ in chosen() }, for: .touchUpInside) }
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// Where the title starts: after the checkmark's column (menus), or at the margin (the
    /// share sheet).
    var textLeading: CGFloat = 40 { didSet { setNeedsLayout() } }

    /// Whether the row draws a hairline along its top.
    var showsHairline: Bool {
        get { !hairline.isHidden }
        set { hairline.isHidden = !newValue }
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leading = textLeading, trailing: CGFloat = 44
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: AlertMetrics.hairline)
        checkmark.frame = CGRect(x: 14, y: (bounds.height - 18) / 2, width: 18, height: 18)
        imageView.frame = CGRect(x: bounds.width - 16 - 20, y: (bounds.height - 20) / 2, width: 20, height: 20)
        let textWidth = bounds.width - leading - trailing
        if hasSubtitle {
            titleLabel.frame = CGRect(x: leading, y: 9, width: textWidth, height: 21)
            subtitleLabel.frame = CGRect(x: leading, y: 30, width: textWidth, height: 19)
        } else {
            titleLabel.frame = CGRect(x: leading, y: 0, width: textWidth, height: bounds.height)
        }
    }
}

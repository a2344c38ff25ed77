import Foundation

/// The share sheet's view: a header naming the items with a close button, then the sharing
/// activities and the actions, each group a rounded card of rows (the menu's rows, so they
/// look and track touches alike).
@preconcurrency @MainActor
final class ActivitySheetView: UIView {
    @Unretained private var controller: UIActivityViewController?  // PL11
    private let titleLabel = UILabel()
    let closeButton: UIButton
    private var groups: [UIView] = []
    /// The rows, by activity, for code standing for the user's finger.
    private(set) var rows: [(offered: OfferedActivity, view: ContextMenuRowView)] = []

    static let rowHeight: CGFloat = 52
    static let margin: CGFloat = 16

    init(controller: UIActivityViewController) {
        self.controller = controller
        closeButton = UIButton._sheetCloseButton { [weak controller] in controller?._close() }
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemGroupedBackground
        titleLabel.text = Self.summary(of: controller.activityItems)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(titleLabel)
        addSubview(closeButton)
        let offered = controller._offeredActivities
        for group in [offered.filter { $0.category == .share }, offered.filter { $0.category == .action }] where !group.isEmpty {
            let card = UIView()
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 10
            card.clipsToBounds = true
            for (index, item) in group.enumerated() {
                let row = ContextMenuRowView(title: item.title, isHeader: false) { [weak controller] in controller?._choose(item) }
                row.showsHairline = index > 0
                row.textLeading = Self.margin
                card.addSubview(row)
                rows.append((item, row))
            }
            addSubview(card)
            groups.append(card)
        }
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// "1 item", "3 items", or the text or link shared alone.
    private static func summary(of items: [Any]) -> String {
        if items.count == 1, let text = items[0] as? String { return text }
        if items.count == 1, let url = items[0] as? URL { return url.host ?? url.absoluteString }
        return items.count == 1 ? "1 item" : "\(items.count) items"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = Self.margin
        titleLabel.frame = CGRect(x: margin, y: 16, width: bounds.width - 2 * margin - 40, height: 30)
        closeButton.frame = CGRect(x: bounds.width - margin - 30, y: 16, width: 30, height: 30)
        var y: CGFloat = 62
        for card in groups {
            card.frame = CGRect(x: margin, y: y, width: bounds.width - 2 * margin, height: CGFloat(card.subviews.count) * Self.rowHeight)
            for (index, row) in card.subviews.enumerated() {
                row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: card.bounds.width, height: Self.rowHeight)
            }
            y = card.frame.maxY + 16
        }
    }
}

extension UIActivityViewController {
    /// The rows the sheet shows, by type, for code standing for the user's finger.
    @_spi(Testing) public var _activityRows: [(type: UIActivity.ActivityType?, title: String, view: UIView)] {
        (viewIfLoaded as? ActivitySheetView)?.rows.map { ($0.offered.type, $0.offered.title, $0.view as UIView) } ?? []
    }

    /// The close button, for code standing for the user's finger.
    @_spi(Testing) public var _closeButtonView: UIView? { (viewIfLoaded as? ActivitySheetView)?.closeButton }
}

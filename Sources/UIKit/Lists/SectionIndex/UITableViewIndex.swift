import Foundation

/// The section index a table view (or a collection view) shows at its trailing edge: its
/// titles stacked in a narrow column, each a label centred in it, the column centred in the
/// index's height (SX2). UIKit's own is the private control `UITableViewIndex`; this one is
/// internal and made of labels, so every renderer draws it as it draws labels (SX3).
///
/// A touch down on it, and a drag across it, pick the title under the finger (above the
/// first title the first, below the last the last); each title picked, and each change of
/// title while the finger moves, is reported to ``onSelect`` (SX5, SX6). The scroll view
/// around it never takes its touches for a drag (SV13). Titles that do not fit are shown
/// as bullets between the ones that do (SX14); VoiceOver adjusts it as one element (SX15).
@MainActor
final class UITableViewIndex: UIControl, ScrollViewTouchKeeping {
    /// SX2: the width of the index's column.
    static let width: CGFloat = 15
    /// SX3: the titles' font.
    static let titleFont = UIFont.systemFont(ofSize: 11, weight: .semibold)

    /// SX14: what stands for the titles an index too short to show them all leaves out.
    static let bullet = "\u{2022}"

    /// The titles, top to bottom.
    var titles: [String] = [] {
        didSet {
            guard titles != oldValue else { return }
            rows = Self.rows(titleCount: titles.count, height: bounds.height)
            spokenPosition = 0
            _rebuildLabels()
        }
    }
    /// The titles' colour; nil: the tint colour (SX3).
    var titleColor: UIColor? { didSet { _applyColors() } }
    /// The colour behind the titles; nil: none (SX3).
    var indexBackgroundColor: UIColor? { didSet { _applyColors() } }
    /// The colour behind the titles while a finger is on them; nil: none (SX3).
    var trackingBackgroundColor: UIColor? { didSet { _applyColors() } }
    /// Told the position of each title the finger picks (SX5, SX6).
    var onSelect: ((Int) -> Void)?

    /// SX14: the rows shown, top to bottom: the position of a title, or nil for a bullet.
    private(set) var rows: [Int?] = []
    /// The labels of the rows, in order.
    private(set) var labels: [UILabel] = []
    /// The title under the finger while it is down.
    private(set) var trackedIndex: Int?
    /// SX15: the title VoiceOver reads as the index's value: the last one picked, by a finger
    /// or by adjusting, the first at the start.
    private(set) var spokenPosition = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        _applyColors()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        _applyColors()
    }

    // MARK: Layout

    /// SX2: the height of one row: the font's line height, less when even one row would not
    /// fit the index's height.
    var rowHeight: CGFloat {
        guard !rows.isEmpty else { return 0 }
        return min(Self.titleFont.lineHeight, bounds.height / CGFloat(rows.count))
    }

    /// SX2: the top of the first row, the column being centred in the index's height.
    var firstTitleTop: CGFloat {
        bounds.minY + (bounds.height - rowHeight * CGFloat(rows.count)) / 2
    }

    /// SX14: every title when they fit the height at the font's line height; otherwise as
    /// many rows as fit, made odd, with titles spread evenly from the first to the last and a
    /// bullet between each two.
    static func rows(titleCount: Int, height: CGFloat) -> [Int?] {
        let capacity = Int((height / titleFont.lineHeight).rounded(.down))
        guard titleCount > capacity, titleCount > 1 else { return Array(0..<titleCount) }
        let shownTitles = max(1, (capacity - (capacity % 2 == 0 ? 1 : 0) + 1) / 2)
        guard shownTitles > 1 else { return [0] }
        var rows: [Int?] = []
        for slot in 0..<shownTitles {
            if slot > 0 { rows.append(nil) }
            rows.append(Int((Double(slot) * Double(titleCount - 1) / Double(shownTitles - 1)).rounded()))
        }
        return rows
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let fitting = Self.rows(titleCount: titles.count, height: bounds.height)
        if fitting != rows {
            rows = fitting
            _rebuildLabels()
        }
        let height = rowHeight, top = firstTitleTop
        for (position, label) in labels.enumerated() {
            label.frame = CGRect(x: bounds.minX, y: top + CGFloat(position) * height, width: bounds.width, height: height)
        }
    }

    /// SX2: puts the index at the trailing edge of `scrollView`'s visible rectangle, inside
    /// its safe area, from below its adjusted top inset to above its adjusted bottom inset,
    /// in front of every other subview; the list calls this at each layout, so the index
    /// stays where it is on screen while the content scrolls.
    func place(in scrollView: UIScrollView) {
        let visible = scrollView.bounds, insets = scrollView.adjustedContentInset, safe = scrollView.safeAreaInsets
        let x = scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? visible.minX + safe.left : visible.maxX - safe.right - Self.width
        let placed = CGRect(x: x, y: visible.minY + insets.top, width: Self.width,
                            height: max(0, visible.height - insets.top - insets.bottom))
        if frame != placed { frame = placed }
        if superview !== scrollView { scrollView.addSubview(self) }
        if scrollView.subviews.last !== self { scrollView.bringSubviewToFront(self) }
    }

    /// The title at a height of the index: clamped to the first and the last (SX5). When
    /// bullets stand for titles left out, the height picks among all the titles in proportion
    /// (SX14).
    func titleIndex(atY y: CGFloat) -> Int? {
        guard !titles.isEmpty, rowHeight > 0 else { return nil }
        let offset = y - firstTitleTop
        guard rows.count < titles.count else {
            return min(max(Int((offset / rowHeight).rounded(.down)), 0), titles.count - 1)
        }
        let fraction = offset / (rowHeight * CGFloat(rows.count))
        return min(max(Int((fraction * CGFloat(titles.count)).rounded(.down)), 0), titles.count - 1)
    }

    private func _rebuildLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = rows.map { row in
            let label = UILabel(frame: .zero)
            label.text = row.map { titles[$0] } ?? Self.bullet
            label.font = Self.titleFont
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        trackedIndex = nil
        _applyColors()
        setNeedsLayout()
    }

    /// SX16: `UITableView.indexSearch` is shown as a magnifying glass in the titles' colour.
    private static func _showSearch(in label: UILabel, color: UIColor) {
        guard let glass = UIImage(systemName: "magnifyingglass", withConfiguration: UIImage.SymbolConfiguration(font: titleFont)) else { return }
        label.attributedText = NSAttributedString(attachment: NSTextAttachment(image: glass.withTintColor(color, renderingMode: .alwaysOriginal)))
    }

    // MARK: Colours

    override func tintColorDidChange() {
        super.tintColorDidChange()
        _applyColors()
    }

    private func _applyColors() {
        let color: UIColor = titleColor ?? tintColor
        for (label, row) in zip(labels, rows) {
            label.textColor = color
            if let row, titles[row] == UITableView.indexSearch { Self._showSearch(in: label, color: color) }
        }
        backgroundColor = (isTracking ? trackingBackgroundColor : indexBackgroundColor) ?? .clear
    }

    // MARK: Touches

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _track(touch)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _track(touch)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { _endTracking() }

    override func cancelTracking(with event: UIEvent?) { _endTracking() }

    /// SX5, SX6: picks the title under the finger when it is another than the last picked.
    private func _track(_ touch: UITouch) {
        _applyColors()
        guard let index = titleIndex(atY: touch.location(in: self).y), index != trackedIndex else { return }
        trackedIndex = index
        spokenPosition = index
        onSelect?(index)
    }

    /// SX15: VoiceOver's swipe up (`delta` 1) or down (-1) picks the next or the previous
    /// title, as a finger on it would.
    func adjustSpokenPosition(by delta: Int) {
        guard !titles.isEmpty else { return }
        let position = min(max(spokenPosition + delta, 0), titles.count - 1)
        guard position != spokenPosition else { return }
        spokenPosition = position
        onSelect?(position)
    }

    private func _endTracking() {
        trackedIndex = nil
        _applyColors()  // the control has left its tracking state: the resting colour
    }
}

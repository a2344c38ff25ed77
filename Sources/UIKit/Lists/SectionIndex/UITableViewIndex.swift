import Foundation

/// The section index a table view (or a collection view) shows at its trailing edge: its
/// titles stacked in a narrow column, each a label centred in it, the column centred in the
/// index's height (SX2). UIKit's own is the private control `UITableViewIndex`; this one is
/// internal and made of labels, so every renderer draws it as it draws labels (SX3).
///
/// A touch down on it, and a drag across it, pick the title under the finger (above the
/// first title the first, below the last the last); each title picked, and each change of
/// title while the finger moves, is reported to ``onSelect`` (SX5, SX6). The scroll view
/// around it never takes its touches for a drag (SV13).
@MainActor
final class UITableViewIndex: UIControl, ScrollViewTouchKeeping {
    /// SX2: the width of the index's column.
    static let width: CGFloat = 15
    /// SX3: the titles' font.
    static let titleFont = UIFont.systemFont(ofSize: 11, weight: .semibold)

    /// The titles, top to bottom.
    var titles: [String] = [] {
        didSet {
            guard titles != oldValue else { return }
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

    /// The labels of the titles, in order.
    private(set) var labels: [UILabel] = []
    /// The title under the finger while it is down.
    private(set) var trackedIndex: Int?

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

    /// SX2: the height of one title: the font's line height, less when the titles would not
    /// fit the index's height.
    var rowHeight: CGFloat {
        guard !titles.isEmpty else { return 0 }
        return min(Self.titleFont.lineHeight, bounds.height / CGFloat(titles.count))
    }

    /// SX2: the top of the first title, the column being centred in the index's height.
    var firstTitleTop: CGFloat {
        bounds.minY + (bounds.height - rowHeight * CGFloat(titles.count)) / 2
    }

    override func layoutSubviews() {
        super.layoutSubviews()
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

    /// The title at a height of the index: clamped to the first and the last (SX5).
    func titleIndex(atY y: CGFloat) -> Int? {
        guard !titles.isEmpty, rowHeight > 0 else { return nil }
        let position = Int(((y - firstTitleTop) / rowHeight).rounded(.down))
        return min(max(position, 0), titles.count - 1)
    }

    private func _rebuildLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = titles.map { title in
            let label = UILabel(frame: .zero)
            label.text = title
            label.font = Self.titleFont
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        trackedIndex = nil
        _applyColors()
        setNeedsLayout()
    }

    // MARK: Colours

    override func tintColorDidChange() {
        super.tintColorDidChange()
        _applyColors()
    }

    private func _applyColors() {
        let color: UIColor = titleColor ?? tintColor
        for label in labels { label.textColor = color }
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
        onSelect?(index)
    }

    private func _endTracking() {
        trackedIndex = nil
        _applyColors()  // the control has left its tracking state: the resting colour
    }
}

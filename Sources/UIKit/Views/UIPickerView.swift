import Foundation

/// A view of spinning wheels (components), each a list of rows, one of them selected.
///
/// The ``dataSource`` gives the number of components and rows; the picker asks when it
/// first needs them (a query, a selection or layout) and keeps the answers until
/// ``reloadAllComponents()`` or ``reloadComponent(_:)``. A selection made in code
/// (``selectRow(_:inComponent:animated:)``) tells the delegate nothing, as in UIKit. The user
/// turns a wheel with a vertical drag (a row per row height moved, the selection landing on
/// the nearest row) or taps a row above or below the selection; when the selected row
/// changes, the delegate's `pickerView(_:didSelectRow:inComponent:)` is called.
/// Rows are views (PK1–PK4): the delegate's `pickerView(_:viewForRow:forComponent:reusing:)`,
/// given back a view that left the screen, or a label of its attributed title or title; the
/// selection band is drawn behind the selected rows.
/// Differences from UIKit: no deceleration (the wheel stops where the finger lifts); rows
/// away from the middle are not bent (no 3D drum).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The row height when the delegate gives none.
    public static let defaultRowHeight: CGFloat = 32
    /// The size of a picker on iOS 9 and later.
    static let size = CGSize(width: 320, height: 216)

    /// The data source (weak). Setting it drops the answers kept.
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { _rows = nil; _retireRowViews(in: nil); setNeedsLayout() } }
    /// The delegate (weak). A new delegate is asked for the rows' views again (PK2).
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { _retireRowViews(in: nil); setNeedsLayout() } }
    /// Whether the selection band shows. Default false; ignored (the band always shows), as
    /// on iOS 7 and later, where UIKit deprecated it.
    open var showsSelectionIndicator = false

    /// The rows of each component, as last asked (nil: ask again).
    private var _rows: [Int]?
    /// The selected row of each component (kept across reloads, clamped when shown).
    private var _selected: [Int] = []
    /// PK2: the views on screen, by component and row; and those that left, to give back.
    var _rowViews: [Int: [Int: UIView]] = [:]
    var _reusableRowViews: [Int: [UIView]] = [:]
    /// The (component, row) the views on screen were asked for, to notice a change.
    var _shownRowKeys: Set<[Int]> = []
    /// The drag in progress: the component, the touch's start y and the row then.
    private var _drag: (component: Int, startY: CGFloat, startRow: Int)?

    /// Creates a picker with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a picker from a storyboard or nib (its data source and delegate are outlets).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Data

    /// The rows of each component, asking the data source if needed.
    private var rows: [Int] {
        if let _rows { return _rows }
        var counts: [Int] = []
        if let dataSource {
            let components = max(0, dataSource.numberOfComponents(in: self))
            counts = (0..<components).map { max(0, dataSource.pickerView(self, numberOfRowsInComponent: $0)) }
        }
        _rows = counts
        if _selected.count < counts.count { _selected += Array(repeating: 0, count: counts.count - _selected.count) }
        return counts
    }

    /// The number of components (0 without a data source).
    open var numberOfComponents: Int { rows.count }

    /// The number of rows of a component (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        let rows = self.rows
        return rows.indices.contains(component) ? rows[component] : 0
    }

    /// Asks the data source again for every component's rows; selections are kept (clamped).
    open func reloadAllComponents() {
        _rows = nil
        _ = rows
        _retireRowViews(in: nil)
        setNeedsLayout()
    }

    /// Asks the data source again for one component's rows; selections are kept (clamped).
    open func reloadComponent(_ component: Int) {
        guard let dataSource, var counts = _rows else { return reloadAllComponents() }
        guard counts.indices.contains(component) else { return }
        counts[component] = max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
        _rows = counts
        _retireRowViews(in: component)
        setNeedsLayout()
    }

    // MARK: Selection

    /// Selects a row (telling the delegate nothing). Rows or components out of range are
    /// ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        _selected[component] = row
        setNeedsLayout()
    }

    /// The selected row of a component; -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let count = numberOfRows(inComponent: component)
        guard count > 0 else { return -1 }
        return min(_selected[component], count - 1)
    }

    /// PK3: the view shown for a row: the delegate's view or the title label, while the row
    /// is on screen (the selected row and three either side); nil otherwise.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        _updateRowViews()
        return _rowViews[component]?[row]
    }

    /// A component's row size: its width and row height, from the delegate or the defaults.
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: _width(of: component), height: _rowHeight(of: component))
    }

    // MARK: Geometry

    /// The picker's width shared equally among its components, less 5 points between them.
    var _defaultComponentWidth: CGFloat {
        let count = max(1, numberOfComponents)
        return max(0, (bounds.width - CGFloat(count - 1) * 5) / CGFloat(count))
    }

    func _width(of component: Int) -> CGFloat {
        delegate?.pickerView(self, widthForComponent: component) ?? _defaultComponentWidth
    }

    func _rowHeight(of component: Int) -> CGFloat {
        delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
    }

    /// The component under an x coordinate: components side by side, 5 points apart,
    /// centred in the bounds.
    private func _component(at x: CGFloat) -> Int? {
        let widths = (0..<numberOfComponents).map(_width(of:))
        let total = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * 5
        var left = (bounds.width - total) / 2
        for (component, width) in widths.enumerated() {
            if x >= left && x < left + width { return component }
            left += width + 5
        }
        return nil
    }

    /// 320 × 216 points.
    open override var intrinsicContentSize: CGSize { UIPickerView.size }

    /// Lays out the wheels, asking the data source for what it has not answered yet.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = rows
        _updateRowViews()
    }

    // MARK: Touches

    /// PK8: a touch on a row's view (other than a control in it) is the picker's, so a drag
    /// that starts on a custom row view still turns the wheel.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let hit, hit !== self, !(hit is UIControl) else { return hit }
        var view: UIView? = hit
        while let current = view, current !== self {
            if current.superview === self, _rowViews.values.contains(where: { $0.values.contains { $0 === current } }) { return self }
            view = current.superview
        }
        return hit
    }

    /// A touch on a component starts turning it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _drag = nil
        guard let touch = touches.first else { return }
        let location = touch.location(in: self)
        if let component = _component(at: location.x), numberOfRows(inComponent: component) > 0 {
            _drag = (component, location.y, selectedRow(inComponent: component))
        }
    }

    /// Moving the finger turns the wheel (the selection follows when it lifts).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The wheel stops: after a drag on the row nearest to where it was moved, after a tap
    /// on the tapped row. A change of row tells the delegate.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let drag = _drag, let touch = touches.first else { return }
        _drag = nil
        let y = touch.location(in: self).y
        let height = _rowHeight(of: drag.component)
        let moved = y - drag.startY
        let row: Int
        if abs(moved) < 10 {
            // A tap: the selected row sits in the middle; others are a row height apart.
            row = drag.startRow + Int(((y - bounds.midY) / height).rounded())
        } else {
            row = drag.startRow - Int((moved / height).rounded())
        }
        let landed = min(max(row, 0), numberOfRows(inComponent: drag.component) - 1)
        guard landed != drag.startRow else { return }
        _selected[drag.component] = landed
        setNeedsLayout()
        delegate?.pickerView(self, didSelectRow: landed, inComponent: drag.component)
    }

    /// The touch was cancelled: the wheel goes back.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _drag = nil
    }
}

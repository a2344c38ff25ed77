import Foundation

/// The rows a picker view shows: views from its delegate, reused as rows leave and come
/// back (PK1–PK4).
extension UIPickerView {
    /// Rows shown above and below a component's selected one.
    static let rowsAround = 3

    /// The frames of the components: side by side, 5 points apart, centred in the bounds.
    @_spi(Rendering) public var _componentFrames: [CGRect] {
        let widths = (0..<numberOfComponents).map(_width(of:))
        let total = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * 5
        var left = (bounds.width - total) / 2
        return widths.map { width in
            defer { left += width + 5 }
            return CGRect(x: left, y: 0, width: width, height: bounds.height)
        }
    }

    /// PK4: the frame of `row` of `component`: the component's width, the row height, the
    /// selected row centred vertically and the others a row height apart.
    func _frame(ofRow row: Int, inComponent component: Int, column: CGRect) -> CGRect {
        let height = _rowHeight(of: component)
        let offset = CGFloat(row - selectedRow(inComponent: component))
        return CGRect(x: column.minX, y: bounds.midY - height / 2 + offset * height, width: column.width, height: height)
    }

    /// PK7: the selection band: across the components, one row height (the first
    /// component's) high, in the middle.
    @_spi(Rendering) public var _selectionBand: CGRect? {
        guard let first = _componentFrames.first, let last = _componentFrames.last else { return nil }
        let height = _rowHeight(of: 0)
        return CGRect(x: first.minX, y: bounds.midY - height / 2, width: last.maxX - first.minX, height: height)
    }

    /// PK2: makes the on-screen rows' views what they should be: a row that left gives its
    /// view to its component's pool; a row that came asks the delegate, passing a pooled view
    /// back as `reusing`. Views are placed at their rows (PK4).
    func _updateRowViews() {
        let frames = _componentFrames
        var wanted: Set<[Int]> = []
        for (component, column) in frames.enumerated() {
            let count = numberOfRows(inComponent: component)
            guard count > 0 else { continue }
            let selected = selectedRow(inComponent: component)
            for row in max(0, selected - Self.rowsAround)...min(count - 1, selected + Self.rowsAround) { wanted.insert([component, row]) }
        }
        for key in _shownRowKeys.subtracting(wanted).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            guard let view = _rowViews[key[0]]?.removeValue(forKey: key[1]) else { continue }
            view.removeFromSuperview()
            _reusableRowViews[key[0], default: []].append(view)
        }
        for key in wanted.sorted(by: { $0.lexicographicallyPrecedes($1) }) where _rowViews[key[0]]?[key[1]] == nil {
            // The view that left first is given back first (PK2).
            let reusing = _reusableRowViews[key[0]]?.isEmpty == false ? _reusableRowViews[key[0]]?.removeFirst() : nil
            let view = delegate?.pickerView(self, viewForRow: key[1], forComponent: key[0], reusing: reusing)
                ?? _titleView(forRow: key[1], forComponent: key[0], reusing: reusing)
            _rowViews[key[0], default: [:]][key[1]] = view
        }
        _shownRowKeys = wanted
        for (component, views) in _rowViews {
            guard frames.indices.contains(component) else { continue }
            for (row, view) in views {
                view.frame = _frame(ofRow: row, inComponent: component, column: frames[component])
                if view.superview !== self { addSubview(view) }
            }
        }
    }

    /// PK5: a row's standard view: a label (the `reusing` one when it is a label), centred,
    /// showing the attributed title, else the title, in the 21-point system font.
    func _titleView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? _UIPickerRowLabel) ?? _UIPickerRowLabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.attributedText = nil
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    /// PK2: after a reload the rows' views are asked for again, those on screen given back.
    func _retireRowViews(in component: Int?) {
        for (index, views) in _rowViews where component == nil || component == index {
            for (row, view) in views.sorted(by: { $0.key < $1.key }) {
                view.removeFromSuperview()
                _reusableRowViews[index, default: []].append(view)
                _shownRowKeys.remove([index, row])
            }
            _rowViews[index] = [:]
        }
    }
}

/// The label a picker shows for a row when its delegate gives no view.
final class _UIPickerRowLabel: UILabel {}

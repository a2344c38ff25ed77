import Foundation

/// A cell in editing mode: its editing control (or selection circle) at the leading edge,
/// its content indented by the control's width, the reorder control and the editing
/// accessory at the trailing edge, and the transitions it announces (LE1–LE3, LE6, LE12, LE15).
extension UITableViewCell {
    /// LE3: the content's leading inset while editing with a control to show.
    var _editingLeadingInset: CGFloat {
        guard isEditing, _showsEditingControl, _editingParts.shouldIndent else { return 0 }
        return EditingMetrics.controlWidth
    }

    /// LE12, LE15: the width the editing accessory and the reorder control take at the trailing edge.
    var _editingTrailingWidth: CGFloat {
        var width: CGFloat = _editingParts.showsReorderControl ? EditingMetrics.reorderWidth : 0
        if let view = _editingParts.accessoryView {
            width += view.frame.width + 16
        } else {
            switch _editingParts.accessoryType {
            case .none: break
            case .disclosureIndicator: width += 34
            case .checkmark: width += 40
            case .detailButton: width += 48
            case .detailDisclosureButton: width += 72
            }
        }
        return width
    }

    /// Whether the leading editing control (or selection circle) shows: in editing mode, for
    /// a row with an editing style or a table selecting several rows.
    var _showsEditingControl: Bool {
        _editingParts.showsSelectionCircle || _editingParts.style != .none
    }

    /// The accessory the renderer draws: the editing one while editing (LE15).
    @_spi(Rendering) public var _shownAccessoryType: AccessoryType {
        isEditing ? (_editingParts.accessoryView == nil ? _editingParts.accessoryType : .none) : accessoryType
    }

    /// The trailing inset of the drawn accessory: the reorder control's width while it shows
    /// (LE12), and the section index's width while the table shows one (SX4).
    @_spi(Rendering) public var _shownAccessoryTrailingInset: CGFloat {
        (isEditing && _editingParts.showsReorderControl ? EditingMetrics.reorderWidth : 0) + _sectionIndexInset
    }

    /// LE6: editing mode changed: the cell announces its new parts, lays them out (animated
    /// on the scheduler's clock when asked) and announces them shown.
    func _editingModeDidChange(animated: Bool) {
        let mask: StateMask = isEditing ? [.showingEditControl] : []
        _transition(to: mask, animated: animated)
    }

    /// LE6: announces `mask` to ``willTransition(to:)``, lays the parts out, and announces it
    /// to ``didTransition(to:)`` once laid out (after the animation when animated).
    func _transition(to mask: StateMask, animated: Bool) {
        guard mask != _editingParts.stateMask else { setNeedsLayout(); return }
        _editingParts.stateMask = mask
        willTransition(to: mask)
        setNeedsLayout()
        if animated, window != nil {
            UIView.animate(withDuration: EditingMetrics.animationDuration, animations: { self.layoutIfNeeded() },
                           completion: { [weak self] _ in
                               guard let self, self._editingParts.stateMask == mask else { return }
                               self.didTransition(to: mask)
                           })
        } else {
            layoutIfNeeded()
            didTransition(to: mask)
        }
    }

    /// The table gave the cell its editing style and flags (LE2, LE3, LE12, LE16).
    func _applyEditing(style: EditingStyle, indents: Bool, reorders: Bool, selectionCircle: Bool) {
        _editingParts.style = style
        _editingParts.shouldIndent = indents
        _editingParts.showsReorderControl = reorders
        _editingParts.showsSelectionCircle = selectionCircle
        _editingControlsChanged()
    }

    /// Makes or removes the control views for the current flags.
    func _editingControlsChanged() {
        let parts = _editingParts
        if parts.showsSelectionCircle || parts.style != .none {
            let control = parts.editingControl ?? EditingControlView(frame: .zero)
            if parts.editingControl == nil {
                parts.editingControl = control
                control.addAction(UIAction { [weak self] _ in self?._editingControlTapped() }, for: .touchUpInside)
                addSubview(control)
            }
            control.kind = parts.showsSelectionCircle ? .selection(isSelected) : (parts.style == .insert ? .insert : .delete)
        } else if let control = parts.editingControl {
            control.removeFromSuperview()
            parts.editingControl = nil
        }
        if parts.showsReorderControl, parts.reorderControl == nil {
            let grabber = ReorderControlView(frame: .zero)
            parts.reorderControl = grabber
            addSubview(grabber)
        } else if !parts.showsReorderControl, let grabber = parts.reorderControl {
            grabber.removeFromSuperview()
            parts.reorderControl = nil
        }
        setNeedsLayout()
    }

    func _setEditingAccessoryView(_ view: UIView?) {
        if let old = _editingParts.accessoryView, old !== view { old.removeFromSuperview() }
        _editingParts.accessoryView = view
        if let view, view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Places the editing control, the reorder control and the editing accessory: shown
    /// in editing mode, slid off (alpha 0) outside it.
    func _layoutEditingControls() {
        let parts = _editingParts
        let editing = isEditing
        if let control = parts.editingControl {
            if case .selection = control.kind { control.kind = .selection(isSelected) }
            control.frame = CGRect(x: editing ? 0 : -EditingMetrics.controlWidth, y: 0, width: EditingMetrics.controlWidth, height: bounds.height)
            control.alpha = editing ? 1 : 0
            // LE16: the selection circle is a picture; taps go to the row.
            control.isUserInteractionEnabled = editing && !parts.showsSelectionCircle
        }
        if let grabber = parts.reorderControl {
            grabber.frame = CGRect(x: bounds.width - (editing ? EditingMetrics.reorderWidth : 0), y: 0,
                                   width: EditingMetrics.reorderWidth, height: bounds.height)
            grabber.alpha = editing ? 1 : 0
            grabber.isUserInteractionEnabled = editing
        }
        if let view = parts.accessoryView {
            let trailing = bounds.width - (parts.showsReorderControl ? EditingMetrics.reorderWidth : 0)
            view.center = CGPoint(x: trailing - 8 - view.frame.width / 2, y: bounds.midY)
            view.isHidden = !editing
        }
    }

    /// LE4, LE5: the editing control was tapped; the table decides what it does.
    private func _editingControlTapped() {
        _tableView?._editingControlTapped(in: self)
    }
}

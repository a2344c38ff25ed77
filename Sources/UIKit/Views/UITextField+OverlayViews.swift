import Foundation

/// A text field's left and right overlay views (CI25, CI26) and its background images
/// (CI27).
extension UITextField {
    /// CI25: whether an overlay view shows now: it exists and its mode allows it (while
    /// editing, while not editing, always).
    func _showsOverlay(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// CI25: an overlay view's rectangle: its frame's size (its fitting size when that is
    /// zero, as a view sized by Auto Layout), at the left or right edge of `bounds`, centred
    /// vertically.
    func _overlayRect(of view: UIView?, in bounds: CGRect, atLeft: Bool) -> CGRect {
        guard let view else { return CGRect(x: atLeft ? bounds.minX : bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        var size = view.frame.size
        if size == .zero {
            let fitting = view.intrinsicContentSize
            size = CGSize(width: max(0, fitting.width), height: max(0, fitting.height))
        }
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// CI26: the bounds inset for the border, after a shown left view, before the clear
    /// button or a shown right view.
    func _textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = borderStyle == .none ? bounds : bounds.insetBy(dx: 7, dy: 0)
        if _showsOverlay(leftView, leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            if left > rect.minX {
                rect.size.width = max(0, rect.maxX - left)
                rect.origin.x = left
            }
        }
        var right = rect.maxX
        if _showsClearButton { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        if _showsOverlay(rightView, rightViewMode) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        rect.size.width = max(0, right - rect.minX)
        return rect
    }

    /// CI25: the widths of the overlay views shown now, and the taller one's height.
    var _shownOverlaySizes: CGSize {
        var size = CGSize.zero
        for (view, mode, left) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] where _showsOverlay(view, mode) {
            let rect = _overlayRect(of: view, in: .zero, atLeft: left)
            size.width += rect.width
            size.height = max(size.height, rect.height)
        }
        return size
    }

    /// An overlay view or mode changed: the old view leaves, the layout shows the new one.
    func _overlayViewChanged(from old: UIView?) {
        if let old, old !== leftView, old !== rightView, old.superview === self { old.removeFromSuperview() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Editing began or ended: the modes may show or hide the overlay views.
    func _editingDidChangeOverlays() {
        guard leftView != nil || rightView != nil else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// CI25: a shown overlay view is a subview at its rectangle; a hidden one is removed, as
    /// UIKit does.
    func _layOutOverlayViews() {
        for (view, mode, left) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] {
            guard let view else { continue }
            guard _showsOverlay(view, mode) else {
                if view.superview === self { view.removeFromSuperview() }
                continue
            }
            if view.superview !== self { addSubview(view) }
            view.frame = left ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
        }
    }

    /// CI27: the background image drawn now: ``disabledBackground`` while disabled (when
    /// set), else ``background``; nil without a background.
    @_spi(Rendering) public var _shownBackgroundImage: UIImage? {
        guard let background else { return nil }
        return isEnabled ? background : disabledBackground ?? background
    }

    /// Whether the clear button shows now: there is text and the mode allows it.
    var _showsClearButton: Bool {
        guard !_text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// The clear button was tapped: with the delegate's consent, empties the text and sends
    /// `.editingChanged`.
    func _clearButtonTapped() {
        guard _shouldClear() else { return }
        _text = ""
        _textChangedByUser()
    }
}

import Foundation

/// The control at the leading edge of a row in editing mode, drawn as iOS 17 draws it
/// (LE1, LE16): a red circle with a white minus (delete), a green circle with a white plus
/// (insert), or a selection circle: an empty grey ring, or a filled blue circle with a white
/// checkmark when the row is selected.
@preconcurrency @MainActor
final class EditingControlView: UIControl {
    enum Kind: Equatable {
        case delete, insert
        case selection(Bool)
    }

    var kind: Kind = .delete { didSet { if kind != oldValue { _update() } } }
    private let circle = UIView(frame: .zero)
    private let horizontalBar = UIView(frame: .zero)
    private let verticalBar = UIView(frame: .zero)
    private let checkmark = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [circle, horizontalBar, verticalBar, checkmark] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        circle.layer.cornerRadius = EditingMetrics.circleDiameter / 2
        horizontalBar.backgroundColor = .white
        verticalBar.backgroundColor = .white
        checkmark.tintColor = .systemBlue
        _update()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    private func _update() {
        switch kind {
        case .delete, .insert:
            circle.backgroundColor = kind == .delete ? .systemRed : .systemGreen
            circle.layer.borderWidth = 0
            circle.isHidden = false
            horizontalBar.isHidden = false
            verticalBar.isHidden = kind == .delete
            checkmark.isHidden = true
        case .selection(let selected):
            circle.backgroundColor = nil
            circle.layer.borderWidth = 1.5
            circle.layer.borderColor = UIColor.systemGray3.cgColor
            circle.isHidden = selected
            horizontalBar.isHidden = true
            verticalBar.isHidden = true
            checkmark.isHidden = !selected
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let diameter = EditingMetrics.circleDiameter
        let rect = CGRect(x: EditingMetrics.circleInset, y: (bounds.height - diameter) / 2, width: diameter, height: diameter)
        circle.frame = rect
        checkmark.frame = rect
        horizontalBar.frame = CGRect(x: rect.midX - 6, y: rect.midY - 1, width: 12, height: 2)
        verticalBar.frame = CGRect(x: rect.midX - 1, y: rect.midY - 6, width: 2, height: 12)
    }
}

/// The reorder control at the trailing edge of a row in editing mode: three grey lines (the
/// grabber) (LE12). A finger on it moves the row (LE13, LE14); the table tracks it.
@preconcurrency @MainActor
final class ReorderControlView: UIView {
    private let lines = (0..<3).map { _ in UIView(frame: .zero) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for line in lines {
            line.backgroundColor = .systemGray3
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width: CGFloat = 18, thickness: CGFloat = 2, gap: CGFloat = 5
        for (index, line) in lines.enumerated() {
            line.frame = CGRect(x: (bounds.width - width) / 2 - 2, y: bounds.midY - gap - thickness / 2 + CGFloat(index) * gap,
                                width: width, height: thickness)
        }
    }

    /// LE13: the table follows the finger from the first touch to the lift.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let table = _table else { return }
        table._reorderBegan(from: self, at: touch.location(in: table))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let table = _table else { return }
        table._reorderMoved(to: touch.location(in: table))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _table?._reorderEnded(cancelled: false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _table?._reorderEnded(cancelled: true)
    }

    private var _table: UITableView? { (superview as? UITableViewCell)?._tableView }
}

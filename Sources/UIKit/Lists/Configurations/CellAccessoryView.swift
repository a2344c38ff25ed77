import Foundation

/// The view of one ``UICellAccessory`` in a list cell: a system symbol, a label or the
/// custom view, tinted as iOS 17 draws it (LC17). Accessories that act (delete, insert,
/// detail, outline disclosure) take taps; the others let them through to the cell.
@preconcurrency @MainActor
final class CellAccessoryView: UIControl {
    let accessory: UICellAccessory
    @preconcurrency var onTap: (@MainActor () -> Void)?
    private let _imageView = UIImageView(frame: .zero)
    private var _label: UILabel?

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        switch accessory.accessoryType {
        case .label:
            let label = UILabel(frame: .zero)
            label.text = accessory._labelText
            label.font = accessory._labelFont ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            addSubview(label)
            _label = label
        case .customView:
            if let view = accessory._customView {
                if let tint = accessory.tintColor { view.tintColor = tint }
                addSubview(view)
            }
        default:
            addSubview(_imageView)
        }
        let acts: Set<UICellAccessory.AccessoryType> = [.delete, .insert, .detail, .outlineDisclosure]
        isUserInteractionEnabled = acts.contains(accessory.accessoryType) || accessory.accessoryType == .customView
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
        refresh(selected: false, expanded: false)
    }

    required init?(coder: NSCoder) { nil }

    /// The symbol and tint of a system accessory (LC17).
    private func _symbol(selected: Bool) -> (name: String, configuration: UIImage.SymbolConfiguration, tint: UIColor?) {
        let body = UIFont.preferredFont(forTextStyle: .body)
        switch accessory.accessoryType {
        case .disclosureIndicator:
            return ("chevron.right", .init(pointSize: 13, weight: .semibold), accessory.tintColor ?? .tertiaryLabel)
        case .outlineDisclosure:
            let header = accessory._outlineStyle == .header
            return ("chevron.right", .init(pointSize: header ? 15 : 13, weight: .semibold), accessory.tintColor ?? (header ? nil : .tertiaryLabel))
        case .checkmark:
            return ("checkmark", .init(font: body).applying(UIImage.SymbolConfiguration(weight: .semibold)), accessory.tintColor)
        case .delete:
            return ("minus.circle.fill", .init(pointSize: 22), accessory._backgroundColor ?? accessory.tintColor ?? .systemRed)
        case .insert:
            return ("plus.circle.fill", .init(pointSize: 22), accessory._backgroundColor ?? accessory.tintColor ?? .systemGreen)
        case .reorder:
            return ("line.3.horizontal", .init(font: body), accessory.tintColor ?? .tertiaryLabel)
        case .multiselect:
            return selected ? ("checkmark.circle.fill", .init(pointSize: 22), accessory._backgroundColor ?? accessory.tintColor)
                : ("circle", .init(pointSize: 22), accessory.tintColor ?? .tertiaryLabel)
        case .detail:
            return ("info.circle", .init(font: body), accessory.tintColor)
        case .label, .customView:
            return ("", .init(font: body), nil)
        }
    }

    /// Shows the state: the multiselect circle filled when selected, the outline
    /// disclosure turned down when expanded.
    func refresh(selected: Bool, expanded: Bool) {
        guard _label == nil, accessory.accessoryType != .customView else { return }
        let symbol = _symbol(selected: selected)
        let image = UIImage(systemName: symbol.name, withConfiguration: symbol.configuration)
        _imageView.image = image
        _imageView.tintColor = symbol.tint
        if accessory.accessoryType == .outlineDisclosure {
            // LC19: the chevron points down while the item is expanded.
            _imageView.transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
        setNeedsLayout()
    }

    /// The accessory's drawn size.
    var size: CGSize {
        if let label = _label { return label.intrinsicContentSize }
        if let view = accessory._customView {
            return accessory._maintainsFixedSize ? view.bounds.size : view.sizeThatFits(.zero)
        }
        return _imageView.image?.size ?? .zero
    }

    /// The width kept for the accessory (LC18).
    var reservedWidth: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .actual, .standard: return size.width
        case let .custom(width): return max(width, 0)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = CGRect(origin: .zero, size: bounds.size)
        _label?.frame = content
        accessory._customView?.frame = content
        if _label == nil, accessory._customView == nil {
            _imageView.bounds = CGRect(origin: .zero, size: _imageView.image?.size ?? .zero)
            _imageView.center = CGPoint(x: content.midX, y: content.midY)
        }
    }
}

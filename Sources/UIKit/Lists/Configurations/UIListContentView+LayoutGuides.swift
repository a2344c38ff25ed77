import Foundation

/// A part of a list content view a layout guide follows (CV22).
enum ListContentPart: Hashable {
    case text, secondaryText, image
}

/// A part's layout guide and the four constraints that place it in its view.
@MainActor
struct ListContentPartGuide {
    let guide: UILayoutGuide
    let constraints: [NSLayoutConstraint]
}

extension UIListContentView {
    /// CV22: the part's guide, made (and placed) on first use; nil while the part is not shown.
    func _partGuide(_ part: ListContentPart) -> UILayoutGuide? {
        guard !_partView(part).isHidden else { return nil }
        if let made = _partGuides[part] { return made.guide }
        let guide = UILayoutGuide()
        guide.identifier = "UIListContentView-\(part)LayoutGuide"
        addLayoutGuide(guide)
        let frame = _frame(of: part, in: _layout(width: bounds.width, height: bounds.height)) ?? .zero
        let constraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor, constant: frame.minX),
            guide.topAnchor.constraint(equalTo: topAnchor, constant: frame.minY),
            guide.widthAnchor.constraint(equalToConstant: frame.width),
            guide.heightAnchor.constraint(equalToConstant: frame.height),
        ]
        NSLayoutConstraint.activate(constraints)
        _partGuides[part] = ListContentPartGuide(guide: guide, constraints: constraints)
        return guide
    }

    /// CV22: each guide made takes its part's frame of this layout.
    func _placePartGuides(_ layout: Layout) {
        for (part, made) in _partGuides {
            guard let frame = _frame(of: part, in: layout) else { continue }
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for (constraint, value) in zip(made.constraints, values) where constraint.constant != value { constraint.constant = value }
        }
    }

    private func _partView(_ part: ListContentPart) -> UIView {
        switch part {
        case .text: _textLabel
        case .secondaryText: _secondaryTextLabel
        case .image: _imageView
        }
    }

    private func _frame(of part: ListContentPart, in layout: Layout) -> CGRect? {
        switch part {
        case .text: layout.text
        case .secondaryText: layout.secondaryText
        case .image: layout.image
        }
    }
}

import Foundation

/// A highlighted or selected cell's content shows its highlighted look (LB2).
extension UITableViewCell {
    /// LB2: the labels and image views in the content view (at any depth) are highlighted
    /// while the cell is highlighted or selected, unless its selection style is `.none`.
    func _highlightContent() {
        let highlighted = selectionStyle != .none && (isHighlighted || isSelected)
        func visit(_ view: UIView) {
            if let label = view as? UILabel { label.isHighlighted = highlighted }
            if let imageView = view as? UIImageView { imageView.isHighlighted = highlighted }
            view.subviews.forEach(visit)
        }
        contentView.subviews.forEach(visit)
    }
}

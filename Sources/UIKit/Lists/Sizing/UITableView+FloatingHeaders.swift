import Foundation

/// Plain tables' floating section headers and footers (LT8).
extension UITableView {
    /// Where a section's header and footer views go. In a plain table the header floats: it
    /// stays at the top of the visible area (below `adjustedContentInset.top`) while its
    /// section is under it, until the end of the section pushes it up; the footer stays at
    /// the bottom of the visible area (above `adjustedContentInset.bottom`) until the
    /// section's header pushes it down. Grouped tables' headers and footers scroll with
    /// their rows.
    func _supplementaryFrames(_ geometry: TableGeometry, section index: Int) -> (header: CGRect, footer: CGRect) {
        let section = geometry.sections[index]
        let headerTop = geometry.headerTop(index)
        var header = CGRect(x: 0, y: headerTop, width: bounds.width, height: section.headerHeight)
        var footer = CGRect(x: 0, y: section.footerTop, width: bounds.width, height: section.footerHeight)
        guard style == .plain else { return (header, footer) }
        let visibleTop = bounds.minY + adjustedContentInset.top
        let visibleBottom = bounds.maxY - adjustedContentInset.bottom
        header.origin.y = max(headerTop, min(visibleTop, section.bottom - section.headerHeight))
        footer.origin.y = min(section.footerTop, max(visibleBottom - section.footerHeight, headerTop + section.headerHeight))
        return (header, footer)
    }

    /// Floating headers and footers are drawn over the rows (LT8).
    func _raiseFloatingSupplementaries() {
        guard style == .plain else { return }
        for key in _visibleSupplementaries.keys.sorted(by: { ($0.section, $0.isHeader ? 1 : 0) < ($1.section, $1.isHeader ? 1 : 0) }) {
            if let view = _visibleSupplementaries[key], view.superview === self { bringSubviewToFront(view) }
        }
    }
}

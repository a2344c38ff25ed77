import Foundation

/// The shape a row takes in a list whose sections are cards (LC30): the rows of an
/// inset-grouped section are clipped together to one rounded rectangle, so the first row
/// rounds its top corners, the last its bottom corners, a lone row all four, and the rows
/// between stay square. Tables and collection-view lists both shape their cells here.
enum ListSectionCard: Equatable {
    /// Not in a card: the list leaves the cell's corners alone.
    case none
    /// In a card: clipped, with ``cornerRadius`` at these corners (none for a middle row).
    case card(CACornerMask)

    /// LC30: the corner radius of an inset-grouped section (iOS 17).
    static let cornerRadius: CGFloat = 10

    /// The shape of row `row` of a section of `count` rows in a card.
    init(row: Int, of count: Int) {
        var corners: CACornerMask = []
        if row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if row == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        self = .card(corners)
    }
}

extension UIView {
    /// LC30: gives a cell its place in a section card. A cell leaving a card (reused in a
    /// list without cards) gets square, unclipped corners back; a cell never put in one is
    /// not touched, so an app's own corners stay.
    func _applyListSectionCard(_ card: ListSectionCard, previous: inout ListSectionCard) {
        guard card != previous else { return }
        previous = card
        switch card {
        case .none:
            layer.cornerRadius = 0
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            clipsToBounds = false
        case .card(let corners):
            // A middle row is clipped too (no corner masked, so square): what slides in
            // it, a swipe's actions, stays inside the card.
            layer.cornerRadius = ListSectionCard.cornerRadius
            layer.maskedCorners = corners
            clipsToBounds = true
        }
    }
}

import Foundation

/// What a view of UIKit's own chrome is, for a renderer (the `UIKitRendering` product) that
/// draws what iOS draws for it but OpenUIKit models without pixels: the back button's chevron,
/// a tab bar item's image. Not API: an SPI between OpenUIKit's modules.
@_spi(Rendering)
public enum _UIRenderingRole: Equatable {
    /// An ordinary view.
    case none
    /// A navigation bar's back button (a chevron before its title).
    case backButton
    /// A tab bar item's button: its image in `imageFrame` (the button's coordinates), in
    /// `color` (the tint when selected, else the bar's unselected colour).
    case tabBarButton(image: UIImage?, imageFrame: CGRect, color: UIColor)
    /// The content of a popover (not adapted): drawn in a rounded card with a shadow and an
    /// arrow whose tip is at `arrowTip` (the view's coordinates), filled with `color` (the
    /// popover's `backgroundColor`; nil: the system background, PV2).
    case popoverContent(arrowTip: CGPoint, color: UIColor?)
    /// A row of a grouped table: whether it is its section's first and last row, and whether
    /// the table is inset-grouped (rows in a card with rounded corners).
    case groupedCell(isFirst: Bool, isLast: Bool, isInset: Bool)
}

extension UIView {
    /// The chrome role of this view (see ``_UIRenderingRole``).
    @_spi(Rendering)
    public var _renderingRole: _UIRenderingRole {
        switch self {
        case let button as _UIButtonBarButton where button.onTap != nil: .backButton
        case let button as UITabBarButton:
            .tabBarButton(image: button.isSelected ? button.item.selectedImage ?? button.item.image : button.item.image,
                          imageFrame: button.imageFrame, color: button.itemColor)
        case let cell as UITableViewCell:
            if let table = cell._tableView, table.style != .plain, let indexPath = table.indexPath(for: cell) {
                .groupedCell(isFirst: indexPath.row == 0, isLast: indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1,
                             isInset: table.style == .insetGrouped)
            } else {
                .none
            }
        default:
            // The stored presentation controller only: asking for `presentationController`
            // would make one, and drawing must not change what a later presentation uses.
            if let controller = _viewController, controller._presentingViewController != nil,
               let popover = controller._presentationController as? UIPopoverPresentationController,
               popover.presentedView === self, let tip = popover._arrowTip {
                .popoverContent(arrowTip: tip, color: popover.backgroundColor)
            } else {
                .none
            }
        }
    }
}

extension UIView {
    /// Tells this view and the subviews that inherit its tint that the tint changed.
    func _propagateTintChange() {
        traitCollection.performAsCurrent { tintColorDidChange() }
        for subview in _subviews where subview._tintColor == nil { subview._propagateTintChange() }
    }
}

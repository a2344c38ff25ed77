import Foundation

extension UIWindow {
    /// The list of the menu open in the window, if any (the topmost).
    private var openMenuList: ContextMenuListView? {
        subviews.reversed().lazy.compactMap { ($0 as? ContextMenuContainerView)?.presentation?.list }.first
    }

    /// The titles of the open menu's rows, in order (nil when no menu is open): a submenu's
    /// header first, "Loading…" for elements still being provided.
    @_spi(Testing) public var _openMenuTitles: [String]? { openMenuList?.rowTitles }

    /// The row titled `title` of the open menu.
    @_spi(Testing) public func _openMenuRow(titled title: String) -> UIView? { openMenuList?.row(titled: title) }

    /// The open menu's frame in the window.
    @_spi(Testing) public var _openMenuFrame: CGRect? { openMenuList.map { $0.convert($0.bounds, to: self) } }
}

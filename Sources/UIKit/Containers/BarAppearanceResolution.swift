import Foundation

/// Which appearance a bar shows now (iOS 15): the top item's appearances over the bar's,
/// compact-height ones in compact height, and the scroll-edge ones while the content is
/// scrolled to the bar's edge. Computed when asked (pictures, title attributes); a content
/// scroll view that moves asks its navigation bar to lay out, so the title follows.
@MainActor
enum BarAppearanceResolution {
    /// The controller whose content a bar watches: through navigation controllers to their
    /// top controller and through tab bar controllers to the selected one.
    static func contentController(_ controller: UIViewController?) -> UIViewController? {
        switch controller {
        case let navigation as UINavigationController: contentController(navigation.topViewController)
        case let tabs as UITabBarController: contentController(tabs.selectedViewController)
        default: controller
        }
    }

    /// Whether `controller`'s content scroll view is at `edge` (top: scrolled to the top;
    /// bottom: scrolled to the end). Content without a scroll view is always at the edge.
    static func isAtEdge(_ edge: NSDirectionalRectEdge, of controller: UIViewController?) -> Bool {
        guard let content = contentController(controller), let scrollView = content.contentScrollView(for: edge) else { return true }
        let inset = scrollView.adjustedContentInset
        if edge == .top { return scrollView.contentOffset.y <= -inset.top + 0.5 }
        return scrollView.contentOffset.y + scrollView.bounds.height >= scrollView.contentSize.height + inset.bottom - 0.5
    }
}

extension UINavigationBar {
    /// The appearance the bar shows now, the top item's before the bar's: at the scroll edge
    /// the (compact) scroll-edge appearance, else in compact height the compact one, else
    /// the standard one with a transparent background; away from it the (compact) standard
    /// appearance.
    @_spi(Rendering) public var _currentAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.verticalSizeClass == .compact
        let standard = item?.standardAppearance ?? standardAppearance
        let plain = compact ? item?.compactAppearance ?? compactAppearance ?? standard : standard
        guard let controller = _navigationController, BarAppearanceResolution.isAtEdge(.top, of: controller.topViewController) else {
            return plain
        }
        // UINavigationBar.h: compact, the compact scroll-edge appearance, then the
        // scroll-edge one, then the compact one; else the standard one, made transparent.
        if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        if compact, let compactPlain = item?.compactAppearance ?? compactAppearance { return compactPlain }
        return _transparentStandard.of(standard)  // PN7
    }
}

extension UITabBar {
    /// The appearance the bar shows now, the selected item's before the bar's: at the bottom
    /// edge of the selected content, the scroll-edge appearance (else the standard one,
    /// transparent); otherwise the standard one.
    @_spi(Rendering) public var _currentAppearance: UITabBarAppearance {
        // The selected item's own appearances come before the bar's.
        let item = selectedItem
        let standard = item?.standardAppearance ?? standardAppearance
        guard let controller = _tabBarController, BarAppearanceResolution.isAtEdge(.bottom, of: controller.selectedViewController) else {
            return standard
        }
        return item?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? _transparentStandard.of(standard)  // PN7
    }
}

extension UIToolbar {
    /// The appearance the toolbar shows now, as a navigation bar's but at the bottom edge of
    /// the navigation controller's top content.
    @_spi(Rendering) public var _currentAppearance: UIToolbarAppearance {
        let compact = traitCollection.verticalSizeClass == .compact
        let plain = compact ? compactAppearance ?? standardAppearance : standardAppearance
        guard let controller = _navigationController, BarAppearanceResolution.isAtEdge(.bottom, of: controller.topViewController) else {
            return plain
        }
        if compact, let edge = compactScrollEdgeAppearance { return edge }
        if let edge = scrollEdgeAppearance { return edge }
        if compact, let compactPlain = compactAppearance { return compactPlain }
        return _transparentStandard.of(standardAppearance)  // PN7
    }
}

import Foundation

/// Margins and the older layout guides of controllers (S2, S4).
extension UIViewController {
    /// The smallest margins the root view gets (S4): 16 pt at the sides on narrow phones,
    /// 20 pt on screens 414 pt wide or more and in regular width; none above and below.
    var _defaultSystemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let width = _view?._window?.bounds.width ?? UIWindowScene._main._bounds.width
        let side: CGFloat = (width >= 414 || traitCollection.horizontalSizeClass == .regular) ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Deprecated (iOS 11): where content starts below the top bars (seed 001): the bottom
    /// of the navigation bar if one shows, else of the status bar if it shows, else the top
    /// of the view.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { LayoutSupportGuide(controller: self, edge: .top) }
    /// Deprecated (iOS 11): where content ends above the bottom bars (seed 001): the top of
    /// a toolbar or tab bar if one shows, else the bottom of the view.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { LayoutSupportGuide(controller: self, edge: .bottom) }
}

/// A layout guide of the older API: a length from the top or bottom of a controller's view.
/// Anchors come with Auto Layout.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The distance from the view's edge to the guide, never negative.
    var length: CGFloat { get }
}

/// `topLayoutGuide`/`bottomLayoutGuide`, measured from the bars when read.
@preconcurrency @MainActor
final class LayoutSupportGuide: UILayoutSupport {
    @Unretained var controller: UIViewController?  // PL11
    let edge: UIRectEdge

    init(controller: UIViewController, edge: UIRectEdge) {
        self.controller = controller
        self.edge = edge
    }

    var length: CGFloat {
        guard let controller, let view = controller._view, let window = view._window else { return 0 }
        let frame = view.convert(view.bounds, to: window)
        if edge == .top {
            let bar = controller._visibleBars(top: true).map { $0.convert($0.bounds, to: window).maxY }.max()
            let statusBar = UIWindowScene._main.statusBarManager.map { $0.isStatusBarHidden ? nil : $0.statusBarFrame.maxY } ?? nil
            guard let line = bar ?? statusBar else { return 0 }
            return max(0, line - frame.minY)
        }
        guard let line = controller._visibleBars(top: false).map({ $0.convert($0.bounds, to: window).minY }).min() else { return 0 }
        return max(0, frame.maxY - line)
    }
}

extension UIViewController {
    /// The bars of the containers around this controller that show: navigation bars at
    /// the top; toolbars and tab bars at the bottom.
    func _visibleBars(top: Bool) -> [UIView] {
        var bars: [UIView] = []
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller as? UINavigationController {
                let bar: UIView = top ? navigation.navigationBar : navigation.toolbar
                if !bar.isHidden, bar._window != nil { bars.append(bar) }
            }
            if !top, let tabs = controller as? UITabBarController, !tabs.tabBar.isHidden, tabs.tabBar._window != nil {
                bars.append(tabs.tabBar)
            }
            current = controller._parent
        }
        return bars
    }
}

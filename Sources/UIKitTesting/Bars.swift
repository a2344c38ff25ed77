@_spi(Testing) import UIKit

/// The title the navigation bar's back button shows ("" for `.minimal`), or nil when the
/// bar shows no back button. UIKit keeps the back button private; tests read it here.
@MainActor
public func backButtonTitle(of navigationBar: UINavigationBar) -> String? {
    navigationBar._backButtonView == nil ? nil : navigationBar._backButtonTitle
}

/// The frame of a bar button item's button in its window's coordinates, or nil when the
/// item does not show in a bar in a window.
@MainActor
public func buttonFrame(of item: UIBarButtonItem) -> CGRect? {
    guard let view = item._buttonView, let window = view.window else { return nil }
    return view.convert(view.bounds, to: window)
}

/// A drag of `item` from the customizing sheet (or from the bar) dropped on the bar's button
/// for `target`, as a finger would during `UITabBar.beginCustomizingItems(_:)` (TC6).
/// Returns whether the bar took it.
@MainActor
@discardableResult
public func dragTabBarItem(_ item: UITabBarItem, onto target: UITabBarItem, in tabBar: UITabBar) -> Bool {
    tabBar._dropCustomizingItem(item, onto: target)
}

// Drives Swift-30-Projects' "Project 01 - GoodAsOldPhones", ported unedited (Scripts/real-apps/run).
import Testing
import UIKit
import UIKitTesting

/// A tab bar from the storyboard; a product row pushes the product page through the storyboard's
/// push segue and `prepare(for:sender:)`; the page's button is wired to its `@IBAction`; Back
/// returns; the second tab lays out its scroll view.
@MainActor @Test func tappingAProductShowsItsPageAndBackReturns() throws {
    let clock = VirtualClock().install()
    let (_, window) = try launchPortedApp()
    let tabs = try #require(window.rootViewController as? UITabBarController)
    let navigation = try #require(tabs.selectedViewController as? UINavigationController)
    let list = try #require(navigation.topViewController as? ProductsTableViewController)
    #expect(list.tableView.numberOfRows(inSection: 0) == 4)
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.textLabel?.text == "1921 Dial Phone")
    #expect(cell.imageView?.image != nil)  // "image-cell2", from the app's asset catalog

    tap(cell)
    clock.advance(by: 1)
    let product = try #require(navigation.topViewController as? ProductViewController)
    #expect(navigation.viewControllers.count == 2)
    #expect(product.productNameLabel.text == "1921 Dial Phone")
    #expect(product.productImageView.image != nil)
    let buttons = product.view.subviews.compactMap { $0 as? UIButton }
    #expect(buttons.map { $0.actions(forTarget: product, forControlEvent: .touchUpInside) ?? [] } == [["addToCartButtonDidTap:"]])

    tapBackButton(of: navigation.navigationBar)
    clock.advance(by: 1)
    #expect(navigation.topViewController === list)

    let items = try #require(tabs.tabBar.items)
    tap(items[1], in: tabs.tabBar)
    clock.advance(by: 1)
    let second = tabs.selectedViewController
    let contact = try #require(((second as? UINavigationController)?.topViewController ?? second) as? ContactViewController)
    #expect(contact.isViewLoaded && contact.view.window === window)
    #expect(contact.scrollView.contentSize == CGSize(width: contact.view.frame.width, height: 800))
    #expect(contact.scrollView.frame.minY == contact.view.safeAreaInsets.top)
}

// Drives Swift-30-Projects' "Project 15 - SnapchatMenu", ported unedited (Scripts/real-apps/run).
import Testing
import UIKit
import UIKitTesting

/// Three child controllers loaded from xibs by name (`UIViewController(nibName:bundle: nil)`),
/// added as children and laid side by side in a paging scroll view that starts on the second
/// page; the status bar is hidden.
/// As on iOS, `viewDidLoad` reads the view's frame as the storyboard has it (375 × 667), not the
/// phone's (390 × 844): the app's pages are 375 points apart on an iPhone 14 too.
@MainActor @Test func threeNibChildrenSideBySideInAScrollView() throws {
    _ = VirtualClock().install()
    let (_, window) = try launchPortedApp()
    let menu = try #require(window.rootViewController as? ViewController)
    #expect(menu.view.frame.size == window.bounds.size)
    let width: CGFloat = 375  // the storyboard's
    #expect(menu.children.count == 3)
    #expect(menu.children.allSatisfy { $0.isViewLoaded && $0.view.superview === menu.scrollView && $0.view.window === window })
    #expect(menu.children.map { $0.view.frame.minX } == [0, width * 2, width * 3])
    #expect(menu.children.allSatisfy { !$0.view.subviews.isEmpty })  // each view came from its xib
    #expect(menu.scrollView.contentSize == CGSize(width: width * 4, height: 667))
    #expect(menu.scrollView.contentOffset.x == width)
    #expect(window.windowScene?.statusBarManager?.isStatusBarHidden == true)
}

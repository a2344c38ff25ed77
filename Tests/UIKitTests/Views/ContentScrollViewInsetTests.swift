import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A controller's content scroll view (its first subview) under a navigation bar takes the
/// bar's height into its adjusted inset even when its content does not scroll (S6).
@MainActor
@Suite(.uikit) struct ContentScrollViewInsetTests {
    init() { _ = freshUIKit() }

    @Test func test_S6_aControllersContentScrollViewStartsBelowTheNavigationBar() {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: .zero)
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(scroll)
        scroll.frame = controller.view.bounds
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(other)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        drainMainRunLoop()
        window.layoutIfNeeded()
        #expect(scroll.safeAreaInsets.top > 44)
        #expect(scroll.adjustedContentInset.top == scroll.safeAreaInsets.top)
        #expect(scroll.contentOffset.y == -scroll.adjustedContentInset.top)
        // Another scroll view of the controller, whose content does not scroll, takes none.
        #expect(other.safeAreaInsets.top > 0 && other.adjustedContentInset.top == 0)
    }
}

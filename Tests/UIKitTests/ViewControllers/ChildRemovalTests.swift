import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// PN8: `removeFromParent()` finds the child without looking at every sibling, and the
/// others keep their order (C8).
@MainActor
@Suite(.uikit) struct ChildRemovalTests {
    init() { _ = freshUIKit() }

    @Test func test_PN8_removingAnyOfTenThousandChildrenLooksAtFewSiblings() {
        let parent = UIViewController()
        let children = (0..<10_000).map { _ in UIViewController() }
        for child in children { parent.addChild(child) }
        var expected = children
        for index in [0, 9_999, 5_000, 1, 7_777, 4_999] {
            let child = expected.remove(at: expected.firstIndex { $0 === children[index] }!)
            let before = UIViewController._childrenExaminedByRemovals
            child.willMove(toParent: nil)
            child.removeFromParent()
            #expect(UIViewController._childrenExaminedByRemovals - before <= 20)
            #expect(child.parent == nil)
        }
        #expect(parent.children.count == 9_994)
        #expect(parent.children.elementsEqual(expected, by: ===))
    }

    @Test func test_PN8_childrenStayInOrderThroughAddsAndRemovesAndAnAddAgainMovesToTheEnd() {
        let parent = UIViewController()
        let a = UIViewController(), b = UIViewController(), c = UIViewController(), d = UIViewController()
        for child in [a, b, c, d] { parent.addChild(child) }
        b.removeFromParent()
        #expect(parent.children == [a, c, d])
        parent.addChild(a)  // C8: already a child: it moves to the end, listed once
        #expect(parent.children == [c, d, a] && a.parent === parent)
        parent.addChild(b)
        #expect(parent.children == [c, d, a, b])
        let before = UIViewController._childrenExaminedByRemovals
        d.removeFromParent()
        a.removeFromParent()
        #expect(UIViewController._childrenExaminedByRemovals - before <= 6)
        #expect(parent.children == [c, b])
        c.removeFromParent()
        b.removeFromParent()
        #expect(parent.children.isEmpty)
        b.removeFromParent()  // no parent: nothing happens
        #expect(b.parent == nil)
    }

    @Test func test_PN8_afterAContainerReordersItsChildrenTheFirstRemovalLooksAtAllOnce() {
        let tabs = UITabBarController()
        let pages = (0..<5).map { _ in UIViewController() }
        tabs.viewControllers = pages
        tabs.setViewControllers(Array(pages.reversed()), animated: false)  // the container orders them
        #expect(tabs.children.elementsEqual(pages.reversed(), by: ===))
        var before = UIViewController._childrenExaminedByRemovals
        pages[2].removeFromParent()
        #expect(UIViewController._childrenExaminedByRemovals - before == 5)  // out of order: one pass
        var expected = Array(pages.reversed())
        expected.removeAll { $0 === pages[2] }
        #expect(tabs.children.elementsEqual(expected, by: ===))
        before = UIViewController._childrenExaminedByRemovals
        pages[3].removeFromParent()
        #expect(UIViewController._childrenExaminedByRemovals - before == 4)  // still out of order
        expected.removeAll { $0 === pages[3] }
        #expect(tabs.children.elementsEqual(expected, by: ===))
    }

    @Test func test_PN8_aRemovedChildIsFreed() {
        let parent = UIViewController()
        weak var weakChild: UIViewController?
        do {
            let child = UIViewController()
            weakChild = child
            for _ in 0..<3 { parent.addChild(UIViewController()) }
            parent.addChild(child)
            parent.addChild(child)
            parent.addChild(UIViewController())
            child.removeFromParent()
        }
        #expect(weakChild == nil)
        #expect(parent.children.count == 4)
    }
}

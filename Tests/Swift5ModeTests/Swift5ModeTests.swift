import Testing
import UIKit
import UIKitTesting

/// The Swift 5 code beside this file, built in Swift 5 mode as Xcode builds iOS apps, run.
@MainActor @Suite(.uikit) struct Swift5ModeTests {
    @Test func test_SW1_nonisolatedHelpersTouchUIKitAndRun() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView()
        placeBadge(badge, in: container)
        BadgeStyler().style(badge)
        lastStyledView = badge
        #expect(badge.frame == CGRect(x: 170, y: 10, width: 20, height: 20))
        #expect(badge.superview === container)
        #expect(badge.layer.cornerRadius == 10)
        #expect(lastStyledView === badge)
    }

    @Test func test_SW2_anAnimatorInAnExtensionOfAPlainObjectIsCalledWithItsOptionalMethods() {
        let clock = resetUIKit()
        let presenter = UIViewController()
        let window = showInWindow(presenter)
        let transitions = FadeTransitions()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitions
        presenter.present(presented, animated: true)
        drainMainRunLoop()
        #expect(transitions.animator.log == ["animate"])
        clock.advance(by: 0.6)
        drainMainRunLoop()
        #expect(transitions.animator.log == ["animate", "completion finished=true", "ended true"])
        #expect(transitions.animator.endings == [true])
        #expect(presented.view.frame == window.bounds)
        #expect(presenter.presentedViewController === presented)
    }

    @Test func test_SW1_aPageDataSourceInAPlainObjectPagesForward() {
        let pages = NumberPages(count: 3)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = pages
        controller.setViewControllers([pages.page(0)], direction: .forward, animated: false)
        _ = showInWindow(controller)
        let after = pages.pageViewController(controller, viewControllerAfter: controller.viewControllers![0])
        #expect(after?.title == "1")
        #expect(pages.pageViewController(controller, viewControllerBefore: controller.viewControllers![0]) == nil)
    }

    @Test func test_SW3_aCoordinatorAnimationNeedsNoCompletion() {
        let clock = resetUIKit()
        let watcher = RotationWatcher()
        _ = showInWindow(watcher)
        drainMainRunLoop()
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: true)
        clock.advance(by: 1)
        drainMainRunLoop()
        #expect(watcher.sizes.count == 1)
        #expect(watcher.sizes.first.map { $0.width > $0.height } == true)
    }
}

/// TextKit code as iOS apps write it (TextKitStyleCode.swift), built in Swift 5 mode and run.
@MainActor @Suite(.uikit) struct TextKitSwift5ModeTests {
    @Test func test_TK12_aCircularContainerFromAnIOSAppShapesItsTextView() {
        let controller = NotesViewController()
        _ = showInWindow(controller)
        let manager = controller.tv.layoutManager
        // The text view kept the storage the controller made and dropped.
        #expect(controller.tv.textStorage.delegate === controller && controller.edits == [NSRange(location: 0, length: 180)])
        var lines: [CGRect] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, _, _, _, _ in
            lines.append(rect)
        }
        // Lines are narrow at the top and bottom of the circle and widest across its middle.
        let widest = lines.max { $0.width < $1.width }!
        #expect(lines.count > 5 && lines.first!.width < widest.width && lines.last!.width < widest.width)
        #expect(abs(widest.midY - 60) < 12 && abs(widest.midX - 60) < 0.001)
        #expect(lines.allSatisfy { $0.minX >= 0 && $0.maxX <= 120 })
    }

    @Test func test_TK17_twoColumnsAreDrawnInDrawRectAndTapsFindTheirLine() {
        let view = TwoColumnView(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
        view.text = NSAttributedString(string: "one\ntwo\nthree\nfour", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.lm.glyphRange(for: view.tc) == NSRange(location: 0, length: 8))
        #expect(view.lm.glyphRange(for: view.tc2) == NSRange(location: 8, length: 10))
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in view.draw(view.bounds) }
        #expect(image.size == CGSize(width: 200, height: 24))
        #expect(view.tappedLine(at: CGPoint(x: 20, y: 15)) == NSRange(location: 4, length: 3))
        #expect(view.tappedLine(at: CGPoint(x: 120, y: 3)) == NSRange(location: 8, length: 5))
    }
}

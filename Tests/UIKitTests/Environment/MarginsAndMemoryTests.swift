import Foundation
import Testing
import UIKit
import UIKitTesting

/// S4: layout margins; Z3: memory warnings; content size.
@MainActor
@Suite(.uikit)
struct MarginsAndMemoryTests {
    @Test func test_S4_systemMinimumMarginsByWidth() {
        _ = freshUIKit()
        let root = UIViewController()
        showInWindow(root)
        #expect(root.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 67, bottom: 21, right: 67))  // 47 pt safe area + 20 pt
        UIScreen.main.setDeviceProfile(.iPhone15ProMax)
        #expect(root.systemMinimumLayoutMargins.leading == 20)
    }

    @Test func test_S4_respectingTheMinimumAndMarginCallbacks() {
        _ = freshUIKit()
        let trace = Trace()
        let root = EnvTraced("A", trace)
        showInWindow(root)
        _ = trace.take()
        root.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 30)
        #expect(trace.take() == ["A.viewLayoutMarginsDidChange"])
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 51, left: 16, bottom: 38, right: 30))  // minimum still applies at the sides
        root.viewRespectsSystemMinimumLayoutMargins = false
        root.view.layoutIfNeeded()
        #expect(trace.take() == ["A.viewLayoutMarginsDidChange", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 51, left: 4, bottom: 38, right: 30))
        root.view.insetsLayoutMarginsFromSafeArea = false
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30))
    }

    @Test func test_S4_preservingTheSuperviewsMargins() {
        _ = freshUIKit()
        let root = UIViewController()
        showInWindow(root)
        let inner = UIView(frame: CGRect(x: 10, y: 300, width: 370, height: 100))
        root.view.addSubview(inner)
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        inner.preservesSuperviewLayoutMargins = true
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))  // 16 pt less the 10 pt it is inset by
        inner.frame.origin.x = 0
        inner.frame.size.width = 390
        #expect(inner.layoutMargins.left == 16 && inner.layoutMargins.right == 16)
        #expect(inner.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 8, width: 358, height: 84))
    }

    @Test func test_Z3_memoryWarningReachesEveryControllerAndKeepsViews() {
        _ = freshUIKit()
        let trace = Trace()
        let delegate = OrientationAppDelegate()
        delegate.trace = trace
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let shown = EnvTraced("Shown", trace), covered = EnvTraced("Covered", trace), offscreen = EnvTraced("Offscreen", trace)
        shown.notesLayout = false; covered.notesLayout = false
        let nav = UINavigationController(rootViewController: covered)
        showInWindow(nav)
        nav.pushViewController(shown, animated: false)
        drainMainRunLoop()
        final class Counter: @unchecked Sendable { var count = 0 }
        let posted = Counter()
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
            posted.count += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        _ = trace.take()
        UIApplication.shared.performMemoryWarning()
        let lines = trace.take()
        #expect(lines.first == "app.didReceiveMemoryWarning" && posted.count == 1)
        #expect(lines.dropFirst().filter { $0.hasSuffix("didReceiveMemoryWarning") } == [
            "Shown.didReceiveMemoryWarning", "Covered.didReceiveMemoryWarning", "Offscreen.didReceiveMemoryWarning",
        ])
        #expect(covered.isViewLoaded && shown.isViewLoaded && !offscreen.isViewLoaded)
    }

    @Test func test_preferredContentSizeTellsTheParent() {
        final class Parent: UIViewController {
            var heard: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                heard.append(container.preferredContentSize)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        child.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(parent.heard == [CGSize(width: 300, height: 200)])
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
    }
}

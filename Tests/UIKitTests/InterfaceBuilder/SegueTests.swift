import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Segues from the fixtures: triggered and performed (I3), unwind (I4), references (I5).
@MainActor
@Suite(.uikit) struct SegueTests {
    let clock: VirtualClock

    init() {
        clock = freshUIKit()
        _ = IBLog.take()
    }

    private func settle() { UIKitTests.settle(clock) }

    /// The initial navigation controller in a window, and its list.
    private func showList() throws -> (UINavigationController, IBListViewController, UIWindow) {
        let navigation = try #require(mainStoryboard().instantiateInitialViewController() as? UINavigationController)
        let window = showInWindow(navigation)
        let list = try #require(navigation.topViewController as? IBListViewController)
        settle()
        _ = IBLog.take()
        return (navigation, list, window)
    }

    @Test func test_I3_triggeredSegueAsksShouldPerformThenPreparesThenShows() throws {
        let (navigation, list, window) = try showList()
        defer { window.isHidden = true }
        list.buttons[0].sendActions(for: .touchUpInside)
        settle()
        #expect(IBLog.take() == [
            "List.buttonTapped",
            "List.shouldPerformSegue showDetail",
            "Detail.init(coder:)",
            "List.prepare showDetail -> IBDetailViewController sender=UIButton",
        ])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController is IBDetailViewController)
    }

    @Test func test_I3_shouldPerformSegueFalseStopsATriggeredSegue() throws {
        let (navigation, list, window) = try showList()
        defer { window.isHidden = true }
        list.allowsSegues = false
        list.buttons[0].sendActions(for: .touchUpInside)
        settle()
        #expect(IBLog.take() == ["List.buttonTapped", "List.shouldPerformSegue showDetail"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func test_I3_performSegueDoesNotAskShouldPerformAndPresentsWithTheFilesStyle() throws {
        let (_, list, window) = try showList()
        defer { window.isHidden = true }
        list.allowsSegues = false  // not asked for performSegue
        list.performSegue(withIdentifier: "presentManually", sender: "me")
        settle()
        #expect(IBLog.take() == ["Detail.init(coder:)", "List.prepare presentManually -> IBDetailViewController sender=String"])
        let presented = try #require(list.navigationController?.presentedViewController)
        #expect(presented.modalPresentationStyle == .overFullScreen && presented.modalTransitionStyle == .crossDissolve)
    }

    @Test func test_I3_barButtonItemTriggersItsSegue() throws {
        let (navigation, list, window) = try showList()
        defer { window.isHidden = true }
        list.navigationItem.rightBarButtonItem?._tapped()
        settle()
        #expect(IBLog.take() == ["List.shouldPerformSegue add", "Detail.init(coder:)", "List.prepare add -> IBDetailViewController sender=UIBarButtonItem"])
        #expect(navigation.presentedViewController?.modalPresentationStyle == .fullScreen)
    }

    @Test func test_I3_unknownSegueIdentifierRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { mainStoryboard().instantiateViewController(withIdentifier: "List").performSegue(withIdentifier: "nope", sender: nil) }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Receiver (<UIKitTests.IBListViewController: 0x"))
        #expect(stderr.contains(") has no segue with identifier 'nope'"))
    }

    @Test func test_I3_embedSegueAddsTheChildWhenTheContainerViewLoads() throws {
        let container = mainStoryboard().instantiateViewController(withIdentifier: "Container")
        _ = IBLog.take()
        #expect(container.children.isEmpty)  // not before the view loads
        container.loadViewIfNeeded()
        let child = try #require(container.children.first as? IBDetailViewController)
        #expect(IBLog.take() == ["Detail.init(coder:)", "List.prepare embedChild -> IBDetailViewController sender=nil",
                                 "List.viewDidLoad titleLabel=nil buttons=-1"])  // embedded while the view loads
        let containerView = container.view.subviews[0]
        #expect(child.view.superview === containerView && child.view.frame == containerView.bounds)
        #expect(child.parent === container)
    }

    @Test func test_I4_unwindPopsToTheControllerThatHandlesTheAction() throws {
        let (navigation, list, window) = try showList()
        defer { window.isHidden = true }
        list.buttons[0].sendActions(for: .touchUpInside)
        settle()
        weak var weakDetail: IBDetailViewController?
        do {
            let detail = try #require(navigation.topViewController as? IBDetailViewController)
            weakDetail = detail
            _ = IBLog.take()
            detail.doneButton.sendActions(for: .touchUpInside)
            settle()
        }
        #expect(IBLog.take() == ["Detail.prepare done -> IBListViewController", "List.unwindToList from=IBDetailViewController"])
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
        #expect(weakDetail == nil)  // the popped controller is released
    }

    @Test func test_I4_unwindFromAPresentedControllerDismissesIt() throws {
        let (navigation, list, window) = try showList()
        defer { window.isHidden = true }
        list.performSegue(withIdentifier: "presentManually", sender: nil)
        settle()
        let modal = try #require(navigation.presentedViewController as? IBDetailViewController)
        _ = IBLog.take()
        modal.doneButton.sendActions(for: .touchUpInside)
        settle()
        #expect(IBLog.take() == ["Detail.prepare nil -> IBListViewController", "List.unwindToList from=IBDetailViewController"])
        #expect(navigation.presentedViewController == nil)
    }

    @Test func test_I4_searchAsksChildrenThenParentsAndSkipsTheSource() {
        final class Probe: UIViewController {
            var handles = false
            var asked: [String] = []
            override func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
                asked.append(action.name)
                return handles
            }
        }
        let root = Probe(), sibling = Probe(), source = Probe()
        root.addChild(sibling); sibling.didMove(toParent: root)
        root.addChild(source); source.didMove(toParent: root)
        sibling.handles = true
        root.handles = true
        let found = source._unwindDestination(for: UIStoryboardUnwindSegueSource(source: source, unwindAction: "back:", sender: nil))
        #expect(found === sibling)  // the root's other child before the root itself
        #expect(source.asked.isEmpty && root.asked.isEmpty)
        sibling.handles = false
        #expect(source._unwindDestination(for: UIStoryboardUnwindSegueSource(source: source, unwindAction: "back:", sender: nil)) === root)
        #expect(sibling.asked == ["back:", "back:"] && root.asked == ["back:"])
    }

    @Test func test_I5_storyboardReferenceLoadsTheOtherStoryboardWhenTheSegueRuns() throws {
        let (navigation, list, window) = try showList()
        defer { window.isHidden = true }
        list.buttons[1].sendActions(for: .touchUpInside)
        settle()
        let other = try #require(navigation.topViewController as? IBDetailViewController)
        #expect(other.title == "Other")
        #expect(other.storyboard !== list.storyboard)  // the referenced storyboard
        #expect(IBLog.take() == ["List.shouldPerformSegue showReference", "Detail.init(coder:)", "List.prepare showReference -> IBDetailViewController sender=UIButton"])
    }
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting
import XCTest

/// PN5: the run loop's wake-ups are armed once while they wait, not once per queued item.
@MainActor
@Suite(.uikit) struct SchedulerWakeTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_PN5_pushingManyControllersArmsAtMostOneWakeUpOfEachKind() {
        let trace = Trace()
        let (nav, _, _) = showNavigation(trace)
        let armedBefore = UIKitScheduler.shared._wakeUpsArmed
        var pushed: [UIViewController] = []
        for index in 0..<200 {
            let controller = UIViewController()
            controller.title = "\(index)"
            nav.pushViewController(controller, animated: false)
            UIKitScheduler.shared.runTurn()
            pushed.append(controller)
        }
        drainMainRunLoop()
        // A wake-up left waiting by the setup may already cover every push: none or one of each.
        #expect(UIKitScheduler.shared._wakeUpsArmed - armedBefore <= 2)
        #expect(nav.viewControllers.count == 201 && nav.topViewController === pushed.last)
        #expect(pushed.last?.viewIfLoaded?.window != nil && pushed[198].viewIfLoaded?.window == nil)
        #expect(nav.navigationBar.topItem?.title == "199")
    }

    @Test func test_PN5_workQueuedWhileAWakeUpWaitsRunsInPhaseOrderInTheNextTurn() {
        var order: [String] = []
        UIKitScheduler.shared.enqueue(.completions) { order.append("completion 1") }
        UIKitScheduler.shared.drain()
        let armed = UIKitScheduler.shared._wakeUpsArmed
        UIKitScheduler.shared.enqueue(.completions) { order.append("completion 2") }
        UIKitScheduler.shared.enqueue(.transitions) { order.append("transition") }
        UIKitScheduler.shared.schedule(after: 0) { order.append("timer") }
        #expect(UIKitScheduler.shared._wakeUpsArmed == armed)  // the waiting wake-ups serve them
        #expect(UIKitScheduler.shared.hasPendingWork)
        UIKitScheduler.shared.runTurn()
        #expect(order == ["completion 1", "timer", "transition", "completion 2"])
        #expect(!UIKitScheduler.shared.hasPendingWork)
    }
}

/// PN5 on the main thread (XCTest): a wake-up that stayed armed across turns run directly
/// still runs what was queued after them when the run loop runs.
final class SchedulerWakeRunLoopTests: UIKitTestCase {
    func test_PN5_aWakeUpLeftArmedRunsLaterWorkWhenTheRunLoopRuns() {
        onMainActor {
            var ran: [String] = []
            UIKitScheduler.shared.enqueue(.completions) { ran.append("first") }
            UIKitScheduler.shared.drain()  // runs it directly; the wake-ups stay armed
            let armed = UIKitScheduler.shared._wakeUpsArmed
            UIKitScheduler.shared.enqueue(.completions) { ran.append("second") }
            XCTAssertEqual(UIKitScheduler.shared._wakeUpsArmed, armed)
            // A run with a limit already past may return before polling its sources on a busy
            // machine; a few turns bound it without waiting.
            for _ in 0..<10 where ran.count < 2 { RunLoop.main.run(until: Date()) }
            XCTAssertEqual(ran, ["first", "second"])
            XCTAssertFalse(UIKitScheduler.shared.hasPendingWork)
            // Both wake-ups fired: the next work arms them again, and the run loop runs it.
            UIKitScheduler.shared.enqueue(.completions) { ran.append("third") }
            for _ in 0..<10 where ran.count < 3 { RunLoop.main.run(until: Date()) }
            XCTAssertEqual(ran, ["first", "second", "third"])
        }
    }
}

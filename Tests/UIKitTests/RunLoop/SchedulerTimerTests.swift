import Foundation
import Testing
import UIKit
import UIKitTesting

/// The scheduler's timed work (`UIKitScheduler.schedule(after:_:)`) on a virtual clock.
@MainActor
@Suite(.uikit) struct SchedulerTimerTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func aTimerRunsAtItsTimeWhenTheClockAdvances() {
        let start = clock.now
        var fired: [TimeInterval] = []
        UIKitScheduler.shared.schedule(after: 0.5) { fired.append(UIKitScheduler.shared.clock.now - start) }
        drainMainRunLoop()
        #expect(fired == [])
        #expect(!UIKitScheduler.shared.hasPendingWork && !UIKitScheduler.shared.isIdle)  // waiting, not due
        clock.advance(by: 0.4)
        #expect(fired == [])
        clock.advance(by: 0.2)
        #expect(fired == [0.5])  // the clock stopped at the timer's time
        #expect(UIKitScheduler.shared.isIdle)
    }

    @Test func timersRunEarliestFirstThenInTheOrderScheduled() {
        var order: [String] = []
        UIKitScheduler.shared.schedule(after: 0.3) { order.append("late") }
        UIKitScheduler.shared.schedule(after: 0.1) { order.append("early-1") }
        UIKitScheduler.shared.schedule(after: 0.1) { order.append("early-2") }
        clock.advance(by: 0.05)
        #expect(order == [])
        clock.advance(by: 1, step: 1)  // a long step still stops at each timer's time
        #expect(order == ["early-1", "early-2", "late"])
    }

    @Test func aCancelledTimerDoesNotRun() {
        var fired = 0
        let token = UIKitScheduler.shared.schedule(after: 0.2) { fired += 1 }
        UIKitScheduler.shared.schedule(after: 0.2) { fired += 10 }
        UIKitScheduler.shared.cancel(token)
        clock.advance(by: 0.3)
        #expect(fired == 10)
        UIKitScheduler.shared.cancel(token)  // already gone: nothing happens
        #expect(UIKitScheduler.shared.isIdle)
    }

    @Test func aZeroDelayRunsInTheNextTurnAndWorkItQueuesRunsInTheSameDrain() {
        var log: [String] = []
        UIKitScheduler.shared.schedule(after: 0) {
            log.append("timer")
            UIKitScheduler.shared.enqueue(.completions) { log.append("completion") }
            UIKitScheduler.shared.schedule(after: 0) { log.append("second timer") }
        }
        #expect(log == [] && UIKitScheduler.shared.hasPendingWork)
        drainMainRunLoop()
        #expect(log == ["timer", "completion", "second timer"])
    }

    @Test func replacingTheClockDropsTheTimersWaiting() {
        var fired = false
        UIKitScheduler.shared.schedule(after: 0.1) { fired = true }
        let newClock = VirtualClock().install()
        newClock.advance(by: 1)
        #expect(!fired && UIKitScheduler.shared.isIdle)
    }
}

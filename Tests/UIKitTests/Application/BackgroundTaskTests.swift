import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// What the expiration handlers saw, in order.
@MainActor
private final class ExpiryLog {
    var entries: [String] = []
    let start: TimeInterval
    init(start: TimeInterval) { self.start = start }

    /// A handler that records `name` with the clock time since `start`.
    func handler(_ name: String) -> @MainActor @Sendable () -> Void {
        { [self] in entries.append("\(name)@\(UIKitScheduler.shared.clock.now - start)") }
    }
}

/// Background tasks and the background time iOS grants, on UIKit's clock (FN6–FN12).
@MainActor
@Suite(.uikit) struct BackgroundTaskTests {
    let clock: VirtualClock
    let app = UIApplication.shared

    init() {
        clock = freshUIKit()
        BackgroundExecution.reset()
    }

    @Test func test_FN6_identifiersAreUniqueAndIncreasing() {
        defer { BackgroundExecution.reset() }
        let first = app.beginBackgroundTask()
        let second = app.beginBackgroundTask(withName: "upload")
        let third = app.beginBackgroundTask(expirationHandler: {})
        #expect([first, second, third].map(\.rawValue) == [1, 2, 3])
        #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
        #expect(UIBackgroundTaskIdentifier(7) == UIBackgroundTaskIdentifier(rawValue: 7))
        app.endBackgroundTask(second)
        #expect(app.beginBackgroundTask().rawValue == 4)  // never reused
    }

    @Test func test_FN7_timeRemainingIsUnlimitedUntilABackgroundCountdownRuns() {
        defer { BackgroundExecution.reset() }
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        app.simulateBackground()
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)  // in the background, no task yet
        app.simulateForeground()
        let task = app.beginBackgroundTask()
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)  // a task, in the foreground
        app.endBackgroundTask(task)
    }

    @Test func test_FN7_timeRemainingCountsDownOnUIKitsClock() {
        defer { BackgroundExecution.reset() }
        let task = app.beginBackgroundTask()
        app.simulateBackground()
        #expect(app.backgroundTimeRemaining == 30)
        clock.advance(by: 10, step: 1)
        #expect(app.backgroundTimeRemaining == 20)
        clock.advance(by: 25, step: 1)
        #expect(app.backgroundTimeRemaining == 0)
        app.endBackgroundTask(task)
        #expect(app.backgroundTimeRemaining == 0)  // used up for this background period
    }

    @Test func test_FN8_handlersRunThirtySecondsAfterEnteringTheBackgroundInTheOrderBegun() {
        defer { BackgroundExecution.reset() }
        let log = ExpiryLog(start: clock.now)
        let a = app.beginBackgroundTask(expirationHandler: log.handler("A"))
        let b = app.beginBackgroundTask(withName: "B", expirationHandler: log.handler("B"))
        let c = app.beginBackgroundTask(expirationHandler: log.handler("C"))
        clock.advance(by: 5, step: 1)
        app.simulateBackground()  // at 5
        clock.advance(by: 29.5, step: 1)
        #expect(log.entries == [])
        clock.advance(by: 10, step: 1)
        #expect(log.entries == ["A@35.0", "B@35.0", "C@35.0"])
        for task in [a, b, c] { app.endBackgroundTask(task) }
    }

    @Test func test_FN8_aTaskBegunInTheBackgroundStartsTheCountdownAtOnce() {
        defer { BackgroundExecution.reset() }
        let log = ExpiryLog(start: clock.now)
        app.simulateBackground()  // at 0, no task: no countdown
        clock.advance(by: 12, step: 1)
        let first = app.beginBackgroundTask(expirationHandler: log.handler("first"))  // countdown to 42
        #expect(app.backgroundTimeRemaining == 30)
        clock.advance(by: 8, step: 1)
        let second = app.beginBackgroundTask(expirationHandler: log.handler("second"))  // the same deadline
        #expect(app.backgroundTimeRemaining == 22)
        clock.advance(by: 60, step: 1)
        #expect(log.entries == ["first@42.0", "second@42.0"])
        app.endBackgroundTask(first)
        app.endBackgroundTask(second)
    }

    @Test func test_FN8_handlersRunOnTheMainActor() {
        defer { BackgroundExecution.reset() }
        let probe = ExpiryLog(start: clock.now)
        let task = app.beginBackgroundTask { [probe] in
            MainActor.assertIsolated()
            probe.entries.append("main=\(MainExecution.isMain)")
        }
        app.simulateBackground()
        clock.advance(by: 30, step: 1)
        #expect(probe.entries == ["main=true"])
        app.endBackgroundTask(task)
    }

    @Test func test_FN9_aTaskEndedBeforeTheDeadlineNeverRunsItsHandler() {
        defer { BackgroundExecution.reset() }
        let log = ExpiryLog(start: clock.now)
        let early = app.beginBackgroundTask(expirationHandler: log.handler("early"))
        let late = app.beginBackgroundTask(expirationHandler: log.handler("late"))
        app.simulateBackground()
        clock.advance(by: 10, step: 1)
        app.endBackgroundTask(early)
        clock.advance(by: 30, step: 1)
        #expect(log.entries == ["late@30.0"])
        app.endBackgroundTask(late)
    }

    @Test func test_FN9_aHandlerThatEndsALaterTaskKeepsItsHandlerFromRunning() {
        defer { BackgroundExecution.reset() }
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let log = ExpiryLog(start: clock.now)
        let app = self.app
        let first = app.beginBackgroundTask { [log] in
            log.entries.append("first")
            app.endBackgroundTask(UIBackgroundTaskIdentifier(2))
        }
        let second = app.beginBackgroundTask(expirationHandler: log.handler("second"))
        #expect(second.rawValue == 2)
        app.simulateBackground()
        clock.advance(by: 30, step: 1)
        #expect(log.entries == ["first"])
        app.endBackgroundTask(first)
        #expect(capture.messages == [])
    }

    @Test func test_FN9_aTaskEndedOnAnotherThreadNeverRunsItsHandler() async {
        defer { BackgroundExecution.reset() }
        let log = ExpiryLog(start: clock.now)
        let app = self.app
        let task = app.beginBackgroundTask(expirationHandler: log.handler("ended"))
        app.simulateBackground()
        await Task.detached { app.endBackgroundTask(task) }.value
        clock.advance(by: 40, step: 1)
        #expect(log.entries == [])
    }

    @Test func test_FN9_returningToTheForegroundCancelsTheDeadline() {
        defer { BackgroundExecution.reset() }
        let log = ExpiryLog(start: clock.now)
        let task = app.beginBackgroundTask(expirationHandler: log.handler("task"))
        app.simulateBackground()
        clock.advance(by: 20, step: 1)
        app.simulateForeground()  // at 20
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
        clock.advance(by: 100, step: 1)
        #expect(log.entries == [])
        app.simulateBackground()  // at 120: a new background period, a new countdown
        #expect(app.backgroundTimeRemaining == 30)
        clock.advance(by: 40, step: 1)
        #expect(log.entries == ["task@150.0"])
        app.endBackgroundTask(task)
    }

    @Test func test_FN10_anAppThatNeverGoesToTheBackgroundNeverRunsAHandler() {
        defer { BackgroundExecution.reset() }
        let log = ExpiryLog(start: clock.now)
        let task = app.beginBackgroundTask(expirationHandler: log.handler("task"))
        clock.advance(by: 600, step: 10)
        #expect(log.entries == [])
        #expect(UIKitScheduler.shared.isIdle)  // nothing waits on the clock
        app.endBackgroundTask(task)
    }

    @Test func test_FN11_onceTheTimeRanOutBeginReturnsInvalidUntilTheForeground() {
        defer { BackgroundExecution.reset() }
        let log = ExpiryLog(start: clock.now)
        let app = self.app
        let task = app.beginBackgroundTask { [log] in
            log.entries.append("expired, then begin → \(app.beginBackgroundTask().rawValue)")
        }
        app.simulateBackground()
        clock.advance(by: 30, step: 1)
        #expect(log.entries == ["expired, then begin → 0"])
        #expect(app.beginBackgroundTask() == .invalid)
        app.endBackgroundTask(task)
        app.simulateForeground()
        #expect(app.beginBackgroundTask().rawValue == 2)
    }

    @Test func test_FN12_endingAnIdentifierThatNamesNoOpenTaskLogsUIKitsMessage() {
        defer { BackgroundExecution.reset() }
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        app.endBackgroundTask(.invalid)
        app.endBackgroundTask(UIBackgroundTaskIdentifier(344))
        let task = app.beginBackgroundTask()
        app.endBackgroundTask(task)
        app.endBackgroundTask(task)
        let tail = ", or it may have already been ended. Break in UIApplicationEndBackgroundTaskError() to debug."
        #expect(capture.messages == [
            "Can't end BackgroundTask: no background task exists with identifier 0 (0x0)" + tail,
            "Can't end BackgroundTask: no background task exists with identifier 344 (0x158)" + tail,
            "Can't end BackgroundTask: no background task exists with identifier 1 (0x1)" + tail,
        ])
    }
}

// Drives Swift-30-Projects' "Project 02 - Stopwatch", ported unedited (Scripts/real-apps/run).
import Testing
import UIKit
import UIKitTesting

/// Start runs two selector-based timers (ported to UIKit's clock), Lap records a row, Stop and
/// Reset put everything back: all through the storyboard's buttons and their `@IBAction`s.
@MainActor @Test func startLapStopAndResetOnTheVirtualClock() throws {
    let clock = VirtualClock().install()
    let (_, window) = try launchPortedApp()
    let navigation = try #require(window.rootViewController as? UINavigationController)
    let stopwatch = try #require(navigation.topViewController as? ViewController)
    #expect(stopwatch.playPauseButton.title(for: .normal) == "Start")
    #expect(!stopwatch.lapRestButton.isEnabled)

    tap(stopwatch.playPauseButton)
    #expect(stopwatch.playPauseButton.title(for: .normal) == "Stop")
    clock.advance(by: 1.05, step: 0.005)
    #expect(stopwatch.timerLabel.text == "00:01.05")

    tap(stopwatch.lapRestButton)  // "Lap"
    #expect(stopwatch.lapsTableView.numberOfRows(inSection: 0) == 1)
    #expect(stopwatch.lapTimerLabel.text == "00:00:00")
    clock.advance(by: 0.35, step: 0.005)
    #expect(stopwatch.lapTimerLabel.text == "00:00.35")
    #expect(stopwatch.timerLabel.text == "00:01.40")

    tap(stopwatch.playPauseButton)  // "Stop": the timers are invalidated
    clock.advance(by: 1)
    #expect(stopwatch.timerLabel.text == "00:01.40")
    #expect(stopwatch.lapRestButton.title(for: .normal) == "Reset")
    tap(stopwatch.lapRestButton)
    #expect(stopwatch.timerLabel.text == "00:00:00" && stopwatch.lapsTableView.numberOfRows(inSection: 0) == 0)
    #expect(!stopwatch.lapRestButton.isEnabled)
}

import Foundation
@_spi(Testing) import UIKit

/// Test helpers for running UIKit's deferred work deterministically.
///
/// How to wait in tests:
/// - **XCTest on Linux**: do not mark the `XCTestCase` subclass `@MainActor` (it crashes at
///   run time with "Could not cast value of type … @MainActor"). Test methods run on the
///   main thread, so wrap the body in ``onMainActor(_:)`` (or `MainActor.assumeIsolated`).
///   `RunLoop.main.run(until:)` then runs UIKit's scheduler, as on iOS; `drainMainRunLoop(maxTurns:)`
///   does the same without waiting.
/// - **Swift Testing**: mark the suite or test `@MainActor`. On Linux its main-actor jobs do
///   not run on the main thread, so `RunLoop.main.run(until:)` returns without running
///   anything; call `drainMainRunLoop(maxTurns:)` instead, which runs the scheduler directly.
@MainActor
public func drainMainRunLoop(maxTurns: Int = 1_000) {
    if Thread.isMainThread { RunLoop.main.run(until: Date()) }
    UIKitScheduler.shared.drain(maxTurns: maxTurns)
}

/// Runs `body` on the main actor from a synchronous XCTest method (which runs on the main
/// thread on Linux). Traps if called off the main thread.
public func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    try MainActor.assumeIsolated(body)
}

/// Makes a visible key window with `root` as its root controller and drains the run loop,
/// so the root has appeared: the usual first step of a controller test.
@discardableResult
@MainActor
public func showInWindow(_ root: UIViewController, frame: CGRect = UIScreen.main.bounds) -> UIWindow {
    let window = UIWindow(frame: frame)
    window.rootViewController = root
    window.makeKeyAndVisible()
    drainMainRunLoop()
    return window
}

/// Hides every window (releasing them and sending their controllers' disappear callbacks;
/// the keyboard's windows go without callbacks, the hardware keyboard connected again),
/// ending the presentations from them without callbacks, and drains the run loop: a clean
/// slate between tests, since windows are process-wide. The `.uikit` trait and
/// `UIKitTestCase` call it after each test.
@MainActor
public func tearDownWindows() {
    UIResponder._resetKeyboard()
    for window in UIApplication.shared.windows where !window.isHidden {
        window._discardPresentations()
        window.isHidden = true
        window.rootViewController = nil
    }
    drainMainRunLoop()
}

/// Drains the main run loop until `condition` holds, waiting (blocked, without sleeping) for
/// work that background queues hand back to the main actor — a `UIDocument` opening or
/// saving — for at most `timeout` seconds of real time. Returns whether the condition holds.
@MainActor
@discardableResult
public func drainMainRunLoop(until condition: () -> Bool, timeout: TimeInterval = 10) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
        drainMainRunLoop()
        if condition() { return true }
        guard UIKitScheduler.shared._waitForHandedOverWork(until: deadline) else {
            drainMainRunLoop()
            return condition()
        }
    }
}

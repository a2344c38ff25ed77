import Foundation
import UIKit
import XCTest

/// An XCTest base class for UIKit tests: each test starts in fresh UIKit state
/// (``resetUIKit(device:)``, with ``clock`` a new ``VirtualClock``) and ends with its windows
/// torn down and the controllers that were on screen checked for leaks, as the `.uikit` trait
/// does for Swift Testing; a failed test's trace is written as the trait writes it
/// (``UIKitTraceMode``). OpenUIKit addition.
///
///     final class ProfileTests: UIKitTestCase {
///         func testEditShowsTheForm() { … }
///     }
///
/// A controller kept in a property of the test case outlives the test (XCTest keeps test case
/// instances to the end of the run), so it is reported; keep such references local, or set
/// ``checksLeaks`` to false.
open class UIKitTestCase: XCTestCase {
    /// The device the screen is reset to before each test. Default: iPhone 14.
    open var device: UIScreen.DeviceProfile { .iPhone14 }
    /// Whether controllers alive after a test fail it. Default: true.
    open var checksLeaks: Bool { true }
    /// The clock installed for the current test.
    public private(set) var clock: VirtualClock!
    /// The current test's trace (``UIKitTraceMode``), written when it fails.
    public private(set) var traceRecorder: UIKitTraceRecorder?

    /// Resets UIKit for the test (``resetUIKit(device:)``), installing a new ``clock``, and
    /// starts the trace when tracing is on.
    open override func setUp() {
        super.setUp()
        let device = device, name = name
        (clock, traceRecorder) = MainActor.assumeIsolated {
            (resetUIKit(device: device), UIKitTraceMode.current == .off ? nil : UIKitTraceRecorder(title: name))
        }
    }

    /// Stops the trace (written when the test failed), tears the windows down and reports a
    /// controller that was on screen and is still alive, unless `checksLeaks` is false.
    open override func tearDown() {
        let checksLeaks = checksLeaks, name = name, traceRecorder = traceRecorder
        let failed = (testRun?.failureCount ?? 0) + (testRun?.unexpectedExceptionCount ?? 0) > 0
        MainActor.assumeIsolated {
            traceRecorder?.stopRecording()
            let leak = UIKitTestRun.end(checkLeaks: checksLeaks)
            if let recorder = traceRecorder {
                if failed { recorder.setPassed(false) }
                if let leak { recorder.recordIssue(leak) }
                UIKitTestRun.writeTrace(of: recorder, name: name)
            }
        }
        self.traceRecorder = nil
        clock = nil
        super.tearDown()
    }
}

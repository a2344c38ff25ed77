import Foundation
import UIKit
import XCTest

/// An XCTest base class for UIKit tests: each test starts in fresh UIKit state
/// (``resetUIKit(device:)``, with ``clock`` a new ``VirtualClock``) and ends with its windows
/// torn down and the controllers that were on screen checked for leaks, as the `.uikit` trait
/// does for Swift Testing. OpenUIKit addition.
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

    open override func setUp() {
        super.setUp()
        let device = device
        clock = MainActor.assumeIsolated { resetUIKit(device: device) }
    }

    open override func tearDown() {
        let checksLeaks = checksLeaks
        MainActor.assumeIsolated { UIKitTestRun.end(checkLeaks: checksLeaks) }
        clock = nil
        super.tearDown()
    }
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import XCTest

/// Isolates UIKit tests from one another under plain `swift test`, which runs tests in
/// parallel: UIKit's state (the application, its windows, the screen, the scheduler's clock)
/// is one per process, as on iOS.
///
///     @Suite(.uikit) struct ProfileTests {
///         @Test func editShowsTheForm() { … }
///     }
///
/// Each test the trait applies to (every test of a suite marked with it) runs alone among
/// such tests (others, which do not touch UIKit, still run in parallel with it), in fresh
/// state: ``resetUIKit(device:)`` before, with a new ``VirtualClock`` installed
/// (``VirtualClock/current``); afterwards its windows are torn down and the deferred work run,
/// and a controller that was on screen and is still alive once the test's own references are
/// gone is recorded as a leak. OpenUIKit addition (iOS runs one app per process).
public struct UIKitTestTrait: SuiteTrait, TestTrait, TestScoping {
    /// The device the screen is reset to.
    public var device: UIScreen.DeviceProfile
    /// Whether a controller left alive after the test is an issue.
    public var checksLeaks: Bool

    /// Applies to every test of a suite.
    public var isRecursive: Bool { true }

    /// Runs `function` (one test) alone among UIKit tests, in fresh UIKit state, recording
    /// its trace (``UIKitTraceMode``).
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await UIKitTestGate.shared.enter()
        let name = test.id.description
        let recorder = await MainActor.run { () -> UIKitTraceRecorder? in
            resetUIKit(device: device)
            return UIKitTraceMode.current == .off ? nil : UIKitTraceRecorder(title: name)
        }
        // Failed expectations do not throw: they are seen on their way to the test's result.
        let failures = FailureLog()
        let watch = IssueHandlingTrait.compactMapIssues { issue in
            guard issue.isFailure else { return issue }
            let location = issue.sourceLocation.map { "\($0.fileID):\($0.line)" }
            failures.note(issue.description, at: location, recorder: recorder)
            return issue
        }
        var failure: (any Error)?
        do { try await watch.provideScope(for: test, testCase: testCase, performing: function) } catch { failure = error }
        // A test that threw already failed; what it left alive says nothing more.
        let checksLeaks = checksLeaks && failure == nil
        let thrown = failure.map { "Caught error: \($0)" }
        await MainActor.run {
            recorder?.stopRecording()
            let leak = UIKitTestRun.end(checkLeaks: checksLeaks)
            if let recorder {
                for (text, location) in failures.unrecorded { recorder.recordIssue(text, at: location) }
                for text in [thrown, leak].compactMap({ $0 }) { recorder.recordIssue(text) }
                UIKitTestRun.writeTrace(of: recorder, name: name)
            }
        }
        await UIKitTestGate.shared.leave()
        if let failure { throw failure }
    }
}

/// The failures a test recorded, from whatever thread recorded them: on the main thread they
/// go straight into the trace (at their time), others are kept for the end.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var kept: [(text: String, location: String?)] = []

    func note(_ text: String, at location: String?, recorder: UIKitTraceRecorder?) {
        if Thread.isMainThread, let recorder {
            MainActor.assumeIsolated { recorder.recordIssue(text, at: location) }
        } else {
            lock.withLock { kept.append((text, location)) }
        }
    }

    var unrecorded: [(text: String, location: String?)] { lock.withLock { kept } }
}

extension Trait where Self == UIKitTestTrait {
    /// UIKit tests on the default phone (iPhone 14, portrait), checked for leaked controllers.
    public static var uikit: UIKitTestTrait { .uikit() }

    /// UIKit tests on `device`; `checksLeaks: false` leaves controllers kept alive after the
    /// test unreported (a test that keeps one in a static on purpose).
    public static func uikit(device: UIScreen.DeviceProfile = .iPhone14, checksLeaks: Bool = true) -> UIKitTestTrait {
        UIKitTestTrait(device: device, checksLeaks: checksLeaks)
    }
}

/// Lets one UIKit test run at a time, in the order they asked.
actor UIKitTestGate {
    static let shared = UIKitTestGate()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}

/// The check after a UIKit test.
@MainActor
enum UIKitTestRun {
    /// A controller that was on screen, held weakly.
    struct WeakController {
        weak var controller: UIViewController?
        let name: String
    }

    /// Tears the test's windows down, runs what that defers, and records every controller
    /// that was on screen and is still alive (nothing but a leak holds it then). Returns the
    /// leak report, if any.
    @discardableResult
    static func end(checkLeaks: Bool) -> String? {
        var controllers: [WeakController] = []
        for window in UIApplication.shared.windows where !window.isHidden {
            if let root = window.rootViewController { controllers += descendants(of: root) }
        }
        tearDownWindows()
        resetApplicationLifecycle()
        UIKitScheduler.shared.drain()
        guard checkLeaks else { return nil }
        var alive = controllers.filter { $0.controller != nil }
        // A transition or animation still running holds its controllers until it ends: let
        // the test's virtual time run on until they have.
        if !alive.isEmpty, let clock = VirtualClock.current {
            clock.advance(by: 5, step: 0.25)
            alive = alive.filter { $0.controller != nil }
        }
        guard !alive.isEmpty else { return nil }
        let text = "Controllers still alive after the test (a retain cycle, or a reference kept outside the test): "
            + alive.map(\.name).joined(separator: ", ")
        recordTestIssue(text)
        return text
    }

    /// Writes the recorder's trace when `mode` asks for it (always, or on failure and the
    /// test failed) into `folder`, says where on standard error, and returns the file.
    @discardableResult
    static func writeTrace(of recorder: UIKitTraceRecorder, name: String,
                           mode: UIKitTraceMode = .current, folder: URL = UIKitTraceMode.folder) -> URL? {
        guard mode == .always || (mode == .onFailure && !recorder.passed) else { return nil }
        let file = UIKitTraceMode.file(for: name, in: folder)
        do {
            try recorder.recorded.writeHTML(to: file)
            FileHandle.standardError.write(Data("UIKit trace of \(name): \(file.path)\n".utf8))
            return file
        } catch {
            FileHandle.standardError.write(Data("UIKit trace of \(name) not written to \(file.path): \(error)\n".utf8))
            return nil
        }
    }

    private static func descendants(of controller: UIViewController) -> [WeakController] {
        var all = [WeakController(controller: controller, name: String(describing: type(of: controller)))]
        for child in controller.children { all += descendants(of: child) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            all += descendants(of: presented)
        }
        return all
    }
}

/// Resets UIKit's process-wide state for a test, as a fresh app on `device` would have it:
/// no windows (and no keyboard showing, the hardware keyboard connected), the application
/// not launched (no delegate, no scenes but the default one), no touches ignored, no begin/commit animation block and no edit menu open, animations
/// enabled, the screen and its traits reset, Info.plist read from the bundle, no appearance
/// proxies, the accessibility settings off and no accessibility notifications
/// recorded, the estimated text metrics, no pasteboards (the general one empty, so
/// `UIPasteboard.general.string` after a test's actions is what the app copied), no
/// remembered nib lookups (nib files a test writes are found), a new
/// ``VirtualClock`` installed and the scheduler drained.
/// ``UIKitTestTrait`` (`.uikit`) and ``UIKitTestCase`` call it before every test.
@MainActor
@discardableResult
public func resetUIKit(device: UIScreen.DeviceProfile = .iPhone14) -> VirtualClock {
    tearDownWindows()
    resetApplicationLifecycle()
    UIApplication.shared._resetDeprecatedState()
    UIView.setAnimationsEnabled(true)
    UIScreen.main.setDeviceProfile(device)
    UIScreen.main.setSystemTraits(UITraitCollection())
    UITraitCollection.current = UITraitCollection()
    UIApplication.shared.infoDictionary = nil
    UIApplication.shared.shortcutItems = nil
    UIView._resetAppearanceProxies()
    UIAccessibility._reset()
    TextMeasurement.current = EstimatedTextMeasurement()
    UIPasteboard._resetAll()
    UIFeedbackGenerator._played = []
    UIApplication._openedURLs = []
    UIViewController._forgetNibNames()
    let clock = VirtualClock().install()
    UIKitScheduler.shared.drain()
    return clock
}

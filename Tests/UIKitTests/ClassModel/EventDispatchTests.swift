import Foundation
import Testing
import UIKit
import UIKitTesting

/// An app's `UIApplication` subclass that watches every touch event (J12), as idle-timer
/// apps write it; `forwards` false keeps events from the windows.
final class EventWatchingApplication: UIApplication {
    nonisolated(unsafe) static var trace: [String] = []
    nonisolated(unsafe) static var forwards = true
    override func sendEvent(_ event: UIEvent) {
        let phases = (event.allTouches ?? []).map { "\($0.phase)" }.sorted().joined(separator: ",")
        EventWatchingApplication.trace.append("app.sendEvent(\(phases))")
        if EventWatchingApplication.forwards { super.sendEvent(event) }
    }
}

/// A view that logs the touches it gets.
final class TouchLoggingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { EventWatchingApplication.trace.append("view.touchesBegan") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { EventWatchingApplication.trace.append("view.touchesEnded") }
}

/// Launches with a touch-logging root, taps it once on screen, and terminates.
final class EventProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    required override init() { super.init() }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        final class Root: UIViewController {
            override func loadView() { view = TouchLoggingView() }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                tap(at: CGPoint(x: 100, y: 100), in: view.window!)
                UIKitScheduler.shared.enqueue(.completions) { UIApplication.shared.terminate(exitCode: 0) }
            }
        }
        let window = UIWindow()
        window.rootViewController = Root()
        self.window = window
        return true
    }
}

/// J11, J12: windows and the application as apps subclass them.
@MainActor
@Suite(.uikit)
struct EventDispatchTests {
    @Test func test_J11_aWindowThatCannotBecomeKeyStaysAsItIs() {
        _ = freshUIKit()
        final class PanelWindow: UIWindow {
            var keyChanges: [String] = []
            override var canBecomeKey: Bool { false }
            override func becomeKey() { keyChanges.append("becomeKey") }
        }
        let main = UIWindow()
        main.makeKeyAndVisible()
        let panel = PanelWindow()
        panel.makeKeyAndVisible()
        #expect(!panel.isHidden && !panel.isKeyWindow && panel.keyChanges == [])
        #expect(main.isKeyWindow && UIWindow().canBecomeKey)
        panel.isHidden = true
        main.isHidden = true
    }

    @Test func test_J12_touchEventsReachWindowsThroughTheApplication() async {
        await #expect(processExitsWith: .exitCode(0), observing: [\.standardErrorContent]) {
            await MainActor.run {
                let status = UIApplicationMain(0, nil, "UIKitTests.EventWatchingApplication", "UIKitTests.EventProbeDelegate")
                let expected = ["app.sendEvent(began)", "view.touchesBegan", "app.sendEvent(ended)", "view.touchesEnded"]
                guard status == 0, UIApplication.shared is EventWatchingApplication, EventWatchingApplication.trace == expected else {
                    FileHandle.standardError.write(Data("trace: \(EventWatchingApplication.trace)\n".utf8))
                    exit(90)
                }
                exit(0)
            }
        }
    }

    @Test func test_J12_anApplicationNotCallingSuperKeepsTouchesFromTheWindows() async {
        await #expect(processExitsWith: .exitCode(0), observing: [\.standardErrorContent]) {
            await MainActor.run {
                EventWatchingApplication.forwards = false
                _ = UIApplicationMain(0, nil, "UIKitTests.EventWatchingApplication", "UIKitTests.EventProbeDelegate")
                guard EventWatchingApplication.trace == ["app.sendEvent(began)", "app.sendEvent(ended)"] else {
                    FileHandle.standardError.write(Data("trace: \(EventWatchingApplication.trace)\n".utf8))
                    exit(90)
                }
                exit(0)
            }
        }
    }
}

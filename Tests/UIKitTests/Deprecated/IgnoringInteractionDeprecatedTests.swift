import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that writes the touches it gets into a ``Trace``.
@MainActor
final class TouchTracingView: UIView {
    var trace: Trace?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trace?.add("view.began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trace?.add("view.moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trace?.add("view.ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trace?.add("view.cancelled") }
}

/// DP1, DP2: the deprecated application-wide touch switch and the status-bar and key-window
/// getters.
@MainActor
@Suite(.uikit) struct IgnoringInteractionDeprecatedTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A window with a touch-tracing view (a tap recognizer on it) and a button beside it.
    private func makeScreen(_ trace: Trace) -> (window: UIWindow, view: TouchTracingView, button: UIButton) {
        let root = UIViewController()
        let window = showInWindow(root)
        let view = TouchTracingView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        view.trace = trace
        root.addAction("tapped:") { _ in trace.add("tap.recognized") }
        let recognizer = UITapGestureRecognizer(target: root, action: "tapped:")
        recognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(recognizer)
        root.view.addSubview(view)
        let button = UIButton(frame: CGRect(x: 20, y: 400, width: 120, height: 44))
        button.addAction(UIAction { _ in trace.add("button.action") }, for: .touchUpInside)
        root.view.addSubview(button)
        window.layoutIfNeeded()
        return (window, view, button)
    }

    @Test func test_DP1_ignoringInteractionEventsDropsTouches() {
        let trace = Trace()
        let screen = makeScreen(trace)
        let app = UIApplication.shared
        #expect(app.isIgnoringInteractionEvents == false)

        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents == true)
        tap(screen.view)
        tap(screen.button)
        drainMainRunLoop()
        #expect(trace.take() == [])  // no view, recognizer or control got anything

        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents == false)
        tap(screen.view)
        tap(screen.button)
        drainMainRunLoop()
        #expect(trace.take() == ["view.began", "tap.recognized", "view.ended", "button.action"])
    }

    @Test func test_DP1_callsNestAndATouchDownWhileIgnoringStaysIgnoredToItsEnd() {
        let trace = Trace()
        let screen = makeScreen(trace)
        let app = UIApplication.shared
        let point = CGPoint(x: 100, y: 200)

        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents == true)  // one level is left
        let finger = SimulatedTouch(at: point, in: screen.window)
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents == false)
        finger.move(to: CGPoint(x: 110, y: 200))
        finger.lift()
        #expect(trace.take() == [])  // the touch went down while ignoring: none of it arrives

        // A touch already down when ignoring begins goes on to its end.
        let held = SimulatedTouch(at: point, in: screen.window)
        app.beginIgnoringInteractionEvents()
        held.lift()
        app.endIgnoringInteractionEvents()
        #expect(trace.take() == ["view.began", "tap.recognized", "view.ended"])
    }

    @Test func test_DP1_anUnbalancedEndAndASixteenthLevelLogUIKitsMessages() {
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let app = UIApplication.shared
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents == false)
        #expect(capture.messages == ["-[UIApplication endIgnoringInteractionEvents] called without matching -beginIgnoringInteractionEvents. Ignoring."])

        for _ in 1...16 { app.beginIgnoringInteractionEvents() }
        #expect(capture.messages.dropFirst() == ["-[UIApplication beginIgnoringInteractionEvents] overflow. Ignoring."])
        for _ in 1...14 { app.endIgnoringInteractionEvents() }
        #expect(app.isIgnoringInteractionEvents == true)  // 15 levels were counted
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents == false)
        #expect(capture.messages.count == 2)
    }

    @Test func test_DP2_statusBarGettersAnswerForTheWindowScene() throws {
        let window = showInWindow(UIViewController())
        let scene = try #require(window.windowScene)
        let app = UIApplication.shared
        #expect(app.statusBarOrientation == .portrait && app.statusBarOrientation == scene.interfaceOrientation)
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(app.statusBarFrame == scene.statusBarManager?.statusBarFrame)

        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        #expect(app.statusBarOrientation == .landscapeRight && scene.interfaceOrientation == .landscapeRight)
        #expect(app.statusBarFrame == .zero)  // a phone hides the status bar in landscape (S1)
        UIScreen.main.setDeviceOrientation(.portrait, animated: false)
        #expect(app.statusBarOrientation == .portrait)
    }

    @Test func test_DP2_keyWindowIsTheKeyWindowAmongTheAppsWindows() {
        let app = UIApplication.shared
        #expect(app.keyWindow == nil)
        let first = showInWindow(UIViewController())
        #expect(app.keyWindow === first)
        let second = UIWindow(frame: UIScreen.main.bounds)
        second.isHidden = false
        #expect(app.keyWindow === first)  // shown, not made key
        second.makeKey()
        #expect(app.keyWindow === second && app.windows.contains { $0 === second })
        second.isHidden = true
        #expect(app.keyWindow == nil)
    }
}

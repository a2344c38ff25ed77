import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Spring-loaded buttons activated by a resting drag (SL).
@MainActor
@Suite(.uikit) struct SpringLoadingTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A draggable view and a button in a window, the drag's callbacks traced.
    private func scene() -> (source: UIView, button: UIButton, log: ControlEventLog, drag: DragLog) {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let root = window.rootViewController!.view!
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        root.addSubview(source)
        let drag = DragLog(trace) { [textItem("Hello")] }
        let interaction = UIDragInteraction(delegate: drag)
        interaction.isEnabled = true
        source.addInteraction(interaction)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 200, y: 400, width: 100, height: 44)
        root.addSubview(button)
        let log = ControlEventLog()
        log.watch(button)
        log.retained = [drag]
        return (source, button, log, drag)
    }

    @Test func test_SL1_aDragRestingOverASpringLoadedButtonForASecondActivatesIt() {
        let (source, button, log, _) = scene()
        #expect(!button.isSpringLoaded)
        drag(source, restingOver: button, for: 2)  // not spring-loaded: nothing
        #expect(log.take() == [])
        button.isSpringLoaded = true
        drag(source, restingOver: button, for: 0.9)  // lifted before the second: nothing
        #expect(log.take() == [])
        drag(source, restingOver: button, for: 1.0)
        #expect(log.take() == ["touchUpInside", "primaryActionTriggered"])
        button.isEnabled = false
        drag(source, restingOver: button, for: 2)
        #expect(log.take() == [])
    }

    @Test func test_SL2_movingWithinTheButtonKeepsTheWaitAndItOpensOncePerVisit() {
        let (source, button, log, _) = scene()
        button.isSpringLoaded = true
        let window = button.window!
        let finger = SimulatedTouch(at: source.convert(CGPoint(x: 50, y: 50), to: window), in: window)
        clock.advance(by: 0.6)
        finger.move(to: CGPoint(x: 220, y: 420), steps: 4)
        clock.advance(by: 0.6)
        finger.move(to: CGPoint(x: 280, y: 430), steps: 2)  // still inside: the wait goes on
        clock.advance(by: 0.5)
        #expect(log.take() == ["touchUpInside", "primaryActionTriggered"])
        clock.advance(by: 3)  // resting on: no second activation
        finger.move(to: CGPoint(x: 250, y: 300), steps: 2)  // out
        finger.move(to: CGPoint(x: 250, y: 420), steps: 2)  // back in
        clock.advance(by: 0.4)
        finger.move(to: CGPoint(x: 250, y: 300), steps: 2)  // out before the second: nothing
        clock.advance(by: 2)
        #expect(log.take() == [])
        finger.move(to: CGPoint(x: 250, y: 420), steps: 2)
        clock.advance(by: 1)
        finger.lift()
        drainMainRunLoop()
        #expect(log.take() == ["touchUpInside", "primaryActionTriggered"])
    }
}

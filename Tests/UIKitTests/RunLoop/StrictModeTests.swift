import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct StrictModeTests {
    init() { _ = freshUIKit() }

    @Test func test_M3_strictModeTurnsTheUnbalancedWarningIntoATestFailure() {
        let strict = UIKitStrictMode.enable()
        defer { strict.disable() }
        withKnownIssue("strict mode records UIKit warnings as test issues") {
            UIViewController().endAppearanceTransition()
        }
        #expect(strict.diagnostics.map(\.name) == ["unbalancedAppearanceTransitions"])
        #expect(strict.diagnostics.first?.rule == "M3")
    }

    @Test func strictModeCanAllowNamedWarnings() {
        let strict = UIKitStrictMode.enable(allowing: ["unbalancedAppearanceTransitions"])
        defer { strict.disable() }
        UIViewController().endAppearanceTransition()  // allowed: no issue recorded
        #expect(strict.diagnostics.count == 1)
    }

    @Test func swiftTestingDrainsWithTheHelperNotTheRunLoop() {
        // Under Swift Testing on Linux main-actor code is not on the main thread, so
        // RunLoop.main.run(until:) cannot run UIKit's work; drainMainRunLoop() can.
        let parent = UIViewController(), child = UIViewController()
        showInWindow(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(child.appearanceState == .appearing)
        drainMainRunLoop()
        #expect(child.appearanceState == .appeared)
    }
}

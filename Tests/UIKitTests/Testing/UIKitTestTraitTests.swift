import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// The isolation `swift test` needs: the `.uikit` trait's reset, its gate and its leak check.
@MainActor
@Suite(.uikit) struct UIKitTestTraitTests {
    @Test func resetUIKitPutsTheProcessBackAsAFreshAppOnTheDevice() throws {
        UIScreen.main.setDeviceProfile(.iPadAir)
        UIApplication.shared.infoDictionary = ["UIRequiresFullScreen": true]
        UIView.setAnimationsEnabled(false)
        let window = showInWindow(UIViewController())
        let before = try #require(VirtualClock.current)
        let clock = resetUIKit(device: .iPhone15Pro)
        #expect(window.isHidden && window.rootViewController == nil)
        #expect(!UIApplication.shared.windows.contains { !$0.isHidden })
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(UIApplication.shared.infoDictionary == nil && UIView.areAnimationsEnabled)
        #expect(VirtualClock.current === clock && clock !== before)
    }

    @Test func theGateLetsOneTestInAtATimeInTheOrderTheyAsked() async {
        let gate = UIKitTestGate()
        await gate.enter()
        let order = Order()
        let second = Task { await gate.enter(); await order.add("second"); await gate.leave() }
        let third = Task {
            await Task.yield()
            await gate.enter(); await order.add("third"); await gate.leave()
        }
        for _ in 0..<20 { await Task.yield() }
        #expect(await order.names.isEmpty)  // both wait while the first is inside
        await order.add("first")
        await gate.leave()
        await second.value
        await third.value
        let names = await order.names
        #expect(names.first == "first" && Set(names) == ["first", "second", "third"])
    }

    @Test func aControllerKeptAliveByACycleIsReportedAfterTheTest() {
        final class SelfKeeping: UIViewController { var keeper: AnyObject? }
        weak var weakKept: SelfKeeping?
        do {
            let kept = SelfKeeping()
            kept.keeper = kept
            weakKept = kept
            showInWindow(UINavigationController(rootViewController: kept))
        }
        withKnownIssue {
            UIKitTestRun.end(checkLeaks: true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("a reference kept outside the test): SelfKeeping") }
        }
        #expect(weakKept != nil)
        weakKept?.keeper = nil
        #expect(weakKept == nil)
    }
}

/// Names in the order they were added, across tasks.
private actor Order {
    private(set) var names: [String] = []
    func add(_ name: String) { names.append(name) }
}

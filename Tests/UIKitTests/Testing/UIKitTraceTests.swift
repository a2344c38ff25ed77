import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// The trace a UIKit test records: events in order with their flags, frames only when the
/// screen changed, and the self-contained page.
@MainActor
@Suite(.uikit) struct UIKitTraceTests {
    final class Home: UIViewController {}
    final class Detail: UIViewController {}

    @Test func aPushIsRecordedAsItsCallbacksInsideOneTransitionSpanAndFramesAlongTheAnimation() throws {
        let home = Home(), navigation = UINavigationController(rootViewController: home)
        let window = showInWindow(navigation)
        let recorder = UIKitTraceRecorder(title: "push", painter: nil)
        let detail = Detail()
        navigation.pushViewController(detail, animated: true)
        try #require(VirtualClock.current).advance(by: 1)
        let trace = recorder.stop()

        let lines = trace.events.filter { $0.kind == .lifecycle || $0.kind == .transition }
            .map { ($0.lane.map { $0 + "." } ?? "") + $0.text + ($0.flags.isEmpty ? "" : " " + $0.flags.joined(separator: ",")) }
        #expect(lines == [
            "Detail.willMove(toParent:parent)",
            "Detail.loadView",
            "Detail.viewDidLoad",
            "Home.viewWillDisappear(true)",
            "Detail.viewWillAppear(true) isMovingToParent",
            "transition Home → Detail animated",
            "Detail.viewIsAppearing(true) isMovingToParent",
            "Home.viewDidDisappear(true)",
            "Detail.viewDidAppear(true) isMovingToParent",
            "transition finished",
            "Detail.didMove(toParent:parent)",
        ])
        let spans = trace.events.filter { $0.kind == .transition }.map(\.span)
        #expect(spans.count == 2 && spans[0] == spans[1])
        #expect(trace.lanes == ["Detail", "Home"])
        // Frames: the screen before, several in the middle of the slide, the end; each differs.
        #expect(trace.frames.count > 5)
        let homeX = trace.frames.map { frame in viewFrame(of: "Home", in: frame.views)?[0] }
        #expect(homeX.first == 0)
        // The home view slides left frame by frame, through positions between its ends.
        let xs = homeX.compactMap { $0 }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 >= $1 } && xs.contains { $0 < 0 && $0 > -390 })
        #expect(trace.frames.last.flatMap { viewFrame(of: "Detail", in: $0.views) }?[0] == 0)
        #expect(trace.frames.last?.controllers?.children.map(\.name) == ["Home", "Detail"])
        #expect(trace.frames.last?.controllers?.children.map(\.state) == ["disappeared", "appeared"])
        _ = window
    }

    @Test func aTapIsRecordedAsTouchesAroundTheGestureItRecognized() {
        let controller = UIViewController(), target = GestureTarget()
        _ = target.attach(UITapGestureRecognizer(), to: controller.view)
        let window = showInWindow(controller)
        let recorder = UIKitTraceRecorder(title: "tap", painter: nil)
        tap(at: CGPoint(x: 100, y: 200), in: window)
        let trace = recorder.stop()
        #expect(trace.events.filter { $0.kind == .touch || $0.kind == .gesture }.map(\.text) == [
            "touch began at (100, 200) on UIView",
            "touch ended at (100, 200) on UIView",
            "UITapGestureRecognizer ended",
        ])
        #expect(target.states == [.ended])
    }

    @Test func consoleMessagesAreRecordedWithTheirRule() {
        let root = UIViewController()
        _ = showInWindow(root)
        UIView.setAnimationsEnabled(false)
        root.present(UIViewController(), animated: false)
        drainMainRunLoop()
        let recorder = UIKitTraceRecorder(title: "console", painter: nil)
        root.present(UIViewController(), animated: false)  // already presenting: UIKit warns
        let trace = recorder.stop()
        let console = trace.events.filter { $0.kind == .console }
        #expect(console.count == 1)
        #expect(console.first?.text.hasPrefix("Attempt to present") == true)
        #expect(console.first?.flags == ["P3"])
        #expect(console.first?.text.contains("which is already presenting") == true)
    }

    @Test func aFrameIsTakenOnlyWhenTheScreenChanged() {
        let label = UILabel()
        label.text = "One"
        let root = UIViewController()
        root.view.addSubview(label)
        _ = showInWindow(root)
        let recorder = UIKitTraceRecorder(title: "frames", painter: nil)
        #expect(recorder.recorded.frames.count == 1)
        root.view.setNeedsLayout()
        drainMainRunLoop()  // a layout pass that moves nothing
        #expect(recorder.recorded.frames.count == 1)
        label.text = "Two"
        label.frame = CGRect(x: 10, y: 60, width: 100, height: 20)
        drainMainRunLoop()
        let trace = recorder.stop()
        #expect(trace.frames.count == 2)
        #expect(trace.frames.last?.views.flatMap { find("UILabel", in: $0) }?.text == "Two")
    }

    @Test func theFrameLimitCountsWhatItDrops() {
        let root = UIViewController()
        _ = showInWindow(root)
        let recorder = UIKitTraceRecorder(title: "limit", painter: nil)
        for step in 0...UIKitTraceRecorder.frameLimit + 10 {
            root.view.alpha = CGFloat(step % 100) / 100 + 0.001
            root.view.setNeedsLayout()
            drainMainRunLoop()
        }
        let trace = recorder.stop()
        #expect(trace.frames.count == UIKitTraceRecorder.frameLimit)
        #expect(trace.droppedFrames > 0)
    }

    @Test func thePageEmbedsTheTraceSoNothingInItCanEndTheScript() throws {
        let recorder = UIKitTraceRecorder(title: "</script><b>not markup</b>", painter: nil)
        recorder.recordIssue("Expectation failed: </script>")
        let html = try recorder.stop().html()
        #expect(!html.contains("/*TRACE_JSON*/"))
        #expect(html.components(separatedBy: "</script>").count == 3)  // the data and the viewer script only
        #expect(html.contains(#"<\/script><b>not markup<\/b>"#))
        // Nothing is loaded from a network (the only URL is the SVG namespace).
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("import "))
    }

    @Test func aTraceIsWrittenOnlyWhenTheModeAsksForIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-traces-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let passed = UIKitTraceRecorder(title: "passed", painter: nil)
        passed.stop()
        let failed = UIKitTraceRecorder(title: "failed", painter: nil)
        failed.recordIssue("Expectation failed")
        failed.stop()
        #expect(UIKitTestRun.writeTrace(of: passed, name: "Suite.passed", mode: .onFailure, folder: folder) == nil)
        let file = try #require(UIKitTestRun.writeTrace(of: failed, name: "Suite.failed", mode: .onFailure, folder: folder))
        #expect(file.lastPathComponent == "Suite.failed.html")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("Expectation failed"))
        #expect(UIKitTestRun.writeTrace(of: passed, name: "Suite.passed", mode: .always, folder: folder) != nil)
        #expect(UIKitTestRun.writeTrace(of: failed, name: "Suite.off", mode: .off, folder: folder) == nil)
    }

    private func viewFrame(of controller: String, in node: UIKitTrace.ViewNode?) -> [Double]? {
        guard let node else { return nil }
        if node.controller == controller { return node.frame }
        for child in node.subviews { if let found = viewFrame(of: controller, in: child) { return found } }
        return nil
    }

    private func find(_ type: String, in node: UIKitTrace.ViewNode) -> UIKitTrace.ViewNode? {
        if node.type == type { return node }
        for child in node.subviews { if let found = find(type, in: child) { return found } }
        return nil
    }
}

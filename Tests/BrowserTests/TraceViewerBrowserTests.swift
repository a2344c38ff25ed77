import Foundation
import Testing
import UIKit
import UIKitRendering
@testable import UIKitTesting

/// A trace page opened in a real browser (headless Chromium): what it shows, in its DOM and
/// on a screenshot.
@MainActor
@Suite(.uikit, .enabled(if: Chromium.shouldRun, "Chromium is not installed"))
struct TraceViewerBrowserTests {
    @Test func aFailedTestsTraceShowsItsLanesFramesConsoleAndPicturesInChromium() async throws {
        let home = UIViewController(), navigation = UINavigationController(rootViewController: home)
        home.title = "Home"
        home.view.backgroundColor = .systemBackground
        let settings = UIViewController()
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        let window = showInWindow(tabs)
        let recorder = UIKitTraceRecorder(title: "BrowserTests.tracePage()")
        #expect(TracePainterLookup.linkedPainterType != nil)  // this target links UIKitRendering
        let detail = UIViewController()
        detail.title = "Detail"
        detail.view.backgroundColor = .systemTeal
        navigation.pushViewController(detail, animated: true)
        try #require(VirtualClock.current).advance(by: 0.6)
        tabs.selectedIndex = 1
        drainMainRunLoop()
        tabs.present(UIViewController(), animated: false)
        drainMainRunLoop()
        tabs.present(UIViewController(), animated: false)  // already presenting: UIKit warns
        recorder.recordIssue("Expectation failed: the detail should have stayed", at: "AppTests.swift:12")
        let trace = recorder.stop()
        _ = window

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-browser-\(UUID())")
        defer { if ProcessInfo.processInfo.environment["KEEP_BROWSER_OUTPUT"] == nil { try? FileManager.default.removeItem(at: folder) } }
        let page = folder.appendingPathComponent("trace.html"), facts = folder.appendingPathComponent("facts.json")
        let shot = folder.appendingPathComponent("shot.png")
        try trace.writeHTML(to: page)
        let dom = try await Chromium.run(["trace", page.path, facts.path, shot.path], output: facts)

        #expect(dom["title"] as? String == "BrowserTests.tracePage()")
        #expect(dom["status"] as? String == "failed")
        #expect((dom["documentTitle"] as? String)?.hasPrefix("✗") == true)
        let lanes = dom["lanes"] as? [String] ?? []
        // Lanes in the order controllers first got a callback: the pushed one (the third plain
        // UIViewController named), then the one it covers.
        #expect(lanes.prefix(2) == ["UIViewController#3", "UIViewController"])
        #expect(lanes.suffix(4) == ["Touches", "Gestures", "Transitions", "Console"])
        #expect(dom["marks"] as? Int == trace.events.count)
        #expect(dom["thumbs"] as? Int == trace.frames.count)
        #expect(dom["thumbsWithPictures"] as? Int == trace.frames.filter { $0.picture != nil }.count)
        #expect((dom["thumbsWithPictures"] as? Int ?? 0) >= 3)
        #expect(dom["screen"] as? String == "img")  // the last frame has a picture
        #expect(dom["frameLabel"] as? String == "frame \(trace.frames.count) of \(trace.frames.count) · "
                + String(format: "%.3f", trace.frames.last?.time ?? -1) + " s · after \(trace.frames.last?.eventCount ?? -1) events")
        #expect((dom["frameLabelAfterClickingFirstFrame"] as? String)?.hasPrefix("frame 1 of ") == true)
        let console = dom["console"] as? [String] ?? []
        #expect(console.count == 2)
        #expect(console.first?.hasPrefix("Attempt to present") == true)
        #expect(console.last == "Expectation failed: the detail should have stayed  (AppTests.swift:12)")
        let controllers = dom["controllers"] as? [String] ?? []
        #expect(controllers.first == "UITabBarController — appeared")

        // The screenshot: the red "failed" badge where the DOM says it is, and the frame's
        // picture (not a blank box) where the screen is.
        let image = try #require(RenderedImage(pngData: try Data(contentsOf: shot)))
        let badge = try #require(dom["statusRect"] as? [Double])
        let red = image.pixel(x: Int(badge[0] + badge[2] / 2), y: Int(badge[1] + badge[3] - 3))
        #expect(red.red > 230 && red.green < 90 && red.blue < 90)
        let screen = try #require(dom["screenRect"] as? [Double])
        var colours = Set<UInt32>()
        for y in stride(from: Int(screen[1]) + 2, to: Int(screen[1] + screen[3]) - 2, by: 7) {
            for x in stride(from: Int(screen[0]) + 2, to: Int(screen[0] + screen[2]) - 2, by: 7) {
                let p = image.pixel(x: x, y: y)
                colours.insert(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
            }
        }
        #expect(colours.count > 3)
    }
}

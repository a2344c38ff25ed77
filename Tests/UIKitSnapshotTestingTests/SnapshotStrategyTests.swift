#if SnapshotTesting
import Foundation
import SnapshotTesting
import Synchronization
import Testing
@_spi(Testing) import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// The strategies used the way a user of the library uses them: references live in
/// `__Snapshots__/SnapshotStrategyTests/`. The image tests allow 0.5% of pixels and a ΔE of
/// 2 per pixel, so another build of Cairo or Pango that moves anti-aliasing does not fail
/// them while a changed screen does (see `aChangedScreenFailsAndWritesADifferencePicture`).
@MainActor
@Suite(.uikit) struct SnapshotStrategyTests {
    init() { freshSnapshotScreen() }

    private func navigation(_ title: String = "Profile") -> UINavigationController {
        UINavigationController(rootViewController: GreetingViewController(title: title))
    }

    @Test func aControllerIsPhotographedOnTheConfiguredDeviceThenReleased() throws {
        var controller: UINavigationController? = navigation()
        weak var released = controller
        weak var content = controller?.topViewController as? GreetingViewController
        assertSnapshot(of: controller!, as: .image(on: .iPhone8, precision: 0.995, perceptualPrecision: 0.98))
        // It was on an iPhone SE, in portrait, with the SE's traits.
        #expect(content?.laidOutSize == CGSize(width: 375, height: 667))
        #expect(content?.seenTraits?.displayScale == 2)
        #expect(controller?.viewIfLoaded?.window == nil)
        controller = nil
        drainMainRunLoop()
        #expect(released == nil)
        // The screen is the device it was.
        #expect(UIScreen.main.deviceProfile == .iPhone14)
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        let noWindowShows = UIApplication.shared.windows.allSatisfy { $0.isHidden }
        #expect(noWindowShows)
    }

    @Test func landscapeTurnsTheInterfaceAndTheSizeClasses() {
        let controller = navigation("Landscape")
        let content = controller.topViewController as! GreetingViewController
        assertSnapshot(of: controller, as: .image(on: .iPhone8(.landscape), precision: 0.995, perceptualPrecision: 0.98))
        #expect(content.laidOutSize == CGSize(width: 667, height: 375))
        #expect(content.seenTraits?.verticalSizeClass == .compact)
        #expect(content.seenTraits?.horizontalSizeClass == .compact)
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
    }

    /// Runs a strategy without a reference: what it makes of `value`.
    private func take<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format? {
        var result: Format?
        strategy.snapshot(value).run { result = $0 }
        return result
    }

    @Test func theDeviceOrientationSplitAndKeyWindowArePutBackAfterASnapshot() throws {
        // The same device held the other way: the interface turns for the picture, then back.
        let content = GreetingViewController(title: "Turned")
        let text = try #require(take(content, as: .recursiveDescription(on: .iPhone14(.landscape))))
        #expect(text.hasPrefix("<UIView; frame = (0 0; 844 390)"))
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIScreen.main._windowScene.interfaceOrientation == .portrait)
        // A pad in split screen, with the test's own key window: a full-screen picture, then
        // the split and the key window as they were.
        UIScreen.main.setDeviceProfile(.iPadAir)
        let own = showInWindow(UIViewController())
        own.windowScene?.setMultitaskingLayout(.half, animated: false)
        drainMainRunLoop()
        #expect(own.bounds.width == 490)
        let full = try #require(take(GreetingViewController(title: "Pad"), as: .recursiveDescription(on: .iPadAir)))
        #expect(full.hasPrefix("<UIView; frame = (0 0; 820 1180)"))
        #expect(own.bounds.width == 490 && own.isKeyWindow && UIScreen.main._multitaskingLayout == .half)
        tearDownWindows()
        UIScreen.main.setDeviceProfile(.iPhone14)
    }

    @Test func traitsAreLaidOverTheDevicesBeforeTheControllerAppears() {
        let controller = GreetingViewController(title: "Traits")
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(preferredContentSizeCategory: .accessibilityLarge), UITraitCollection(userInterfaceStyle: .dark),
        ])
        assertSnapshot(of: controller, as: .recursiveDescription(on: .iPhone15Pro, traits: traits))
        #expect(controller.seenTraits?.preferredContentSizeCategory == .accessibilityLarge)
        #expect(controller.seenTraits?.userInterfaceStyle == .dark)
        #expect(controller.seenTraits?.horizontalSizeClass == .compact)
        #expect(controller.laidOutSize == CGSize(width: 393, height: 852))
    }

    @Test func aControllerAlreadyOnScreenIsDrawnAsItsWindowShowsIt() {
        let controller = navigation("First")
        let window = showInWindow(controller)
        controller.pushViewController(GreetingViewController(title: "Second"), animated: false)
        drainMainRunLoop()
        assertSnapshot(of: controller, as: .image(precision: 0.995, perceptualPrecision: 0.98))
        // The test's window is left as it was.
        #expect(controller.view.window === window && !window.isHidden)
        #expect(controller.viewControllers.count == 2)
    }

    @Test func theControllerHierarchyShowsChildrenPresentationsAndStates() {
        let feed = navigation("Feed")
        feed.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        let settings = GreetingViewController(title: "Settings")
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, settings]
        showInWindow(tabs)
        let editor = navigation("Editor")
        tabs.present(editor, animated: false)
        drainMainRunLoop()
        assertSnapshot(of: tabs, as: .hierarchy)
    }

    @Test func aViewIsPhotographedAtItsSizeWithoutAWindow() {
        let card = UIView()
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 168, height: 28))
        label.text = "Snapshot"
        label.textColor = .white
        card.addSubview(label)
        assertSnapshot(of: card, as: .image(precision: 0.995, perceptualPrecision: 0.98, size: CGSize(width: 200, height: 60), scale: 2))
        assertSnapshot(of: card, as: .recursiveDescription)
    }

    @Test func aChangedScreenFailsAndWritesADifferencePicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-artifacts-\(UUID().uuidString)")
        let previous = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
        setenv("SNAPSHOT_ARTIFACTS", folder.path, 1)
        defer {
            if let previous { setenv("SNAPSHOT_ARTIFACTS", previous, 1) } else { unsetenv("SNAPSHOT_ARTIFACTS") }
            try? FileManager.default.removeItem(at: folder)
        }
        let card = UIView()
        card.backgroundColor = .systemRed  // the reference is blue
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 168, height: 28))
        label.text = "Snapshot"
        card.addSubview(label)
        let messages = Mutex<[String]>([])
        withSnapshotTesting(record: .never) {
            withKnownIssue {
                assertSnapshot(of: card, as: .image(precision: 0.995, perceptualPrecision: 0.98, size: CGSize(width: 200, height: 60), scale: 2),
                               testName: "aViewIsPhotographedAtItsSizeWithoutAWindow")
            } matching: { issue in
                messages.withLock { $0.append("\(issue)") }
                return true
            }
        }
        let message = try #require(messages.withLock { $0.first })
        #expect(message.contains("pixels differ"))
        let path = try #require(message.split(separator: "\n").first { $0.hasPrefix("Difference: ") }?.dropFirst("Difference: ".count))
        let difference = try #require(RenderedImage(pngData: try Data(contentsOf: URL(fileURLWithPath: String(path)))))
        #expect(difference.width == 400 && difference.height == 120)
        #expect(difference.pixel(x: 4, y: 4) == (255, 0, 255, 255))  // a corner that changed colour
    }
}
#endif

import Foundation
import Testing
import UIKit
import UIKitTesting

/// R4: which orientations the interface takes.
@MainActor
@Suite(.uikit)
struct OrientationTests {
    var scene: UIWindowScene { UIWindowScene._testScene }

    @Test func test_R4_defaultMasksByIdiom() {
        _ = freshUIKit()
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
        UIScreen.main.setDeviceProfile(.iPadAir)
        #expect(UIViewController().supportedInterfaceOrientations == .all)
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .all)
    }

    @Test func test_R4_rotationRefusedWhenNotSupportedOrNotAutorotating() {
        _ = freshUIKit()
        let trace = Trace()
        let root = EnvTraced("A", trace)
        root.mask = .portrait
        showInWindow(root)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        #expect(scene.interfaceOrientation == .portrait && UIDevice.current.orientation == .landscapeLeft)
        root.mask = .allButUpsideDown
        root.autorotates = false
        UIViewController.attemptRotationToDeviceOrientation()
        #expect(scene.interfaceOrientation == .portrait)
        root.autorotates = true
        root.setNeedsUpdateOfSupportedInterfaceOrientations()  // now it follows the device
        #expect(scene.interfaceOrientation == .landscapeRight)
        root.mask = .portrait
        root.setNeedsUpdateOfSupportedInterfaceOrientations()  // and leaves what it no longer supports
        #expect(scene.interfaceOrientation == .portrait)
    }

    @Test func test_R4_appMaskFromTheDelegateOrInfoPlist() {
        _ = freshUIKit()
        UIApplication.shared.infoDictionary = ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
                                               "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationLandscapeLeft"]]
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .portrait)
        UIScreen.main.setDeviceProfile(.iPadAir)
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .landscapeLeft)
        UIScreen.main.setDeviceProfile(.iPhone14)
        showInWindow(UIViewController())
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        #expect(scene.interfaceOrientation == .portrait)  // the app does not allow it
        let delegate = OrientationAppDelegate()
        delegate.mask = .allButUpsideDown
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        UIViewController.attemptRotationToDeviceOrientation()
        #expect(scene.interfaceOrientation == .landscapeRight)
    }

    @Test func test_R4_emptyIntersectionRaisesUIKitsException() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = freshUIKit()
                UIApplication.shared.infoDictionary = ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]]
                let root = EnvTraced("A", Trace())
                root.mask = .landscape
                showInWindow(root)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Supported orientations has no common orientation with the application, and [UIKitTests.EnvTraced shouldAutorotate] is returning YES"))
    }

    @Test func test_R4_containersAskTheirDelegateThenTheirChild() {
        _ = freshUIKit()
        let trace = Trace()
        let portrait = EnvTraced("A", trace)
        portrait.mask = .portrait
        let nav = UINavigationController(rootViewController: portrait)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        showInWindow(tabs)
        #expect(tabs.supportedInterfaceOrientations == .portrait)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        #expect(scene.interfaceOrientation == .portrait)
        final class TabDelegate: UITabBarControllerDelegate {
            func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { .landscape }
        }
        let delegate = TabDelegate()
        tabs.delegate = delegate
        tabs.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(scene.interfaceOrientation == .landscapeRight)
    }

    @Test func test_R4_launchIntoALandscapeOnlyController() {
        _ = freshUIKit()
        let trace = Trace()
        let root = EnvTraced("A", trace)
        root.mask = .landscape
        root.preferredOrientation = .landscapeLeft
        let window = showInWindow(root)
        #expect(scene.interfaceOrientation == .landscapeLeft)
        #expect(window.bounds.size == CGSize(width: 844, height: 390) && root.view.bounds.size == CGSize(width: 844, height: 390))
        #expect(root.traitCollection.verticalSizeClass == .compact)
        #expect(!trace.lines.contains { $0.contains("traitCollectionDidChange") })  // R3: first display
    }

    @Test func test_R4_fullScreenPresentationDecidesThenTheRootAgain() {
        let clock = freshUIKit()
        let trace = Trace()
        let root = EnvTraced("A", trace)
        showInWindow(root)
        let video = EnvTraced("V", trace)
        video.mask = .landscape
        video.preferredOrientation = .landscapeRight
        video.modalPresentationStyle = .fullScreen
        root.present(video, animated: false)
        drainMainRunLoop()
        #expect(scene.interfaceOrientation == .landscapeRight)
        let sheet = EnvTraced("S", trace)  // a sheet does not decide
        sheet.mask = .portrait
        video.present(sheet, animated: false)
        drainMainRunLoop()
        #expect(scene.interfaceOrientation == .landscapeRight)
        sheet.dismiss(animated: false)
        drainMainRunLoop()
        video.dismiss(animated: false)
        drainMainRunLoop()
        clock.advance(by: 0.5)
        #expect(scene.interfaceOrientation == .portrait)  // the device is portrait: back to it
    }

    @Test func test_R4_requestGeometryUpdate() {
        _ = freshUIKit()
        let root = EnvTraced("A", Trace())
        root.mask = .portrait
        showInWindow(root)
        var errors: [String] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { errors.append(($0 as NSError).localizedDescription) }
        #expect(errors == ["None of the requested orientations are supported by the view controller. Requested: landscapeLeft; Supported: portrait"])
        root.mask = .allButUpsideDown
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { errors.append("\($0)") }
        #expect(errors.count == 1 && scene.interfaceOrientation == .landscapeLeft)
    }

    @Test func test_R4_deprecatedRotationCallbacksGoToVisibleControllersOnly() {
        _ = freshUIKit()
        let trace = Trace()
        let a = EnvTraced("A", trace), b = EnvTraced("B", trace)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        showInWindow(tabs)
        _ = trace.take()
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        let lines = trace.take()
        #expect(lines.filter { $0.contains("Rotat") } == ["A.willRotate(to: landscapeRight, 0.0)", "A.willAnimateRotation(to: landscapeRight)",
                                                            "A.didRotate(from: portrait)"])
        tabs.selectedIndex = 1  // B appears later: layout at the new size, no rotation callbacks
        drainMainRunLoop()
        let later = trace.take().filter { $0.hasPrefix("B.") }
        #expect(later.contains("B.viewWillLayoutSubviews") && !later.contains { $0.contains("Rotat") })
        #expect(b.view.frame.width == 844)
    }
}

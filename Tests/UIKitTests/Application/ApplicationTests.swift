import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// An app delegate that records launch and shows a root controller, then terminates from the
/// run loop once the root has appeared.
final class LaunchProbeDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var trace: [String] = []
    var window: UIWindow?

    required override init() { super.init() }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchProbeDelegate.trace.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        LaunchProbeDelegate.trace.append("didFinishLaunching")
        final class Root: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                LaunchProbeDelegate.trace.append("root.viewDidAppear")
                UIKitScheduler.shared.enqueue(.completions) { UIApplication.shared.terminate(exitCode: 3) }
            }
        }
        let window = UIWindow()
        window.rootViewController = Root()
        self.window = window  // shown by the launch, as UIKit shows a storyboard's window
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        LaunchProbeDelegate.trace.append("didBecomeActive")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        LaunchProbeDelegate.trace.append("willTerminate")
    }
}

@MainActor
@Suite(.uikit) struct ApplicationTests {
    init() { _ = freshUIKit() }

    @Test func applicationMainLaunchesRunsTheLoopAndTerminates() async {
        // Runs in a child process: UIApplicationMain owns the main run loop.
        let result = await #expect(processExitsWith: .exitCode(3), observing: [\.standardErrorContent]) {
            await MainActor.run {
                // iOS's main.swift spelling: the delegate class named by NSStringFromClass.
                let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(LaunchProbeDelegate.self))
                let expected = ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "root.viewDidAppear", "willTerminate"]
                guard LaunchProbeDelegate.trace == expected else {
                    FileHandle.standardError.write(Data("trace: \(LaunchProbeDelegate.trace)\n".utf8))
                    exit(Int32(90 + LaunchProbeDelegate.trace.count))
                }
                exit(status)
            }
        }
        print(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self))
    }

    @Test func windowsAndKeyWindow() {
        let a = UIWindow(), b = UIWindow()
        b.windowLevel = .alert
        a.makeKeyAndVisible()
        #expect(a.isKeyWindow && UIApplication.shared.keyWindow === a)
        b.makeKeyAndVisible()
        #expect(b.isKeyWindow && !a.isKeyWindow)
        let windows = UIApplication.shared.windows
        #expect(windows.firstIndex { $0 === a }! < windows.firstIndex { $0 === b }!)
        b.isHidden = true
        #expect(UIApplication.shared.keyWindow == nil)
        a.isHidden = true
    }

    @Test func screenProfiles() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        let window = UIWindow()
        UIScreen.main.setDeviceProfile(.iPadAir)
        #expect(window.frame.size == CGSize(width: 820, height: 1180))  // windows filling the screen follow
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        UIScreen.main.setDeviceProfile(.iPhone14)
    }

    @Test func replacingTheRootControllerSwapsAppearance() {
        let first = UIViewController(), second = UIViewController()
        first.loadViewIfNeeded(); second.loadViewIfNeeded()
        let window = showInWindow(first)
        let recorder = LifecycleRecorder(names: [first: "First", second: "Second"])
        window.rootViewController = second
        drainMainRunLoop()
        #expect(recorder.lines == ["First.viewWillDisappear(false)", "First.viewDidDisappear(false)",
                                   "Second.viewWillAppear(false)", "Second.viewIsAppearing(false)", "Second.viewDidAppear(false)"])
        #expect(second.view.frame == window.bounds)
    }
}

/// An app delegate with no window code: the main storyboard supplies the window.
final class StoryboardLaunchDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var trace: [String] = []
    var window: UIWindow?

    required override init() { super.init() }

    private func describe(_ moment: String) {
        let root = window?.rootViewController
        StoryboardLaunchDelegate.trace.append("\(moment) root=\(root.map { "\(type(of: $0))" } ?? "nil") key=\(window?.isKeyWindow == true)")
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        describe("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        describe("didFinishLaunching")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        describe("didBecomeActive")
        UIKitScheduler.shared.enqueue(.completions) {
            let top = (self.window?.rootViewController as? UINavigationController)?.topViewController
            StoryboardLaunchDelegate.trace.append("top=\(top.map { "\(type(of: $0))" } ?? "nil") appeared=\(top?.view.window != nil)")
            UIApplication.shared.terminate(exitCode: 4)
        }
    }
}

@MainActor
@Suite(.uikit) struct MainStoryboardLaunchTests {
    init() { _ = freshUIKit() }

    @Test func test_I1_anAppWithAMainStoryboardLaunchesIntoItsInitialControllerInAWindow() async {
        let result = await #expect(processExitsWith: .exitCode(4), observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIApplication.shared.infoDictionary = ["UIMainStoryboardFile": "Main"]
                UIApplication._mainStoryboardBundle = .module
                let status = UIApplicationMain(0, nil, nil, "UIKitTests.StoryboardLaunchDelegate")
                let expected = ["willFinishLaunching root=UINavigationController key=false",
                                "didFinishLaunching root=UINavigationController key=false",
                                "didBecomeActive root=UINavigationController key=true",
                                "top=IBListViewController appeared=true"]
                guard StoryboardLaunchDelegate.trace == expected else {
                    FileHandle.standardError.write(Data("trace: \(StoryboardLaunchDelegate.trace)\n".utf8))
                    exit(90)
                }
                exit(status)
            }
        }
        print(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self).suffix(400))
    }

    @Test func test_I1_theMainStoryboardNameComesFromInfoPlistAndASceneStoryboardIsTheScenesOwn() {
        #expect(UIApplication._mainStoryboardName(in: ["UIMainStoryboardFile": "Main"]) == "Main")
        let manifest: [String: Any] = ["UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
            ["UISceneConfigurationName": "Default Configuration", "UISceneStoryboardFile": "Scenes"],
        ]]]]
        #expect(UIApplication._mainStoryboardName(in: manifest) == nil)  // loaded when the scene connects (E12)
        #expect(UIApplication._mainStoryboardName(in: [:]) == nil)
    }
}

import Foundation
import Testing
@testable import UIKit

/// The app delegate of MainWindow.xib: made from a `<customObject>` (an `UIApplicationDelegate`
/// has `init()`), connected to the nib's window and helper.
final class MainNibAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var trace: [String] = []
    @Outlet var window: UIWindow?
    @Outlet var helper: MainNibHelper?

    required override init() {
        super.init()
        IBLog.add("Delegate.init")
    }

    override func awakeFromNib() {
        IBLog.add("Delegate.awakeFromNib window=\(window != nil) helper=\(helper != nil)")
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.trace.append("willFinishLaunching delegate=\(application.delegate === self) root=\(rootName) visible=\(window?.isHidden == false)")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.trace.append("didFinishLaunching helper.label=\(helper?.label?.text ?? "nil")")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        Self.trace.append("didBecomeActive key=\(window?.isKeyWindow == true)")
        UIKitScheduler.shared.enqueue(.completions) {
            Self.trace.append("appeared=\(self.window?.rootViewController?.view.window != nil)")
            UIApplication.shared.terminate(exitCode: 5)
        }
    }

    private var rootName: String { window?.rootViewController.map { "\(type(of: $0))" } ?? "nil" }
}

/// A helper object dragged into a nib: it can be made because it promises `init()`.
final class MainNibHelper: InterfaceBuilderObject {
    @Outlet var label: UILabel?
    init() { IBLog.add("Helper.init") }
    func awakeFromNib() { IBLog.add("Helper.awakeFromNib label=\(label?.text ?? "nil")") }
}

/// A class Linux cannot make from its name (no `init()` it can call).
final class MainNibPlainClass {
    @Outlet var anything: UILabel?
}

@MainActor
@Suite(.uikit) struct CustomObjectTests {
    init() { _ = freshUIKit() }

    /// Stands in for the application as File's Owner.
    final class Owner: UIResponder {
        @Outlet var delegate: MainNibAppDelegate?
    }

    @Test func test_I2_customObjectsAreMadeConnectedAndAwokenAfterEveryObjectExists() throws {
        _ = IBLog.take()
        let diagnostics = DiagnosticsCapture()
        defer { diagnostics.stop() }
        let owner = Owner()
        let objects = UINib(nibName: "MainWindow", bundle: .module).instantiate(withOwner: owner)
        // Made in file order with init(), then awoken in the same order once all are connected.
        #expect(IBLog.take() == ["Delegate.init", "Helper.init", "List.init(coder:) title=nil storyboard=false",
                                 "Delegate.awakeFromNib window=true helper=true", "Helper.awakeFromNib label=Hello",
                                 "List.awakeFromNib viewLoaded=false"])
        let delegate = try #require(objects.first as? MainNibAppDelegate)
        #expect(owner.delegate === delegate)
        #expect(delegate.helper === objects[1] as AnyObject)
        // A class that cannot be made is UIKit's unknown class (its outlets skipped), and an
        // object with no class is a plain NSObject.
        #expect(diagnostics.messages == ["Unknown class MainNibPlainClass in Interface Builder file."])
        #expect(objects[2] is NSObject && objects[3] is NSObject)
        // The window fills the screen, and its root controller comes from the outlet.
        let window = try #require(delegate.window)
        #expect(window.frame == UIScreen.main.bounds && window.isHidden)
        #expect(window.rootViewController === objects[4] as AnyObject)
        #expect(objects.count == 7)
    }

    @Test func test_I2_aCustomObjectIsReleasedWithItsNib() {
        weak var helper: AnyObject?
        do {
            let objects = UINib(nibName: "MainWindow", bundle: .module).instantiate(withOwner: Owner())
            helper = objects[1] as AnyObject
            (objects.last as? UIWindow)?.rootViewController = nil
            _ = objects
        }
        _ = IBLog.take()
        #expect(helper == nil)
    }

    @Test func test_I1_anAppWithAMainNibLaunchesWithTheNibsDelegateAndWindow() async {
        let result = await #expect(processExitsWith: .exitCode(5), observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIApplication.shared.infoDictionary = ["NSMainNibFile": "MainWindow"]
                UIApplication._mainStoryboardBundle = .module
                let status = UIApplicationMain(0, nil, nil, nil)
                let expected = ["willFinishLaunching delegate=true root=IBListViewController visible=false",
                                "didFinishLaunching helper.label=Hello",
                                "didBecomeActive key=true",
                                "appeared=true"]
                guard MainNibAppDelegate.trace == expected else {
                    FileHandle.standardError.write(Data("trace: \(MainNibAppDelegate.trace)\n".utf8))
                    exit(90)
                }
                exit(status)
            }
        }
        print(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self).suffix(400))
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The whole flow across processes, as on a device: launch, navigate, go home, get killed;
/// launch again and find the same screen (Z5, Z8, E15).
@MainActor
@Suite(.uikit) struct RestorationAcceptanceTests {
    init() { _ = freshUIKit() }

    @Test func test_Z5_killedInTheBackgroundThenRelaunchedInANewProcessTheAppIsWhereTheUserLeftIt() async throws {
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-restoration-\(UUID().uuidString)")
        setenv("OPENUIKIT_DATA_CONTAINER", container.path, 1)
        defer {
            unsetenv("OPENUIKIT_DATA_CONTAINER")
            try? FileManager.default.removeItem(at: container)
        }

        // First process: launch, push two, select a tab, present one, scroll, Home, killed.
        await #expect(processExitsWith: .signal(SIGKILL)) {
            await MainActor.run {
                let app = RestoringAppDelegate()
                launchApplication(app, infoDictionary: ["CFBundleVersion": "7"])
                app.navigate()
                UIApplication.shared.simulateBackground()
                kill(getpid(), SIGKILL)
            }
        }
        #expect(FileManager.default.fileExists(atPath: container.appendingPathComponent(
            "Library/Saved Application State/\(UIApplication._appName).savedState/data.data").path))

        // Second process: the same screen, with UIKit's callbacks in order.
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var problems: [String] = []
                let app = RestoringAppDelegate()
                launchApplication(app, infoDictionary: ["CFBundleVersion": "7"])
                let trace = traceNames()
                func index(_ name: String) -> Int { trace.firstIndex(of: name) ?? -1 }
                if !(index("detail.viewDidLoad") < index("detail.decode") && index("detail.decode") < index("app.didDecode launch-4")
                     && index("app.didDecode launch-4") < index("more.finishedRestoring") && index("more.finishedRestoring") < index("app.didFinishLaunching")
                     && index("app.didFinishLaunching") < index("fruit.viewWillAppear") && index("detail.viewDidLoad") > 0) {
                    problems.append("order: \(trace)")
                }
                let tabs = app.tabs
                let nav = tabs?.viewControllers?.first as? UINavigationController
                let detail = nav?.viewControllers.dropFirst().first as? RestorableController
                let fruit = tabs?.viewControllers?.last as? RestorableController
                if tabs?.selectedIndex != 1 { problems.append("selected tab \(tabs?.selectedIndex ?? -1)") }
                if nav?.viewControllers.map({ $0.title ?? "" }) != ["list", "detail", "more"] { problems.append("stack \(nav?.viewControllers as Any)") }
                if detail?.scrollView?.contentOffset != CGPoint(x: 0, y: 240) { problems.append("offset \(detail?.scrollView?.contentOffset as Any)") }
                if (tabs?.presentedViewController as? RestorableController)?.note != "presented" { problems.append("no modal") }
                if fruit?.table?.indexPathsForSelectedRows != [IndexPath(row: 2, section: 0)] { problems.append("selection") }
                if UIApplication.shared.applicationState != .active { problems.append("state \(UIApplication.shared.applicationState)") }
                if !problems.isEmpty { FileHandle.standardError.write(Data(problems.joined(separator: "\n").utf8)) }
                exit(problems.isEmpty ? 0 : 1)
            }
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!errors.contains("order:") && !errors.contains("stack"), "\(errors)")
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that logs its own overrides (in addition to the recorder), to prove
/// callbacks reach user code in order and that overrides calling super are quiet.
@MainActor
class LoggingController: UIViewController {
    var log: [String] = []
    var onViewDidLoad: ((LoggingController) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        onViewDidLoad?(self)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear window=\(view.window != nil)")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("viewIsAppearing window=\(view.window != nil)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
}

/// Fresh, deterministic UIKit state for one test (the `.uikit` trait has already reset it;
/// suites call this again in `init` to hold the clock): a virtual clock, a drained scheduler,
/// animations enabled, the phone profile.
@MainActor
func freshUIKit() -> VirtualClock {
    resetUIKit(device: .iPhone14)
}

/// A container with a content area, for containment tests.
@MainActor
final class ContainerController: UIViewController {
    var manualForwarding = false
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manualForwarding }
}

/// Collects UIKit diagnostics while alive.
@MainActor
final class DiagnosticsCapture {
    private(set) var messages: [String] = []
    private var token: Int = 0
    init() {
        token = UIKitDiagnostics.addObserver { [weak self] in self?.messages.append($0.message) }
    }
    func stop() { UIKitDiagnostics.removeObserver(token) }
}

/// The folder this test process keeps its files in (data containers, documents), removed when
/// the process exits, so test runs leave nothing in the temporary directory.
let testProcessFolder: URL = {
    atexit { try? FileManager.default.removeItem(at: testProcessFolderURL(pid: getpid())) }
    return testProcessFolderURL(pid: getpid())
}()

private func testProcessFolderURL(pid: Int32) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-tests-\(pid)", isDirectory: true)
}

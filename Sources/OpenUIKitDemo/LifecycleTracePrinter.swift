import UIKit

/// Prints each lifecycle callback of the named controllers as it happens, with the time
/// since launch and the flags UIKit reports.
@MainActor
final class LifecycleTracePrinter {
    private var names: [ObjectIdentifier: String] = [:]
    private let launchTime = ProcessInfo.processInfo.systemUptime

    func name(_ controller: UIViewController, _ name: String) {
        names[ObjectIdentifier(controller)] = name
    }

    func start() {
        UIViewControllerLifecycleObservers.add { [self] event in
            guard let name = names[ObjectIdentifier(event.viewController)] else { return }
            switch event.callback {
            case .viewWillLayoutSubviews, .viewDidLayoutSubviews: return  // counts vary; kept out of the trace
            default: break
            }
            var flags: [String] = []
            if event.isMovingToParent { flags.append("isMovingToParent") }
            if event.isMovingFromParent { flags.append("isMovingFromParent") }
            if event.isBeingPresented { flags.append("isBeingPresented") }
            if event.isBeingDismissed { flags.append("isBeingDismissed") }
            let time = String(format: "%6.3f", ProcessInfo.processInfo.systemUptime - launchTime)
            print("  [\(time)s] \(name).\(event.callback)" + (flags.isEmpty ? "" : "  (\(flags.joined(separator: ", ")))"))
        }
    }
}

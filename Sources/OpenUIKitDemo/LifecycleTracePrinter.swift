import UIKit

/// Prints each lifecycle callback of the named controllers as it happens, with the time
/// since launch and the flags UIKit reports.
@MainActor
final class LifecycleTracePrinter {
    /// Names by address, with a weak reference so a reused address is not misnamed.
    private var names: [ObjectIdentifier: (controller: Weak, name: String)] = [:]

    final class Weak {
        weak var value: UIViewController?
        init(_ value: UIViewController) { self.value = value }
    }
    private let launchTime = ProcessInfo.processInfo.systemUptime
    /// The timeline the callbacks are also drawn on.
    let timeline = LifecycleTimeline()

    /// Seconds since launch.
    var now: TimeInterval { ProcessInfo.processInfo.systemUptime - launchTime }

    func name(_ controller: UIViewController, _ name: String) {
        names[ObjectIdentifier(controller)] = (Weak(controller), name)
    }

    func start() {
        UIViewControllerLifecycleObservers.add { [self] event in
            guard let entry = names[ObjectIdentifier(event.viewController)], entry.controller.value === event.viewController else { return }
            let name = entry.name
            switch event.callback {
            case .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange:
                return  // counts vary; kept out of the trace
            default: break
            }
            var flags: [String] = []
            if event.isMovingToParent { flags.append("isMovingToParent") }
            if event.isMovingFromParent { flags.append("isMovingFromParent") }
            if event.isBeingPresented { flags.append("isBeingPresented") }
            if event.isBeingDismissed { flags.append("isBeingDismissed") }
            timeline.add(time: now, lane: name, callback: "\(event.callback)".components(separatedBy: "(").first ?? "")
            let time = String(format: "%6.3f", now)
            print("  [\(time)s] \(name).\(event.callback)" + (flags.isEmpty ? "" : "  (\(flags.joined(separator: ", ")))"))
        }
    }
}

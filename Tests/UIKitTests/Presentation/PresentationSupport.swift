import Foundation
import Testing
import UIKit
import UIKitTesting

/// A shared, ordered log of callbacks from several controllers and completions.
@MainActor
final class Trace {
    var lines: [String] = []
    func add(_ line: String) { lines.append(line) }
    /// The lines since the last call.
    func take() -> [String] { defer { lines = [] }; return lines }
}

/// A controller that writes its lifecycle into a ``Trace`` as `Name.callback`, and can
/// note its presentation flags and links.
@MainActor
final class Traced: UIViewController {
    let name: String
    let trace: Trace
    var notesFlags = false
    var notesLinks = false
    /// Also log willMove/didMove (`parent`: its name, or nil) and whether moving to/from a parent.
    var notesMoves = false
    var notesMovingFlags = false

    init(_ name: String, _ trace: Trace) {
        self.name = name; self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }

    private func log(_ callback: String) {
        var line = "\(name).\(callback)"
        if notesMovingFlags { line += " toParent=\(isMovingToParent) fromParent=\(isMovingFromParent)" }
        if notesFlags { line += " presented=\(isBeingPresented) dismissed=\(isBeingDismissed)" }
        if notesLinks {
            line += " presenting=\(presentingViewController.map { ($0 as? Traced)?.name ?? "?" } ?? "nil")"
            line += " presented=\(presentedViewController.map { ($0 as? Traced)?.name ?? "?" } ?? "nil")"
        }
        trace.add(line)
    }

    override func viewDidLoad() { super.viewDidLoad(); log("viewDidLoad") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        if notesMoves { trace.add("\(name).willMove(\(parent == nil ? "nil" : "parent"))") }
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if notesMoves { trace.add("\(name).didMove(\(parent == nil ? "nil" : "parent"))") }
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
}

/// `Traced` A on screen, its view loaded, the trace emptied.
@MainActor
func showTracedRoot(_ trace: Trace, name: String = "A") -> (Traced, UIWindow) {
    let root = Traced(name, trace)
    let window = showInWindow(root)
    _ = trace.take()
    return (root, window)
}

/// A controller presented in `style`, not yet loaded.
@MainActor
func traced(_ name: String, _ trace: Trace, style: UIModalPresentationStyle) -> Traced {
    let controller = Traced(name, trace)
    controller.modalPresentationStyle = style
    return controller
}

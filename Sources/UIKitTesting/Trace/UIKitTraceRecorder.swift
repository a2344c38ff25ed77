import Foundation
@_spi(Testing) import UIKit

/// Records a ``UIKitTrace`` while UIKit runs: lifecycle callbacks with their flags, layout
/// callbacks, touches, gesture states, transitions, console messages and test issues, each at
/// its time on the scheduler's clock, and a frame each time a run-loop turn that changed
/// something settles (only when the hierarchy differs from the last frame).
///
/// The `.uikit` trait and ``UIKitTestCase`` record every test and write the trace when it
/// fails (``UIKitTraceMode``). Pictures are drawn when the test links `UIKitRendering`;
/// otherwise the viewer draws the recorded hierarchy as a wireframe. Recording never changes
/// what the app does: it reads views after a turn has settled. OpenUIKit addition.
@MainActor
public final class UIKitTraceRecorder {
    /// Frames kept at most; later ones are counted in ``UIKitTrace/droppedFrames``.
    public static let frameLimit = 400
    /// While animations run, pictures are taken at most this often (in clock seconds); the
    /// frames between have the hierarchy only, which the viewer draws as a wireframe.
    public static let animationPictureInterval: TimeInterval = 0.1

    private var trace: UIKitTrace
    private let startTime: TimeInterval
    private var tokens: (lifecycle: Int, activity: Int, console: Int)?
    private let names = ControllerNames()
    private let painter: (any _UIKitTracePainter)?
    private var lastFingerprint: Int?
    private var lastPictureTime = -Double.infinity
    /// Pictures captured, by frame, not yet encoded.
    private var pictures: [Int: any _UIKitTracePicture] = [:]
    private var hasChanges = true

    /// Starts recording; `title` names the trace. Pictures are taken with `painter` (by
    /// default UIKitRendering's, when the process links it).
    public init(title: String, painter: (any _UIKitTracePainter)? = TracePainterLookup.linkedPainter()) {
        self.painter = painter
        startTime = UIKitScheduler.shared.clock.now
        trace = UIKitTrace(title: title, device: UIScreen.main.deviceProfile.name, passed: true, lanes: [],
                           events: [], frames: [], droppedFrames: 0)
        tokens = (
            UIViewControllerLifecycleObservers.add { [weak self] in self?.record($0) },
            UIKitActivityObservers.add { [weak self] in self?.record($0) },
            UIKitDiagnostics.addObserver { [weak self] in
                self?.append(.console, text: $0.message, flags: $0.rule.map { [$0] } ?? [])
            })
        // Animations move with the clock, not in turns: while one runs, each step of a virtual
        // clock is a moment to look (without one, time alone changes nothing on screen).
        VirtualClock.stepObservers[ObjectIdentifier(self)] = { [weak self] in
            guard let self, UIKitScheduler.shared._hasRunningAnimations else { return }
            hasChanges = true
            takeFrame()
        }
        takeFrame()
    }

    isolated deinit { stopRecording() }

    /// Stops recording (taking a last frame if the screen changed) and returns the trace.
    @discardableResult
    public func stop() -> UIKitTrace {
        stopRecording()
        return recorded
    }

    /// Stops recording, taking a last frame if the screen changed; encodes nothing.
    func stopRecording() {
        guard let tokens else { return }
        takeFrame()
        UIViewControllerLifecycleObservers.remove(tokens.lifecycle)
        UIKitActivityObservers.remove(tokens.activity)
        UIKitDiagnostics.removeObserver(tokens.console)
        VirtualClock.stepObservers[ObjectIdentifier(self)] = nil
        self.tokens = nil
    }

    /// The trace so far, its pictures encoded as PNG (done once, when first asked).
    public var recorded: UIKitTrace {
        for (index, picture) in pictures {
            trace.frames[index].picture = picture.pngData()?.base64EncodedString()
        }
        pictures.removeAll()
        return trace
    }

    /// Whether no issue was recorded (nor ``setPassed(_:)`` said otherwise).
    public var passed: Bool { trace.passed }

    /// Records a test issue (a failed expectation, an error, a leak) at the current time.
    public func recordIssue(_ text: String, at location: String? = nil) {
        trace.passed = false
        append(.issue, text: text, flags: location.map { [$0] } ?? [])
    }

    /// Marks the trace as passed or failed.
    public func setPassed(_ passed: Bool) { trace.passed = passed }

    private var now: Double { UIKitScheduler.shared.clock.now - startTime }

    private func append(_ kind: UIKitTrace.EventKind, lane: String? = nil, text: String, flags: [String] = [], span: Int? = nil) {
        if let lane, !trace.lanes.contains(lane) { trace.lanes.append(lane) }
        trace.events.append(UIKitTrace.Event(time: now, kind: kind, lane: lane, text: text, flags: flags, span: span,
                                             frame: max(0, trace.frames.count - 1)))
    }

    private func record(_ event: UIViewControllerLifecycleEvent) {
        var flags: [String] = []
        if event.isMovingToParent { flags.append("isMovingToParent") }
        if event.isMovingFromParent { flags.append("isMovingFromParent") }
        if event.isBeingPresented { flags.append("isBeingPresented") }
        if event.isBeingDismissed { flags.append("isBeingDismissed") }
        let kind: UIKitTrace.EventKind
        switch event.callback {
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints,
             .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange:
            kind = .layout
        default:
            kind = .lifecycle
        }
        append(kind, lane: names.name(of: event.viewController), text: event.callback.description, flags: flags)
    }

    private func record(_ activity: UIKitActivity) {
        switch activity {
        case .touch(let phase, let location, let view, _):
            let target = view.map { " on \(String(describing: type(of: $0)))" } ?? ""
            append(.touch, text: "touch \(phase.traceName) at (\(Int(location.x.rounded())), \(Int(location.y.rounded())))\(target)")
            hasChanges = true
        case .gesture(_, .possible):
            break  // a recognizer reset for the next touches
        case .gesture(let recognizer, let state):
            append(.gesture, text: "\(String(describing: type(of: recognizer))) \(state.traceName)")
        case .transitionBegan(let serial, let from, let to, let isAnimated):
            let fromName = from.map(names.name(of:)) ?? "nil", toName = to.map(names.name(of:)) ?? "nil"
            append(.transition, text: "transition \(fromName) → \(toName)", flags: isAnimated ? ["animated"] : [], span: serial)
        case .transitionEnded(let serial, let completed):
            append(.transition, text: completed ? "transition finished" : "transition cancelled", span: serial)
        case .turnEnded(let turn):
            if turn.didWork { hasChanges = true }
            if turn.isSettled { takeFrame() }
        }
    }

    /// Takes a frame if something ran since the last one and the hierarchy differs.
    private func takeFrame() {
        guard hasChanges else { return }
        hasChanges = false
        let window = UIApplication.shared.windows.last { !$0.isHidden && $0.isKeyWindow }
            ?? UIApplication.shared.windows.last { !$0.isHidden }
        let snapshot = window.map { TraceSnapshot(window: $0, names: names) }
        let fingerprint = snapshot?.fingerprint ?? 0
        guard fingerprint != lastFingerprint else { return }
        lastFingerprint = fingerprint
        guard trace.frames.count < Self.frameLimit else {
            trace.droppedFrames += 1
            return
        }
        let time = now
        if let painter, let window,
           !UIKitScheduler.shared._hasRunningAnimations || time - lastPictureTime >= Self.animationPictureInterval {
            pictures[trace.frames.count] = painter.capture(window)
            lastPictureTime = time
        }
        trace.frames.append(UIKitTrace.Frame(
            time: time, eventCount: trace.events.count,
            size: window.map { [Double($0.bounds.width), Double($0.bounds.height)] } ?? [0, 0],
            views: snapshot?.views, controllers: snapshot?.controllers, picture: nil))
    }
}

/// Names controllers for the trace: the class name, with `#2`, `#3` for later instances of
/// the same class. Held weakly, so a reused address gets a new name.
@MainActor
final class ControllerNames {
    private var names: [ObjectIdentifier: (controller: WeakController, name: String)] = [:]
    private var counts: [String: Int] = [:]

    final class WeakController {
        weak var value: UIViewController?
        init(_ value: UIViewController) { self.value = value }
    }

    func name(of controller: UIViewController) -> String {
        let id = ObjectIdentifier(controller)
        if let entry = names[id], entry.controller.value === controller { return entry.name }
        let type = String(describing: Swift.type(of: controller))
        let count = (counts[type] ?? 0) + 1
        counts[type] = count
        let name = count == 1 ? type : "\(type)#\(count)"
        names[id] = (WeakController(controller), name)
        return name
    }
}

extension UITouch.Phase {
    var traceName: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

extension UIGestureRecognizer.State {
    var traceName: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

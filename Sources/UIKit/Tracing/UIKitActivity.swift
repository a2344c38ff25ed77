import Foundation

/// What UIKit did, as it happens: touches delivered, gesture recognizers changing state,
/// view-controller transitions starting and ending, and the end of each run-loop turn.
/// Together with ``UIViewControllerLifecycleObservers`` and ``UIKitDiagnostics`` it is what
/// `UIKitTesting`'s trace records and what `UIKitLive` watches to send a new frame.
///
/// OpenUIKit addition: iOS has no such channel (Instruments reads UIKit from outside).
/// Observers are called synchronously, on the main actor, while UIKit is in the middle of the
/// work they describe; they must not change the app.
public enum UIKitActivity {
    /// A touch was delivered by `UIWindow.sendEvent(_:)`, at `location` in the window's
    /// coordinates, to `view` (the view it hit when it began).
    case touch(phase: UITouch.Phase, location: CGPoint, view: UIView?, window: UIWindow)
    /// A gesture recognizer's state changed.
    case gesture(UIGestureRecognizer, state: UIGestureRecognizer.State)
    /// A view-controller transition (push, pop, present, dismiss, tab switch, page turn,
    /// child swap) sent its "will" callbacks and started its animator. `serial` names it in
    /// the matching ``transitionEnded(serial:completed:)``.
    case transitionBegan(serial: Int, from: UIViewController?, to: UIViewController?, isAnimated: Bool)
    /// The transition `serial` finished (`completed` false: cancelled and undone).
    case transitionEnded(serial: Int, completed: Bool)
    /// A run-loop turn ended, having done what `turn` says.
    case turnEnded(UIKitTurn)
}

/// What one run-loop turn of ``UIKitScheduler`` did (OpenUIKit addition).
public struct UIKitTurn: Sendable, Equatable {
    /// It ran timers whose time had come, or work handed over from other threads.
    public var ranTimers = false
    /// It delivered a display frame to display links or dynamic animators.
    public var ranFrame = false
    /// It started transitions requested since the last turn.
    public var startedTransitions = false
    /// It ran the constraint and layout passes.
    public var ranLayoutPass = false
    /// It redrew layers marked with `setNeedsDisplay` (views' `draw(_:)`).
    public var ranDisplayPass = false
    /// It finished appearance changes or ran completions.
    public var ranCompletions = false
    /// Animations were running and moved on the clock.
    public var advancedAnimations = false
    /// Nothing is left for another turn now (animations may still run on the clock).
    public var isSettled = false

    /// Whether the turn did anything that can change what is on screen.
    public var didWork: Bool { ranTimers || ranFrame || startedTransitions || ranLayoutPass || ranDisplayPass || ranCompletions || advancedAnimations }

    /// A turn that did nothing yet.
    public init() {}
}

/// Observers of ``UIKitActivity`` (an OpenUIKit addition).
@preconcurrency @MainActor
public enum UIKitActivityObservers {
    private static var observers = ObserverList<UIKitActivity>()

    /// Adds an observer; returns a token for ``remove(_:)``.
    @discardableResult
    public static func add(_ body: @escaping @MainActor (UIKitActivity) -> Void) -> Int { observers.add(body) }

    /// Removes an observer.
    public static func remove(_ token: Int) { observers.remove(token) }

    /// Whether anyone listens (callers skip building the event when not).
    static var isEmpty: Bool { observers.isEmpty }

    static func notify(_ activity: @autoclosure () -> UIKitActivity) {
        guard !observers.isEmpty else { return }
        let current = observers  // an observer may add or remove observers
        current.notify(activity())
    }
}

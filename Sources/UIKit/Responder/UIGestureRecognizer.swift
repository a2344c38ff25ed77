import Foundation

/// Recognizes a gesture from the touches sent to its view and the view's subviews, and
/// sends its action to its targets as its ``state`` moves.
///
/// Discrete gestures (a tap) go from `.possible` to `.recognized` (the same value as
/// `.ended`) or `.failed`; continuous ones (a pan) go `.began`, `.changed`…, then `.ended`
/// or `.cancelled`. Actions are sent at `.began`, `.changed`, `.ended`/`.recognized` and
/// `.cancelled`. After the gesture ends or fails the recognizer is ``reset()`` to `.possible`.
///
/// Differences from UIKit: a target receives the action through the responder's registered
/// actions (`target.addAction("handlePan:") { … }`, see PORTING.md), since Linux has no
/// Objective-C runtime; touches come from ``UIWindow/sendEvent(_:)``, which code standing
/// for the user (or `UIKitTesting`) calls.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer, as UIKit.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same value as `.ended`).
        public static let recognized = State.ended
    }

    private enum Target {
        case action(target: WeakBox<UIResponder>, action: Selector)
        case handler(@MainActor (UIGestureRecognizer) -> Void)
    }

    private var targets: [Target] = []
    /// The recognizers this one waits for (``require(toFail:)``), and those waiting for it.
    private var _failureRequirements: [WeakBox<UIGestureRecognizer>] = []
    private var _dependents: [WeakBox<UIGestureRecognizer>] = []
    /// The state this recognizer reached while a recognizer it requires to fail was still
    /// deciding; it takes it when that one fails.
    private var _heldState: State?
    /// The view the recognizer is attached to.
    open var view: UIView? { _view }
    @Unretained var _view: UIView?  // PL11
    /// Decides whether the recognizer begins, receives touches, and recognizes together
    /// with others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer gets touches. Setting false while recognizing cancels it; while
    /// still deciding (with touches down), it fails.
    open var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            if state == .began || state == .changed { state = .cancelled }
            else if state == .possible, !touches.isEmpty { state = .failed }
        }
    }
    /// Whether the view stops receiving the touches (it gets `touchesCancelled`) once the
    /// gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// A name for debugging.
    open var name: String?

    var touches: [UITouch] = []

    /// Creates a recognizer sending `action` to `target` (a responder that registered the
    /// action with `addAction(_:handler:)`).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// Adds a handler run on each action (the loader's hook for triggered segues).
    @preconcurrency func _addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(.handler(handler))
    }

    /// A recognizer whose action is a closure (used by UIKit's own recognizers).
    @preconcurrency init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(.handler(handler))
    }

    /// Adds a target-action pair. The target is not retained.
    open func addTarget(_ target: Any, action: Selector) {
        guard let responder = target as? UIResponder else { return }
        targets.append(.action(target: WeakBox(responder), action: action))
    }

    /// Removes a target-action pair; nil removes all of the target's (or all) actions.
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { entry in
            guard case let .action(box, selector) = entry else { return target == nil && action == nil }
            let sameTarget = target == nil || (target as? UIResponder) === box.value
            return sameTarget && (action == nil || action == selector)
        }
    }

    /// The recognizer's state. Subclasses set it as they recognize; setting it sends the
    /// actions for `.began`, `.changed`, `.ended` and `.cancelled`.
    ///
    /// Leaving `.possible` for `.began` or `.ended` first checks the recognizers this one
    /// must wait for (``require(toFail:)``): while one of them is still deciding, the state
    /// stays `.possible` and the gesture is held until it fails; if one has recognized, this
    /// one fails. Then the delegate's `gestureRecognizerShouldBegin(_:)` is asked.
    open var state: State = .possible {
        didSet {
            switch state {
            case .began, .ended:
                if oldValue == .possible {
                    switch _failureRequirementsGate {
                    case .fail: state = .failed; _reportState(); _stateDidSettle(); return
                    case .wait: _heldState = state; state = .possible; return
                    case .go: break
                    }
                    if delegate?.gestureRecognizerShouldBegin(self) == false { state = .failed; _reportState(); _stateDidSettle(); return }
                    _gestureDidBegin()
                }
                _reportState()
                sendActions()
            case .changed, .cancelled:
                _reportState()
                sendActions()
            case .possible, .failed:
                if state != oldValue { _reportState() }
            }
            _stateDidSettle()
        }
    }

    /// Tells ``UIKitActivityObservers`` the state this recognizer settled on, before its
    /// actions run (a held gesture is reported when it is released).
    private func _reportState() {
        UIKitActivityObservers.notify(.gesture(self, state: state))
    }

    /// The number of touches involved.
    open var numberOfTouches: Int { touches.count }

    /// The centroid of the touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The location of one touch in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touches[touchIndex].location(in: view)
    }

    /// Puts the recognizer back to its initial values; called after the gesture ends or
    /// fails. Overrides must call super.
    open func reset() { touches = [] }

    /// Touches began in the view or its subviews. Subclasses override to recognize.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default cancels a gesture in progress, else fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }

    private func sendActions() {
        for target in targets {
            switch target {
            case let .action(box, action): _ = box.value?.performAction(action, sender: self)
            case let .handler(handler): handler(self)
            }
        }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes:
    /// when this one would begin (or, if discrete, recognize) while the other is still
    /// tracking touches, it stays `.possible` until the other fails, then goes on; if the other
    /// recognizes instead, this one fails. The classic use: a single tap that requires a
    /// double tap to fail. A recognizer that has no touches does not hold this one back.
    /// Both recognizers are held weakly.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self,
              !_failureRequirements.contains(where: { $0.value === otherGestureRecognizer }) else { return }
        _failureRequirements.append(WeakBox(otherGestureRecognizer))
        otherGestureRecognizer._dependents.append(WeakBox(self))
    }

    private enum FailureGate { case go, wait, fail }

    /// Whether the recognizers this one requires to fail let it leave `.possible` now.
    private var _failureRequirementsGate: FailureGate {
        var gate = FailureGate.go
        for other in _failureRequirements.compactMap(\.value) {
            switch other.state {
            case .began, .changed, .ended, .cancelled: return .fail
            case .possible: if !other.touches.isEmpty || other._heldState != nil { gate = .wait }
            case .failed: break
            }
        }
        return gate
    }

    /// After a state change: a failure releases the recognizers waiting for this one; a
    /// recognition makes those still deciding fail.
    private func _stateDidSettle() {
        switch state {
        case .failed:
            _heldState = nil
            for dependent in _dependents.compactMap(\.value) {
                guard let held = dependent._heldState, dependent.state == .possible else { continue }
                dependent._heldState = nil
                dependent.state = held
            }
        case .began, .ended:
            for dependent in _dependents.compactMap(\.value) where dependent.state == .possible
            && (!dependent.touches.isEmpty || dependent._heldState != nil) {
                dependent._heldState = nil
                dependent.state = .failed
            }
        case .possible, .changed, .cancelled:
            break
        }
    }

    /// Forgets a held recognition (the touch sequence is over).
    func _clearHeldState() { _heldState = nil }

    /// The last of the recognizer's touches ended while it was still deciding (not waiting
    /// on another's failure): it fails, which releases recognizers that wait for it, before
    /// any of them is reset for the next touch sequence.
    func _failIfUndecided(endingWith touch: UITouch) {
        guard state == .possible, _heldState == nil,
              touches.allSatisfy({ $0 === touch || $0.phase == .ended || $0.phase == .cancelled }) else { return }
        state = .failed
    }

    /// Other recognizers of the same touches fail when this one begins, unless a delegate
    /// lets them recognize together.
    private func _gestureDidBegin() {
        for touch in touches {
            for other in touch._gestureRecognizers where other !== self && other.state == .possible {
                let together = delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
                if !together { other.state = .failed }
            }
        }
    }

    /// Whether the recognizer has recognized (so the view's touches are cancelled).
    var _hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// Whether the recognizer is finished with this touch sequence.
    var _isFinished: Bool { state == .ended || state == .cancelled || state == .failed }
}

/// The delegate of a gesture recognizer. Every method has a default (UIKit's optional
/// methods).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible`. Default true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer gets `touch`. Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether both may recognize at once. Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

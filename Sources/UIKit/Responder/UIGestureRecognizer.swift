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
        /// Not recognized yet (the state a recognizer starts and resets to).
        case possible
        /// A continuous gesture started; the action is sent.
        case began
        /// A continuous gesture changed; the action is sent.
        case changed
        /// The gesture ended (or a discrete one was recognized); the action is sent.
        case ended
        /// A continuous gesture was cancelled; the action is sent.
        case cancelled
        /// The gesture will not be recognized; no action is sent.
        case failed
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
    /// The kinds of touch the recognizer takes, as `UITouch.TouchType` raw values (VS11).
    /// Default every kind; a touch of another kind never reaches it (nor its delegate).
    open var allowedTouchTypes: [NSNumber] = UITouch.TouchType._all.map { NSNumber(value: $0.rawValue) }
    /// The kinds of press the recognizer takes, as `UIPress.PressType` raw values (VS11).
    /// Default every kind; a press of another kind never reaches it (nor its delegate).
    open var allowedPressTypes: [NSNumber] = UIPress.PressType._all.map { NSNumber(value: $0.rawValue) }
    /// The pointer buttons of the event the recognizer last handled (iOS 13.4, VS12).
    open var buttonMask: UIEvent.ButtonMask { _lastButtonMask }
    var _lastButtonMask: UIEvent.ButtonMask = []
    /// The modifier keys held during the event the recognizer last handled (iOS 13.4, VS13).
    open var modifierFlags: UIKeyModifierFlags { _lastModifierFlags }
    var _lastModifierFlags: UIKeyModifierFlags = []

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
    /// one fails. Then the delegate's `gestureRecognizerShouldBegin(_:)` is asked, and the
    /// views from each touch's view up to this recognizer's view (CT7: a button refuses a
    /// parent's single tap).
    ///
    /// Setting it is how subclasses recognize (on iOS the setter comes from
    /// `UIGestureRecognizerSubclass`; here it is public). While the recognizer is handling
    /// touches (`touchesBegan(_:with:)`…), the actions of a change are sent when that method
    /// returns, so they read the values set after `state` (CT8). A terminal state (`.ended`,
    /// `.cancelled`, `.failed`) leads to ``reset()`` at the end of the event (CT9).
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
                    if !_mayBegin { state = .failed; _reportState(); _stateDidSettle(); return }
                    _gestureDidBegin()
                }
                _reportState()
                _sendOrDeferActions()
            case .changed, .cancelled:
                _reportState()
                _sendOrDeferActions()
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

    /// Puts the recognizer back to its initial values (CT9): called once per attempt, at the
    /// end of the event in which the recognizer reached `.ended`, `.cancelled` or `.failed`
    /// (at the next run-loop turn when it got there outside an event), with ``UIGestureRecognizer/state``
    /// already `.possible` and its touches let go; the touches still down are not sent to
    /// it again. Overrides must call super.
    open func reset() { touches = [] }

    /// Touches began in the view or its subviews (all of this event's new touches for this
    /// recognizer, in one set; CT6). Subclasses override to recognize.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved (only those that moved; resting fingers are not in the set).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. The default cancels a gesture in progress, else fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .began || state == .changed) ? .cancelled : .failed
    }
    /// A stylus touch's estimated properties were updated. The default does nothing.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Physical buttons (hardware keys) went down while the recognizer's view was in the
    /// first responder's chain (CT21). The default does nothing.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Pressed buttons changed (their force). The default does nothing.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Buttons were released. The default does nothing.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled. The default does nothing.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Whether the recognizer sees `event` (iOS 13.4), asked once as a touch or press of the
    /// event first reaches the recognizer, before the delegate's
    /// `gestureRecognizer(_:shouldReceive:)` for the event and then for the touch or press
    /// (CT22). Default true; a subclass answering false never sees that touch or press.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// CT22: the recognizer's and then its delegate's answer for `event`.
    func _receives(_ event: UIEvent) -> Bool {
        shouldReceive(event) && delegate?.gestureRecognizer(self, shouldReceive: event) != false
    }

    /// Stops the recognizer from seeing `touch` (CT10): it gets no more of its phases, no
    /// longer counts it in ``numberOfTouches`` or ``location(in:)``, and does not cancel it in
    /// the view when it recognizes. For subclasses.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        touch._ignoredBy.insert(ObjectIdentifier(self))
        touches.removeAll { $0 === touch }
    }

    /// Stops the recognizer from seeing `press` (CT21). For subclasses.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        button._ignoredBy.insert(ObjectIdentifier(self))
    }

    /// Whether this recognizer, recognizing, makes `preventedGestureRecognizer` fail (CT11).
    /// Default true; answering false lets both recognize, as the delegate's
    /// `shouldRecognizeSimultaneouslyWith` does.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, makes this one fail (CT11). Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` (one sharing its touches)
    /// to fail before it leaves `.possible`, as ``require(toFail:)`` does (CT12). Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` (one sharing its touches) waits for this one to fail
    /// (CT12). Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// While the recognizer handles touches or presses, the actions of its state changes
    /// wait until that method returns (CT8).
    private var _actionDeferral = 0
    private var _deferredActionSends = 0

    /// Sends the actions now, or when the touch method being run returns.
    private func _sendOrDeferActions() {
        if _actionDeferral > 0 { _deferredActionSends += 1 } else { sendActions() }
    }

    /// Runs one of the touch or press methods with the actions of its state changes held
    /// until it returns (CT8).
    func _handlingInput(_ body: () -> Void) {
        _actionDeferral += 1
        body()
        _actionDeferral -= 1
        guard _actionDeferral == 0 else { return }
        while _deferredActionSends > 0 {
            _deferredActionSends -= 1
            sendActions()
        }
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

    /// The other recognizers getting this one's touches.
    private var _touchSharers: [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        for touch in touches {
            for other in touch._gestureRecognizers where other !== self && !found.contains(where: { $0 === other })
            && !touch._ignoredBy.contains(ObjectIdentifier(other)) {
                found.append(other)
            }
        }
        return found
    }

    /// Whether this recognizer waits for `other` to fail: ``require(toFail:)``, or (for one
    /// sharing its touches) the subclass methods and delegate methods of CT12.
    func _requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if _failureRequirements.contains(where: { $0.value === other }) { return true }
        guard _touchSharers.contains(where: { $0 === other }) else { return false }
        return shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether the recognizers this one requires to fail let it leave `.possible` now.
    private var _failureRequirementsGate: FailureGate {
        var gate = FailureGate.go
        let sharers = _touchSharers
        var candidates = _failureRequirements.compactMap(\.value)
        for other in sharers where !candidates.contains(where: { $0 === other }) { candidates.append(other) }
        for other in candidates where _requiresFailure(of: other) {
            switch other.state {
            case .began, .changed, .ended, .cancelled: return .fail
            case .possible:
                // One sharing this one's touches is deciding even before it has been given them.
                if !other.touches.isEmpty || other._heldState != nil || sharers.contains(where: { $0 === other }) { gate = .wait }
            case .failed: break
            }
        }
        return gate
    }

    /// The recognizers that may be waiting on this one: those that required it to fail, and
    /// those sharing its touches.
    private var _possibleDependents: [UIGestureRecognizer] {
        var found = _dependents.compactMap(\.value)
        for other in _touchSharers where !found.contains(where: { $0 === other }) { found.append(other) }
        return found.filter { $0._requiresFailure(of: self) }
    }

    /// After a state change: a failure releases the recognizers waiting for this one; a
    /// recognition makes those still deciding fail. A terminal state schedules the reset (CT9).
    private func _stateDidSettle() {
        switch state {
        case .failed:
            _heldState = nil
            for dependent in _possibleDependents {
                guard let held = dependent._heldState, dependent.state == .possible else { continue }
                dependent._heldState = nil
                dependent.state = held
            }
        case .began, .ended:
            for dependent in _possibleDependents where dependent.state == .possible
            && (!dependent.touches.isEmpty || dependent._heldState != nil) {
                dependent._heldState = nil
                dependent.state = .failed
            }
        case .possible, .changed, .cancelled:
            break
        }
        if _isFinished { GestureResets.schedule(self) }
    }

    /// Forgets a held recognition (the touch sequence is over).
    func _clearHeldState() { _heldState = nil }

    /// CT9: back to `.possible` for the next attempt; the touches still down are let go and
    /// not sent to it again. Then ``reset()``.
    func _resetForNextAttempt() {
        guard _isFinished else { return }
        for touch in touches where touch.phase != .ended && touch.phase != .cancelled {
            touch._ignoredBy.insert(ObjectIdentifier(self))
        }
        _heldState = nil
        touches = []
        state = .possible
        reset()
    }

    /// The last of the recognizer's touches ended while it was still deciding (not waiting
    /// on another's failure): it fails, which releases recognizers that wait for it, before
    /// any of them is reset for the next touch sequence.
    func _failIfUndecided(endingWith touch: UITouch) {
        guard state == .possible, _heldState == nil, touches.contains(where: { $0 === touch }),
              touches.allSatisfy({ $0 === touch || $0.phase == .ended || $0.phase == .cancelled }) else { return }
        state = .failed
    }

    /// Other recognizers of the same touches fail when this one begins, unless a delegate
    /// lets them recognize together or either answers false to `canPrevent`/`canBePrevented`
    /// (CT11).
    private func _gestureDidBegin() {
        for other in _touchSharers where other.state == .possible {
            let together = delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
            let prevents = canPrevent(other) && other.canBePrevented(by: self)
            if !together, prevents { other.state = .failed }
        }
    }

    /// Whether the delegate and the views under the touches let the recognizer begin (CT7):
    /// the delegate first, then each view from a touch's view up to the recognizer's view.
    private var _mayBegin: Bool {
        if delegate?.gestureRecognizerShouldBegin(self) == false { return false }
        var asked: [UIView] = []
        for touch in touches {
            var current = touch.view
            while let candidate = current {
                if !asked.contains(where: { $0 === candidate }) {
                    asked.append(candidate)
                    if !candidate.gestureRecognizerShouldBegin(self) { return false }
                }
                if candidate === view { break }
                current = candidate.superview
            }
        }
        if let view, !asked.contains(where: { $0 === view }), !view.gestureRecognizerShouldBegin(self) { return false }
        return true
    }

    /// Whether the recognizer has recognized (so the view's touches are cancelled).
    var _hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// Whether the recognizer is finished with this touch sequence.
    var _isFinished: Bool { state == .ended || state == .cancelled || state == .failed }
}

/// CT9: the recognizers that reached a terminal state, reset together at the end of the
/// event being delivered, or at the next run-loop turn outside one.
@MainActor
enum GestureResets {
    /// How deep the windows are in delivering events.
    static var deliveryDepth = 0
    private static var pending: [UIGestureRecognizer] = []

    static func schedule(_ recognizer: UIGestureRecognizer) {
        guard !pending.contains(where: { $0 === recognizer }) else { return }
        pending.append(recognizer)
        guard deliveryDepth == 0 else { return }
        UIKitScheduler.shared.enqueue(.completions) {
            if deliveryDepth == 0 { flush() }
        }
    }

    /// Resets every pending recognizer still in a terminal state.
    static func flush() {
        while !pending.isEmpty {
            let recognizer = pending.removeFirst()
            recognizer._resetForNextAttempt()
        }
    }
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
    /// Whether the recognizer waits for `otherGestureRecognizer` (sharing its touches) to
    /// fail (CT12). Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` (sharing its touches) waits for the recognizer to
    /// fail (CT12). Default false.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer gets `press` (CT21). Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Whether the recognizer sees `event`, asked before the touch or press (CT22; iOS 13.4).
    /// Default true.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}

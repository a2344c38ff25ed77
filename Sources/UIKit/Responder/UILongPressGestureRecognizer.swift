import Foundation

/// A continuous gesture: fingers pressed on the view and held.
///
/// Once ``numberOfTouchesRequired`` fingers are down, the press must last
/// ``minimumPressDuration`` without any finger moving more than ``allowableMovement`` points
/// from where it went down; the recognizer then begins (`.began`), even though no event
/// arrives, and reports `.changed` as the fingers move (by any distance) and `.ended` when
/// one of them lifts. Lifting a finger or moving too far before the duration makes it fail;
/// a finger more than required makes it fail too.
///
/// The duration is timed on the scheduler's clock (``UIKitScheduler/schedule(after:_:)``),
/// so a test advances a virtual clock past it rather than waiting.
///
/// Differences from UIKit: taps before the press (``numberOfTapsRequired``) are read from
/// the touches' `tapCount` (whoever makes the touches sets it; `SimulatedTouch` takes it),
/// not timed by the recognizer. When the press begins between events, the view's touches
/// are cancelled (`touchesCancelled`) with the touches' next event rather than at once.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds, the fingers must be held before the gesture begins. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of fingers that must be held. Default 1.
    open var numberOfTouchesRequired = 1
    /// The number of full taps before the press (a press with one tap before it is a
    /// "tap and hold"). Default 0.
    open var numberOfTapsRequired = 0
    /// How far, in points, a finger may move before the gesture begins without making it
    /// fail. Default 10.
    open var allowableMovement: CGFloat = 10

    /// Where each finger went down, in window coordinates.
    private var downLocations: [ObjectIdentifier: CGPoint] = [:]
    /// The timer for the press duration, while it runs.
    private var pressTimer: UIKitScheduler.TimerToken?

    /// The state (UIKit's). Leaving `.possible` stops timing the press.
    open override var state: State {
        didSet { if state != .possible { stopTimer() } }
    }

    /// Notes where the fingers went down; once the required fingers (after the required
    /// taps) are down, starts timing the press.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { downLocations[ObjectIdentifier(touch)] = touch.location(in: nil) }
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        guard numberOfTouches == numberOfTouchesRequired,
              self.touches.allSatisfy({ $0.tapCount > numberOfTapsRequired }) else { return }
        stopTimer()
        pressTimer = UIKitScheduler.shared.schedule(after: minimumPressDuration) { [weak self] in
            self?.pressDurationElapsed()
        }
    }

    /// Before the press begins, fails if a finger moved farther than ``allowableMovement``;
    /// after, reports the movement as `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let down = downLocations[ObjectIdentifier(touch)] else { continue }
                let point = touch.location(in: nil)
                if hypot(point.x - down.x, point.y - down.y) > allowableMovement { state = .failed; return }
            }
        case .began, .changed:
            if touches.contains(where: { $0.phase == .moved }) { state = .changed }
        default:
            break
        }
    }

    /// A finger lifted: ends a press that began, fails one that had not.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed  // lifted before the duration
        default: break
        }
    }

    /// Stops timing and forgets the fingers (after the gesture ends or fails).
    open override func reset() {
        super.reset()
        stopTimer()
        downLocations = [:]
    }

    /// The fingers were held long enough: the gesture begins if they are all still down.
    private func pressDurationElapsed() {
        pressTimer = nil
        guard state == .possible, numberOfTouches == numberOfTouchesRequired,
              touches.allSatisfy({ $0.phase != .ended && $0.phase != .cancelled }) else { return }
        state = .began
    }

    private func stopTimer() {
        if let pressTimer { UIKitScheduler.shared.cancel(pressTimer) }
        pressTimer = nil
    }
}

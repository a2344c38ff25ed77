import Foundation

/// A continuous gesture: two fingers turning around each other.
///
/// It begins (`.began`) once the line between the two fingers has turned more than 5°
/// (π/36 radians) since the second one went down, reports `.changed` as they move, and ends
/// (`.ended`) when both have lifted. ``rotation`` is the angle turned since the fingers went
/// down, in radians, positive clockwise on screen (plus the rotation set before, see
/// ``rotation``); turning past a half turn keeps counting (two full turns read 4π).
/// ``velocity`` is how fast it changes.
///
/// Differences from UIKit: the 5° threshold is OpenUIKit's (UIKit does not publish its
/// own). The first two touches are followed and others are ignored; while only one finger
/// is down the gesture reports nothing, and a finger put down again continues it from the
/// rotation it had.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn of the line between the fingers, in radians, that begins the rotation.
    static let hysteresis: CGFloat = .pi / 36

    private var _rotation: CGFloat = 0
    /// The fingers' angle, unwrapped across half turns, since they went down.
    private var angle: CGFloat = 0
    /// The last raw angle of the line between the fingers (for unwrapping).
    private var lastRawAngle: CGFloat?
    /// The angle when the rotation started (or `rotation` was last set) and the rotation
    /// then; the rotation follows the angle from there.
    private var reference: (angle: CGFloat, rotation: CGFloat) = (0, 0)
    /// The last rotation reported and the time of its event, for the velocity.
    private var last: (rotation: CGFloat, time: TimeInterval) = (0, 0)
    /// The last event handled (an event moving both fingers is one change).
    private weak var lastEvent: UIEvent?

    /// The rotation, in radians, since the fingers went down: positive clockwise on screen.
    /// It is 0 at the start of each rotation. Setting it (commonly to 0 after applying it to
    /// a view) makes the rotation go on from that value at the fingers' current angle.
    open var rotation: CGFloat {
        get { _rotation }
        set {
            _rotation = newValue
            if lastRawAngle != nil { updateAngle() }
            reference = (angle, newValue)
            last.rotation = newValue
        }
    }

    /// The speed of the rotation, in radians per second (from the last two events).
    open private(set) var velocity: CGFloat = 0

    /// The angle of the line from the first finger to the second, in (−π, π].
    private var rawAngle: CGFloat? {
        guard let (a, b) = _firstTwoTouchLocations else { return nil }
        return atan2(b.y - a.y, b.x - a.x)
    }

    /// Adds the fingers' turn since the last event to ``angle``, taking the short way round.
    private func updateAngle() {
        guard let raw = rawAngle else { return }
        if let lastRawAngle {
            var delta = raw - lastRawAngle
            if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
            angle += delta
        }
        lastRawAngle = raw
    }

    /// With two fingers down, notes their angle (to go on from the current rotation).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let raw = rawAngle else { return }
        switch state {
        case .possible:
            angle = 0
            lastRawAngle = raw
            reference = (0, _rotation)
            last = (_rotation, event.timestamp)
        case .began, .changed:
            lastRawAngle = raw  // a finger back down: go on from the rotation reached
            reference = (angle, _rotation)
        default:
            break
        }
    }

    /// Begins once the angle turned past the threshold; then reports the new rotation as
    /// `.changed`, once per event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard event !== lastEvent else { return }
        lastEvent = event
        guard lastRawAngle != nil, _firstTwoTouchLocations != nil else { return }
        updateAngle()
        let newRotation = reference.rotation + (angle - reference.angle)
        _continueTwoFingerGesture(with: event, pastThreshold: abs(angle) > Self.hysteresis) {
            update(newRotation, at: event.timestamp)
        }
    }

    /// Ends the rotation (or fails one that had not begun) once every finger has lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        _endTwoFingerGestureIfAllLifted()
    }

    /// Puts ``rotation`` and ``velocity`` back to 0.
    open override func reset() {
        super.reset()
        _rotation = 0; velocity = 0; angle = 0; lastRawAngle = nil
        reference = (0, 0); last = (0, 0); lastEvent = nil
    }

    private func update(_ newRotation: CGFloat, at time: TimeInterval) {
        let dt = time - last.time
        velocity = dt > 0 ? (newRotation - last.rotation) / CGFloat(dt) : velocity
        _rotation = newRotation
        last = (newRotation, time)
    }
}

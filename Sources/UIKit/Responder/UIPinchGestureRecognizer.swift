import Foundation

/// A continuous gesture: two fingers moving toward or away from each other.
///
/// It begins (`.began`) once the distance between the two fingers has changed by more than
/// 10 points since the second one went down, reports `.changed` as they move, and ends
/// (`.ended`) when both have lifted. ``scale`` is the distance now divided by the distance
/// when the fingers went down (times the scale set before, see ``scale``); ``velocity`` is
/// how fast it changes.
///
/// Differences from UIKit: the 10-point threshold is OpenUIKit's (UIKit does not publish
/// its own). The first two touches are followed and others are ignored; while only one
/// finger is down the gesture reports nothing, and a finger put down again continues it
/// from the scale it had.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The change in distance between the fingers, in points, that begins the pinch.
    static let hysteresis: CGFloat = 10

    private var _scale: CGFloat = 1
    /// The distance between the fingers when the pinch started (or `scale` was last set)
    /// and the scale then; the scale follows the distance from there.
    private var reference: (distance: CGFloat, scale: CGFloat)?
    /// The distance when the second finger went down, for the threshold.
    private var startDistance: CGFloat = 0
    /// The last scale reported and the time of its event, for the velocity.
    private var last: (scale: CGFloat, time: TimeInterval) = (1, 0)
    /// The last event handled: an event moving both fingers reaches the recognizer once per
    /// touch, but is one change.
    private weak var lastEvent: UIEvent?

    /// The scale factor relative to the fingers' distance when the pinch started, in screen
    /// coordinates. It is 1 at the start of each pinch. Setting it (commonly to 1 after
    /// applying it to a view) makes the pinch go on from that value at the current distance.
    open var scale: CGFloat {
        get { _scale }
        set {
            _scale = newValue
            let distance = currentDistance ?? reference?.distance
            reference = distance.map { ($0, newValue) }
            last.scale = newValue
        }
    }

    /// The speed of the pinch, in scale factor per second (from the last two events).
    open private(set) var velocity: CGFloat = 0

    /// The distance between the first two fingers down, or nil with fewer than two down.
    private var currentDistance: CGFloat? {
        guard let (a, b) = _firstTwoTouchLocations else { return nil }
        return hypot(b.x - a.x, b.y - a.y)
    }

    /// With two fingers down, notes their distance (to go on from the current scale).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance = currentDistance, distance > 0 else { return }
        switch state {
        case .possible:
            startDistance = distance
            reference = (distance, _scale)
            last = (_scale, event.timestamp)
        case .began, .changed:
            reference = (distance, _scale)  // a finger back down: go on from the scale reached
        default:
            break
        }
    }

    /// Begins once the distance changed past the threshold; then reports the new scale as
    /// `.changed`, once per event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard event !== lastEvent else { return }
        lastEvent = event
        guard let distance = currentDistance, let reference, reference.distance > 0 else { return }
        let newScale = reference.scale * distance / reference.distance
        _continueTwoFingerGesture(with: event, pastThreshold: abs(distance - startDistance) > Self.hysteresis) {
            update(newScale, at: event.timestamp)
        }
    }

    /// Ends the pinch (or fails one that had not begun) once every finger has lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        _endTwoFingerGestureIfAllLifted()
    }

    /// Puts ``scale`` back to 1 and ``velocity`` to 0.
    open override func reset() {
        super.reset()
        _scale = 1; velocity = 0; reference = nil; startDistance = 0; last = (1, 0); lastEvent = nil
    }

    private func update(_ newScale: CGFloat, at time: TimeInterval) {
        let dt = time - last.time
        velocity = dt > 0 ? (newScale - last.scale) / CGFloat(dt) : velocity
        _scale = newScale
        last = (newScale, time)
    }
}

extension UIGestureRecognizer {
    /// The window locations of the first two touches still down (a pinch's and a
    /// rotation's fingers), or nil with fewer than two.
    var _firstTwoTouchLocations: (CGPoint, CGPoint)? {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard down.count >= 2 else { return nil }
        return (down[0].location(in: nil), down[1].location(in: nil))
    }

    /// Whether one of the recognizer's touches moved in `event` (not only stayed still).
    func _eventMovesATouch(_ event: UIEvent) -> Bool {
        touches.contains { $0.phase == .moved && event.allTouches?.contains($0) == true }
    }

    /// Whether every touch of the recognizer has lifted (or was cancelled) in this event.
    var _allTouchesLifted: Bool {
        touches.allSatisfy { $0.phase == .ended || $0.phase == .cancelled }
    }

    /// One event of a continuous two-finger gesture (pinch, rotation): it begins once
    /// `pastThreshold`, then changes on each event that moves a finger; `update` records
    /// the new value first.
    func _continueTwoFingerGesture(with event: UIEvent, pastThreshold: Bool, update: () -> Void) {
        switch state {
        case .possible:
            guard pastThreshold else { return }
            update()
            state = .began
        case .began, .changed:
            guard _eventMovesATouch(event) else { return }
            update()
            state = .changed
        default:
            break
        }
    }

    /// A two-finger gesture ends (or fails, when it had not begun) once every finger lifted.
    func _endTwoFingerGestureIfAllLifted() {
        guard _allTouchesLifted else { return }
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }
}

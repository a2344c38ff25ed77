import Foundation

/// Where a scroll view is in the user's scrolling (SV1–SV12): one explicit state, from which
/// ``UIScrollView/isDragging`` and ``UIScrollView/isDecelerating`` are read.
@MainActor
enum ScrollViewDragState {
    /// At rest: no finger, no motion.
    case idle
    /// A finger is down on the content; the pan has not begun (it may never).
    case tracking
    /// The pan began: the content follows the finger.
    case dragging(ScrollViewDragSession)
    /// The finger lifted with the content inside its range: it slides to its target (SV6).
    case decelerating(ScrollViewMotion)
    /// The finger lifted with the content pulled past an edge: it springs back (SV8).
    case bouncing(ScrollViewMotion)

    var isDragging: Bool { if case .dragging = self { true } else { false } }

    var motion: ScrollViewMotion? {
        switch self {
        case let .decelerating(motion), let .bouncing(motion): motion
        case .idle, .tracking, .dragging: nil
        }
    }
}

/// One drag, from the pan's beginning to the finger lifting.
struct ScrollViewDragSession {
    /// The content offset when the pan began.
    var startOffset: CGPoint
    /// The pan's translation when it began: the content follows the finger from there, so it
    /// does not jump by the pan's 10-point threshold (SV2).
    var baseline: CGPoint
    /// The axes the drag moves (directional lock, SV11).
    var horizontal: Bool
    var vertical: Bool
}

/// The content sliding on the clock after the finger lifted: from `start` toward `target`,
/// the distance left shrinking by `rate` per millisecond (SV6).
struct ScrollViewMotion {
    var start: CGPoint
    var target: CGPoint
    var startTime: TimeInterval
    var rate: CGFloat
    var timer: UIKitScheduler.TimerToken?

    /// The offset `elapsed` seconds after the start, and whether the motion is over (less
    /// than half a point is left on both axes: the content then sits exactly at `target`).
    func offset(after elapsed: TimeInterval) -> (offset: CGPoint, finished: Bool) {
        let left = pow(Double(rate), max(0, elapsed) * 1000)
        let dx = (target.x - start.x) * CGFloat(left), dy = (target.y - start.y) * CGFloat(left)
        if abs(dx) < 0.5 && abs(dy) < 0.5 { return (target, true) }
        return (CGPoint(x: target.x - dx, y: target.y - dy), false)
    }
}

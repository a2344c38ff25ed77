import Foundation

/// A continuous gesture: one finger (or more) moving. It begins once the touch moved more
/// than 10 points, and reports ``translation(in:)`` and ``velocity(in:)``.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most touches that pan. Default unlimited.
    open var maximumNumberOfTouches = Int.max

    /// Distance a touch moves before the pan begins.
    static let hysteresis: CGFloat = 10

    private var start: CGPoint = .zero
    private var offset: CGPoint = .zero
    private var lastPoint: CGPoint = .zero
    private var lastTime: TimeInterval = 0
    private var lastVelocity: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        start = location(in: nil)
        lastPoint = start; lastTime = event.timestamp; lastVelocity = .zero; offset = .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let point = location(in: nil)
        let dt = event.timestamp - lastTime
        if dt > 0 {
            lastVelocity = CGPoint(x: (point.x - lastPoint.x) / CGFloat(dt), y: (point.y - lastPoint.y) / CGFloat(dt))
        }
        lastPoint = point; lastTime = event.timestamp
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, numberOfTouches <= maximumNumberOfTouches else { return }
            if shouldBegin(movingFrom: start, to: point) { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// Whether movement from `start` to `point` (window coordinates) starts the pan.
    func shouldBegin(movingFrom start: CGPoint, to point: CGPoint) -> Bool {
        hypot(point.x - start.x, point.y - start.y) > Self.hysteresis
    }

    /// How far the touches moved since the pan began (from where the touch went down), in
    /// `view`'s coordinate space.
    open func translation(in view: UIView?) -> CGPoint {
        let current = location(in: nil)
        return CGPoint(x: current.x - start.x + offset.x, y: current.y - start.y + offset.y)
    }

    /// Resets the translation so that it reads `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        offset = CGPoint(x: translation.x - (current.x - start.x), y: translation.y - (current.y - start.y))
    }

    /// The speed of the touches, in points per second, from the last two events.
    open func velocity(in view: UIView?) -> CGPoint { lastVelocity }

    open override func reset() {
        super.reset()
        start = .zero; offset = .zero; lastVelocity = .zero
    }
}

/// A pan that starts at an edge of the screen (the navigation controller's back swipe).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from. Only `.left` and `.right` are recognized here.
    open var edges: UIRectEdge = []

    /// How close to the edge the touch must go down.
    static let edgeWidth: CGFloat = 20

    override func shouldBegin(movingFrom start: CGPoint, to point: CGPoint) -> Bool {
        guard let window = view?.window else { return false }
        let dx = point.x - start.x, dy = point.y - start.y
        guard abs(dx) > Self.hysteresis, abs(dx) > abs(dy) else { return false }
        if edges.contains(.left), start.x <= window.bounds.minX + Self.edgeWidth, dx > 0 { return true }
        if edges.contains(.right), start.x >= window.bounds.maxX - Self.edgeWidth, dx < 0 { return true }
        return false
    }
}

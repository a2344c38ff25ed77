import Foundation

/// A continuous gesture: one finger (or more) moving. It begins once the touch moved more
/// than 10 points, and reports ``translation(in:)`` and ``velocity(in:)``. A trackpad's or
/// mouse wheel's scroll over the view drives it too when ``allowedScrollTypesMask`` takes it
/// (VS10).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest touches that pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most touches that pan. Default unlimited.
    open var maximumNumberOfTouches = Int.max
    /// The scrolls of a pointing device that drive the pan (iOS 13.4, VS10). Default none:
    /// only touches pan.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// While a scroll drives the pan (VS10): where the pointer is, how far it scrolled and when
    /// it last did.
    @MainActor struct ScrollDrive {
        @Unretained var window: UIWindow?  // PL11
        var location: CGPoint
        var translation: CGPoint
        var time: TimeInterval

        init(window: UIWindow, location: CGPoint, translation: CGPoint, time: TimeInterval) {
            self.window = window
            self.location = location
            self.translation = translation
            self.time = time
        }
    }
    var _scroll: ScrollDrive?

    /// Distance a touch moves before the pan begins.
    static let hysteresis: CGFloat = 10

    private var start: CGPoint = .zero
    private var offset: CGPoint = .zero
    private var lastPoint: CGPoint = .zero
    private var lastTime: TimeInterval = 0
    private var lastVelocity: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, _scroll == nil else { return }
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
    /// `view`'s coordinate space; for a scroll, how far it scrolled (VS10).
    open func translation(in view: UIView?) -> CGPoint {
        let moved = _moved
        return CGPoint(x: moved.x + offset.x, y: moved.y + offset.y)
    }

    /// Resets the translation so that it reads `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let moved = _moved
        offset = CGPoint(x: translation.x - moved.x, y: translation.y - moved.y)
    }

    /// How far the touches moved from where they went down, or the scroll went (VS10).
    private var _moved: CGPoint {
        if let scroll = _scroll { return scroll.translation }
        let current = location(in: nil)
        return CGPoint(x: current.x - start.x, y: current.y - start.y)
    }

    /// The touches' centroid, or while a scroll drives the pan the pointer's location (VS10).
    open override func location(in view: UIView?) -> CGPoint {
        guard let scroll = _scroll, touches.isEmpty else { return super.location(in: view) }
        guard let view else { return scroll.location }
        return view.convert(scroll.location, from: scroll.window)
    }

    /// VS10: the scroll moved by `delta` at `time`: the pan begins at the first movement (no
    /// 10-point threshold for a scroll), then changes.
    func _scrolled(by delta: CGPoint, at time: TimeInterval) {
        guard var scroll = _scroll else { return }
        let dt = time - scroll.time
        if dt > 0 { lastVelocity = CGPoint(x: delta.x / CGFloat(dt), y: delta.y / CGFloat(dt)) }
        scroll.translation = CGPoint(x: scroll.translation.x + delta.x, y: scroll.translation.y + delta.y)
        scroll.time = time
        _scroll = scroll
        switch state {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The speed of the touches, in points per second, from the last two events.
    open func velocity(in view: UIView?) -> CGPoint { lastVelocity }

    open override func reset() {
        super.reset()
        start = .zero; offset = .zero; lastVelocity = .zero
        _scroll = nil
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

import Foundation

/// A discrete gesture: ``numberOfTouchesRequired`` fingers moving quickly in one of the
/// permitted ``direction``s. It is recognized while the fingers move, as soon as they have
/// gone far enough, without waiting for them to lift.
///
/// OpenUIKit's thresholds (UIKit does not publish its own): the centroid of the touches must
/// travel at least 50 points along the direction, at least twice as far along it as across
/// it, within 0.5 s of the required fingers being down (measured with the events'
/// timestamps). It fails when the fingers move more than 10 points mostly along a direction
/// that is not permitted, when 0.5 s pass before the distance is covered, when they lift
/// first, or when more fingers than required touch.
///
/// Differences from UIKit: UIKit trades distance against precision with the speed of the
/// swipe (a slow swipe needs a straighter line); here the limits above are fixed.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates a set of directions from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward the right of the screen.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left of the screen.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward the top of the screen.
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward the bottom of the screen.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions; the swipe is recognized when it goes mostly in one of them.
    /// Default `.right`.
    open var direction: Direction = .right
    /// The number of fingers that must swipe. Default 1.
    open var numberOfTouchesRequired = 1

    /// The distance the touches must travel along the direction, in points.
    static let minimumDistance: CGFloat = 50
    /// The time within which they must travel it, in seconds.
    static let maximumDuration: TimeInterval = 0.5
    /// How many times farther along the direction than across it the touches must travel.
    static let directionRatio: CGFloat = 2

    /// Where and when the required fingers were all down, once they are.
    private var start: (point: CGPoint, time: TimeInterval)?

    /// Notes where and when the required fingers are all down; one more fails the swipe.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if numberOfTouches == numberOfTouchesRequired { start = (location(in: nil), event.timestamp) }
    }

    /// Recognizes the swipe once the fingers went far enough the right way in time, or fails.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        if event.timestamp - start.time > Self.maximumDuration { state = .failed; return }
        let point = location(in: nil)
        let dx = point.x - start.point.x, dy = point.y - start.point.y
        let moved: Direction = abs(dx) >= abs(dy) ? (dx >= 0 ? .right : .left) : (dy >= 0 ? .down : .up)
        let along = max(abs(dx), abs(dy)), across = min(abs(dx), abs(dy))
        if !direction.contains(moved) {
            if along > UIPanGestureRecognizer.hysteresis { state = .failed }
            return
        }
        if along >= Self.minimumDistance, along >= Self.directionRatio * across { state = .recognized }
    }

    /// A finger lifted before the swipe was recognized: it fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Forgets the start of the swipe.
    open override func reset() {
        super.reset()
        start = nil
    }
}

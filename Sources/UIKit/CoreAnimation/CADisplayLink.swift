import Foundation

/// A range of frame rates a display link asks for (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate acceptable, in frames per second.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate preferred; 0 lets the system choose (the display's rate).
    public var preferred: Float?

    /// A range; `preferred` nil or 0 lets the system choose within it.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The system's choice: the display's own rate (all zeros).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are equal (`CAFrameRateRangeIsEqualToRange`).
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

/// A timer that calls its target once per display frame, on UIKit's clock (RL1, RL2).
///
/// Add it to a run loop (`add(to: .main, forMode: .common)`) and it calls `selector` on
/// `target` with itself as the argument each frame from the next one on: frames come every
/// 1/60 s of the scheduler's clock, so with `UIKitTesting.VirtualClock` `advance(by: 1)` calls
/// it 60 times. The target is kept until ``invalidate()``, and the run loop keeps the link,
/// as on iOS. Differences from iOS: the selector reaches the target through OpenUIKit's
/// selector messaging (an action method the porter lists, or `UIResponder.addAction(_:handler:)`);
/// every run-loop mode counts as one (the link runs during scrolling, as in `.common`); the
/// display runs at 60 Hz, so a rate above 60 gives 60.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private var client: DisplayRefresh.Client?
    /// Display frames since the link was added, to skip frames for a lower rate (RL2).
    private var framesSeen = 0

    /// A display link that will send `sel` to `target` each frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    /// The time of the last frame the link fired for (0 before the first), on the clock of
    /// `CACurrentMediaTime()`.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time between display frames (1/60 s; 0 before the first frame).
    open private(set) var duration: CFTimeInterval = 0
    /// The time of the next frame: when what the target draws now is shown (0 before the
    /// first frame).
    open private(set) var targetTimestamp: CFTimeInterval = 0

    /// Whether frames are skipped for now; the link stays in its run loop. Default false.
    open var isPaused = false {
        didSet { if let client { UIKitScheduler.shared.setFrameClient(client, paused: isPaused) } }
    }

    /// The rate wanted, in frames per second; 0 (the default) is the display's rate (RL2).
    open var preferredFramesPerSecond: Int = 0

    /// The range of rates wanted; its preferred rate, when set, wins over
    /// ``preferredFramesPerSecond`` (RL2). Default ``CAFrameRateRange/default``.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Display frames between calls (deprecated in iOS 10 for ``preferredFramesPerSecond``);
    /// 1 fires every frame. Values below 1 count as 1.
    @available(iOS, deprecated: 10.0, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { max(1, legacyFrameInterval) }
        set { legacyFrameInterval = newValue }
    }
    private var legacyFrameInterval = 1

    /// Starts the link on a run loop: it fires from the next display frame on. Adding it to
    /// more run loops or modes changes nothing.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard client == nil, target != nil else { return }
        framesSeen = 0
        // The run loop keeps the link (a strong capture) until it is removed or invalidated.
        let link = self
        let client = UIKitScheduler.shared.addFrameClient { frame in link.fire(frame) }
        self.client = client
        if isPaused { UIKitScheduler.shared.setFrameClient(client, paused: true) }
    }

    /// Takes the link off a run loop: it stops firing; it can be added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let client else { return }
        UIKitScheduler.shared.removeFrameClient(client)
        self.client = nil
    }

    /// Stops the link for good: off every run loop, and the target released.
    open func invalidate() {
        if let client { UIKitScheduler.shared.removeFrameClient(client) }
        client = nil
        target = nil
    }

    /// How many display frames pass between calls for the rate asked (RL2).
    private var framesPerCall: Int {
        let displayRate = Float(UIScreen.main.maximumFramesPerSecond)
        var rate: Float = 0
        if let preferred = preferredFrameRateRange.preferred, preferred > 0 {
            rate = preferred
        } else if preferredFrameRateRange.maximum > 0 {
            rate = preferredFrameRateRange.maximum
        } else if preferredFramesPerSecond > 0 {
            rate = Float(preferredFramesPerSecond)
        } else {
            return legacyFrameInterval > 1 ? legacyFrameInterval : 1
        }
        // The display divides its rate: 60 Hz offers 60, 30, 20, 15… The nearest divisor wins.
        return max(1, Int((displayRate / min(rate, displayRate)).rounded()))
    }

    private func fire(_ frame: DisplayRefresh.Frame) {
        framesSeen += 1
        guard framesSeen % framesPerCall == 0, let target else { return }
        let every = Double(framesPerCall)
        timestamp = frame.timestamp
        duration = frame.duration
        targetTimestamp = frame.timestamp + frame.duration * every
        if let receiver = target as? any _SelectorMessaging {
            _ = receiver._perform(selector, with: self)
        }
    }
}

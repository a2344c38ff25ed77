import Foundation

/// An event: a set of touches and a timestamp. An `NSObject` subclass, open as in UIKit.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// Event types, with UIKit's values.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// A motion of the device (a shake); OpenUIKit never delivers one.
        case motion
        /// A media remote-control command (headphones, Control Centre); OpenUIKit never delivers one.
        case remoteControl
        /// Presses of physical buttons or keys.
        case presses
        /// Scrolling with a trackpad or mouse wheel (iOS 13.4).
        case scroll = 10
        /// A pointer moving over the screen without touching it (iOS 13.4).
        case hover = 11
        /// A trackpad's pinch or rotation (iOS 13.4).
        case transform = 14
    }

    /// Event subtypes (motion and remote-control events), with UIKit's values.
    public enum EventSubtype: Int, Sendable {
        /// No subtype: touches, presses and the pointer events.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Remote control: play.
        case remoteControlPlay = 100
        /// Remote control: pause.
        case remoteControlPause
        /// Remote control: stop.
        case remoteControlStop
        /// Remote control: play or pause, toggled.
        case remoteControlTogglePlayPause
        /// Remote control: skip to the next track.
        case remoteControlNextTrack
        /// Remote control: go back to the previous track.
        case remoteControlPreviousTrack
        /// Remote control: start seeking backward.
        case remoteControlBeginSeekingBackward
        /// Remote control: stop seeking backward.
        case remoteControlEndSeekingBackward
        /// Remote control: start seeking forward.
        case remoteControlBeginSeekingForward
        /// Remote control: stop seeking forward.
        case remoteControlEndSeekingForward
    }

    /// The type of the event.
    open var type: EventType { eventType }
    private let eventType: EventType
    /// The subtype of the event: `.none` for touches, presses and hovers.
    open var subtype: EventSubtype { eventSubtype }
    private let eventSubtype: EventSubtype
    /// The time the event happened, on the scheduler's clock.
    open var timestamp: TimeInterval { eventTimestamp }
    private let eventTimestamp: TimeInterval
    /// All touches of the event.
    open var allTouches: Set<UITouch>? { touches }
    private let touches: Set<UITouch>?
    /// CT14: the samples of each touch since the last event, oldest first, and the
    /// predicted ones, when code standing for the user gave them.
    private var coalescedSamples: [ObjectIdentifier: [UITouch]] = [:]
    private var predictedSamples: [ObjectIdentifier: [UITouch]] = [:]

    /// Creates a touch event (code standing for the user; an OpenUIKit addition).
    public init(touches: Set<UITouch>, timestamp: TimeInterval) {
        eventType = .touches; eventSubtype = .none; eventTimestamp = timestamp; self.touches = touches
        super.init()
    }

    /// An event with no touches at time zero (what `UIEvent()` makes in UIKit).
    public override init() {
        eventType = .touches; eventSubtype = .none; eventTimestamp = 0; touches = nil
        super.init()
    }

    /// The pointer buttons held during the event (iOS 13.4, VS12): empty for fingers and
    /// Apple Pencil; the buttons of a pointer's click.
    open var buttonMask: ButtonMask { _buttonMask }
    var _buttonMask: ButtonMask = []
    /// The modifier keys held during the event (iOS 13.4, VS13).
    open var modifierFlags: UIKeyModifierFlags { _modifierFlags }
    var _modifierFlags: UIKeyModifierFlags = []

    /// Which buttons of a pointing device are pressed (iOS 13.4, VS12), with UIKit's values.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button (a mouse's left button, a trackpad's click): 1.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button (a mouse's right button, a two-finger click): 2.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of button number `buttonNumber` (1 is ``primary``, 2 ``secondary``).
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    /// Sets the buttons and modifier keys the event reports (code standing for the user: a
    /// pointer's click; an OpenUIKit addition) (VS12, VS13).
    public func setButtonMask(_ buttonMask: ButtonMask, modifierFlags: UIKeyModifierFlags = []) {
        _buttonMask = buttonMask
        _modifierFlags = modifierFlags
    }

    /// An event of any type (the designated initializer of events and their subclasses).
    init(type: EventType, subtype: EventSubtype, touches: Set<UITouch>?, timestamp: TimeInterval) {
        eventType = type; eventSubtype = subtype; eventTimestamp = timestamp; self.touches = touches
        super.init()
    }

    /// The event's touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
    /// The event's touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
    /// The event's touches delivered to `gesture`.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { touch in touch._gestureRecognizers.contains { $0 === gesture } }
    }

    /// The samples of `touch` since the previous event, oldest first, the last being the
    /// touch as it is now (CT14); nil for a touch not in the event. Each sample is a touch
    /// object of its own, as in UIKit.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard allTouches?.contains(touch) == true else { return nil }
        if let samples = coalescedSamples[ObjectIdentifier(touch)] { return samples }
        let sample = UITouch(sampleOf: touch)
        coalescedSamples[ObjectIdentifier(touch)] = [sample]
        return [sample]
    }

    /// Where `touch` is predicted to go next, nearest first (CT14): empty unless code
    /// standing for the user gave predictions; nil for a touch not in the event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard allTouches?.contains(touch) == true else { return nil }
        return predictedSamples[ObjectIdentifier(touch)] ?? []
    }

    /// Gives the locations (window coordinates) `touch` passed through since the previous
    /// event, oldest first, spread evenly in time up to the event's, and the ones predicted
    /// after it (code standing for the user; an OpenUIKit addition). The touch's own location
    /// is the last coalesced sample.
    public func setSamples(for touch: UITouch, coalesced: [CGPoint], predicted: [CGPoint] = [], since previousTime: TimeInterval) {
        var samples: [UITouch] = []
        var previous = touch.previousLocation(in: nil)
        let points = coalesced + [touch.location(in: nil)]
        for (index, point) in points.enumerated() {
            let time = previousTime + (timestamp - previousTime) * Double(index + 1) / Double(points.count)
            samples.append(UITouch(sampleOf: touch, at: point, previous: previous, timestamp: time))
            previous = point
        }
        coalescedSamples[ObjectIdentifier(touch)] = samples
        let step = points.count > 0 ? (timestamp - previousTime) / Double(points.count) : 1.0 / 60
        predictedSamples[ObjectIdentifier(touch)] = predicted.enumerated().map { index, point in
            let sample = UITouch(sampleOf: touch, at: point, previous: index == 0 ? touch.location(in: nil) : predicted[index - 1],
                                 timestamp: timestamp + step * Double(index + 1))
            return sample
        }
    }
}

import Foundation

/// What one UIKit test did, as ``UIKitTraceRecorder`` recorded it: every event on the virtual
/// clock, and a frame (the view and controller hierarchy, and a picture when a renderer is
/// linked) each time the screen changed. ``html()`` turns it into the self-contained trace
/// viewer page. OpenUIKit addition.
public struct UIKitTrace: Codable, Sendable {
    /// What kind of thing an event is; each kind has its lane in the viewer's timeline.
    public enum EventKind: String, Codable, Sendable {
        /// A lifecycle callback (`lane` is the controller).
        case lifecycle
        /// A layout callback (`viewWillLayoutSubviews` and the like; `lane` is the controller).
        case layout
        /// A touch delivered by `UIWindow.sendEvent(_:)`.
        case touch
        /// A gesture recognizer's state change.
        case gesture
        /// A view-controller transition started or ended (`span` pairs the two).
        case transition
        /// A UIKit console message.
        case console
        /// A test issue (a failed expectation, a thrown error, a leak).
        case issue
    }

    /// One thing that happened.
    public struct Event: Codable, Sendable, Equatable {
        /// Seconds on the scheduler's clock since recording started.
        public var time: Double
        /// What kind of thing happened (its lane kind in the timeline).
        public var kind: EventKind
        /// The controller it belongs to, for lifecycle and layout events.
        public var lane: String?
        /// What happened, as a trace line: `viewWillAppear(true)`, `touch began at (120, 300) on UIButton`.
        public var text: String
        /// The flags the controller had (`isMovingToParent`, …) or other qualifiers.
        public var flags: [String]
        /// For transitions: the serial shared by its begin and end events.
        public var span: Int?
        /// The number of the frame on screen when it happened.
        public var frame: Int
    }

    /// One view in a frame's hierarchy, in window coordinates (where it is drawn at that moment,
    /// mid-animation included).
    public struct ViewNode: Codable, Sendable, Equatable {
        /// The view's class.
        public var type: String
        /// Its frame in the window: x, y, width, height.
        public var frame: [Double]
        /// Its alpha.
        public var alpha: Double
        /// Whether it is hidden.
        public var isHidden: Bool
        /// Its background colour as `#rrggbbaa`, if any.
        public var background: String?
        /// What it shows as text: a label's text, a button's title, a field's text.
        public var text: String?
        /// The controller whose view it is.
        public var controller: String?
        /// Its subviews, back to front.
        public var subviews: [ViewNode]
    }

    /// One controller in a frame's controller hierarchy.
    public struct ControllerNode: Codable, Sendable, Equatable {
        /// The name the trace gives it (the recorder's name for it, else its class).
        public var name: String
        /// Its appearance state: `appeared`, `appearing`, `disappearing` or `disappeared`.
        public var state: String
        /// Its children, in order.
        public var children: [ControllerNode]
        /// The controller it presents (none or one).
        public var presented: [ControllerNode]
    }

    /// The screen at one moment.
    public struct Frame: Codable, Sendable {
        /// Seconds on the scheduler's clock since recording started.
        public var time: Double
        /// The number of events recorded before it.
        public var eventCount: Int
        /// The window's size in points.
        public var size: [Double]
        /// The key window's views, or nil when no window was visible.
        public var views: ViewNode?
        /// The key window's root controller and what it holds and presents, or nil.
        public var controllers: ControllerNode?
        /// A PNG of the window, base64, when a painter is available.
        public var picture: String?
    }

    /// The test's name.
    public var title: String
    /// The device the test ran on.
    public var device: String
    /// Whether the test passed.
    public var passed: Bool
    /// The controllers in the order they first appeared (the timeline's lanes).
    public var lanes: [String]
    /// Everything that happened, in order.
    public var events: [Event]
    /// The screen each time it changed, in order.
    public var frames: [Frame]
    /// Frames left out because the trace reached its limit.
    public var droppedFrames: Int
}

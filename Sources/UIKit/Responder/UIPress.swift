import Foundation

/// A physical button press: a hardware keyboard's key (with its ``key``) or a remote's
/// button, in a phase. Made by code standing for the user (`UIKitTesting.pressKey` and
/// ``UIApplication`` delivery); apps read it in `pressesBegan(_:with:)`.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phases of a press, as UIKit.
    public enum Phase: Int, Sendable {
        /// The button went down.
        case began
        /// The press changed (its force, for an analog button).
        case changed
        /// The button is held, unchanged.
        case stationary
        /// The button went up.
        case ended
        /// The system cancelled the press.
        case cancelled
    }

    /// The buttons of a remote or game controller a press may be (a keyboard key has its own
    /// ``key`` and one of these only for the arrows, return and escape), with UIKit's values.
    public enum PressType: Int, Sendable {
        /// The up arrow (or the keyboard's Up Arrow key).
        case upArrow
        /// The down arrow (or the keyboard's Down Arrow key).
        case downArrow
        /// The left arrow (or the keyboard's Left Arrow key).
        case leftArrow
        /// The right arrow (or the keyboard's Right Arrow key).
        case rightArrow
        /// The select button; also any keyboard key with no other type.
        case select
        /// The Menu button (or the keyboard's Escape key).
        case menu
        /// The Play/Pause button.
        case playPause
        /// The Page Up button (or key).
        case pageUp = 30
        /// The Page Down button (or key).
        case pageDown = 31
        /// The "123" button of a TV remote.
        case tvRemoteOneTwoThree = 32
        /// The four colour buttons of a TV remote.
        case tvRemoteFourColors = 33

        /// Every kind of press (a recognizer's default ``UIGestureRecognizer/allowedPressTypes``).
        static let _all: [PressType] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause,
                                         .pageUp, .pageDown, .tvRemoteOneTwoThree, .tvRemoteFourColors]
    }

    /// The phase of the press.
    open var phase: Phase { _phase }
    var _phase: Phase
    /// The time of the press's last change, on the scheduler's clock.
    open var timestamp: TimeInterval { _timestamp }
    var _timestamp: TimeInterval
    /// The button pressed.
    open var type: PressType { _type }
    private let _type: PressType
    /// The window of the responder the press went to.
    open var window: UIWindow? { _window }
    @Unretained var _window: UIWindow?  // PL11
    /// The responder the press was delivered to first (the first responder).
    open var responder: UIResponder? { _responder }
    var _responder: UIResponder? {
        get { responderBox?.value }
        set { responderBox = newValue.map { WeakBox($0) } }
    }
    private var responderBox: WeakBox<UIResponder>?  // PL11
    /// The recognizers that receive the press.
    open var gestureRecognizers: [UIGestureRecognizer]? { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
    var _gestureRecognizers: [UIGestureRecognizer] = []
    /// How hard the button is pressed: 1 while down, 0 once released (keys are not pressure
    /// sensitive).
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// The keyboard key pressed, for a hardware keyboard's press.
    open var key: UIKey? { _key }
    private let _key: UIKey?
    /// The recognizers that ignore this press (``UIGestureRecognizer/ignore(_:for:)``).
    var _ignoredBy: Set<ObjectIdentifier> = []
    /// Whether the responder was sent `pressesCancelled` because a recognizer took the press.
    var _cancelledInResponder = false

    /// A press of `key` (an OpenUIKit addition for code standing for the user; UIKit makes
    /// presses itself). Without a `type`, the type is the remote button the key stands for:
    /// the arrows, escape as `.menu`, the page keys, and `.select` for any other key.
    public init(key: UIKey?, type: PressType? = nil, phase: Phase = .began, timestamp: TimeInterval) {
        _key = key
        _type = type ?? key.map(UIPress.pressType(for:)) ?? .select
        _phase = phase
        _timestamp = timestamp
        super.init()
    }

    /// The remote button a keyboard key stands for.
    private static func pressType(for key: UIKey) -> PressType {
        switch key.keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: .select
        }
    }

    /// Puts the press in `phase` at `timestamp` (code standing for the user).
    public func setPhase(_ phase: Phase, timestamp: TimeInterval) {
        _phase = phase
        _timestamp = timestamp
    }
}

/// An event of presses: the physical buttons down or changing (CT19).
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    private let presses: Set<UIPress>

    /// Creates a presses event (code standing for the user; an OpenUIKit addition).
    public init(presses: Set<UIPress>, timestamp: TimeInterval) {
        self.presses = presses
        super.init(type: .presses, subtype: .none, touches: nil, timestamp: timestamp)
        // VS13: a key's event reports the modifier keys held with it.
        for press in presses { if let key = press.key { _modifierFlags.formUnion(key.modifierFlags) } }
    }

    /// Every press of the event, down or changing.
    open var allPresses: Set<UIPress> { presses }

    /// The presses delivered to `gesture`.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        presses.filter { press in press._gestureRecognizers.contains { $0 === gesture } }
    }
}

import Foundation

/// UIKit's accessibility namespace: the notifications an app posts to assistive technologies,
/// the user's accessibility settings and their change notifications, and coordinate
/// conversion for accessibility frames.
///
/// Difference from UIKit: no assistive technology runs on Linux. Posted notifications are
/// recorded (UIKitTesting reads them, K22), and the settings are false until a test or host
/// sets them (UIKitTesting's `setAccessibilitySettings`), which posts their change
/// notifications as iOS does (K23).
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies with ``post(notification:argument:)``.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the notification.
        public let rawValue: UInt32
        /// Makes a notification from UIKit's number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: VoiceOver moves to the argument (an element or a string to
        /// speak), or to the first element when nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed: VoiceOver moves to the argument, if any.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument (a `String` or `NSAttributedString`) is spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: the argument (a `String`, like "Page 2 of 5") is spoken.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technologies pause (the argument names which).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Assistive technologies resume (the argument names which).
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Posts `notification` to assistive technologies with `argument`. Recorded in order for
    /// tests (K22); with VoiceOver running (as set by a test), an `.announcement` is followed, in
    /// the next run-loop turn, by ``announcementDidFinishNotification`` carrying the string and
    /// success (K22).
    public static func post(notification: Notification, argument: Any?) {
        _postedNotifications.append((notification, argument))
        guard notification == .announcement, settings.voiceOverRunning else { return }
        let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
        UIKitScheduler.shared.enqueue(.completions) {
            NotificationCenter.default.post(name: announcementDidFinishNotification, object: nil, userInfo: [
                announcementStringValueUserInfoKey: text, announcementWasSuccessfulUserInfoKey: true,
            ])
        }
    }

    /// Converts `rect`, in `view`'s coordinates, to screen coordinates (the space of
    /// `accessibilityFrame`): through the view's window, then by the window's origin on the screen.
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        AccessibilityGeometry.screenRect(rect, in: view)
    }

    /// Converts `path`, in `view`'s coordinates, to screen coordinates (K11).
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = AccessibilityGeometry.screenRect(CGRect(origin: .zero, size: .zero), in: view).origin
        let converted = UIBezierPath(cgPath: path.cgPath)
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }

    // MARK: Notifications

    /// Posted after VoiceOver finished speaking an announcement; `userInfo` has
    /// ``announcementStringValueUserInfoKey`` and ``announcementWasSuccessfulUserInfoKey``.
    nonisolated public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    /// The `userInfo` key of the announced string.
    nonisolated public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    /// The `userInfo` key of whether the announcement was spoken to its end (a `Bool`).
    nonisolated public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
    /// Posted when an assistive technology focuses an element.
    nonisolated public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    /// Posted when VoiceOver starts or stops.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control starts or stops.
    nonisolated public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Reduce Motion changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Bold Text changes.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Increase Contrast (darker system colours) changes.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Differentiate Without Colour changes.
    nonisolated public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    /// Posted when Smart or Classic Invert changes.
    nonisolated public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when the grayscale filter changes.
    nonisolated public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when Button Shapes changes.
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    /// Posted when Prefer Cross-Fade Transitions changes.
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted when Auto-Play Video Previews changes.
    nonisolated public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")

    // MARK: Settings (K23: all false until set)

    /// Whether VoiceOver is running.
    public static var isVoiceOverRunning: Bool { settings.voiceOverRunning }
    /// Whether Switch Control is running.
    public static var isSwitchControlRunning: Bool { settings.switchControlRunning }
    /// Whether Reduce Motion is on.
    public static var isReduceMotionEnabled: Bool { settings.reduceMotion }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { settings.boldText }
    /// Whether Increase Contrast (darker system colours) is on.
    public static var isDarkerSystemColorsEnabled: Bool { settings.darkerSystemColors }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { settings.reduceTransparency }
    /// Whether Differentiate Without Colour is on.
    public static var shouldDifferentiateWithoutColor: Bool { settings.differentiateWithoutColor }
    /// Whether Smart or Classic Invert is on.
    public static var isInvertColorsEnabled: Bool { settings.invertColors }
    /// Whether the grayscale filter is on.
    public static var isGrayscaleEnabled: Bool { settings.grayscale }
    /// Whether Button Shapes is on.
    public static var buttonShapesEnabled: Bool { settings.buttonShapes }
    /// Whether Prefer Cross-Fade Transitions is on.
    public static var prefersCrossFadeTransitions: Bool { settings.prefersCrossFadeTransitions }
    /// Whether Auto-Play Video Previews is on. Default false here (iOS's default is true; no
    /// device setting exists on Linux to read).
    public static var isVideoAutoplayEnabled: Bool { settings.videoAutoplay }

    /// A user setting an assistive-technology host or a test changes.
    @_spi(Testing) public enum Setting: CaseIterable, Sendable {
        /// ``isVoiceOverRunning``.
        case voiceOverRunning
        /// ``isSwitchControlRunning``.
        case switchControlRunning
        /// ``isReduceMotionEnabled``.
        case reduceMotion
        /// ``isBoldTextEnabled``.
        case boldText
        /// ``isDarkerSystemColorsEnabled``.
        case darkerSystemColors
        /// ``isReduceTransparencyEnabled``.
        case reduceTransparency
        /// ``shouldDifferentiateWithoutColor``.
        case differentiateWithoutColor
        /// ``isInvertColorsEnabled``.
        case invertColors
        /// ``isGrayscaleEnabled``.
        case grayscale
        /// ``buttonShapesEnabled``.
        case buttonShapes
        /// ``prefersCrossFadeTransitions``.
        case prefersCrossFadeTransitions
        /// ``isVideoAutoplayEnabled``.
        case videoAutoplay

        /// The notification UIKit posts when the setting changes.
        public var changeNotification: Foundation.Notification.Name {
            switch self {
            case .voiceOverRunning: voiceOverStatusDidChangeNotification
            case .switchControlRunning: switchControlStatusDidChangeNotification
            case .reduceMotion: reduceMotionStatusDidChangeNotification
            case .boldText: boldTextStatusDidChangeNotification
            case .darkerSystemColors: darkerSystemColorsStatusDidChangeNotification
            case .reduceTransparency: reduceTransparencyStatusDidChangeNotification
            case .differentiateWithoutColor: differentiateWithoutColorDidChangeNotification
            case .invertColors: invertColorsStatusDidChangeNotification
            case .grayscale: grayscaleStatusDidChangeNotification
            case .buttonShapes: buttonShapesEnabledStatusDidChangeNotification
            case .prefersCrossFadeTransitions: prefersCrossFadeTransitionsStatusDidChange
            case .videoAutoplay: videoAutoplayStatusDidChangeNotification
            }
        }
    }

    struct Settings {
        var voiceOverRunning = false, switchControlRunning = false, reduceMotion = false, boldText = false
        var darkerSystemColors = false, reduceTransparency = false, differentiateWithoutColor = false
        var invertColors = false, grayscale = false, buttonShapes = false, prefersCrossFadeTransitions = false
        var videoAutoplay = false

        subscript(setting: Setting) -> Bool {
            get { self[keyPath: Self.keyPath(setting)] }
            set { self[keyPath: Self.keyPath(setting)] = newValue }
        }

        private static func keyPath(_ setting: Setting) -> WritableKeyPath<Settings, Bool> {
            switch setting {
            case .voiceOverRunning: \.voiceOverRunning
            case .switchControlRunning: \.switchControlRunning
            case .reduceMotion: \.reduceMotion
            case .boldText: \.boldText
            case .darkerSystemColors: \.darkerSystemColors
            case .reduceTransparency: \.reduceTransparency
            case .differentiateWithoutColor: \.differentiateWithoutColor
            case .invertColors: \.invertColors
            case .grayscale: \.grayscale
            case .buttonShapes: \.buttonShapes
            case .prefersCrossFadeTransitions: \.prefersCrossFadeTransitions
            case .videoAutoplay: \.videoAutoplay
            }
        }
    }

    static var settings = Settings()

    /// Changes a setting; a change posts its notification (object nil) at once (K23).
    @_spi(Testing) public static func _setSetting(_ setting: Setting, _ value: Bool) {
        guard settings[setting] != value else { return }
        settings[setting] = value
        NotificationCenter.default.post(name: setting.changeNotification, object: nil)
    }

    /// The notifications posted with ``post(notification:argument:)``, oldest first.
    @_spi(Testing) public static var _postedNotifications: [(notification: Notification, argument: Any?)] = []

    /// Back to a fresh app's state: settings off, no recorded posts (tests call it).
    @_spi(Testing) public static func _reset() {
        settings = Settings()
        _postedNotifications = []
    }
}

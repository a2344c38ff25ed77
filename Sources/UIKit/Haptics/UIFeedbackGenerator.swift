import Foundation

/// The base of the haptic feedback generators. Linux has no Taptic Engine, as an iPhone
/// without one: generators accept every call and play nothing. What they were asked to play
/// is kept in `_played` (in order), so tests can check an app's feedback (SG5).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// One feedback an app asked a generator to play.
    public enum _Feedback: Equatable, Sendable {
        case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case selectionChanged
        case notification(UINotificationFeedbackGenerator.FeedbackType)
    }

    /// What generators were asked to play, oldest first (an OpenUIKit addition for tests;
    /// UIKitTesting's fresh state empties it).
    public static var _played: [_Feedback] = []

    /// Makes a generator.
    public override init() { super.init() }

    /// Readies the generator to play soon (wakes the Taptic Engine on iOS); nothing here.
    open func prepare() {}

    func _play(_ feedback: _Feedback) { Self._played.append(feedback) }
}

import Foundation

/// Plays the feedback of a task succeeding, warning or failing (SG5).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What happened.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) { _play(.notification(notificationType)) }
}

import Foundation

/// Plays the tick of a selection changing (SG5).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick.
    open func selectionChanged() { _play(.selectionChanged) }
}

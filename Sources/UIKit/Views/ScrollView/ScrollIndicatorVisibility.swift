import Foundation

/// Whether a scroll view's indicators are showing (SI2, SI4): one explicit state, so
/// scrolling, the linger after it and the fade out cannot disagree.
@MainActor
enum ScrollIndicatorVisibility {
    /// Not shown (alpha 0), or never shown yet.
    case hidden
    /// Shown; `hideTimer` fires when the scrolling that showed them may be over.
    case shown(hideTimer: UIKitScheduler.TimerToken)
    /// Fading out; showing again takes them back to full alpha.
    case fading

    var isVisible: Bool { if case .hidden = self { false } else { true } }
}

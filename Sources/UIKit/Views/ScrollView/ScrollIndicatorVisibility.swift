import Foundation

/// Whether a scroll view's indicators are showing (SI2, SI4): one explicit state, so
/// scrolling, the linger after it and the fade out cannot disagree.
@MainActor
enum ScrollIndicatorVisibility {
    /// Not shown (alpha 0), or never shown yet.
    case hidden
    /// Shown until `hideAt` on the clock at least; `hideTimer` fires to look then.
    case shown(hideTimer: UIKitScheduler.TimerToken, hideAt: TimeInterval)
    /// Fading out; showing again takes them back to full alpha.
    case fading

    var isVisible: Bool { if case .hidden = self { false } else { true } }
}

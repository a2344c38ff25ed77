import Foundation

/// A view that can open while a drag rests over it (spring loading, SL1).
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionSupporting: AnyObject {
    /// Whether a drag resting over the view activates it. Default false.
    var isSpringLoaded: Bool { get set }
}

/// SL1: a spring-loaded button activates as a tap would: `.touchUpInside`, then its primary
/// action.
/// Difference from UIKit: only buttons support spring loading (not bar button items, tab
/// bar items, segmented controls, tables or collections), and the blinking is not drawn.
extension UIButton: UISpringLoadedInteractionSupporting {
    /// Whether a drag resting over the button for a second activates it (SL1). Default false.
    public var isSpringLoaded: Bool {
        get { _isSpringLoaded }
        set { _isSpringLoaded = newValue }
    }

    /// SL1: the drag rested long enough: the button acts as if tapped.
    func _springLoadedActivate() {
        sendActions(for: .touchUpInside)
        sendActions(for: .primaryActionTriggered)
    }
}

/// How a drag's spring loading stands (SL1, SL2).
enum SpringLoading {
    /// Over no spring-loaded view.
    case idle
    /// Resting over `control` since the timer was set.
    case hovering(WeakBox<UIButton>, UIKitScheduler.TimerToken)
    /// `control` opened; it does not open again until the drag leaves it.
    case activated(WeakBox<UIButton>)

    /// SL1: how long a drag rests over a spring-loaded view before it opens.
    static let delay: TimeInterval = 1.0
}

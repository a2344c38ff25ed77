import Foundation

/// Where a controller is in its appearance cycle (A2): disappeared -> appearing ->
/// appeared -> disappearing -> disappeared. A transition in progress may turn back (a
/// "will" followed by the opposite "will") without its "did".
public enum UIViewControllerAppearanceState: Sendable, CustomStringConvertible {
    /// Not on screen (the state before the first appearance).
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing

    /// Whether the controller is moving (between a "will" and its "did").
    var isTransitioning: Bool { self == .appearing || self == .disappearing }

    public var description: String {
        switch self {
        case .disappeared: "disappeared"
        case .appearing: "appearing"
        case .appeared: "appeared"
        case .disappearing: "disappearing"
        }
    }
}

/// A controller's appearance bookkeeping. Only `UIViewController+Appearance.swift`
/// changes it, through `_beginAppearance`/`_endAppearance`.
struct AppearanceTracker {
    var state: UIViewControllerAppearanceState = .disappeared
    /// Nesting of begin calls in the current direction; the "did" goes with the last end (M3).
    var depth = 0
    /// Bumped at each begin, so a deferred "did" can tell whether it is still current.
    var generation = 0
    var animated = false
    var sentIsAppearing = false
    /// Children that received this transition's begin, to receive its end, each with the
    /// generation that begin gave it.
    var forwardedTo: [ForwardedAppearance] = []
    /// Set by `willMove(toParent: parent)`; read inside appear callbacks (C5).
    var armedMovingToParent = false
    /// Set by `willMove(toParent: nil)` reaching super; read inside disappear callbacks (C5).
    var armedMovingFromParent = false
    /// Set by presentation; read inside appear/disappear callbacks (P2).
    var armedBeingPresented = false
    var armedBeingDismissed = false
    /// True while UIKit itself is calling a lifecycle method (A4's check).
    var isSendingCallback = false
    /// True while an appearance callback runs (flags are true only inside them, C5).
    var inAppearanceCallback = false
}

/// Drives appearance for a view subtree entering or leaving the screen (A1, C2, C3, C7):
/// the controllers whose root views are in the subtree, in pre-order, each begun unless a
/// parent forwards to it (automatic forwarding) or must do so itself (manual, M1). Pre-order
/// means a parent is begun before its children, so the children it forwards to are skipped.
@preconcurrency @MainActor
final class AppearanceDriver {
    private let appearing: Bool
    private let subtree: UIView
    private let controllers: [UIViewController]
    private var driven: [(controller: UIViewController, generation: Int)] = []

    init(subtree: UIView, appearing: Bool) {
        self.appearing = appearing
        self.subtree = subtree
        var found: [UIViewController] = []
        func collect(_ view: UIView) {
            if let controller = view._viewController { found.append(controller) }
            for subview in view._subviews { collect(subview) }
        }
        collect(subtree)
        controllers = found
    }

    /// Sends the "will" callbacks, before the views move.
    func begin() {
        for controller in controllers {
            let state = controller._appearance.state
            let eligible = appearing ? state == .disappeared : (state == .appeared || state == .appearing)
            guard eligible else { continue }  // already moving: a transition or a parent handles it
            if let parent = controller._parent {
                if !parent.shouldAutomaticallyForwardAppearanceMethods { continue }  // M1: the parent forwards by hand
                // A parent moving with the subtree that has not started this way yet forwards
                // to the child when it does; otherwise (the child's view moves alone, or was
                // added after the parent started) the child is driven here.
                let parentState = parent._appearance.state
                let parentNotStarted = appearing ? (parentState == .disappeared || parentState == .disappearing)
                                                 : (parentState == .appeared || parentState == .appearing)
                if parentNotStarted, let parentView = parent._view, parentView.isDescendant(of: subtree) { continue }
            }
            controller._beginAppearance(appearing, animated: false)
            driven.append((controller, controller._appearance.generation))
        }
    }

    /// After the views moved: `viewIsAppearing` for every appearing controller now on screen;
    /// then the "did" callbacks: at once for disappearing, in the scheduler's completion phase
    /// for appearing (C2).
    func finishAfterMove() {
        if appearing {
            for controller in controllers { controller._sendIsAppearingIfReady() }
            guard !driven.isEmpty else { return }
            let driven = self.driven
            UIKitScheduler.shared.enqueue(.completions) {
                for (controller, generation) in driven
                where controller._appearance.generation == generation && controller._appearance.state == .appearing {
                    controller._endAppearance()
                }
            }
        } else {
            for (controller, generation) in driven where controller._appearance.generation == generation {
                controller._endAppearance()
            }
        }
    }
}

/// A child that received a parent's begin: its end goes to the child only while the child is
/// still in that transition (AT1). A container that turned the child around since (a tab
/// switch before the window's first "did") ends the child itself.
struct ForwardedAppearance {
    let child: WeakBox<UIViewController>
    let generation: Int
}

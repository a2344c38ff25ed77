import Foundation

/// Told when a dynamic animator starts and stops moving its items (DY4). Both methods have
/// defaults that do nothing, as they are optional on iOS.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again: a behaviour or item was added, removed or changed
    /// while it was paused.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator stopped: every item has been at rest for half a second, or it has no
    /// items left.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

import Foundation

/// Traits and size transitions of controllers (R1–R3, R5).
extension UIViewController {
    /// Sets the traits `childViewController` gets over this controller's (nil removes the
    /// override). The child and its views get `traitCollectionDidChange` if theirs change.
    func _defaultSetOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        let key = ObjectIdentifier(childViewController)
        guard _childTraitOverrides[key] != collection else { return }
        _childTraitOverrides[key] = collection
        TraitPropagation.update(controller: childViewController)
    }

    /// Base `willTransition(to:with:)`: forwards to each child whose traits will change,
    /// with its new traits (R1).
    func _defaultWillTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in _childrenForSizeTransitions {
            let childTraits = TraitPropagation.traits(of: child, windowTraits: { newCollection.values }, parentTraits: { newCollection.values })
            if childTraits != child._currentTraits { child._sendWillTransition(to: UITraitCollection(values: childTraits), with: coordinator) }
        }
    }

    /// Base `viewWillTransition(to:with:)`: the deprecated rotation callbacks for a visible
    /// controller, then each child whose size changes gets its new size (R1, R2).
    func _defaultViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        if let rotation = (coordinator as? SizeTransitionCoordinator)?.rotation, _appearance.state == .appeared {
            _sendDeprecatedRotationCallbacks(rotation, coordinator: coordinator)
        }
        for child in _childrenForSizeTransitions {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            if childSize != child._view?.bounds.size { child._sendViewWillTransition(to: childSize, with: coordinator) }
        }
    }

    private func _sendDeprecatedRotationCallbacks(_ rotation: (from: UIInterfaceOrientation, to: UIInterfaceOrientation),
                                                  coordinator: any UIViewControllerTransitionCoordinator) {
        let duration = coordinator.transitionDuration
        _legacy.willRotate(to: rotation.to, duration: duration)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?._legacy.willAnimateRotation(to: rotation.to, duration: duration) },
                            completion: { [weak self] _ in self?._legacy.didRotate(from: rotation.from) })
    }

    /// Sends `willTransition(to:with:)`, reported to lifecycle observers.
    func _sendWillTransition(to traits: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        _sendLifecycle(.willTransitionToTraitCollection(traits)) { willTransition(to: traits, with: coordinator) }
    }

    /// Sends `viewWillTransition(to:with:)`, reported to lifecycle observers.
    func _sendViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        _sendLifecycle(.viewWillTransitionToSize(size)) { viewWillTransition(to: size, with: coordinator) }
    }

    /// ``preferredContentSize`` changed: the parent, else the presentation controller, hears of it.
    func _preferredContentSizeChanged() {
        if let parent = _parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if _presentingViewController != nil, let presentation = _presentationController {
            presentation.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Drops what this controller kept about a child that leaves.
    func _forgetChild(_ child: UIViewController) {
        _childTraitOverrides[ObjectIdentifier(child)] = nil
    }
}

/// Every live controller, in creation order, for memory warnings (Z3).
///
/// Entries are unretained and leave in `deinit`: a weak reference would give every
/// controller a side table and make all its retains and releases slow (measured: a push/pop
/// on a 1,000-deep stack took twice as long). Safe as long as controllers are released on
/// the main thread, as UIKit requires; the lock keeps the table itself consistent.
final class LiveControllers: @unchecked Sendable {
    private static let shared = LiveControllers()
    private let lock = NSLock()
    private var next = 0
    private var entries: [Int: Unmanaged<UIViewController>] = [:]

    static func nextSerial() -> Int {
        shared.lock.lock(); defer { shared.lock.unlock() }
        shared.next += 1
        return shared.next
    }

    static func register(_ controller: UIViewController) {
        shared.lock.lock(); defer { shared.lock.unlock() }
        shared.entries[controller._serial] = Unmanaged.passUnretained(controller)
    }

    static func unregister(_ serial: Int) {
        shared.lock.lock(); defer { shared.lock.unlock() }
        shared.entries[serial] = nil
    }

    /// The live controllers, oldest first (retained for the caller).
    @MainActor static var all: [UIViewController] {
        shared.lock.lock(); defer { shared.lock.unlock() }
        return shared.entries.sorted { $0.key < $1.key }.map { $0.value.takeUnretainedValue() }
    }
}

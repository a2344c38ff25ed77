import Foundation
import OpenUIKitPhysics

/// A piece of physics a dynamic animator runs: the base class of gravity, collision, push,
/// snap, attachment, field and item behaviours, and of your composite behaviours (DY5).
///
/// A composite behaviour adds built-in ones with ``addChildBehavior(_:)`` (often from
/// ``willMove(to:)``); the animator runs a behaviour's children with it. ``action`` runs once
/// per animation frame, after the items have moved, behaviours in the order they were added,
/// each parent before its children (DY6).
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours this one runs with it, in the order added.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// A closure run on every animation frame while the behaviour is in a running animator,
    /// after the items have moved (DY6).
    @preconcurrency open var action: (@MainActor () -> Void)?
    /// The animator running this behaviour (directly or as a child), or nil.
    open var dynamicAnimator: UIDynamicAnimator? { _animator }
    weak var _animator: UIDynamicAnimator?
    /// The behaviour this one is a child of.
    weak var _parent: UIDynamicBehavior?
    /// The items of this behaviour (subclasses show them as `items`), in the order added.
    var _items: [any UIDynamicItem] = []

    /// A behaviour with no children and no action.
    public override init() { super.init() }

    /// Adds a child behaviour, run with this one (adding one twice does nothing). In a running
    /// animator the child gets ``willMove(to:)`` with the animator first (DY7).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        behavior._parent?.removeChildBehavior(behavior)
        if let animator = _animator { behavior._move(to: animator) }
        childBehaviors.append(behavior)
        behavior._parent = self
        _behaviorDidChange()
    }

    /// Removes a child behaviour; in an animator it gets ``willMove(to:)`` with nil first.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        if _animator != nil { behavior._move(to: nil) }
        childBehaviors.remove(at: index)
        behavior._parent = nil
        _behaviorDidChange()
    }

    /// Called just before the behaviour joins an animator (with it) or leaves one (with nil),
    /// and for each child of a behaviour that does, after its parent (DY7). The default does
    /// nothing; override it to set up child behaviours once the animator is known.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// Sends ``willMove(to:)`` to this behaviour then its children (pre-order), setting
    /// ``dynamicAnimator`` on each after its own call (DY7).
    func _move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        if animator == nil { _leave() }
        _animator = animator
        for child in childBehaviors { child._move(to: animator) }
    }

    /// This behaviour and its descendants, parents before children.
    var _flattened: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\._flattened) }

    /// Adds an item (adding one twice does nothing); the animator reads the item's state if
    /// it is new to it and runs again (DY2).
    func _addItem(_ item: any UIDynamicItem) {
        guard !_items.contains(where: { $0 === item }) else { return }
        _items.append(item)
        _behaviorDidChange()
    }

    /// Removes an item.
    func _removeItem(_ item: any UIDynamicItem) {
        guard let index = _items.firstIndex(where: { $0 === item }) else { return }
        _items.remove(at: index)
        _behaviorDidChange()
    }

    /// Something the physics depends on changed: the animator syncs and runs again (DY4).
    func _behaviorDidChange() { _animator?._behaviorsDidChange() }

    // Hooks the animator calls; the built-in behaviours override them.

    /// Brings the engine up to date with this behaviour (its joints, groups and fields);
    /// called whenever behaviours change and before each frame's steps.
    func _sync(in animator: UIDynamicAnimator) {}
    /// Adds this behaviour's forces before one engine step.
    func _applyForces(in animator: UIDynamicAnimator) {}
    /// Forgets the engine objects made for the animator being left.
    func _leave() {}
}

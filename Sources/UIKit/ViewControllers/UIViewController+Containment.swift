import Foundation

extension UIViewController {

    /// Adds `childController` as a child. Calls `willMove(toParent: self)` itself and never
    /// `didMove` (C1); sends no appearance callbacks (C2). A child of another container is
    /// removed from it first, with its `didMove(toParent: nil)` (C4). Adding the receiver
    /// itself or one of its ancestors raises UIKit's hierarchy inconsistency (C6).
    func _defaultAddChild(_ childController: UIViewController) {
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === childController { UIKitDiagnostics.raise(.childIsAncestor(child: childController, parent: self)) }
            ancestor = current._parent
        }
        if let oldParent = childController._parent, oldParent !== self {  // C4: leave the other container first
            if let childView = childController._view, let oldView = oldParent._view, childView.isDescendant(of: oldView) {
                childView.removeFromSuperview()
            }
            childController.removeFromParent()
        }
        if let superview = childController._view?._superview, let owner = superview._nearestController, owner !== self {
            UIKitDiagnostics.raise(.hierarchyInconsistency(child: childController, expectedParent: owner, actual: self, requested: true))
        }
        childController.willMove(toParent: self)  // C1
        // C8, PN8: a child added again moves to the end (never listed twice).
        if childController._parent === self { _removeChildEntry(childController) }
        let inSequence = _childrenInSequence
        ChildSequence.last &+= 1
        childController._childSequence = ChildSequence.last
        _children.append(childController)
        _childrenInSequence = inSequence  // the newest number goes last
        _childrenEdits &+= 1
        childController._parent = self
        TraitPropagation.update(controller: childController)
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)` itself
    /// (C3). The container calls `willMove(toParent: nil)` before, and removes the view.
    func _defaultRemoveFromParent() {
        guard let parent = _parent else { return }
        parent._removeChildEntry(self)
        parent._childrenEdits &+= 1
        _detachFromParent()
    }

    /// The second half of `removeFromParent()`, for containers that already took the
    /// controller out of their `children` (many at once, in linear time).
    func _detachFromParent() {
        _parent?._forgetChild(self)
        _parent = nil
        didMove(toParent: nil)
    }

    func _defaultWillMove(toParent parent: UIViewController?) {
        _report(.willMoveToParent(isNil: parent == nil), parent: parent)
        // The latest move wins: a controller moved from one container to another is moving
        // to its new parent, not from the old one (C5).
        _appearance.armedMovingFromParent = parent == nil
        _appearance.armedMovingToParent = parent != nil
    }

    func _defaultDidMove(toParent parent: UIViewController?) {
        _report(.didMoveToParent(isNil: parent == nil), parent: parent)
    }

    /// C6: placing this controller's root view under `superview` must keep the view and
    /// controller hierarchies consistent: the nearest controller above must be the parent.
    func _checkHierarchy(placingViewIn superview: UIView) {
        guard let parent = _parent, let nearest = superview._nearestController, nearest !== parent else { return }
        UIKitDiagnostics.raise(.hierarchyInconsistency(child: self, expectedParent: nearest, actual: parent, requested: false))
    }
}

extension UIView {
    /// The controller owning this view or the nearest ancestor view that has one.
    var _nearestController: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let controller = view._viewController { return controller }
            current = view._superview
        }
        return nil
    }
}

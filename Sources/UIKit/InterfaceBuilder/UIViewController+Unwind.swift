import Foundation

/// Unwind segues (I4): the search for the destination up the parents and presenters, and the
/// way back to it (containers bring the child towards it forward; presentations dismiss).
extension UIViewController {
    func _defaultChildContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { $0._holds(source.source) }
    }

    func _defaultAllowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// Whether `controller` is this controller, or a child or presented controller below it.
    func _holds(_ controller: UIViewController) -> Bool {
        var current: UIViewController? = controller
        while let candidate = current {
            if candidate === self { return true }
            current = candidate.parent ?? candidate.presentingViewController.flatMap { presenter in
                presenter.presentedViewController === candidate ? presenter : nil
            }
        }
        return false
    }

    /// Runs an unwind segue from this controller: finds the destination, calls
    /// ``prepare(for:sender:)`` here, the unwind action on the destination (its handler gets
    /// the segue as sender), then goes back to it. Without a destination nothing happens.
    func _performUnwind(_ element: IBElement, sender: Any?) {
        let action = Selector(element["unwindAction"] ?? "")
        let source = UIStoryboardUnwindSegueSource(source: self, unwindAction: action, sender: sender)
        guard let destination = _unwindDestination(for: source) else { return }
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: self, destination: destination)
        segue._perform = { segue in segue.source._unwind(to: segue.destination, segue: segue) }
        prepare(for: segue, sender: sender)
        destination.performAction(action, sender: segue)
        segue.perform()
    }

    /// The search (I4): up through parents and presenters from the source; at each one, its
    /// allowed children first (depth first, each child's own allowed children before it),
    /// then the controller itself.
    func _unwindDestination(for source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController = self
        while let next = current.parent ?? current.presentingViewController {
            if let found = next._searchUnwind(among: next.allowedChildrenForUnwinding(from: source), source) { return found }
            if next.canPerformUnwindSegueAction(source.unwindAction, from: self, sender: source.sender) { return next }
            current = next
        }
        return nil
    }

    private func _searchUnwind(among candidates: [UIViewController], _ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        for candidate in candidates {
            if let found = candidate._searchUnwind(among: candidate.allowedChildrenForUnwinding(from: source), source) { return found }
            if candidate.canPerformUnwindSegueAction(source.unwindAction, from: source.source, sender: source.sender) { return candidate }
        }
        return nil
    }

    /// The way back: up from the source to the first controller holding the destination,
    /// dismissing what was presented on the way; then down to the destination, each container
    /// asked to ``unwind(for:towards:)`` the child on the path.
    func _unwind(to destination: UIViewController, segue: UIStoryboardSegue) {
        var current: UIViewController = self
        var presenterToDismiss: UIViewController?
        while !current._holds(destination) {
            if let parent = current.parent {
                current = parent
            } else if let presenter = current.presentingViewController {
                presenterToDismiss = presenter
                current = presenter
            } else {
                return
            }
        }
        var path: [UIViewController] = []
        var step: UIViewController? = destination
        while let node = step, node !== current {
            path.append(node)
            step = node.parent
        }
        if step == nil { path = [] }  // reached through a presentation: nothing to bring forward
        var container = current
        for child in path.reversed() {
            container.unwind(for: segue, towards: child)
            container = child
        }
        presenterToDismiss?.dismiss(animated: true)
    }
}

import Foundation

/// Saves the interface of an app without scenes (Z1, Z6): from each visible window's root
/// controller, every controller that is reached — a root, a child its container encodes, a
/// presented controller — and whose identifier path is complete (it and each ancestor have
/// a restoration identifier) encodes its state, parents before children; then the views of
/// its view (not those of child controllers) that have restoration identifiers (Z10).
@MainActor
final class StatePreserver: StateRestorationReferences {
    private var records: [StateRestorationArchive.Controller] = []
    private var pending: [(controller: UIViewController, path: [String])] = []
    private var paths: [ObjectIdentifier: [String]] = [:]

    /// The archive of `windows`' controllers, with the app delegate's `application` values.
    func archive(of windows: [UIWindow], application: [String: Any]) -> StateRestorationArchive {
        for window in windows {
            if let root = window.rootViewController { _ = reference(to: root) }
        }
        var index = 0
        while index < pending.count {
            let (controller, path) = pending[index]
            index += 1
            let coder = StateRestorationCoder(owner: "view controller \(path.joined(separator: "/"))", references: self)
            controller.encodeRestorableState(with: coder)
            records.append(StateRestorationArchive.Controller(
                path: path, restorationClassName: controller.restorationClass.map { String(reflecting: $0) },
                storyboardIdentifier: controller._storyboardIdentifier, values: coder.values, views: viewStates(of: controller, path: path)))
        }
        return StateRestorationArchive(application: application, controllers: records)
    }

    func reference(to controller: UIViewController) -> [String]? {
        if let path = paths[ObjectIdentifier(controller)] { return path }
        guard let path = Self.identifierPath(of: controller) else { return nil }
        paths[ObjectIdentifier(controller)] = path
        pending.append((controller, path))
        return path
    }

    func controller(at path: [String]) -> UIViewController? { nil }

    /// Z1: the ancestors' identifiers then its own; the ancestor of a presented controller is
    /// the controller presenting it. Nil when one of them has no identifier, or the
    /// controller is in no window's hierarchy.
    static func identifierPath(of controller: UIViewController) -> [String]? {
        guard let identifier = controller.restorationIdentifier else { return nil }
        if let parent = controller._parent { return identifierPath(of: parent).map { $0 + [identifier] } }
        if let presenter = controller._presentingViewController, presenter._presentedViewController === controller {
            return identifierPath(of: presenter).map { $0 + [identifier] }
        }
        return controller._window?.rootViewController === controller ? [identifier] : nil
    }

    /// The saved states of the views of `controller`'s own view with restoration identifiers.
    private func viewStates(of controller: UIViewController, path: [String]) -> [String: [String: Any]] {
        guard let root = controller.viewIfLoaded else { return [:] }
        var states: [String: [String: Any]] = [:]
        func visit(_ view: UIView) {
            if view !== root, view._viewController != nil { return }  // a child controller's view saves with it
            if let identifier = view.restorationIdentifier {
                let coder = StateRestorationCoder(owner: "view \(identifier) of \(path.joined(separator: "/"))", references: self)
                view.encodeRestorableState(with: coder)
                states[identifier] = coder.values
            }
            for subview in view._subviews { visit(subview) }
        }
        visit(root)
        return states
    }
}

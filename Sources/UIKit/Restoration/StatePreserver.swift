import Foundation

/// Saves the interface of an app without scenes (Z1, Z6): from each visible window's root
/// controller, every controller that is reached — a root, a child its container encodes, a
/// presented controller — and whose identifier path is complete (it and each ancestor have
/// a restoration identifier) encodes its state, parents before children; then the views of
/// its view (not those of child controllers) that have restoration identifiers (Z10).
@preconcurrency @MainActor
final class StatePreserver: StateRestorationReferences {
    /// What is saved next: a controller, or a registered object one of them encoded (Z12).
    private enum Saved {
        case controller(UIViewController)
        case object(any UIStateRestoring)
    }
    private var records: [StateRestorationArchive.Controller] = []
    private var pending: [(saved: Saved, path: [String])] = []
    private var paths: [ObjectIdentifier: [String]] = [:]

    /// The archive of `windows`' controllers, with the app delegate's `application` values.
    func archive(of windows: [UIWindow], application: [String: Any]) -> StateRestorationArchive {
        for window in windows {
            if let root = window.rootViewController { _ = reference(to: root) }
        }
        var index = 0
        while index < pending.count {
            let (saved, path) = pending[index]
            index += 1
            switch saved {
            case .controller(let controller):
                let coder = StateRestorationCoder(owner: "view controller \(path.joined(separator: "/"))", references: self)
                controller.encodeRestorableState(with: coder)
                records.append(StateRestorationArchive.Controller(
                    path: path, restorationClassName: controller.restorationClass.map { String(reflecting: $0) },
                    storyboardIdentifier: controller._storyboardIdentifier, values: coder.values, views: viewStates(of: controller, path: path)))
            case .object(let object):
                let coder = StateRestorationCoder(owner: "object \(path.joined(separator: "/"))", references: self)
                object.encodeRestorableState(with: coder)
                records.append(StateRestorationArchive.Controller(
                    isObject: true, path: path, restorationClassName: object.objectRestorationClass.map { String(reflecting: $0) },
                    storyboardIdentifier: nil, values: coder.values, views: [:]))
            }
        }
        return StateRestorationArchive(application: application, controllers: records)
    }

    func reference(to controller: UIViewController) -> [String]? {
        if let path = paths[ObjectIdentifier(controller)] { return path }
        guard let path = Self.identifierPath(of: controller) else { return nil }
        paths[ObjectIdentifier(controller)] = path
        pending.append((.controller(controller), path))
        return path
    }

    func controller(at path: [String]) -> UIViewController? { nil }

    func reference(toObject object: any UIStateRestoring) -> [String]? {
        if let path = paths[ObjectIdentifier(object)] { return path }
        guard let path = RestorationObjectRegistry.shared.identifierPath(of: object) else { return nil }
        paths[ObjectIdentifier(object)] = path
        pending.append((.object(object), path))
        return path
    }

    func object(at path: [String]) -> (any UIStateRestoring)? { nil }

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

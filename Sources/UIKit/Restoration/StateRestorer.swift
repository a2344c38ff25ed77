import Foundation

/// Restores a saved interface during launch (Z5, Z7): first every controller is made or
/// found, in the archive's order (parents before children; one whose parent was not
/// restored is skipped); then each has its view loaded, then `decodeRestorableState(with:)`
/// in the same order (containers take back their children); then the saved views' states;
/// then the app delegate's `application(_:didDecodeRestorableStateWith:)`; last
/// `applicationFinishedRestoringState()` on each. Restored presentations happen once the
/// windows are on screen.
@preconcurrency @MainActor
final class StateRestorer: StateRestorationReferences {
    private let archive: StateRestorationArchive
    private var restored: [[String]: UIViewController] = [:]
    private var restoredObjects: [[String]: any UIStateRestoring] = [:]
    /// Presentations decoded during launch, made once the windows are on screen.
    private static var pendingPresentations: [(presenter: UIViewController, presented: UIViewController)] = []
    private static var isRestoring = false

    init(archive: StateRestorationArchive) {
        self.archive = archive
    }

    /// Restores into the app's windows, telling `app`'s delegate.
    func restore(_ app: UIApplication, applicationCoder: NSCoder) {
        Self.isRestoring = true
        defer { Self.isRestoring = false }
        var order: [(record: StateRestorationArchive.Controller, restoring: any UIStateRestoring, coder: StateRestorationCoder)] = []
        for record in archive.controllers {
            let parent = Array(record.path.dropLast())
            if record.path.count > 1, restored[parent] == nil, restoredObjects[parent] == nil { continue }
            let owner = (record.isObject ? "object " : "view controller ") + record.path.joined(separator: "/")
            let coder = StateRestorationCoder(values: record.values, owner: owner, references: self)
            if record.isObject {
                guard let object = makeObject(record, coder: coder) else { continue }
                restoredObjects[record.path] = object
                order.append((record, object, coder))
            } else {
                guard let controller = make(record, coder: coder, app: app) else { continue }
                restored[record.path] = controller
                order.append((record, controller, coder))
            }
        }
        let controllers = order.compactMap { $0.restoring as? UIViewController }
        for controller in controllers { controller.loadViewIfNeeded() }
        for entry in order { entry.restoring.decodeRestorableState(with: entry.coder) }
        for entry in order { if let controller = entry.restoring as? UIViewController { restoreViews(entry.record, of: controller) } }
        app.delegate?.application(app, didDecodeRestorableStateWith: applicationCoder)
        for entry in order { entry.restoring.applicationFinishedRestoringState() }
        if app._launchPhase != .finishingLaunch { Self.presentPending() }
    }

    func reference(to controller: UIViewController) -> [String]? { StatePreserver.identifierPath(of: controller) }

    func controller(at path: [String]) -> UIViewController? { restored[path] }

    func reference(toObject object: any UIStateRestoring) -> [String]? { RestorationObjectRegistry.shared.identifierPath(of: object) }

    func object(at path: [String]) -> (any UIStateRestoring)? { restoredObjects[path] }

    /// Z12: the object restoration class (only it, when there is one), else the object
    /// registered under that path by the launch.
    private func makeObject(_ record: StateRestorationArchive.Controller, coder: NSCoder) -> (any UIStateRestoring)? {
        if let className = record.restorationClassName {
            guard let restorationClass = NSClassFromString(className) as? any UIObjectRestoration.Type else { return nil }
            return restorationClass.object(withRestorationIdentifierPath: record.path, coder: coder)
        }
        return RestorationObjectRegistry.shared.object(at: record.path)
    }

    /// Z7: the restoration class (only it, when there is one), else the app delegate, else a
    /// controller with that path already in a window (made by the launch), else the storyboard.
    private func make(_ record: StateRestorationArchive.Controller, coder: NSCoder, app: UIApplication) -> UIViewController? {
        if let className = record.restorationClassName {
            guard let restorationClass = NSClassFromString(className) as? any UIViewControllerRestoration.Type else {
                UIKitDiagnostics.warn(.restorationClassUnusable(className))
                return nil
            }
            return restorationClass.viewController(withRestorationIdentifierPath: record.path, coder: coder)
        }
        if let made = app.delegate?.application(app, viewControllerWithRestorationIdentifierPath: record.path, coder: coder) {
            return made
        }
        if let existing = Self.existingController(at: record.path, in: app) { return existing }
        if let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey) as? UIStoryboard,
           let identifier = record.storyboardIdentifier, storyboard.document.controllerIDsByIdentifier[identifier] != nil {
            return storyboard.instantiateViewController(withIdentifier: identifier)
        }
        return nil
    }

    /// The controller at `path` among the windows' roots, their children and presented
    /// controllers (UIKit's implicit search).
    static func existingController(at path: [String], in app: UIApplication) -> UIViewController? {
        var candidates = app.windows.compactMap(\.rootViewController)
        if let window = app.delegate?.window ?? nil, let root = window.rootViewController, !candidates.contains(where: { $0 === root }) {
            candidates.append(root)
        }
        var found: UIViewController?
        for identifier in path {
            guard let match = candidates.first(where: { $0.restorationIdentifier == identifier }) else { return nil }
            found = match
            candidates = match.children + (match._presentedViewController.map { [$0] } ?? [])
        }
        return found
    }

    private func restoreViews(_ record: StateRestorationArchive.Controller, of controller: UIViewController) {
        guard !record.views.isEmpty, let root = controller.viewIfLoaded else { return }
        func visit(_ view: UIView) {
            if view !== root, view._viewController != nil { return }
            if let identifier = view.restorationIdentifier, let values = record.views[identifier] {
                let coder = StateRestorationCoder(values: values, owner: "view \(identifier)", references: self)
                view.decodeRestorableState(with: coder)
            }
            for subview in view._subviews { visit(subview) }
        }
        visit(root)
    }

    /// Presents `presented` from `presenter`: at once, or once the launch's windows are on
    /// screen when restoring during launch.
    static func present(_ presented: UIViewController, from presenter: UIViewController) {
        if isRestoring {
            pendingPresentations.append((presenter, presented))
        } else {
            presenter.present(presented, animated: false)
        }
    }

    /// Makes the presentations restored during launch, without animation.
    static func presentPending() {
        let pending = pendingPresentations
        pendingPresentations = []
        for (presenter, presented) in pending { presenter.present(presented, animated: false) }
    }
}

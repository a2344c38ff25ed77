import Foundation

/// Segue connections: relationships fill containers, embeds add children, and triggered
/// segues hook onto their controls, bar button items and gesture recognizers (I3).
extension IBInstantiation {
    /// The controller whose scene this run makes (the owner of triggered segues).
    var sceneController: UIViewController? {
        seededSceneController ?? created.lazy.compactMap { $0.object as? UIViewController }.first
    }

    func connectSegue(_ segue: IBElement, of source: AnyObject, sourceElement: IBElement) {
        switch segue["kind"] {
        case "relationship":
            return  // made with the container, in `makeRelationships(of:)`
        case "embed":
            guard let container = source as? UIView, let owner = sceneController else { return }
            pendingEmbeds.append((container, owner, segue))
        default:
            guard !(source is UIViewController), let owner = sceneController else { return }  // manual: performSegue
            let trigger: @MainActor (Any?) -> Void = { [weak owner] sender in owner?._performSegue(segue, sender: sender, triggered: true) }
            switch source {
            case let control as UIControl:
                control.addAction(UIAction { action in trigger(action.sender) }, for: .touchUpInside)
            case let item as UIBarButtonItem:
                item._storyboardSegueTrigger = trigger
            case let recognizer as UIGestureRecognizer:
                recognizer._addHandler { trigger($0) }
            case let cell as UITableViewCell:
                if segue["trigger"] == "accessoryAction" { cell._accessorySegue = trigger } else { cell._selectionSegue = trigger }
            case let cell as UICollectionViewCell:
                cell._selectionSegue = trigger
            default:
                break
            }
        }
    }

    /// Fills a container made from a storyboard from its relationship segues: a navigation
    /// controller's root, a tab bar controller's children in file order, a split view
    /// controller's columns. Each child is a new instance of its scene.
    func makeRelationships(of controller: UIViewController, element: IBElement) {
        guard let storyboard else { return }
        var children: [(String, UIViewController)] = []
        for segue in element.items(in: "connections") where segue.name == "segue" && segue["kind"] == "relationship" {
            guard let destination = segue["destination"] else { continue }
            do {
                children.append((segue["relationship"] ?? "", try storyboard._instantiate(controllerID: destination, creator: Optional<(NSCoder) -> UIViewController?>.none)))
            } catch {
                if failure == nil { fail(segue, error.problem) }
                return
            }
        }
        guard !children.isEmpty else { return }
        switch controller {
        case let navigation as UINavigationController:
            if let root = children.first(where: { $0.0 == "rootViewController" })?.1 { navigation.setViewControllers([root], animated: false) }
        case let tabs as UITabBarController:
            tabs.setViewControllers(children.filter { $0.0 == "viewControllers" }.map(\.1), animated: false)
        case let split as UISplitViewController:
            let primary = children.first { $0.0 == "masterViewController" || $0.0 == "primaryViewController" }?.1
            let secondary = children.first { $0.0 == "detailViewController" || $0.0 == "secondaryViewController" }?.1
            split.viewControllers = [primary, secondary].compactMap { $0 }
        default:
            break
        }
    }

    /// Adds each embedded controller as a child filling its container view, after the source
    /// controller's `prepare(for:sender:)` (I3).
    func performEmbeds() {
        for (container, owner, segue) in pendingEmbeds {
            guard let storyboard, let destinationID = segue["destination"] else { continue }
            let child: UIViewController
            do {
                child = try storyboard._instantiate(controllerID: destinationID, creator: Optional<(NSCoder) -> UIViewController?>.none)
            } catch {
                if failure == nil { fail(segue, error.problem) }
                return
            }
            let made = UIStoryboardSegue(identifier: segue["identifier"], source: owner, destination: child)
            owner.prepare(for: made, sender: nil)
            owner.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: owner)
        }
        pendingEmbeds.removeAll()
    }
}

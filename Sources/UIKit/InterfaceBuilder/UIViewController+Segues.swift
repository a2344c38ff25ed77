import Foundation

/// Storyboard segues from a controller's side: performing (I3) and unwinding (I4).
extension UIViewController {
    func _performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let link = _sceneLink, _storyboard != nil,
              let segue = link.element.items(in: "connections").first(where: { $0.name == "segue" && $0["identifier"] == identifier && $0["kind"] != "relationship" })
              ?? _segueInView(withIdentifier: identifier) else {
            UIKitDiagnostics.raise(.noSegueWithIdentifier(self, identifier: identifier))
        }
        _performSegue(segue, sender: sender, triggered: false)
    }

    /// A segue with this identifier anywhere in the scene (UIKit lets `performSegue` run a
    /// segue drawn from a control, too).
    private func _segueInView(withIdentifier identifier: String) -> IBElement? {
        var found: IBElement?
        _sceneLink?.element.forEachInSubtree { element in
            if found == nil, element.name == "segue", element["identifier"] == identifier, element["kind"] != "relationship" { found = element }
        }
        return found
    }

    /// Runs a segue of this controller's scene: asks ``shouldPerformSegue(withIdentifier:sender:)``
    /// when triggered, makes the destination (a new instance), calls
    /// ``prepare(for:sender:)``, then performs (I3). Unwind segues search for their
    /// destination instead (I4).
    func _performSegue(_ element: IBElement, sender: Any?, triggered: Bool) {
        if triggered && !shouldPerformSegue(withIdentifier: element["identifier"] ?? "", sender: sender) { return }
        if element["kind"] == "unwind" {
            _performUnwind(element, sender: sender)
            return
        }
        guard let storyboard = _storyboard, let destinationID = element["destination"] else { return }
        let destination: UIViewController
        do {
            destination = try storyboard._instantiate(controllerID: destinationID, creator: Optional<(NSCoder) -> UIViewController?>.none)
        } catch {
            UIKitDiagnostics.raise(.interfaceBuilderFileInvalid(error))
        }
        let segue = _makeSegue(element, destination: destination, storyboard: storyboard)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The segue object: the file's `customClass` (a `UIStoryboardSegue` subclass), or a
    /// `UIStoryboardSegue` that performs the kind's transition.
    private func _makeSegue(_ element: IBElement, destination: UIViewController, storyboard: UIStoryboard) -> UIStoryboardSegue {
        let identifier = element["identifier"]
        if case .success(let type)? = IBClassCatalog.customClass(of: element, bundle: storyboard.bundle),
           let segueType = type as? UIStoryboardSegue.Type {
            return segueType.init(identifier: identifier, source: self, destination: destination)
        } else if let name = element["customClass"] {
            UIKitDiagnostics.warn(.unknownInterfaceBuilderClass(name))
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
        let animated = element.bool("animates") ?? true
        let kind = element["kind"] ?? "show"
        if kind == "presentation" || kind == "modal" {
            element.applyModalStyles(to: destination)
        }
        let anchorID = element["popoverAnchorView"] ?? element["popoverAnchorBarButtonItem"]
        segue._perform = { segue in
            let source = segue.source, destination = segue.destination
            switch kind {
            case "show": source.show(destination, sender: nil)
            case "showDetail": source.showDetailViewController(destination, sender: nil)
            case "push":
                guard let navigation = source.navigationController else {
                    preconditionFailure("Push segues can only be used when the source controller is managed by an instance of UINavigationController.")
                }
                navigation.pushViewController(destination, animated: animated)
            case "popoverPresentation":
                destination.modalPresentationStyle = .popover
                if let anchorID, let anchor = source._sceneObject(anchorID) {
                    if let view = anchor as? UIView {
                        destination.popoverPresentationController?.sourceView = view
                        destination.popoverPresentationController?.sourceRect = view.bounds
                    } else if let item = anchor as? UIBarButtonItem {
                        destination.popoverPresentationController?.sourceItem = item
                    }
                }
                source.present(destination, animated: animated)
            default:  // presentation, modal
                source.present(destination, animated: animated)
            }
        }
        return segue
    }

    /// An object of this controller's loaded scene by id (a popover's anchor).
    func _sceneObject(_ id: String) -> AnyObject? {
        if let object = _sceneLink?.sceneObjects[id] { return object }
        var stack = _view.map { [$0] } ?? []
        while let view = stack.popLast() {
            if view._ibIdentifier == id { return view }
            stack += view.subviews
        }
        return nil
    }
}

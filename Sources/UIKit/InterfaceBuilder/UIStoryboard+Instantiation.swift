import Foundation

/// Making a scene's controller (I1, I5) and its view when needed (I2).
extension UIStoryboard {
    /// How deeply scenes are being made inside one another now: a relationship's or an
    /// embed's scene inside the scene that needs it, a referenced storyboard's scene inside
    /// the reference (I5). Deeper than ``maximumNesting`` is a cycle in the file, reported as
    /// an error instead of recursing until the stack runs out.
    private static var nesting = 0
    static let maximumNesting = 32

    /// Runs `body` one level deeper; past ``maximumNesting``, throws `cycle` at `element`.
    static func nested<T>(in document: IBDocument, at element: IBElement, cycle: String,
                          _ body: () throws(InterfaceBuilderError) -> T) throws(InterfaceBuilderError) -> T {
        guard nesting < maximumNesting else {
            throw document.error(element, "\(cycle) (more than \(maximumNesting) deep)")
        }
        nesting += 1
        defer { nesting -= 1 }
        return try body()
    }

    /// A new instance of the controller `id`: through `creator` or its class's
    /// `init?(coder:)`, with the scene's other top-level objects, connected and awoken.
    /// A storyboard reference loads the storyboard it names (I5).
    func _instantiate<ViewController: UIViewController>(controllerID id: String, creator: ((NSCoder) -> ViewController?)?) throws(InterfaceBuilderError) -> UIViewController {
        guard let element = document.controllerElement(id) else {
            throw document.error(document.elementsByID[id], "\"\(id)\" is not a scene's view controller")
        }
        if element.name == "viewControllerPlaceholder" { return try _followReference(element) }
        return try UIStoryboard.nested(in: document, at: element, cycle: "scenes make one another in a cycle") { () throws(InterfaceBuilderError) in
            try _instantiateScene(element, id: id, creator: creator)
        }
    }

    private func _instantiateScene<ViewController: UIViewController>(_ element: IBElement, id: String,
                                                                     creator: ((NSCoder) -> ViewController?)?) throws(InterfaceBuilderError) -> UIViewController {
        let instantiation = IBInstantiation(document: document, bundle: bundle, storyboard: self)
        let objects = document.sceneObjects[id] ?? []
        instantiation.seedPlaceholders(of: objects)
        var made: UIViewController?
        if let creator {
            made = creator(IBCoder(element: element, instantiation: instantiation))
            if let made, instantiation.object(forID: id) !== made {
                throw document.error(element, "the creator returned \(made), which was not made with the coder it was given")
            }
            if made != nil { instantiation.noteMadeByCreator(element) }
        }
        if made == nil { made = instantiation.makeObject(element) as? UIViewController }
        guard let controller = made else {
            try instantiation.finish()  // throws the reason when there is one
            throw document.error(element, "the view controller \"\(id)\" could not be made")
        }
        for object in objects where object !== element && IBInstantiation.isMadeObject(object) {
            _ = instantiation.makeObject(object)
        }
        try instantiation.finish()
        return controller
    }

    /// The controller a `viewControllerPlaceholder` stands for: the referenced storyboard's
    /// identified or initial controller (I5). A cycle of references is an error.
    func _followReference(_ placeholder: IBElement) throws(InterfaceBuilderError) -> UIViewController {
        try UIStoryboard.nested(in: document, at: placeholder, cycle: "storyboard references form a cycle") { () throws(InterfaceBuilderError) in
            try _followReferenceNested(placeholder)
        }
    }

    private func _followReferenceNested(_ placeholder: IBElement) throws(InterfaceBuilderError) -> UIViewController {
        let target: UIStoryboard
        if let name = placeholder["storyboardName"] {
            let bundle = placeholder["bundleIdentifier"].flatMap(Bundle.init(identifier:)) ?? self.bundle
            do {
                target = try UIStoryboard.load(name: name, bundle: bundle)
            } catch {
                let problem = document.error(placeholder, "the storyboard reference to \"\(name)\" cannot be loaded: \(error)")
                // The check command reports it and goes on with a stand-in.
                guard error.problem == UIStoryboard.notFound, IBCheckRecorder.keep(problem) else { throw problem }
                return UIViewController(nibName: nil, bundle: nil)
            }
        } else {
            target = self
        }
        if let identifier = placeholder["referencedIdentifier"] {
            guard let id = target.document.controllerIDsByIdentifier[identifier] else {
                throw document.error(placeholder, "the storyboard \"\(target.name)\" has no view controller with identifier '\(identifier)'")
            }
            return try target._instantiate(controllerID: id, creator: Optional<(NSCoder) -> UIViewController?>.none)
        }
        guard let id = target.document.initialViewControllerID else {
            throw document.error(placeholder, "the storyboard \"\(target.name)\" has no initial view controller")
        }
        return try target._instantiate(controllerID: id, creator: Optional<(NSCoder) -> UIViewController?>.none)
    }
}

extension IBInstantiation {
    /// Whether a top-level element is an object to make (not a placeholder or the exit).
    static func isMadeObject(_ element: IBElement) -> Bool {
        !["placeholder", "exit", "viewControllerPlaceholder"].contains(element.name)
    }

    /// Seeds the First Responder (nil), the exit (an ``IBExit``) and storyboard references'
    /// placeholders (an ``IBReference``) among a scene's or nib's objects.
    func seedPlaceholders(of objects: [IBElement]) {
        for object in objects {
            guard let id = object.id else { continue }
            switch object.name {
            case "placeholder" where object["placeholderIdentifier"] == "IBFirstResponder": seed(id, with: nil)
            case "exit": seed(id, with: IBExit())
            default: break
            }
        }
    }
}

/// Stands for a scene's Exit in connections: the destination of unwind segues (I4).
final class IBExit {}

extension UIViewController {
    /// Loads the view of a controller made from a storyboard scene (or a nib's controller
    /// with a view inside): made and connected with the controller as owner, then assigned.
    /// False when the scene has no view (containers make theirs).
    func _loadViewFromScene() -> Bool {
        do {
            return try _loadViewFromSceneThrowing()
        } catch {
            // The check command notes it and goes on with a plain view; an app stops.
            IBCheckRecorder.keepOrRaise(error)
            if _view == nil { view = UIView(frame: UIScreen.main.bounds) }
            return true
        }
    }

    /// ``_loadViewFromScene()`` that throws what is wrong with the file.
    func _loadViewFromSceneThrowing() throws(InterfaceBuilderError) -> Bool {
        guard let link = _sceneLink, let viewElement = link.element.child(key: "view") else { return false }
        return try UIStoryboard.nested(in: link.document, at: viewElement, cycle: "views embed one another's scenes in a cycle") {
            () throws(InterfaceBuilderError) in try _loadView(of: link, element: viewElement)
        }
    }

    private func _loadView(of link: IBSceneLink, element viewElement: IBElement) throws(InterfaceBuilderError) -> Bool {
        let instantiation = IBInstantiation(document: link.document, bundle: link.bundle, storyboard: _storyboard)
        instantiation.seedScene(link, of: self)
        guard let view = instantiation.makeObject(viewElement) as? UIView else {
            try instantiation.finish()
            throw link.document.error(viewElement, "the view of \(self) could not be made")
        }
        instantiation.addLegacyLayoutGuides(of: link.element, to: view)
        self.view = view
        try instantiation.finish()
        return true
    }
}

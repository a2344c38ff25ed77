import Foundation

/// One run of making objects from part of a document: a storyboard scene, a scene's view
/// (when its controller loads it), or a whole nib.
///
/// Objects are made through `init?(coder:)` with an ``IBCoder``; a view decodes its subviews
/// inside its own `init?(coder:)`, as on iOS. When every object exists, ``finish()`` adds the
/// constraints, makes the connections whose two ends both exist, then sends `awakeFromNib()`
/// to every new object (I2).
@preconcurrency @MainActor
final class IBInstantiation {
    let document: IBDocument
    let bundle: Bundle
    /// The storyboard being instantiated from, for controllers' `storyboard` and segues.
    let storyboard: UIStoryboard?
    /// Objects by id: the new ones and those seeded from an earlier run (a scene's controller
    /// and its other top-level objects, when its view loads; File's Owner for a nib).
    private(set) var objects: [String: AnyObject] = [:]
    /// The ids of ``objects`` in the order they were seeded or made, so connections are made
    /// in the same order on every run.
    private var order: [String] = []
    /// Ids of ``objects`` that an earlier run made (the rest are new).
    private var seededIDs: Set<String> = []
    /// Ids made by this run, in creation order.
    private(set) var created: [(id: String, object: AnyObject)] = []
    /// Container views waiting for their embedded controller (after the connections).
    var pendingEmbeds: [(container: UIView, owner: UIViewController, segue: IBElement)] = []
    /// The scene's controller when this run makes its view (it was made by an earlier run).
    @Unretained var seededSceneController: UIViewController?  // PL11
    /// Ids standing for "no object" (First Responder: a nil target).
    private var nilPlaceholders: Set<String> = []
    /// Views and the `<constraints>` they hold, added in ``finish()``.
    private var pendingConstraints: [(view: UIView, element: IBElement)] = []
    /// Size-class variations, read in ``finish()``: of a view (object: the view) or of a
    /// constraint it holds.
    var pendingVariations: [(holder: UIView, object: AnyObject, element: IBElement)] = []
    /// Objects whose class was not found (they fell back to a UIKit class): outlets on them
    /// are skipped, since the class that would have had them is missing.
    private var fallbackObjects: Set<ObjectIdentifier> = []
    /// The first problem met inside an `init?(coder:)` (which cannot throw).
    private(set) var failure: InterfaceBuilderError?
    /// What the run's objects leave undecoded, reported when it finishes (IU1–IU3).
    private var undecoded = IBUndecodedReport()

    /// Notes an object made in place of a class that was not found (its outlets are skipped).
    func markFallback(_ object: AnyObject) { fallbackObjects.insert(ObjectIdentifier(object)) }

    /// Whether an object fell back to a UIKit class because its own was not found.
    func isFallback(_ object: AnyObject) -> Bool {
        fallbackObjects.contains(ObjectIdentifier(object)) || (object as? UIViewController)?._sceneLink?.classIsMissing == true
    }

    init(document: IBDocument, bundle: Bundle, storyboard: UIStoryboard?) {
        self.document = document
        self.bundle = bundle
        self.storyboard = storyboard
    }

    /// Makes `id` stand for an existing object (`nil`: the First Responder placeholder).
    func seed(_ id: String, with object: AnyObject?) {
        if let object {
            seededIDs.insert(id)
            if objects.updateValue(object, forKey: id) == nil { order.append(id) }
        } else {
            nilPlaceholders.insert(id)
        }
    }

    /// Seeds a scene made by an earlier run: its controller (which owns what this run makes),
    /// its other top-level objects and its First Responder.
    func seedScene(_ link: IBSceneLink, of controller: UIViewController) {
        if let id = link.element.id { seed(id, with: controller) }
        seededSceneController = controller
        for (id, object) in link.sceneObjects { seed(id, with: object) }
        for id in link.nilPlaceholders { seed(id, with: nil) }
    }

    /// Records a problem found while decoding; the first one is thrown after the run.
    func fail(_ element: IBElement?, _ problem: String) {
        if failure == nil { failure = document.error(element, problem) }
    }

    /// Reports a warning through UIKit's diagnostics.
    func warn(_ diagnostic: UIKitDiagnostic) {
        UIKitDiagnostics.warn(diagnostic)
    }

    /// Notes a newly made object under its element's id.
    func register(_ object: AnyObject, for element: IBElement) {
        guard let id = element.id else { return }
        if objects.updateValue(object, forKey: id) == nil { order.append(id) }
        if !seededIDs.isEmpty { seededIDs.remove(id) }
        created.append((id, object))
    }

    /// The object for an id, if it exists in this run (made or seeded).
    func object(forID id: String) -> AnyObject? { objects[id] }

    // MARK: Making objects

    /// Makes the object an element describes, through `init?(coder:)`.
    func makeObject(_ element: IBElement) -> AnyObject? {
        // IU1: the object's element is checked on its own, not as part of its parent's.
        element.settle()
        // An element OpenUIKit lacks is reported as a whole (L6), not attribute by attribute.
        if IBClassCatalog.codedClasses[element.name] != nil || IBClassCatalog.uncodedElements.contains(element.name)
            || element.name == "customObject" {
            undecoded.noteObject(element)
        }
        if IBClassCatalog.uncodedElements.contains(element.name) {
            guard let object = makeUncodedObject(element) else { return nil }
            register(object, for: element)
            return object
        }
        if element.name == "customObject" { return makeCustomObject(element) }
        let (type, isFallback): (AnyObject.Type, Bool) = resolveClass(element)
        let coder = IBCoder(element: element, instantiation: self)
        let object: AnyObject?
        switch type {
        case let controller as UIViewController.Type: object = controller.init(coder: coder)
        // W6: what a file sets is not the app's own value; appearance proxies win over it.
        case let view as UIView.Type: object = AppearanceRegistry.shared.performSystemStyling { view.init(coder: coder) }
        case let item as UINavigationItem.Type: object = item.init(coder: coder)
        default: object = nil  // resolveClass returns one of the three
        }
        guard let object else {
            fail(element, "init?(coder:) of \(type) returned nil for <\(element.name) id=\"\(element.id ?? "")\">")
            return nil
        }
        if isFallback {
            markFallback(object)
            (object as? UIViewController)?._sceneLink?.classIsMissing = true
        }
        if objects[element.id ?? ""] !== object { register(object, for: element) }
        if let controller = object as? UIViewController { makeRelationships(of: controller, element: element) }
        return object
    }

    /// Notes a scene's controller made by the app's creator with this run's coder: checked
    /// like one made by ``makeObject(_:)`` (IU1).
    func noteMadeByCreator(_ element: IBElement) {
        element.settle()
        undecoded.noteObject(element)
    }

    /// The class for an element, and whether it is a fallback for a missing custom class.
    private func resolveClass(_ element: IBElement) -> (AnyObject.Type, Bool) {
        let base: AnyObject.Type
        // An element OpenUIKit lacks stands in as a plain view or controller: the outlets of
        // the class it should have been are skipped, as for a missing custom class.
        var isStandIn = false
        if let known = IBClassCatalog.codedClasses[element.name] {
            base = known
        } else {
            warn(.unknownInterfaceBuilderElement(element.name, file: document.file, line: element.line))
            base = IBClassCatalog.controllerElements.contains(element.name) ? UIViewController.self : UIView.self
            isStandIn = true
        }
        switch IBClassCatalog.customClass(of: element, bundle: bundle) {
        case nil:
            return (base, isStandIn)
        case .success(let found)?:
            guard (found as? UIViewController.Type) != nil || (found as? UIView.Type) != nil || (found as? UINavigationItem.Type) != nil,
                  isSubclass(found, of: base as AnyClass) else {
                warn(.unknownInterfaceBuilderClass(element["customClass"]!))
                return (base, true)
            }
            return (found, false)
        case .failure(let unknown)?:
            warn(.unknownInterfaceBuilderClass(unknown.name))
            return (base, true)
        }
    }


    /// Objects OpenUIKit makes without a coder yet: bar button items, tab bar items and
    /// gesture recognizers, with the attributes that identify them.
    private func makeUncodedObject(_ element: IBElement) -> AnyObject? {
        switch element.name {
        case "barButtonItem": return makeBarButtonItem(element)
        case "tabBarItem": return makeTabBarItem(element)
        default:
            return makeGestureRecognizer(element)
        }
    }

    /// Makes every child of `container` of `view`'s element a subview, in order.
    func decodeSubviews(of view: UIView, from element: IBElement) {
        for child in element.items(in: "subviews") {
            guard let subview = makeObject(child) as? UIView else { continue }
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
        if element.child("constraints") != nil { pendingConstraints.append((view, element)) }
    }

    // MARK: Finishing

    /// Adds the constraints, connects, then sends `awakeFromNib()` to every new object.
    /// Throws the first problem met while decoding.
    func finish() throws(InterfaceBuilderError) {
        if let failure { throw failure }
        for (view, element) in pendingConstraints { addConstraints(of: element, to: view) }
        applyVariations()
        try connectAll()
        performEmbeds()
        if let failure { throw failure }
        applyRuntimeAttributes()
        undecoded.report(in: document)  // IU2
        IBCheckRecorder.current?.record(made: created.map(\.id), in: document)
        for case let (_, controller as UIViewController) in created where controller._sceneLink?.document === document {
            // What this run made, and the Exit; not what was handed in (File's Owner, external
            // objects), which often keep the controller: holding them would make a cycle.
            controller._sceneLink?.sceneObjects = objects.filter { id, object in
                object !== controller && !(object is UIView) && (!seededIDs.contains(id) || object is IBExit)
            }
            controller._sceneLink?.nilPlaceholders = nilPlaceholders
        }
        for (_, object) in created {
            if let responder = object as? UIResponder { responder.awakeFromNib() }
            else if let custom = object as? any InterfaceBuilderObject { custom.awakeFromNib() }
        }
    }

    /// Notes that a view's element has size-class variations.
    func noteVariations(of view: UIView, element: IBElement) {
        pendingVariations.append((view, view, element))
    }

    /// Reads the size-class variations and applies them for each holder's predicted traits.
    private func applyVariations() {
        guard !pendingVariations.isEmpty else { return }
        var holders: [IBTraitVariations] = []
        for (holder, object, element) in pendingVariations {
            let isNew = holder._ibVariations == nil
            let variations = IBTraitVariations.of(holder, document: document)
            if isNew { holders.append(variations) }
            if object === holder {
                variations.readHolder(element) { self.objects[$0] }
            } else {
                variations.readProperties(of: object, element: element)
            }
        }
        for variations in holders { variations.applyForCurrentTraits() }
    }

    /// Every connection with both ends in this run and at least one of them new.
    private func connectAll() throws(InterfaceBuilderError) {
        var collections: [String: (source: AnyObject, property: String, objects: [AnyObject], element: IBElement)] = [:]
        var collectionOrder: [String] = []
        for sourceID in order {
            guard let source = objects[sourceID], let sourceElement = document.elementsByID[sourceID] else { continue }
            for connection in sourceElement.items(in: "connections") {
                guard let destinationID = connection["destination"] else { continue }
                if connection.name == "segue" {
                    // Its destination is another scene, made when the segue runs.
                    if !seededIDs.contains(sourceID) { connectSegue(connection, of: source, sourceElement: sourceElement) }
                    continue
                }
                let destinationIsNil = nilPlaceholders.contains(destinationID)
                let destination = objects[destinationID]
                if destination == nil && !destinationIsNil { undecoded.noteUnmadeDestination(connection, of: sourceElement) }  // IU3
                guard destination != nil || destinationIsNil,
                      !seededIDs.contains(sourceID) || (destination != nil && !seededIDs.contains(destinationID)) else { continue }
                switch connection.name {
                case "outlet":
                    guard let property = connection["property"], let destination else { continue }
                    try connectOutlet(property, of: source, to: destination, connection)
                case "outletCollection":
                    guard let property = connection["property"], let destination else { continue }
                    let key = sourceID + "." + property
                    if collections[key] == nil { collectionOrder.append(key); collections[key] = (source, property, [], connection) }
                    collections[key]!.objects.append(destination)
                case "action":
                    guard let selector = connection["selector"] else { continue }
                    connectAction(Selector(selector), of: source, to: destination, event: connection["eventType"])
                default:
                    continue
                }
            }
        }
        // IU3: a placeholder standing for nothing (File's Owner of a nib checked without one)
        // connects nothing, but its outlets into undecoded elements are still reported.
        for id in nilPlaceholders.sorted() {
            for connection in document.elementsByID[id]?.items(in: "connections") ?? []
            where connection.name != "segue" && connection["destination"].map({ objects[$0] == nil }) == true {
                undecoded.noteUnmadeDestination(connection, of: document.elementsByID[id]!)
            }
        }
        for key in collectionOrder {
            let entry = collections[key]!
            try connectOutlet(entry.property, of: entry.source, toCollection: entry.objects, entry.element)
        }
    }
}

import Foundation

/// A storyboard or xib read once: the element tree, every object by id, the scenes and the
/// storyboard identifiers. Immutable; instantiating a scene or nib reads it without changing
/// it, so each instantiation makes new objects (I1).
final class IBDocument: Sendable {
    enum Kind: Sendable { case storyboard, xib }

    /// The file's name, for errors and warnings.
    let file: String
    let kind: Kind
    let root: IBElement
    /// Every element with an `id`, by id.
    let elementsByID: [String: IBElement]
    /// Storyboards: the initial controller's id.
    let initialViewControllerID: String?
    /// Storyboards: controller ids by `storyboardIdentifier`.
    let controllerIDsByIdentifier: [String: String]
    /// Storyboards: the top-level objects of each scene (controller, placeholders, exit,
    /// gesture recognizers, …), by the scene controller's id. Xibs: the `<objects>` under "".
    let sceneObjects: [String: [IBElement]]
    /// The asset-catalogue colours the file uses, as Xcode recorded them in `<resources>`
    /// (`<namedColor name="Brand">`), by name.
    let namedColors: [String: IBElement]
    /// What was reported undecoded from this file, by kind (IU2: once per file and kind).
    let reportedUndecoded = IBReportedUndecoded()

    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// Reads and checks a document: known type, unique ids, every connection's destination
    /// present, the initial controller present.
    init(data: Data, file: String) throws(InterfaceBuilderError) {
        let root = try IBXMLReader.read(data, file: file)
        self.file = file
        self.root = root
        switch root["type"] {
        case Self.storyboardType: kind = .storyboard
        case Self.xibType: kind = .xib
        case let other?:
            throw InterfaceBuilderError(file: file, line: root.line, problem: "document type \"\(other)\" is not an iOS storyboard or xib")
        case nil:
            throw InterfaceBuilderError(file: file, line: root.line, problem: "the <document> has no type attribute")
        }

        var byID: [String: IBElement] = [:]
        var connections: [IBElement] = []
        var failure: InterfaceBuilderError?
        func index(_ element: IBElement) {
            guard failure == nil else { return }
            if let id = element.id, element.name != "connections" {
                if let earlier = byID[id] {
                    failure = InterfaceBuilderError(file: file, line: element.line,
                                                    problem: "the id \"\(id)\" is used twice (first on line \(earlier.line))")
                    return
                }
                byID[id] = element
            }
            connections += element.items(in: "connections")
            for child in element.children { index(child) }
        }
        // Iterative over the top level, recursive below: depth is bounded by the reader.
        for child in root.children { index(child) }
        if let failure { throw failure }
        elementsByID = byID

        var scenes: [String: [IBElement]] = [:]
        var identifiers: [String: String] = [:]
        switch kind {
        case .xib:
            scenes[""] = root.items(in: "objects")
        case .storyboard:
            for scene in root.items(in: "scenes") where scene.name == "scene" {
                let objects = scene.items(in: "objects")
                guard let controller = objects.first(where: { $0["sceneMemberID"] == "viewController" }) ?? objects.first,
                      let id = controller.id else {
                    throw InterfaceBuilderError(file: file, line: scene.line, problem: "the scene \(scene["sceneID"].map { "\"\($0)\"" } ?? "") has no view controller")
                }
                scenes[id] = objects
                if let identifier = controller["storyboardIdentifier"] { identifiers[identifier] = id }
            }
        }
        sceneObjects = scenes
        controllerIDsByIdentifier = identifiers
        initialViewControllerID = root["initialViewController"]
        var colors: [String: IBElement] = [:]
        for resource in root.items(in: "resources") where resource.name == "namedColor" || resource.name == "systemColor" {
            if let name = resource["name"], let value = resource.child("color") { colors[name] = value }
        }
        namedColors = colors
        if let initial = initialViewControllerID, byID[initial] == nil {
            throw InterfaceBuilderError(file: file, line: root.line, problem: "the initial view controller \"\(initial)\" is not in the file")
        }
        for connection in connections {
            if let destination = connection["destination"], byID[destination] == nil {
                let what = connection["property"] ?? connection["selector"] ?? connection["kind"].map { "\($0) segue" } ?? connection.name
                throw InterfaceBuilderError(file: file, line: connection.line,
                                            problem: "the \(connection.name) \"\(what)\" points to \"\(destination)\", which is not in the file")
            }
        }
    }

    /// The controller element of a scene, by its id, or a storyboard reference placeholder
    /// (which sits among another scene's objects).
    func controllerElement(_ id: String) -> IBElement? {
        if let element = sceneObjects[id]?.first(where: { $0.id == id }) { return element }
        return elementsByID[id].flatMap { $0.name == "viewControllerPlaceholder" ? $0 : nil }
    }

    /// A `<color>`'s colour. A named colour (`<color key="tintColor" name="Brand"/>`) has the
    /// value Xcode recorded in the file's `<resources>`: OpenUIKit reads no asset catalogues.
    func color(_ element: IBElement?) -> UIColor? {
        guard let element else { return nil }
        if element["red"] == nil && element["white"] == nil, let name = element["name"], let recorded = namedColors[name] {
            return recorded.color
        }
        return element.color
    }

    /// An error at an element of this document.
    func error(_ element: IBElement?, _ problem: String) -> InterfaceBuilderError {
        InterfaceBuilderError(file: file, line: element?.line, problem: problem)
    }
}

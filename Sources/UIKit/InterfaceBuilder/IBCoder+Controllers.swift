import Foundation

/// What `UIViewController.init?(coder:)` and `UINavigationItem.init?(coder:)` decode.
@MainActor
extension IBCoder {
    /// The controller's storyboard, title, presentation styles, navigation and tab bar items,
    /// and where its view is (loaded only when needed, I2).
    func decodeViewController(_ controller: UIViewController) {
        instantiation.register(controller, for: element)
        controller._storyboard = instantiation.storyboard
        controller._sceneLink = IBSceneLink(document: instantiation.document, bundle: instantiation.bundle, element: element)
        // IU1: the view and the old layout guides are read when the view loads, by another run.
        for child in element.children where child.key == "view" || child.name == "layoutGuides" { child.settle() }
        if let title = element["title"] { controller.title = title }
        // Z9: Xcode's "Restoration ID" (or "Use Storyboard ID"), and the identifier to make
        // the controller again from this storyboard.
        controller._storyboardIdentifier = element["storyboardIdentifier"]
        controller.restorationIdentifier = element["restorationIdentifier"]
            ?? (element.bool("useStoryboardIdentifierAsRestorationIdentifier") == true ? element["storyboardIdentifier"] : nil)
        element.applyModalStyles(to: controller)
        if let hides = element.bool("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = hides }
        if let defines = element.bool("definesPresentationContext") { controller.definesPresentationContext = defines }
        if let provides = element.bool("providesPresentationContextTransitionStyle") { controller.providesPresentationContextTransitionStyle = provides }
        decodeControllerLayout(controller)
        if let itemElement = element.child("navigationItem", key: "navigationItem"),
           let item = instantiation.makeObject(itemElement) as? UINavigationItem {
            controller._navigationItem = item
        }
        if let itemElement = element.child("tabBarItem", key: "tabBarItem"),
           let item = instantiation.makeObject(itemElement) as? UITabBarItem {
            controller.tabBarItem = item
        }
    }

    /// IU9: `automaticallyAdjustsScrollViewInsets`, `extendedLayoutIncludesOpaqueBars`,
    /// `<extendedEdge key="edgesForExtendedLayout">`, `<toolbarItems>` and, for table and
    /// collection view controllers, `clearsSelectionOnViewWillAppear`.
    private func decodeControllerLayout(_ controller: UIViewController) {
        if let adjusts = element.bool("automaticallyAdjustsScrollViewInsets") { controller.automaticallyAdjustsScrollViewInsets = adjusts }
        if let includes = element.bool("extendedLayoutIncludesOpaqueBars") { controller.extendedLayoutIncludesOpaqueBars = includes }
        if let edges = element.child("extendedEdge", key: "edgesForExtendedLayout") { controller.edgesForExtendedLayout = edges.rectEdge }
        if let items = element.child("toolbarItems") {
            let made = items.children.compactMap { instantiation.makeObject($0) as? UIBarButtonItem }
            if !made.isEmpty { controller.toolbarItems = made }
        }
        if let clears = element.bool("clearsSelectionOnViewWillAppear") {
            switch controller {
            case let table as UITableViewController: table.clearsSelectionOnViewWillAppear = clears
            case let collection as UICollectionViewController: collection.clearsSelectionOnViewWillAppear = clears
            default: break
            }
        }
    }

    /// A navigation item's title, prompt, back title and bar button items.
    func decodeNavigationItem(_ item: UINavigationItem) {
        instantiation.register(item, for: element)
        if let title = element["title"] { item.title = title }
        if let prompt = element["prompt"] { item.prompt = prompt }
        if let back = element["backButtonTitle"] { item.backButtonTitle = back }
        switch element["largeTitleDisplayMode"] {  // IU9
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        default: break
        }
        func barItem(_ key: String) -> UIBarButtonItem? {
            element.child("barButtonItem", key: key).flatMap { instantiation.makeObject($0) as? UIBarButtonItem }
        }
        if let left = barItem("leftBarButtonItem") { item.leftBarButtonItem = left }
        if let right = barItem("rightBarButtonItem") { item.rightBarButtonItem = right }
        if let back = barItem("backBarButtonItem") { item.backBarButtonItem = back }
        // Xcode writes the arrays as `<leftBarButtonItems>` elements, without a key (L6).
        if let lefts = element.child("leftBarButtonItems") ?? element.child(key: "leftBarButtonItems") {
            item.leftBarButtonItems = lefts.children.compactMap { instantiation.makeObject($0) as? UIBarButtonItem }
        }
        if let rights = element.child("rightBarButtonItems") ?? element.child(key: "rightBarButtonItems") {
            item.rightBarButtonItems = rights.children.compactMap { instantiation.makeObject($0) as? UIBarButtonItem }
        }
        if let titleView = element.children.first(where: { $0.key == "titleView" }), let view = instantiation.makeObject(titleView) as? UIView {
            item.titleView = view
        }
    }
}

/// Where a controller made from a storyboard or nib came from: its document and element,
/// and the other top-level objects of its scene, which its view's connections may point to
/// (the view loads later, I2). Holds no reference to the controller itself.
@preconcurrency @MainActor
final class IBSceneLink {
    let document: IBDocument
    let bundle: Bundle
    let element: IBElement
    /// The scene's other objects by id, filled in when the scene's instantiation finishes.
    var sceneObjects: [String: AnyObject] = [:]
    /// Ids standing for no object (the First Responder).
    var nilPlaceholders: Set<String> = []
    /// Whether the scene's `customClass` was not found (the controller is UIKit's class,
    /// so the outlets the file gives it are skipped, not an error).
    var classIsMissing = false

    init(document: IBDocument, bundle: Bundle, element: IBElement) {
        self.document = document
        self.bundle = bundle
        self.element = element
    }
}

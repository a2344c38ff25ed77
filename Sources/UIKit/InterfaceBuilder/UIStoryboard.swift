import Foundation

/// A storyboard: scenes of view controllers read from a `.storyboard` file, instantiated on
/// demand, a new instance each time (I1).
///
/// Difference from UIKit: the XML file itself is read at run time (iOS ships it compiled).
/// `UIStoryboard(name:bundle:)` raises, as UIKit does for a missing file, when the file is
/// missing or invalid; ``load(name:bundle:)`` throws ``InterfaceBuilderError`` instead.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    let document: IBDocument
    let bundle: Bundle
    /// The storyboard's name (the file name without `.storyboard`).
    let name: String

    init(document: IBDocument, name: String, bundle: Bundle) {
        self.document = document
        self.name = name
        self.bundle = bundle
    }

    /// The storyboard `name.storyboard` in `bundle` (nil: the main bundle).
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? UIApplication._appBundle
        do {
            self.init(document: try UIStoryboard.document(named: name, in: bundle), name: name, bundle: bundle)
        } catch {
            if error.problem == UIStoryboard.notFound { UIKitDiagnostics.raise(.storyboardNotFound(name, bundle: bundle)) }
            UIKitDiagnostics.raise(.interfaceBuilderFileInvalid(error))
        }
    }

    static let notFound = "no such storyboard in the bundle"

    /// `<UIStoryboard: 0x…>`, as `NSObject` prints.
    nonisolated open override var description: String {
        "<\(objectClassName(self)): \(objectAddress(self))>"
    }

    /// Reads `name.storyboard` from `bundle`, throwing what is wrong with it (OpenUIKit
    /// addition; the file is read and checked once, then kept).
    public static func load(name: String, bundle: Bundle? = nil) throws(InterfaceBuilderError) -> UIStoryboard {
        let bundle = bundle ?? UIApplication._appBundle
        return UIStoryboard(document: try document(named: name, in: bundle), name: name, bundle: bundle)
    }

    /// The storyboard document `name` in `bundle`.
    private static func document(named name: String, in bundle: Bundle) throws(InterfaceBuilderError) -> IBDocument {
        guard let url = IBFileLocator.url(named: name, extensions: ["storyboard"], in: bundle) else {
            throw InterfaceBuilderError(file: name + ".storyboard", line: nil, problem: notFound)
        }
        return try storyboardDocument(at: url)
    }

    private static func storyboardDocument(at url: URL) throws(InterfaceBuilderError) -> IBDocument {
        let document = try IBFileLocator.document(at: url)
        guard document.kind == .storyboard else {
            throw InterfaceBuilderError(file: document.file, line: document.root.line, problem: "this is a xib, not a storyboard")
        }
        return document
    }

    /// Reads a storyboard from a file (OpenUIKit addition, for tools and tests).
    public static func load(contentsOf url: URL, bundle: Bundle? = nil) throws(InterfaceBuilderError) -> UIStoryboard {
        UIStoryboard(document: try storyboardDocument(at: url), name: url.deletingPathExtension().lastPathComponent, bundle: bundle ?? .main)
    }

    // MARK: Instantiating (I1)

    /// A new instance of the initial view controller, or nil when the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        return raising { () throws(InterfaceBuilderError) in try _instantiate(controllerID: id, creator: nil) }
    }

    /// A new instance of the initial view controller made by `creator` (which calls the
    /// controller's `init?(coder:)`, possibly with more arguments); nil from `creator` means
    /// the storyboard's own class.
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)?) -> ViewController? {
        guard let id = document.initialViewControllerID else { return nil }
        return raising { () throws(InterfaceBuilderError) in try _instantiate(controllerID: id, creator: creator) } as? ViewController
    }

    /// A new instance of the controller with this storyboard identifier; an unknown one is
    /// UIKit's `NSInvalidArgumentException`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let id = document.controllerIDsByIdentifier[identifier] else {
            UIKitDiagnostics.raise(.noControllerWithIdentifier(self, identifier: identifier))
        }
        return raising { () throws(InterfaceBuilderError) in try _instantiate(controllerID: id, creator: nil) }
    }

    /// A new instance of the identified controller made by `creator` (see
    /// ``instantiateInitialViewController(creator:)``).
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        guard let id = document.controllerIDsByIdentifier[identifier] else {
            UIKitDiagnostics.raise(.noControllerWithIdentifier(self, identifier: identifier))
        }
        let controller = raising { () throws(InterfaceBuilderError) in try _instantiate(controllerID: id, creator: creator) }
        guard let typed = controller as? ViewController else {
            preconditionFailure("Storyboard \(name): the controller with identifier '\(identifier)' is a \(type(of: controller)), not a \(ViewController.self)")
        }
        return typed
    }

    private func raising<T>(_ body: () throws(InterfaceBuilderError) -> T) -> T {
        do {
            return try body()
        } catch {
            UIKitDiagnostics.raise(.interfaceBuilderFileInvalid(error))
        }
    }
}

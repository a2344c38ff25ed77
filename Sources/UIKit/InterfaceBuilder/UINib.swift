import Foundation

/// A nib: the objects of a `.xib` file, made anew by each ``instantiate(withOwner:options:)``
/// with the owner standing in for File's Owner (I2).
///
/// Difference from UIKit: the XML file is read at run time (iOS ships it compiled). The
/// UIKit-shaped initialisers raise for a missing or invalid file; ``load(nibName:bundle:)``
/// and ``instantiateThrowing(withOwner:options:)`` throw ``InterfaceBuilderError`` instead.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options dictionary of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of objects for the nib's external placeholders, by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let document: IBDocument
    let bundle: Bundle

    init(document: IBDocument, bundle: Bundle) {
        self.document = document
        self.bundle = bundle
    }

    /// The nib `name.xib` (or `.nib`) in `bundle` (nil: the main bundle).
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        do {
            self.init(document: try UINib.load(nibName: name, bundle: bundleOrNil).document, bundle: bundleOrNil ?? UIApplication._appBundle)
        } catch {
            if error.problem == UINib.notFound { UIKitDiagnostics.raise(.couldNotLoadNib(name: name, bundle: bundleOrNil ?? UIApplication._appBundle)) }
            UIKitDiagnostics.raise(.interfaceBuilderFileInvalid(error))
        }
    }

    /// A nib from the bytes of a `.xib` file.
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        do {
            self.init(document: try IBDocument(data: data, file: "nib data"), bundle: bundleOrNil ?? UIApplication._appBundle)
        } catch {
            UIKitDiagnostics.raise(.interfaceBuilderFileInvalid(error))
        }
    }

    static let notFound = "no such nib in the bundle"

    /// Reads `name.xib` from `bundle`, throwing what is wrong with it (OpenUIKit addition).
    public static func load(nibName name: String, bundle: Bundle? = nil) throws(InterfaceBuilderError) -> UINib {
        let bundle = bundle ?? UIApplication._appBundle
        guard let url = IBFileLocator.url(named: name, extensions: ["xib", "nib"], in: bundle) else {
            throw InterfaceBuilderError(file: name + ".xib", line: nil, problem: notFound)
        }
        return try load(contentsOf: url, bundle: bundle)
    }

    /// Reads a xib from a file (OpenUIKit addition, for tools and tests).
    public static func load(contentsOf url: URL, bundle: Bundle? = nil) throws(InterfaceBuilderError) -> UINib {
        let document = try IBFileLocator.document(at: url)
        guard document.kind == .xib else {
            throw InterfaceBuilderError(file: document.file, line: document.root.line, problem: "this is a storyboard, not a xib")
        }
        return UINib(document: document, bundle: bundle ?? .main)
    }

    /// Makes the nib's objects, connects them (File's Owner is `ownerOrNil`) and sends
    /// `awakeFromNib()`; returns the top-level objects, placeholders excluded, in file order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiateThrowing(withOwner: ownerOrNil, options: optionsOrNil)
        } catch {
            UIKitDiagnostics.raise(.interfaceBuilderFileInvalid(error))
        }
    }

    /// ``instantiate(withOwner:options:)`` that throws what is wrong (OpenUIKit addition).
    public func instantiateThrowing(withOwner owner: Any?, options: [OptionsKey: Any]? = nil) throws(InterfaceBuilderError) -> [Any] {
        let run = IBInstantiation(document: document, bundle: bundle, storyboard: nil)
        let external = options?[.externalObjects] as? [String: Any] ?? [:]
        let elements = document.sceneObjects[""] ?? []
        run.seedPlaceholders(of: elements)
        for element in elements where element.name == "placeholder" {
            guard let id = element.id, let identifier = element["placeholderIdentifier"] else { continue }
            switch identifier {
            case "IBFilesOwner": run.seed(id, with: owner.map { $0 as AnyObject })
            case "IBFirstResponder": break
            default:
                if let object = external[identifier] {
                    run.seed(id, with: object as AnyObject)
                    continue
                }
                let problem = document.error(element, "the external object \"\(identifier)\" was not given in the options")
                if !IBCheckRecorder.keep(problem) { throw problem }
            }
        }
        var objects: [Any] = []
        for element in elements where IBInstantiation.isMadeObject(element) {
            if let object = run.makeObject(element) { objects.append(object) }
        }
        try run.finish()
        return objects
    }
}

extension Bundle {
    /// Loads the nib `name` from this bundle with `owner` as File's Owner; returns its
    /// top-level objects (I2).
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

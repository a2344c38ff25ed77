import Foundation

/// What ``InterfaceBuilderCheck`` found in one file.
@_spi(Tools)
public struct InterfaceBuilderFileReport: Sendable {
    /// The file's name.
    public var file: String
    /// `storyboard` or `xib`.
    public var kind: String
    /// Storyboards: the scenes; xibs: 0.
    public var scenes = 0
    /// Distinct objects of the file that were made (controllers, views, items, recognizers).
    public var objects = 0
    /// Distinct constraints of the file that were added.
    public var constraints = 0
    /// Segue connections in the file (relationships and embeds included).
    public var segues = 0
    /// Warnings, each once: UIKit's console messages and connections that could not be made.
    public var warnings: [String] = []
    /// Errors: the file or a scene could not be loaded.
    public var errors: [String] = []
    /// What the file holds that OpenUIKit did not decode, and the connections left unmade
    /// because of it, each occurrence once, by line (IU2); their messages are among the
    /// ``warnings``.
    public var undecoded: [InterfaceBuilderUndecoded] = []
}

/// Loads Interface Builder files the way an app would, without stopping at the first
/// problem: every scene of a storyboard is instantiated and its view loaded, a xib is
/// instantiated with no owner, and what could not be done is reported (OpenUIKit addition,
/// for the `ibcheck` command; not in UIKit).
@_spi(Tools)
@preconcurrency @MainActor
public enum InterfaceBuilderCheck {
    /// Checks one `.storyboard` or `.xib` file. Storyboard references are looked up in
    /// `bundle` (nil: a bundle at the file's folder).
    public static func check(fileAt url: URL, bundle: Bundle? = nil) -> InterfaceBuilderFileReport {
        let bundle = bundle ?? Bundle(url: url.deletingLastPathComponent()) ?? .main
        return check(url.lastPathComponent, bundle: bundle) { () throws(InterfaceBuilderError) in try IBFileLocator.document(at: url) }
    }

    /// Checks a file's bytes (the fuzzer's entry); `name` says the kind by its extension
    /// or, without one, the document's own type does.
    public static func check(data: Data, name: String, bundle: Bundle = .main) -> InterfaceBuilderFileReport {
        check(name, bundle: bundle) { () throws(InterfaceBuilderError) in try IBDocument(data: data, file: name) }
    }

    /// Checks a storyboard's bytes without making cells from its prototypes: every scene
    /// instantiated and its view loaded, which is what an app's loading costs (for the
    /// benchmark; a table's prototypes become cells only when rows show).
    public static func _instantiateScenesForBenchmark(_ data: Data) -> InterfaceBuilderFileReport {
        check("benchmark.storyboard", bundle: .main, makingPrototypes: false) { () throws(InterfaceBuilderError) in
            try IBDocument(data: data, file: "benchmark.storyboard")
        }
    }

    /// Reads bytes into the scene model only (for the benchmark); nil when they do not read.
    public static func _readForBenchmark(_ data: Data) -> AnyObject? {
        try? IBDocument(data: data, file: "benchmark")
    }

    private static func check(_ name: String, bundle: Bundle, makingPrototypes: Bool = true,
                              read: () throws(InterfaceBuilderError) -> IBDocument) -> InterfaceBuilderFileReport {
        var report = InterfaceBuilderFileReport(file: name, kind: name.hasSuffix(".xib") ? "xib" : "storyboard")
        let recorder = IBCheckRecorder()
        let previous = IBCheckRecorder.current
        IBCheckRecorder.current = recorder
        defer { IBCheckRecorder.current = previous }
        var warnings: [String] = []
        var seen: Set<String> = []
        let token = UIKitDiagnostics.addObserver { diagnostic in
            if diagnostic.kind == .warning, seen.insert(diagnostic.message).inserted { warnings.append(diagnostic.message) }
        }
        defer { UIKitDiagnostics.removeObserver(token) }
        do throws(InterfaceBuilderError) {
            let document = try read()
            report.kind = document.kind == .storyboard ? "storyboard" : "xib"
            if document.kind == .storyboard {
                let storyboard = UIStoryboard(document: document, name: (name as NSString).deletingPathExtension, bundle: bundle)
                report.scenes = document.sceneObjects.count
                report.errors = checkScenes(of: storyboard, makingPrototypes: makingPrototypes)
                report.segues = document.elementsByID.values.count { $0.name == "segue" }
            } else {
                _ = try UINib(document: document, bundle: bundle).instantiateThrowing(withOwner: nil)
            }
        } catch {
            report.errors.append(error.description)
        }
        report.objects = recorder.madeObjects.count
        report.constraints = recorder.madeConstraints.count
        report.warnings = warnings + recorder.problems.map(\.description)
        report.errors += recorder.errors.map(\.description)
        var seenUndecoded: Set<InterfaceBuilderUndecoded> = []
        report.undecoded = recorder.undecoded.filter { seenUndecoded.insert($0).inserted }.sorted { ($0.line, $0.what) < ($1.line, $1.what) }
        return report
    }

    /// Instantiates every scene's controller and loads its view, and makes a cell from each
    /// prototype when asked; the errors, one per scene.
    private static func checkScenes(of storyboard: UIStoryboard, makingPrototypes: Bool) -> [String] {
        var errors: [String] = []
        let ids = storyboard.document.root.items(in: "scenes").compactMap { scene in
            scene.items(in: "objects").first { $0["sceneMemberID"] == "viewController" }?.id
        }
        var loaded: Set<String> = []
        for id in ids where !loaded.contains(id) {
            do throws(InterfaceBuilderError) {
                let controller = try storyboard._instantiate(controllerID: id, creator: Optional<(NSCoder) -> UIViewController?>.none)
                // The scene and the scenes its relationships made (a navigation root, tabs):
                // each view loaded once.
                var pending = [controller]
                while let next = pending.popLast() {
                    pending += next.children
                    guard let sceneID = next._sceneLink?.element.id, next._sceneLink?.document === storyboard.document,
                          loaded.insert(sceneID).inserted else { continue }
                    if !next.isViewLoaded, try !next._loadViewFromSceneThrowing() { next.loadViewIfNeeded() }
                    if makingPrototypes { try makePrototypes(in: next.view) }
                }
            } catch {
                errors.append(error.description)
            }
        }
        return errors
    }
}

extension InterfaceBuilderCheck {
    /// Makes one cell from each prototype of the tables under `view` (apps make them when
    /// their rows show).
    static func makePrototypes(in view: UIView) throws(InterfaceBuilderError) {
        if let table = view as? UITableView {
            for prototype in table._reuseQueue.prototypes { _ = try prototype.instantiateThrowing() }
        }
        if let collection = view as? UICollectionView {
            for prototype in collection._reuseQueue.prototypes { _ = try prototype.instantiateThrowing() }
        }
        for subview in view.subviews { try makePrototypes(in: subview) }
    }
}

/// While the check runs, collects what instantiations made and the problems that would
/// otherwise raise (a missing outlet, a missing external object).
@preconcurrency @MainActor
final class IBCheckRecorder {
    /// The recorder of the check running now; nil in apps (problems raise, as in UIKit).
    static var current: IBCheckRecorder?

    /// The elements (of the documents below) whose objects or constraints were made.
    private(set) var madeObjects: Set<ObjectIdentifier> = []
    private(set) var madeConstraints: Set<ObjectIdentifier> = []
    /// The documents instantiated from, kept so that their elements' identities stay unique.
    private var documents: [ObjectIdentifier: IBDocument] = [:]
    /// Problems that UIKit raises for, collected instead.
    var problems: [InterfaceBuilderError] = []
    /// Errors met where loading cannot throw (a view loaded inside another load), collected.
    var errors: [InterfaceBuilderError] = []
    /// What was left undecoded, each occurrence (IU2).
    var undecoded: [InterfaceBuilderUndecoded] = []

    /// In a check, keeps `problem` as a warning and returns true; in an app, returns false
    /// (the caller throws or raises, as UIKit would).
    static func keep(_ problem: InterfaceBuilderError) -> Bool {
        guard let current else { return false }
        current.problems.append(problem)
        return true
    }

    /// A problem UIKit raises for (`diagnostic`): kept as a warning in a check, raised in an app.
    static func keepOrRaise(_ problem: InterfaceBuilderError, _ diagnostic: UIKitDiagnostic) {
        if !keep(problem) { UIKitDiagnostics.raise(diagnostic) }
    }

    /// An error where loading cannot throw (a view loaded inside another load): kept as an
    /// error in a check, raised in an app.
    static func keepOrRaise(_ error: InterfaceBuilderError) {
        guard let current else { UIKitDiagnostics.raise(.interfaceBuilderFileInvalid(error)) }
        current.errors.append(error)
    }

    /// Notes ids of `document` that were made (a scene instantiated twice counts once).
    func record(made ids: [String], in document: IBDocument, constraints: Bool = false) {
        documents[ObjectIdentifier(document)] = document
        for id in ids {
            guard let element = document.elementsByID[id] else { continue }
            if constraints { madeConstraints.insert(ObjectIdentifier(element)) } else { madeObjects.insert(ObjectIdentifier(element)) }
        }
    }
}

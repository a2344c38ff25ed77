#if Porting
import SwiftParser
import SwiftSyntax

/// Rewrites Swift sources written for iOS so they compile against OpenUIKit on Linux,
/// changing only the constructs that need the Objective-C runtime and keeping every other
/// byte, so each line stays where it was (compiler errors and crash lines point at the
/// user's own lines).
///
/// ```swift
/// let porter = SourcePorter(files: [("FeedViewController.swift", source)])
/// let ported = porter.port()[0]
/// if ported.refusals.isEmpty { try ported.text.write(…) }
/// ```
///
/// What it ports: `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` and `dynamic` are
/// removed, and the methods they exposed (with `@IBAction` ones) are listed by selector in a
/// `_selectorActions` override generated on the class's closing-brace line, so target-action,
/// the responder chain, gesture recognizers, bar button items and storyboard connections
/// reach them; `#selector(…)` becomes `Selector("…")` with the selector Swift would compute;
/// `#keyPath(…)` becomes its string; `@IBOutlet` becomes `@Outlet` (strong); `@IBAction`
/// and `@IBDesignable` are removed; an `@IBInspectable` property (in a class or an
/// extension) gets a `_IBInspectable` setter type after its top-level declaration, through
/// which storyboards' runtime attributes set it; app and scene delegates get the
/// `required init()` OpenUIKit's launcher makes them with. What it cannot port safely (KVO,
/// swizzling, the Objective-C runtime's functions, `NSInvocation`, actions of classes that
/// are not responders) is refused with the line and what to do.
public struct SourcePorter {
    /// Choices for the ported code.
    public struct Options: Sendable {
        /// The sources are compiled into a test target, whose test runner has its own entry
        /// point: `@main` and `@UIApplicationMain` are removed (tests launch the app delegate
        /// with `launchApplication`). Otherwise `@UIApplicationMain` becomes `@main`.
        public var forTests = false
        /// Options; `forTests` as the property says.
        public init(forTests: Bool = false) { self.forTests = forTests }
    }

    private let files: [(path: String, tree: SourceFileSyntax, text: String)]
    private let index: ModuleIndex
    private let options: Options

    /// A porter for the files of one module (all of them, so a `#selector` finds methods
    /// declared in other files).
    public init(files: [(path: String, source: String)], options: Options = Options()) {
        var index = ModuleIndex()
        var parsed: [(String, SourceFileSyntax, String)] = []
        for (path, source) in files {
            let tree = Parser.parse(source: source)
            index.merge(ModuleIndex(file: tree, path: path))
            parsed.append((path, tree, source))
        }
        self.init(parsed: parsed, index: index, options: options)
    }

    /// A porter for some files of a module whose index is already known.
    init(parsed: [(path: String, tree: SourceFileSyntax, text: String)], index: ModuleIndex, options: Options) {
        self.files = parsed
        self.index = index
        self.options = options
    }

    /// The ported files, in the order given.
    public func port() -> [PortedSource] {
        files.map { file in
            let rewriter = FileRewriter(path: file.path, tree: file.tree, index: index, options: options)
            rewriter.walk(file.tree)
            return PortedSource(path: file.path, text: rewriter.apply(to: file.text), changes: rewriter.changes.sorted { $0.line < $1.line },
                                refusals: rewriter.refusals.sorted { $0.line < $1.line })
        }
    }
}
#endif

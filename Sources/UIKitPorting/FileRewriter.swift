#if Porting
import SwiftSyntax

/// Finds the edits of one file (byte ranges and their replacements, none spanning a line
/// break that the original did not have) and what cannot be ported.
final class FileRewriter: SyntaxVisitor {
    struct Edit {
        let range: Range<Int>
        let replacement: String
    }

    private let path: String
    let index: ModuleIndex
    private let options: SourcePorter.Options
    private let converter: SourceLocationConverter
    var edits: [Edit] = []
    var changes: [PortChange] = []
    var refusals: [PortRefusal] = []
    /// Setter types for `@IBInspectable` properties, by the offset after the top-level
    /// declaration they follow.
    var pendingInspectables: [Int: [String]] = [:]
    /// The members declared in extensions that subclasses override, and their overriders (PT10).
    lazy var extensionDispatch = ExtensionDispatch(index: index)

    /// Attributes that only speak to the Objective-C runtime or Interface Builder.
    private static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBDesignable", "GKInspectable"]
    /// Functions of the Objective-C runtime, which Linux does not have. (Associated objects and
    /// `objc_sync_enter`/`exit` are not here: UIKit provides them over object identity.)
    private static let runtimeFunctions: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "class_getInstanceMethod", "class_getClassMethod",
        "class_addMethod", "class_replaceMethod", "objc_msgSend",
        "object_getClass", "object_setClass", "class_copyMethodList", "class_copyPropertyList",
    ]

    /// Protocols whose adopters OpenUIKit's launcher makes by class, with `init()`.
    static let launchedProtocols: Set<String> = ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"]

    init(path: String, tree: SourceFileSyntax, index: ModuleIndex, options: SourcePorter.Options) {
        self.path = path
        self.index = index
        self.options = options
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// `text` with the edits made, last first so earlier offsets stay valid; of edits starting
    /// at one offset the first made is made first.
    func apply(to text: String) -> String {
        var bytes = Array(text.utf8)
        let ordered = edits.enumerated().sorted {
            $0.element.range.lowerBound != $1.element.range.lowerBound ? $0.element.range.lowerBound > $1.element.range.lowerBound : $0.offset < $1.offset
        }
        for edit in ordered.map(\.element) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    func note(_ node: some SyntaxProtocol, _ construct: String, _ result: String) {
        changes.append(PortChange(line: line(node), construct: construct, result: result))
    }

    func refuse(_ node: some SyntaxProtocol, _ construct: String, _ advice: String) {
        refusals.append(PortRefusal(path: path, line: line(node), construct: construct, advice: advice))
    }

    /// Replaces `node` without its trivia.
    func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(Edit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                          replacement: text))
    }

    /// Removes `node` and the spaces after it on its line (line breaks stay).
    func remove(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in node.trailingTrivia {
            guard case .spaces(let count) = piece else { break }
            end += count
        }
        edits.append(Edit(range: start..<end, replacement: ""))
    }

    /// The extended type of each extension being visited (nil for other scopes).
    private var extendedTypes: [String?] = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extendedTypes.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { extendedTypes.removeLast() }

    /// Whether the declaration being visited is in a class body (not in an extension).
    var extendedTypesTopIsClassBody: Bool { extendedTypes.last == .some(nil) }

    /// The module class whose extension encloses the declaration being visited, if any.
    private var extendedModuleClass: String? {
        guard let type = extendedTypes.last ?? nil, index.isModuleClass(type) else { return nil }
        return type
    }

    /// The prefix of a member overriding from an extension, renamed so the class body's
    /// forwarding override can call it.
    static let extensionOverridePrefix = "_ported_"

    // MARK: Overrides in extensions

    /// `override` in an extension of a module class: the member is renamed and loses
    /// `override`; the class body gets a forwarding override (``forwarders(for:)``).
    private func renameExtensionOverride(name: TokenSyntax, modifiers: DeclModifierListSyntax) {
        guard let override = modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) else { return }
        if extendedModuleClass == nil {
            // A framework class's `description` or `debugDescription` replaced from an
            // extension (a category's override on iOS): Swift cannot replace it, so the
            // framework's own stays and the app's is kept under another name (PT5).
            guard extendedTypes.last.flatMap({ $0 }) != nil, ["description", "debugDescription"].contains(name.text) else { return }
            remove(override)
            for modifier in modifiers where modifier.name.tokenKind == .keyword(.open) { replace(modifier, with: "public") }
            replace(name, with: Self.extensionOverridePrefix + name.text)
            note(name, "override \(name.text) in an extension of a framework class", "\(Self.extensionOverridePrefix)\(name.text) (the framework's \(name.text) stays)")
            return
        }
        remove(override)
        // The renamed member is not overridden: `open` would only warn.
        for modifier in modifiers where modifier.name.tokenKind == .keyword(.open) { replace(modifier, with: "public") }
        replace(name, with: Self.extensionOverridePrefix + name.text)
        note(name, "override \(name.text) in an extension", "\(Self.extensionOverridePrefix)\(name.text), forwarded to from the class")
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if !portDispatchedMember(DeclSyntax(node)) { renameExtensionOverride(name: node.name, modifiers: node.modifiers) }
        portDefaultInitializedObjects(node)
        return .visitChildren
    }

    /// The forwarding overrides for the members `className`'s extensions override.
    private func forwarders(for className: String) -> [String] {
        index.extensionOverrides(of: className).compactMap { declaration in
            // A member declared in an extension is dispatched instead (PT10).
            guard !isDispatchedOverride(declaration, in: className) else { return nil }
            let keep = { (modifiers: DeclModifierListSyntax) in
                modifiers.filter { $0.name.tokenKind != .keyword(.override) }.map(\.trimmedDescription).joined(separator: " ")
            }
            if let function = declaration.as(FunctionDeclSyntax.self) {
                var arguments: [String] = []
                for parameter in function.signature.parameterClause.parameters {
                    guard let name = parameter.secondName ?? (parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName),
                          name.tokenKind != .wildcard, parameter.ellipsis == nil else {
                        refuse(function, "override \(function.name.text) in an extension", "give every parameter a name, or move it into the class")
                        return nil
                    }
                    let label = parameter.firstName.tokenKind == .wildcard ? "" : "\(parameter.firstName.text): "
                    let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
                    arguments.append(label + (isInout ? "&" : "") + name.text)
                }
                let effects = function.signature.effectSpecifiers
                let call = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
                    + "\(Self.extensionOverridePrefix)\(function.name.text)(\(arguments.joined(separator: ", ")))"
                let modifiers = keep(function.modifiers)
                return (modifiers.isEmpty ? "" : modifiers + " ") + "override func \(function.name.text)"
                    + (function.genericParameterClause?.trimmedDescription ?? "") + function.signature.trimmedDescription
                    + (function.genericWhereClause.map { " " + $0.trimmedDescription } ?? "") + " { \(call) }"
            }
            if let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation?.type {
                let settable = binding.accessorBlock?.trimmedDescription.contains("set") ?? false
                let body = settable ? "get { \(Self.extensionOverridePrefix)\(name) } set { \(Self.extensionOverridePrefix)\(name) = newValue }"
                    : "\(Self.extensionOverridePrefix)\(name)"
                let modifiers = keep(variable.modifiers)
                return (modifiers.isEmpty ? "" : modifiers + " ") + "override var \(name): \(type.trimmedDescription) { \(body) }"
            }
            return nil
        }
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.removedAttributes.contains(name) {
            remove(node)
            note(node, "@" + name + (node.arguments.map { "(\($0.trimmedDescription))" } ?? ""), "removed")
        } else if name == "IBOutlet" {
            replace(node, with: "@Outlet")
            note(node, "@IBOutlet", "@Outlet")
        } else if name == "IBInspectable" {
            remove(node)
            if let variable = node.parent?.parent?.as(VariableDeclSyntax.self) { portInspectable(variable, attribute: node) }
        } else if name == "main" || name == "UIApplicationMain" {
            if options.forTests {
                remove(node)
                note(node, "@" + name, "removed (the test runner is the entry point)")
            } else if name == "UIApplicationMain" {
                replace(node, with: "@main")
                note(node, "@UIApplicationMain", "@main")
            }
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) {
            remove(node)
            note(node, "dynamic", "removed")
        } else if node.name.tokenKind == .keyword(.optional) {
            remove(node)  // an optional requirement gets a default implementation (below)
        }
        return .skipChildren
    }

    // MARK: @objc protocols with optional requirements

    /// Optional requirements become requirements with a default implementation, written
    /// after the protocol's closing brace on its line: a `Void` method does nothing, as an
    /// unimplemented optional method called with `?` did. Optional properties and methods
    /// returning a value cannot keep their meaning ("not implemented" was nil) and are refused.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        var defaults: [String] = []
        for member in node.memberBlock.members {
            let isOptional = { (modifiers: DeclModifierListSyntax) in modifiers.contains { $0.name.tokenKind == .keyword(.optional) } }
            if let function = member.decl.as(FunctionDeclSyntax.self), isOptional(function.modifiers) {
                let returns = function.signature.returnClause?.type.trimmedDescription
                guard returns == nil || returns == "Void" || returns == "()" else {
                    if let members = optionalValueMembers(function) {
                        defaults += members
                        note(function, "optional func \(function.name.text) returning \(returns!)",
                             "a requirement, called through \(ModuleIndex.optionalClosureName(ObjCSelector.name(of: function))) when implemented")
                    }
                    continue
                }
                var signature = function.signature
                signature.returnClause = nil
                defaults.append("func \(function.name.text)\(signature.trimmedDescription) {}")
                note(function, "optional func \(function.name.text)", "a requirement that does nothing by default")
            } else if let variable = member.decl.as(VariableDeclSyntax.self), isOptional(variable.modifiers) {
                refuse(variable, "optional var", "an optional property requirement cannot be ported; make it a required property or a method")
            }
        }
        let isObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if isObjC {
            // Linux's NSObjectProtocol is not the Objective-C one (no responds(to:), and
            // UIKit's responders do not adopt it): the protocol is class-bound instead, and
            // answers responds(to:) through its responders' tables.
            for inherited in node.inheritanceClause?.inheritedTypes ?? [] where inherited.type.trimmedDescription == "NSObjectProtocol" {
                replace(inherited.type, with: "AnyObject")
                note(inherited, "NSObjectProtocol", "AnyObject")
            }
            defaults.append("func responds(to aSelector: Selector?) -> Bool { "
                + "guard let aSelector else { return false }; let object = self as AnyObject; "
                + "return MainActor.assumeIsolated { (object as? any _SelectorMessaging)?._responds(to: aSelector) ?? false } }")
        }
        if !defaults.isEmpty {
            let offset = node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: offset..<offset, replacement: "; extension \(node.name.text) { \(defaults.joined(separator: "; ")) }"))
        }
        return .visitChildren
    }

    /// An optional requirement returning a value keeps its meaning (nil when the object does
    /// not implement it) through two members of the protocol extension: a default that is
    /// never called (call sites go through the closure) and an optional closure that calls
    /// the requirement when `responds(to:)` says the conforming class implements it.
    private func optionalValueMembers(_ function: FunctionDeclSyntax) -> [String]? {
        let parameters = function.signature.parameterClause.parameters
        let effects = function.signature.effectSpecifiers
        guard function.genericParameterClause == nil, effects?.asyncSpecifier == nil,
              !parameters.contains(where: { $0.ellipsis != nil || $0.type.trimmedDescription.hasPrefix("inout ") }),
              let returns = function.signature.returnClause?.type.trimmedDescription else {
            refuse(function, "optional func \(function.name.text)", "an optional requirement that is generic, async or takes inout "
                + "or variadic parameters cannot be ported; make it required")
            return nil
        }
        let selector = ObjCSelector.name(of: function)
        let throwing = effects?.throwsClause != nil
        let arguments = parameters.enumerated().map { offset, parameter in
            (ObjCSelector.argumentLabel(parameter).map { "\($0): " } ?? "") + "$\(offset)"
        }
        let closureType = "((\(parameters.map { $0.type.trimmedDescription }.joined(separator: ", ")))\(throwing ? " throws" : "") -> \(returns))?"
        return [
            "func \(function.name.text)\(function.signature.trimmedDescription) { "
                + "preconditionFailure(\"\\(type(of: self)) does not implement the optional method \(selector)\") }",
            "var \(ModuleIndex.optionalClosureName(selector)): \(closureType) { responds(to: Selector(\"\(selector)\")) ? { "
                + (throwing ? "try " : "") + "self.\(function.name.text)(\(arguments.joined(separator: ", "))) } : nil }",
        ]
    }

    /// `delegate?.method?(…)` calling an optional requirement: a `Void` method now always
    /// exists (the `?` goes); one returning a value is called through its optional closure,
    /// without argument labels (closures take none).
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.expression.as(MemberAccessExprSyntax.self),
              let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else { return .visitChildren }
        let baseName = member.declName.baseName.text
        let labels = call.arguments.map { $0.label?.text } as [String?]
        if let requirement = index.optionalValueRequirement(baseName: baseName, labels: labels) {
            let closure = ModuleIndex.optionalClosureName(requirement.selector)
            replace(member.declName, with: closure)
            for argument in call.arguments {
                guard let label = argument.label, let colon = argument.colon else { continue }
                var end = colon.endPositionBeforeTrailingTrivia.utf8Offset  // and the spaces after it, never a line break
                for piece in colon.trailingTrivia {
                    guard case .spaces(let count) = piece else { break }
                    end += count
                }
                edits.append(Edit(range: label.positionAfterSkippingLeadingTrivia.utf8Offset..<end, replacement: ""))
            }
            note(node, "\(baseName)?(…)", "\(closure)?(…)")
        } else if index.optionalRequirementNames.contains(baseName) || ModuleIndex.isUIKitOptionalRequirement(baseName) {
            // UIKit's delegates declare their optional methods as requirements with defaults
            // too: the method always exists (its default does what an unimplemented one does).
            replace(node.questionMark, with: "")
            note(node, "\(baseName)?(…)", "\(baseName)(…)")
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if !portDispatchedMember(DeclSyntax(node)), let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier {
            renameExtensionOverride(name: name, modifiers: node.modifiers)
        }
        let isOutlet = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
        if isOutlet {
            // A property wrapper cannot be weak: the outlet holds its view strongly.
            for modifier in node.modifiers where modifier.name.tokenKind == .keyword(.weak) || modifier.name.tokenKind == .keyword(.unowned) {
                remove(modifier)
            }
        }
        portManagedLayerProperty(node)
        // An `@objc dynamic` property (model classes mark them so for key-value observing) loses
        // both and stays a plain property: what would observe it, `observe(_:…)` or
        // `addObserver(_:forKeyPath:…)`, is refused where it is written.
        return .visitChildren
    }

    /// Classes whose designated initialiser OpenUIKit makes `required`: a list makes cells
    /// from their class, and a view makes its layer from its `layerClass` (and a layer its
    /// presentation copy), which Swift allows only through a required initialiser.
    private static let cellInitializers: [(classes: Set<String>, labels: [String])] = [
        (["UITableViewCell", "UITableViewHeaderFooterView"], ["style", "reuseIdentifier"]),
        (["UICollectionViewCell", "UICollectionReusableView"], ["frame"]),
        (layerClasses, []),
    ]
    private var classStack: [String] = []
    /// The class whose body is being visited (its innermost), if any.
    var classStackTop: String? { classStack.last }
    /// Core Animation's layer classes.
    static let layerClasses: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer",
                                            "CATransformLayer", "CAScrollLayer", "CATiledLayer", "CAEmitterLayer"]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classStack.append(node.name.text)
        extendedTypes.append(nil)
        return .visitChildren
    }

    /// `override init(style:reuseIdentifier:)` of a cell, and `override init()` of a layer,
    /// become `required override init…`.
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = classStack.last, extendedTypes.last == .some(nil),
              let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
              !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) else { return .visitChildren }
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if Self.cellInitializers.contains(where: { labels == $0.labels && index.inherits(owner, fromAnyOf: $0.classes) }) {
            edits.append(Edit(range: override.positionAfterSkippingLeadingTrivia.utf8Offset..<override.positionAfterSkippingLeadingTrivia.utf8Offset,
                              replacement: "required "))
            note(node, "override init(\(labels.map { $0 + ":" }.joined()))", "required override init")
        }
        return .visitChildren
    }

    // MARK: Selectors and key paths

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": portSelector(node)
        case "keyPath": portKeyPath(node)
        default: break
        }
        return .visitChildren
    }

    // MARK: Foundation's Linux modules

    /// Types Linux's Foundation keeps in separate modules (Apple's imports them with Foundation).
    private static let separateFoundationModules: [String: String] = [
        "URLSession": "FoundationNetworking", "URLRequest": "FoundationNetworking", "URLResponse": "FoundationNetworking",
        "HTTPURLResponse": "FoundationNetworking", "URLSessionDataTask": "FoundationNetworking", "URLSessionConfiguration": "FoundationNetworking",
        "URLCache": "FoundationNetworking", "HTTPCookie": "FoundationNetworking",
        "XMLParser": "FoundationXML", "XMLParserDelegate": "FoundationXML", "XMLDocument": "FoundationXML", "XMLElement": "FoundationXML",
    ]
    private var firstImport: ImportDeclSyntax?
    private(set) var importedModules: Set<String> = []
    /// The modules the file's rewrites and types need (imported when the file does not).
    var neededModules: Set<String> = []
    /// Whether the file names the Objective-C runtime's functions (PT11).
    private var namesObjCRuntime = false

    /// `os(iOS)` in `#if` conditions: true in a file that imports UIKit (below).
    private var iOSConditions: [FunctionCallExprSyntax] = []

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        for call in condition.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.as(FunctionCallExprSyntax.self) }) {
            if call.calledExpression.trimmedDescription == "os" && call.arguments.trimmedDescription == "iOS"
                && !iOSConditions.contains(where: { $0.id == call.id }) {
                iOSConditions.append(call)
            }
            portCanImport(call)
        }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        // Imports the port needs go beside the first import that is not inside an `#if`.
        if firstImport == nil || isInsideIfConfig(firstImport!) && !isInsideIfConfig(node) { firstImport = node }
        if let module = node.path.first?.name.text { importedModules.insert(module) }
        portImport(node)
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let module = Self.separateFoundationModules[node.name.text] { neededModules.insert(module) }
        if !namesObjCRuntime, Self.namesObjCRuntime(node.name.text) { namesObjCRuntime = true }
        // `Selector` comes with Foundation on iOS; here UIKit defines it.
        if node.name.text == "Selector" { neededModules.insert("UIKit") }
        return .visitChildren
    }

    /// The modules the file's rewrites and types need and it does not import, imported on its
    /// first import's line (or at the top of a file without imports).
    override func visitPost(_ node: SourceFileSyntax) {
        if options.forTests, path == "main.swift" || path.hasSuffix("/main.swift") { commentOutTopLevelCode(node) }
        writeInspectables()
        // Code written for iOS and other platforms keeps its UIKit part under `#if os(iOS)`
        // (`canImport(UIKit)` is already true here): in a file that imports UIKit, that is the
        // part to build, so the condition holds on Linux.
        if importedModules.contains("UIKit") {
            for call in iOSConditions {
                replace(call, with: "os(Linux)")
                note(call, "#if os(iOS)", "os(Linux) (the file imports UIKit)")
            }
        }
        if namesObjCRuntime, let module = objcRuntimeModule(imported: importedModules, needed: neededModules) { neededModules.insert(module) }
        let missing = neededModules.subtracting(importedModules).sorted()
        guard !missing.isEmpty else { return }
        if let firstImport {
            let imports = missing.map { "; import \($0)" }.joined()
            let offset = firstImport.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: offset..<offset, replacement: imports))
            note(firstImport, "modules the ported code needs", imports.dropFirst(2).description)
        } else {
            let offset = node.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
            edits.append(Edit(range: offset..<offset, replacement: missing.map { "import \($0)\n" }.joined()))
            note(node, "modules the ported code needs", missing.joined(separator: ", "))
        }
    }

    /// `main.swift` in a test target: the test runner is the entry point, and a test target
    /// allows no top-level code, so its statements (`UIApplicationMain(…)`) become block
    /// comments on their own lines; its declarations stay. Tests launch the app delegate.
    private func commentOutTopLevelCode(_ node: SourceFileSyntax) {
        for item in node.statements {
            if case .decl(let declaration) = item.item, !declaration.is(MissingDeclSyntax.self) { continue }
            guard !item.trimmedDescription.contains("*/") else {
                refuse(item, "top-level code in main.swift", "a test target allows no top-level code; move it into a function")
                continue
            }
            edits.append(Edit(range: item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.positionAfterSkippingLeadingTrivia.utf8Offset,
                              replacement: "/* "))
            edits.append(Edit(range: item.endPositionBeforeTrailingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset,
                              replacement: " */"))
            note(item, "top-level code in main.swift", "commented out (the test runner is the entry point)")
        }
    }

    // MARK: The Objective-C runtime

    /// `NotificationCenter.addObserver(_:selector:name:object:)`: Linux's Foundation has only
    /// the block form, so the call becomes it, sending the selector with the notification to
    /// the (weakly held) responder. Difference: `removeObserver(observer)` does not remove it;
    /// it stops when the observer is released.
    private func portNotificationObserver(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addObserver",
              node.arguments.map({ $0.label?.text }) == [nil, "selector", "name", "object"] else { return false }
        let arguments = node.arguments.map(\.expression)
        guard let selector = selectorArgument(arguments[1], in: node, construct: "addObserver(_:selector:name:object:)") else { return true }
        let center = member.base?.trimmedDescription ?? "NotificationCenter.default"
        replace(node, with: "_ = \(center).addObserver(forName: \(arguments[2].trimmedDescription), object: \(arguments[3].trimmedDescription), queue: nil) "
            + Self.closureSending(selector, to: arguments[0], with: "note", keepingLinesOf: node))
        note(node, "addObserver(_:selector:name:object:)", "the block form, sending \(selector)")
        return true
    }

    /// `Bundle.main` is the bundle the app was launched from, which a test gives the launcher
    /// (the test runner's own main bundle has none of the app's resources).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        portDispatchedSuper(node)
        portDelegateWindowRead(node)
        if node.declName.baseName.text == "main", node.base?.trimmedDescription == "Bundle" {
            replace(node, with: "UIApplication._appBundle")
            neededModules.insert("UIKit")  // a model file may import only Foundation
            note(node, "Bundle.main", "UIApplication._appBundle")
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if portTimer(node) || portNotificationObserver(node) { return .skipChildren }
        portClassDescription(node)
        portDynamicOptionalCall(node)
        let called = node.calledExpression
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let labels = node.arguments.compactMap { $0.label?.text }
        if let name, Self.runtimeFunctions.contains(name) {
            refuse(node, "\(name)(…)", "Linux has no Objective-C runtime; replace the swizzled or associated behaviour with a subclass or a stored property")
        } else if name == "addObserver", labels.contains("forKeyPath") {
            refuse(node, "addObserver(_:forKeyPath:options:context:)", "key-value observing needs the Objective-C runtime; use a didSet or a Combine publisher")
        } else if name == "observe", node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true,
                  labels.contains("options") || labels.contains("changeHandler") || node.trailingClosure != nil {
            refuse(node, "observe(_:options:changeHandler:)", "key-value observing needs the Objective-C runtime; use a didSet or a Combine publisher")
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let module = Self.separateFoundationModules[node.baseName.text] { neededModules.insert(module) }
        if !namesObjCRuntime, Self.namesObjCRuntime(node.baseName.text) { namesObjCRuntime = true }
        if node.baseName.text == "NSInvocation" {
            refuse(node, "NSInvocation", "Linux has no NSInvocation; call the method directly or keep a closure")
        }
        return .visitChildren
    }

    // MARK: Action tables

    override func visitPost(_ node: ClassDeclSyntax) {
        classStack.removeLast()
        extendedTypes.removeLast()
        var members: [String] = []
        if let initializer = launcherInitializer(node) {
            members.append(initializer)
            changes.append(PortChange(line: line(node.memberBlock.rightBrace), construct: "\(node.name.text) made by the launcher",
                                      result: initializer))
        }
        let implemented = index.implementedProtocolSelectors(node.name.text)
        if let table = actionTable(node, implementing: implemented) { members.append(table) }
        if !implemented.isEmpty, index.isResponder(node.name.text) {
            members.append("override class var _implementedSelectors: Set<Selector> { super._implementedSelectors.union(["
                + implemented.map { "Selector(\"\($0)\")" }.joined(separator: ", ") + "]) }")
            changes.append(PortChange(line: line(node.memberBlock.rightBrace), construct: "@objc protocol methods of \(node.name.text)",
                                      result: "responds(to:): " + implemented.joined(separator: ", ")))
        }
        members += forwarders(for: node.name.text)
        guard !members.isEmpty else { return }
        // On the closing brace's line, so no line moves.
        let offset = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(Edit(range: offset..<offset, replacement: members.map { $0 + "; " }.joined()))
    }
}
#endif

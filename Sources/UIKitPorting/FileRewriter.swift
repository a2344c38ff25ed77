import SwiftSyntax

/// Finds the edits of one file (byte ranges and their replacements, none spanning a line
/// break that the original did not have) and what cannot be ported.
final class FileRewriter: SyntaxVisitor {
    private struct Edit {
        let range: Range<Int>
        let replacement: String
    }

    private let path: String
    private let index: ModuleIndex
    private let options: SourcePorter.Options
    private let converter: SourceLocationConverter
    private var edits: [Edit] = []
    private(set) var changes: [PortChange] = []
    private(set) var refusals: [PortRefusal] = []

    /// Attributes that only speak to the Objective-C runtime or Interface Builder.
    private static let removedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBInspectable", "IBDesignable", "GKInspectable"]
    /// Functions of the Objective-C runtime, which Linux does not have.
    private static let runtimeFunctions: Set<String> = [
        "method_exchangeImplementations", "method_setImplementation", "class_getInstanceMethod", "class_getClassMethod",
        "class_addMethod", "class_replaceMethod", "objc_setAssociatedObject", "objc_getAssociatedObject", "objc_msgSend",
        "object_getClass", "object_setClass", "class_copyMethodList", "class_copyPropertyList",
    ]

    /// Protocols whose adopters OpenUIKit's launcher makes by class, with `init()`.
    private static let launchedProtocols: Set<String> = ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"]

    init(path: String, tree: SourceFileSyntax, index: ModuleIndex, options: SourcePorter.Options) {
        self.path = path
        self.index = index
        self.options = options
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// `text` with the edits made, last first so earlier offsets stay valid.
    func apply(to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    private func note(_ node: some SyntaxProtocol, _ construct: String, _ result: String) {
        changes.append(PortChange(line: line(node), construct: construct, result: result))
    }

    private func refuse(_ node: some SyntaxProtocol, _ construct: String, _ advice: String) {
        refusals.append(PortRefusal(path: path, line: line(node), construct: construct, advice: advice))
    }

    /// Replaces `node` without its trivia.
    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(Edit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                          replacement: text))
    }

    /// Removes `node` and the spaces after it on its line (line breaks stay).
    private func remove(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in node.trailingTrivia {
            guard case .spaces(let count) = piece else { break }
            end += count
        }
        edits.append(Edit(range: start..<end, replacement: ""))
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
                    refuse(function, "optional func \(function.name.text) returning \(returns!)",
                           "an optional requirement returning a value cannot be ported without changing its callers; "
                            + "make it required, or return an Optional from a required method")
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
        if !defaults.isEmpty {
            let offset = node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: offset..<offset, replacement: " extension \(node.name.text) { \(defaults.joined(separator: "; ")) }"))
        }
        return .visitChildren
    }

    /// `delegate?.method?(…)` calling an optional requirement: the method now always exists.
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.expression.as(MemberAccessExprSyntax.self), index.optionalRequirementNames.contains(member.declName.baseName.text),
           node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
            replace(node.questionMark, with: "")
            note(node, "\(member.declName.baseName.text)?(…)", "\(member.declName.baseName.text)(…)")
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isOutlet = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
        if isOutlet {
            // A property wrapper cannot be weak: the outlet holds its view strongly.
            for modifier in node.modifiers where modifier.name.tokenKind == .keyword(.weak) || modifier.name.tokenKind == .keyword(.unowned) {
                remove(modifier)
            }
        }
        let isDynamic = node.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
        let exposed = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if isDynamic && exposed {
            refuse(node, "@objc dynamic property", "key-value observing needs the Objective-C runtime; observe the property with "
                + "a didSet or a Combine publisher instead")
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

    private func portSelector(_ node: MacroExpansionExprSyntax) {
        guard let argument = node.arguments.first else { return }
        let label = argument.label?.text
        let expression = argument.expression
        let reference: DeclReferenceExprSyntax?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            reference = expression.as(DeclReferenceExprSyntax.self)
        }
        guard let reference else {
            return refuse(node, "#selector(\(expression.trimmedDescription))", "write the method's name, e.g. #selector(save(_:))")
        }
        let baseName = reference.baseName.text
        var selector: String?
        switch label {
        case "getter": selector = baseName
        case "setter": selector = "set" + baseName.prefix(1).uppercased() + baseName.dropFirst() + ":"
        default:
            if let arguments = reference.argumentNames {
                let labels = arguments.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } as [String?]
                let declared = index.actionsByBaseName[baseName]?.first { $0.labels == labels }
                selector = declared?.selector ?? ObjCSelector.name(baseName: baseName, labels: labels)
            } else if let candidates = index.actionsByBaseName[baseName], Set(candidates.map(\.selector)).count == 1 {
                selector = candidates[0].selector
            }
        }
        guard let selector else {
            return refuse(node, "#selector(\(expression.trimmedDescription))",
                          "the method is not declared @objc or @IBAction in the ported files, or its name is ambiguous: "
                            + "write it with its argument labels, e.g. #selector(\(baseName)(_:))")
        }
        replace(node, with: "Selector(\"\(selector)\")")
        note(node, "#selector(\(expression.trimmedDescription))", "Selector(\"\(selector)\")")
    }

    private func portKeyPath(_ node: MacroExpansionExprSyntax) {
        guard let expression = node.arguments.first?.expression else { return }
        var components = expression.trimmedDescription.split(separator: ".").map(String.init)
        // A leading type name is not part of the key path (`#keyPath(Person.name)` is "name").
        if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
        let keyPath = components.joined(separator: ".")
        replace(node, with: "\"\(keyPath)\"")
        note(node, "#keyPath(\(expression.trimmedDescription))", "\"\(keyPath)\"")
    }

    // MARK: The Objective-C runtime

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text ?? called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let labels = node.arguments.compactMap { $0.label?.text }
        if let name, Self.runtimeFunctions.contains(name) {
            refuse(node, "\(name)(…)", "Linux has no Objective-C runtime; replace the swizzled or associated behaviour with a subclass or a stored property")
        } else if name == "addObserver", labels.contains("forKeyPath") {
            refuse(node, "addObserver(_:forKeyPath:options:context:)", "key-value observing needs the Objective-C runtime; use a didSet or a Combine publisher")
        } else if name == "observe", node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true, labels.contains("options") {
            refuse(node, "observe(_:options:changeHandler:)", "key-value observing needs the Objective-C runtime; use a didSet or a Combine publisher")
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "NSInvocation" {
            refuse(node, "NSInvocation", "Linux has no NSInvocation; call the method directly or keep a closure")
        }
        return .visitChildren
    }

    // MARK: Action tables

    override func visitPost(_ node: ClassDeclSyntax) {
        var members: [String] = []
        if let initializer = launcherInitializer(node) {
            members.append(initializer)
            changes.append(PortChange(line: line(node.memberBlock.rightBrace), construct: "\(node.name.text) made by the launcher",
                                      result: initializer))
        }
        if let table = actionTable(node) { members.append(table) }
        guard !members.isEmpty else { return }
        // On the closing brace's line, so no line moves.
        let offset = node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(Edit(range: offset..<offset, replacement: members.map { $0 + " " }.joined()))
    }

    /// `required init()` for an app or scene delegate that declares no initialiser: the
    /// launcher makes it by class (UIKit does so through the Objective-C runtime).
    private func launcherInitializer(_ node: ClassDeclSyntax) -> String? {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherited.contains(where: Self.launchedProtocols.contains) else { return nil }
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard initializers.isEmpty else {
            if !initializers.contains(where: { $0.signature.parameterClause.parameters.isEmpty }) {
                refuse(node.name, "\(node.name.text)'s initialisers", "UIKit makes an app or scene delegate by class with init(); "
                    + "give it an init() (its other initialisers are never called by UIKit)")
            }
            return nil
        }
        let hasSuperclass = inherited.first.map { !Self.launchedProtocols.contains($0) && !$0.hasSuffix("Delegate") } ?? false
        return hasSuperclass ? "required override init() { super.init() }" : "required init() {}"
    }

    /// The `_selectorActions` override listing the class's action methods, if it has any.
    private func actionTable(_ node: ClassDeclSyntax) -> String? {
        let name = node.name.text
        guard let actions = index.actionsByClass[name], !actions.isEmpty else { return nil }
        guard index.isResponder(name) else {
            refuse(node.name, "action methods of \(name)", "\(name) is not a UIResponder subclass, so OpenUIKit cannot send it "
                + "actions by selector; make it a responder, or send the action with a closure (UIAction)")
            return nil
        }
        var entries: [String] = []
        for action in actions {
            guard let call = Self.call(action, on: name) else {
                refuse(node.name, "\(action.baseName)(\(action.labels.map { ($0 ?? "_") + ":" }.joined()))",
                       "an action method takes no argument or the sender; wrap this one in a method that does")
                continue
            }
            entries.append("Selector(\"\(action.selector)\"): \(call)")
        }
        guard !entries.isEmpty else { return nil }
        changes.append(PortChange(line: line(node.memberBlock.rightBrace), construct: "action methods of \(name)",
                                  result: "_selectorActions: " + actions.map(\.selector).joined(separator: ", ")))
        return "override class var _selectorActions: [Selector: @MainActor (UIResponder, Any?) -> Void] { "
            + "super._selectorActions.merging([\(entries.joined(separator: ", "))]) { $1 } }"
    }

    /// The closure calling `action` on a responder of class `owner` with the sender, or nil
    /// when the method takes more than the sender.
    private static func call(_ action: ModuleIndex.ActionMethod, on owner: String) -> String? {
        let target = "($0 as! \(owner))"
        switch action.parameterTypes.count {
        case 0:
            return "{ \(target).\(action.baseName)(); _ = $1 }"
        case 1:
            let type = action.parameterTypes[0]
            let argument: String
            if type == "Any" { argument = "$1 as Any" } else if type == "Any?" { argument = "$1" } else if type.hasSuffix("?") {
                argument = "$1 as? \(type.dropLast())"
            } else if type.hasSuffix("!") { argument = "$1 as? \(type.dropLast())" } else { argument = "$1 as! \(type)" }
            let label = action.labels[0].map { "\($0): " } ?? ""
            return "{ \(target).\(action.baseName)(\(label)\(argument)) }"
        default:
            return nil
        }
    }
}

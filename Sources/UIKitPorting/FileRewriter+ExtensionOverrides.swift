#if Porting
import SwiftSyntax

/// Members the module declares in an extension of a class and overrides in subclasses (PT10):
/// on iOS the Objective-C runtime dispatches them; Swift alone rejects the overrides
/// ("declared in extension and cannot be overridden"). The porter dispatches them itself:
///
/// - the extension's declaration keeps its body under another name
///   (``dispatchBasePrefix``), and after it come the member under its own name, which
///   dispatches from the receiver's class, and a dispatcher that starts above a given class
///   (``dispatchPrefix``: a method taking `above:` first, or a subscript for a property);
/// - each override loses `override` and takes a name of its class's (``overrideName(_:_:)``);
/// - `super.member` in a subclass calls the dispatcher with the class it is written in.
///
/// The dispatcher asks UIKit's `_nearestExtensionOverride(of:above:among:)` which overriding
/// class is the nearest at or above the starting class, and calls that class's override (or
/// the extension's body), so a call and a `super` chain run what the runtime would run.
extension FileRewriter {
    /// The name the extension's own body takes.
    static let dispatchBasePrefix = "_extensionBase_"
    /// The name of the dispatcher that starts above a class (`super.member`).
    static let dispatchPrefix = "_extensionDispatch_"

    /// The name a class's override takes (`_extensionOverride_UILabel_prepare`).
    static func overrideName(_ owner: String, _ name: String) -> String {
        "_extensionOverride_" + owner.replacing(".", with: "_") + "_" + name
    }

    /// Ports `declaration` if it is a member PT10 dispatches, or an override of one; true when
    /// it is (ported or refused), so the other rules for overrides in extensions leave it.
    func portDispatchedMember(_ declaration: DeclSyntax) -> Bool {
        // Only a member whose key some extension declares can be dispatched (most: none).
        guard declaration.parent?.is(MemberBlockItemSyntax.self) == true, let key = ModuleIndex.memberKey(of: declaration),
              index.extensionMemberOwners[key] != nil,
              let owner = ModuleIndex.memberOwner(of: declaration, genericClasses: index.genericClassNames) else { return false }
        let function = declaration.as(FunctionDeclSyntax.self)
        let variable = declaration.as(VariableDeclSyntax.self)
        let name = ModuleIndex.memberBaseName(key)
        // Notes and refusals name the line of the member's name (attributes may be above it).
        let nameNode: Syntax = function.map { Syntax($0.name) } ?? Syntax(variable!.bindings.first!.pattern)
        if ModuleIndex.isOverride(declaration) {
            guard let base = extensionDispatch.baseClass(of: key, inheritedBy: owner.name) else { return false }
            let construct = "override \(name) of a member declared in an extension of \(base)"
            if let reason = Self.undispatchable(declaration, key: key, ownerIsGeneric: owner.isGeneric) {
                refuse(nameNode, construct, reason)
                return true
            }
            let modifiers = function?.modifiers ?? variable!.modifiers
            for modifier in modifiers {
                switch modifier.name.tokenKind {
                case .keyword(.override): remove(modifier)
                case .keyword(.open): replace(modifier, with: "public")
                // The dispatcher, in the extension's file, calls it.
                case .keyword(.private), .keyword(.fileprivate): remove(modifier)
                default: break
                }
            }
            let newName = Self.overrideName(owner.name, name)
            replace(nameNode, with: newName)
            note(nameNode, construct, "\(newName), called by \(base).\(name)'s dispatch")
            return true
        }
        let overriders = owner.inExtension ? extensionDispatch.overriders(of: key, declaredIn: owner.name) : []
        guard !overriders.isEmpty else { return false }
        let construct = "\(name), declared in an extension of \(owner.name) and overridden"
        if let reason = Self.undispatchable(declaration, key: key, ownerIsGeneric: false) {
            refuse(nameNode, construct, reason)
            return true
        }
        let ported = function.map { dispatchFunction($0, overriders: overriders) } ?? dispatchProperty(variable!, overriders: overriders)
        guard let ported else { return true }
        for modifier in function?.modifiers ?? variable!.modifiers where modifier.name.tokenKind == .keyword(.open) {
            replace(modifier, with: "public")
        }
        replace(nameNode, with: Self.dispatchBasePrefix + name)
        let offset = declaration.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: offset..<offset, replacement: "; " + ported))
        // `_nearestExtensionOverride` is UIKit's; a file may import only Foundation. (One that
        // imports nothing is left as it is: the import would need a line of its own.)
        if !importedModules.isEmpty { neededModules.insert("UIKit") }
        note(nameNode, construct, "dispatched to the overrides in " + overriders.joined(separator: ", "))
        return true
    }

    /// Why `declaration` cannot be dispatched, if it cannot.
    private static func undispatchable(_ declaration: DeclSyntax, key: String, ownerIsGeneric: Bool) -> String? {
        if key.hasPrefix("static:") {
            return "a type member declared in an extension cannot be overridden without the Objective-C runtime; "
                + "declare it in the class body, or make it an instance member"
        }
        if ownerIsGeneric { return "the overriding class is generic; override in a non-generic class, or declare the member in the class body" }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            if function.genericParameterClause != nil {
                return "a generic method declared in an extension cannot be dispatched; declare it in the class body"
            }
            let unnamed = function.signature.parameterClause.parameters.contains { parameter in
                parameter.ellipsis != nil || (parameter.secondName ?? parameter.firstName).tokenKind == .wildcard
            }
            if unnamed { return "give every parameter a name and no variadic parameter, or declare the method in the class body" }
            if function.body == nil { return "the method has no body" }
            return nil
        }
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first, binding.typeAnnotation != nil,
              let accessors = binding.accessorBlock else {
            return "only a computed property with its type written can be dispatched; declare it in the class body"
        }
        if case .accessors(let list) = accessors.accessors {
            if list.contains(where: { $0.effectSpecifiers != nil }) { return "a throwing or async property cannot be dispatched; make it a method" }
            if list.contains(where: { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) {
                return "an override observing the property cannot be dispatched; override its getter and setter"
            }
        }
        return nil
    }

    /// The arguments forwarding `function`'s parameters (`withColors: colors`, `&value`).
    private static func forwardedArguments(_ function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map { parameter in
            let name = (parameter.secondName ?? parameter.firstName).text
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            return (ObjCSelector.argumentLabel(parameter).map { "\($0): " } ?? "") + (isInout ? "&" : "") + name
        }
    }

    /// `node` on one line, comments dropped: what the porter writes beside the declaration,
    /// on its last line, must add no line.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        var text = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !text.isEmpty, !token.leadingTrivia.isEmpty, text.last != " " { text += " " }
            text += token.text
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        return text.trimmingTrailingSpaces()
    }

    /// The attributes and modifiers the generated members share with the declaration: not
    /// the Objective-C ones the porter removes, and `open` as `public` (nothing overrides them).
    private static func sharedAttributesAndModifiers(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> String {
        let dropped: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBInspectable", "IBOutlet", "IBDesignable", "GKInspectable", "NSManaged"]
        var words = attributes.compactMap { $0.as(AttributeSyntax.self) }
            .filter { !dropped.contains($0.attributeName.trimmedDescription) }.map { oneLine($0) }
        for modifier in modifiers where ![.keyword(.override), .keyword(.dynamic), .keyword(.optional)].contains(modifier.name.tokenKind) {
            words.append(modifier.name.tokenKind == .keyword(.open) ? "public" : oneLine(modifier))
        }
        return words.map { $0 + " " }.joined()
    }

    /// `switch` over the overriding classes nearest the receiver's (or above `_extensionAbove`),
    /// each case running `body(class)`, the default `fallback`.
    private static func dispatchSwitch(_ overriders: [String], _ body: (String) -> String, default fallback: String) -> String {
        let cases = overriders.enumerated().map { "case \($0.offset)?: \(body($0.element))" }
        return "switch _nearestExtensionOverride(of: self, above: _extensionAbove, among: [\(overriders.map { $0 + ".self" }.joined(separator: ", "))]) { "
            + cases.joined(separator: "; ") + "; default: \(fallback) }"
    }

    /// The method under its own name and its dispatcher, written after the declaration.
    private func dispatchFunction(_ function: FunctionDeclSyntax, overriders: [String]) -> String? {
        let name = function.name.text
        let shared = Self.sharedAttributesAndModifiers(function.attributes, function.modifiers)
        let effects = function.signature.effectSpecifiers
        let tryAwait = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
        let arguments = Self.forwardedArguments(function).joined(separator: ", ")
        let parameters = function.signature.parameterClause.parameters.map { Self.oneLine($0.with(\.defaultValue, nil).with(\.trailingComma, nil)) }
        let dispatcher = Self.dispatchPrefix + name
        let member = "\(shared)func \(name)\(Self.oneLine(function.signature)) { return \(tryAwait)\(dispatcher)(above: nil\(arguments.isEmpty ? "" : ", " + arguments)) }"
        let dispatch = Self.dispatchSwitch(overriders, { "return \(tryAwait)(self as! \($0)).\(Self.overrideName($0, name))(\(arguments))" },
                                           default: "return \(tryAwait)\(Self.dispatchBasePrefix)\(name)(\(arguments))")
        return member + "; \(shared)func \(dispatcher)(\((["above _extensionAbove: AnyClass?"] + parameters).joined(separator: ", ")))"
            + (effects.map { " " + Self.oneLine($0) } ?? "") + (function.signature.returnClause.map { " " + Self.oneLine($0) } ?? "")
            + " { \(dispatch) }"
    }

    /// The property under its own name and its dispatching subscript, written after the
    /// declaration.
    private func dispatchProperty(_ variable: VariableDeclSyntax, overriders: [String]) -> String? {
        guard let binding = variable.bindings.first, let type = binding.typeAnnotation?.type,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let shared = Self.sharedAttributesAndModifiers(variable.attributes, variable.modifiers)
        var settable = false
        if case .accessors(let list) = binding.accessorBlock?.accessors { settable = list.contains { $0.accessorSpecifier.text == "set" } }
        let dispatcher = Self.dispatchPrefix + name
        let typeText = Self.oneLine(type)
        let member = "\(shared)var \(name): \(typeText) { get { self[\(dispatcher): nil] }" + (settable ? " set { self[\(dispatcher): nil] = newValue }" : "") + " }"
        let getter = Self.dispatchSwitch(overriders, { "return (self as! \($0)).\(Self.overrideName($0, name))" },
                                         default: "return \(Self.dispatchBasePrefix)\(name)")
        let setter = Self.dispatchSwitch(overriders, { "(self as! \($0)).\(Self.overrideName($0, name)) = newValue" },
                                         default: "\(Self.dispatchBasePrefix)\(name) = newValue")
        return member + "; \(shared)subscript(\(dispatcher) _extensionAbove: AnyClass?) -> \(typeText) { get { \(getter) }"
            + (settable ? " set { \(setter) }" : "") + " }"
    }

    /// `super.member` (a call, or a property) of a member PT10 dispatches, written in a class
    /// inheriting it: the dispatcher, starting above that class.
    func portDispatchedSuper(_ node: MemberAccessExprSyntax) {
        guard node.base?.is(SuperExprSyntax.self) == true else { return }
        let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
        let name = node.declName.baseName.text
        let key = call.map { name + "(" + $0.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")" } ?? name
        // The class the `super` is written in: the type declaring the enclosing member.
        var current = node.parent
        while let syntax = current, syntax.parent?.is(MemberBlockItemSyntax.self) != true { current = syntax.parent }
        guard let member = current, let owner = ModuleIndex.memberOwner(of: member, genericClasses: index.genericClassNames),
              let base = extensionDispatch.baseClass(of: key, inheritedBy: owner.name) else { return }
        guard !owner.isGeneric else {
            return refuse(node, "super.\(name)", "the class is generic; the member declared in an extension of \(base) cannot be dispatched from it")
        }
        let dispatcher = Self.dispatchPrefix + name
        guard let call else {
            replace(node, with: "self[\(dispatcher): \(owner.name).self]")
            note(node, "super.\(name)", "\(base)'s dispatch above \(owner.name)")
            return
        }
        replace(node, with: "self.\(dispatcher)")
        if let leftParen = call.leftParen {
            let offset = leftParen.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: offset..<offset, replacement: "above: \(owner.name).self" + (call.arguments.isEmpty ? "" : ", ")))
        } else {
            let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: offset..<offset, replacement: "(above: \(owner.name).self)"))
        }
        note(node, "super.\(name)(…)", "\(base)'s dispatch above \(owner.name)")
    }

    /// Whether an override in an extension of the module class `className` is of a member
    /// PT10 dispatches (so no forwarding override is written for it in the class body).
    func isDispatchedOverride(_ declaration: DeclSyntax, in className: String) -> Bool {
        guard let key = ModuleIndex.memberKey(of: declaration) else { return false }
        return extensionDispatch.baseClass(of: key, inheritedBy: className) != nil
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
#endif

#if Porting
import SwiftSyntax

/// `@IBInspectable`: storyboards set the property by name through a type written after the
/// top-level declaration that holds it (on its last line, so no line moves), which OpenUIKit
/// finds by name (`_IBInspectable_<Type>_<property>`) for an object of that class or a
/// subclass, and which sets the property through its setter, as key-value coding does.
extension FileRewriter {
    /// Writes the setter type for each property `variable` declares, or notes why it cannot.
    func portInspectable(_ variable: VariableDeclSyntax, attribute: AttributeSyntax) {
        guard !variable.modifiers.contains(where: { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }) else {
            note(attribute, "@IBInspectable", "removed (a type property is not set from storyboards)")
            return
        }
        guard let (owner, topLevel) = inspectableOwner(of: variable) else {
            note(attribute, "@IBInspectable", "removed; storyboards cannot set it (its type is local or generic)")
            return
        }
        // PT14: `@available(*, unavailable)` keeps the property from code, not from Interface
        // Builder, which sets it by name; the setter type names it, so the attribute goes.
        for element in variable.attributes {
            guard let available = element.as(AttributeSyntax.self), available.attributeName.trimmedDescription == "available",
                  let arguments = available.arguments?.as(AvailabilityArgumentListSyntax.self),
                  arguments.first?.argument.trimmedDescription == "*",
                  arguments.contains(where: { $0.argument.trimmedDescription == "unavailable" }) else { continue }
            remove(available)
            note(available, "@available(*, unavailable) on an @IBInspectable property", "removed, so storyboards can still set it")
        }
        // The setter type outside the class must reach the property: `private` (the class
        // body and its extensions in this file) becomes `fileprivate` (anywhere in this file).
        for modifier in variable.modifiers where modifier.name.tokenKind == .keyword(.private) {
            replace(modifier.name, with: "fileprivate")
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let typeName = "_IBInspectable_\(owner.joined(separator: "_"))_\(name)"
            pendingInspectables[topLevel, default: []].append("enum \(typeName): _IBInspectable { @MainActor static var _setter: _IBInspectableSetter { "
                + "_IBInspectableSetter(\\\(owner.joined(separator: ".")).\(name)) } }")
            note(attribute, "@IBInspectable", "set from storyboards through \(typeName)")
        }
    }

    /// The setter types, after the closing brace of the top-level declarations that need them.
    func writeInspectables() {
        for (offset, types) in pendingInspectables.sorted(by: { $0.key < $1.key }) {
            edits.append(Edit(range: offset..<offset, replacement: types.map { "; " + $0 }.joined()))
        }
    }

    /// The names of the type that declares `variable` (a class, or the type an extension
    /// extends, without a `UIKit.` qualifier), outermost first, and the offset just after the
    /// top-level declaration holding it; nil for a local or generic type.
    private func inspectableOwner(of variable: VariableDeclSyntax) -> (names: [String], topLevelEnd: Int)? {
        var names: [String] = []
        // The end of the outermost type or extension: the setter goes after it, also when it
        // sits inside an `#if` (after `#endif` nothing may follow on the line).
        var outermostEnd: Int?
        var current = variable.parent
        while let node = current {
            if let type = node.asProtocol(NamedDeclSyntax.self), node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self)
                || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self) {
                if node.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause != nil { return nil }
                names.insert(type.name.text, at: 0)
                outermostEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
            } else if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                var components = extensionDecl.extendedType.trimmedDescription.split(separator: ".").map(String.init)
                if components.first == "UIKit", components.count > 1 { components.removeFirst() }
                guard components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return nil }
                names.insert(contentsOf: components, at: 0)
                outermostEnd = node.endPositionBeforeTrailingTrivia.utf8Offset
            } else if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) {
                return nil
            } else if node.is(SourceFileSyntax.self) {
                guard !names.isEmpty, let outermostEnd else { return nil }
                return (names, outermostEnd)
            }
            current = node.parent
        }
        return nil
    }

    /// `@NSManaged var level: CGFloat` or `@objc dynamic var progress: CGFloat = 0` in a
    /// layer subclass (Core Animation makes such keys animatable: an animation of the key
    /// sets it on the presentation layer): Swift on Linux gives `@NSManaged` no storage, and
    /// a stored property is not one of the layer's keys, so it becomes a computed property
    /// over the layer's `value(forKey:)` and `setValue(_:forKey:)` (PT9, LK9). Unset, it reads
    /// its class's `defaultValue(forKey:)`, else its initial value, else its type's zero
    /// (nil for an optional); a change redraws the layer when `needsDisplay(forKey:)` says so.
    /// It reads through `_layerValue(forKey:as:)`, which converts numbers and `NSValue`s as
    /// they bridge on iOS (LK5). A property with observers or accessors is left as it is.
    func portManagedLayerProperty(_ variable: VariableDeclSyntax) {
        let attributeNames = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        let isManaged = attributeNames.contains("NSManaged")
        let isDynamic = attributeNames.contains("objc") && variable.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
        guard isManaged || isDynamic, variable.bindingSpecifier.tokenKind == .keyword(.var),
              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
              let owner = classStackTop, extendedTypesTopIsClassBody, index.inherits(owner, fromAnyOf: Self.layerClasses),
              let binding = variable.bindings.first, variable.bindings.count == 1,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type, binding.accessorBlock == nil,
              !(binding.initializer?.trimmedDescription.contains("\n") ?? false) else { return }
        let typeText = type.trimmedDescription
        let optional = typeText.hasSuffix("?") || typeText.hasSuffix("!")
        let wrapped = optional ? String(typeText.dropLast()) : typeText
        var read = "_layerValue(forKey: \"\(name)\", as: \(wrapped).self)"
        let end = type.endPositionBeforeTrailingTrivia.utf8Offset
        var replaced = end..<end
        if let initializer = binding.initializer {
            // The initial value becomes what the key reads until set; the accessors replace it.
            read += " ?? " + initializer.value.trimmedDescription
            replaced = end..<initializer.endPositionBeforeTrailingTrivia.utf8Offset
        } else if !optional {
            read += " ?? \(wrapped)()"
        }
        if isManaged, let attribute = variable.attributes.first(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }) {
            remove(attribute)
        }
        edits.append(Edit(range: replaced, replacement: " { get { \(read) } set { setValue(newValue, forKey: \"\(name)\") } }"))
        note(variable, (isManaged ? "@NSManaged" : "@objc dynamic") + " var \(name)", "a computed property over the layer's value(forKey:)")
    }
}
#endif

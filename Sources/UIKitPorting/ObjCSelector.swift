#if Porting
import SwiftSyntax

/// The Objective-C selector Swift gives a method, computed as the compiler does: the base
/// name, then a colon per parameter, the first parameter's label joined to the base name
/// with its first letter capitalised (`save(with:)` → `saveWith:`), later labels before their
/// colons (`move(_:to:)` → `move:to:`); `@objc(custom:)` wins.
enum ObjCSelector {
    /// The selector of `baseName` with argument labels (`nil` for an unlabelled `_`).
    static func name(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let label = first { selector += label.prefix(1).uppercased() + label.dropFirst() }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    /// The selector of a function declaration: its `@objc(name)` if any, else computed.
    static func name(of function: FunctionDeclSyntax) -> String {
        if let explicit = explicitName(in: function.attributes) { return explicit }
        return name(baseName: function.name.text, labels: function.signature.parameterClause.parameters.map(argumentLabel))
    }

    /// The argument label of a parameter: its first name, nil for `_`.
    static func argumentLabel(_ parameter: FunctionParameterSyntax) -> String? {
        parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
    }

    /// The name in `@objc(name)`, if the attributes have one.
    static func explicitName(in attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !text.isEmpty { return text }
        }
        return nil
    }
}
#endif

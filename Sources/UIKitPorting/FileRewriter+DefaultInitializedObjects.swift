#if Porting
import SwiftSyntax

/// Generic code that makes an object with `T()` where `T: NSObject` (PT15): on iOS every
/// Objective-C class can be made that way, because `NSObject`'s `init()` is dispatched
/// dynamically; on Linux it is an ordinary initializer, not `required`, so Swift refuses to
/// call it through a generic type. The constraint becomes UIKit's
/// `_DefaultInitializableObject` (an `NSObject` with a `required init()`), which the UIKit
/// classes apps make this way adopt (paragraph styles, shadows, text attachments).
extension FileRewriter {
    /// UIKit's protocol for objects a generic function may make with `T()`.
    static let defaultInitializableObject = "_DefaultInitializableObject"

    /// Rewrites the `NSObject` constraint of each generic parameter of `function` that its
    /// body makes with `T()` or `T.init()` (PT15).
    func portDefaultInitializedObjects(_ function: FunctionDeclSyntax) {
        guard let parameters = function.genericParameterClause?.parameters, let body = function.body else { return }
        let made = Set(parameters.map(\.name.text)).filter { Self.makesObject(named: $0, in: Syntax(body)) }
        guard !made.isEmpty else { return }
        var constraints: [TypeSyntax] = []
        for parameter in parameters where made.contains(parameter.name.text) {
            if let inherited = parameter.inheritedType { constraints.append(inherited) }
        }
        for requirement in function.genericWhereClause?.requirements ?? [] {
            guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                  made.contains(conformance.leftType.trimmedDescription) else { continue }
            constraints.append(conformance.rightType)
        }
        for constraint in constraints where constraint.trimmedDescription == "NSObject" {
            replace(constraint, with: Self.defaultInitializableObject)
            note(constraint, "T() where T: NSObject", "T: \(Self.defaultInitializableObject) (NSObject with a required init())")
        }
    }

    /// Whether `node` calls `name()` or `name.init()` with no arguments.
    private static func makesObject(named name: String, in node: Syntax) -> Bool {
        if let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            let callee = call.calledExpression
            if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == name { return true }
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name {
                return true
            }
        }
        return node.children(viewMode: .sourceAccurate).contains { makesObject(named: name, in: $0) }
    }
}
#endif

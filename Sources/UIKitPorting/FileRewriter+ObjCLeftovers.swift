#if Porting
import SwiftSyntax

/// What iOS code gets from the Objective-C runtime without asking (the visits that find them
/// are in the class body, as visitor overrides must be): the runtime's functions through
/// Foundation (PT11), `NSObject`'s class methods through dynamic lookup (PT12), optional
/// protocol properties read twice optional (PT13).
extension FileRewriter {
    /// The Objective-C runtime's names OpenUIKit provides (UIKit defines them; the
    /// `OpenUIKitObjectiveC` module exports them), which iOS's Foundation brings through
    /// `ObjectiveC` (PT11).
    static let objcRuntimeNames: Set<String> = [
        "objc_getAssociatedObject", "objc_setAssociatedObject", "objc_removeAssociatedObjects", "objc_AssociationPolicy",
        "objc_sync_enter", "objc_sync_exit", "OBJC_SYNC_SUCCESS", "OBJC_SYNC_NOT_OWNING_THREAD_ERROR",
    ]

    /// Whether `name` is one of ``objcRuntimeNames`` (a prefix test first: every identifier
    /// of the file is asked).
    static func namesObjCRuntime(_ name: String) -> Bool {
        (name.hasPrefix("objc_") || name.hasPrefix("OBJC_")) && objcRuntimeNames.contains(name)
    }

    /// The module a file naming the runtime's functions needs, if it imports neither UIKit nor
    /// ObjectiveC (PT11): on iOS `import Foundation` brings them; here `OpenUIKitObjectiveC`.
    func objcRuntimeModule(imported: Set<String>, needed: Set<String>) -> String? {
        guard imported.isDisjoint(with: ["UIKit", "ObjectiveC", "OpenUIKitObjectiveC"]), !needed.contains("UIKit") else { return nil }
        return "OpenUIKitObjectiveC"
    }

    /// `type(of: x).description()`, `NSObject`'s class method, which iOS code finds on any
    /// class through `AnyObject`'s dynamic lookup: Linux has neither, so it becomes
    /// `NSStringFromClass(type(of: x))`, the class's name (PT12). Only the call's ends change,
    /// so what is inside `type(of:)` is ported as any code.
    func portClassDescription(_ node: FunctionCallExprSyntax) {
        guard node.arguments.isEmpty, node.trailingClosure == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "description", member.declName.argumentNames == nil,
              let base = member.base?.as(FunctionCallExprSyntax.self), base.calledExpression.trimmedDescription == "type",
              base.arguments.map({ $0.label?.text }) == ["of"] else { return }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(Edit(range: start..<start, replacement: "NSStringFromClass("))
        edits.append(Edit(range: member.period.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                          replacement: ")"))
        note(node, "type(of: …).description()", "NSStringFromClass(type(of: …))")
    }

    /// `(x as AnyObject).name?()` or `.name?(argument)` as a statement: iOS sends the message
    /// through `AnyObject`'s dynamic lookup when the object implements it; Linux has no such
    /// lookup, so the call becomes a message through the object's selector table, which does
    /// nothing when the object has no such action (PT17). Only the call's ends change.
    func portDynamicOptionalCall(_ node: FunctionCallExprSyntax) {
        guard node.parent?.is(CodeBlockItemSyntax.self) == true, node.trailingClosure == nil, node.arguments.count <= 1,
              node.arguments.first?.label == nil,
              let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = optional.expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              let base = member.base?.as(TupleExprSyntax.self), base.elements.count == 1,
              let cast = base.elements.first?.expression, Self.isCastToAnyObject(cast) else { return }
        let name = member.declName.baseName.text
        let selector = node.arguments.isEmpty ? name : name + ":"
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(Edit(range: start..<start, replacement: "_ = ("))
        // The argument stays where it is (ported as any code); only the text around it changes.
        let message = " as? any _SelectorMessaging)?._perform(Selector(\"\(selector)\"), with: "
        let period = member.period.positionAfterSkippingLeadingTrivia.utf8Offset
        if !node.arguments.isEmpty, let open = node.leftParen {
            edits.append(Edit(range: period..<open.endPositionBeforeTrailingTrivia.utf8Offset, replacement: message))
        } else {
            edits.append(Edit(range: period..<node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: message + "nil)"))
        }
        note(node, "(… as AnyObject).\(name)?(…)", "a message through the object's selector table")
    }

    /// Whether `expression` is `x as AnyObject` (folded or, as the porter reads files, an
    /// unfolded sequence).
    private static func isCastToAnyObject(_ expression: ExprSyntax) -> Bool {
        if let cast = expression.as(AsExprSyntax.self) {
            return cast.questionOrExclamationMark == nil && cast.type.trimmedDescription == "AnyObject"
        }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
        let elements = Array(sequence.elements)
        guard let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil else { return false }
        return elements[2].trimmedDescription == "AnyObject"
    }

    /// The expressions naming the app: `application` is what the app delegate's callbacks
    /// call it.
    private static let applicationExpressions: Set<String> = [
        "UIApplication.shared", "UIKit.UIApplication.shared", "application", "app", "UIApplication.sharedApplication()",
    ]

    /// `UIApplication.shared.delegate?.window` or `…delegate!.window`, read: iOS's `window` is
    /// an optional requirement of an `@objc` protocol, so the read is `UIWindow??`
    /// (`.window!!`, `.window??.rootViewController`); here `window` is a requirement with a
    /// default, so the read goes to `_optionalWindow`, which is `UIWindow??` (PT13).
    /// Assignments stay.
    func portDelegateWindowRead(_ node: MemberAccessExprSyntax) {
        guard node.declName.baseName.text == "window", node.declName.argumentNames == nil, let base = node.base else { return }
        let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression
        let appDelegate = unwrapped?.as(MemberAccessExprSyntax.self).map { delegate in
            delegate.declName.baseName.text == "delegate" && delegate.base.map { Self.applicationExpressions.contains($0.trimmedDescription) } == true
        } ?? false
        // `(scene.delegate as! UIWindowSceneDelegate).window`: the scene delegate protocol's
        // `window` is an optional requirement too.
        let castTo = (unwrapped ?? base).as(TupleExprSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.expression : nil }
            .flatMap { cast -> String? in
                if let folded = cast.as(AsExprSyntax.self) { return folded.type.trimmedDescription }
                // Unfolded, as the porter reads files: `x`, `as!`, `Type`.
                guard let sequence = cast.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true else { return nil }
                return sequence.elements.last?.as(TypeExprSyntax.self)?.type.trimmedDescription
            }
        guard appDelegate || castTo == "UIWindowSceneDelegate" else { return }
        // `….window = w`: the member is assigned, not read.
        if let list = node.parent?.as(ExprListSyntax.self), let position = list.firstIndex(where: { $0.id == node.id }),
           list.index(after: position) != list.endIndex, list[list.index(after: position)].is(AssignmentExprSyntax.self) {
            return
        }
        replace(node.declName, with: "_optionalWindow")
        note(node.declName, "delegate.window (an optional requirement on iOS)", "_optionalWindow (UIWindow??)")
    }
}
#endif

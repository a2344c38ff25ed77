#if Porting
import SwiftSyntax

/// Porting `#selector`, selector-based `Timer`s and `#keyPath` (the visit that finds them is in
/// the class body, as visitor overrides must be).
extension FileRewriter {
    func portSelector(_ node: MacroExpansionExprSyntax) {
        guard let expression = node.arguments.first?.expression else { return }
        guard let selector = selectorName(node) else {
            let baseName = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "method"
            return refuse(node, "#selector(\(expression.trimmedDescription))",
                          "the method is not declared @objc or @IBAction in the ported files, or its name is ambiguous: "
                            + "write it with its argument labels, e.g. #selector(\(baseName)(_:))")
        }
        replace(node, with: "Selector(\"\(selector)\")")
        note(node, "#selector(\(expression.trimmedDescription))", "Selector(\"\(selector)\")")
    }

    /// The selector a `#selector(…)` names, as Swift computes it; nil when it cannot tell.
    func selectorName(_ node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.arguments.first else { return nil }
        let expression = argument.expression
        let reference = expression.as(MemberAccessExprSyntax.self)?.declName ?? expression.as(DeclReferenceExprSyntax.self)
        guard let reference else { return nil }
        let baseName = reference.baseName.text
        switch argument.label?.text {
        case "getter": return baseName
        case "setter": return "set" + baseName.prefix(1).uppercased() + baseName.dropFirst() + ":"
        default:
            if let arguments = reference.argumentNames {
                let labels = arguments.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text } as [String?]
                let declared = index.actionsByBaseName[baseName]?.first { $0.labels == labels }?.selector
                    ?? index.requirementSelectors(baseName: baseName, labels: labels).first
                return declared ?? ObjCSelector.name(baseName: baseName, labels: labels)
            }
            let candidates = Set((index.actionsByBaseName[baseName] ?? []).map(\.selector) + index.requirementSelectors(baseName: baseName))
            if candidates.count == 1 { return candidates.first }
            // A method of UIKit's named without labels (`#selector(UIResponderStandardEditActions.copy)`),
            // which the module's files do not declare.
            return candidates.isEmpty ? Self.uikitSelectors[baseName] : nil
        }
    }

    /// Selectors of UIKit's methods that code names by base name alone: the standard edit
    /// actions, which all take the sender.
    static let uikitSelectors: [String: String] = Dictionary(uniqueKeysWithValues: [
        "cut", "copy", "paste", "pasteAndMatchStyle", "pasteAndGo", "pasteAndSearch", "select", "selectAll", "delete",
        "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft", "toggleBoldface", "toggleItalics",
        "toggleUnderline", "increaseSize", "decreaseSize", "find", "findNext", "findPrevious", "findAndReplace",
        "useSelectionForFind", "print", "rename", "duplicate", "move", "export", "alignLeft", "alignCenter", "alignRight",
        "alignJustified", "newFromPasteboard", "showWritingTools",
    ].map { ($0, $0 + ":") })

    /// The Swift text of a selector argument in a call being replaced whole: a `#selector(…)`
    /// becomes `Selector("…")`, any other expression stays; nil (refused) when the selector
    /// cannot be told.
    func selectorArgument(_ argument: ExprSyntax, in node: FunctionCallExprSyntax, construct: String) -> String? {
        guard let macro = argument.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" else {
            return argument.trimmedDescription
        }
        guard let name = selectorName(macro) else {
            refuse(node, construct, "write the selector with its argument labels")
            return nil
        }
        return "Selector(\"\(name)\")"
    }

    /// The closure of a block-based API standing for a target and a selector: it holds the
    /// target weakly and sends it the selector with its parameter (the timer, the
    /// notification) on the main actor. Line breaks of the replaced call are kept inside it.
    static func closureSending(_ selector: String, to target: ExprSyntax, with parameter: String, keepingLinesOf node: some SyntaxProtocol) -> String {
        let breaks = node.trimmedDescription.filter { $0 == "\n" }.count
        return "{ [weak _portedTarget = \(target.trimmedDescription)] \(parameter) in nonisolated(unsafe) let \(parameter) = \(parameter); "
            + "MainActor.assumeIsolated { _ = (_portedTarget as? any _SelectorMessaging)?._perform(\(selector), with: \(parameter)) }"
            + String(repeating: "\n", count: breaks) + " }"
    }

    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` (and `Timer(…)`):
    /// Linux's Foundation has only the block form, so the call becomes it, sending the
    /// selector to the (weakly held) responder with the timer as argument. The replacement
    /// keeps the call's line count.
    func portTimer(_ node: FunctionCallExprSyntax) -> Bool {
        let labels = node.arguments.map { $0.label?.text }
        let called = node.calledExpression.trimmedDescription
        if called == "Timer.scheduledTimer" || called == "Foundation.Timer.scheduledTimer",
           labels == ["withTimeInterval", "repeats"] || labels == ["withTimeInterval", "repeats", "block"] {
            // A block timer fires on UIKit's clock (a virtual clock moves it in tests).
            replace(node.calledExpression, with: "UIKitScheduler.shared.scheduledTimer")
            note(node, "Timer.scheduledTimer(withTimeInterval:repeats:block:)", "UIKitScheduler.shared.scheduledTimer, on UIKit's clock")
            return false  // its closure is ported as any code
        }
        if node.calledExpression.trimmedDescription == "Timer", labels.isEmpty, node.trailingClosure == nil {
            // `Timer()` (NSObject's init, which Linux's Timer lacks): a timer that never fires.
            replace(node, with: "Timer(timeInterval: .infinity, repeats: false) { _ in }")
            note(node, "Timer()", "a timer that never fires")
            return true
        }
        guard labels == ["timeInterval", "target", "selector", "userInfo", "repeats"],
              called == "Timer.scheduledTimer" || called == "Timer" || called == "Foundation.Timer.scheduledTimer" else { return false }
        let arguments = node.arguments.map(\.expression)
        guard let selector = selectorArgument(arguments[2], in: node, construct: "\(called)(…selector: \(arguments[2].trimmedDescription)…)") else {
            return true
        }
        // A scheduled timer fires on UIKit's clock; an unscheduled one keeps Foundation's form.
        // A `userInfo` is carried by UIKit's `_UserInfoTimer` (Linux's block timers have none).
        let userInfo = arguments[3].is(NilLiteralExprSyntax.self) ? "" : ", userInfo: \(arguments[3].trimmedDescription)"
        let form = called == "Timer" ? (userInfo.isEmpty ? "Timer(timeInterval:" : "_UserInfoTimer(timeInterval:")
            : "UIKitScheduler.shared.scheduledTimer(withTimeInterval:"
        replace(node, with: "\(form) \(arguments[0].trimmedDescription), repeats: \(arguments[4].trimmedDescription)\(userInfo)) "
            + Self.closureSending(selector, to: arguments[1], with: "timer", keepingLinesOf: node))
        note(node, "\(called)(timeInterval:target:selector:userInfo:repeats:)", "the block form, sending \(selector)")
        return true
    }

    func portKeyPath(_ node: MacroExpansionExprSyntax) {
        guard let expression = node.arguments.first?.expression else { return }
        var components = expression.trimmedDescription.split(separator: ".").map(String.init)
        // A leading type name is not part of the key path (`#keyPath(Person.name)` is "name").
        if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
        let keyPath = components.joined(separator: ".")
        replace(node, with: "\"\(keyPath)\"")
        note(node, "#keyPath(\(expression.trimmedDescription))", "\"\(keyPath)\"")
    }
}
#endif

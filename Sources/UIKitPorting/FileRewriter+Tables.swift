#if Porting
import SwiftSyntax

/// The members a class gets on its closing-brace line: the initialiser the launcher makes app
/// and scene delegates with, and the tables that send actions by selector.
extension FileRewriter {
    /// `required init()` for an app or scene delegate that declares no initialiser: the
    /// launcher makes it by class (UIKit does so through the Objective-C runtime).
    func launcherInitializer(_ node: ClassDeclSyntax) -> String? {
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

    /// The `_selectorActions` override listing the class's action methods, if it has any. A
    /// class that is not a responder gets a `_SelectorMessaging` conformance instead, which
    /// also answers `responds(to:)` for the `@objc` protocol methods it `implements`.
    func actionTable(_ node: ClassDeclSyntax, implementing implemented: [String]) -> String? {
        let name = node.name.text
        let actions = index.actionsByClass[name] ?? []
        let isResponder = index.isResponder(name)
        guard !actions.isEmpty || (!isResponder && !implemented.isEmpty) else { return nil }
        // Another class (an NSObject target or observer) answers through a conformance written
        // after its closing brace; a subclass could not add its own, so a class with subclasses
        // in the module, or one nested in a type, cannot: its actions are refused, and its
        // protocol methods answer false to responds(to:) (PORTING).
        if !isResponder, node.parent?.parent?.parent?.is(SourceFileSyntax.self) != true || index.hasSubclasses(name) {
            if !actions.isEmpty {
                refuse(node.name, "action methods of \(name)", "\(name) is not a UIResponder subclass and has subclasses (or is nested), "
                    + "so OpenUIKit cannot send it actions by selector; make it a responder, or use closures")
            }
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
        guard !entries.isEmpty || (!isResponder && !implemented.isEmpty) else { return nil }
        if !actions.isEmpty {
            changes.append(PortChange(line: line(node.memberBlock.rightBrace), construct: "action methods of \(name)",
                                      result: "_selectorActions: " + actions.map(\.selector).joined(separator: ", ")))
        }
        if !isResponder {
            let table = entries.map { $0.replacing("($0 as! \(name))", with: "$0") }.joined(separator: ", ")
            let implementedSet = implemented.map { "Selector(\"\($0)\")" }.joined(separator: ", ")
            if !implemented.isEmpty {
                changes.append(PortChange(line: line(node.memberBlock.rightBrace), construct: "@objc protocol methods of \(name)",
                                          result: "responds(to:): " + implemented.joined(separator: ", ")))
            }
            let conformance = "; extension \(name): _SelectorMessaging { "
                + "private static var _selectorActions: [Selector: @MainActor (\(name), Any?) -> Void] { [\(table.isEmpty ? ":" : table)] }; "
                + "func _perform(_ selector: Selector, with argument: Any?) -> Bool { "
                + "guard let action = Self._selectorActions[selector] else { return false }; action(self, argument); return true }; "
                + "func _responds(to selector: Selector) -> Bool { Self._selectorActions[selector] != nil"
                + (implemented.isEmpty ? "" : " || ([\(implementedSet)] as Set<Selector>).contains(selector)") + " } }"
            let offset = node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(Edit(range: offset..<offset, replacement: conformance))
            return nil
        }
        return "override class var _selectorActions: [Selector: @MainActor @Sendable (UIResponder, Any?) -> Void] { "
            + "super._selectorActions.merging([\(entries.joined(separator: ", "))]) { $1 } }"
    }

    /// The closure calling `action` on a responder of class `owner` with the sender (and, for
    /// `(_:forEvent:)`, the event of the action being sent), or nil when the method takes
    /// anything else.
    static func call(_ action: ModuleIndex.ActionMethod, on owner: String) -> String? {
        let target = "($0 as! \(owner))"
        let types = action.parameterTypes
        func argument(_ index: Int, _ value: String) -> String { (action.labels[index].map { "\($0): " } ?? "") + value }
        switch types.count {
        case 0:
            return "{ \(target).\(action.baseName)(); _ = $1 }"
        case 1:
            return "{ \(target).\(action.baseName)(\(argument(0, sender(as: types[0])))) }"
        case 2 where ["UIEvent", "UIEvent?", "UIEvent!"].contains(types[1]):
            let event = types[1] == "UIEvent" ? "UIApplication._actionEvent ?? UIEvent(touches: [], timestamp: 0)" : "UIApplication._actionEvent"
            return "{ \(target).\(action.baseName)(\(argument(0, sender(as: types[0]))), \(argument(1, event))) }"
        default:
            return nil
        }
    }

    /// The sender (`$1`, an `Any?`) as an action parameter's declared type: an object of
    /// another type is passed as it is, as the Objective-C runtime does (`_actionSender`).
    private static func sender(as type: String) -> String {
        if type == "Any" { return "$1 as Any" }
        if type == "Any?" { return "$1" }
        if type.hasSuffix("?") || type.hasSuffix("!") { return "_optionalActionSender($1, as: (\(type.dropLast())).self)" }
        return "_actionSender($1, as: (\(type)).self)"
    }
}
#endif

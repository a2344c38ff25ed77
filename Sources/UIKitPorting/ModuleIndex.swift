#if Porting
import SwiftParser
import SwiftSyntax

/// What the porter knows of the module being ported, gathered from every file first: its
/// classes, their superclasses, and the methods Objective-C could call (`@objc`,
/// `@IBAction`, or any method of an `@objcMembers` class), so a `#selector` in one file finds
/// a method declared in another.
///
/// One file's facts are a `ModuleIndex` of their own (``init(file:path:)``); the module's is
/// their ``merge(_:)`` in file order. It is `Codable` so an incremental port can keep each
/// file's facts between builds and parse only the files that changed.
struct ModuleIndex: Codable, Equatable {
    /// A method callable by selector.
    struct ActionMethod: Codable, Equatable {
        let baseName: String
        let labels: [String?]
        let selector: String
        /// The parameters' types as written.
        let parameterTypes: [String]
        /// The class whose table gets it (the class itself, or the class an extension extends).
        let owner: String
        let line: Int
        let path: String
    }

    /// The classes declared in the module.
    private(set) var classNames: Set<String> = []
    /// Superclass (first inherited type) by class name.
    private(set) var superclassByName: [String: String] = [:]
    /// Action methods by owning class, in declaration order.
    private(set) var actionsByClass: [String: [ActionMethod]] = [:]
    /// Action methods by base name, for `#selector(name)` written without labels.
    private(set) var actionsByBaseName: [String: [ActionMethod]] = [:]
    /// The source text of members declared `override` in extensions of the module's classes,
    /// by class: Swift overrides only from the class body without the Objective-C runtime, so
    /// they are renamed and forwarded to from the body.
    private(set) var extensionOverridesByClass: [String: [String]] = [:]
    /// A method's name: its base name and argument labels (nil for `_`), and its selector.
    struct MethodName: Codable, Equatable {
        let baseName: String
        let labels: [String?]
        var selector: String = ""
    }
    /// The selectors of each `@objc` protocol's method requirements, by protocol name.
    private(set) var objcProtocolSelectors: [String: [MethodName]] = [:]
    /// The types each class (or its extensions) declares it conforms to, by class.
    private(set) var conformancesByClass: [String: Set<String>] = [:]
    /// The methods of each class and its extensions (without selectors), by class.
    private(set) var methodsByClass: [String: [MethodName]] = [:]
    /// The types whose extensions declare each member that is not an override, by member key
    /// (``memberKey(of:)``), as written (PT10).
    private(set) var extensionMemberOwners: [String: [String]] = [:]
    /// The classes that override each member key, in their bodies or extensions, named from
    /// the file's top level (PT10).
    private(set) var overridersByKey: [String: [String]] = [:]
    /// The module's generic classes: their overrides of extension members cannot be dispatched.
    private(set) var genericClassNames: Set<String> = []
    /// The module's protocols: a protocol extension's members are not a class's (PT10), and a
    /// root class's first inherited type may be one.
    private(set) var protocolNames: Set<String> = []

    /// The declarations `className`'s extensions override, parsed again from their text.
    func extensionOverrides(of className: String) -> [DeclSyntax] {
        (extensionOverridesByClass[className] ?? []).compactMap { text in
            guard case .decl(let declaration) = Parser.parse(source: text).statements.first?.item else { return nil }
            return declaration
        }
    }

    /// The selectors of `@objc` protocol requirements named `baseName` (with `labels`, when
    /// given).
    func requirementSelectors(baseName: String, labels: [String?]? = nil) -> [String] {
        objcProtocolSelectors.values.flatMap { $0 }.filter { $0.baseName == baseName && (labels == nil || $0.labels == labels!) }.map(\.selector)
    }

    /// The selectors of `@objc` protocol requirements that `className` (or a superclass in
    /// the module) implements: what `responds(to:)` must answer true for.
    func implementedProtocolSelectors(_ className: String) -> [String] {
        let methods = methodsByClass[className] ?? []
        var selectors: [String] = []
        for protocolName in (conformancesByClass[className] ?? []).sorted() {
            for requirement in objcProtocolSelectors[protocolName] ?? []
            where methods.contains(where: { $0.baseName == requirement.baseName && $0.labels == requirement.labels }) {
                if !selectors.contains(requirement.selector) { selectors.append(requirement.selector) }
            }
        }
        return selectors
    }

    /// Base names of `optional` requirements of `@objc` protocols, whose call sites
    /// (`delegate?.method?(…)`) lose their `?`.
    private(set) var optionalRequirementNames: Set<String> = []
    /// `optional` method requirements returning a value, by base name (`selector` set): their
    /// call sites go through an optional closure named by ``optionalClosureName(_:)``.
    private(set) var optionalValueRequirements: [String: [MethodName]] = [:]

    /// The optional value-returning requirement a call `baseName(labels…)` names, if any.
    func optionalValueRequirement(baseName: String, labels: [String?]) -> MethodName? {
        optionalValueRequirements[baseName]?.first { $0.labels == labels }
    }

    /// The protocol extension's optional closure standing for an optional requirement that
    /// returns a value: nil when the conforming object does not implement it.
    static func optionalClosureName(_ selector: String) -> String {
        "_optional_" + selector.replacing(":", with: "_")
    }

    /// UIKit's classes that are responders: a class inheriting from one gets its actions
    /// through `UIResponder._selectorActions`.
    static let uikitResponders: Set<String> = [
        "UIResponder", "UIApplication", "UIView", "UIWindow", "UIViewController", "UIControl", "UIButton", "UILabel",
        "UIImageView", "UITextField", "UITextView", "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell",
        "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIStackView", "UISwitch", "UISlider",
        "UIStepper", "UISegmentedControl", "UIDatePicker", "UIPickerView", "UIPageControl", "UIProgressView",
        "UIActivityIndicatorView", "UINavigationBar", "UITabBar", "UIToolbar", "UISearchBar", "UIVisualEffectView",
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
        "UITableViewController", "UICollectionViewController", "UIAlertController", "UISearchController", "UIScene", "UIWindowScene",
    ]

    init() {}

    /// Base names of UIKit's delegate and data source methods, which code calls through
    /// optional chaining (`delegate?.tableView?(…)`): OpenUIKit declares them as requirements
    /// with defaults (PORTING), so the second `?` goes.
    static let uikitOptionalRequirementPrefixes = [
        "tableView", "collectionView", "scrollView", "pickerView", "textField", "textView", "searchBar", "navigationController",
        "tabBarController", "pageViewController", "splitViewController", "gestureRecognizer", "presentationController",
        "popoverPresentationController", "adaptivePresentationStyle", "imagePickerController", "documentPicker",
        "numberOfSections", "sectionIndexTitles", "indexTitles", "viewForZooming", "animationController", "interactionController",
        "collisionBehavior", "dynamicAnimator",
    ]

    /// Whether `baseName` is one of UIKit's delegate or data source method names.
    static func isUIKitOptionalRequirement(_ baseName: String) -> Bool {
        uikitOptionalRequirementPrefixes.contains { prefix in
            guard baseName.hasPrefix(prefix) else { return false }
            let rest = baseName.dropFirst(prefix.count)
            return rest.isEmpty || rest.first!.isUppercase
        }
    }

    /// The facts of one file.
    init(file: SourceFileSyntax, path: String) {
        let converter = SourceLocationConverter(fileName: path, tree: file)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        for (name, superclass) in collector.superclasses { superclassByName[name] = superclass }
        classNames.formUnion(collector.classNames)
        optionalRequirementNames.formUnion(collector.optionalRequirements)
        for requirement in collector.optionalValueRequirements { optionalValueRequirements[requirement.baseName, default: []].append(requirement) }
        for (owner, declaration, access) in collector.extensionOverrides {
            // A member of `public extension` is public: its forwarder in the class must be too.
            let modifiers = declaration.as(FunctionDeclSyntax.self)?.modifiers ?? declaration.as(VariableDeclSyntax.self)?.modifiers
            let accessNames: Set<String> = ["public", "open", "internal", "fileprivate", "private"]
            let hasAccess = modifiers?.contains { accessNames.contains($0.name.text) } ?? false
            extensionOverridesByClass[owner, default: []].append((access != nil && !hasAccess ? access! + " " : "") + declaration.trimmedDescription)
        }
        for (name, requirements) in collector.objcProtocols { objcProtocolSelectors[name] = requirements }
        for (key, owner, isOverride) in collector.members {
            if isOverride { overridersByKey[key, default: []].append(owner) } else { extensionMemberOwners[key, default: []].append(owner) }
        }
        genericClassNames.formUnion(collector.genericClassNames)
        protocolNames.formUnion(collector.protocolNames)
        for (owner, types) in collector.conformances { conformancesByClass[owner, default: []].formUnion(types) }
        for (owner, function, _) in collector.functions {
            methodsByClass[owner, default: []].append(MethodName(baseName: function.name.text,
                                                                 labels: function.signature.parameterClause.parameters.map(ObjCSelector.argumentLabel)))
        }
        for (owner, function, exposesAll) in collector.functions {
            guard exposesAll || Self.isAction(function) else { continue }
            let method = ActionMethod(
                baseName: function.name.text,
                labels: function.signature.parameterClause.parameters.map(ObjCSelector.argumentLabel),
                selector: ObjCSelector.name(of: function),
                parameterTypes: function.signature.parameterClause.parameters.map { $0.type.trimmedDescription },
                owner: owner, line: function.startLocation(converter: converter).line, path: path)
            actionsByClass[owner, default: []].append(method)
            actionsByBaseName[method.baseName, default: []].append(method)
        }
    }

    /// The names whose facts differ between `old` and `new`, closed so that a file whose
    /// output may differ mentions one of them: changed classes with their subclasses, the
    /// superclasses of classes added, removed or re-parented (whether a class has subclasses
    /// changed), changed base names of methods and
    /// requirements, changed protocols with their requirements' base names and the classes
    /// conforming to them. A file's rewrite reads the index only through names it contains
    /// (and superclass chains, which the subclass closure covers).
    static func changedNames(from old: ModuleIndex, to new: ModuleIndex) -> Set<String> {
        func differing<Value: Equatable>(_ a: [String: Value], _ b: [String: Value]) -> Set<String> {
            Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
        }
        let reparented = old.classNames.symmetricDifference(new.classNames).union(differing(old.superclassByName, new.superclassByName))
        var classes = reparented.union(differing(old.actionsByClass, new.actionsByClass))
            .union(differing(old.extensionOverridesByClass, new.extensionOverridesByClass))
            .union(differing(old.conformancesByClass, new.conformancesByClass)).union(differing(old.methodsByClass, new.methodsByClass))
        let protocols = differing(old.objcProtocolSelectors, new.objcProtocolSelectors)
        var names = differing(old.actionsByBaseName, new.actionsByBaseName).union(differing(old.optionalValueRequirements, new.optionalValueRequirements))
            .union(old.optionalRequirementNames.symmetricDifference(new.optionalRequirementNames)).union(protocols)
        // A member declared in an extension, or overriding one: the files naming it (PT10).
        let declaredKeys = Set(old.extensionMemberOwners.keys).union(new.extensionMemberOwners.keys)
        let overriddenKeys = Set(old.overridersByKey.keys).union(new.overridersByKey.keys)
        for key in differing(old.extensionMemberOwners, new.extensionMemberOwners).intersection(overriddenKeys)
            .union(differing(old.overridersByKey, new.overridersByKey).intersection(declaredKeys)) {
            names.insert(memberBaseName(key))
        }
        classes.formUnion(old.genericClassNames.symmetricDifference(new.genericClassNames))
        names.formUnion(old.protocolNames.symmetricDifference(new.protocolNames))
        for index in [old, new] {
            for name in protocols {
                names.formUnion((index.objcProtocolSelectors[name] ?? []).map(\.baseName))
                classes.formUnion(index.conformancesByClass.filter { $0.value.contains(name) }.keys)
            }
            for name in reparented { if let superclass = index.superclassByName[name] { names.insert(superclass) } }
        }
        // Subclasses, at any depth, in either index: their responder-ness and tables follow.
        var pending = Array(classes)
        while let name = pending.popLast() {
            for index in [old, new] {
                for (subclass, superclass) in index.superclassByName where superclass == name && !classes.contains(subclass) {
                    classes.insert(subclass)
                    pending.append(subclass)
                }
            }
        }
        return names.union(classes)
    }

    /// Adds a later file's facts, as if its declarations followed this index's.
    mutating func merge(_ other: ModuleIndex) {
        superclassByName.merge(other.superclassByName) { $1 }
        classNames.formUnion(other.classNames)
        optionalRequirementNames.formUnion(other.optionalRequirementNames)
        optionalValueRequirements.merge(other.optionalValueRequirements) { $0 + $1 }
        extensionOverridesByClass.merge(other.extensionOverridesByClass) { $0 + $1 }
        objcProtocolSelectors.merge(other.objcProtocolSelectors) { $1 }
        conformancesByClass.merge(other.conformancesByClass) { $0.union($1) }
        methodsByClass.merge(other.methodsByClass) { $0 + $1 }
        extensionMemberOwners.merge(other.extensionMemberOwners) { $0 + $1 }
        overridersByKey.merge(other.overridersByKey) { $0 + $1 }
        genericClassNames.formUnion(other.genericClassNames)
        protocolNames.formUnion(other.protocolNames)
        actionsByClass.merge(other.actionsByClass) { $0 + $1 }
        actionsByBaseName.merge(other.actionsByBaseName) { $0 + $1 }
    }

    /// Whether `function` is exposed to Objective-C by its own attributes.
    static func isAction(_ function: FunctionDeclSyntax) -> Bool {
        function.attributes.contains { element in
            guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
            return name == "objc" || name == "IBAction"
        }
    }

    /// Whether the class `name` is a responder: a UIKit responder class or a class of the
    /// module inheriting from one.
    func isResponder(_ name: String) -> Bool { inherits(name, fromAnyOf: Self.uikitResponders) }

    /// Whether the class `name` is one of `classes` or a module class inheriting from one.
    func inherits(_ name: String, fromAnyOf classes: Set<String>) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if classes.contains(type) { return true }
            // A module class's superclass, then the framework's own hierarchy (a subclass of
            // `UIInputViewController` is a responder through `UIViewController`).
            current = superclassByName[type] ?? Self.frameworkSuperclasses[type]
        }
        return false
    }

    /// Whether some class of the module inherits from `name`.
    func hasSubclasses(_ name: String) -> Bool { superclassByName.values.contains(name) }

    /// Whether `name` is a class declared in the module.
    func isModuleClass(_ name: String) -> Bool { classNames.contains(name) }

    /// Walks a file for classes and the functions of classes and their extensions.
    private final class Collector: SyntaxVisitor {
        var superclasses: [(String, String)] = []
        var classNames: [String] = []
        var functions: [(owner: String, function: FunctionDeclSyntax, exposesAll: Bool)] = []
        var optionalRequirements: [String] = []
        var optionalValueRequirements: [MethodName] = []
        var extensionOverrides: [(String, DeclSyntax, access: String?)] = []
        private var inExtension: [Bool] = []

        var objcProtocols: [(String, [MethodName])] = []
        var conformances: [(String, [String])] = []
        /// Members declared in extensions and overrides: key, owner, whether an override (PT10).
        var members: [(key: String, owner: String, isOverride: Bool)] = []
        var genericClassNames: [String] = []
        var protocolNames: [String] = []

        private func recordMember(_ declaration: DeclSyntax) {
            guard declaration.parent?.is(MemberBlockItemSyntax.self) == true, let key = ModuleIndex.memberKey(of: declaration), let owner = ModuleIndex.memberOwner(of: declaration) else { return }
            let isOverride = ModuleIndex.isOverride(declaration)
            if isOverride || owner.inExtension { members.append((key, owner.name, isOverride)) }
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            recordMember(DeclSyntax(node))
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            protocolNames.append(node.name.text)
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }) {
                let requirements = node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map {
                    MethodName(baseName: $0.name.text, labels: $0.signature.parameterClause.parameters.map(ObjCSelector.argumentLabel),
                               selector: ObjCSelector.name(of: $0))
                }
                objcProtocols.append((node.name.text, requirements))
            }
            for member in node.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                      function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.optional) }) else { continue }
                let returns = function.signature.returnClause?.type.trimmedDescription
                if returns == nil || returns == "Void" || returns == "()" {
                    optionalRequirements.append(function.name.text)
                } else {
                    optionalValueRequirements.append(MethodName(baseName: function.name.text,
                                                                labels: function.signature.parameterClause.parameters.map(ObjCSelector.argumentLabel),
                                                                selector: ObjCSelector.name(of: function)))
                }
            }
            return .skipChildren
        }
        private var owners: [(name: String, exposesAll: Bool)] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            if let first = node.inheritanceClause?.inheritedTypes.first {
                superclasses.append((node.name.text, first.type.trimmedDescription))
            }
            classNames.append(node.name.text)
            if node.genericParameterClause != nil { genericClassNames.append(node.name.text) }
            conformances.append((node.name.text, node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []))
            let exposesAll = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers" }
            owners.append((node.name.text, exposesAll))
            inExtension.append(false)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast(); inExtension.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            owners.append((node.extendedType.trimmedDescription, false))
            inExtension.append(true)
            conformances.append((node.extendedType.trimmedDescription, node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []))
            let access = node.modifiers.first { ["public", "open", "internal", "fileprivate"].contains($0.name.text) }?.name.text
            for member in node.memberBlock.members {
                let modifiers = member.decl.as(FunctionDeclSyntax.self)?.modifiers ?? member.decl.as(VariableDeclSyntax.self)?.modifiers
                if modifiers?.contains(where: { $0.name.tokenKind == .keyword(.override) }) == true {
                    extensionOverrides.append((node.extendedType.trimmedDescription, member.decl, access))
                }
            }
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast(); inExtension.removeLast() }

        // Types nested in a class are not its members for the action table.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            recordMember(DeclSyntax(node))
            if let owner = owners.last, !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
                functions.append((owner.name, node, owner.exposesAll))
            }
            return .skipChildren
        }
    }
}
#endif

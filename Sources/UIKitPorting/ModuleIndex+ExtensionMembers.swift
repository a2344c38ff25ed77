#if Porting
import SwiftSyntax

/// Members the module declares in an extension of a class and overrides in subclasses (PT10):
/// the Objective-C runtime dispatches them on iOS, Swift alone cannot override them, so the
/// porter dispatches them itself. The index keeps, for every file, the members declared in
/// extensions and the members overridden (by key: ``memberKey(of:)``); ``ExtensionDispatch``
/// pairs them through the classes' superclass chains.
extension ModuleIndex {
    /// The type a member is declared in.
    struct MemberOwner: Equatable {
        /// Its name from the file's top level (`Outer.Inner`; an extension's type as written,
        /// without a `UIKit.` qualifier).
        let name: String
        /// Whether the member is declared in an extension (else in the class body).
        let inExtension: Bool
        /// Whether the type, or one enclosing it, is a generic class.
        let isGeneric: Bool
    }

    /// The class or extended type that declares `declaration`, nil for a local declaration or
    /// a member of a struct, enum, actor or protocol.
    static func memberOwner(of declaration: some SyntaxProtocol, genericClasses: Set<String> = []) -> MemberOwner? {
        var names: [String] = []
        var inExtension: Bool?
        var isGeneric = false
        var current = declaration.parent
        while let syntax = current {
            if let decl = syntax.as(ClassDeclSyntax.self) {
                if inExtension == nil { inExtension = false }
                names.insert(decl.name.text, at: 0)
                isGeneric = isGeneric || decl.genericParameterClause != nil
            } else if let decl = syntax.as(ExtensionDeclSyntax.self) {
                if inExtension == nil { inExtension = true }
                let extended = className(decl.extendedType.trimmedDescription)
                isGeneric = isGeneric || genericClasses.contains(simpleName(extended))
                names.insert(extended, at: 0)
            } else if let decl = syntax.asProtocol(NamedDeclSyntax.self),
                      syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) || syntax.is(ActorDeclSyntax.self)
                        || syntax.is(ProtocolDeclSyntax.self) {
                guard inExtension != nil else { return nil }
                names.insert(decl.name.text, at: 0)
            } else if syntax.is(CodeBlockSyntax.self) || syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorBlockSyntax.self) {
                return nil
            }
            current = syntax.parent
        }
        guard let inExtension, !names.isEmpty else { return nil }
        return MemberOwner(name: names.joined(separator: "."), inExtension: inExtension, isGeneric: isGeneric)
    }

    /// A member's key: `name(label:_:)` for a method, `name` for a property, with `static:`
    /// before a type member's; nil for other declarations and properties binding several names.
    static func memberKey(of declaration: DeclSyntax) -> String? {
        let typeMember = { (modifiers: DeclModifierListSyntax) in
            modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } ? "static:" : ""
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { (ObjCSelector.argumentLabel($0) ?? "_") + ":" }
            return typeMember(function.modifiers) + function.name.text + "(" + labels.joined() + ")"
        }
        if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            return typeMember(variable.modifiers) + name
        }
        return nil
    }

    /// The base name a member key names (`tint` for `static:tint(with:)`).
    static func memberBaseName(_ key: String) -> String {
        let name = key.hasPrefix("static:") ? key.dropFirst(7) : Substring(key)
        return String(name.prefix { $0 != "(" })
    }

    /// Whether `declaration` (a function or property) is declared `override`.
    static func isOverride(_ declaration: DeclSyntax) -> Bool {
        let modifiers = declaration.as(FunctionDeclSyntax.self)?.modifiers ?? declaration.as(VariableDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }

    /// A class name as the index compares it: without a `UIKit.` qualifier or generic arguments.
    static func className(_ written: String) -> String {
        var name = written.hasPrefix("UIKit.") ? String(written.dropFirst(6)) : written
        if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
        return name
    }

    /// The last component of a dotted name: the index keys classes by it.
    static func simpleName(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// The superclasses of UIKit's and Core Animation's classes (and the `NSObject` root of
    /// others), as iOS declares them, so a superclass chain that leaves the module reaches
    /// the class an extension member is declared in.
    static let frameworkSuperclasses: [String: String] = {
        let groups: [String: String] = [
            "NSObject": "CAAnimation CALayer CAMediaTimingFunction CATransaction NSLayoutAnchor NSLayoutConstraint NSParagraphStyle "
                + "NSShadow NSTextAttachment UIAccessibilityElement UIActivity UIAlertAction UIBarAppearance UIBarItem UIBezierPath "
                + "UICollectionViewLayout UICollectionViewLayoutAttributes UIColor UIDevice UIDocument UIDropProposal UIEvent "
                + "UIFeedbackGenerator UIFocusUpdateContext UIFont UIFontDescriptor UIGestureRecognizer UIImage UILayoutGuide "
                + "UIMenuElement UINavigationItem UINib UIPasteboard UIPercentDrivenInteractiveTransition UIPresentationController "
                + "UIResponder UIScreen UIStoryboard UIStoryboardSegue UITouch UITraitCollection UIViewPropertyAnimator UIVisualEffect "
                + "UIDynamicAnimator UIDynamicBehavior UIDynamicItemGroup UIRegion",
            "UIDynamicBehavior": "UIAttachmentBehavior UICollisionBehavior UIDynamicItemBehavior UIFieldBehavior UIGravityBehavior "
                + "UIPushBehavior UISnapBehavior",
            "CAAnimation": "CAAnimationGroup CAPropertyAnimation CATransition",
            "CAPropertyAnimation": "CABasicAnimation CAKeyframeAnimation",
            "CABasicAnimation": "CASpringAnimation",
            "CALayer": "CAEmitterLayer CAGradientLayer CAReplicatorLayer CAScrollLayer CAShapeLayer CATextLayer CATiledLayer CATransformLayer",
            "NSLayoutAnchor": "NSLayoutDimension NSLayoutXAxisAnchor NSLayoutYAxisAnchor",
            "NSParagraphStyle": "NSMutableParagraphStyle",
            "UIResponder": "UIApplication UIScene UIView UIViewController",
            "UIScene": "UIWindowScene",
            "UIView": "UIActivityIndicatorView UICollectionReusableView UIContentUnavailableView UIControl UIImageView UIInputView "
                + "UILabel UIListContentView UINavigationBar UIPageControl UIPickerView UIProgressView UIScrollView UISearchBar "
                + "UIStackView UITabBar UITableViewCell UITableViewHeaderFooterView UIToolbar UIVisualEffectView UIWindow",
            "UIControl": "UIButton UIColorWell UIDatePicker UIRefreshControl UISegmentedControl UISlider UIStepper UISwitch UITextField",
            "UITextField": "UISearchTextField",
            "UIScrollView": "UICollectionView UITableView UITextView",
            "UICollectionReusableView": "UICollectionViewCell",
            "UICollectionViewCell": "UICollectionViewListCell",
            "UIViewController": "UIActivityViewController UIAlertController UIColorPickerViewController UICollectionViewController "
                + "UIDocumentPickerViewController UIFontPickerViewController "
                + "UIInputViewController UINavigationController UIPageViewController UISearchController UISplitViewController "
                + "UITabBarController UITableViewController",
            "UINavigationController": "UIImagePickerController",
            "UIGestureRecognizer": "UILongPressGestureRecognizer UIPanGestureRecognizer UIPinchGestureRecognizer "
                + "UIRotationGestureRecognizer UISwipeGestureRecognizer UITapGestureRecognizer",
            "UIPanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
            "UICollectionViewLayout": "UICollectionViewCompositionalLayout UICollectionViewFlowLayout UICollectionViewTransitionLayout",
            "UIBarItem": "UIBarButtonItem UITabBarItem",
            "UIBarAppearance": "UINavigationBarAppearance UITabBarAppearance UIToolbarAppearance",
            "UIPresentationController": "UIPopoverPresentationController UISheetPresentationController",
            "UIMenuElement": "UIAction UICommand UIDeferredMenuElement UIMenu",
            "UICommand": "UIKeyCommand",
            "UIVisualEffect": "UIBlurEffect UIVibrancyEffect",
            "UIFeedbackGenerator": "UIImpactFeedbackGenerator UINotificationFeedbackGenerator UISelectionFeedbackGenerator",
        ]
        var superclasses: [String: String] = [:]
        for (superclass, subclasses) in groups {
            for subclass in subclasses.split(separator: " ") { superclasses[String(subclass)] = superclass }
        }
        return superclasses
    }()
}

/// Which overriding classes each member declared in an extension dispatches to (PT10),
/// derived from a ``ModuleIndex``.
struct ExtensionDispatch {
    private let index: ModuleIndex
    /// The overriding classes (as written where they override) by member key and the class
    /// whose extension declares the member, in file order.
    private var overriders: [String: [String: [String]]] = [:]

    init(index: ModuleIndex) {
        self.index = index
        for (key, classes) in index.overridersByKey where index.extensionMemberOwners[key] != nil {
            // A generic class's override is refused where it is written; the dispatcher leaves it out.
            for overrider in classes where !index.genericClassNames.contains(ModuleIndex.simpleName(overrider)) {
                guard let base = baseClass(of: key, inheritedBy: overrider) else { continue }
                if !(overriders[key]?[base] ?? []).contains(overrider) { overriders[key, default: [:]][base, default: []].append(overrider) }
            }
        }
    }

    /// The classes overriding `key` that `className`'s extension declares; empty when it is
    /// not such a member.
    func overriders(of key: String, declaredIn className: String) -> [String] {
        overriders[key]?[ModuleIndex.simpleName(ModuleIndex.className(className))] ?? []
    }

    /// The class above `className` (simple name) whose extension declares `key`, if any: the
    /// first met walking up its superclass chain or, when that chain leaves what the index
    /// knows before meeting one, the only framework class whose extension declares it.
    func baseClass(of key: String, inheritedBy className: String) -> String? {
        guard let owners = index.extensionMemberOwners[key] else { return nil }
        // A protocol's extension declares no class member (a root class may name it first).
        let bases = Set(owners.map { ModuleIndex.simpleName($0) }).subtracting(index.protocolNames)
        var current = ModuleIndex.simpleName(ModuleIndex.className(className))
        var seen: Set<String> = [current]
        while true {
            if let superclass = index.superclassByName[current] {
                current = ModuleIndex.simpleName(ModuleIndex.className(superclass))
            } else if let superclass = ModuleIndex.frameworkSuperclasses[current] {
                current = superclass
            } else {
                break
            }
            guard seen.insert(current).inserted else { return nil }
            if bases.contains(current) { return current }
        }
        // The chain ended: at a root the index knows (NSObject, a module class without a
        // superclass or whose first inherited type is a protocol), or at a class of another
        // module, which may inherit from a framework class (never from one of this module's:
        // those were all below it).
        guard current != "NSObject", !index.isModuleClass(current), !index.protocolNames.contains(current) else { return nil }
        let framework = bases.filter { !index.isModuleClass($0) && (ModuleIndex.frameworkSuperclasses[$0] != nil || $0 == "NSObject") }
        return framework.count == 1 ? framework.first : nil
    }
}
#endif

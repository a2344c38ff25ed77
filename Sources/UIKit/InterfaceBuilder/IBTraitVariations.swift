import Foundation

/// The size-class `<variation>`s of one view of a storyboard or nib, and of the constraints it
/// holds: which constraints and subviews are installed, and which properties change, for each
/// combination of size classes.
///
/// Xcode writes them as children of the element they change:
/// - `<variation key="default">` (any size class) and `<variation key="heightClass=compact">`
///   with `<mask key="constraints">` (or `key="subviews"`) of `<include reference=…>` and
///   `<exclude reference=…>`: the "Installed" boxes of Xcode's size inspector;
/// - `<variation key="heightClass=compact" axis="horizontal" spacing="20"/>` inside a stack
///   view, `<variation … constant="520"/>` inside a constraint: a property's value there.
///
/// The view keeps this model and applies it for its traits: once at load (with the traits
/// the view predicts, as iOS 13 and later do), then whenever its size classes change, before
/// `traitCollectionDidChange` reaches its controller and it (so both see the new state). A
/// rule for more size classes wins over one for fewer (`heightClass=compact-widthClass=compact`
/// over `heightClass=compact` over `default`). An uninstalled constraint is inactive and an
/// uninstalled subview is out of the hierarchy; outlets to them stay connected, as on iOS.
@preconcurrency @MainActor
final class IBTraitVariations {
    /// A variation's key: the size classes it applies to (nil: any).
    struct Condition: Equatable {
        var horizontal: UIUserInterfaceSizeClass?
        var vertical: UIUserInterfaceSizeClass?

        /// Reads `default`, `widthClass=compact`, `heightClass=regular-widthClass=compact`, …;
        /// nil for a key it cannot read.
        init?(key: String) {
            guard key != "default" else { return }
            for part in key.split(separator: "-") {
                let pair = part.split(separator: "=")
                guard pair.count == 2 else { return nil }
                let sizeClass: UIUserInterfaceSizeClass
                switch pair[1] {
                case "compact": sizeClass = .compact
                case "regular": sizeClass = .regular
                default: return nil
                }
                switch pair[0] {
                case "widthClass": horizontal = sizeClass
                case "heightClass": vertical = sizeClass
                default: return nil
                }
            }
        }

        /// How many size classes the condition names: the more, the stronger.
        var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

        func matches(_ classes: SizeClasses) -> Bool {
            (horizontal == nil || horizontal == classes.horizontal) && (vertical == nil || vertical == classes.vertical)
        }
    }

    struct SizeClasses: Equatable {
        var horizontal: UIUserInterfaceSizeClass
        var vertical: UIUserInterfaceSizeClass
    }

    /// Rules for one installable thing, weakest first: installed unless a matching rule says not.
    private typealias Rules = [(condition: Condition, installed: Bool)]

    /// An object whose properties vary: its element (the values for any size class) and its
    /// variations, weakest first.
    private struct VariedObject {
        /// Weak: the holder itself is one (it keeps this model).
        weak var object: AnyObject?
        let element: IBElement
        let variations: [(condition: Condition, element: IBElement)]
    }

    private unowned let holder: UIView
    private let document: IBDocument
    private var objects: [VariedObject] = []
    private var constraints: [(constraint: NSLayoutConstraint, rules: Rules)] = []
    private var subviews: [(view: UIView, rules: Rules)] = []
    /// The position of each of the holder's subviews in the file, to put one back in place.
    private var fileOrder: [ObjectIdentifier: Int] = [:]
    private var applied: SizeClasses?

    private init(holder: UIView, document: IBDocument) {
        self.holder = holder
        self.document = document
    }

    /// The model of `holder` (made on first use), which keeps it.
    static func of(_ holder: UIView, document: IBDocument) -> IBTraitVariations {
        if let existing = holder._ibVariations { return existing }
        let made = IBTraitVariations(holder: holder, document: document)
        holder._ibVariations = made
        return made
    }

    /// Reads the variations of `element`, the holder's own element: its masks and its own
    /// property variations. `object(forID:)` finds the masked constraints and subviews.
    func readHolder(_ element: IBElement, object: (String) -> AnyObject?) {
        var constraintRules: [ObjectIdentifier: (NSLayoutConstraint, Rules)] = [:]
        var subviewRules: [ObjectIdentifier: (UIView, Rules)] = [:]
        let variations = Self.variations(of: element, document: document)
        for (condition, variation) in variations {
            for mask in variation.children where mask.name == "mask" {
                for rule in mask.children {
                    guard let reference = rule["reference"], let target = object(reference) else { continue }
                    let entry = (condition: condition, installed: rule.name == "include")
                    if mask.key == "subviews", let view = target as? UIView {
                        subviewRules[ObjectIdentifier(view), default: (view, [])].1.append(entry)
                    } else if mask.key == "constraints", let constraint = target as? NSLayoutConstraint {
                        constraintRules[ObjectIdentifier(constraint), default: (constraint, [])].1.append(entry)
                    }
                }
            }
        }
        constraints += constraintRules.values.map { (constraint: $0.0, rules: $0.1) }
        subviews += subviewRules.values.map { (view: $0.0, rules: $0.1) }
        for (index, child) in element.items(in: "subviews").enumerated() {
            if let id = child.id, let view = object(id) { fileOrder[ObjectIdentifier(view)] = index }
        }
        readProperties(of: holder, element: element, variations: variations)
    }

    /// Reads the property variations of an object the holder owns (a constraint it holds).
    func readProperties(of object: AnyObject, element: IBElement) {
        readProperties(of: object, element: element, variations: Self.variations(of: element, document: document))
    }

    private func readProperties(of object: AnyObject, element: IBElement, variations: [(condition: Condition, element: IBElement)]) {
        let variations = variations.filter { variation in
            variation.element.attributes.keys.contains { !IBVariableAttributes.designTimeAttributes.contains($0) }
                || variation.element.children.contains { !IBVariableAttributes.designTimeChildren.contains($0.name) }
        }
        guard !variations.isEmpty else { return }
        objects.append(VariedObject(object: object, element: element, variations: variations))
    }

    /// The `<variation>` children of an element, weakest first (document order among equals).
    /// A key it cannot read is reported and skipped.
    private static func variations(of element: IBElement, document: IBDocument) -> [(condition: Condition, element: IBElement)] {
        var found: [(condition: Condition, element: IBElement)] = []
        for child in element.children where child.name == "variation" {
            guard let condition = Condition(key: child.key ?? "") else {
                UIKitDiagnostics.warn(.unsupportedTraitVariation("key=\"\(child.key ?? "")\"", file: document.file, line: child.line))
                continue
            }
            found.append((condition, child))
        }
        return found.enumerated().sorted { ($0.element.condition.specificity, $0.offset) < ($1.element.condition.specificity, $1.offset) }
            .map(\.element)
    }

    // MARK: Applying

    /// Applies the variations for the traits the holder has now (or predicts, out of a window).
    func applyForCurrentTraits() { apply(for: holder._currentTraits) }

    /// Installs, removes and sets what the file says for `traits`' size classes; nothing when
    /// they are the ones last applied.
    func apply(for traits: TraitValues) {
        let classes = SizeClasses(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
        guard classes != applied else { return }
        let isFirst = applied == nil
        applied = classes
        for (view, rules) in subviews { setInstalled(view, Self.isInstalled(rules, classes)) }
        var activate: [NSLayoutConstraint] = []
        var deactivate: [NSLayoutConstraint] = []
        for (constraint, rules) in constraints {
            let installed = Self.isInstalled(rules, classes) && itemsAreInstalled(constraint)
            if installed && !constraint.isActive { activate.append(constraint) }
            if !installed && constraint.isActive { deactivate.append(constraint) }
        }
        NSLayoutConstraint.deactivate(deactivate)
        NSLayoutConstraint.activate(activate)
        for varied in objects { apply(varied, classes, warnUnsupported: isFirst) }
    }

    private static func isInstalled(_ rules: Rules, _ classes: SizeClasses) -> Bool {
        rules.last { $0.condition.matches(classes) }?.installed ?? true
    }

    /// Whether a constraint's views are still in the holder's tree (an uninstalled subview
    /// takes its constraints out with it).
    private func itemsAreInstalled(_ constraint: NSLayoutConstraint) -> Bool {
        func installed(_ item: AnyObject?) -> Bool {
            switch item {
            case nil: return true
            case let view as UIView: return view === holder || view.isDescendant(of: holder)
            case let guide as UILayoutGuide: return guide.owningView.map(installed) ?? false
            default: return true
            }
        }
        return installed(constraint.firstItem) && installed(constraint.secondItem)
    }

    /// Puts a subview back in its place among the holder's subviews from the file, or takes it
    /// out (an arranged subview of a stack view stays arranged in its place).
    private func setInstalled(_ view: UIView, _ installed: Bool) {
        guard installed != (view.superview === holder) else { return }
        guard installed else { view.removeFromSuperview(); return }
        let order = fileOrder[ObjectIdentifier(view)] ?? Int.max
        func isAfter(_ other: UIView) -> Bool { (fileOrder[ObjectIdentifier(other)] ?? -1) > order }
        if let stack = holder as? UIStackView {
            stack.insertArrangedSubview(view, at: stack.arrangedSubviews.firstIndex(where: isAfter) ?? stack.arrangedSubviews.count)
        } else if let next = holder.subviews.first(where: isAfter) {
            holder.insertSubview(view, belowSubview: next)
        } else {
            holder.addSubview(view)
        }
    }

    /// Sets each varied property of an object to its value for `classes`: the strongest
    /// matching variation's, else the element's, else UIKit's default.
    private func apply(_ varied: VariedObject, _ classes: SizeClasses, warnUnsupported: Bool) {
        guard let object = varied.object else { return }
        var attributes = varied.element.attributes
        var children: [String: IBElement] = [:]
        var attributeNames: [String] = []
        var childKeys: [String] = []
        for (_, variation) in varied.variations {
            for name in variation.attributes.keys.sorted() where !IBVariableAttributes.designTimeAttributes.contains(name) && !attributeNames.contains(name) {
                attributeNames.append(name)
            }
            for child in variation.children where !IBVariableAttributes.designTimeChildren.contains(child.name) {
                if let key = child.key, !childKeys.contains(key) { childKeys.append(key) }
            }
        }
        for key in childKeys { children[key] = varied.element.child(key: key) }
        for (condition, variation) in varied.variations where condition.matches(classes) {
            for (name, value) in variation.attributes where !IBVariableAttributes.designTimeAttributes.contains(name) { attributes[name] = value }
            for child in variation.children { if let key = child.key { children[key] = child } }
        }
        for name in attributeNames where !IBVariableAttributes.set(name, from: attributes, on: object) && warnUnsupported {
            UIKitDiagnostics.warn(.unsupportedTraitVariation(name, file: document.file, line: varied.element.line))
        }
        for key in childKeys where !IBVariableAttributes.set(childKey: key, children[key], on: object, document: document) && warnUnsupported {
            UIKitDiagnostics.warn(.unsupportedTraitVariation(key, file: document.file, line: varied.element.line))
        }
    }
}

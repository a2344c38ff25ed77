import Foundation

/// The `<constraints>` of views, and the old top and bottom layout guides.
extension IBInstantiation {
    /// Adds `element`'s constraints to `view` (the items default to `view`); placeholder
    /// constraints (removed at build time in Xcode) are skipped. A constraint the file gets
    /// wrong (unknown item or attribute, mismatched attributes) is an error, not a crash.
    func addConstraints(of element: IBElement, to view: UIView) {
        for constraint in element.items(in: "constraints") where constraint.name == "constraint" {
            constraint.consume()  // IU1
            if constraint.bool("placeholder") == true {
                constraint.settle()  // IU1: removed at build time, on purpose
                continue
            }
            guard let made = makeConstraint(constraint, owner: view) else { return }
            if case .failure(let problem) = made._commonContainer() {
                fail(constraint, "the constraint \"\(constraint.id ?? "")\" cannot be installed: \(problem.diagnostic.message)")
                return
            }
            view.addConstraint(made)
            if constraint.child("variation") != nil { pendingVariations.append((view, made, constraint)) }
            IBCheckRecorder.current?.record(made: constraint.id.map { [$0] } ?? [], in: document, constraints: true)
        }
    }

    private func makeConstraint(_ element: IBElement, owner: UIView) -> NSLayoutConstraint? {
        func item(_ attribute: String) -> AnyObject?? {
            guard let id = element[attribute] else { return .some(nil) }
            guard let object = object(forID: id), object is UIView || object is UILayoutGuide else { return nil }
            return .some(object)
        }
        guard let firstItem = item("firstItem"), let secondItem = item("secondItem") else {
            fail(element, "the constraint \"\(element.id ?? "")\" names an item that is not a view or layout guide of this file")
            return nil
        }
        let first = firstItem ?? owner
        guard let firstAttribute = NSLayoutConstraint.Attribute(ibName: element["firstAttribute"]) else {
            fail(element, "the constraint \"\(element.id ?? "")\" has an unknown first attribute \"\(element["firstAttribute"] ?? "")\"")
            return nil
        }
        var second = secondItem
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if element["secondAttribute"] != nil {
            guard let attribute = NSLayoutConstraint.Attribute(ibName: element["secondAttribute"]) else {
                fail(element, "the constraint \"\(element.id ?? "")\" has an unknown second attribute \"\(element["secondAttribute"] ?? "")\"")
                return nil
            }
            secondAttribute = attribute
            if second == nil { second = owner }
        }
        let multiplier = Self.multiplier(element["multiplier"])
        if NSLayoutConstraint.creationProblem(first, firstAttribute, second, second == nil ? .notAnAttribute : secondAttribute, multiplier) != nil {
            fail(element, "the constraint \"\(element.id ?? "")\" relates \(element["firstAttribute"] ?? "") to \(element["secondAttribute"] ?? "nothing"), which cannot be related")
            return nil
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "lessThanOrEqual": .lessThanOrEqual
        case "greaterThanOrEqual": .greaterThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                            attribute: secondAttribute, multiplier: multiplier, constant: element.double("constant") ?? 0)
        if let priority = element.double("priority") { constraint.priority = UILayoutPriority(Float(min(max(priority, 1), 1000))) }
        constraint.identifier = element["identifier"]
        register(constraint, for: element)
        return constraint
    }

    /// A `multiplier` attribute: a number or a ratio `a:b`.
    static func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        let value: Double?
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { value = a / b } else { value = Double(text) }
        // Xcode never writes non-finite multipliers; one would poison the solver.
        return value.flatMap { $0.isFinite ? CGFloat($0) : nil } ?? 1
    }

    /// The `topLayoutGuide`/`bottomLayoutGuide` of files from Xcode 5–8
    /// (`<viewControllerLayoutGuide type="top">`): guides in the root view, from its top to
    /// the safe area's top and from the safe area's bottom to its bottom.
    func addLegacyLayoutGuides(of controllerElement: IBElement, to view: UIView) {
        for guideElement in controllerElement.items(in: "layoutGuides") where guideElement.name == "viewControllerLayoutGuide" {
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            let safe = view.safeAreaLayoutGuide
            let constraints = guideElement["type"] == "bottom"
                ? [guide.topAnchor.constraint(equalTo: safe.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
                : [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safe.topAnchor)]
            NSLayoutConstraint.activate(constraints + [guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                                       guide.widthAnchor.constraint(equalToConstant: 0)])
            register(guide, for: guideElement)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute a constraint's `firstAttribute`/`secondAttribute` names.
    init?(ibName name: String?) {
        switch name {
        case "left": self = .left
        case "right": self = .right
        case "top": self = .top
        case "bottom": self = .bottom
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "width": self = .width
        case "height": self = .height
        case "centerX": self = .centerX
        case "centerY": self = .centerY
        case "baseline", "lastBaseline": self = .lastBaseline
        case "firstBaseline": self = .firstBaseline
        case "leftMargin": self = .leftMargin
        case "rightMargin": self = .rightMargin
        case "topMargin": self = .topMargin
        case "bottomMargin": self = .bottomMargin
        case "leadingMargin": self = .leadingMargin
        case "trailingMargin": self = .trailingMargin
        case "centerXWithinMargins": self = .centerXWithinMargins
        case "centerYWithinMargins": self = .centerYWithinMargins
        default: return nil
        }
    }
}

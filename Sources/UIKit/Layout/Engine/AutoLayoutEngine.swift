import Foundation

/// The Auto Layout engine of one view hierarchy (UIKit's `NSISEngine`): it turns active
/// constraints into solver rows over each item's frame variables, keeps the solution current
/// after every change, and tells superviews whose subviews moved to lay out again.
///
/// One engine lives on the topmost view of a hierarchy that uses constraints (the window, or a
/// view not yet in one). Moving a subtree between hierarchies moves its constraints
/// (`AutoLayoutEngine+Hierarchy.swift`); the system's own constraints — autoresizing masks,
/// content size, guides — are in `AutoLayoutEngine+SystemConstraints.swift`.
///
/// Variables are frames in the superview's coordinates, as UIKit's: a constraint between two
/// items is written in their nearest common ancestor's coordinates by adding the origins of
/// the views between. Leading and trailing follow the first item's layout direction.
@MainActor
final class AutoLayoutEngine {
    let solver = SimplexSolver()
    /// False for the throw-away engines of `systemLayoutSizeFitting`: they do not set items'
    /// cached records nor ask for layout.
    let isHome: Bool
    var records: [ObjectIdentifier: LayoutRecord] = [:]
    var recordOfVariable = DenseTable<LayoutRecord>()
    /// The app's active constraints (and stack views'), strongly held while installed.
    var installed: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Every solver constraint's object, for the unsatisfiable-constraints log.
    var constraintOfSolverID = DenseTable<NSLayoutConstraint>()
    /// The weak pulls `exerciseAmbiguityInLayout` left, per record.
    var exercisePulls: [ObjectIdentifier: [SimplexSolver.ConstraintID]] = [:]
    /// In a fitting engine: the measured view, whose own frame is left free.
    weak var fittingRoot: UIView?

    /// The box records and constraints name this engine through (PL7).
    let reference = EngineReference()

    init(isHome: Bool = true) {
        self.isHome = isHome
        reference.engine = self
    }

    // PL7: records and constraints that outlive the engine read nil.
    isolated deinit { reference.engine = nil }

    /// The engine of the hierarchy `view` is in, made on its topmost view if there is none.
    static func engine(for view: UIView) -> AutoLayoutEngine {
        let root = view._rootView
        if let engine = root._layoutEngine { return engine }
        let engine = AutoLayoutEngine()
        root._layoutEngine = engine
        return engine
    }

    // MARK: Records

    func record(for item: AnyObject) -> LayoutRecord {
        if isHome, let cached = LayoutAttribute.cachedRecord(of: item), cached.engine === self { return cached }
        if let existing = records[ObjectIdentifier(item)] { return existing }
        let record = LayoutRecord(engine: self, item: item)
        records[ObjectIdentifier(item)] = record
        recordOfVariable[record.x] = record
        recordOfVariable[record.y] = record
        recordOfVariable[record.width] = record
        recordOfVariable[record.height] = record
        if isHome { LayoutAttribute.setCachedRecord(record, of: item) }
        addSystemConstraints(for: record)
        return record
    }

    /// The frame the solution gives an item, rounded to the screen's pixels as UIKit does.
    func frame(of record: LayoutRecord) -> CGRect {
        let scale = UIScreen.main.scale
        func pixel(_ value: Double) -> CGFloat { CGFloat((value * Double(scale)).rounded() / Double(scale)) }
        let x = solver.value(of: record.x), y = solver.value(of: record.y)
        let minX = pixel(x), minY = pixel(y)
        let maxX = pixel(x + solver.value(of: record.width)), maxY = pixel(y + solver.value(of: record.height))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Installing the app's constraints

    /// Adds an activated constraint whose items' common ancestor is `container`.
    func install(_ constraint: NSLayoutConstraint, container: UIView) {
        guard let first = constraint.firstItem else { return }
        // Only leading and trailing depend on the direction (which asks for the traits).
        let directional = LayoutAttribute.isDirectional(constraint.firstAttribute) || LayoutAttribute.isDirectional(constraint.secondAttribute)
            || constraint._offsetDimension.map { LayoutAttribute.isDirectional($0.fromAttribute) || LayoutAttribute.isDirectional($0.toAttribute) } == true
        let rtl = directional && LayoutAttribute.view(of: first)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var expression = LinearExpression()
        if let offset = constraint._offsetDimension {
            expression.add(position(offset.to, offset.toAttribute, in: container, rtl: rtl), times: 1)
            expression.add(position(offset.from, offset.fromAttribute, in: container, rtl: rtl), times: -1)
        } else {
            expression = position(first, constraint.firstAttribute, in: container, rtl: rtl)
        }
        if let second = constraint.secondItem {
            expression.add(position(second, constraint.secondAttribute, in: container, rtl: rtl), times: -Double(constraint.multiplier))
        }
        let base = expression.constant
        expression.constant -= Double(constraint._constant)
        guard isHome else {
            _ = add(expression, constraint)
            return
        }
        installed[ObjectIdentifier(constraint)] = constraint
        record(for: first).referencing[ObjectIdentifier(constraint)] = constraint
        if let second = constraint.secondItem { record(for: second).referencing[ObjectIdentifier(constraint)] = constraint }
        constraint._installation = ConstraintInstallation(engineReference: reference, solverID: nil, baseConstant: base)
        constraint._installation?.solverID = add(expression, constraint)
        flush()
    }

    /// Adds a solver row for `constraint`; on a conflict logs UIKit's message, breaks the
    /// constraint (returns nil) and carries on.
    func add(_ expression: LinearExpression, _ constraint: NSLayoutConstraint,
             relation: NSLayoutConstraint.Relation? = nil, priority: UILayoutPriority? = nil) -> SimplexSolver.ConstraintID? {
        let priority = priority ?? constraint._priority
        let solverRelation: SimplexSolver.Relation
        switch relation ?? constraint.relation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        do {
            let id = try solver.add(expression.terms, constant: expression.constant, relation: solverRelation,
                                    required: priority == .required, weight: Double(priority.rawValue))
            constraintOfSolverID[id] = constraint
            return id
        } catch {
            guard isHome else { return nil }
            let involved = error.involved.compactMap { constraintOfSolverID[$0] }
            var seen = Set<ObjectIdentifier>()
            let list = (involved + [constraint]).filter { seen.insert(ObjectIdentifier($0)).inserted }
            UIKitDiagnostics.warn(.unsatisfiableConstraints(list.map(\._description), breaking: constraint._description,
                                                            mentionsAutoresizing: list.contains { $0._origin == .autoresizingMask }))
            return nil
        }
    }

    /// Removes an app constraint from the solver.
    func uninstall(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        if let id = constraint._installation?.solverID {
            solver.remove(id)
            constraintOfSolverID[id] = nil
        }
        constraint._installation = nil
        installed[key] = nil
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            records[ObjectIdentifier(item)]?.referencing[key] = nil
        }
        flush()
    }

    /// A cheap edit of the constant; a required constraint that can no longer hold is broken
    /// with UIKit's log.
    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let id = constraint._installation?.solverID, let base = constraint._installation?.baseConstant else { return }
        do {
            try solver.setConstant(id, to: base - Double(constraint._constant))
        } catch {
            // The solver kept the old constant; re-adding with the new one finds the
            // conflicting set for the log and breaks the constraint.
            reinstall(constraint)
            return
        }
        flush()
    }

    /// A new optional priority: the row is made again.
    func priorityChanged(_ constraint: NSLayoutConstraint) { reinstall(constraint) }

    /// Leading and trailing follow the first item's layout direction: when a view's direction
    /// changes, the constraints it (or one of its guides) leads with a leading or trailing
    /// attribute are made again, in their activation order.
    func layoutDirectionChanged(of view: UIView) {
        var affected: [ObjectIdentifier: NSLayoutConstraint] = [:]
        for item in [view as AnyObject] + view._allGuides {
            for (key, constraint) in records[ObjectIdentifier(item)]?.referencing ?? [:]
            where constraint.firstItem === item && installed[key] != nil
                && (LayoutAttribute.isDirectional(constraint.firstAttribute) || LayoutAttribute.isDirectional(constraint.secondAttribute)) {
                affected[key] = constraint
            }
        }
        for constraint in affected.values.sorted(by: { $0._installOrder < $1._installOrder }) { reinstall(constraint) }
    }

    /// Takes the constraint's row out and adds it again from its current values.
    private func reinstall(_ constraint: NSLayoutConstraint) {
        guard let container = constraint._solverContainer else { return }
        uninstall(constraint)
        install(constraint, container: container)
    }

    // MARK: Expressions

    /// `item.attribute` as an expression in `container`'s coordinates.
    func position(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView, rtl: Bool) -> LinearExpression {
        var (attribute, margin) = LayoutAttribute.withoutMargin(attribute)
        var item = item
        if margin, let view = item as? UIView { item = view.layoutMarginsGuide }
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let record = record(for: target)
            var expression = origin(of: target, axisX: false, in: container)
            let offset = attribute == .firstBaseline ? target._firstBaselineOffset : target._lastBaselineOffset
            expression.add(record.height, Double(offset.heightFactor))
            expression.constant += Double(offset.constant)
            return expression
        }
        let record = record(for: item)
        // Right-to-left: leading is the right edge measured leftwards, so a constant moves
        // towards the trailing side as it does left-to-right.
        let negate = rtl && (attribute == .leading || attribute == .trailing)
        if attribute == .leading { attribute = rtl ? .right : .left }
        if attribute == .trailing { attribute = rtl ? .left : .right }
        var expression: LinearExpression
        switch attribute {
        case .width:
            expression = LinearExpression(); expression.add(record.width, 1)
        case .height:
            expression = LinearExpression(); expression.add(record.height, 1)
        case .left, .right, .centerX:
            expression = origin(of: item, axisX: true, in: container)
            if attribute == .right { expression.add(record.width, 1) }
            if attribute == .centerX { expression.add(record.width, 0.5) }
        default:
            expression = origin(of: item, axisX: false, in: container)
            if attribute == .bottom { expression.add(record.height, 1) }
            if attribute == .centerY { expression.add(record.height, 0.5) }
        }
        if negate { expression = LinearExpression().adding(expression, times: -1) }
        return expression
    }

    /// The origin of an item's frame in `container`'s coordinates: its own origin variable
    /// plus those of the views between it and the container (nothing for the container itself).
    func origin(of item: AnyObject, axisX: Bool, in container: UIView) -> LinearExpression {
        var expression = LinearExpression()
        var view: UIView?
        if let guide = item as? UILayoutGuide {
            let record = record(for: guide)
            expression.add(axisX ? record.x : record.y, 1)
            view = guide.owningView
        } else {
            view = item as? UIView
        }
        while let current = view, current !== container {
            let record = record(for: current)
            expression.add(axisX ? record.x : record.y, 1)
            view = current._superview
        }
        return expression
    }

    // MARK: Solution changes

    /// Asks the superviews of items whose frames moved to lay out again.
    func flush() {
        let changed = solver.takeChangedVariables()
        guard isHome else { return }
        // A view's four variables usually change together, and siblings' one after the
        // other: their superview is asked once per run of them.
        var asked: UIView?
        for variable in changed {
            guard let record = recordOfVariable[variable], let view = record.view,
                  !view.translatesAutoresizingMaskIntoConstraints, let superview = view._superview, superview !== asked else { continue }
            superview.setNeedsLayout()
            asked = superview
        }
    }
}

extension NSLayoutConstraint {
    /// The nearest common ancestor of the items (where the solver writes the constraint).
    var _solverContainer: UIView? {
        guard let first = firstItem, let firstView = LayoutAttribute.view(of: first) else { return nil }
        guard let second = secondItem else { return firstView }
        return LayoutAttribute.view(of: second).flatMap { firstView._nearestCommonAncestor(with: $0) }
    }
}

import Foundation

/// Measuring (`systemLayoutSizeFitting`) and showing ambiguity (`exerciseAmbiguityInLayout`).
extension AutoLayoutEngine {
    /// Solves the constraints inside `view` in a throw-away engine, with the view's own width
    /// and height pulled towards `target` at the fitting priorities.
    static func fittingSize(of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        let engine = AutoLayoutEngine(isHome: false)
        engine.fittingRoot = ObjectIdentifier(view)
        let record = engine.record(for: view)
        var constraints: [NSLayoutConstraint] = []
        var stack = [view]
        while let current = stack.popLast() {
            constraints += current._installedConstraints.all
            stack.append(contentsOf: current._subviews)
        }
        for constraint in constraints.sorted(by: { $0._installOrder < $1._installOrder }) {
            if let container = constraint._solverContainer, container.isDescendant(of: view) { engine.install(constraint, container: container) }
        }
        let pull = NSLayoutConstraint(systemFor: view, attribute: .width, relation: .equal, constant: 0, priority: priorities.0,
                                      origin: .guide) { _ in "fitting" }
        _ = engine.add(LinearExpression(terms: [SimplexSolver.Term(record.width, 1)], constant: -Double(target.width)), pull,
                       priority: priorities.0)
        _ = engine.add(LinearExpression(terms: [SimplexSolver.Term(record.height, 1)], constant: -Double(target.height)), pull,
                       priority: priorities.1)
        let scale = Double(UIScreen.main.scale)
        func pixel(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
        return CGSize(width: pixel(engine.solver.value(of: record.width)), height: pixel(engine.solver.value(of: record.height)))
    }

    /// Moves each undetermined variable of an item 10 points with a weak pull (priority 1)
    /// that stays, replacing the item's previous one; it decides nothing a real constraint
    /// decides.
    func exerciseAmbiguity(of record: LayoutRecord) {
        for id in exercisePulls[ObjectIdentifier(record)] ?? [] { solver.remove(id) }
        var pulls: [SimplexSolver.ConstraintID] = []
        for variable in [record.x, record.y, record.width, record.height] where solver.isAmbiguous(variable) {
            let target = solver.value(of: variable) + 10
            if let id = try? solver.add([SimplexSolver.Term(variable, 1)], constant: -target, relation: .equal, required: false, weight: 1) {
                pulls.append(id)
            }
        }
        exercisePulls[ObjectIdentifier(record)] = pulls
        flush()
    }
}

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
        var wrappingLabels: [UILabel] = []
        var stack = [view]
        while let current = stack.popLast() {
            constraints += current._installedConstraints.all
            if let label = current as? UILabel, label._wrapsAtLayoutWidth { wrappingLabels.append(label) }
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
        engine.settleWrapWidths(of: wrappingLabels)  // LB5
        let scale = Double(UIScreen.main.scale)
        func pixel(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
        return CGSize(width: pixel(engine.solver.value(of: record.width)), height: pixel(engine.solver.value(of: record.height)))
    }

    /// LB5: each multi-line label with an automatic preferred width wraps at the width this
    /// solution gives it, and the engine solves again, until the widths settle (at most
    /// ``AutomaticWrapping/maximumPasses`` times). The labels themselves are not changed.
    private func settleWrapWidths(of labels: [UILabel]) {
        for _ in 0..<AutomaticWrapping.maximumPasses {
            var changed = false
            for label in labels {
                let id = ObjectIdentifier(label)
                guard let record = records[id], !label.translatesAutoresizingMaskIntoConstraints || id == fittingRoot else { continue }
                let insets = record.alignmentInsets
                let width = CGFloat(solver.value(of: record.width)) - insets.left - insets.right
                if let old = wrapWidths[id], abs(old - width) < 0.001 { continue }
                wrapWidths[id] = width
                let before = record.appliedContentSize
                updateContentSize(of: record)
                if record.appliedContentSize != before { changed = true }
            }
            if !changed { return }
        }
    }

    /// The intrinsic size a fitting solution uses: a wrapping label's at its width in this
    /// solution (LB5), any other view's own.
    func fittingIntrinsicSize(of view: UIView) -> CGSize {
        guard let label = view as? UILabel, let width = wrapWidths[ObjectIdentifier(label)] else { return view.intrinsicContentSize }
        return label._intrinsicSize(wrappingAt: width)
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

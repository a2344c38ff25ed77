import Foundation

/// One layout item (a view or a guide) inside an ``AutoLayoutEngine``: its four variables —
/// the frame's origin in the superview's coordinates (a guide: in its owning view's) and its
/// size — and the constraints the system makes for it.
@MainActor
final class LayoutRecord {
    /// The engine, which owns this record. Views and guides cache their record but reach it
    /// only while its engine is alive (`_layoutRecord` reads nil after), so a view kept after
    /// the hierarchy that laid it out was released never reaches a freed engine.
    var engine: AutoLayoutEngine { weakEngine! }
    private weak var weakEngine: AutoLayoutEngine?
    /// Whether the engine still exists.
    var isLive: Bool { weakEngine != nil }
    unowned let item: AnyObject
    let x: Int32, y: Int32, width: Int32, height: Int32
    /// Autoresizing-mask constraints (a view that translates its mask) or a system guide's
    /// placement: x, y, width, height.
    var placement: [SystemConstraint] = []
    /// Content-size constraints per axis, from `intrinsicContentSize`.
    var contentSize: [SystemConstraint] = []
    var appliedContentSize: ContentSizeState?
    /// The app's constraints that name this item.
    var referencing: [ObjectIdentifier: NSLayoutConstraint] = [:]

    init(engine: AutoLayoutEngine, item: AnyObject) {
        weakEngine = engine
        self.item = item
        x = engine.solver.newVariable()
        y = engine.solver.newVariable()
        width = engine.solver.newVariable()
        height = engine.solver.newVariable()
    }

    var view: UIView? { item as? UIView }
}

/// A constraint the engine makes itself, with the object it shows as in logs.
struct SystemConstraint {
    let constraint: NSLayoutConstraint
    var solverID: SimplexSolver.ConstraintID?
}

/// What the content-size constraints of a view were made from.
struct ContentSizeState: Equatable {
    var size: CGSize
    var hugging: [UILayoutPriority]
    var compression: [UILayoutPriority]
}

/// A linear expression over solver variables: `Σ terms + constant`.
struct LinearExpression {
    var terms: [SimplexSolver.Term] = []
    var constant: Double = 0

    mutating func add(_ variable: Int32, _ coefficient: Double) {
        terms.append(SimplexSolver.Term(variable, coefficient))
    }

    func adding(_ other: LinearExpression, times factor: Double) -> LinearExpression {
        var result = self
        result.add(other, times: factor)
        return result
    }

    mutating func add(_ other: LinearExpression, times factor: Double) {
        for term in other.terms { terms.append(SimplexSolver.Term(term.variable, term.coefficient * factor)) }
        constant += other.constant * factor
    }
}

import Foundation

/// One layout item (a view or a guide) inside an ``AutoLayoutEngine``: its four variables —
/// the frame's origin in the superview's coordinates (a guide: in its owning view's) and its
/// size — and the constraints the system makes for it.
@preconcurrency @MainActor
final class LayoutRecord {
    /// The engine, which owns this record. Views and guides cache their record but reach it
    /// only while its engine is alive (`_layoutRecord` reads nil after), so a view kept after
    /// the hierarchy that laid it out was released never reaches a freed engine.
    var engine: AutoLayoutEngine { engineReference.engine! }
    /// The engine, through its box (PL7): nil once the engine is gone.
    let engineReference: EngineReference
    /// Whether the engine still exists.
    var isLive: Bool { engineReference.engine != nil }
    // PL12: not `unowned` (whose every read and write is an atomic operation on the item's
    // unowned count). The engine drops the record (`forget`) when its view leaves the
    // hierarchy or its guide is freed (`UILayoutGuide`'s deinit), and an engine goes with its
    // root view, so the item outlives every read; a record a box keeps after its engine is
    // gone is not read for its item (`isLive`).
    unowned(unsafe) let item: AnyObject
    let x: Int32, y: Int32, width: Int32, height: Int32
    /// Autoresizing-mask constraints (a view that translates its mask) or a system guide's
    /// placement: x, y, width, height.
    var placement: [SystemConstraint] = []
    /// Content-size constraints per axis, from `intrinsicContentSize`.
    var contentSize: [SystemConstraint] = []
    var appliedContentSize: ContentSizeState?
    /// The app's installed constraints that name this item, in no particular order. Each
    /// knows its place here (`ConstraintInstallation.firstSlot`/`secondSlot`), so removal
    /// moves the last one into the gap instead of searching or hashing.
    @exclusivity(unchecked) private(set) var referencing: [NSLayoutConstraint] = []

    /// Whether the item is a view (read instead of a cast).
    let isView: Bool
    /// The view's alignment insets as measured when the record was made or the view's
    /// intrinsic size was last invalidated (VS2); zero for guides and most views.
    var alignmentInsets = UIEdgeInsets.zero

    /// How far an attribute of the alignment rectangle lies from the same attribute of the
    /// frame (VS2), the attribute being `origin ×` the origin plus `size ×` the size on one
    /// axis (as `DirectAttribute.placement` gives it): the alignment rectangle starts `start`
    /// in and is `start + end` smaller.
    func alignmentOffset(isHorizontal: Bool, origin: Double, size: Double) -> Double {
        let start = Double(isHorizontal ? alignmentInsets.left : alignmentInsets.top)
        let end = Double(isHorizontal ? alignmentInsets.right : alignmentInsets.bottom)
        return origin * start - size * (start + end)
    }

    init(engine: AutoLayoutEngine, item: AnyObject, isView: Bool) {
        engineReference = engine.reference
        self.item = item
        self.isView = isView
        x = engine.solver.newFrameVariables()
        y = x + 1
        width = x + 2
        height = x + 3
    }

    var view: UIView? { isView ? unsafeDowncast(item, to: UIView.self) : nil }

    /// Lists an installed constraint naming this item; returns its place.
    func addReferencing(_ constraint: NSLayoutConstraint) -> Int {
        // A view usually has four or so: one allocation for them, not three as it grows.
        if referencing.capacity == 0 { referencing.reserveCapacity(4) }
        referencing.append(constraint)
        return referencing.count - 1
    }

    /// Takes the constraint at `slot` out, moving the last one into its place (and telling
    /// that one its new place).
    func removeReferencing(at slot: Int) {
        let oldSlot = referencing.count - 1
        let last = referencing.removeLast()
        guard slot < referencing.count else { return }
        referencing[slot] = last
        guard var installation = last._installation else { return }
        // A constraint naming this item twice (a view's width to its own height) has two
        // places here: the one that was last is the one that moved.
        if installation.firstSlot == oldSlot && last._firstReference?.record === self {
            installation.firstSlot = slot
        } else {
            installation.secondSlot = slot
        }
        last._installation = installation
    }
}

/// A constraint the engine makes itself, with the object it shows as in logs.
struct SystemConstraint {
    let constraint: NSLayoutConstraint
    var solverID: SimplexSolver.ConstraintID?
}

/// What the content-size constraints of a view were made from.
struct ContentSizeState: Equatable {
    var size: CGSize
    /// The view's alignment insets (VS2): the intrinsic size is the alignment rectangle's.
    var alignmentInsets: UIEdgeInsets
    var hugging: AxisPriorities
    var compression: AxisPriorities
}

/// A priority per axis (no array: one is made for every view placed by constraints).
struct AxisPriorities: Equatable {
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority

    init(_ pair: (UILayoutPriority, UILayoutPriority)) { (horizontal, vertical) = pair }

    /// 0: horizontal, 1: vertical.
    subscript(axis: Int) -> UILayoutPriority { axis == 0 ? horizontal : vertical }
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

/// How records and constraints name their engine without owning it and without a weak
/// reference (which would slow every retain and release of the engine): the engine owns
/// this box and empties it as it is deallocated.
final class EngineReference {
    // PL7: the live engine or nil: set once by the engine's init, emptied by its deinit
    // (on the main thread, where every reader runs), so it never dangles.
    unowned(unsafe) var engine: AutoLayoutEngine?
}

/// A table indexed by solver variable or constraint id (the solver numbers both densely):
/// cheaper than hashing on every install and every change of the solution.
struct DenseTable<Value> {
    private var slots: ContiguousArray<Value?> = []

    subscript(index: Int) -> Value? {
        get { index < slots.count ? slots[index] : nil }
        set {
            if index < slots.count {
                slots[index] = newValue
            } else if newValue != nil {
                // Ids and variables are numbered densely: usually this is the next slot.
                while slots.count < index { slots.append(nil) }
                slots.append(newValue)
            }
        }
    }

    subscript(variable: Int32) -> Value? {
        get { self[Int(variable)] }
        set { self[Int(variable)] = newValue }
    }

    subscript(id: SimplexSolver.ConstraintID) -> Value? {
        get { self[Int(id.raw)] }
        set { self[Int(id.raw)] = newValue }
    }
}

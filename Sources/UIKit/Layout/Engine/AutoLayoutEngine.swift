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
@preconcurrency @MainActor
final class AutoLayoutEngine {
    let solver = SimplexSolver()
    /// False for the throw-away engines of `systemLayoutSizeFitting`: they do not set items'
    /// cached records nor ask for layout.
    let isHome: Bool
    @exclusivity(unchecked) var records: [ObjectIdentifier: LayoutRecord] = [:]
    /// The record of each frame variable. Not retained (PL12): `records` owns every record,
    /// and `forget` clears a record's entries as it drops it.
    @exclusivity(unchecked) var recordOfVariable = DenseTable<Unmanaged<LayoutRecord>>()
    /// The app's active constraints (and stack views'), strongly held while installed. Each
    /// knows its place (`ConstraintInstallation.installedSlot`): removal moves the last one
    /// into the gap, so installing and removing cost the same at any size.
    @exclusivity(unchecked) var installed: [NSLayoutConstraint] = []
    /// Every solver constraint's object, for the unsatisfiable-constraints log. Not retained
    /// (PL12): while its solver constraint is live, an app constraint is held by
    /// ``installed`` and a system one by its record; entries go when the solver's do.
    @exclusivity(unchecked) var constraintOfSolverID = DenseTable<Unmanaged<NSLayoutConstraint>>()
    /// The weak pulls `exerciseAmbiguityInLayout` left, per record.
    var exercisePulls: [ObjectIdentifier: [SimplexSolver.ConstraintID]] = [:]
    /// The buffer `install` writes each constraint's terms into (kept empty between uses).
    private var scratchTerms: [SimplexSolver.Term] = []
    /// In a fitting engine: the measured view, whose own frame is left free. An identity,
    /// not a reference: a weak reference would give the view a side table, and every retain
    /// and release of it would take the slow path from then on.
    var fittingRoot: ObjectIdentifier?
    /// In a fitting engine: the width each multi-line label with an automatic preferred width
    /// wraps at in this solution (LB5), by label.
    var wrapWidths: [ObjectIdentifier: CGFloat] = [:]

    /// The box records and constraints name this engine through (PL7).
    let reference = EngineReference()
    /// Where `installDirectly` writes a constraint's terms: at most two per item.
    let directTerms = UnsafeMutablePointer<SimplexSolver.Term>.allocate(capacity: 4)

    init(isHome: Bool = true) {
        self.isHome = isHome
        reference.engine = self
    }

    // PL7: records and constraints that outlive the engine read nil.
    isolated deinit {
        reference.engine = nil
        directTerms.deallocate()
    }

    /// The engine of the hierarchy `view` is in, made on its topmost view if there is none.
    static func engine(for view: UIView) -> AutoLayoutEngine {
        // A view with a live record is in that record's engine: a view that leaves a
        // hierarchy loses its records there (`detach`), and merged engines re-make theirs
        // (`absorb`). So no walk to the root for every constraint installed.
        if let box = view._layoutItemReferenceIfMade, let record = box.record {
            unowned(unsafe) let engine = record.engineReference.engine
            if let engine {
                assert(engine === view._rootView._layoutEngine, "a view's record is in its hierarchy's engine")
                return engine
            }
        }
        let root = view._rootView
        if let engine = root._layoutEngine { return engine }
        let engine = AutoLayoutEngine()
        root._layoutEngine = engine
        return engine
    }

    // MARK: Records

    func record(for item: AnyObject) -> LayoutRecord {
        if isHome, let cached = LayoutAttribute.cachedRecord(of: item), cached.engineReference === reference { return cached }
        if let existing = records[ObjectIdentifier(item)] { return existing }
        return makeRecord(of: LayoutItemReference.of(item), item)
    }

    /// The record of the item `box` names (`item`, its object): the box's own when it is in
    /// this engine, without a cast or a lookup.
    func record(of box: LayoutItemReference, _ item: AnyObject) -> LayoutRecord {
        if isHome, let cached = box.record, cached.engineReference === reference { return cached }
        if let existing = records[ObjectIdentifier(item)] { return existing }
        return makeRecord(of: box, item)
    }

    /// Makes the record of a new item (`box` names it) with its system constraints.
    private func makeRecord(of box: LayoutItemReference, _ item: AnyObject) -> LayoutRecord {
        let record = LayoutRecord(engine: self, item: item, isView: box.isView)
        records[ObjectIdentifier(item)] = record
        let pointer = Unmanaged.passUnretained(record)
        recordOfVariable[record.x] = pointer
        recordOfVariable[record.y] = pointer
        recordOfVariable[record.width] = pointer
        recordOfVariable[record.height] = pointer
        // VS2: the offsets between the frame, which the variables hold, and the alignment rectangle.
        if let view = record.view, type(of: view) != UIView.self { record.alignmentInsets = view._measuredAlignmentInsets }
        if isHome {
            box.record = record
            // PL10: its superview's next pass gives it the engine's frame.
            if let view = record.view { view._engineFrameMayDiffer() }
        }
        addSystemConstraints(for: record)
        return record
    }

    /// The frame the solution gives an item, rounded to the screen's pixels as UIKit does.
    func frame(of record: LayoutRecord) -> CGRect { frame(of: record, scale: UIScreen.main.scale) }

    /// ``frame(of:)`` for a screen `scale` read once by the caller (a layout pass sets many).
    func frame(of record: LayoutRecord, scale: CGFloat) -> CGRect {
        func pixel(_ value: Double) -> CGFloat { CGFloat((value * Double(scale)).rounded() / Double(scale)) }
        let x = solver.value(of: record.x), y = solver.value(of: record.y)
        let minX = pixel(x), minY = pixel(y)
        let maxX = pixel(x + solver.value(of: record.width)), maxY = pixel(y + solver.value(of: record.height))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Installing the app's constraints

    /// Adds an activated constraint whose items' common ancestor is `container`.
    func install(_ constraint: NSLayoutConstraint, container: UIView) {
        // The storage, not the open getters: the engine reads what the constraint was made with.
        guard let firstBox = constraint._firstReference, firstBox.pointer != nil else { return }
        if installDirectly(constraint, firstBox: firstBox, container: container) { return }
        guard let first = firstBox.object else { return }
        let firstAttribute = constraint._firstAttribute, secondAttribute = constraint._secondAttribute
        // Only leading and trailing depend on the direction (which asks for the traits).
        let offsetDimension = constraint._offsetDimension
        var directional = LayoutAttribute.isDirectional(firstAttribute) || LayoutAttribute.isDirectional(secondAttribute)
        if let offset = offsetDimension {
            directional = directional || LayoutAttribute.isDirectional(offset.fromAttribute) || LayoutAttribute.isDirectional(offset.toAttribute)
        }
        let rtl = directional && firstBox.itemView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Each item's record is looked up once, for its terms and for its list of constraints.
        let firstRecord = record(of: firstBox, first)
        let secondBox = constraint._secondReference
        let second = secondBox?.object
        var secondRecord: LayoutRecord?
        if let secondBox, let second { secondRecord = record(of: secondBox, second) }
        // The terms go into the engine's reused buffer (the solver copies them): no array
        // made and freed per constraint.
        var expression = LinearExpression()
        swap(&expression.terms, &scratchTerms)
        defer {
            expression.terms.removeAll(keepingCapacity: true)
            swap(&expression.terms, &scratchTerms)
        }
        if let offset = offsetDimension {
            addPosition(LayoutItemReference.of(offset.to), offset.to, nil, offset.toAttribute, in: container, rtl: rtl, times: 1, to: &expression)
            addPosition(LayoutItemReference.of(offset.from), offset.from, nil, offset.fromAttribute, in: container, rtl: rtl, times: -1, to: &expression)
        } else {
            addPosition(firstBox, first, firstRecord, firstAttribute, in: container, rtl: rtl, times: 1, to: &expression)
        }
        if let secondBox, let second {
            addPosition(secondBox, second, secondRecord, secondAttribute, in: container, rtl: rtl, times: -Double(constraint._multiplier), to: &expression)
        }
        let base = expression.constant
        expression.constant -= Double(constraint._constant)
        guard isHome else {
            _ = add(expression, constraint)
            return
        }
        var installation = ConstraintInstallation(engineReference: reference, solverID: nil, baseConstant: base)
        installation.installedSlot = installed.count
        installed.append(constraint)
        installation.firstSlot = firstRecord.addReferencing(constraint)
        if let secondRecord { installation.secondSlot = secondRecord.addReferencing(constraint) }
        // The conflict log reads only the constraints' descriptions, not their installation:
        // the installation is written once, with its solver row.
        installation.solverID = add(expression, constraint)
        constraint._installation = installation
        flushUnlessBatched()
    }

    /// Adds a solver row for `constraint`; on a conflict logs UIKit's message, breaks the
    /// constraint (returns nil) and carries on.
    func add(_ expression: LinearExpression, _ constraint: NSLayoutConstraint,
             relation: NSLayoutConstraint.Relation? = nil, priority: UILayoutPriority? = nil) -> SimplexSolver.ConstraintID? {
        expression.terms.withUnsafeBufferPointer { terms in
            add(terms, constant: expression.constant, constraint, relation: relation, priority: priority)
        }
    }

    /// ``add(_:_:relation:priority:)`` with the terms in a buffer.
    func add(_ terms: UnsafeBufferPointer<SimplexSolver.Term>, constant: Double, _ constraint: NSLayoutConstraint,
             relation: NSLayoutConstraint.Relation? = nil, priority: UILayoutPriority? = nil) -> SimplexSolver.ConstraintID? {
        let priority = priority ?? constraint._priority
        let solverRelation: SimplexSolver.Relation
        switch relation ?? constraint._relation {
        case .equal: solverRelation = .equal
        case .lessThanOrEqual: solverRelation = .lessThanOrEqual
        case .greaterThanOrEqual: solverRelation = .greaterThanOrEqual
        }
        do {
            let id = try solver.add(terms, constant: constant, relation: solverRelation,
                                    required: priority == .required, weight: Double(priority.rawValue))
            constraintOfSolverID[id] = Unmanaged.passUnretained(constraint)
            return id
        } catch {
            guard isHome else { return nil }
            let involved = error.involved.compactMap { constraintOfSolverID[$0]?.takeUnretainedValue() }
            var seen = Set<ObjectIdentifier>()
            let list = (involved + [constraint]).filter { seen.insert(ObjectIdentifier($0)).inserted }
            UIKitDiagnostics.warn(.unsatisfiableConstraints(list.map(\._description), breaking: constraint._description,
                                                            mentionsAutoresizing: list.contains { $0._origin == .autoresizingMask }))
            return nil
        }
    }

    /// Removes an app constraint from the solver.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let installation = constraint._installation else { return }
        if let id = installation.solverID {
            solver.remove(id)
            constraintOfSolverID[id] = nil
        }
        // Out of the lists first, while the constraint still says where it is in them.
        if installation.installedSlot >= 0 { removeInstalled(at: installation.installedSlot) }
        let firstRecord = ownRecord(of: constraint._firstReference), secondRecord = ownRecord(of: constraint._secondReference)
        if let firstRecord, let secondRecord, firstRecord === secondRecord, installation.firstSlot >= 0, installation.secondSlot >= 0 {
            // Both entries in one list: the later one goes first, so the earlier stays put.
            firstRecord.removeReferencing(at: max(installation.firstSlot, installation.secondSlot))
            firstRecord.removeReferencing(at: min(installation.firstSlot, installation.secondSlot))
        } else {
            if let firstRecord, installation.firstSlot >= 0 { firstRecord.removeReferencing(at: installation.firstSlot) }
            if let secondRecord, installation.secondSlot >= 0 { secondRecord.removeReferencing(at: installation.secondSlot) }
        }
        constraint._installation = nil
        flushUnlessBatched()
    }

    /// The record in this engine of the item a box names (nil for an item gone or elsewhere).
    private func ownRecord(of box: LayoutItemReference?) -> LayoutRecord? {
        guard let record = box?.record, record.engineReference === reference else { return nil }
        return record
    }

    /// Takes the constraint at `slot` out of ``installed``, moving the last one into its place.
    private func removeInstalled(at slot: Int) {
        let last = installed.removeLast()
        guard slot < installed.count else { return }
        installed[slot] = last
        last._installation?.installedSlot = slot
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
            for constraint in records[ObjectIdentifier(item)]?.referencing ?? []
            where constraint.firstItem === item && constraint._installation != nil
                && (LayoutAttribute.isDirectional(constraint.firstAttribute) || LayoutAttribute.isDirectional(constraint.secondAttribute)) {
                affected[ObjectIdentifier(constraint)] = constraint
            }
        }
        for constraint in affected.values.sorted(by: { $0._installOrder < $1._installOrder }) { reinstall(constraint) }
    }

    /// Takes the constraint's row out and adds it again from its current values.
    func reinstall(_ constraint: NSLayoutConstraint) {
        guard let container = constraint._solverContainer else { return }
        uninstall(constraint)
        install(constraint, container: container)
    }

    // MARK: Expressions

    /// Adds `factor × item.attribute`, in `container`'s coordinates, to `expression`
    /// (`box` names `item`). Written into one expression, without intermediate ones: this runs
    /// for both sides of every constraint installed.
    func addPosition(_ box: LayoutItemReference, _ item: AnyObject, _ knownRecord: LayoutRecord?, _ attribute: NSLayoutConstraint.Attribute,
                     in container: UIView, rtl: Bool, times factor: Double, to expression: inout LinearExpression) {
        let (attribute, margin) = LayoutAttribute.withoutMargin(attribute)
        // LG1: a scroll view's own edges, to views inside it, are its content's.
        if !margin, box.isView, item === container, let scrollView = container as? UIScrollView, LayoutAttribute.isEdge(attribute) {
            let guide = scrollView.contentLayoutGuide
            return addPosition(guide._layoutItemReference, guide, nil, attribute, in: container, rtl: rtl, times: factor, to: &expression)
        }
        if margin && box.isView {
            let guide = unsafeDowncast(item, to: UIView.self).layoutMarginsGuide
            return addPosition(guide._layoutItemReference, guide, nil, attribute, in: container, rtl: rtl, times: factor, to: &expression)
        }
        if (attribute == .firstBaseline || attribute == .lastBaseline) && box.isView {
            let view = unsafeDowncast(item, to: UIView.self)
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let targetBox = target._layoutItemReference
            let record = record(of: targetBox, target)
            addOrigin(targetBox, target, record, axisX: false, in: container, times: factor, to: &expression)
            let offset = attribute == .firstBaseline ? target._firstBaselineOffset : target._lastBaselineOffset
            expression.add(record.height, Double(offset.heightFactor) * factor)
            expression.constant += Double(offset.constant) * factor
            // VS2: the baseline is placed within the alignment rectangle.
            expression.constant += record.alignmentOffset(isHorizontal: false, origin: 1, size: Double(offset.heightFactor)) * factor
            return
        }
        let record = knownRecord ?? record(of: box, item)
        // PL9, PL12: the same placement the direct path writes.
        let placement = DirectAttribute(attribute)?.placement(rtl: rtl) ?? (isHorizontal: false, origin: 1, size: 0)
        if placement.origin != 0 {
            addOrigin(box, item, record, axisX: placement.isHorizontal, in: container, times: placement.origin * factor, to: &expression)
        }
        if placement.size != 0 { expression.add(placement.isHorizontal ? record.width : record.height, placement.size * factor) }
        // VS2: a view's attributes are its alignment rectangle's (the container's too).
        if box.isView { expression.constant += record.alignmentOffset(isHorizontal: placement.isHorizontal, origin: placement.origin, size: placement.size) * factor }
    }

    /// Adds `factor ×` the origin of an item's frame in `container`'s coordinates: its own
    /// origin variable plus those of the views between it and the container (nothing for the
    /// container itself). `record` is the item's.
    func addOrigin(_ box: LayoutItemReference, _ item: AnyObject, _ record: LayoutRecord, axisX: Bool, in container: UIView, times factor: Double,
                   to expression: inout LinearExpression) {
        var view: UIView?
        if box.isView {
            let itemView = unsafeDowncast(item, to: UIView.self)
            // The item itself, whose record the caller has: the usual case ends here, with the
            // item a subview of the container.
            if itemView === container { return }
            expression.add(axisX ? record.x : record.y, factor)
            view = itemView._superview
        } else if let guide = item as? UILayoutGuide {
            expression.add(axisX ? record.x : record.y, factor)
            view = guide.owningView
        }
        while let current = view, current !== container {
            let record = self.record(of: current._layoutItemReference, current)
            expression.add(axisX ? record.x : record.y, factor)
            view = current._superview
        }
    }

    // MARK: Solution changes

    /// Flushes now, or at the end of the `NSLayoutConstraint.activate`/`deactivate` running.
    func flushUnlessBatched() {
        // Held already: the batch has this engine (no look at the shared batch per constraint).
        if flushHeld { return }
        if Self.flushBatch.defer(self) { flushHeld = true } else { flush() }
    }

    /// Whether the running batch holds this engine's flush (set by the first constraint
    /// installed or removed in it, cleared as the batch ends).
    private var flushHeld = false

    /// The batch of `NSLayoutConstraint.activate`/`deactivate` running, if any.
    @exclusivity(unchecked) static var flushBatch = FlushBatch()

    /// Runs `body` (activating or deactivating many constraints) with the engines' flushes
    /// held until it ends: superviews are asked to lay out once per batch, not per constraint.
    static func batchingFlushes(_ body: () -> Void) {
        guard flushBatch.begin() else { return body() }
        body()
        for engine in flushBatch.end() {
            engine.flushHeld = false
            engine.flush()
        }
    }

    /// Asks the superviews of items whose frames moved to lay out again.
    func flush() {
        let changed = solver.takeChangedVariables()
        guard isHome else { return }
        // A view's four variables usually change together, and siblings' one after the
        // other: each view is visited once per run of its variables, and their superview is
        // asked once per run of siblings (compared as pointers: nothing retained for it).
        var asked: UnsafeMutableRawPointer?
        var seen: (x: Int32, y: Int32, width: Int32, height: Int32) = (-1, -1, -1, -1)
        for variable in changed {
            if variable == seen.x || variable == seen.y || variable == seen.width || variable == seen.height { continue }
            guard let record = recordOfVariable[variable]?.takeUnretainedValue() else { continue }
            seen = (record.x, record.y, record.width, record.height)
            guard let view = record.view, !view.translatesAutoresizingMaskIntoConstraints,
                  let superview = view._superviewPointer else { continue }
            view._engineFrameMayDiffer()  // PL10
            guard superview.toOpaque() != asked else { continue }
            superview.takeUnretainedValue().setNeedsLayout()
            asked = superview.toOpaque()
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

/// The engines waiting to flush at the end of an `NSLayoutConstraint.activate` or
/// `deactivate` (nested batches join the outer one).
struct FlushBatch {
    private enum State { case idle, collecting([AutoLayoutEngine]) }
    private var state = State.idle
    /// The last layout direction looked up in this batch, and the box of the item it is for
    /// (held by a constraint of the batch, so it is not reused for another item meanwhile).
    private var direction: (item: ObjectIdentifier, isRightToLeft: Bool)?

    /// Starts a batch; false when one is already running (the caller joins it).
    mutating func begin() -> Bool {
        guard case .idle = state else { return false }
        state = .collecting([])
        direction = nil
        return true
    }

    /// The direction noted for the item `box` names in this batch, if any.
    func knownDirection(of box: LayoutItemReference) -> Bool? {
        guard let direction, direction.item == ObjectIdentifier(box) else { return nil }
        return direction.isRightToLeft
    }

    /// Notes an item's direction for the rest of the batch (nothing outside a batch).
    mutating func noteDirection(_ isRightToLeft: Bool, of box: LayoutItemReference) {
        guard case .collecting = state else { return }
        direction = (ObjectIdentifier(box), isRightToLeft)
    }

    /// Holds `engine`'s flush for the batch; false when there is no batch.
    mutating func `defer`(_ engine: AutoLayoutEngine) -> Bool {
        guard case .collecting(var engines) = state else { return false }
        // Usually one engine per batch: a linear check is cheaper than a set.
        for waiting in engines where waiting === engine { return true }
        state = .idle  // the array is uniquely referenced while it grows
        engines.append(engine)
        state = .collecting(engines)
        return true
    }

    /// Ends the batch, giving the engines to flush.
    mutating func end() -> [AutoLayoutEngine] {
        guard case .collecting(let engines) = state else { return [] }
        state = .idle
        direction = nil
        return engines
    }
}

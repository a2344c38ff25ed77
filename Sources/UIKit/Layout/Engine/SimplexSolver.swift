import Foundation

/// An incremental Cassowary solver: linear equalities and inequalities, required or weighted,
/// kept in a simplex tableau that stays optimal after every change.
///
/// It follows the algorithm of Badros, Borning and Stuckey ("The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001) in the shape popularised by the kiwi solver: a row per
/// basic symbol, slack symbols for inequalities, error symbols for weighted constraints, dummy
/// markers for required equalities, an artificial objective when a row has no subject, and the
/// dual simplex after a constant changes. What makes it scale where kiwi does not:
/// - a column index (symbol → rows using it), so a substitution touches only the rows that
///   contain the symbol instead of every row;
/// - the objective keeps the set of its negative coefficients, so choosing an entering symbol
///   does not scan the whole objective;
/// - symbols are integers into one table of plain per-symbol records, rows are plain records
///   whose cells sit in buffers the solver owns (small ones cut from a block arena), and both
///   tables grow with `realloc`: adding a constraint allocates nothing of its own, and reading
///   the tableau retains nothing (`SimplexSolver+PlainTable.swift`, `SimplexSolver+CellList.swift`);
/// - a variable's row may refer to other basic variables instead of holding their expansions
///   (`SimplexSolver+References.swift`), so chains and grids of equalities stay linear where a
///   canonical tableau fills in quadratically.
/// Independent parts of a layout never share a row, so their cost stays independent.
///
/// The solver knows nothing about views: ``AutoLayoutEngine`` maps constraints onto it.
/// Every tie (which subject, which row leaves) is broken by the lowest symbol, so results are
/// the same on every run.
package final class SimplexSolver {
    /// How a constraint's expression relates to zero.
    package enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

    /// One `coefficient × variable` term.
    package struct Term: Sendable {
        package var variable: Int32
        package var coefficient: Double
        package init(_ variable: Int32, _ coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// A constraint handle.
    package struct ConstraintID: Hashable, Sendable {
        package let raw: Int32
    }

    /// A required constraint that cannot hold together with the others. `involved` are the
    /// required constraints it conflicts with (an explanation, as Cassowary derives it from the
    /// markers left in the artificial row).
    package struct Conflict: Error {
        package let involved: [ConstraintID]
    }

    enum SymbolKind: UInt8 { case external, slack, error, dummy, invalid }

    /// What the solver keeps per symbol. One table rather than an array per field: a new
    /// symbol is one append, and a symbol's fields share a cache line (48 bytes a record).
    struct Symbol {
        /// The rows that hold it as a cell.
        var column = RowSet()
        /// A basic external's value, valid while `valueStamp` equals `valueEpoch`.
        var value = 0.0
        /// The row where it is basic, or -1.
        var rowOfBasic: Int32 = -1
        /// A marker's constraint, or -1.
        var ownerOfMarker: Int32 = -1
        var valueStamp: UInt32 = 0
        var kind: SymbolKind
        /// Whether it is in `changed` (since the last `takeChangedVariables()`).
        var isChanged = false

        init(_ kind: SymbolKind) { self.kind = kind }
    }

    /// Per symbol, what expansions and merges use while they run: a table of its own, grown
    /// only when one runs (`ensureScratch`), so a tableau that never needs it never pays for it.
    struct Scratch {
        /// Its weight in the expansion under way (see `expandReferences`).
        var expansionWeight = 0.0
        var visitStamp: UInt32 = 0
        /// Its position in the row being merged, or -1 (see ``RowMerger``).
        var scratchPosition: Int32 = -1
    }

    struct Cell {
        var symbol: Int32
        var coefficient: Double
    }

    /// `basic = constant + Σ cells`.
    struct Row {
        var basic: Int32
        var constant: Double
        var cells: CellList
    }

    /// What the solver keeps per constraint (the wide fields first: 40 bytes a record).
    struct ConstraintRecord {
        /// The coefficient the marker got when the row was made (for constant changes).
        var markerCoefficient: Double
        var weight: Double
        var constant: Double
        var marker: Int32
        var other: Int32
        var isRequired: Bool
        var isLive: Bool

        init(marker: Int32, other: Int32, markerCoefficient: Double, weight: Double, isRequired: Bool, constant: Double, isLive: Bool) {
            self.markerCoefficient = markerCoefficient
            self.weight = weight
            self.constant = constant
            self.marker = marker
            self.other = other
            self.isRequired = isRequired
            self.isLive = isLive
        }
    }

    static let epsilon = 1.0e-8

    // The tableau's state. Only the solver's own methods touch it, one at a time, so Swift's
    // dynamic exclusivity checks (15% of the time in profiles) are turned off for it.

    // Symbols: everything known per symbol, in one table (see ``Symbol``).
    @exclusivity(unchecked) var symbols = PlainTable<Symbol>()
    /// Per symbol, for expansions and merges; shorter than `symbols` until one runs.
    @exclusivity(unchecked) var scratch = PlainTable<Scratch>()
    /// The columns of symbols held by more than four rows (see ``RowSet``).
    @exclusivity(unchecked) var spilledColumns: [SymbolSet] = []

    // Rows
    @exclusivity(unchecked) var rows = PlainTable<Row>()
    @exclusivity(unchecked) var freeRows: [Int32] = []
    @exclusivity(unchecked) var cellArena = CellArena()
    @exclusivity(unchecked) var objective = ObjectiveRow()
    /// Phase one's objective, reused from one row without subject to the next.
    @exclusivity(unchecked) var artificial = ObjectiveRow(tracksTouched: true)
    @exclusivity(unchecked) var inArtificialPhase = false
    @exclusivity(unchecked) var infeasible = SymbolSet()

    // Constraints, by handle.
    @exclusivity(unchecked) var constraints = PlainTable<ConstraintRecord>()

    // Changed variables since the last `takeChangedVariables()`.
    @exclusivity(unchecked) var changed: [Int32] = []

    // Definitions and references (see `SimplexSolver+References.swift`).
    /// Moves on whenever the tableau changes, which invalidates every cached value.
    @exclusivity(unchecked) var valueEpoch: UInt32 = 1
    @exclusivity(unchecked) var visitEpoch: UInt32 = 0
    @exclusivity(unchecked) var markStack: [Int32] = []
    @exclusivity(unchecked) var walkStack: [(symbol: Int32, next: Int)] = []
    @exclusivity(unchecked) var definitionOrder: [Int32] = []

    package init() {}

    /// The tables are buffers the solver owns: they go with it.
    deinit {
        symbols.deallocate()
        scratch.deallocate()
        for index in rows.indices { rows[index].cells.deallocate() }
        rows.deallocate()
        cellArena.deallocate()
        constraints.deallocate()
    }

    // MARK: Variables

    /// A new variable, 0 until constrained.
    package func newVariable() -> Int32 { newSymbol(.external) }

    /// Four new variables, numbered one after the other (an item's frame); returns the first.
    package func newFrameVariables() -> Int32 {
        let first = Int32(symbols.count)
        symbols.append(Symbol(.external))
        symbols.append(Symbol(.external))
        symbols.append(Symbol(.external))
        symbols.append(Symbol(.external))
        return first
    }

    /// The variable's value in the current solution.
    package func value(of variable: Int32) -> Double {
        let row = symbols[Int(variable)].rowOfBasic
        guard row >= 0 else { return 0 }
        return symbols[Int(variable)].kind == .external ? evaluate(variable) : rows[Int(row)].constant
    }

    /// Variables whose value may have changed since the last call (each once).
    package func takeChangedVariables() -> [Int32] {
        // The list is handed over, not copied: keeping the capacity of a list another
        // array still shares would allocate a buffer of the largest size ever seen per call.
        var result: [Int32] = []
        swap(&result, &changed)
        for symbol in result { symbols[Int(symbol)].isChanged = false }
        return result
    }

    /// The number of rows in the tableau (for tests and benchmarks).
    package var rowCount: Int { rows.count - freeRows.count }

    /// The number of cells in all rows (for tests of the tableau's growth).
    package var cellCount: Int { rows.indices.reduce(0) { $0 + rows[$1].cells.count } }

    // MARK: Constraints

    /// Adds `Σ terms + constant (relation) 0`. Weighted constraints (`weight` > 0, not
    /// required) always go in; a required one that cannot hold throws ``Conflict`` and leaves
    /// the solver as it was.
    package func add(_ terms: [Term], constant: Double, relation: Relation, required: Bool, weight: Double) throws(Conflict) -> ConstraintID {
        try terms.withUnsafeBufferPointer { (terms) throws(Conflict) in
            try add(terms, constant: constant, relation: relation, required: required, weight: weight)
        }
    }

    /// ``add(_:constant:relation:required:weight:)`` with the terms in a buffer the caller
    /// owns (the engine's, reused for every constraint installed).
    package func add(_ terms: UnsafeBufferPointer<Term>, constant: Double, relation: Relation, required: Bool,
                     weight: Double) throws(Conflict) -> ConstraintID {
        invalidateValues()
        let rowIndex = allocateRow(constant: constant)
        rows[Int(rowIndex)].cells.reserveCapacity(terms.count + 2, in: &cellArena)  // the terms and the markers
        // Basic variables stay as references for now; see `SimplexSolver+References.swift`.
        // The lowest variable new to the tableau is noted on the way: it is the fresh subject
        // if it is still in the row at the end (a duplicate term could cancel it).
        var fresh: Int32 = -1
        for term in terms where !Self.nearZero(term.coefficient) {
            let variable = term.variable
            if fresh < 0 || variable < fresh {
                let symbol = symbols[Int(variable)]
                if symbol.kind == .external && symbol.rowOfBasic < 0 && userCount(Int(variable)) == 0 { fresh = variable }
            }
            insertSymbol(variable, term.coefficient, into: rowIndex)
        }
        let id = Int32(constraints.count)
        var record = ConstraintRecord(marker: -1, other: -1, markerCoefficient: 1, weight: weight, isRequired: required, constant: constant, isLive: true)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = coefficient
            insertSymbol(slack, coefficient, into: rowIndex)
            if !required {
                let error = newSymbol(.error)
                record.other = error
                insertSymbol(error, -coefficient, into: rowIndex)
                objective.add(error, weight, isDummy: false)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                record.marker = dummy
                insertSymbol(dummy, 1, into: rowIndex)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                insertSymbol(plus, -1, into: rowIndex)
                insertSymbol(minus, 1, into: rowIndex)
                objective.add(plus, weight, isDummy: false)
                objective.add(minus, weight, isDummy: false)
            }
        }
        symbols[Int(record.marker)].ownerOfMarker = id
        if record.other >= 0 { symbols[Int(record.other)].ownerOfMarker = id }

        // Without a candidate there is no fresh subject: one would have been new when noted.
        if let fresh = fresh < 0 ? nil : userCount(Int(fresh)) == 1 ? fresh : freshSubject(rowIndex) {
            // A definition of a new variable: nothing depends on it, it may keep references.
            constraints.append(record)
            enterRow(rowIndex, subject: fresh)
            optimize()
            return ConstraintID(raw: id)
        }
        expandReferences(in: rowIndex)
        if rows[Int(rowIndex)].constant < 0 { reverseSign(rowIndex) }

        if let subject = chooseSubject(rowIndex, record) {
            enterRow(rowIndex, subject: subject)
        } else if allDummies(rowIndex) {
            guard Self.nearZero(rows[Int(rowIndex)].constant) else {
                let involved = owners(ofCellsIn: rowIndex)
                freeRow(rowIndex)
                throw Conflict(involved: involved)
            }
            enterRow(rowIndex, subject: record.marker)
        } else {
            try addWithArtificialVariable(rowIndex)
        }
        constraints.append(record)
        optimize()
        return ConstraintID(raw: id)
    }

    /// Removes a constraint; the solution re-optimises around what is left.
    package func remove(_ id: ConstraintID) {
        let record = constraints[Int(id.raw)]
        guard record.isLive else { return }
        invalidateValues()
        constraints[Int(id.raw)].isLive = false
        if symbols[Int(record.marker)].kind == .error { removeMarkerEffects(record.marker, weight: record.weight) }
        if record.other >= 0 && symbols[Int(record.other)].kind == .error { removeMarkerEffects(record.other, weight: record.weight) }
        let markerRow = symbols[Int(record.marker)].rowOfBasic
        if markerRow >= 0 {
            freeRow(markerRow)
        } else {
            expandDefinitions(holding: record.marker)
            if let leavingRow = markerLeavingRow(record.marker) {
                pivot(entering: record.marker, leavingRow: leavingRow)
                freeRow(symbols[Int(record.marker)].rowOfBasic)
            }
        }
        // The marker is gone from every row now; a basic `other` only defines itself.
        if record.other >= 0, symbols[Int(record.other)].rowOfBasic >= 0 { freeRow(symbols[Int(record.other)].rowOfBasic) }
        optimize()
    }

    /// Changes a constraint's constant and re-solves touching only the rows that use its
    /// marker (Cassowary's edit: cheap). A required constraint that cannot hold with the new
    /// constant is left at the old one and ``Conflict`` is thrown.
    package func setConstant(_ id: ConstraintID, to constant: Double) throws(Conflict) {
        let record = constraints[Int(id.raw)]
        guard record.isLive else { return }
        let delta = constant - record.constant
        if Self.nearZero(delta) { return }
        invalidateValues()
        let holds = shiftMarker(record, by: delta / record.markerCoefficient)
        if holds && dualOptimize() {
            constraints[Int(id.raw)].constant = constant
            return
        }
        // Infeasible: undo; the basis is still dual feasible, so the dual simplex recovers.
        _ = shiftMarker(record, by: -delta / record.markerCoefficient)
        _ = dualOptimize()
        throw Conflict(involved: [])
    }

    /// Whether a required or weighted constraint is still in the solver.
    package func isLive(_ id: ConstraintID) -> Bool { constraints[Int(id.raw)].isLive }

    // MARK: Queries for diagnostics

    /// Whether `variable` could take another value at the same cost: it is not basic, or its
    /// row holds a symbol that costs nothing and can move by a positive step (an external, or
    /// a slack or error that no tight row blocks).
    package func isAmbiguous(_ variable: Int32) -> Bool {
        let row = symbols[Int(variable)].rowOfBasic
        guard row >= 0 else { return true }
        expandReferences(in: row)
        for cell in rows[Int(row)].cells {
            switch symbols[Int(cell.symbol)].kind {
            case .dummy, .invalid: continue
            case .external: return true
            case .slack, .error:
                if Self.nearZero(objective.coefficient(of: cell.symbol)) && canIncrease(cell.symbol) { return true }
            }
        }
        return false
    }

    /// Whether a non-basic restricted symbol can grow from zero without a restricted row
    /// going negative at once.
    func canIncrease(_ symbol: Int32) -> Bool {
        for user in users(of: Int(symbol)) {
            let row = rows[Int(user)]
            let kind = symbols[Int(row.basic)].kind
            guard kind == .slack || kind == .error else { continue }
            if coefficient(of: symbol, in: user) < 0 && row.constant < Self.epsilon { return false }
        }
        return true
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }
}

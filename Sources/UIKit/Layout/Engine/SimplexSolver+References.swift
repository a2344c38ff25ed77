import Foundation

// Rows whose basic symbol is an external variable ("definitions") may hold other basic
// externals as cells ("references") instead of those variables' expansions. A chain of
// required equalities `x[i] = x[i-1] + w[i-1] + 8` then keeps one short row per link, where a
// canonical tableau carries every earlier link's dummy marker in every row (O(N²) cells, the
// reason kiwi and Cassowary slow down quadratically on chains).
//
// Invariants:
// - Restricted rows (slack, error, dummy basic) and the objectives stay canonical: only
//   non-basic symbols, and never an external one (a subject is always an external when the row
//   has one, so externals only ever live in definitions).
// - Only definitions hold references, and only to basic externals; references form no cycle.
//   A definition is made lazily only for a fresh subject (a variable in no other row), which
//   nothing can depend on yet; every other row is expanded first (`expandReferences`).
// - A variable's value is its row's constant plus its references' values, evaluated on demand
//   and cached until the tableau next changes (`valueEpoch`).
extension SimplexSolver {
    /// Whether `symbol` is a basic external (a cell with this symbol is a reference).
    @inline(__always)
    func isReference(_ symbol: Int32) -> Bool {
        symbols[Int(symbol)].kind == .external && symbols[Int(symbol)].rowOfBasic >= 0
    }

    /// A fresh external of the row (non-basic, in no other row), the lowest one: it can be the
    /// subject of a definition that keeps its references.
    func freshSubject(_ rowIndex: Int32) -> Int32? {
        var best: Int32?
        for cell in rows[Int(rowIndex)].cells where symbols[Int(cell.symbol)].kind == .external {
            let symbol = cell.symbol
            if symbols[Int(symbol)].rowOfBasic < 0 && userCount(Int(symbol)) == 1 && (best == nil || symbol < best!) { best = symbol }
        }
        return best
    }

    /// The value of a basic external: its constant plus its references' values, each
    /// definition evaluated once per tableau state.
    func evaluate(_ variable: Int32) -> Double {
        let v = Int(variable)
        if symbols[v].valueStamp == valueEpoch { return symbols[v].value }
        let own = Int(symbols[v].rowOfBasic)
        // A definition whose references are all known (none, or read before it: most are)
        // needs no walk.
        if rows[own].cells.contains(where: { isReference($0.symbol) && symbols[Int($0.symbol)].valueStamp != valueEpoch }) {
            collectDefinitions(referencedBy: own, uncachedOnly: true)
            for definition in definitionOrder { cacheValue(of: definition) }
        }
        cacheValue(of: variable)
        return symbols[v].value
    }

    /// Caches a definition's value from its references' cached values.
    private func cacheValue(of variable: Int32) {
        let row = Int(symbols[Int(variable)].rowOfBasic)
        var value = rows[row].constant
        for cell in rows[row].cells where isReference(cell.symbol) { value += cell.coefficient * symbols[Int(cell.symbol)].value }
        symbols[Int(variable)].value = value
        symbols[Int(variable)].valueStamp = valueEpoch
    }

    /// Lists in `definitionOrder` the definitions reachable from a row's references, each once,
    /// every one after the definitions it refers to (a post-order, walked iteratively: chains
    /// are deep). With `uncachedOnly`, a definition whose value is cached is neither listed nor
    /// walked through.
    private func collectDefinitions(referencedBy rowIndex: Int, uncachedOnly: Bool) {
        ensureScratch()
        visitEpoch &+= 1
        if visitEpoch == 0 { visitEpoch = 1 }  // 0 is the stamp of a symbol never visited
        definitionOrder.removeAll(keepingCapacity: true)
        func enters(_ symbol: Int32) -> Bool {
            isReference(symbol) && scratch[Int(symbol)].visitStamp != visitEpoch && !(uncachedOnly && symbols[Int(symbol)].valueStamp == valueEpoch)
        }
        for cell in rows[rowIndex].cells where enters(cell.symbol) {
            scratch[Int(cell.symbol)].visitStamp = visitEpoch
            walkStack.append((cell.symbol, 0))
            while let top = walkStack.last {
                let definition = Int(symbols[Int(top.symbol)].rowOfBasic)
                if top.next < rows[definition].cells.count {
                    walkStack[walkStack.count - 1].next += 1
                    let symbol = rows[definition].cells[top.next].symbol
                    if enters(symbol) {
                        scratch[Int(symbol)].visitStamp = visitEpoch
                        walkStack.append((symbol, 0))
                    }
                } else {
                    definitionOrder.append(top.symbol)
                    walkStack.removeLast()
                }
            }
        }
    }

    /// Rewrites a row in non-basic symbols only: every reference, and the references of its
    /// definition, transitively, replaced by its expansion. Each definition reached is
    /// expanded once (topological order), so the cost is the number of cells reached.
    func expandReferences(in rowIndex: Int32) {
        let r = Int(rowIndex)
        guard rows[r].cells.contains(where: { isReference($0.symbol) }) else { return }
        // Reversed, the post-order puts every definition before those it refers to.
        collectDefinitions(referencedBy: r, uncachedOnly: false)
        for cell in rows[r].cells where isReference(cell.symbol) {
            scratch[Int(cell.symbol)].expansionWeight = cell.coefficient
            removeUser(rowIndex, from: Int(cell.symbol))
        }
        rows[r].cells.removeAll { isReference($0.symbol) }

        var merger = RowMerger(self, rowIndex)
        for definition in definitionOrder.reversed() {
            let weight = scratch[Int(definition)].expansionWeight
            scratch[Int(definition)].expansionWeight = 0
            if Self.nearZero(weight) { continue }
            let source = Int(symbols[Int(definition)].rowOfBasic)
            merger.constant += rows[source].constant * weight
            for cell in rows[source].cells {
                if isReference(cell.symbol) {
                    scratch[Int(cell.symbol)].expansionWeight += cell.coefficient * weight
                } else {
                    merger.add(cell.symbol, cell.coefficient * weight)
                }
            }
        }
        merger.finish()
    }

    /// Before a marker leaves the tableau: the definitions holding it are expanded when it is in
    /// more than one row (or in the objective). Its expression, substituted into the other rows,
    /// then carries no references that could close a cycle, and its coefficient in each is the
    /// canonical one (a reference can cancel a direct cell).
    func expandDefinitions(holding marker: Int32) {
        guard userCount(Int(marker)) > 1 || objective.coefficient(of: marker) != 0 else { return }
        for user in users(of: Int(marker)) where symbols[Int(rows[Int(user)].basic)].kind == .external {
            expandReferences(in: user)
        }
    }

    /// Makes the scratch table as long as the symbol table.
    @inline(__always)
    func ensureScratch() {
        while scratch.count < symbols.count { scratch.append(Scratch()) }
    }

    /// Forgets every cached value (the tableau is about to change).
    func invalidateValues() {
        valueEpoch &+= 1
        if valueEpoch == 0 { valueEpoch = 1 }  // 0 is the stamp of a value never computed
    }

}

/// Adds many `coefficient × symbol` terms to one row at a cost linear in the terms: positions
/// of the row's symbols sit in the solver's scratch index until ``finish()``.
struct RowMerger {
    let solver: SimplexSolver
    let rowIndex: Int32
    var constant = 0.0
    private var emptied = false

    init(_ solver: SimplexSolver, _ rowIndex: Int32) {
        self.solver = solver
        self.rowIndex = rowIndex
        solver.ensureScratch()
        for (index, cell) in solver.rows[Int(rowIndex)].cells.enumerated() { solver.scratch[Int(cell.symbol)].scratchPosition = Int32(index) }
    }

    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        let r = Int(rowIndex)
        let position = solver.scratch[Int(symbol)].scratchPosition
        if position >= 0 {
            solver.rows[r].cells[Int(position)].coefficient += coefficient
            if SimplexSolver.nearZero(solver.rows[r].cells[Int(position)].coefficient) { emptied = true }
        } else if !SimplexSolver.nearZero(coefficient) {
            solver.scratch[Int(symbol)].scratchPosition = Int32(solver.rows[r].cells.count)
            solver.rows[r].cells.append(SimplexSolver.Cell(symbol: symbol, coefficient: coefficient), in: &solver.cellArena)
            solver.addUser(rowIndex, to: Int(symbol))
        }
    }

    /// Adds the constant, clears the scratch index and drops cells that cancelled.
    func finish() {
        let r = Int(rowIndex)
        solver.rows[r].constant += constant
        for cell in solver.rows[r].cells { solver.scratch[Int(cell.symbol)].scratchPosition = -1 }
        guard emptied else { return }
        for cell in solver.rows[r].cells where SimplexSolver.nearZero(cell.coefficient) { solver.removeUser(rowIndex, from: Int(cell.symbol)) }
        solver.rows[r].cells.removeAll { SimplexSolver.nearZero($0.coefficient) }
    }
}

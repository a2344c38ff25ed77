import Foundation

/// The objective (and, while a row without subject goes in, the artificial objective): a
/// large row addressed by symbol, kept as a dense array, with the set of symbols whose
/// coefficient is negative so the entering symbol is found without a scan. The artificial
/// objective is one reused row that remembers the symbols it touched, so clearing it for the
/// next phase costs what the phase wrote, not the number of symbols.
struct ObjectiveRow {
    var constant: Double = 0
    private var dense: [Double] = []
    /// Symbols given a non-zero coefficient since the last `reset`; nil when not tracked.
    private var touched: [Int32]?
    /// Non-dummy symbols with a negative coefficient: the candidates to enter the basis.
    private(set) var negatives = SymbolSet()

    init(tracksTouched: Bool = false) {
        touched = tracksTouched ? [] : nil
    }

    func coefficient(of symbol: Int32) -> Double {
        Int(symbol) < dense.count ? dense[Int(symbol)] : 0
    }

    private mutating func set(_ symbol: Int32, _ value: Double) {
        if Int(symbol) >= dense.count {
            guard value != 0 else { return }
            dense += Array(repeating: 0, count: max(Int(symbol) + 1 - dense.count, dense.count))
        }
        if touched != nil && dense[Int(symbol)] == 0 && value != 0 { touched!.append(symbol) }
        dense[Int(symbol)] = value
    }

    /// Clears a tracked row for reuse, keeping its storage, and sets its constant.
    mutating func reset(constant: Double) {
        for symbol in touched ?? [] { dense[Int(symbol)] = 0 }
        touched?.removeAll(keepingCapacity: true)
        negatives.removeAll(keepingCapacity: true)
        self.constant = constant
    }

    mutating func add(_ symbol: Int32, _ coefficient: Double, isDummy: Bool) {
        let value = self.coefficient(of: symbol) + coefficient
        if SimplexSolver.nearZero(value) {
            set(symbol, 0)
            negatives.remove(symbol)
        } else {
            set(symbol, value)
            if value < 0 && !isDummy { negatives.insert(symbol) } else { negatives.remove(symbol) }
        }
    }

    mutating func remove(_ symbol: Int32) {
        set(symbol, 0)
        negatives.remove(symbol)
    }

    /// The lowest negative non-dummy symbol (Bland's rule keeps the simplex from cycling).
    var enteringSymbol: Int32? { negatives.minimum() }
}

extension SimplexSolver {
    // MARK: Symbols and rows

    func newSymbol(_ kind: SymbolKind) -> Int32 {
        symbols.append(Symbol(kind))
        return Int32(symbols.count - 1)
    }

    func allocateRow(constant: Double) -> Int32 {
        if let index = freeRows.popLast() {
            rows[Int(index)].constant = constant  // basic -1, cells emptied with their capacity kept
            return index
        }
        rows.append(Row(basic: -1, constant: constant, cells: CellList()))
        return Int32(rows.count - 1)
    }

    /// Drops a row from the tableau (its basic symbol becomes non-basic).
    func freeRow(_ index: Int32) {
        let r = Int(index), basic = rows[r].basic
        for cell in rows[r].cells { removeUser(index, from: Int(cell.symbol)) }
        if basic >= 0 {
            symbols[Int(basic)].rowOfBasic = -1
            markChanged(basic)
            // SP1: only a real symbol; a row rejected before it had one (a conflict) has none.
            infeasible.remove(basic)
        }
        rows[Int(index)].basic = -1
        rows[Int(index)].cells.removeAll(keepingCapacity: true)
        freeRows.append(index)
    }

    /// Notes that an external's value may have changed, and so those of the definitions that
    /// refer to it, transitively.
    func markChanged(_ symbol: Int32) {
        guard symbols[Int(symbol)].kind == .external, !symbols[Int(symbol)].isChanged else { return }
        symbols[Int(symbol)].isChanged = true
        changed.append(symbol)
        markStack.append(symbol)
        while let next = markStack.popLast() {
            for user in users(of: Int(next)) {
                let basic = rows[Int(user)].basic
                guard basic >= 0, symbols[Int(basic)].kind == .external, !symbols[Int(basic)].isChanged else { continue }
                symbols[Int(basic)].isChanged = true
                changed.append(basic)
                markStack.append(basic)
            }
        }
    }

    func coefficient(of symbol: Int32, in rowIndex: Int32) -> Double {
        for cell in rows[Int(rowIndex)].cells where cell.symbol == symbol { return cell.coefficient }
        return 0
    }

    /// Adds `coefficient × symbol` to a row, keeping the column index.
    func insertSymbol(_ symbol: Int32, _ coefficient: Double, into rowIndex: Int32) {
        let r = Int(rowIndex)
        if let position = rows[r].cells.firstIndex(where: { $0.symbol == symbol }) {
            let value = rows[r].cells[position].coefficient + coefficient
            if Self.nearZero(value) {
                rows[r].cells.swapAt(position, rows[r].cells.count - 1)
                rows[r].cells.removeLast()
                removeUser(rowIndex, from: Int(symbol))
            } else {
                rows[r].cells[position].coefficient = value
            }
        } else if !Self.nearZero(coefficient) {
            rows[r].cells.append(Cell(symbol: symbol, coefficient: coefficient), in: &cellArena)
            addUser(rowIndex, to: Int(symbol))
        }
    }

    func removeSymbol(_ symbol: Int32, from rowIndex: Int32) -> Double {
        let r = Int(rowIndex)
        guard let position = rows[r].cells.firstIndex(where: { $0.symbol == symbol }) else { return 0 }
        let value = rows[r].cells[position].coefficient
        rows[r].cells.swapAt(position, rows[r].cells.count - 1)
        rows[r].cells.removeLast()
        removeUser(rowIndex, from: Int(symbol))
        return value
    }

    /// `target += coefficient × source` (constant and cells). Long rows are merged through a
    /// scratch index (symbol → position) so the cost is the sum of the lengths, not the product.
    func insertRow(into target: Int32, _ source: Int32, times coefficient: Double) {
        let sourceRow = rows[Int(source)]
        if sourceRow.cells.count * rows[Int(target)].cells.count <= 64 {
            rows[Int(target)].constant += sourceRow.constant * coefficient
            for cell in sourceRow.cells { insertSymbol(cell.symbol, cell.coefficient * coefficient, into: target) }
            return
        }
        var merger = RowMerger(self, target)
        merger.constant = sourceRow.constant * coefficient
        for cell in sourceRow.cells { merger.add(cell.symbol, cell.coefficient * coefficient) }
        merger.finish()
    }

    func reverseSign(_ rowIndex: Int32) {
        let r = Int(rowIndex)
        rows[r].constant = -rows[r].constant
        for i in rows[r].cells.indices { rows[r].cells[i].coefficient = -rows[r].cells[i].coefficient }
    }

    /// Rewrites a row `0 = constant + Σ cells` as `symbol = …`.
    func solve(_ rowIndex: Int32, for symbol: Int32) {
        let coefficient = removeSymbol(symbol, from: rowIndex)
        let factor = -1.0 / coefficient
        let r = Int(rowIndex)
        rows[r].constant *= factor
        for i in rows[r].cells.indices { rows[r].cells[i].coefficient *= factor }
    }

    /// Makes `subject` basic in a new row and substitutes it everywhere.
    func enterRow(_ rowIndex: Int32, subject: Int32) {
        solve(rowIndex, for: subject)
        rows[Int(rowIndex)].basic = subject
        symbols[Int(subject)].rowOfBasic = rowIndex
        markChanged(subject)
        substitute(subject, definedBy: rowIndex)
    }

    /// Replaces `symbol` by its row's expression in every row that uses it (column index) and
    /// in the objectives. A new basic external is not substituted into definitions: they keep
    /// it as a reference.
    func substitute(_ symbol: Int32, definedBy rowIndex: Int32) {
        let isExternal = symbols[Int(symbol)].kind == .external
        for user in users(of: Int(symbol)) where user != rowIndex {
            if isExternal && symbols[Int(rows[Int(user)].basic)].kind == .external { continue }
            let coefficient = removeSymbol(symbol, from: user)
            insertRow(into: user, rowIndex, times: coefficient)
            let basic = rows[Int(user)].basic
            let kind = symbols[Int(basic)].kind
            if kind == .external {
                markChanged(basic)
            } else if rows[Int(user)].constant < -Self.epsilon && kind != .dummy {
                infeasible.insert(basic)
            }
        }
        substitute(symbol, definedBy: rowIndex, in: &objective)
        if inArtificialPhase { substitute(symbol, definedBy: rowIndex, in: &artificial) }
    }

    private func substitute(_ symbol: Int32, definedBy rowIndex: Int32, in target: inout ObjectiveRow) {
        let coefficient = target.coefficient(of: symbol)
        guard coefficient != 0 else { return }
        target.remove(symbol)
        let row = rows[Int(rowIndex)]
        target.constant += row.constant * coefficient
        for cell in row.cells {
            target.add(cell.symbol, cell.coefficient * coefficient, isDummy: symbols[Int(cell.symbol)].kind == .dummy)
        }
    }

    /// Swaps `entering` into the basis in place of the row's basic symbol.
    func pivot(entering: Int32, leavingRow: Int32) {
        let leaving = rows[Int(leavingRow)].basic
        symbols[Int(leaving)].rowOfBasic = -1
        markChanged(leaving)
        infeasible.remove(leaving)
        insertSymbol(leaving, -1, into: leavingRow)
        enterRow(leavingRow, subject: entering)
    }

    // MARK: Choosing symbols

    func chooseSubject(_ rowIndex: Int32, _ record: ConstraintRecord) -> Int32? {
        // The external used by the fewest other rows: substituting it costs the least (a new
        // variable costs nothing). kiwi takes the lowest symbol, which in a chain is the
        // oldest variable: every add then rewrites every earlier row.
        var best: Int32?
        var bestUses = Int.max
        for cell in rows[Int(rowIndex)].cells where symbols[Int(cell.symbol)].kind == .external {
            let uses = userCount(Int(cell.symbol)) - 1
            if uses < bestUses || (uses == bestUses && cell.symbol < best!) {
                best = cell.symbol
                bestUses = uses
            }
        }
        if let best { return best }
        for symbol in [record.marker, record.other] where symbol >= 0 {
            let kind = symbols[Int(symbol)].kind
            if (kind == .slack || kind == .error) && coefficient(of: symbol, in: rowIndex) < 0 { return symbol }
        }
        return nil
    }

    func allDummies(_ rowIndex: Int32) -> Bool {
        rows[Int(rowIndex)].cells.allSatisfy { symbols[Int($0.symbol)].kind == .dummy }
    }

    /// The constraints owning the marker symbols of a row, lowest first.
    func owners(ofCellsIn rowIndex: Int32) -> [ConstraintID] {
        var owners = Set<Int32>()
        for cell in rows[Int(rowIndex)].cells {
            let owner = symbols[Int(cell.symbol)].ownerOfMarker
            if owner >= 0 && owner < constraints.count && constraints[Int(owner)].isRequired { owners.insert(owner) }
        }
        return owners.sorted().map(ConstraintID.init(raw:))
    }

    /// The row that leaves when `entering` enters for the objective: the tightest ratio
    /// among restricted rows with a negative coefficient.
    func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32?
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int32.max
        for user in users(of: Int(entering)) {
            let row = rows[Int(user)]
            if symbols[Int(row.basic)].kind == .external { continue }
            let coefficient = coefficient(of: entering, in: user)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio - Self.epsilon || (abs(ratio - bestRatio) <= Self.epsilon && row.basic < bestBasic) {
                best = user
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best
    }

    /// The row to pivot a constraint's marker into before the row is dropped. A redundant
    /// required equality's row (a basic dummy) comes first: it takes over the removed
    /// constraint's part, and no other dummy row changes its (zero) constant. Then kiwi's
    /// order: the restricted row that stays feasible, then any restricted row, then a
    /// definition.
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var dummy: (Int32, Int32)?, first: (Int32, Double, Int32)?, second: (Int32, Double, Int32)?, third: (Int32, Int32)?
        for user in users(of: Int(marker)) {
            let row = rows[Int(user)]
            let coefficient = coefficient(of: marker, in: user)
            switch symbols[Int(row.basic)].kind {
            case .dummy:
                if dummy == nil || row.basic < dummy!.1 { dummy = (user, row.basic) }
            case .external:
                if third == nil || row.basic < third!.1 { third = (user, row.basic) }
            default:
                if coefficient < 0 {
                    let ratio = -row.constant / coefficient
                    if first == nil || ratio < first!.1 || (ratio == first!.1 && row.basic < first!.2) { first = (user, ratio, row.basic) }
                } else {
                    let ratio = row.constant / coefficient
                    if second == nil || ratio < second!.1 || (ratio == second!.1 && row.basic < second!.2) { second = (user, ratio, row.basic) }
                }
            }
        }
        return dummy?.0 ?? first?.0 ?? second?.0 ?? third?.0
    }

    // MARK: Simplex

    /// Primal simplex on the objective (or the artificial objective while it exists).
    func optimize() {
        while true {
            let entering = inArtificialPhase ? artificial.enteringSymbol : objective.enteringSymbol
            guard let entering, let row = leavingRow(for: entering) else { return }
            pivot(entering: entering, leavingRow: row)
        }
    }

    /// Dual simplex: restores feasibility of rows made negative by a constant change, keeping
    /// the objective optimal. False when no pivot can (the constraints cannot hold).
    func dualOptimize() -> Bool {
        while let leaving = infeasible.minimum() {
            infeasible.remove(leaving)
            let rowIndex = symbols[Int(leaving)].rowOfBasic
            guard rowIndex >= 0, rows[Int(rowIndex)].constant < -Self.epsilon else { continue }
            var entering: Int32?
            var bestRatio = Double.greatestFiniteMagnitude
            for cell in rows[Int(rowIndex)].cells where cell.coefficient > 0 && symbols[Int(cell.symbol)].kind != .dummy {
                let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
                if ratio < bestRatio - Self.epsilon || (abs(ratio - bestRatio) <= Self.epsilon && cell.symbol < entering!) {
                    entering = cell.symbol
                    bestRatio = ratio
                }
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leavingRow: rowIndex)
        }
        return true
    }

    /// Phase one for a row with no subject: minimise an artificial variable standing for
    /// the row. Failure (the row cannot reach zero) drops the row again and throws.
    func addWithArtificialVariable(_ rowIndex: Int32) throws(Conflict) {
        let art = newSymbol(.slack)
        rows[Int(rowIndex)].basic = art
        symbols[Int(art)].rowOfBasic = rowIndex
        artificial.reset(constant: rows[Int(rowIndex)].constant)
        for cell in rows[Int(rowIndex)].cells {
            artificial.add(cell.symbol, cell.coefficient, isDummy: symbols[Int(cell.symbol)].kind == .dummy)
        }
        inArtificialPhase = true
        optimize()
        inArtificialPhase = false
        let success = Self.nearZero(artificial.constant)
        let artRow = symbols[Int(art)].rowOfBasic
        if artRow >= 0 {
            if !success {
                // Only this row mentions the new constraint's symbols: dropping it restores the
                // old system in a (feasible) new basis; re-optimise the real objective.
                let involved = owners(ofCellsIn: artRow)
                freeRow(artRow)
                optimize()
                throw Conflict(involved: involved)
            }
            if rows[Int(artRow)].cells.isEmpty {
                freeRow(artRow)
                return
            }
            let pivotable = rows[Int(artRow)].cells
                .filter { symbols[Int($0.symbol)].kind == .slack || symbols[Int($0.symbol)].kind == .error }
                .map(\.symbol).min()
            guard let entering = pivotable else {
                let involved = owners(ofCellsIn: artRow)
                freeRow(artRow)
                optimize()
                throw Conflict(involved: involved)
            }
            pivot(entering: entering, leavingRow: artRow)
        }
        for user in users(of: Int(art)) { _ = removeSymbol(art, from: user) }
        objective.remove(art)
    }

    /// Cassowary's constant change on a constraint: the marker `m` becomes `m - shift`.
    /// False when a redundant required equality (a basic dummy) no longer holds.
    func shiftMarker(_ record: ConstraintRecord, by shift: Double) -> Bool {
        let marker = record.marker
        let basicRow = symbols[Int(marker)].rowOfBasic
        if basicRow >= 0 {
            rows[Int(basicRow)].constant -= shift
            if symbols[Int(marker)].kind == .dummy { return Self.nearZero(rows[Int(basicRow)].constant) }
            if rows[Int(basicRow)].constant < -Self.epsilon { infeasible.insert(marker) }
            return true
        }
        var holds = true
        for user in users(of: Int(marker)) {
            let coefficient = coefficient(of: marker, in: user)
            rows[Int(user)].constant += coefficient * shift
            let basic = rows[Int(user)].basic
            switch symbols[Int(basic)].kind {
            case .external: markChanged(basic)
            case .dummy: if !Self.nearZero(rows[Int(user)].constant) { holds = false }
            default: if rows[Int(user)].constant < -Self.epsilon { infeasible.insert(basic) }
            }
        }
        return holds
    }

    /// Takes a weighted constraint's error out of the objective before it is removed.
    func removeMarkerEffects(_ marker: Int32, weight: Double) {
        let row = symbols[Int(marker)].rowOfBasic
        if row >= 0 {
            objective.constant -= rows[Int(row)].constant * weight
            for cell in rows[Int(row)].cells {
                objective.add(cell.symbol, -cell.coefficient * weight, isDummy: symbols[Int(cell.symbol)].kind == .dummy)
            }
        } else {
            objective.add(marker, -weight, isDummy: false)
        }
    }
}

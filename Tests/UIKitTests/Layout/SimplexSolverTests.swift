import Testing
@testable import UIKit

/// The Cassowary solver on its own (Layout/Engine): exact values, priorities, removal,
/// constant changes, conflicts.
@Suite struct SimplexSolverTests {
    typealias T = SimplexSolver.Term

    @Test func requiredEqualitiesChain() throws {
        let s = SimplexSolver()
        let x0 = s.newVariable(), x1 = s.newVariable(), x2 = s.newVariable()
        _ = try s.add([T(x0, 1)], constant: -10, relation: .equal, required: true, weight: 0)
        _ = try s.add([T(x1, 1), T(x0, -1)], constant: -5, relation: .equal, required: true, weight: 0)
        _ = try s.add([T(x2, 1), T(x1, -2)], constant: 0, relation: .equal, required: true, weight: 0)
        #expect(s.value(of: x0) == 10)
        #expect(s.value(of: x1) == 15)
        #expect(s.value(of: x2) == 30)
    }

    @Test func weightedConstraintsLoseToHigherWeights() throws {
        let s = SimplexSolver()
        let w = s.newVariable()
        _ = try s.add([T(w, 1)], constant: -100, relation: .lessThanOrEqual, required: false, weight: 250)
        _ = try s.add([T(w, 1)], constant: -150, relation: .greaterThanOrEqual, required: false, weight: 750)
        #expect(s.value(of: w) == 150)
        let strong = try s.add([T(w, 1)], constant: -50, relation: .equal, required: true, weight: 0)
        #expect(s.value(of: w) == 50)
        s.remove(strong)
        #expect(s.value(of: w) == 150)
    }

    @Test func inequalitiesAndConstantChanges() throws {
        let s = SimplexSolver()
        let x = s.newVariable(), w = s.newVariable()
        let left = try s.add([T(x, 1)], constant: -8, relation: .equal, required: true, weight: 0)
        _ = try s.add([T(x, 1), T(w, 1)], constant: -300, relation: .lessThanOrEqual, required: true, weight: 0)
        let want = try s.add([T(w, 1)], constant: -400, relation: .equal, required: false, weight: 500)
        #expect(s.value(of: w) == 292)
        try s.setConstant(left, to: -20)
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: w) == 280)
        try s.setConstant(want, to: -100)
        #expect(s.value(of: w) == 100)
        _ = s.takeChangedVariables()
        try s.setConstant(left, to: -30)
        #expect(s.value(of: x) == 30)
        #expect(s.value(of: w) == 100)
        // Reported: x, and w because its definition refers to x ("may have changed").
        #expect(s.takeChangedVariables().sorted() == [x, w])
        #expect(s.takeChangedVariables().isEmpty)
    }

    @Test func conflictingRequiredConstraintThrowsAndLeavesSolverIntact() throws {
        let s = SimplexSolver()
        let x = s.newVariable(), w = s.newVariable()
        let a = try s.add([T(x, 1)], constant: 0, relation: .equal, required: true, weight: 0)
        let b = try s.add([T(x, 1), T(w, 1)], constant: -100, relation: .equal, required: true, weight: 0)
        let conflict = #expect(throws: SimplexSolver.Conflict.self) {
            _ = try s.add([T(w, 1)], constant: -50, relation: .equal, required: true, weight: 0)
        }
        #expect(conflict.map { Set($0.involved) } == [a, b])
        #expect(s.value(of: x) == 0)
        #expect(s.value(of: w) == 100)
        // An inequality conflict goes through the artificial objective.
        #expect(throws: SimplexSolver.Conflict.self) {
            _ = try s.add([T(w, 1)], constant: -200, relation: .greaterThanOrEqual, required: true, weight: 0)
        }
        #expect(s.value(of: w) == 100)
        // A constant change that cannot hold is refused and undone.
        _ = try s.add([T(w, 1)], constant: -80, relation: .greaterThanOrEqual, required: true, weight: 0)
        try s.setConstant(a, to: -15)
        #expect(s.value(of: w) == 85)
        #expect(throws: SimplexSolver.Conflict.self) { try s.setConstant(a, to: -30) }
        #expect(s.value(of: x) == 15)
        #expect(s.value(of: w) == 85)
    }

    /// A chain of views (each placed 8 after the previous one's trailing edge, equal widths,
    /// the last pinned at 100 × N): definitions keep one short row per link, so the tableau
    /// grows linearly where a canonical one holds O(N²) cells (every earlier link's dummy in
    /// every row); changes still reach the end of the chain.
    @Test func chainOfDefinitionsGrowsLinearlyAndPropagates() throws {
        let s = SimplexSolver()
        let n = 1_000
        var x: [Int32] = [], w: [Int32] = []
        var links: [SimplexSolver.ConstraintID] = []
        for index in 0..<n {
            x.append(s.newVariable())
            w.append(s.newVariable())
            if index == 0 {
                links.append(try s.add([T(x[0], 1)], constant: -16, relation: .equal, required: true, weight: 0))
            } else {
                links.append(try s.add([T(x[index], 1), T(x[index - 1], -1), T(w[index - 1], -1)], constant: -8, relation: .equal, required: true, weight: 0))
                _ = try s.add([T(w[index], 1), T(w[index - 1], -1)], constant: 0, relation: .equal, required: true, weight: 0)
            }
        }
        _ = try s.add([T(x[n - 1], 1), T(w[n - 1], 1)], constant: -Double(n * 100), relation: .equal, required: true, weight: 0)
        // 16 + (n - 1)(w + 8) + w = 100 n  →  w = (100 n - 16 - 8 (n - 1)) / n
        let width = (Double(n * 100) - 16 - 8 * Double(n - 1)) / Double(n)
        #expect(abs(s.value(of: w[n - 1]) - width) < 1e-6)
        #expect(abs(s.value(of: x[n - 1]) - (Double(n * 100) - width)) < 1e-6)
        #expect(s.cellCount < 8 * n, "\(s.cellCount) cells for \(n) links")

        // Moving the first view shrinks every width; the changed set reaches the last view.
        _ = s.takeChangedVariables()
        try s.setConstant(links[0], to: -16 - Double(n))
        #expect(abs(s.value(of: w[n - 1]) - (width - 1)) < 1e-6)
        #expect(abs(s.value(of: x[1]) - (16 + Double(n) + width - 1 + 8)) < 1e-6)
        #expect(Set(s.takeChangedVariables()).isSuperset(of: [x[n - 1], w[n - 1], x[1]]))

        // Breaking a middle link: everything still required holds; the tail keeps its place.
        s.remove(links[n / 2])
        for index in 1..<n where index != n / 2 {
            #expect(abs(s.value(of: x[index]) - s.value(of: x[index - 1]) - s.value(of: w[index - 1]) - 8) < 1e-6)
        }
        #expect(abs(s.value(of: x[n - 1]) + s.value(of: w[n - 1]) - Double(n * 100)) < 1e-6)
    }

    /// `a = x + 5` keeps `x` in a's definition; `x = a + 1` then has no fresh subject, is
    /// expanded to `0 = 6` and refused, instead of closing a reference cycle.
    @Test func aConstraintThatWouldCloseAReferenceCycleIsExpandedAndRefused() throws {
        let s = SimplexSolver()
        let a = s.newVariable(), x = s.newVariable()
        let definition = try s.add([T(a, 1), T(x, -1)], constant: -5, relation: .equal, required: true, weight: 0)
        let conflict = #expect(throws: SimplexSolver.Conflict.self) {
            _ = try s.add([T(x, 1), T(a, -1)], constant: -1, relation: .equal, required: true, weight: 0)
        }
        #expect(conflict?.involved == [definition])
        _ = try s.add([T(x, 1)], constant: -10, relation: .equal, required: true, weight: 0)
        #expect(s.value(of: a) == 15)
        #expect(s.value(of: x) == 10)
    }

    /// A new variable given twice in one constraint: cancelled out, the other new variable is
    /// the subject; added up, it is the subject itself. A cancelled one stays free for later.
    @Test func freshSubjectsSurviveDuplicateTerms() throws {
        let s = SimplexSolver()
        let x = s.newVariable(), y = s.newVariable(), z = s.newVariable()
        _ = try s.add([T(x, 1), T(y, 1), T(x, -1)], constant: -7, relation: .equal, required: true, weight: 0)
        #expect(s.value(of: y) == 7)
        #expect(s.value(of: x) == 0)
        #expect(s.takeChangedVariables() == [y])
        _ = try s.add([T(z, 1), T(z, 1), T(y, -1)], constant: -3, relation: .equal, required: true, weight: 0)
        #expect(s.value(of: z) == 5)
        #expect(s.takeChangedVariables() == [z])
        _ = try s.add([T(x, 1), T(z, -1)], constant: 0, relation: .equal, required: true, weight: 0)
        #expect(s.value(of: x) == 5)
        #expect(s.takeChangedVariables() == [x])
        #expect(s.rowCount == 3 && s.cellCount == 5)
    }

    /// Removing the empty mark (-1, the basic symbol of a row dropped before it had one, as
    /// after a conflict) leaves a set as it was: counted out, it made the set lose the rows
    /// the dual simplex must repair, and later fill up and probe for ever.
    @Test func removingTheEmptyMarkLeavesASymbolSetAsItWas() {
        var set = SymbolSet()
        set.insert(3)
        set.remove(3)
        set.remove(-1)
        #expect(set.count == 0 && set.isEmpty)
        set.insert(5)
        #expect(set.count == 1 && set.minimum() == 5 && set.contains(5))
        for element in Int32(0)..<40 { set.insert(element) }
        set.remove(-1)
        #expect(set.count == 40 && Set(set) == Set(0..<40))
    }

    /// The solver's own hash set and inline column set (spilling into the solver's table of
    /// wide columns) agree with `Set` under random use.
    @Test func symbolSetAndRowSetMatchSet() {
        var generator = SeededGenerator(seed: 7)
        var model = Set<Int32>(), symbols = SymbolSet()
        let solver = SimplexSolver()
        var column = Int(solver.newVariable())
        for step in 0..<20_000 {
            let element = Int32.random(in: 0..<(step < 10_000 ? 300 : 12), using: &generator)
            if Bool.random(using: &generator) {
                model.insert(element); symbols.insert(element); solver.addUser(element, to: column)
            } else {
                model.remove(element); symbols.remove(element); solver.removeUser(element, from: column)
            }
            // Removal shifts probe runs back: every element must still be found after each step.
            if symbols.contains(element) != model.contains(element) || !model.allSatisfy(symbols.contains) {
                Issue.record("SymbolSet lost track of its elements at step \(step)")
                return
            }
            if step == 15_000 {
                symbols.removeAll(keepingCapacity: true)
                model.removeAll(); column = Int(solver.newVariable())
                #expect(symbols.isEmpty && Set(symbols).isEmpty)
            }
            if step % 97 == 0 {
                #expect(Set(symbols) == model && symbols.count == model.count)
                #expect(Set(solver.users(of: column)) == model && solver.userCount(column) == model.count)
                #expect(symbols.minimum() == model.min())
            }
        }
    }
}

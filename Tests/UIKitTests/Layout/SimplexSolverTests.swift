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
        #expect(s.takeChangedVariables() == [x])
    }

    @Test func conflictingRequiredConstraintThrowsAndLeavesSolverIntact() throws {
        let s = SimplexSolver()
        let x = s.newVariable(), w = s.newVariable()
        let a = try s.add([T(x, 1)], constant: 0, relation: .equal, required: true, weight: 0)
        let b = try s.add([T(x, 1), T(w, 1)], constant: -100, relation: .equal, required: true, weight: 0)
        #expect(throws: SimplexSolver.Conflict.self) {
            _ = try s.add([T(w, 1)], constant: -50, relation: .equal, required: true, weight: 0)
        }
        do {
            _ = try s.add([T(w, 1)], constant: -50, relation: .equal, required: true, weight: 0)
        } catch {
            #expect(Set(error.involved) == [a, b])
        }
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
}

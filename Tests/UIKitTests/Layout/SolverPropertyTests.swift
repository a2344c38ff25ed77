import Foundation
import Testing
@testable import UIKit

/// Property tests of the Cassowary solver: random satisfiable systems keep every required
/// constraint; small ones match an independent linear-programming reference
/// (`Scripts/lp_reference.py`, SciPy's HiGHS) in the weighted objective within 1e-6.
@Suite struct SolverPropertyTests {
    struct System: Encodable {
        struct Constraint: Encodable {
            var t: [[Double]]
            var k: Double
            var op: String
            var p: Double
        }
        var name: String
        var variables: Int
        var constraints: [Constraint]
    }

    /// The shared seeded generator (`SeededGenerator`), with the picks these tests need.
    struct Random {
        var generator: SeededGenerator
        init(state: UInt64) { generator = SeededGenerator(seed: state) }
        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        mutating func pick<T>(_ items: [T]) -> T { items.randomElement(using: &generator)! }
    }

    /// Required constraints built to hold at a hidden integer point; optional ones pull
    /// elsewhere; a weak distinct "stay" per variable makes the optimum (generically) unique.
    static func randomSystem(_ seed: UInt64, variables: Int, required: Int, optional: Int) -> System {
        var random = Random(state: seed)
        let point = (0..<variables).map { _ in Double(random.int(-100...100)) }
        var constraints: [System.Constraint] = []
        func terms() -> [[Double]] {
            let count = random.int(1...min(3, variables))
            var chosen = Set<Int>()
            while chosen.count < count { chosen.insert(random.int(0...(variables - 1))) }
            return chosen.sorted().map { [Double($0), random.pick([-2, -1, -0.5, 0.5, 1, 2, 3])] }
        }
        for _ in 0..<required {
            let t = terms()
            let value = t.reduce(0.0) { $0 + $1[1] * point[Int($1[0])] }
            let op = random.pick(["eq", "le", "ge"])
            let slack = op == "eq" ? 0 : Double(random.int(0...20))
            constraints.append(.init(t: t, k: op == "le" ? -value - slack : op == "ge" ? -value + slack : -value, op: op, p: 1000))
        }
        for _ in 0..<optional {
            constraints.append(.init(t: terms(), k: Double(random.int(-150...150)), op: random.pick(["eq", "le", "ge"]),
                                     p: Double(random.int(1...999))))
        }
        for variable in 0..<variables {
            constraints.append(.init(t: [[Double(variable), 1]], k: Double(random.int(-50...50)), op: "eq", p: 0.1 + 0.01 * Double(variable)))
        }
        return System(name: "random-\(seed)", variables: variables, constraints: constraints)
    }

    /// Solves with our solver; returns the values and the weighted objective.
    static func solve(_ system: System) throws -> (values: [Double], objective: Double) {
        let solver = SimplexSolver()
        let variables = (0..<system.variables).map { _ in solver.newVariable() }
        for c in system.constraints {
            let relation: SimplexSolver.Relation = c.op == "eq" ? .equal : c.op == "le" ? .lessThanOrEqual : .greaterThanOrEqual
            _ = try solver.add(c.t.map { SimplexSolver.Term(variables[Int($0[0])], $0[1]) }, constant: c.k, relation: relation,
                               required: c.p >= 1000, weight: c.p)
        }
        let values = variables.map { solver.value(of: $0) }
        var objective = 0.0
        for c in system.constraints where c.p < 1000 {
            let residual = c.t.reduce(c.k) { $0 + $1[1] * values[Int($1[0])] }
            objective += c.p * (c.op == "eq" ? abs(residual) : c.op == "le" ? max(0, residual) : max(0, -residual))
        }
        return (values, objective)
    }

    static func requiredHold(_ system: System, _ values: [Double]) -> Bool {
        system.constraints.filter { $0.p >= 1000 }.allSatisfy { c in
            let residual = c.t.reduce(c.k) { $0 + $1[1] * values[Int($1[0])] }
            switch c.op {
            case "eq": return abs(residual) < 1e-6
            case "le": return residual < 1e-6
            default: return residual > -1e-6
            }
        }
    }

    @Test func everyRequiredConstraintHoldsInLargeRandomSystems() throws {
        for seed in 1...60 {
            let system = Self.randomSystem(UInt64(seed), variables: 30, required: 25, optional: 30)
            let (values, _) = try Self.solve(system)
            #expect(Self.requiredHold(system, values), "seed \(seed)")
        }
    }

    @Test func smallSystemsMatchTheLinearProgrammingReference() throws {
        let systems = (1...150).map { Self.randomSystem(UInt64(1000 + $0), variables: 2 + $0 % 4, required: 1 + $0 % 3, optional: 1 + $0 % 4) }
        let ours = try systems.map(Self.solve)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-lp-\(ProcessInfo.processInfo.processIdentifier).json")
        try JSONEncoder().encode(systems).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts/lp_reference.py")
        // The output goes to files, not pipes: Foundation's pipe reads stop the process when a
        // signal interrupts them (EINTR), and other tests' exit tests send SIGCHLD meanwhile.
        let outputFile = file.appendingPathExtension("out"), errorFile = file.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile); try? FileManager.default.removeItem(at: errorFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path]
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        let data = try Data(contentsOf: outputFile)
        let errorText = String(decoding: try Data(contentsOf: errorFile), as: UTF8.self)
        try #require(process.terminationStatus == 0, "the reference needs python3 with scipy (pip install scipy): \(errorText)")
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        try #require(lines.count == systems.count)
        var sameValues = 0
        for (index, line) in lines.enumerated() {
            let reference = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(reference["status"] as? String == "optimal")
            let objective = try #require(reference["objective"] as? Double)
            #expect(abs(objective - ours[index].objective) <= 1e-6 * max(1, abs(objective)), "\(systems[index].name)")
            #expect(Self.requiredHold(systems[index], ours[index].values))
            let values = try #require(reference["values"] as? [Double])
            if zip(values, ours[index].values).allSatisfy({ abs($0 - $1) < 1e-6 }) { sameValues += 1 }
        }
        // Weak distinct stays make almost every optimum unique: the values agree too.
        #expect(sameValues >= systems.count * 9 / 10, "\(sameValues) of \(systems.count) with identical values")
    }
}

/// Incremental changes (removals and constant changes) against a solver built afresh from the
/// same final system: the definitions with references (`SimplexSolver+References.swift`)
/// must reach the optimum a canonical tableau reaches.
@Suite struct SolverIncrementalTests {
    typealias System = SolverPropertyTests.System

    @Test func removalsAndConstantChangesMatchAFreshSolve() throws {
        var sameValues = 0, compared = 0
        for seed in 1...200 {
            var system = SolverPropertyTests.randomSystem(UInt64(5000 + seed), variables: 12, required: 10, optional: 10)
            var random = SolverPropertyTests.Random(state: UInt64(seed))
            let (solver, variables) = Self.solver(for: system)
            func add(_ c: System.Constraint) throws -> SimplexSolver.ConstraintID { try Self.add(c, to: solver, variables) }
            var ids = try system.constraints.map(add)
            // Remove a few constraints, required ones included; move a few constants (a
            // required one that can no longer hold throws and keeps its old constant); put
            // some removed constraints back.
            var removed = Set<Int>()
            for _ in 0..<6 { removed.insert(random.int(0...(system.constraints.count - 1))) }
            for index in removed.sorted() { solver.remove(ids[index]) }
            for _ in 0..<6 {
                let index = random.int(0...(system.constraints.count - 1))
                guard !removed.contains(index) else { continue }
                Self.moveConstant(of: index, in: &system, ids, solver, by: Double(random.int(-30...30)), seed: seed)
            }
            for index in removed.sorted().prefix(2) where system.constraints[index].p < 1000 {
                ids[index] = try add(system.constraints[index])
                removed.remove(index)
            }
            let ours = variables.map { solver.value(of: $0) }
            let remaining = System(name: system.name, variables: system.variables,
                                   constraints: system.constraints.enumerated().filter { !removed.contains($0.offset) }.map(\.element))
            let fresh = try SolverPropertyTests.solve(remaining)
            #expect(SolverPropertyTests.requiredHold(remaining, ours), "seed \(seed)")
            #expect(abs(Self.objective(remaining, ours) - fresh.objective) <= 1e-6 * max(1, fresh.objective), "seed \(seed)")
            compared += 1
            if zip(ours, fresh.values).allSatisfy({ abs($0 - $1) < 1e-6 }) { sameValues += 1 }
        }
        #expect(sameValues >= compared * 9 / 10, "\(sameValues) of \(compared) with identical values")
    }

    /// SP1: a required constraint rejected for a conflict leaves nothing behind: constant changes
    /// after it still repair every row they make infeasible, so the result matches a fresh
    /// solve of the constraints kept.
    @Test func test_SP1_constantChangesAfterRejectedConstraintsMatchAFreshSolve() throws {
        var rejected = 0
        for seed in 1...150 {
            var system = SolverPropertyTests.randomSystem(UInt64(9000 + seed), variables: 12, required: 10, optional: 10)
            var random = SolverPropertyTests.Random(state: UInt64(seed) &+ 77)
            let (solver, variables) = Self.solver(for: system)
            func add(_ c: System.Constraint) throws -> SimplexSolver.ConstraintID { try Self.add(c, to: solver, variables) }
            let ids = try system.constraints.map(add)
            let equalities = system.constraints.indices.filter { system.constraints[$0].p >= 1000 && system.constraints[$0].op == "eq" }
            for _ in 0..<8 {
                let index = random.int(0...(system.constraints.count - 1))
                Self.moveConstant(of: index, in: &system, ids, solver, by: Double(random.int(-30...30)), seed: seed)
                guard !equalities.isEmpty else { continue }
                // The same required equality with another constant cannot hold.
                var contradiction = system.constraints[random.pick(equalities)]
                contradiction.k += Double(random.int(1...9))
                do {
                    _ = try add(contradiction)
                    Issue.record("seed \(seed): a contradiction was accepted")
                } catch {
                    rejected += 1
                }
            }
            let ours = variables.map { solver.value(of: $0) }
            let fresh = try SolverPropertyTests.solve(system)
            #expect(SolverPropertyTests.requiredHold(system, ours), "seed \(seed)")
            #expect(abs(Self.objective(system, ours) - fresh.objective) <= 1e-6 * max(1, fresh.objective), "seed \(seed)")
        }
        #expect(rejected > 500)
    }

    /// Moves one constraint's constant in the solver and, when the solver takes it, in the
    /// system (only a required constraint that can no longer hold is refused).
    static func moveConstant(of index: Int, in system: inout System, _ ids: [SimplexSolver.ConstraintID], _ solver: SimplexSolver,
                             by delta: Double, seed: Int) {
        let constant = system.constraints[index].k + delta
        do {
            try solver.setConstant(ids[index], to: constant)
            system.constraints[index].k = constant
        } catch {
            #expect(system.constraints[index].p >= 1000, "seed \(seed): only a required constant can fail")
        }
    }

    /// A solver with the system's variables (none of its constraints yet).
    static func solver(for system: System) -> (SimplexSolver, [Int32]) {
        let solver = SimplexSolver()
        return (solver, (0..<system.variables).map { _ in solver.newVariable() })
    }

    /// Adds one of a system's constraints over `variables`.
    static func add(_ c: System.Constraint, to solver: SimplexSolver, _ variables: [Int32]) throws -> SimplexSolver.ConstraintID {
        try solver.add(c.t.map { SimplexSolver.Term(variables[Int($0[0])], $0[1]) }, constant: c.k,
                       relation: relation(c.op), required: c.p >= 1000, weight: c.p)
    }

    static func relation(_ op: String) -> SimplexSolver.Relation {
        op == "eq" ? .equal : op == "le" ? .lessThanOrEqual : .greaterThanOrEqual
    }

    static func objective(_ system: System, _ values: [Double]) -> Double {
        system.constraints.filter { $0.p < 1000 }.reduce(0.0) { sum, c in
            let residual = c.t.reduce(c.k) { $0 + $1[1] * values[Int($1[0])] }
            return sum + c.p * (c.op == "eq" ? abs(residual) : c.op == "le" ? max(0, residual) : max(0, -residual))
        }
    }
}

import Foundation
import UIKit

/// 8. The Auto Layout solver against kiwisolver (the `kiwisolver` PyPI package, C++), on the
///    same generated systems in one run: a chain of N views with neighbour equalities, N
///    independent views pinned to a container, an N×N grid with equal cells, a realistic
///    100-view screen (rows of icon, title, detail, chevron with hugging and compression
///    resistance), and for each one constant changed and re-solved. Our side is timed in this
///    process; the systems go to `Benchmarks/kiwi_baseline.py` as JSON (`SOLVER_JSON_DIR`).
struct SolverSystem: Encodable {
    struct Constraint: Encodable {
        var t: [[Double]]
        var k: Double
        var op: String
        var p: Double
    }
    struct Change: Encodable {
        var index: Int
        var k: Double
    }
    var name: String
    var n: Int
    var variables = 0
    var constraints: [Constraint] = []
    var change: Change?

    init(name: String, n: Int) {
        self.name = name
        self.n = n
    }

    mutating func variable() -> Int {
        variables += 1
        return variables - 1
    }

    /// Adds `Σ terms + k (op) 0`; returns the constraint's index.
    @discardableResult
    mutating func add(_ terms: [(Int, Double)], _ k: Double, _ op: String = "eq", p: Double = 1000) -> Int {
        constraints.append(Constraint(t: terms.map { [Double($0.0), $0.1] }, k: k, op: op, p: p))
        return constraints.count - 1
    }

    /// A view's four variables: x, y, width, height.
    mutating func view() -> (x: Int, y: Int, w: Int, h: Int) { (variable(), variable(), variable(), variable()) }

    static func chain(_ n: Int) -> SolverSystem {
        var s = SolverSystem(name: "chain", n: n)
        var previous: (x: Int, y: Int, w: Int, h: Int)?
        var first = 0
        for index in 0..<n {
            let v = s.view()
            if let p = previous {
                s.add([(v.x, 1), (p.x, -1), (p.w, -1)], -8)
                s.add([(v.w, 1), (p.w, -1)], 0)
            } else {
                first = s.add([(v.x, 1)], -16)
            }
            s.add([(v.y, 1)], -100)
            s.add([(v.h, 1)], -44)
            previous = v
            if index == n - 1 { s.add([(v.x, 1), (v.w, 1)], -Double(n * 100)) }
        }
        s.change = Change(index: first, k: -20)
        return s
    }

    static func independent(_ n: Int) -> SolverSystem {
        var s = SolverSystem(name: "independent", n: n)
        let width = s.variable()
        s.add([(width, 1)], -390)
        var middle = 0
        for index in 0..<n {
            let v = s.view()
            s.add([(v.x, 1)], -16)
            s.add([(v.x, 1), (v.w, 1), (width, -1)], 16, "le")
            let top = s.add([(v.y, 1)], -Double(index * 44))
            if index == n / 2 { middle = top }
            s.add([(v.h, 1)], -44)
            s.add([(v.w, 1)], -120, "ge", p: 750)
            s.add([(v.w, 1)], -120, "le", p: 250)
        }
        s.change = Change(index: middle, k: -Double(n / 2 * 44 + 10))
        return s
    }

    static func grid(_ side: Int) -> SolverSystem {
        var s = SolverSystem(name: "grid", n: side * side)
        let width = s.variable(), height = s.variable()
        let widthConstraint = s.add([(width, 1)], -Double(side * 40))
        s.add([(height, 1)], -Double(side * 40))
        var cells: [[(x: Int, y: Int, w: Int, h: Int)]] = []
        for row in 0..<side {
            var line: [(x: Int, y: Int, w: Int, h: Int)] = []
            for column in 0..<side {
                let v = s.view()
                if column == 0 { s.add([(v.x, 1)], 0) } else {
                    let left = line[column - 1]
                    s.add([(v.x, 1), (left.x, -1), (left.w, -1)], -2)
                    s.add([(v.w, 1), (left.w, -1)], 0)
                }
                if row == 0 { s.add([(v.y, 1)], 0) } else {
                    let above = cells[row - 1][column]
                    s.add([(v.y, 1), (above.y, -1), (above.h, -1)], -2)
                    s.add([(v.h, 1), (above.h, -1)], 0)
                }
                if column == side - 1 { s.add([(v.x, 1), (v.w, 1), (width, -1)], 0) }
                if row == side - 1 { s.add([(v.y, 1), (v.h, 1), (height, -1)], 0) }
                line.append(v)
            }
            cells.append(line)
        }
        s.change = Change(index: widthConstraint, k: -Double(side * 40 + 20))
        return s
    }

    /// Table-like rows of four views: icon, title, detail and chevron (25 rows make the
    /// 100-view screen; 250 rows a long 1,000-view form).
    static func screen(rows: Int = 25) -> SolverSystem {
        var s = SolverSystem(name: "screen", n: rows * 4)
        let width = s.variable()
        let widthConstraint = s.add([(width, 1)], -390)
        for row in 0..<rows {
            let top = Double(row * 56 + 100)
            let icon = s.view(), title = s.view(), detail = s.view(), chevron = s.view()
            s.add([(icon.x, 1)], -16)
            s.add([(icon.w, 1)], -40)
            s.add([(icon.h, 1)], -40)
            s.add([(icon.y, 1), (icon.h, 0.5)], -(top + 28))
            s.add([(title.x, 1), (icon.x, -1), (icon.w, -1)], -12)
            s.add([(title.y, 1), (title.h, 0.5), (icon.y, -1), (icon.h, -0.5)], 0)
            s.add([(title.h, 1)], -21)
            s.add([(title.w, 1)], -Double(80 + row * 7 % 120), "ge", p: 750)
            s.add([(title.w, 1)], -Double(80 + row * 7 % 120), "le", p: 250)
            s.add([(detail.x, 1), (detail.w, 1), (chevron.x, -1)], 8)
            s.add([(detail.y, 1), (detail.h, 0.5), (icon.y, -1), (icon.h, -0.5)], 0)
            s.add([(detail.h, 1)], -21)
            s.add([(detail.w, 1)], -Double(60 + row * 13 % 90), "ge", p: 751)
            s.add([(detail.w, 1)], -Double(60 + row * 13 % 90), "le", p: 251)
            s.add([(title.x, 1), (title.w, 1), (detail.x, -1)], 8, "le")
            s.add([(chevron.x, 1), (chevron.w, 1), (width, -1)], 16)
            s.add([(chevron.w, 1)], -12)
            s.add([(chevron.h, 1)], -20)
            s.add([(chevron.y, 1), (chevron.h, 0.5), (icon.y, -1), (icon.h, -0.5)], 0)
        }
        s.change = Change(index: widthConstraint, k: -320)
        return s
    }

    /// Solves with our solver; returns (solve time, change time) in nanoseconds and the sum
    /// of all values after the solve.
    func solveWithOpenUIKit() -> (solve: Double, change: Double, checksum: Double) {
        let terms = constraints.map { $0.t.map { SimplexSolver.Term(Int32($0[0]), $0[1]) } }
        let solver = SimplexSolver()
        var ids: [SimplexSolver.ConstraintID] = []
        ids.reserveCapacity(constraints.count)
        var checksum = 0.0
        // Timed as kiwisolver's side is: every constraint added, then every value read.
        let solve = time {
            for _ in 0..<variables { _ = solver.newVariable() }
            for (index, constraint) in constraints.enumerated() {
                let relation: SimplexSolver.Relation = constraint.op == "eq" ? .equal : constraint.op == "le" ? .lessThanOrEqual : .greaterThanOrEqual
                ids.append(try! solver.add(terms[index], constant: constraint.k, relation: relation,
                                           required: constraint.p >= 1000, weight: constraint.p))
            }
            checksum = (0..<variables).reduce(0.0) { $0 + solver.value(of: Int32($1)) }
        }
        _ = solver.takeChangedVariables()
        var change = 0.0
        // SOLVER_CHANGE=0 leaves the change out (to profile the solve alone).
        if let spec = self.change, ProcessInfo.processInfo.environment["SOLVER_CHANGE"] != "0" {
            let old = constraints[spec.index].k
            var samples: [Double] = []
            for round in 0..<9 {
                // The change, then the values that moved (what a layout pass reads).
                samples.append(time {
                    try! solver.setConstant(ids[spec.index], to: round % 2 == 0 ? spec.k : old)
                    var sum = 0.0
                    for variable in solver.takeChangedVariables() { sum += solver.value(of: variable) }
                    if sum.isNaN { FileHandle.standardError.write(Data("nan\n".utf8)) }
                })
            }
            change = median(samples)
        }
        return (solve, change, checksum)
    }
}

/// Runs the solver shapes at growing sizes, ours and (when Python has kiwisolver) the baseline.
@MainActor
func solverBenchmark() {
    func print(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    let directory = ProcessInfo.processInfo.environment["SOLVER_JSON_DIR"] ?? NSTemporaryDirectory() + "openuikit-solver"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let systems: [SolverSystem] = [
        .chain(100), .chain(1_000), .chain(2_000),
        .independent(100), .independent(1_000), .independent(10_000),
        .grid(10), .grid(32), .grid(50),
        .screen(), .screen(rows: 250),
    ]
    let only = ProcessInfo.processInfo.environment["SOLVER_ONLY"]
    let baseline = ProcessInfo.processInfo.environment["SOLVER_BASELINE"] != "0"
    print("| shape | N | ours: solve | ours: change | ours per N | kiwisolver: solve | kiwisolver: change | solve ratio | change ratio |")
    print("|---|---|---|---|---|---|---|---|---|")
    for system in systems where only == nil || only == "\(system.name)-\(system.n)" {
        var solves: [Double] = [], changes: [Double] = []
        var checksum = 0.0
        for _ in 0..<(system.n >= 10_000 ? 3 : 7) {
            let result = system.solveWithOpenUIKit()
            solves.append(result.solve)
            changes.append(result.change)
            checksum = result.checksum
        }
        let solve = median(solves) / 1e6, change = median(changes) / 1e6
        var kiwi: (solve: Double, change: Double, checksum: Double)?
        if baseline {
            let path = directory + "/\(system.name)-\(system.n).json"
            FileManager.default.createFile(atPath: path, contents: try! JSONEncoder().encode(system))
            kiwi = runKiwi(path, repeats: system.n >= 10_000 ? 1 : 3)
        }
        func ms(_ value: Double) -> String { value < 1 ? String(format: "%.3f ms", value) : String(format: "%.1f ms", value) }
        var line = "| \(system.name) | \(system.n) | \(ms(solve)) | \(ms(change)) | \(String(format: "%.2f µs", solve * 1e3 / Double(system.n))) |"
        if let kiwi {
            let agrees = abs(kiwi.checksum - checksum) <= 1e-6 * max(1, abs(checksum)) ? "" : " (values differ)"
            line += " \(ms(kiwi.solve)) | \(ms(kiwi.change)) | \(String(format: "%.0f×", kiwi.solve / solve))\(agrees) | \(String(format: "%.0f×", kiwi.change / change)) |"
        } else {
            line += " – | – | – | – |"
        }
        print(line)
    }
}

/// Runs `Benchmarks/kiwi_baseline.py` on one system file with `options` and returns its JSON
/// answer; nil when Python or kiwisolver is missing or the script failed.
func runKiwiScript(_ path: String, repeats: Int, options: [String] = []) -> [String: Any]? {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Benchmarks/kiwi_baseline.py").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--repeat", String(repeats), "--timeout", "120"] + options + [path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return try? JSONSerialization.jsonObject(with: data) as? [String: Any]
}

/// Runs the Python baseline on one system file; nil when Python or kiwisolver is missing.
func runKiwi(_ path: String, repeats: Int) -> (solve: Double, change: Double, checksum: Double)? {
    guard let object = runKiwiScript(path, repeats: repeats), let solve = object["solve_ms"] as? Double else { return nil }
    return (solve, object["change_ms"] as? Double ?? .nan, object["values_checksum"] as? Double ?? .nan)
}

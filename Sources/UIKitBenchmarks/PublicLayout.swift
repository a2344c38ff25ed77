import Foundation
import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// 11. Auto Layout through the public API an app uses (`BENCH=api`): views made with
///    `UIView()`, placed with anchors, `NSLayoutConstraint.activate`, then `layoutIfNeeded()`
///    on their container; timed from the first view made to the last frame set. Beside it,
///    kiwisolver solves the same system (the engine's variables: each frame in its
///    superview's coordinates) in the same run. Then the memory each object costs.
///
///    Shapes: N independent views, each `leading == container.leading + 16`,
///    `trailing == container.trailing - 16`, `top == container.top + 44·i`, `height == 44`
///    (4 constraints); and a chain of N views, each `leading == previous.trailing + 8` (the
///    first: container.leading + 16), `top == container.top + 100`, `height == 44`,
///    `width >= 20` and a weak `width == 60 @250` (5 constraints).
enum PublicLayoutShape: String { case independent, chain }

/// The views of one run, kept so that releasing them is not timed.
@MainActor
struct PublicLayoutRun {
    var container: UIView
    var views: [UIView]
    var constraints: [NSLayoutConstraint]
}

@MainActor
func buildPublicLayout(_ shape: PublicLayoutShape, _ count: Int) -> PublicLayoutRun {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: shape == .chain ? Double(count) * 100 + 100 : 390,
                                         height: shape == .chain ? 844 : Double(count) * 44 + 44))
    var views: [UIView] = []
    views.reserveCapacity(count)
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(count * 5)
    for index in 0..<count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        switch shape {
        case .independent:
            constraints.append(view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16))
            constraints.append(view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16))
            constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index * 44)))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
        case .chain:
            if let previous = views.last {
                constraints.append(view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
            } else {
                constraints.append(view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16))
            }
            constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor, constant: 100))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
            constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: 20))
            let preferred = view.widthAnchor.constraint(equalToConstant: 60)
            preferred.priority = .defaultLow
            constraints.append(preferred)
        }
        views.append(view)
    }
    NSLayoutConstraint.activate(constraints)
    container.layoutIfNeeded()
    return PublicLayoutRun(container: container, views: views, constraints: constraints)
}

extension SolverSystem {
    /// The system the engine solves for `buildPublicLayout`: the container's frame (its
    /// autoresizing constraints) and each view's frame in the container's coordinates.
    static func publicLayout(_ shape: PublicLayoutShape, _ count: Int) -> SolverSystem {
        var s = SolverSystem(name: "api-\(shape.rawValue)", n: count)
        let c = s.view()
        let width = shape == .chain ? Double(count) * 100 + 100 : 390
        let height = shape == .chain ? 844 : Double(count) * 44 + 44
        s.add([(c.x, 1)], 0); s.add([(c.y, 1)], 0); s.add([(c.w, 1)], -width); s.add([(c.h, 1)], -height)
        var previous: (x: Int, y: Int, w: Int, h: Int)?
        for index in 0..<count {
            let v = s.view()
            switch shape {
            case .independent:
                s.add([(v.x, 1)], -16)
                s.add([(v.x, 1), (v.w, 1), (c.w, -1)], 16)
                s.add([(v.y, 1)], -Double(index * 44))
                s.add([(v.h, 1)], -44)
            case .chain:
                if let p = previous { s.add([(v.x, 1), (p.x, -1), (p.w, -1)], -8) } else { s.add([(v.x, 1)], -16) }
                s.add([(v.y, 1)], -100)
                s.add([(v.h, 1)], -44)
                s.add([(v.w, 1)], -20, "ge")
                s.add([(v.w, 1)], -60, "eq", p: 250)
            }
            previous = v
        }
        return s
    }
}

/// The resident set of this process in bytes (`/proc/self/statm`; Linux). glibc's
/// `mallinfo2` is not visible through Swift's Glibc module, so memory is measured as RSS
/// growth over many objects made on a heap with no free space left in it (the memory table
/// runs first, and each measurement keeps what it made).
func heapBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Bytes per object: `count` objects made by `make` and kept, the heap before and after.
@MainActor
func bytesPerObject(_ count: Int, _ make: () -> AnyObject) -> Double {
    var kept: [AnyObject] = []
    kept.reserveCapacity(count)
    let before = heapBytes()
    for _ in 0..<count { kept.append(make()) }
    let after = heapBytes()
    // Kept to the end of the process: freed memory would be reused by the next measurement.
    keptForMemoryMeasurements.append(kept)
    return Double(after - before) / Double(count)
}

@MainActor var keptForMemoryMeasurements: [Any] = []

/// Where the time of one independent-shape run goes: making and adding the views, making the
/// constraints from anchors, activating them, and the layout pass (`API_PHASES=1`).
@MainActor
func publicLayoutPhases(_ count: Int) -> [(String, Double)] {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: Double(count) * 44 + 44))
    var views: [UIView] = []
    views.reserveCapacity(count)
    var constraints: [NSLayoutConstraint] = []
    constraints.reserveCapacity(count * 4)
    let made = time {
        for _ in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views.append(view)
        }
    }
    let anchored = time {
        for (index, view) in views.enumerated() {
            constraints.append(view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16))
            constraints.append(view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16))
            constraints.append(view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index * 44)))
            constraints.append(view.heightAnchor.constraint(equalToConstant: 44))
        }
    }
    let activated = time { NSLayoutConstraint.activate(constraints) }
    let laidOut = time { container.layoutIfNeeded() }
    return [("views made and added", made), ("constraints made from anchors", anchored),
            ("NSLayoutConstraint.activate", activated), ("layoutIfNeeded", laidOut)]
}

@MainActor
func publicLayoutBenchmark(sizes defaultSizes: String = "1000,10000,100000") {
    func print(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    func ms(_ value: Double) -> String { value < 10 ? String(format: "%.2f ms", value) : String(format: "%.1f ms", value) }
    let directory = ProcessInfo.processInfo.environment["SOLVER_JSON_DIR"] ?? NSTemporaryDirectory() + "openuikit-solver"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let baseline = ProcessInfo.processInfo.environment["SOLVER_BASELINE"] != "0"
    let sizes = (ProcessInfo.processInfo.environment["API_SIZES"] ?? defaultSizes).split(separator: ",").compactMap { Int($0) }
    if ProcessInfo.processInfo.environment["API_PHASES"] == "1" {
        print("Where the time goes (independent shape, median of 11 runs per size):")
        print("")
        print("| N | " + publicLayoutPhases(1).map(\.0).joined(separator: " | ") + " |")
        print("|---|---|---|---|---|")
        for count in sizes {
            let runs = (0..<11).map { _ in publicLayoutPhases(count) }
            let medians = (0..<4).map { phase in median(runs.map { $0[phase].1 }) / 1e6 }
            print("| \(count) | " + medians.map { ms($0) }.joined(separator: " | ") + " |")
        }
        return
    }
    publicLayoutMemory()
    print("")
    print("Auto Layout through the public API: UIView() + anchors + NSLayoutConstraint.activate + layoutIfNeeded,")
    print("timed from the first view made to the last frame set; kiwisolver solves the same system")
    print("(add every constraint + updateVariables; with building its Python objects in brackets,")
    print("which is like for like: ours includes making the views and constraints).")
    print("Exponent: log(t2/t1)/log(n2/n1) against the previous size (1.0 = linear).")
    print("")
    print("| shape | N | ours | ours per view | exponent | kiwisolver | kiwisolver ÷ ours | kiwi exponent |")
    print("|---|---|---|---|---|---|---|---|")
    for shape in [PublicLayoutShape.independent, .chain] {
        var last: (n: Int, ours: Double, kiwi: Double?)?
        for count in sizes {
            var samples: [Double] = []
            var checksum = 0.0
            let repeats = count >= 100_000 ? 3 : count >= 10_000 ? 5 : 11
            for _ in 0..<repeats {
                var run: PublicLayoutRun?
                samples.append(time { run = buildPublicLayout(shape, count) })
                checksum = run!.views.reduce(0.0) { $0 + Double($1.frame.minX + $1.frame.minY + $1.frame.width + $1.frame.height) }
                run = nil  // released outside the timed part
            }
            let ours = median(samples) / 1e6
            var kiwi: (solve: Double, build: Double, checksum: Double)?
            // kiwisolver grows quadratically on these shapes (16 s for 10,000 independent
            // views): above KIWI_MAX_N (default 10,000) it is not run.
            let kiwiLimit = Int(ProcessInfo.processInfo.environment["KIWI_MAX_N"] ?? "") ?? 10_000
            if baseline && count <= kiwiLimit {
                let system = SolverSystem.publicLayout(shape, count)
                let path = directory + "/\(system.name)-\(count).json"
                FileManager.default.createFile(atPath: path, contents: try! JSONEncoder().encode(system))
                kiwi = runKiwiBuilding(path, repeats: count >= 10_000 ? 1 : 3)
            }
            var line = "| \(shape.rawValue) | \(count) | \(ms(ours)) | \(String(format: "%.2f µs", ours * 1e3 / Double(count))) |"
            line += last.map { String(format: " %.2f |", log(ours / $0.ours) / log(Double(count) / Double($0.n))) } ?? " – |"
            if let kiwi, kiwi.solve.isInfinite {
                line += " > 120 s | > \(String(format: "%.0f×", 120_000 / ours)) | – |"
            } else if let kiwi {
                // The kiwisolver checksum counts the container's frame too (x + y + w + h).
                let container = shape == .chain ? Double(count) * 100 + 100 + 844 : 390 + Double(count) * 44 + 44
                let agrees = abs(kiwi.checksum - container - checksum) <= 1e-6 * max(1, abs(checksum)) ? "" : " (values differ)"
                // Like for like in brackets: our time includes making the views and constraints.
                let withObjects = kiwi.build.isNaN ? "" : String(format: " (%.1f× with its objects)", kiwi.build / ours)
                line += " \(ms(kiwi.solve))\(kiwi.build.isNaN ? "" : " (\(ms(kiwi.build)))") | \(String(format: "%.1f×", kiwi.solve / ours))\(withObjects)\(agrees) |"
                line += last.flatMap { previous in previous.kiwi.map { String(format: " %.2f |", log(kiwi.solve / $0) / log(Double(count) / Double(previous.n))) } } ?? " – |"
            } else {
                line += count > kiwiLimit && baseline ? " not run (N > KIWI_MAX_N) | – | – |" : " – | – | – |"
            }
            print(line)
            last = (count, ours, kiwi.flatMap { $0.solve.isFinite ? $0.solve : nil })
        }
    }
}

/// Bytes per object: resident-set growth while making 100,000 of them (kept alive; the
/// arrays holding them are reserved first).
@MainActor
func publicLayoutMemory() {
    func print(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    let count = 100_000
    print("Memory: bytes per object (resident-set growth, /proc/self/statm, over making \(count) and keeping them; run first, on a fresh heap)")
    print("")
    print("| object | bytes |")
    print("|---|---|")
    print("| `UIView()` | \(Int(bytesPerObject(count) { UIView() })) |")
    print("| `UIView()` with its layer | \(Int(bytesPerObject(count) { let view = UIView(); _ = view.layer; return view })) |")
    print("| `UIViewController()` with its view loaded | \(Int(bytesPerObject(count) { let controller = UIViewController(); controller.loadViewIfNeeded(); return controller })) |")
    let first = UIView(), second = UIView()
    print("| `NSLayoutConstraint` (inactive, from two anchors) | \(Int(bytesPerObject(count) { first.leadingAnchor.constraint(equalTo: second.leadingAnchor) })) |")
    // A view with its 4 active constraints and its part of the engine (records, solver rows).
    let laidOut = 10_000
    let before = heapBytes()
    let run = buildPublicLayout(.independent, laidOut)
    let after = heapBytes()
    print("| a view with its 4 active constraints and its share of the engine (\(laidOut) laid out, independent shape) | \(Int(Double(after - before) / Double(laidOut))) |")
    keptForMemoryMeasurements.append(run)
}

/// Runs the Python baseline, timing the solve alone and the solve with building the
/// kiwisolver objects; nil when Python or kiwisolver is missing.
func runKiwiBuilding(_ path: String, repeats: Int) -> (solve: Double, build: Double, checksum: Double)? {
    guard let object = runKiwiScript(path, repeats: repeats, options: ["--build"]) else { return nil }
    // A solve stopped after the timeout reads as infinite (printed "> 120 s").
    if object["timeout"] as? Bool == true { return (.infinity, .infinity, .nan) }
    guard let solve = object["solve_ms"] as? Double else { return nil }
    return (solve, object["build_solve_ms"] as? Double ?? .nan, object["values_checksum"] as? Double ?? .nan)
}

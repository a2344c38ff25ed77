import Foundation
import UIKit

/// 12. What one change costs in a laid-out hierarchy of N views placed by constraints
///    (`BENCH=changes`; the independent shape of `BENCH=api`): it should depend on the size of
///    the change, not on N. Each row times 100 changes and prints the median per change:
///    - removing a subview (its 4 constraints go with it) and laying out;
///    - adding a subview with 4 new constraints, activating them and laying out;
///    - editing one constraint's constant and laying out;
///    - deactivating and reactivating one view's 4 constraints and laying out.
@MainActor
func layoutChangesBenchmark() {
    func print(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    let sizes = (ProcessInfo.processInfo.environment["API_SIZES"] ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }
    print("One change in a laid-out hierarchy of N views placed by constraints (median of 100 changes, µs per change).")
    print("Exponent: log(t2/t1)/log(n2/n1) against the previous size (0 = independent of N).")
    print("")
    print("| change | " + sizes.map { "N = \($0)" }.joined(separator: " | ") + " | exponent, first to last |")
    print("|---|" + sizes.map { _ in "---|" }.joined() + "---|")
    let changes: [(String, (PublicLayoutRun, Int) -> Void)] = [
        ("remove a subview (and its 4 constraints), lay out", { run, step in
            run.views[run.views.count - 1 - step].removeFromSuperview()
            run.container.layoutIfNeeded()
        }),
        ("add a subview with 4 constraints, activate, lay out", { run, step in
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            run.container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: run.container.leadingAnchor, constant: 8),
                view.trailingAnchor.constraint(equalTo: run.container.trailingAnchor, constant: -8),
                view.topAnchor.constraint(equalTo: run.container.topAnchor, constant: CGFloat(step) * 10),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            run.container.layoutIfNeeded()
        }),
        ("change one constraint's constant, lay out", { run, step in
            run.constraints[4 * step + 3].constant = CGFloat(20 + step % 7)
            run.container.layoutIfNeeded()
        }),
        ("deactivate and reactivate a view's 4 constraints, lay out", { run, step in
            let own = Array(run.constraints[(4 * step)..<(4 * step + 4)])
            NSLayoutConstraint.deactivate(own)
            NSLayoutConstraint.activate(own)
            run.container.layoutIfNeeded()
        }),
    ]
    for (name, change) in changes {
        var perChange: [Double] = []
        for count in sizes {
            let run = buildPublicLayout(.independent, count)
            var samples: [Double] = []
            for step in 0..<100 { samples.append(time { change(run, step) }) }
            perChange.append(median(samples) / 1e3)
            keptForMemoryMeasurements.append(run)  // freed at exit, not timed
        }
        var line = "| \(name) | " + perChange.map { String(format: "%.1f µs", $0) }.joined(separator: " | ") + " |"
        if let first = perChange.first, let last = perChange.last, sizes.count > 1 {
            line += String(format: " %.2f |", log(last / first) / log(Double(sizes.last!) / Double(sizes.first!)))
        } else {
            line += " – |"
        }
        print(line)
    }
}

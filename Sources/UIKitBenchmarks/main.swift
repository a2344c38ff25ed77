import Foundation
import UIKit
import UIKitTesting

// Benchmarks: cost per view of a full layout pass, of showing and removing a
// child whose view holds N views, and of one small add-child-and-show / remove cycle inside a
// hierarchy of N views; present/dismiss over a presenter of N views; dismissing presentation
// chains of growing length. Run with `swift run -c release UIKitBenchmarks`. Medians of several
// runs; the last column divides by N (or, for the 1-view child, by the 1k case) so linear
// growth shows as a flat column.

@MainActor
func makeTree(_ count: Int, fanOut: Int = 10) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var frontier = [root]
    var made = 1
    var next: [UIView] = []
    while made < count {
        for parent in frontier {
            for _ in 0..<fanOut where made < count {
                let view = UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
                parent.addSubview(view)
                next.append(view)
                made += 1
            }
            if made >= count { break }
        }
        frontier = next
        next = []
    }
    return root
}

@MainActor
func allViews(_ root: UIView) -> [UIView] {
    var result = [root], index = 0
    while index < result.count { result.append(contentsOf: result[index].subviews); index += 1 }
    return result
}

func row(_ name: String, _ views: Int, _ value: String, _ ratio: String) -> String {
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + fill : fill + text
    }
    return pad(name, 58, left: true) + pad(String(views), 8) + pad(value, 14) + pad(ratio, 14)
}

/// One add-child-and-show / remove cycle, with the run-loop turns that complete each half.
@MainActor
func showAndRemove(_ child: UIViewController, in host: UIViewController) {
    host.addChild(child)
    host.view.addSubview(child.view)
    child.didMove(toParent: host)
    UIKitScheduler.shared.drain()
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    UIKitScheduler.shared.drain()
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func time(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start)
}

@MainActor
func run() {
    _ = VirtualClock().install()
    if ProcessInfo.processInfo.environment["BENCH"] == "navigation" { return navigationBenchmark() }  // one group, for profiling
    if ProcessInfo.processInfo.environment["BENCH"] == "environment" { return environmentBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "solver" { return solverBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "storyboard" { return storyboardBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "porting" { return portingBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "drawing" { return drawingBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "objects" { return objectsBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "listupdates" { return listUpdatesBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "lists" { return listsBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "api" { return publicLayoutBenchmark() }
    if ProcessInfo.processInfo.environment["BENCH"] == "changes" { return layoutChangesBenchmark() }
    let sizes = [1_000, 10_000, 100_000]
    print("OpenUIKit benchmarks (medians; ns = nanoseconds)")
    print("")
    print(row("benchmark", 0, "median", "per view").replacingOccurrences(of: "       0", with: "   views"))
    var smallCycleBase: Double?
    for size in sizes {
        let repeats = size >= 100_000 ? 5 : 11
        let host = UIViewController()
        let window = UIWindow()
        window.rootViewController = host
        window.makeKeyAndVisible()
        UIKitScheduler.shared.drain()

        // 1. A full layout pass over `size` views in a window.
        let tree = makeTree(size)
        host.view.addSubview(tree)
        UIKitScheduler.shared.drain()
        let views = allViews(tree)
        var samples: [Double] = []
        for _ in 0..<repeats {
            for view in views { view.setNeedsLayout() }
            samples.append(time { UIKitScheduler.shared.drain() })
        }
        let layout = median(samples)
        print(row("layout pass (all views dirty)", size, String(format: "%.2f ms", layout / 1e6), String(format: "%.1f ns", layout / Double(size))))

        // 2. A small child shown and removed inside the hierarchy of `size` views.
        samples = []
        for _ in 0..<(repeats * 20) {
            let child = UIViewController()
            child.loadViewIfNeeded()
            samples.append(time { showAndRemove(child, in: host) })
        }
        let cycle = median(samples)
        smallCycleBase = smallCycleBase ?? cycle
        print(row("add-child-and-show / remove (1-view child)", size, String(format: "%.2f µs", cycle / 1e3), String(format: "%.2f × 1k", cycle / smallCycleBase!)))

        // 3. A child whose view holds `size` views, shown and removed (appearance walks its views).
        tree.removeFromSuperview()
        UIKitScheduler.shared.drain()
        samples = []
        for _ in 0..<repeats {
            let child = UIViewController()
            child.view = makeTree(size)
            samples.append(time { showAndRemove(child, in: host) })
        }
        let big = median(samples)
        print(row("add-child-and-show / remove (N-view child)", size, String(format: "%.2f ms", big / 1e6), String(format: "%.1f ns", big / Double(size))))
        // 4. Present and dismiss a 1-view controller over a presenter whose view holds
        //    `size` views: over full screen (the presenter stays: flat), and full screen (the
        //    presenter's views leave and return to the window: each gets its window calls).
        host.view.addSubview(tree)
        UIKitScheduler.shared.drain()
        for style in [UIModalPresentationStyle.overFullScreen, .fullScreen] {
            samples = []
            for _ in 0..<(repeats * 4) {
                let presented = UIViewController()
                presented.modalPresentationStyle = style
                presented.loadViewIfNeeded()
                samples.append(time { presentAndDismiss(presented, from: host) })
            }
            let value = median(samples)
            let name = "present / dismiss (\(style)), presenter N views"
            print(row(name, size, String(format: "%.2f µs", value / 1e3),
                      style == .fullScreen ? String(format: "%.1f ns", value / Double(size)) : ""))
        }
        tree.removeFromSuperview()
        window.isHidden = true
        UIKitScheduler.shared.drain()
    }
    print("")
    chainBenchmark()
    print("")
    navigationBenchmark()
    print("")
    environmentBenchmark()
    print("")
    portingBenchmark()
    print("")
    objectsBenchmark()
    print("")
    listUpdatesBenchmark()
    listsBenchmark()
    print("")
    publicLayoutBenchmark(sizes: "1000,10000")  // BENCH=api adds 100,000 views
}

/// Presents then dismisses, each completed by draining the run loop.
@MainActor
func presentAndDismiss(_ presented: UIViewController, from presenter: UIViewController) {
    presenter.present(presented, animated: false)
    UIKitScheduler.shared.drain()
    presenter.dismiss(animated: false)
    UIKitScheduler.shared.drain()
}

/// 5. Dismissing a presentation chain of length L from its bottom, with 10k views in the
///    root's hierarchy: the cost grows with L, not with the views elsewhere.
@MainActor
func chainBenchmark() {
    print(row("benchmark", 0, "median", "per link").replacingOccurrences(of: "       0", with: "   links"))
    let root = UIViewController()
    let window = UIWindow()
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.addSubview(makeTree(10_000))
    UIKitScheduler.shared.drain()
    for length in [1, 4, 16, 64] {
        var samples: [Double] = []
        for _ in 0..<15 {
            var top = root
            for _ in 0..<length {
                let next = UIViewController()
                next.modalPresentationStyle = .overFullScreen
                top.present(next, animated: false)
                UIKitScheduler.shared.drain()
                top = next
            }
            samples.append(time {
                root.dismiss(animated: false)
                UIKitScheduler.shared.drain()
            })
        }
        let value = median(samples)
        print(row("dismiss chain from its bottom (10k views below)", length, String(format: "%.2f µs", value / 1e3),
                  String(format: "%.2f µs", value / 1e3 / Double(length))))
    }
    window.isHidden = true
    UIKitScheduler.shared.drain()
}

MainActor.assumeIsolated { run() }

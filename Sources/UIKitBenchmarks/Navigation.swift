import Foundation
import UIKit

/// 6. Navigation and controller operations, through public API only. Each operation should
///    cost what it changes: the per-operation column stays flat as N grows, and the growth
///    exponent (log(t2/t1)/log(n2/n1)) of a whole build or teardown stays near 1 (linear);
///    for single operations over a stack or hierarchy of N, near 0 (independent of N).
///    `BENCH_NAV_MAX` caps the sizes (default 10,000).
@MainActor
func navigationBenchmark() {
    let maxSize = ProcessInfo.processInfo.environment["BENCH_NAV_MAX"].flatMap(Int.init) ?? 10_000
    let sizes = [100, 1_000, 10_000].filter { $0 <= maxSize }
    print(row("benchmark", 0, "median", "per op").replacingOccurrences(of: "       0", with: "       N"))

    var buildTotals: [Double] = [], popTotals: [Double] = [], presentOps: [Double] = [], tabOps: [Double] = [], childOps: [Double] = []
    for size in sizes {
        let repeats = size >= 10_000 ? 3 : 5

        // Push N controllers one by one, one run-loop turn after each (as an app pushing in
        // response to taps), then pop them all one by one the same way.
        var build: [Double] = [], pop: [Double] = []
        for _ in 0..<repeats {
            let (window, nav) = onScreenNavigation()
            build.append(time {
                for _ in 0..<size {
                    nav.pushViewController(UIViewController(), animated: false)
                    UIKitScheduler.shared.runTurn()
                }
                UIKitScheduler.shared.drain()
            })
            pop.append(time {
                for _ in 0..<size {
                    nav.popViewController(animated: false)
                    UIKitScheduler.shared.runTurn()
                }
                UIKitScheduler.shared.drain()
            })
            window.isHidden = true
            UIKitScheduler.shared.drain()
        }
        let buildTime = median(build), popTime = median(pop)
        buildTotals.append(buildTime); popTotals.append(popTime)
        print(row("push N one by one (a run-loop turn each), total", size, String(format: "%.2f ms", buildTime / 1e6),
                  String(format: "%.2f µs", buildTime / 1e3 / Double(size))))
        print(row("pop them one by one (a run-loop turn each), total", size, String(format: "%.2f ms", popTime / 1e6),
                  String(format: "%.2f µs", popTime / 1e3 / Double(size))))

        // Present and dismiss over the top of a stack of depth N.
        do {
            let (window, nav) = onScreenNavigation()
            nav.setViewControllers((0...size).map { _ in UIViewController() }, animated: false)
            for controller in nav.viewControllers { controller.loadViewIfNeeded() }  // as if each had been shown
            UIKitScheduler.shared.drain()
            var samples: [Double] = []
            for _ in 0..<31 {
                let presented = UIViewController()
                presented.modalPresentationStyle = .fullScreen
                samples.append(time { presentAndDismiss(presented, from: nav.topViewController!) })
            }
            let value = median(samples)
            presentOps.append(value)
            print(row("present / dismiss (full screen) over a stack of N", size, String(format: "%.2f µs", value / 1e3), ""))

            // Add and remove a child of a controller that already has N children.
            let host = nav.topViewController!
            for _ in 0..<size { host.addChild(UIViewController()) }
            samples = []
            for _ in 0..<31 {
                let child = UIViewController()
                child.loadViewIfNeeded()
                samples.append(time { showAndRemove(child, in: host) })
            }
            let child = median(samples)
            childOps.append(child)
            print(row("add child and show / remove, beside N children", size, String(format: "%.2f µs", child / 1e3), ""))
            window.isHidden = true
            UIKitScheduler.shared.drain()
        }

        // Switch between two small tabs of a tab bar controller whose other tabs hold N views
        // in all (loaded and shown once before): the switch should not depend on them.
        do {
            let tabs = UITabBarController()
            tabs.viewControllers = (0..<4).map { index in
                let top = UIViewController()
                if index >= 2 { top.view.addSubview(makeTree(size / 2)) }
                return UINavigationController(rootViewController: top)
            }
            let window = UIWindow()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            for index in [1, 2, 3, 0] { tabs.selectedIndex = index; UIKitScheduler.shared.drain() }
            var samples: [Double] = []
            for turn in 0..<31 {
                samples.append(time {
                    tabs.selectedIndex = turn % 2 == 0 ? 1 : 0
                    UIKitScheduler.shared.drain()
                })
            }
            let value = median(samples)
            tabOps.append(value)
            print(row("tab switch, other tabs holding N views", size, String(format: "%.2f µs", value / 1e3), ""))
            window.isHidden = true
            UIKitScheduler.shared.drain()
        }
    }

    print("")
    print("growth exponents between sizes (total time: 1 = linear; one operation: 0 = independent of N)")
    func exponents(_ name: String, _ values: [Double]) {
        var parts: [String] = []
        for index in 1..<values.count {
            let exponent = log(values[index] / values[index - 1]) / log(Double(sizes[index]) / Double(sizes[index - 1]))
            parts.append("\(sizes[index - 1])→\(sizes[index]): " + String(format: "%.2f", exponent))
        }
        print("  " + name.padding(toLength: 44, withPad: " ", startingAt: 0) + parts.joined(separator: "   "))
    }
    if sizes.count > 1 {
        exponents("push N one by one (total)", buildTotals)
        exponents("pop N one by one (total)", popTotals)
        exponents("present / dismiss over a stack of N", presentOps)
        exponents("add child / remove beside N children", childOps)
        exponents("tab switch, N views in the other tabs", tabOps)
    }

    // Memory: resident size before and after 10,000 push / pop cycles.
    print("")
    let (window, nav) = onScreenNavigation()
    for _ in 0..<100 { pushAndPop(nav) }
    let before = residentBytes()
    for _ in 0..<10_000 { pushAndPop(nav) }
    let after = residentBytes()
    print(String(format: "RSS before 10,000 push/pop cycles: %.1f MB, after: %.1f MB (%+.1f KB)",
                 Double(before) / 1e6, Double(after) / 1e6, (Double(after) - Double(before)) / 1e3))
    window.isHidden = true
    UIKitScheduler.shared.drain()
}

/// A navigation controller at the root of a visible window, with its root shown.
@MainActor
private func onScreenNavigation() -> (UIWindow, UINavigationController) {
    let nav = UINavigationController(rootViewController: UIViewController())
    let window = UIWindow()
    window.rootViewController = nav
    window.makeKeyAndVisible()
    UIKitScheduler.shared.drain()
    return (window, nav)
}

@MainActor
private func pushAndPop(_ nav: UINavigationController) {
    nav.pushViewController(UIViewController(), animated: false)
    UIKitScheduler.shared.drain()
    nav.popViewController(animated: false)
    UIKitScheduler.shared.drain()
}

/// The resident set size of the process, from /proc/self/statm (0 where it is missing).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

import Foundation
import UIKit

/// 6. Navigation: a push/pop cycle on stacks of growing depth, building a deep stack one
///    push at a time, and popToRoot of n controllers (should be linear: flat per controller).
@MainActor
func navigationBenchmark() {
    print(row("benchmark", 0, "median", "per ctrl").replacingOccurrences(of: "       0", with: "   depth"))
    for depth in [1, 100, 1_000] {
        let nav = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.setViewControllers((0..<depth).map { _ in UIViewController() }, animated: false)
        UIKitScheduler.shared.drain()
        var samples: [Double] = []
        for _ in 0..<31 {
            let pushed = UIViewController()
            samples.append(time {
                nav.pushViewController(pushed, animated: false)
                UIKitScheduler.shared.drain()
                nav.popViewController(animated: false)
                UIKitScheduler.shared.drain()
            })
        }
        let cycle = median(samples)
        print(row("push / pop cycle (non-animated), stack depth N", depth, String(format: "%.2f µs", cycle / 1e3), ""))

        samples = []
        for _ in 0..<5 {
            nav.setViewControllers([UIViewController()], animated: false)
            UIKitScheduler.shared.drain()
            samples.append(time {
                for _ in 1..<depth {
                    nav.pushViewController(UIViewController(), animated: false)
                    UIKitScheduler.shared.drain()
                }
            })
        }
        let build = median(samples)
        print(row("build a stack by N pushes (each drained)", depth, String(format: "%.2f ms", build / 1e6),
                  String(format: "%.2f µs", build / 1e3 / Double(max(1, depth - 1)))))

        samples = []
        for _ in 0..<11 {
            nav.setViewControllers((0..<depth).map { _ in UIViewController() }, animated: false)
            UIKitScheduler.shared.drain()
            samples.append(time {
                nav.popToRootViewController(animated: false)
                UIKitScheduler.shared.drain()
            })
        }
        let pop = median(samples)
        print(row("popToRoot of N controllers", depth, String(format: "%.2f µs", pop / 1e3),
                  String(format: "%.2f µs", pop / 1e3 / Double(depth))))
        window.isHidden = true
        UIKitScheduler.shared.drain()
    }
}

import Foundation
import UIKit

/// 7. Environment: a non-animated rotation (size transition, trait walk, safe-area and
///    margin announcements, layout) of a root controller whose view holds N views whose
///    frames follow the root (flexible width), and a user-settings trait change (dark mode)
///    that reaches every view. Both should be linear: flat per view.
@MainActor
func environmentBenchmark() {
    print(row("benchmark", 0, "median", "per view").replacingOccurrences(of: "       0", with: "   views"))
    for count in [1_000, 10_000, 100_000] {
        let root = UIViewController()
        let tree = makeTree(count)
        for view in allViews(tree) { view.autoresizingMask = [.flexibleWidth] }
        root.view.addSubview(tree)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        UIKitScheduler.shared.drain()
        var samples: [Double] = []
        for index in 0..<11 {
            samples.append(time {
                UIScreen.main.setDeviceOrientation(index % 2 == 0 ? .landscapeLeft : .portrait, animated: false)
                UIKitScheduler.shared.drain()
            })
        }
        let rotation = median(samples)
        print(row("rotation (non-animated) of a root holding N views", count, String(format: "%.2f ms", rotation / 1e6),
                  String(format: "%.3f µs", rotation / 1e3 / Double(count))))
        samples = []
        for index in 0..<11 {
            samples.append(time {
                UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: index % 2 == 0 ? .dark : .light))
                UIKitScheduler.shared.drain()
            })
        }
        let traits = median(samples)
        print(row("trait change (dark mode) reaching N views", count, String(format: "%.2f ms", traits / 1e6),
                  String(format: "%.3f µs", traits / 1e3 / Double(count))))
        window.isHidden = true
        UIScreen.main.setDeviceProfile(.iPhone14)
        UIScreen.main.setSystemTraits(UITraitCollection())
        UIKitScheduler.shared.drain()
    }
}

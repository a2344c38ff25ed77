import Foundation
import UIKit

/// 10. Objects: the cost of making UIKit's objects (views, controllers with their views,
///    labels, trait collections, colours, constraints), per object. Creating objects is on
///    every path of an app; the column should stay flat as N grows.
@MainActor
func objectsBenchmark() {
    print(row("benchmark", 0, "median", "per object").replacingOccurrences(of: "       0", with: " objects"))
    for count in [10_000, 100_000] {
        func measure(_ name: String, _ body: () -> Void) {
            var samples: [Double] = []
            for _ in 0..<5 { samples.append(time(body)) }
            let value = median(samples)
            print(row(name, count, String(format: "%.2f ms", value / 1e6), String(format: "%.1f ns", value / Double(count))))
        }
        var kept: [AnyObject] = []
        kept.reserveCapacity(count)
        measure("UIView()") { kept.removeAll(keepingCapacity: true); for _ in 0..<count { kept.append(UIView()) } }
        measure("UIView(frame:)") {
            kept.removeAll(keepingCapacity: true)
            for _ in 0..<count { kept.append(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))) }
        }
        measure("UILabel()") { kept.removeAll(keepingCapacity: true); for _ in 0..<count { kept.append(UILabel()) } }
        measure("UIViewController() and its view") {
            kept.removeAll(keepingCapacity: true)
            for _ in 0..<count { let controller = UIViewController(); controller.loadViewIfNeeded(); kept.append(controller) }
        }
        measure("UITraitCollection(userInterfaceStyle:)") {
            kept.removeAll(keepingCapacity: true)
            for index in 0..<count { kept.append(UITraitCollection(userInterfaceStyle: index % 2 == 0 ? .dark : .light)) }
        }
        measure("UIColor(red:green:blue:alpha:)") {
            kept.removeAll(keepingCapacity: true)
            for index in 0..<count { kept.append(UIColor(red: CGFloat(index % 256) / 255, green: 0.5, blue: 0.5, alpha: 1)) }
        }
        let first = UIView(), second = UIView()
        measure("NSLayoutConstraint (anchor equal)") {
            kept.removeAll(keepingCapacity: true)
            for _ in 0..<count { kept.append(first.leadingAnchor.constraint(equalTo: second.leadingAnchor)) }
        }
        kept.removeAll()
    }
}

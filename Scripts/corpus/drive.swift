// The "driven" half of the real-app acceptance (Scripts/corpus/launch): a ported app, launched
// from its own Info.plist, gets 18 taps all over its screen, on UIKit's virtual clock, and must
// survive them. Copied by Scripts/port-launch into its scratch package; our own code.
import Testing
import UIKit
import UIKitTesting

/// Launches the app, then taps a 3 × 6 grid over the key window (whatever is on screen at
/// each tap: pushed screens, presented sheets and alerts included), letting a second of
/// animations and timers run after each. Prints LAUNCHED with the root controller's class,
/// then DRIVEN with the tap count and the controller on top at the end.
@MainActor @Test func launchesAndSurvivesTaps() throws {
    let clock = VirtualClock().install()
    let (_, window) = try launchPortedApp()
    print("LAUNCHED: \(String(describing: type(of: window.rootViewController!)))")
    let columns = 3, rows = 6
    var taps = 0
    for row in 0..<rows {
        for column in 0..<columns {
            let target = UIApplication.shared.windows.last { $0.isKeyWindow && !$0.isHidden } ?? window
            let bounds = target.bounds
            let point = CGPoint(x: bounds.width * CGFloat(2 * column + 1) / CGFloat(2 * columns),
                                y: bounds.height * CGFloat(2 * row + 1) / CGFloat(2 * rows))
            tap(at: point, in: target)
            clock.advance(by: 1)
            drainMainRunLoop()
            taps += 1
        }
    }
    var top = window.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    print("DRIVEN: \(taps) taps, \(top.map { String(describing: type(of: $0)) } ?? "no controller") on top")
}

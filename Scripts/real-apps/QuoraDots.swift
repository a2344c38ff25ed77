// Drives Swift-30-Projects' "Project 14 - QuoraDots", ported unedited (Scripts/real-apps/run).
import Testing
import UIKit
import UIKitTesting

/// Three dots grow from 1% in repeating, autoreversing 0.6 s animations started 0.2 s apart:
/// the model is at the end value at once, the presentation follows the virtual clock (ease in
/// and out: half-way in time is half-way in scale), back down after the autoreverse, forever.
@MainActor @Test func theDotsPulseInTurnOnTheVirtualClock() throws {
    let clock = VirtualClock().install()
    let (_, window) = try launchPortedApp()
    let dots = try #require(window.rootViewController as? ViewController)
    let views: [UIImageView] = [dots.dotOne, dots.dotTwo, dots.dotThree]
    func scale(_ view: UIView) -> CGFloat { (view.layer.presentation()?.affineTransform().a ?? .nan) }
    #expect(views.allSatisfy { $0.transform == .identity })  // the model value, at once
    #expect(views.allSatisfy { $0.layer.animationKeys() == ["transform"] })

    clock.advance(by: 0.3, step: 0.3)
    #expect(abs(scale(views[0]) - 0.505) < 0.001)  // half-way up
    #expect(scale(views[1]) > 0.05 && scale(views[1]) < 0.1)  // 0.1 s into its own pass: ease-in starts slowly
    #expect(abs(scale(views[2]) - 0.01) < 0.001)   // its delay has not passed

    clock.advance(by: 0.3, step: 0.3)             // 0.6 s: the first dot is full size
    #expect(abs(scale(views[0]) - 1) < 0.001)
    clock.advance(by: 0.3, step: 0.3)             // 0.9 s: on its way back down
    #expect(abs(scale(views[0]) - 0.505) < 0.001)
    clock.advance(by: 0.3, step: 0.3)             // 1.2 s: back to 1%, and it repeats
    #expect(abs(scale(views[0]) - 0.01) < 0.001)
    clock.advance(by: 10)
    #expect(views.allSatisfy { $0.layer.animationKeys() == ["transform"] })
    #expect(!UIKitScheduler.shared.isIdle)
}

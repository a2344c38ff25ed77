import Foundation
import Testing
import UIKit
import UIKitTesting

/// Display links on UIKit's clock: one call per frame of the 60 Hz grid (RL1), fewer for a
/// lower preferred rate (RL2).
@MainActor
@Suite(.uikit) struct DisplayLinkTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A responder whose `step:` action records each frame's timestamps.
    final class Stepper: UIView {
        var stamps: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval)] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            addAction("step:") { [unowned self] sender in
                let link = sender as! CADisplayLink
                stamps.append((link.timestamp, link.targetTimestamp, link.duration))
            }
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    @Test func test_RL1_aDisplayLinkFiresOncePerFrameFromTheNextFrameOn() {
        let stepper = Stepper(frame: .zero)
        let start = CACurrentMediaTime()
        let link = CADisplayLink(target: stepper, selector: Selector("step:"))
        #expect(link.timestamp == 0 && link.duration == 0)
        link.add(to: .main, forMode: .common)
        UIKitScheduler.shared.drain()
        #expect(stepper.stamps.isEmpty, "nothing before the next frame")
        clock.advance(by: 1)
        #expect(stepper.stamps.count == 60)
        let first = stepper.stamps[0], last = stepper.stamps[59]
        #expect(abs(first.timestamp - (start + 1.0 / 60)) < 1e-9)
        #expect(abs(first.target - (start + 2.0 / 60)) < 1e-9)
        #expect(abs(first.duration - 1.0 / 60) < 1e-12)
        #expect(abs(last.timestamp - (start + 1)) < 1e-9)
        link.invalidate()
        clock.advance(by: 1)
        #expect(stepper.stamps.count == 60, "an invalidated link stops")
    }

    @Test func test_RL1_aTurnLateBySeveralFramesDeliversOneFrameAtTheLatestGridTime() {
        let stepper = Stepper(frame: .zero)
        let start = CACurrentMediaTime()
        let link = CADisplayLink(target: stepper, selector: Selector("step:"))
        link.add(to: .main, forMode: .default)
        clock.advance(by: 0.1, step: 0.1)  // one turn, six frames late
        #expect(stepper.stamps.count == 1)
        #expect(abs(stepper.stamps[0].timestamp - (start + 0.1)) < 1e-9)
        link.invalidate()
    }

    @Test func test_RL1_aPausedLinkSkipsFramesAndResumesAtTheNextGridTime() {
        let stepper = Stepper(frame: .zero)
        let start = CACurrentMediaTime()
        let link = CADisplayLink(target: stepper, selector: Selector("step:"))
        link.add(to: .main, forMode: .common)
        clock.advance(by: 2.0 / 60)
        link.isPaused = true
        #expect(!UIKitScheduler.shared.hasPendingWork)
        clock.advance(by: 0.5)
        #expect(stepper.stamps.count == 2)
        link.isPaused = false
        UIKitScheduler.shared.drain()
        #expect(stepper.stamps.count == 2, "no frame at once for the frames missed")
        clock.advance(by: 1.0 / 60)
        #expect(stepper.stamps.count == 3)
        #expect(abs(stepper.stamps[2].timestamp - (start + 2.0 / 60 + 0.5 + 1.0 / 60)) < 1e-9)
        link.invalidate()
    }

    @Test func test_RL1_theRunLoopKeepsTheLinkAndTheLinkItsTargetUntilInvalidated() {
        weak var weakLink: CADisplayLink?
        weak var weakTarget: Stepper?
        do {
            let stepper = Stepper(frame: .zero)
            let link = CADisplayLink(target: stepper, selector: Selector("step:"))
            link.add(to: .main, forMode: .common)
            weakLink = link
            weakTarget = stepper
        }
        clock.advance(by: 1.0 / 60)
        #expect(weakLink != nil && weakTarget != nil)
        #expect(weakTarget?.stamps.count == 1)
        weakLink?.invalidate()
        #expect(weakLink == nil && weakTarget == nil)
    }

    @Test func test_RL1_aDisplayLinkKeepsTheSchedulerFromBeingIdle() {
        let stepper = Stepper(frame: .zero)
        let link = CADisplayLink(target: stepper, selector: Selector("step:"))
        #expect(UIKitScheduler.shared.isIdle)
        link.add(to: .main, forMode: .common)
        #expect(!UIKitScheduler.shared.isIdle)
        link.remove(from: .main, forMode: .common)
        #expect(UIKitScheduler.shared.isIdle)
        link.invalidate()
    }

    @Test func test_RL2_aLowerPreferredRateSkipsFramesToTheNearestDivisorOfSixty() {
        let thirty = Stepper(frame: .zero), twenty = Stepper(frame: .zero), ranged = Stepper(frame: .zero)
        let a = CADisplayLink(target: thirty, selector: Selector("step:"))
        a.preferredFramesPerSecond = 30
        let b = CADisplayLink(target: twenty, selector: Selector("step:"))
        b.preferredFramesPerSecond = 24  // 60 / 24 = 2.5 rounds to every 3rd frame: 20 a second
        let c = CADisplayLink(target: ranged, selector: Selector("step:"))
        c.preferredFramesPerSecond = 60
        c.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 15)
        for link in [a, b, c] { link.add(to: .main, forMode: .common) }
        clock.advance(by: 1)
        #expect(thirty.stamps.count == 30)
        #expect(twenty.stamps.count == 20)
        #expect(ranged.stamps.count == 15, "the range's preferred rate wins")
        #expect(abs(thirty.stamps[0].target - thirty.stamps[0].timestamp - 2.0 / 60) < 1e-9)
        #expect(UIScreen.main.maximumFramesPerSecond == 60)
        for link in [a, b, c] { link.invalidate() }
    }
}

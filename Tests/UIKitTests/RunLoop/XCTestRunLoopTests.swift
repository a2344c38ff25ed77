import Foundation
import UIKit
import UIKitTesting
import XCTest

/// XCTest on Linux: the class is not @MainActor (that crashes at run time); methods run on the
/// main thread and enter the main actor with `onMainActor`. `RunLoop.main.run(until:)` runs
/// UIKit's scheduler, exactly as an iOS test waits. `UIKitTestCase` gives each test fresh UIKit
/// state and tears its windows down.
final class XCTestRunLoopTests: UIKitTestCase {
    func test_C2_runLoopMainRunDeliversTheDeferredDidAppear() {
        onMainActor {
            let parent = UIViewController(), child = UIViewController()
            let window = UIWindow()
            window.rootViewController = parent
            window.makeKeyAndVisible()
            RunLoop.main.run(until: Date())
            XCTAssertEqual(parent.appearanceState, .appeared)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertEqual(child.appearanceState, .appearing)
            RunLoop.main.run(until: Date())
            XCTAssertEqual(child.appearanceState, .appeared)
            window.isHidden = true
        }
    }

    func test_Y1_runLoopMainRunRunsTheLayoutPass() {
        onMainActor {
            final class Counting: UIView {
                var layouts = 0
                override func layoutSubviews() { layouts += 1 }
            }
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = Counting()
            window.addSubview(view)
            XCTAssertEqual(view.layouts, 0)
            // A run with a limit already past may return before polling its sources on a busy
            // machine (seen once on a fresh CI machine); a few turns bound it without waiting.
            for _ in 0..<10 where view.layouts == 0 { RunLoop.main.run(until: Date()) }
            XCTAssertEqual(view.layouts, 1)
            window.isHidden = true
        }
    }
}

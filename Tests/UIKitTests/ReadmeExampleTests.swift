import Testing
import UIKit
import UIKitTesting

/// The README's testing example, kept compiling and passing.
@MainActor @Test(.uikit) func readmeExample_childAppearsWhenItsViewEntersTheWindow() throws {
    let clock = try #require(VirtualClock.current)
    let parent = UIViewController(), child = UIViewController()
    showInWindow(parent)
    let recorder = LifecycleRecorder(names: [child: "C"])
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    drainMainRunLoop()
    #expect(recorder.lines.suffix(2) == ["C.didMove(toParent:parent)", "C.viewDidAppear(false) [movingToParent]"])
    clock.advance(by: 0.3)
}

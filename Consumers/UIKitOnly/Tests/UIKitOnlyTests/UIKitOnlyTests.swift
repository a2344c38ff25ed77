import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct UIKitOnlyTests {
    @Test func aSubviewsFrameIsInItsSuperviewsCoordinates() {
        let container = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        container.addSubview(child)
        #expect(child.superview === container)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: container) == CGPoint(x: 15, y: 25))
        #expect(container.subviews.count == 1)
    }
}

import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting
import UIKitTesting

@MainActor
@Suite(.uikit) struct GreetingSnapshotTests {
    @Test func theGreetingsHierarchy() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 168, height: 48))
        label.text = "Hello"
        view.addSubview(label)
        assertSnapshot(of: view, as: .recursiveDescription)
    }
}

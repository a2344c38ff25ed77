#if SnapshotTesting
import Foundation
import SnapshotTesting
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting
import XCTest

/// The same strategies under XCTest: the class is not `@MainActor` (that crashes on Linux);
/// each test enters the main actor with `onMainActor`, and `assertSnapshot` runs there.
final class SnapshotXCTests: XCTestCase {
    func test_aControllerSnapshotUnderXCTest() {
        onMainActor {
            freshSnapshotScreen()
            let controller = UINavigationController(rootViewController: GreetingViewController(title: "XCTest"))
            do {
                assertSnapshot(of: controller, as: .image(on: .iPhone8, precision: 0.995, perceptualPrecision: 0.98))
                assertSnapshot(of: controller, as: .hierarchy)
            }
        }
    }
}
#endif

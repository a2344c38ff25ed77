import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller that adds its shortcuts at run time, as apps did before `keyCommands` was
/// overridden.
@MainActor
private final class ShortcutAddingController: UIViewController {
    let trace: Trace
    init(_ trace: Trace) {
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        addAction("save:") { [trace] sender in trace.add("save from \((sender as? UIKeyCommand)?.input ?? "?")") }
        addAction("close:") { [trace] _ in trace.add("close") }
    }
    required init?(coder: NSCoder) { fatalError("unused") }
}

/// `addKeyCommand(_:)` and `removeKeyCommand(_:)` (VS14).
@MainActor
@Suite(.uikit) struct AddedKeyCommandTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_VS14_addedCommandsAreTheControllersKeyCommandsAndArePerformed() {
        let trace = Trace()
        let controller = ShortcutAddingController(trace)
        _ = showInWindow(controller)
        #expect(controller.keyCommands == nil)
        let save = UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")
        let close = UIKeyCommand(input: "w", modifierFlags: .command, action: "close:")
        controller.addKeyCommand(save)
        controller.addKeyCommand(close)
        controller.addKeyCommand(save)  // already there
        #expect(controller.keyCommands?.map(\.input) == ["s", "w"])
        #expect(pressKey("s", modifierFlags: .command))
        #expect(pressKey("w", modifierFlags: .command))
        #expect(trace.take() == ["save from s", "close"])
        controller.removeKeyCommand(save)
        #expect(controller.keyCommands?.map(\.input) == ["w"])
        #expect(!pressKey("s", modifierFlags: .command))
        #expect(trace.take() == [])
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that can be first responder and logs presses, passing them on or not.
private final class KeyView: UIView {
    var log: InputLog?
    var handles = false
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("view began \(describe(presses)) \(event?.type == .presses)")
        if !handles { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("view ended \(describe(presses))")
        if !handles { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("view cancelled \(describe(presses))")
        if !handles { super.pressesCancelled(presses, with: event) }
    }
}

/// A controller that logs the presses reaching it and offers ⌘K.
private final class KeyController: UIViewController {
    let log: InputLog
    init(_ log: InputLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        addAction("clear:") { [log] _ in log.add("command clear") }
    }
    required init?(coder: NSCoder) { fatalError("unused") }
    override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "k", modifierFlags: .command, action: "clear:")] }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("controller began \(describe(presses))")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.add("controller ended \(describe(presses))")
    }
}

/// A text field subclass that takes Return and Escape itself, as apps write one.
private final class CommandField: UITextField {
    var log: InputLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, key.keyCode == .keyboardEscape {
            log?.add("field escape")
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// A recognizer of the Escape key (a press recognizer subclass).
private final class EscapeRecognizer: UIGestureRecognizer {
    var log: InputLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        log?.add("recognizer began \(describe(presses))")
        if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }) { state = .recognized } else { state = .failed }
    }
    override func reset() {
        super.reset()
        log?.add("recognizer reset")
    }
}

@MainActor
private func describe(_ presses: Set<UIPress>) -> String {
    presses.map { press in
        "\(press.key?.charactersIgnoringModifiers ?? "?")(\(press.phase.rawValue))"
    }.sorted().joined(separator: ",")
}

/// Hardware keys as presses (CT19), their keys (CT20) and press recognizers (CT21).
@MainActor
@Suite(.uikit) struct PressesTests {
    let clock: VirtualClock
    let log = InputLog()
    private let controller: KeyController
    private let keyView = KeyView(frame: CGRect(x: 20, y: 120, width: 200, height: 40))
    let window: UIWindow

    init() {
        clock = freshUIKit()
        controller = KeyController(log)
        window = showInWindow(controller)
        controller.view.addSubview(keyView)
        keyView.log = log
    }

    @Test func test_CT19_aKeyGoesDownAndUpToTheFirstResponderThenUpTheChain() {
        _ = keyView.becomeFirstResponder()
        #expect(!pressKey("a"))
        #expect(log.entries == ["view began a(0) true", "controller began a(0)", "view ended a(3)", "controller ended a(3)"])

        log.entries = []
        keyView.handles = true
        let held = SimulatedKeyPress("b")
        #expect(log.entries == ["view began b(0) true"])
        #expect(held.press?.phase == .began && held.press?.force == 1 && held.press?.responder === keyView)
        #expect(held.press?.window === window)
        clock.advance(by: 0.5)
        held.release()
        #expect(log.entries == ["view began b(0) true", "view ended b(3)"])
        #expect(held.press?.force == 0)
        #expect(held.press.map { $0.timestamp - CACurrentMediaTime() } == 0)
    }

    @Test func test_CT19_withoutAFirstResponderTheTopControllerGetsThePress() {
        #expect(!pressKey("z"))
        #expect(log.entries == ["controller began z(0)", "controller ended z(3)"])
        let cancelled = SimulatedKeyPress("y")
        cancelled.cancel()
        #expect(log.entries.last == "controller began y(0)")  // the controller passes cancel up to the app
    }

    @Test func test_CT19_aKeyCommandTakesTheKeyAndSendsNoPresses() {
        _ = keyView.becomeFirstResponder()
        #expect(pressKey("k", modifierFlags: .command))
        #expect(log.entries == ["command clear"])
        let held = SimulatedKeyPress("k", modifierFlags: .command)
        #expect(held.press == nil)
        held.release()
        #expect(log.entries == ["command clear", "command clear"])
        // Another modifier: no command matches, so it is a press.
        #expect(!pressKey("k", modifierFlags: [.command, .shift]))
        #expect(log.entries.suffix(4) == ["view began k(0) true", "controller began k(0)", "view ended k(3)", "controller ended k(3)"])
    }

    @Test func test_CT20_aKeyReportsItsCodeAndCharacters() throws {
        let a = try #require(UIKey(input: "a", modifierFlags: .shift))
        #expect(a.keyCode == .keyboardA && a.keyCode.rawValue == 4)
        #expect(a.characters == "A" && a.charactersIgnoringModifiers == "a" && a.modifierFlags == .shift)
        let two = try #require(UIKey(input: "2", modifierFlags: .shift))
        #expect(two.keyCode == .keyboard2 && two.keyCode.rawValue == 31 && two.characters == "@")
        let up = try #require(UIKey(input: UIKeyCommand.inputUpArrow))
        #expect(up.keyCode == .keyboardUpArrow && up.keyCode.rawValue == 82 && up.characters == UIKeyCommand.inputUpArrow)
        #expect(UIKey(input: UIKeyCommand.inputEscape)?.keyCode.rawValue == 41)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40 && UIKeyboardHIDUsage.keyboardLeftGUI.rawValue == 227)
        let press = UIPress(key: up, timestamp: 0)
        #expect(press.type == .upArrow && press.phase == .began)
    }

    @Test func test_CT20_aTextFieldTypesKeysAndASubclassCanTakeSomeFirst() {
        let field = CommandField(frame: CGRect(x: 20, y: 200, width: 200, height: 34))
        field.log = log
        controller.view.addSubview(field)
        _ = field.becomeFirstResponder()
        pressKey("h", modifierFlags: .shift)
        pressKey("i")
        pressKey("!")
        #expect(field.text == "Hi!")
        #expect(log.entries.isEmpty)  // typing keys stop at the field, down and up
        pressKey(UIKeyCommand.inputEscape)
        #expect(log.entries == ["field escape", "controller ended \(UIKeyCommand.inputEscape)(3)"])
        pressKey("\u{8}")
        #expect(field.text == "Hi")
        log.entries = []
        pressKey("c", modifierFlags: .control)  // not typed: up the chain
        #expect(field.text == "Hi")
        #expect(log.entries == ["controller began c(0)", "controller ended c(3)"])
    }

    @Test func test_CT21_aRecognizerOnTheChainGetsThePressFirstAndCancelsItInTheResponder() {
        let target = GestureTarget()
        let recognizer = target.attach(EscapeRecognizer(target: nil, action: nil), to: controller.view)
        recognizer.log = log
        _ = keyView.becomeFirstResponder()

        pressKey("q")
        #expect(log.entries == ["recognizer began q(0)", "view began q(0) true", "controller began q(0)", "recognizer reset",
                                "view ended q(3)", "controller ended q(3)"])
        log.entries = []
        let escape = SimulatedKeyPress(UIKeyCommand.inputEscape)
        #expect(target.states == [.ended])
        escape.release()
        #expect(log.entries == ["recognizer began \(UIKeyCommand.inputEscape)(0)", "recognizer reset"])
    }
}

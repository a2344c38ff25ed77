import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIInputView`, `UIInputViewController` and the custom keyboard's text document proxy
/// (IV12–IV17, IV19).
@MainActor
@Suite(.uikit) struct InputViewControllerTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A field with the letter keyboard, editing, the keyboard in place.
    private func editingWithKeyboard() -> (KeyboardField, LetterKeyboardViewController) {
        let field = KeyboardField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let keyboard = LetterKeyboardViewController()
        field.keyboard = keyboard
        _ = hostInWindow(field)
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        return (field, keyboard)
    }

    @Test func test_IV12_anInputViewKeepsItsStyleAndSizesByItsFrameUnlessSelfSizing() {
        let keyboardStyle = UIInputView(frame: CGRect(x: 0, y: 0, width: 320, height: 216), inputViewStyle: .keyboard)
        #expect(keyboardStyle.inputViewStyle == .keyboard && keyboardStyle.backgroundColor == nil && !keyboardStyle.allowsSelfSizing)
        #expect(UIInputView(frame: .zero).inputViewStyle == .default)
        #expect(UIInputView.Style.keyboard.rawValue == 1)
        let controller = UIInputViewController()
        #expect(controller.inputView === controller.view)
        #expect(controller.inputView?.inputViewStyle == .keyboard)
        let replacement = UIInputView(frame: .zero, inputViewStyle: .default)
        controller.inputView = replacement
        #expect(controller.view === replacement)
    }

    @Test func test_IV12_anInputViewIsDecodedFromANibWithItsStyle() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <inputView contentMode="scaleToFill" inputViewStyle="keyboard" id="kb">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                    </inputView>
                    <inputView contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </inputView>
                </objects>
            </document>
            """
        let objects = UINib(data: Data(xib.utf8), bundle: nil).instantiate(withOwner: nil)
        let keyboard = try #require(objects.first as? UIInputView)
        let bar = try #require(objects.last as? UIInputView)
        #expect(keyboard.inputViewStyle == .keyboard && keyboard.frame.height == 216)
        #expect(bar.inputViewStyle == .default && bar.frame.height == 44)
    }

    @Test func test_IV13_anInputViewControllerAppearsAsAChildOfTheKeyboardWindowsController() {
        let field = KeyboardField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let keyboard = LetterKeyboardViewController()
        field.keyboard = keyboard
        _ = hostInWindow(field)
        let recorder = LifecycleRecorder(names: [keyboard: "K"])
        let log = KeyboardLog()
        field.becomeFirstResponder()
        #expect(recorder.lines == ["K.loadView", "K.viewDidLoad", "K.willMove(toParent:parent)", "K.viewWillAppear(true) [movingToParent]", "K.viewIsAppearing(true) [movingToParent]"])
        #expect(log.names == ["willChangeFrame", "willShow"])
        #expect(String(describing: type(of: keyboard.parent!)) == "UIInputWindowController")
        clock.advance(by: 0.3)
        #expect(Array(recorder.lines.suffix(2)) == ["K.viewDidAppear(true) [movingToParent]", "K.didMove(toParent:parent)"])
        recorder.reset()
        field.resignFirstResponder()
        #expect(recorder.lines == ["K.willMove(toParent:nil)", "K.viewWillDisappear(true) [movingFromParent]"])
        clock.advance(by: 0.3)
        #expect(recorder.lines.suffix(2) == ["K.viewDidDisappear(true) [movingFromParent]", "K.didMove(toParent:nil)"])
        #expect(keyboard.parent == nil && keyboard.view.window == nil)
    }

    @Test func test_IV14_anAppStyleCustomKeyboardTypesIntoATextField() throws {
        let (field, keyboard) = editingWithKeyboard()
        var changes: [String] = []
        field.addAction(UIAction { [unowned field] _ in changes.append(field.text ?? "") }, for: .editingChanged)
        tap(try #require(keyboard.keys["a"]))
        tap(try #require(keyboard.keys["b"]))
        tap(try #require(keyboard.keys["c"]))
        tap(try #require(keyboard.keys["⌫"]))
        tap(try #require(keyboard.keys["a"]))
        #expect(field.text == "aba")
        #expect(changes == ["a", "ab", "abc", "ab", "aba"])
        tap(try #require(keyboard.keys["done"]))
        #expect(!field.isFirstResponder)
    }

    @Test func test_IV14_theProxyReadsTheContextAroundTheCaretAndMovesIt() {
        let (field, keyboard) = editingWithKeyboard()
        let proxy = keyboard.textDocumentProxy
        #expect(proxy.documentContextBeforeInput == nil && proxy.documentContextAfterInput == nil && !proxy.hasText)
        proxy.insertText("hello world")
        proxy.adjustTextPosition(byCharacterOffset: -5)
        #expect(proxy.documentContextBeforeInput == "hello ")
        #expect(proxy.documentContextAfterInput == "world")
        #expect(proxy.selectedText == nil)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        #expect(proxy.selectedText == "hello")
        proxy.adjustTextPosition(byCharacterOffset: 1)
        #expect(proxy.documentContextBeforeInput == "hello ")
        proxy.adjustTextPosition(byCharacterOffset: 100)
        #expect(proxy.documentContextAfterInput == nil)
        let id = proxy.documentIdentifier
        #expect(proxy.documentIdentifier == id)
        field.keyboardType = .emailAddress
        field.returnKeyType = .send
        #expect(proxy.keyboardType == .emailAddress && proxy.returnKeyType == .send)
    }

    @Test func test_IV14_markedTextIsReplacedUntilUnmarked() {
        let (field, keyboard) = editingWithKeyboard()
        let proxy = keyboard.textDocumentProxy
        proxy.insertText("x")
        proxy.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        proxy.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "xか")
        proxy.unmarkText()
        proxy.insertText("!")
        #expect(field.text == "xか!")
    }

    @Test func test_IV15_changesTheKeyboardDidNotMakeReachItsInputDelegateMethods() {
        let (field, keyboard) = editingWithKeyboard()
        #expect(field.inputDelegate != nil)
        keyboard.log = []
        keyboard.textDocumentProxy.insertText("abc")
        keyboard.textDocumentProxy.adjustTextPosition(byCharacterOffset: -1)
        field.insertText("d")
        #expect(keyboard.log.isEmpty)
        field.text = "new"
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        UIPasteboard.general.string = "P"
        field.paste(nil)
        #expect(keyboard.log == ["textWillChange", "textDidChange", "selectionWillChange", "selectionDidChange", "textWillChange", "textDidChange"])
        #expect(field.text == "Pnew")
        field.resignFirstResponder()
        #expect(field.inputDelegate == nil)
    }

    @Test func test_IV16_dismissKeyboardResignsAndTheKeysForSwitchingFollowTheDevice() {
        let (field, keyboard) = editingWithKeyboard()
        #expect(keyboard.hasFullAccess)
        #expect(!keyboard.needsInputModeSwitchKey)
        UIScreen.main.setDeviceProfile(.iPhoneSE)
        #expect(keyboard.needsInputModeSwitchKey)
        let log = KeyboardLog()
        keyboard.dismissKeyboard()
        #expect(!field.isFirstResponder)
        #expect(log.names == ["willChangeFrame", "willHide"])
    }

    @Test func test_IV17_theSupplementaryLexiconArrivesOnALaterTurnAndIsEmpty() async {
        let keyboard = UIInputViewController()
        var received: UILexicon?
        keyboard.requestSupplementaryLexicon { received = $0 }
        #expect(received == nil)
        drainMainRunLoop()
        #expect(received?.entries.isEmpty == true)
        let awaited = await keyboard.requestSupplementaryLexicon()
        #expect(awaited.entries.isEmpty)
    }

    @Test func test_IV19_advancingTheInputModeCyclesTheUsersKeyboardsAndPostsTheChange() {
        let keyboard = UIInputViewController()
        let field = UITextField()
        #expect(UITextInputMode.activeInputModes.map(\.primaryLanguage) == ["en-US", "emoji"])
        #expect(field.textInputMode?.primaryLanguage == "en-US")
        #expect(UIResponder().textInputMode == nil)
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UITextInputMode.currentInputModeDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        keyboard.advanceToNextInputMode()
        #expect(field.textInputMode?.primaryLanguage == "emoji")
        keyboard.advanceToNextInputMode()
        #expect(field.textInputMode?.primaryLanguage == "en-US")
        #expect(posted == 2)
    }

    @Test func test_IV13_aDismissedKeyboardAndAccessoryControllerAreReleased() {
        weak var weakKeyboard: LetterKeyboardViewController?
        weak var weakAccessory: UIInputViewController?
        weak var weakAccessoryView: UIView?
        do {
            let responder = InputViewsView(frame: .zero)
            _ = hostInWindow(responder)
            let keyboard = LetterKeyboardViewController()
            let accessory = UIInputViewController()
            accessory.view.frame.size.height = 44
            responder.customInputController = keyboard
            responder.customAccessoryController = accessory
            weakKeyboard = keyboard
            weakAccessory = accessory
            weakAccessoryView = accessory.view
            responder.becomeFirstResponder()
            clock.advance(by: 0.3)
            #expect(accessory.parent != nil && keyboard.parent != nil)
            responder.resignFirstResponder()
            clock.advance(by: 0.3)
            responder.customInputController = nil
            responder.customAccessoryController = nil
        }
        #expect(weakKeyboard == nil)
        #expect(weakAccessory == nil)
        #expect(weakAccessoryView == nil)
    }
}

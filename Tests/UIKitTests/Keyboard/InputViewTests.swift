import Foundation
import Testing
import UIKit
import UIKitTesting

/// Input views and accessories shown for the first responder (IV1–IV4, IV7, IV10, IV11,
/// IV20), with the hardware keyboard connected (the default) unless a test says otherwise.
/// The screen is the iPhone 14's: 390 × 844 points, 34 points of Home indicator.
@MainActor
@Suite(.uikit) struct InputViewTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_IV1_inputViewPropertiesDefaultToNilAndAreSettableOnTextInputs() {
        let responder = UIResponder()
        #expect(responder.inputView == nil && responder.inputAccessoryView == nil)
        #expect(responder.inputViewController == nil && responder.inputAccessoryViewController == nil)
        #expect(responder.textInputContextIdentifier == nil)
        let field = UITextField(), textView = UITextView()
        #expect(field.inputView == nil && field.inputAccessoryView == nil && textView.inputView == nil)
        let picker = UIView(), accessory = bar(height: 44)
        field.inputView = picker
        field.inputAccessoryView = accessory
        textView.inputAccessoryView = accessory
        #expect(field.inputView === picker && field.inputAccessoryView === accessory && textView.inputAccessoryView === accessory)
    }

    @Test func test_IV1_anInputViewControllerWinsOverAnInputViewAndShowsItsView() {
        let responder = InputViewsView(frame: .zero)
        _ = hostInWindow(responder)
        let plain = bar(height: 100)
        let keyboard = LetterKeyboardViewController()
        responder.customInputView = plain
        responder.customInputController = keyboard
        responder.becomeFirstResponder()
        #expect(keyboard.view.window != nil)
        #expect(plain.window == nil)
        #expect(keyboard.view.frame.height == 200)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 644, width: 390, height: 200))
    }

    @Test func test_IV2_aViewControllersAccessoryShowsAtTheBottomWhileItIsFirstResponder() {
        let chat = ChatViewController()
        showInWindow(chat)
        #expect(chat.bar.window == nil)
        #expect(chat.becomeFirstResponder())
        clock.advance(by: 0.3)
        #expect(chat.bar.window is UIWindow && chat.bar.window !== chat.view.window)
        #expect(chat.bar.convert(chat.bar.bounds, to: nil) == CGRect(x: 0, y: 794, width: 390, height: 50))
        #expect(chat.resignFirstResponder())
        clock.advance(by: 0.3)
        #expect(chat.bar.window == nil)
        #expect(currentKeyboardFrame() == nil)
    }

    @Test func test_IV3_anAccessoryWithNothingBelowCoversTheHomeIndicatorAndItsSafeAreaSaysSo() {
        let (field, _) = fieldInWindow()
        let accessory = bar(height: 44)
        field.inputAccessoryView = accessory
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(accessory.frame.size == CGSize(width: 390, height: 44))
        #expect(accessory.convert(accessory.bounds, to: nil) == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(accessory.safeAreaInsets.bottom == 34)
        connectHardwareKeyboard(false)
        clock.advance(by: 0.3)
        #expect(accessory.convert(accessory.bounds, to: nil) == CGRect(x: 0, y: 464, width: 390, height: 44))
        #expect(accessory.safeAreaInsets.bottom == 0)
    }

    @Test func test_IV3_aFlexibleHeightAccessoryGrowsByTheHomeIndicatorOnlyAtTheBottom() {
        let (field, _) = fieldInWindow()
        let accessory = GrowingBar(frame: .zero)
        accessory.autoresizingMask = .flexibleHeight
        field.inputAccessoryView = accessory
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(accessory.frame.height == 84)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 760, width: 390, height: 84))
        connectHardwareKeyboard(false)
        clock.advance(by: 0.3)
        #expect(accessory.frame.height == 50)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 458, width: 390, height: 386))
    }

    @Test func test_IV4_showingMovesTheKeyboardUpFromBelowTheScreenOnTheClockAndHidingMovesItBack() {
        let (field, _) = fieldInWindow()
        let accessory = bar(height: 44)
        field.inputAccessoryView = accessory
        field.becomeFirstResponder()
        let host = try! #require(accessory.superview)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(host.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(host.layer.presentation()?.frame.minY == 844)
        clock.advance(by: 0.125)
        let halfway = try! #require(host.layer.presentation()?.frame.minY)
        #expect(halfway < 844 && halfway > 800)
        clock.advance(by: 0.2)
        #expect(host.layer.presentation()?.frame.minY == 800)
        field.resignFirstResponder()
        #expect(currentKeyboardFrame() == nil)
        #expect(host.frame.minY == 844)
        #expect(accessory.window != nil)
        clock.advance(by: 0.3)
        #expect(accessory.superview == nil)
        #expect(keyboardWindows().isEmpty)
    }

    @Test func test_IV7_aCustomInputViewKeepsItsFrameHeightAndTakesTheScreensWidth() {
        let (field, _) = fieldInWindow()
        let picker = bar(height: 216)
        field.inputView = picker
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(picker.frame == CGRect(x: 0, y: 0, width: 390, height: 216))
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 628, width: 390, height: 216))
    }

    @Test func test_IV7_aZeroHeightInputViewTakesItsIntrinsicHeightAndASelfSizingOneItsConstraints() {
        let (field, _) = fieldInWindow()
        let picker = UIPickerView()
        field.inputView = picker
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(currentKeyboardFrame()?.height == picker.intrinsicContentSize.height)
        field.resignFirstResponder()
        let sized = UIInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), inputViewStyle: .keyboard)
        sized.allowsSelfSizing = true
        sized.translatesAutoresizingMaskIntoConstraints = false
        sized.heightAnchor.constraint(equalToConstant: 180).isActive = true
        field.inputView = sized
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 664, width: 390, height: 180))
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 390, height: 180))
        field.resignFirstResponder()
        let framed = UIInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), inputViewStyle: .keyboard)
        field.inputView = framed
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 544, width: 390, height: 300))
    }

    @Test func test_IV10_switchingBetweenFieldsWithTheSameAccessoryPostsNothingAndKeepsIt() {
        let accessory = bar(height: 44)
        let first = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        let second = UITextField(frame: CGRect(x: 0, y: 150, width: 100, height: 30))
        first.inputAccessoryView = accessory
        second.inputAccessoryView = accessory
        _ = hostInWindow(first, second)
        first.becomeFirstResponder()
        clock.advance(by: 0.3)
        let log = KeyboardLog()
        second.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(log.names.isEmpty)
        #expect(accessory.window != nil)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 800, width: 390, height: 44))
    }

    @Test func test_IV10_switchingToAFieldWithOtherViewsChangesTheKeyboardWithoutHidingIt() {
        let first = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        let second = UITextField(frame: CGRect(x: 0, y: 150, width: 100, height: 30))
        let small = bar(height: 44), tall = bar(height: 60)
        first.inputAccessoryView = small
        second.inputAccessoryView = tall
        _ = hostInWindow(first, second)
        first.becomeFirstResponder()
        clock.advance(by: 0.3)
        let log = KeyboardLog()
        second.becomeFirstResponder()
        #expect(small.superview == nil && tall.window != nil)
        clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(log.entries[0].begin == CGRect(x: 0, y: 800, width: 390, height: 44))
        #expect(log.entries[0].end == CGRect(x: 0, y: 784, width: 390, height: 60))
    }

    @Test func test_IV10_withTheSoftwareKeyboardTwoPlainFieldsShareTheKeyboard() {
        connectHardwareKeyboard(false)
        let first = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        let second = UITextField(frame: CGRect(x: 0, y: 150, width: 100, height: 30))
        _ = hostInWindow(first, second)
        first.becomeFirstResponder()
        clock.advance(by: 0.3)
        let log = KeyboardLog()
        second.becomeFirstResponder()
        first.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(log.names.isEmpty)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test func test_IV11_aNewInputViewShowsOnlyAtReloadInputViewsAndSwapsWithoutHiding() {
        let (field, _) = fieldInWindow()
        let first = bar(height: 216), second = bar(height: 260)
        field.inputView = first
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        field.inputView = second
        #expect(first.window != nil && second.window == nil)
        let log = KeyboardLog()
        field.reloadInputViews()
        #expect(first.superview == nil && second.window != nil)
        clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 584, width: 390, height: 260))
        let idle = UIResponder()
        idle.reloadInputViews()
        #expect(log.names.count == 4)
    }

    @Test func test_IV20_aFieldShowsItsViewsAfterDidBeginEditingAndATextViewBefore() {
        connectHardwareKeyboard(false)
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        let textView = UITextView(frame: CGRect(x: 0, y: 150, width: 100, height: 100))
        _ = hostInWindow(field, textView)
        let log = KeyboardLog()
        let fieldDelegate = RecordingFieldDelegate { log.note($0) }
        let viewDelegate = RecordingTextViewDelegate { log.note($0) }
        field.delegate = fieldDelegate
        textView.delegate = viewDelegate
        field.becomeFirstResponder()
        #expect(log.lines == ["textFieldDidBeginEditing", "willChangeFrame", "willShow"])
        field.resignFirstResponder()
        clock.advance(by: 0.3)
        log.reset()
        textView.becomeFirstResponder()
        #expect(log.lines == ["willChangeFrame", "willShow", "textViewDidBeginEditing"])
    }
}

/// A bar that sizes itself by its content (50 points), as growing chat bars do.
@MainActor
final class GrowingBar: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 50) }
}

@MainActor
final class RecordingFieldDelegate: NSObject, UITextFieldDelegate {
    let note: (String) -> Void
    init(_ note: @escaping (String) -> Void) { self.note = note }
    func textFieldDidBeginEditing(_ textField: UITextField) { note("textFieldDidBeginEditing") }
}

@MainActor
final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
    let note: (String) -> Void
    init(_ note: @escaping (String) -> Void) { self.note = note }
    func textViewDidBeginEditing(_ textView: UITextView) { note("textViewDidBeginEditing") }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// The keyboard's notifications, the software keyboard, the layout guide and size changes
/// (IV5, IV6, IV8, IV18) on the iPhone 14 (390 × 844 points).
@MainActor
@Suite(.uikit) struct KeyboardNotificationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_IV5_showingPostsWillChangeFrameAndWillShowAtOnceThenTheDidsAfterTheAnimation() throws {
        connectHardwareKeyboard(false)
        let (field, _) = fieldInWindow()
        let log = KeyboardLog()
        field.becomeFirstResponder()
        #expect(log.names == ["willChangeFrame", "willShow"])
        clock.advance(by: 0.2)
        #expect(log.names.count == 2)
        clock.advance(by: 0.1)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        for entry in log.entries {
            #expect(entry.begin == CGRect(x: 0, y: 844, width: 390, height: 336))
            #expect(entry.end == CGRect(x: 0, y: 508, width: 390, height: 336))
            #expect(entry.duration == 0.25 && entry.curve == 7 && entry.isLocal == true && entry.objectIsNil)
        }
    }

    @Test func test_IV5_hidingPostsWillChangeFrameAndWillHideThenTheDidsWithTheFramesReversed() {
        connectHardwareKeyboard(false)
        let (field, _) = fieldInWindow()
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        let log = KeyboardLog()
        field.resignFirstResponder()
        #expect(log.names == ["willChangeFrame", "willHide"])
        clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(log.entries.allSatisfy { $0.begin == CGRect(x: 0, y: 508, width: 390, height: 336) })
        #expect(log.entries.allSatisfy { $0.end == CGRect(x: 0, y: 844, width: 390, height: 336) })
        #expect(currentKeyboardFrame() == nil)
    }

    @Test func test_IV5_anObserversChangesInWillShowAnimateWithTheKeyboard() throws {
        connectHardwareKeyboard(false)
        let (field, window) = fieldInWindow()
        let panel = UIView(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
        window.rootViewController?.view.addSubview(panel)
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            nonisolated(unsafe) let info = note.userInfo
            MainActor.assumeIsolated {
                let end = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                panel.frame.origin.y = end.minY - panel.frame.height
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.becomeFirstResponder()
        #expect(panel.frame.minY == 408)
        #expect(panel.layer.presentation()?.frame.minY == 744)
        clock.advance(by: 0.125)
        let halfway = try #require(panel.layer.presentation()?.frame.minY)
        #expect(halfway > 408 && halfway < 744)
        clock.advance(by: 0.2)
        #expect(panel.layer.presentation()?.frame.minY == 408)
    }

    @Test func test_IV5_theKeyboardCurveSevenIsUsableAsAnimationOptions() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = hostInWindow(view)
        UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16)) { view.frame.origin.y = 100 }
        clock.advance(by: 0.05)
        let early = view.layer.presentation()?.frame.minY ?? 0
        // The keyboard's curve starts fast: a fifth of the time covers over a third of the way.
        #expect(early > 35 && early < 100)
        clock.advance(by: 0.25)
        #expect(view.layer.presentation()?.frame.minY == 100)
    }

    @Test func test_IV6_theKeyboardLayoutGuideFollowsTheKeyboardsTopAndMovesConstrainedViews() {
        connectHardwareKeyboard(false)
        let controller = UIViewController()
        let window = showInWindow(controller)
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        let toolbar = UIView()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        controller.view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
            toolbar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        field.becomeFirstResponder()
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(toolbar.frame == CGRect(x: 0, y: 464, width: 390, height: 44))
        #expect(toolbar.layer.presentation()?.frame.minY == 766)
        clock.advance(by: 0.3)
        #expect(toolbar.layer.presentation()?.frame.minY == 464)
        #expect(controller.view.safeAreaInsets.bottom == 34)
        field.resignFirstResponder()
        clock.advance(by: 0.3)
        #expect(toolbar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(controller.view.keyboardLayoutGuide.layoutFrame.height == 0)
    }

    @Test func test_IV8_byDefaultAPlainFieldShowsNoKeyboardAndPostsNothing() {
        #expect(isHardwareKeyboardConnected)
        let (field, _) = fieldInWindow()
        let log = KeyboardLog()
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        field.resignFirstResponder()
        clock.advance(by: 0.3)
        #expect(log.names.isEmpty)
        #expect(keyboardWindows().isEmpty && currentKeyboardFrame() == nil)
    }

    @Test(arguments: [
        (UIScreen.DeviceProfile.iPhone14, false, CGRect(x: 0, y: 508, width: 390, height: 336)),
        (.iPhone14, true, CGRect(x: 0, y: 181, width: 844, height: 209)),
        (.iPhone15ProMax, false, CGRect(x: 0, y: 586, width: 430, height: 346)),
        (.iPhoneSE, false, CGRect(x: 0, y: 407, width: 375, height: 260)),
        (.iPhoneSE, true, CGRect(x: 0, y: 175, width: 667, height: 200)),
        (.iPhoneSE1stGeneration, false, CGRect(x: 0, y: 315, width: 320, height: 253)),
        (.iPadAir, false, CGRect(x: 0, y: 860, width: 820, height: 320)),
        (.iPadAir, true, CGRect(x: 0, y: 415, width: 1180, height: 405)),
    ])
    func test_IV8_theSoftwareKeyboardHasIOS17sHeightForTheDeviceAndOrientation(profile: UIScreen.DeviceProfile, landscape: Bool, frame: CGRect) {
        UIScreen.main.setDeviceProfile(profile)
        if landscape { UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false) }
        connectHardwareKeyboard(false)
        let (field, _) = fieldInWindow(UITextField(frame: CGRect(x: 20, y: 60, width: 100, height: 30)))
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(currentKeyboardFrame() == frame)
    }

    @Test func test_IV8_theSoftwareKeyboardsKeysTypeIntoTheFirstResponder() {
        connectHardwareKeyboard(false)
        let (field, _) = fieldInWindow()
        var returns = 0
        field.addAction(UIAction { _ in returns += 1 }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        // TI8: Shift is on by itself at the start of the text.
        for key in ["h", "i", "space", "more", "2", "delete", "4", "more", "o", "k"] { tapKey(key) }
        #expect(field.text == "Hi 4ok")
        tapKey("return")
        #expect(returns == 1 && !field.isFirstResponder)
    }

    @Test func test_IV8_turningTheSoftwareKeyboardOnWhileEditingShowsIt() {
        let (field, _) = fieldInWindow()
        field.becomeFirstResponder()
        let log = KeyboardLog()
        connectHardwareKeyboard(false)
        clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        connectHardwareKeyboard(true)
        clock.advance(by: 0.3)
        #expect(log.names.suffix(4) == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    }

    @Test func test_IV18_aGrowingAccessoryMovesTheKeyboardWithChangeNotifications() {
        let (field, _) = fieldInWindow()
        let accessory = ResizableBar(frame: .zero)
        accessory.autoresizingMask = .flexibleHeight
        field.inputAccessoryView = accessory
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 766, width: 390, height: 78))
        let log = KeyboardLog()
        accessory.height = 88
        accessory.invalidateIntrinsicContentSize()
        clock.advance(by: 0.3)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(log.entries[0].begin == CGRect(x: 0, y: 766, width: 390, height: 78))
        #expect(log.entries[0].end == CGRect(x: 0, y: 722, width: 390, height: 122))
    }

    @Test func test_IV18_rotatingMovesTheKeyboardToItsLandscapeFrame() {
        connectHardwareKeyboard(false)
        let (field, _) = fieldInWindow()
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        let log = KeyboardLog()
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        clock.advance(by: 0.5)
        #expect(currentKeyboardFrame() == CGRect(x: 0, y: 181, width: 844, height: 209))
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(log.entries[0].end == CGRect(x: 0, y: 181, width: 844, height: 209))
    }
}

/// An accessory whose content height a test changes.
@MainActor
final class ResizableBar: UIView {
    var height: CGFloat = 44
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: height) }
}

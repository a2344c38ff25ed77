import Foundation
import Testing
import UIKit
import UIKitTesting

/// The keyboard's windows and the views UIKit puts the input views in (IV9).
@MainActor
@Suite(.uikit) struct KeyboardWindowTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func className(_ object: AnyObject?) -> String { object.map { String(describing: type(of: $0)) } ?? "nil" }

    @Test func test_IV9_inputViewsShowInTheTextEffectsWindowAboveTheAppAndNeverKey() throws {
        let (field, window) = fieldInWindow()
        let accessory = bar(height: 44), picker = bar(height: 216)
        field.inputAccessoryView = accessory
        field.inputView = picker
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        let keyboardWindow = try #require(accessory.window)
        #expect(className(keyboardWindow) == "UITextEffectsWindow")
        #expect(keyboardWindow.windowLevel == UIWindow.Level(1))
        #expect(className(accessory.superview) == "UIInputSetHostView")
        #expect(className(accessory.superview?.superview) == "UIInputSetContainerView")
        #expect(className(keyboardWindow.rootViewController) == "UIInputWindowController")
        #expect(picker.superview === accessory.superview)
        #expect(accessory.superview?.frame == CGRect(x: 0, y: 584, width: 390, height: 260))
        #expect(UIApplication.shared.windows.last === keyboardWindow)
        #expect(!keyboardWindow.canBecomeKey && window.isKeyWindow)
        #expect(keyboardWindows().map { $0 } == [keyboardWindow])
    }

    @Test func test_IV9_touchesOutsideTheInputViewsReachTheAppAndKeysAreJustTaps() throws {
        let (field, window) = fieldInWindow()
        let accessory = bar(height: 44)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 5, width: 60, height: 34)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        accessory.addSubview(button)
        field.inputAccessoryView = accessory
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        let keyboardWindow = try #require(accessory.window)
        #expect(keyboardWindow.hitTest(CGPoint(x: 100, y: 300), with: nil) == nil)
        #expect(keyboardWindow.hitTest(CGPoint(x: 40, y: 822), with: nil) === button)
        tap(button)
        #expect(taps == 1)
        #expect(window.hitTest(CGPoint(x: 100, y: 300), with: nil) != nil)
    }

    @Test func test_IV9_theSoftwareKeyboardDrawsInTheRemoteKeyboardWindowBehindAPlaceholder() throws {
        connectHardwareKeyboard(false)
        let (field, _) = fieldInWindow()
        let accessory = bar(height: 44)
        field.inputAccessoryView = accessory
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        let windows = keyboardWindows()
        #expect(windows.map(className) == ["UITextEffectsWindow", "UIRemoteKeyboardWindow"])
        #expect(windows[1].windowLevel == UIWindow.Level(10_000_000))
        let host = try #require(accessory.superview)
        let placeholder = try #require(host.subviews.first { className($0) == "_UIRemoteKeyboardPlaceholderView" })
        #expect(placeholder.frame == CGRect(x: 0, y: 44, width: 390, height: 336))
        let keyboardHost = try #require(windows[1].rootViewController?.view.subviews.first)
        #expect(className(keyboardHost) == "UIInputSetHostView")
        #expect(keyboardHost.frame == CGRect(x: 0, y: 508, width: 390, height: 336))
        field.resignFirstResponder()
        clock.advance(by: 0.3)
        #expect(keyboardWindows().isEmpty)
        #expect(!UIApplication.shared.windows.contains { !$0.isHidden && className($0) == "UIRemoteKeyboardWindow" })
    }

    @Test func test_IV9_theKeyboardWindowDoesNotDecideTheOrientation() {
        let chat = ChatViewController()
        chat.orientations = .portrait
        let window = UIWindow()
        window.rootViewController = chat
        window.isHidden = false
        drainMainRunLoop()
        chat.becomeFirstResponder()
        clock.advance(by: 0.3)
        #expect(UIApplication.shared.windows.last?.canBecomeKey == false)
        #expect(UIApplication.shared.keyWindow == nil)
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        #expect(window.windowScene?.interfaceOrientation == .portrait)
    }
}

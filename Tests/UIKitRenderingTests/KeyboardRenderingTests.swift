import Foundation
import Testing
import UIKit
import UIKitRendering
import UIKitTesting

/// The keyboard's windows drawn over the app in pictures of a window (IV9, IV12).
@MainActor
@Suite(.uikit) struct KeyboardRenderingTests {
    let clock: VirtualClock
    init() { clock = resetUIKit(device: .iPhone14) }

    @Test func test_IV9_inputViewsAreDrawnAtTheBottomOfAPictureOfTheWindow() {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        accessory.backgroundColor = .red
        field.inputAccessoryView = accessory
        field.inputView = UIInputView(frame: CGRect(x: 0, y: 0, width: 100, height: 216), inputViewStyle: .keyboard)
        controller.view.addSubview(field)
        let window = showInWindow(controller)
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        // The accessory from y 584 to 628, the keyboard-style input view below it to 844.
        let image = ViewRenderer(scale: 1).image(of: window)
        #expect(image.pixel(at: CGPoint(x: 195, y: 500)) == (255, 255, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 195, y: 600)) == (255, 0, 0, 255))
        #expect(image.pixel(at: CGPoint(x: 195, y: 700)) == (209, 211, 217, 255))
        #expect(image.pixel(at: CGPoint(x: 5, y: 840)) == (209, 211, 217, 255))
        // Half-way through hiding, the accessory has moved down with the keyboard.
        field.resignFirstResponder()
        clock.advance(by: 0.1)
        let hiding = ViewRenderer(scale: 1).image(of: window)
        #expect(hiding.pixel(at: CGPoint(x: 195, y: 600)) == (255, 255, 255, 255))
        clock.advance(by: 0.3)
        let hidden = ViewRenderer(scale: 1).image(of: window)
        #expect(hidden.pixel(at: CGPoint(x: 195, y: 700)) == (255, 255, 255, 255))
    }

    @Test func test_IV8_theSoftwareKeyboardIsDrawnWithItsKeys() {
        connectHardwareKeyboard(false)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        controller.view.addSubview(field)
        let window = showInWindow(controller)
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        // The keyboard from y 508; the first row's "q" cap from x 3 to 36, y 558 to 600.
        let image = ViewRenderer(scale: 1).image(of: window)
        #expect(image.pixel(at: CGPoint(x: 195, y: 500)) == (255, 255, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 195, y: 530)) == (209, 211, 217, 255))
        #expect(image.pixel(at: CGPoint(x: 6, y: 561)) == (255, 255, 255, 255))
        #expect(image.pixel(at: CGPoint(x: 39, y: 580)) == (209, 211, 217, 255))
    }
}

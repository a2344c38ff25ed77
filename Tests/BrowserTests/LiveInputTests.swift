#if Live
import Foundation
import Testing
@_spi(Testing) import UIKit
@testable import UIKitLive
import UIKitTesting

/// What the live page's messages do to the app, without a browser: each message decoded as
/// the page sends it and applied as the person's input.
@MainActor
@Suite(.uikit) struct LiveInputTests {
    private func apply(_ json: String, to input: LiveInput) throws -> Bool {
        try input.apply(LiveMessage(json: json))
    }

    @Test func messagesDecodeAsThePageSendsThemAndAnythingElseIsMalformed() throws {
        #expect(try LiveMessage(json: #"{"type":"touch","id":3,"phase":"began","x":10.5,"y":20}"#)
                == .touch(id: 3, phase: .began, x: 10.5, y: 20))
        #expect(try LiveMessage(json: #"{"type":"menu","action":"rotate","value":"left"}"#) == .menu(.rotate(left: true)))
        #expect(try LiveMessage(json: #"{"type":"key","key":"Backspace"}"#) == .key(.backspace))
        for bad in ["", "[]", "{not json", #"{"type":"touch","x":1,"y":2}"#, #"{"type":"wheel","x":1,"y":2,"dx":1}"#,
                    #"{"type":"text","text":""}"#, #"{"type":"menu","action":"explode"}"#, #"{"type":"key","key":"F1"}"#] {
            #expect(throws: LiveMessage.Malformed.self) { try LiveMessage(json: bad) }
        }
    }

    @Test func aTouchDownAndUpOnAButtonSendsItsActionOnce() throws {
        let root = UIViewController(), button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let window = showInWindow(root)
        let input = LiveInput { window }
        _ = try apply(#"{"type":"touch","id":1,"phase":"began","x":50,"y":120}"#, to: input)
        _ = try apply(#"{"type":"touch","id":1,"phase":"ended","x":52,"y":121}"#, to: input)
        _ = try apply(#"{"type":"touch","id":1,"phase":"ended","x":52,"y":121}"#, to: input)  // a finger not down: ignored
        #expect(taps == 1)
    }

    @Test func theWheelScrollsTheScrollViewUnderThePointerWithinItsContent() throws {
        let root = UIViewController(), scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 300, height: 1000)
        root.view.addSubview(scroll)
        let window = showInWindow(root)
        let input = LiveInput { window }
        _ = try apply(#"{"type":"wheel","x":100,"y":100,"dx":0,"dy":250}"#, to: input)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 250))
        _ = try apply(#"{"type":"wheel","x":100,"y":100,"dx":0,"dy":5000}"#, to: input)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 600))  // the end of the content
        _ = try apply(#"{"type":"wheel","x":100,"y":100,"dx":0,"dy":-9000}"#, to: input)
        #expect(scroll.contentOffset == .zero)
    }

    @Test func typingGoesToTheFirstResponder() throws {
        let root = UIViewController(), field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        root.view.addSubview(field)
        let window = showInWindow(root)
        let input = LiveInput { window }
        _ = try apply(#"{"type":"text","text":"ok"}"#, to: input)
        #expect(field.text?.isEmpty ?? true)  // not first responder yet
        field.becomeFirstResponder()
        _ = try apply(#"{"type":"text","text":"Hi"}"#, to: input)
        _ = try apply(#"{"type":"text","text":"!"}"#, to: input)
        _ = try apply(#"{"type":"key","key":"Backspace"}"#, to: input)
        #expect(field.text == "Hi")
    }

    @Test func theMenusChangeTheDeviceItsOrientationAppearanceTextSizeAndTheAppsState() throws {
        final class AnyOrientation: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
        }
        let window = showInWindow(AnyOrientation())
        let input = LiveInput { window }
        #expect(try apply(#"{"type":"menu","action":"device","value":"iPhone 15 Pro"}"#, to: input))
        #expect(UIScreen.main.deviceProfile == .iPhone15Pro)
        _ = try apply(#"{"type":"menu","action":"rotate","value":"left"}"#, to: input)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        _ = try apply(#"{"type":"menu","action":"rotate","value":"right"}"#, to: input)
        _ = try apply(#"{"type":"menu","action":"rotate","value":"right"}"#, to: input)
        #expect(UIDevice.current.orientation == .landscapeRight)
        _ = try apply(#"{"type":"menu","action":"appearance","value":"dark"}"#, to: input)
        _ = try apply(#"{"type":"menu","action":"textSize","value":"UICTContentSizeCategoryXXXL"}"#, to: input)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        _ = try apply(#"{"type":"menu","action":"appearance","value":"light"}"#, to: input)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        #expect(window.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)  // kept
        // A setting made elsewhere (a test, the app) is kept when the other menu is used.
        UIScreen.main.setSystemTraits(UITraitCollection(userInterfaceStyle: .dark))
        _ = try apply(#"{"type":"menu","action":"textSize","value":"UICTContentSizeCategoryS"}"#, to: input)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.preferredContentSizeCategory == .small)
    }

    @Test func homeAndOpenSendTheLaunchedAppToTheBackgroundAndBack() throws {
        final class Delegate: UIResponder, UIApplicationDelegate {}
        launchApplication(Delegate())
        let input = LiveInput { UIApplication.shared.keyWindow }
        _ = try apply(#"{"type":"menu","action":"background"}"#, to: input)
        #expect(UIApplication.shared.applicationState == .background)
        _ = try apply(#"{"type":"menu","action":"foreground"}"#, to: input)
        drainMainRunLoop()
        #expect(UIApplication.shared.applicationState == .active)
    }
}
#endif

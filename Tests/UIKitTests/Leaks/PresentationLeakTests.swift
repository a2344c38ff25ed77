import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct PresentationLeakTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .overFullScreen, .currentContext, .popover, .custom])
    func dismissedControllerAndItsPresentationControllerAreReleased(style: UIModalPresentationStyle) {
        let root = UIViewController()
        showInWindow(root)
        weak var weakPresented: UIViewController?
        weak var weakPresentation: UIPresentationController?
        weak var weakContainer: UIView?
        weak var weakView: UIView?
        do {
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            presented.popoverPresentationController?.sourceView = root.view
            weakPresented = presented
            weakPresentation = presented.presentationController
            root.present(presented, animated: true)
            weakView = presented.view
            weakContainer = presented.presentationController?.containerView
            clock.advance(by: 1)
            root.dismiss(animated: true)
            clock.advance(by: 1)
        }
        #expect(weakPresented == nil && weakPresentation == nil && weakContainer == nil && weakView == nil)
    }

    @Test func chainDismissedFromTheBottomIsReleased() {
        let root = UIViewController()
        showInWindow(root)
        weak var weakMiddle: UIViewController?
        weak var weakTop: UIViewController?
        do {
            let middle = UIViewController(), top = UIViewController()
            middle.modalPresentationStyle = .fullScreen
            weakMiddle = middle; weakTop = top
            root.present(middle, animated: false); drainMainRunLoop()
            middle.present(top, animated: false); drainMainRunLoop()
            root.dismiss(animated: true)
            clock.advance(by: 1)
        }
        #expect(weakMiddle == nil && weakTop == nil)
    }

    @Test func interactivelyDismissedControllerIsReleasedWhileTheDriverLives() {
        let root = UIViewController()
        showInWindow(root)
        let delegate = SlideTransitioning()
        let driver = UIPercentDrivenInteractiveTransition()
        weak var weakPresented: UIViewController?
        do {
            let presented = UIViewController()
            presented.modalPresentationStyle = .fullScreen
            presented.transitioningDelegate = delegate
            weakPresented = presented
            root.present(presented, animated: true); clock.advance(by: 1.1)
            delegate.dismissalInteraction = driver
            root.dismiss(animated: true)
            driver.update(0.5)
            driver.finish()
            clock.advance(by: 1)
        }
        #expect(weakPresented == nil)
        driver.update(0.2)  // a late call on a finished transition does nothing
    }
}

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

/// The presentation controller's reference to its presented controller, which public calls in
/// any order must not outlive.
@MainActor
@Suite(.uikit) struct PresentationOwnershipTests {
    @Test func test_P11_aPresentationControllerKeepsItsPresentedControllerAsUIKitDoes() {
        let clock = freshUIKit()
        let presentation = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
        #expect(presentation.presentedViewController.isViewLoaded == false)  // still there, not a dangling reference
        let root = UIViewController()
        showInWindow(root)
        weak var weakPresented: UIViewController?
        var kept: UIPresentationController?
        do {
            let presented = UIViewController()
            weakPresented = presented
            kept = presented.presentationController
            root.present(presented, animated: true)
            clock.advance(by: 1)
            root.dismiss(animated: true)
            clock.advance(by: 1)
        }
        #expect(root.presentedViewController == nil)
        #expect(weakPresented != nil && kept?.presentedViewController === weakPresented)  // kept by the one held
        kept = nil
        #expect(weakPresented == nil)
    }

    @Test func test_P11_tearingDownATestsWindowEndsItsPresentationsAndReleasesTheChain() {
        let clock = freshUIKit()
        weak var weakRoot: UIViewController?, weakPresented: UIViewController?, weakPresentation: UIPresentationController?
        do {
            let root = UIViewController(), presented = UIViewController()
            weakRoot = root; weakPresented = presented; weakPresentation = presented.presentationController
            showInWindow(root)
            root.present(presented, animated: true)
            clock.advance(by: 1)
            #expect(root.presentedViewController === presented)
        }
        tearDownWindows()
        #expect(weakRoot == nil && weakPresented == nil && weakPresentation == nil)
    }
}

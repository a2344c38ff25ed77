import Foundation
import Testing
import UIKit
import UIKitTesting

/// A container that handles `show(_:sender:)` itself, as navigation controllers will.
@MainActor
final class ShowingContainer: UIViewController {
    var shown: [UIViewController] = []
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .showViewController || super.canPerformAction(action, withSender: sender)
    }
    override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
}

/// Records the adaptive delegate's dismissal calls.
@MainActor
final class DismissalDelegate: UIAdaptivePresentationControllerDelegate {
    var allows = true
    var notes: [String] = []
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        notes.append("shouldDismiss"); return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { notes.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { notes.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { notes.append("didAttemptToDismiss") }
}

@MainActor
@Suite(.uikit) struct ShowAndUserDismissalTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_P8_showFindsItsTargetThroughParentsAndPresenters() {
        let container = ShowingContainer()
        showInWindow(container)
        let child = UIViewController()
        container.addChild(child); container.view.addSubview(child.view); child.didMove(toParent: container)
        #expect(child.targetViewController(forAction: .showViewController, sender: nil) === container)
        #expect(child.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
        let next = UIViewController()
        child.show(next, sender: nil)
        #expect(container.shown == [next] && container.presentedViewController == nil)

        // From a controller presented by the container: the walk goes through the presenter.
        let presented = UIViewController(); presented.modalPresentationStyle = .fullScreen
        container.present(presented, animated: false); drainMainRunLoop()
        #expect(presented.targetViewController(forAction: .showViewController, sender: nil) === container)
    }

    @Test func test_P8_withoutATargetTheWindowsRootPresents() {
        let root = UIViewController()
        showInWindow(root)
        let child = UIViewController()
        root.addChild(child); root.view.addSubview(child.view); child.didMove(toParent: root)
        let detail = UIViewController()
        child.showDetailViewController(detail, sender: nil)
        clock.advance(by: 1)
        #expect(root.presentedViewController === detail && detail.presentingViewController === root)
        let other = UIViewController()
        root.dismiss(animated: false); drainMainRunLoop()
        child.show(other, sender: nil)
        clock.advance(by: 1)
        #expect(root.presentedViewController === other)
    }

    @Test func test_P7_swipingASheetDownAsksTheDelegateAndDismisses() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let sheet = traced("M", trace, style: .pageSheet)
        let delegate = DismissalDelegate()
        sheet.presentationController?.delegate = delegate
        a.present(sheet, animated: true); clock.advance(by: 1)
        _ = trace.take()

        sheet.isModalInPresentation = true
        #expect(beginSwipeToDismiss(sheet) == nil)
        #expect(delegate.notes == ["didAttemptToDismiss"])
        sheet.isModalInPresentation = false
        delegate.allows = false
        #expect(beginSwipeToDismiss(sheet) == nil)
        #expect(delegate.notes == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
        delegate.allows = true
        delegate.notes = []

        let cancelled = beginSwipeToDismiss(sheet)!
        cancelled.update(0.3)
        let shown = sheet.view.layer.presentation()?.frame.minY ?? 0
        #expect(shown > 57 && shown < 844)
        cancelled.cancel(); clock.advance(by: 1)
        #expect(delegate.notes == ["shouldDismiss", "willDismiss"])
        #expect(a.presentedViewController === sheet && sheet.view.frame.minY == 57)
        #expect(trace.take() == ["M.viewWillDisappear", "M.viewWillAppear", "M.viewIsAppearing", "M.viewDidAppear"])

        delegate.notes = []
        let finished = beginSwipeToDismiss(sheet)!
        finished.update(0.5)
        finished.finish(); clock.advance(by: 1)
        #expect(delegate.notes == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(a.presentedViewController == nil && trace.take() == ["M.viewWillDisappear", "M.viewDidDisappear"])
    }

    @Test func test_P4_programmaticDismissIgnoresModalInPresentation() {
        let (a, _) = showTracedRoot(Trace())
        let sheet = UIViewController()
        let delegate = DismissalDelegate()
        sheet.presentationController?.delegate = delegate
        a.present(sheet, animated: false); drainMainRunLoop()
        sheet.isModalInPresentation = true  // does not stop code
        a.dismiss(animated: true); clock.advance(by: 1)
        #expect(a.presentedViewController == nil && delegate.notes.isEmpty)
    }
}

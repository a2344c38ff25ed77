import Foundation
import Testing
import UIKit
import UIKitTesting

/// A previewing delegate and preview-interaction delegate that logs every call.
@MainActor
final class PreviewRecorder: NSObject, UIViewControllerPreviewingDelegate, UIPreviewInteractionDelegate {
    var calls: [String] = []
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
        calls.append("viewControllerForLocation \(location)")
        return UIViewController()
    }
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
        calls.append("commit")
    }
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool) {
        calls.append("didUpdatePreviewTransition \(transitionProgress)")
    }
    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction) { calls.append("didCancel") }
    func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool {
        calls.append("shouldBegin")
        return true
    }
}

/// A previewed controller with actions under its preview, counting the times UIKit asks.
@MainActor
final class PreviewedController: UIViewController {
    var actionsAsked = 0
    override var previewActionItems: [any UIPreviewActionItem] {
        actionsAsked += 1
        return [UIPreviewAction(title: "Open", style: .default) { _, _ in }]
    }
}

/// DP7, DP8: 3D Touch previews, which no device iOS 17 runs on starts.
@MainActor
@Suite(.uikit) struct PreviewingDeprecatedTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_DP7_registeringKeepsAContextAndNoPreviewEverStarts() throws {
        let controller = PreviewedController()
        let window = showInWindow(controller)
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
        controller.view.addSubview(source)
        let recorder = PreviewRecorder()
        #expect(controller.traitCollection.forceTouchCapability == .unavailable)
        #expect(window.traitCollection.forceTouchCapability == .unavailable)
        #expect(UITraitCollection().forceTouchCapability == .unknown)

        let context = controller.registerForPreviewing(with: recorder, sourceView: source)
        #expect(context.sourceView === source && context.delegate === recorder)
        #expect(context.sourceRect == CGRect(x: 0, y: 0, width: 200, height: 80))  // the source's bounds until set
        source.frame.size.width = 150
        #expect(context.sourceRect == CGRect(x: 0, y: 0, width: 150, height: 80))
        context.sourceRect = CGRect(x: 10, y: 10, width: 40, height: 40)
        #expect(context.sourceRect == CGRect(x: 10, y: 10, width: 40, height: 40))
        let previewGesture = context.previewingGestureRecognizerForFailureRelationship
        #expect(previewGesture.view == nil && previewGesture.state == .possible)

        // A press, however long, previews nothing; a tap that waits for the preview gesture
        // to fail is not held back.
        longPress(source, duration: 1.5)
        var taps = 0
        controller.addAction("tapped:") { _ in taps += 1 }
        let tapRecognizer = UITapGestureRecognizer(target: controller, action: "tapped:")
        tapRecognizer.require(toFail: previewGesture)
        source.addGestureRecognizer(tapRecognizer)
        tap(source)
        drainMainRunLoop()
        #expect(taps == 1 && previewGesture.state == .possible)
        #expect(recorder.calls == [] && controller.actionsAsked == 0)
    }

    @Test func test_DP7_theControllerKeepsTheContextUntilUnregisteredAndNotTheDelegate() {
        let controller = UIViewController()
        let source = controller.view!
        weak var weakContext: AnyObject?
        weak var weakDelegate: PreviewRecorder?
        let recorder = PreviewRecorder()
        do {
            let context = controller.registerForPreviewing(with: recorder, sourceView: source)
            weakContext = context
            let other = PreviewRecorder()
            weakDelegate = other
            _ = controller.registerForPreviewing(with: other, sourceView: source)
        }
        #expect(weakContext != nil)  // the controller keeps its registrations
        #expect(weakDelegate == nil)  // but not their delegates (UIKit does not retain them)
        controller.unregisterForPreviewing(withContext: weakContext as! any UIViewControllerPreviewing)
        #expect(weakContext == nil)
        #expect(controller.previewActionItems.isEmpty)  // the default: no actions
    }

    @Test func test_DP7_previewActionsKeepWhatTheyWereMadeWith() throws {
        var ran: [String] = []
        let controller = UIViewController()
        let openAction = UIPreviewAction(title: "Open", style: .selected) { action, previewed in
            ran.append("\(action.title) on \(previewed === controller)")
        }
        let group = UIPreviewActionGroup(title: "More…", style: .destructive, actions: [openAction])
        #expect(openAction.title == "Open" && openAction._style == .selected)
        #expect(group.title == "More…" && group._style == .destructive && group._actions.map(\.title) == ["Open"])
        openAction.handler(openAction, controller)
        let copy = try #require(openAction.copy() as? UIPreviewAction)
        #expect(copy !== openAction && copy.title == "Open" && copy._style == .selected)
        copy.handler(copy, controller)
        let groupCopy = try #require(group.copy() as? UIPreviewActionGroup)
        #expect(groupCopy !== group && groupCopy.title == "More…" && groupCopy._actions.count == 1)
        #expect(ran == ["Open on true", "Open on true"])
        let items: [any UIPreviewActionItem] = [openAction, group]
        #expect(items.map(\.title) == ["Open", "More…"])
    }

    @Test func test_DP8_aPreviewInteractionNeverCallsItsDelegate() {
        let controller = UIViewController()
        showInWindow(controller)
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 80))
        controller.view.addSubview(source)
        let recorder = PreviewRecorder()
        let interaction = UIPreviewInteraction(view: source)
        interaction.delegate = recorder
        #expect(interaction.view === source && interaction.delegate === recorder)
        longPress(source, duration: 1.5)
        tap(source)
        interaction.cancel()
        drainMainRunLoop()
        #expect(recorder.calls == [])
        #expect(interaction.location(in: source) == .zero && interaction.location(in: nil) == .zero)
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// Code written for iOS, ported by `uikit-port` (CounterViewController.swift here is the
/// porter's output, kept equal to it by UIKitPortingTests): its actions arrive through
/// target-action, bar button items and the responder chain, as on iOS.
@MainActor
@Suite(.uikit) struct PortedActionTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func portedActionMethodsAreReachedByTargetActionBarButtonItemsAndTheResponderChain() throws {
        let counter = CounterViewController()
        let navigation = UINavigationController(rootViewController: counter)
        let window = showInWindow(navigation)
        tap(counter.plusButton)
        tap(counter.plusButton)
        #expect(counter.count == 2 && counter.countLabel.text == "2")
        let refresh = try #require(counter.navigationItem.rightBarButtonItem)
        tap(refresh)
        #expect(counter.count == 0)
        // A nil-targeted action from a control in its view goes up the chain to the controller.
        #expect(UIApplication.shared.sendAction(Selector("shareCount:"), to: nil, from: counter.plusButton, for: nil))
        #expect(counter.log == ["increment from UIButton", "increment from UIButton", "reset", "share 0"])
        #expect(counter.canPerformAction(Selector("reset"), withSender: nil))
        #expect(!counter.canPerformAction(Selector("nothing:"), withSender: nil))
        #expect(navigation.target(forAction: Selector("reset"), withSender: nil) == nil)  // the chain goes up, not down
        _ = window
    }

    @Test func performAndRespondsToReachTheActionMethodsDelayedPerformsRunOnUIKitsClock() {
        let counter = CounterViewController()
        showInWindow(counter)
        #expect(counter.responds(to: Selector("increment:")) && !counter.responds(to: Selector("increment")))
        counter.perform(Selector("increment:"), with: counter.plusButton)
        #expect(counter.count == 1)
        counter.perform(Selector("reset"), with: nil, afterDelay: 1)
        clock.advance(by: 0.9)
        #expect(counter.count == 1)
        clock.advance(by: 0.1)
        #expect(counter.count == 0)
        counter.perform(Selector("increment:"), with: counter.plusButton, afterDelay: 0.5)
        UIResponder.cancelPreviousPerformRequests(withTarget: counter)
        clock.advance(by: 1)
        #expect(counter.count == 0 && counter.log == ["increment from UIButton", "reset"])
    }

    @Test func aDelegateAnswersRespondsToForTheOptionalMethodsItImplements() {
        let reporter = CounterReporter()
        let observer = CounterObserver(), watcher = ResetWatcher()
        reporter.delegate = observer
        reporter.report(3)
        reporter.report(0)  // asks responds(to:) first: the observer does not implement counterDidReset
        #expect(observer.seen == [3, 0] && !observer.responds(to: Selector("counterDidReset")))
        reporter.delegate = watcher
        reporter.report(0)
        #expect(watcher.resets == 1 && watcher.responds(to: Selector("counterDidReset")))
    }

    @Test func anObjectThatIsNotAResponderReceivesItsTargetActionAndNotificationSelectors() {
        let counter = CounterViewController()
        showInWindow(counter)
        let logger = CountLogger()
        logger.watch(counter.plusButton)
        tap(counter.plusButton)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: UIApplication.shared)
        #expect(logger.lines == ["tapped", "UIApplicationDidBecomeActiveNotification"])
        #expect(counter.count == 1)  // the controller's own action ran too
    }

    @Test func aPortedTimerFiresOnUIKitsClockAndStopsWhenInvalidated() {
        let counter = CounterViewController()
        showInWindow(counter)
        counter.startAutoIncrement()
        clock.advance(by: 0.9)
        #expect(counter.count == 0)
        clock.advance(by: 2.1)
        #expect(counter.count == 3)
        counter.autoTimer?.invalidate()
        clock.advance(by: 5)
        #expect(counter.count == 3)
    }

    @Test func optionalRequirementsReturningValuesAreCalledOnlyWhereTheSourceImplementsThem() {
        let labeler = CounterLabeler()
        let titled = TitledSource(), plain = PlainSource()
        labeler.source = titled
        #expect(labeler.text(for: 3) == "Count 3")
        #expect(labeler.implementsTitle())
        #expect(titled.responds(to: Selector("titleForCount:")) && !titled.responds(to: Selector("subtitleFor:plural:")))
        labeler.source = plain
        #expect(labeler.text(for: 3) == "3")
        #expect(!labeler.implementsTitle() && !plain.responds(to: Selector("titleForCount:")))
        #expect(plain.labelCount() == 1 && titled.labelCount() == 2)
    }

    @Test func anObjectThatIsNotAResponderAnswersPerformAndRespondsToThroughItsSelectorTable() {
        let logger = CountLogger(), button = UIButton()
        #expect(logger.responds(to: Selector("buttonTapped:")) && !logger.responds(to: Selector("nothing")))
        logger.perform(Selector("buttonTapped:"), with: button)
        logger.perform(Selector("nothing"))  // no such method: ignored
        #expect(logger.lines == ["tapped"])
        logger.perform(Selector("buttonTapped:"), with: button, afterDelay: 0.5)
        clock.advance(by: 0.4)
        #expect(logger.lines == ["tapped"])
        clock.advance(by: 0.2)
        #expect(logger.lines == ["tapped", "tapped"])
    }

    @Test func anActionTakingTheEventGetsTheTouchEventThatSentIt() {
        let counter = CounterViewController()
        showInWindow(counter)
        counter.plusButton.addTarget(counter, action: Selector("pressed:forEvent:"), for: .touchUpInside)
        tap(counter.plusButton)
        #expect(counter.log.suffix(1) == ["pressed with 1 touch"])
        counter.plusButton.sendActions(for: .touchUpInside)  // from code: no touch event
        #expect(counter.log.suffix(1) == ["pressed with 0 touch"])
    }
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// An app activity that records its steps and finishes when told.
@MainActor
final class TracedActivity: UIActivity {
    let trace: Trace
    var finishesAtOnce = true
    init(_ trace: Trace) { self.trace = trace }
    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.archive") }
    override var activityTitle: String? { "Archive" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func prepare(withActivityItems activityItems: [Any]) { trace.add("prepare \(activityItems.count)") }
    override func perform() {
        trace.add("perform")
        if finishesAtOnce { activityDidFinish(true) }
    }
}

@MainActor
@Suite(.uikit) struct ActivityViewControllerTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_P18_theSheetOffersFittingActivitiesLessTheExcludedOnes() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!],
                                             applicationActivities: [TracedActivity(trace)])
        sheet.excludedActivityTypes = [.mail, .print]
        #expect(sheet.modalPresentationStyle == .pageSheet)
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
        a.present(sheet, animated: true)
        clock.advance(by: 0.6)
        #expect(offeredActivityTypes(in: sheet) == [
            .airDrop, .message, .copyToPasteboard, .addToReadingList, UIActivity.ActivityType("com.example.archive"),
        ])
        #expect(a.appearanceState == .appeared)  // a sheet keeps its presenter's views
    }

    @Test func test_P18_choosingDismissesTheSheetThenCallsTheCompletionHandler() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        sheet.completionWithItemsHandler = { type, completed, items, error in
            trace.add("completion \(type?.rawValue ?? "nil") \(completed) presented=\(a.presentedViewController != nil) \(items == nil) \(error == nil)")
        }
        a.present(sheet, animated: true)
        clock.advance(by: 0.6)
        _ = trace.take()
        chooseActivity(.copyToPasteboard, in: sheet)
        #expect(trace.lines.isEmpty)  // not before the sheet is gone
        clock.advance(by: 0.6)
        #expect(trace.take() == ["completion com.apple.UIKit.activity.CopyToPasteboard true presented=false true true"])

        let second = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        second.completionWithItemsHandler = { type, completed, _, _ in trace.add("completion \(type?.rawValue ?? "nil") \(completed)") }
        a.present(second, animated: true)
        clock.advance(by: 0.6)
        closeActivitySheet(second)
        clock.advance(by: 0.6)
        #expect(trace.take() == ["completion nil false"])
        #expect(a.presentedViewController == nil)
    }

    @Test func test_P18_anAppActivityPreparesPerformsAndEndsTheSheetWhenItFinishes() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let activity = TracedActivity(trace)
        activity.finishesAtOnce = false
        let sheet = UIActivityViewController(activityItems: ["Hello", "World"], applicationActivities: [activity])
        sheet.completionWithItemsHandler = { type, completed, _, _ in trace.add("completion \(type?.rawValue ?? "nil") \(completed)") }
        a.present(sheet, animated: true)
        clock.advance(by: 0.6)
        _ = trace.take()
        chooseActivity(UIActivity.ActivityType("com.example.archive"), in: sheet)
        clock.advance(by: 0.6)
        #expect(trace.take() == ["prepare 2", "perform"])
        #expect(a.presentedViewController === sheet)  // the sheet waits for activityDidFinish
        chooseActivity(.copyToPasteboard, in: sheet)  // ignored while the activity runs
        activity.activityDidFinish(true)
        clock.advance(by: 0.6)
        #expect(trace.take() == ["completion com.example.archive true"])
        #expect(a.presentedViewController == nil)
    }

    @Test func test_P18_onAPadTheSheetIsAPopoverThatNeedsASource() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScreen.main.setDeviceProfile(.iPadAir)
                let root = UIViewController()
                let window = UIWindow(); window.rootViewController = root; window.makeKeyAndVisible()
                let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
                root.present(sheet, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs."))
        UIScreen.main.setDeviceProfile(.iPadAir)
        #expect(UIActivityViewController(activityItems: [], applicationActivities: nil).modalPresentationStyle == .popover)
    }
}

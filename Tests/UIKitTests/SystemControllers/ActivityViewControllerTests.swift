import Foundation
import Testing
@_spi(Testing) @testable import UIKit
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

/// An item source writing down what the sheet asks it.
@MainActor
private final class TracedItemSource: UIActivityItemSource {
    let trace: Trace
    let placeholder: Any
    var item: Any?
    init(_ trace: Trace, placeholder: Any, item: Any?) { self.trace = trace; self.placeholder = placeholder; self.item = item }
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        trace.add("placeholder")
        return placeholder
    }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        trace.add("item for \(activityType?.rawValue ?? "nil")")
        return item
    }
}

/// A provider making a string naming the activity.
@MainActor
private final class NamingProvider: UIActivityItemProvider {
    override var item: Any { "made for \(activityType?.rawValue ?? "nil")" }
}

@MainActor
@Suite(.uikit) struct ActivityItemSourceTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_AI1_theSheetOffersActivitiesByTheSourcesPlaceholders() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let source = TracedItemSource(trace, placeholder: URL(string: "https://example.com")!, item: nil)
        let sheet = UIActivityViewController(activityItems: [source], applicationActivities: [TracedActivity(trace)])
        a.present(sheet, animated: true)
        clock.advance(by: 0.6)
        _ = trace.take()
        // A URL placeholder: Copy and the reading list; the app's activity wants a string.
        #expect(offeredActivityTypes(in: sheet) == [.airDrop, .message, .mail, .copyToPasteboard, .addToReadingList])
        #expect(trace.take().allSatisfy { $0 == "placeholder" })
        #expect(!trace.lines.contains { $0.hasPrefix("item") })
    }

    @Test func test_AI2_theChosenActivityGetsEachSourcesItemForItAndNilItemsAreLeftOut() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let text = TracedItemSource(trace, placeholder: "", item: "The text")
        let nothing = TracedItemSource(trace, placeholder: "", item: nil)
        let activity = TracedActivity(trace)
        let sheet = UIActivityViewController(activityItems: [text, "plain", nothing], applicationActivities: [activity])
        a.present(sheet, animated: true)
        clock.advance(by: 0.6)
        _ = trace.take()
        chooseActivity(UIActivity.ActivityType("com.example.archive"), in: sheet)
        #expect(trace.take() == ["item for com.example.archive", "item for com.example.archive", "prepare 2", "perform"])
        clock.advance(by: 0.6)
        // Copy puts the items for Copy on the pasteboard.
        UIPasteboard.general.items = []
        let copying = UIActivityViewController(activityItems: [text, URL(string: "https://example.com/a")!], applicationActivities: nil)
        a.present(copying, animated: true)
        clock.advance(by: 0.6)
        _ = trace.take()
        chooseActivity(.copyToPasteboard, in: copying)
        #expect(trace.take() == ["item for com.apple.UIKit.activity.CopyToPasteboard"])
        #expect(UIPasteboard.general.strings == ["The text"] && UIPasteboard.general.urls == [URL(string: "https://example.com/a")!])
        clock.advance(by: 0.6)
    }

    @Test func test_AI3_aProviderStandsInWithItsPlaceholderAndMakesItsItemForTheActivity() {
        let trace = Trace()
        let (a, _) = showTracedRoot(trace)
        let provider = NamingProvider(placeholderItem: "placeholder")
        #expect(provider.activityType == nil && provider.placeholderItem as? String == "placeholder")
        let plain = UIActivityItemProvider(placeholderItem: "same")
        let sheet = UIActivityViewController(activityItems: [provider, plain], applicationActivities: nil)
        #expect(sheet._placeholderItems.compactMap { $0 as? String } == ["placeholder", "same"])
        #expect(sheet._items(for: .mail).compactMap { $0 as? String } == ["made for com.apple.UIKit.activity.Mail", "same"])
        #expect(provider.activityType == .mail)
        a.present(sheet, animated: true)
        clock.advance(by: 0.6)
        #expect(offeredActivityTypes(in: sheet).contains(.copyToPasteboard))
    }
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// An alert that writes its lifecycle and presentation flags into a ``Trace``.
@MainActor
final class TracedAlert: UIAlertController {
    var trace: Trace?
    private func log(_ callback: String) {
        trace?.add("Alert.\(callback) presented=\(isBeingPresented) dismissed=\(isBeingDismissed)")
    }
    override func viewDidLoad() { super.viewDidLoad(); trace?.add("Alert.viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("viewDidDisappear") }
}

@MainActor
@Suite(.uikit) struct AlertControllerTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func makeAlert(_ trace: Trace, style: UIAlertController.Style = .alert) -> TracedAlert {
        let alert = TracedAlert(title: "Delete?", message: "This cannot be undone.", preferredStyle: style)
        alert.trace = trace
        return alert
    }

    @Test func test_P12_presentingAnAlertSendsThePresenterNoAppearanceCallbacks() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let alert = makeAlert(trace)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        #expect(alert.modalPresentationStyle == .custom)
        #expect(alert.popoverPresentationController == nil)
        a.present(alert, animated: true) {
            trace.add("completion coordinator=\(alert.transitionCoordinator != nil)")
        }
        #expect(alert.transitionCoordinator != nil)
        #expect(a.presentedViewController === alert && alert.presentingViewController === a)
        clock.advance(by: 0.5)
        #expect(trace.take() == [
            "Alert.viewDidLoad", "Alert.viewWillAppear presented=true dismissed=false",
            "Alert.viewDidAppear presented=true dismissed=false", "completion coordinator=false",
        ])
        #expect(a.view.window === window && a.appearanceState == .appeared)  // the presenter stays, untouched
        // The card is centred in the safe area, 270 points wide, over a dimming view.
        #expect(alert.view.frame.width == 270 && alert.view.frame.minX == 60)
        let area = window.bounds.inset(by: window.safeAreaInsets)
        #expect(abs(alert.view.frame.midY - area.midY) <= 0.5)
        let container = alert.view.superview!
        let dimming = container.subviews.first!
        #expect(dimming !== alert.view && dimming.frame == container.bounds && dimming.alpha == 1)
        #expect(dimming.backgroundColor == UIColor(white: 0, alpha: 0.2))
    }

    @Test func test_P12_anActionDismissesTheAlertThenRunsItsHandler() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let alert = makeAlert(trace)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in trace.add("Cancel handler") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
            trace.add("\(action.title!) handler presented=\(a.presentedViewController == nil ? "nil" : "alert")")
        })
        a.present(alert, animated: true)
        clock.advance(by: 0.5)
        _ = trace.take()
        #expect(presentedAlert(in: window) === alert)

        tapAlertAction("Delete", in: alert)
        #expect(trace.lines == ["Alert.viewWillDisappear presented=false dismissed=true"])
        tapAlertAction("Cancel", in: alert)  // a second tap while it leaves does nothing
        clock.advance(by: 0.3)
        #expect(trace.take() == [
            "Alert.viewWillDisappear presented=false dismissed=true",
            "Alert.viewDidDisappear presented=false dismissed=true",
            "Delete handler presented=nil",
        ])
        #expect(alert.view.window == nil && presentedAlert(in: window) == nil)
    }

    @Test func test_P12_aHandlerCanPresentTheNextAlert() {
        let trace = Trace()
        let (a, window) = showTracedRoot(trace)
        let console = DiagnosticsCapture()
        defer { console.stop() }
        let first = UIAlertController(title: "One", message: nil, preferredStyle: .alert)
        let second = UIAlertController(title: "Two", message: nil, preferredStyle: .alert)
        second.addAction(UIAlertAction(title: "OK", style: .default))
        first.addAction(UIAlertAction(title: "Next", style: .default) { _ in a.present(second, animated: true) })
        a.present(first, animated: false)
        drainMainRunLoop()
        tapAlertAction("Next", in: first)
        clock.advance(by: 1)
        #expect(presentedAlert(in: window) === second)
        #expect(console.messages.isEmpty)
    }

    @Test func test_P12_disabledActionsDoNothingAndDrawDimmed() {
        let (a, window) = showTracedRoot(Trace())
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        var ran = false
        let save = UIAlertAction(title: "Save", style: .default) { _ in ran = true }
        save.isEnabled = false
        alert.addAction(save)
        a.present(alert, animated: false)
        drainMainRunLoop()
        tapAlertAction("Save", in: alert)
        clock.advance(by: 1)
        #expect(!ran && presentedAlert(in: window) === alert)
        save.isEnabled = true  // the button follows
        tapAlertAction("Save", in: alert)
        clock.advance(by: 1)
        #expect(ran && presentedAlert(in: window) == nil)
    }

    @Test func test_P12_textFieldsAreConfiguredTypedIntoAndReadInTheHandler() {
        let (a, _) = showTracedRoot(Trace())
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        var read: [String?] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in read = alert.textFields!.map(\.text) })
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        a.present(alert, animated: true)
        clock.advance(by: 0.5)
        #expect(alert.textFields![0].isFirstResponder)  // the first field takes the keyboard
        typeText("ada", into: alert.textFields![0])
        typeText("secret", into: alert.textFields![1])
        tapAlertAction("OK", in: alert)
        clock.advance(by: 0.5)
        #expect(read == ["ada", "secret"])
        #expect(!alert.textFields![1].isFirstResponder)
    }

    @Test func test_P15_twoButtonsSitSideBySideWithCancelOnTheLeft() {
        let (a, _) = showTracedRoot(Trace())
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(delete); alert.addAction(cancel)
        a.present(alert, animated: false)
        drainMainRunLoop()
        let deleteFrame = alert._buttonView(for: delete)!.frame, cancelFrame = alert._buttonView(for: cancel)!.frame
        #expect(cancelFrame.minX == 0 && deleteFrame.minX == 135 && cancelFrame.minY == deleteFrame.minY)
        #expect(cancelFrame.height == 44)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])  // the order added
    }

    @Test func test_P15_threeButtonsStackWithCancelLast() {
        let (a, _) = showTracedRoot(Trace())
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        let mail = UIAlertAction(title: "Mail", style: .default), copy = UIAlertAction(title: "Copy", style: .default)
        for action in [cancel, mail, copy] { alert.addAction(action) }
        a.present(alert, animated: false)
        drainMainRunLoop()
        let ys = [mail, copy, cancel].map { alert._buttonView(for: $0)!.frame.minY }
        #expect(ys[0] < ys[1] && ys[1] < ys[2])
        #expect(alert._buttonView(for: mail)!.frame.width == 270)
    }

    @Test func test_P13_preferredActionMustBeOneOfTheActions() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                alert.preferredAction = UIAlertAction(title: "Stray", style: .default)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("The -preferredAction of an alert controller must be contained in the -actions array or be nil."))
    }

    @Test func test_P13_onlyOneCancelAction() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Close", style: .cancel))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }

    @Test func test_P13_textFieldsOnlyInAlerts() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIAlertController(title: "A", message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }

    @Test func test_P13_preferredActionIsBoldAndTheCancelActionOtherwise() {
        let (a, _) = showTracedRoot(Trace())
        let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel), save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(cancel); alert.addAction(save)
        a.present(alert, animated: false)
        drainMainRunLoop()
        func weight(_ action: UIAlertAction) -> UIFont.Weight? {
            (alert._buttonView(for: action)?.subviews.first as? UILabel)?.font.weight
        }
        #expect(weight(cancel) == .semibold && weight(save) == .regular)
        alert.preferredAction = save
        #expect(weight(cancel) == .regular && weight(save) == .semibold)
    }
}

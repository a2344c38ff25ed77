import Foundation
import Testing
import UIKit
import UIKitTesting

/// A context menu delegate that logs what UIKit tells it.
@MainActor
final class MenuDelegate: UIContextMenuInteractionDelegate {
    let trace: Trace
    var makeMenu: () -> UIMenu?
    var preview: (() -> UIViewController?)?
    init(_ trace: Trace, menu: @escaping () -> UIMenu?) { self.trace = trace; makeMenu = menu }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        trace.add("configuration at \(Int(location.x)),\(Int(location.y))")
        guard makeMenu() != nil || preview != nil else { return nil }
        return UIContextMenuConfiguration(identifier: "photo" as NSString, previewProvider: preview,
                                          actionProvider: { [self] _ in makeMenu() })
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        trace.add("willDisplay \(configuration.identifier as! NSString)")
        animator?.addCompletion { [trace] in trace.add("displayed") }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        trace.add("willPerformPreviewAction style=\(animator.preferredCommitStyle == .pop ? "pop" : "dismiss")")
        animator.addCompletion { [trace, animator] in
            trace.add("commit completion preview=\(animator.previewViewController == nil ? "nil" : "set")")
        }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        trace.add("willEnd")
        animator?.addCompletion { [trace] in trace.add("ended") }
    }
}

@MainActor
@Suite(.uikit) struct ContextMenuTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func photoView(in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 20, y: 120, width: 160, height: 120))
        window.rootViewController!.view.addSubview(view)
        return view
    }

    @Test func test_H1_aLongPressAsksTheDelegateAndOpensTheMenu() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        let delegate = MenuDelegate(trace) {
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }, UIAction(title: "Share") { _ in }])
        }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        #expect(interaction.menuAppearance == .unknown)

        let finger = SimulatedTouch(at: CGPoint(x: 50, y: 150), in: window)
        clock.advance(by: 0.45)
        #expect(trace.lines.isEmpty && openMenuTitles(in: window) == nil)  // not yet: 0.5 s
        clock.advance(by: 0.1)
        #expect(trace.lines == ["configuration at 30,30", "willDisplay photo"])
        #expect(openMenuTitles(in: window) == ["Copy", "Share"])
        #expect(interaction.menuAppearance == .compact)
        #expect(interaction.location(in: view) == CGPoint(x: 30, y: 30))
        finger.lift()
        clock.advance(by: 0.3)
        #expect(trace.take() == ["configuration at 30,30", "willDisplay photo", "displayed"])
        #expect(openMenuTitles(in: window) == ["Copy", "Share"])  // lifting the finger leaves it open
    }

    @Test func test_H1_aNilConfigurationOpensNothing() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        let delegate = MenuDelegate(trace) { nil }
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        longPress(view)
        #expect(trace.take() == ["configuration at 80,60"])
        #expect(openMenuTitles(in: window) == nil)
    }

    @Test func test_H1_aLongPressWhereThereIsNoMenuCancelsNoTouch() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        button.addAction(UIAction { _ in trace.add("button tapped") }, for: .touchUpInside)
        view.addSubview(button)
        let delegate = MenuDelegate(trace) { nil }
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        let finger = SimulatedTouch(at: CGPoint(x: 80, y: 150), in: window)  // on the button
        clock.advance(by: 0.8)
        finger.lift()
        // The delegate was asked before the press began; with no menu the press failed, so
        // the button kept its touch and the slow tap went through.
        #expect(trace.take() == ["configuration at 60,30", "button tapped"])
        #expect(openMenuTitles(in: window) == nil)
    }

    @Test func test_H3_choosingAnActionEndsTheMenuThenRunsTheHandler() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        let delegate = MenuDelegate(trace) {
            UIMenu(children: [UIAction(title: "Copy") { action in trace.add("Copy sender=\(action.sender == nil ? "nil" : "?")") }])
        }
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        longPress(view)
        clock.advance(by: 0.3)
        _ = trace.take()
        chooseMenuElement("Copy", in: window)
        #expect(trace.lines == ["willEnd", "Copy sender=nil"])
        #expect(openMenuTitles(in: window) != nil)  // it fades out
        clock.advance(by: 0.3)
        #expect(trace.take() == ["willEnd", "Copy sender=nil", "ended"])
        #expect(openMenuTitles(in: window) == nil)
    }

    @Test func test_H3_aTapOutsideClosesWithoutChoosing() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        let delegate = MenuDelegate(trace) { UIMenu(children: [UIAction(title: "Copy") { _ in trace.add("Copy") }]) }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        longPress(view)
        clock.advance(by: 0.3)
        _ = trace.take()
        dismissMenu(in: window)
        clock.advance(by: 0.3)
        #expect(trace.take() == ["willEnd", "ended"])
        #expect(openMenuTitles(in: window) == nil && interaction.menuAppearance == .unknown)
    }

    @Test func test_H3_disabledHiddenInlineSubmenuAndKeepsMenuPresented() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        var favourite = false
        let delegate = MenuDelegate(trace) {
            UIMenu(children: [
                UIAction(title: "Favourite", attributes: .keepsMenuPresented, state: favourite ? .on : .off) { _ in
                    favourite.toggle(); trace.add("Favourite \(favourite)")
                },
                UIAction(title: "Secret", attributes: .hidden) { _ in },
                UIMenu(title: "", options: .displayInline, children: [
                    UIAction(title: "Locked", attributes: .disabled) { _ in trace.add("Locked") },
                    UIAction(title: "Delete", attributes: .destructive) { _ in trace.add("Delete") },
                ]),
                UIMenu(title: "Move To", children: [UIAction(title: "Album") { _ in trace.add("Album") }]),
            ])
        }
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        longPress(view)
        clock.advance(by: 0.3)
        _ = trace.take()
        #expect(openMenuTitles(in: window) == ["Favourite", "Locked", "Delete", "Move To"])
        chooseMenuElement("Favourite", in: window)
        #expect(trace.take() == ["Favourite true"])  // no willEnd: the menu stays
        chooseMenuElement("Locked", in: window)
        #expect(trace.take().isEmpty)
        chooseMenuElement("Move To", in: window)
        #expect(openMenuTitles(in: window) == ["Move To", "Album"])  // the submenu, under its header
        chooseMenuElement("Move To", in: window)  // the header goes back
        #expect(openMenuTitles(in: window)?.first == "Favourite")
        chooseMenuElement("Move To", in: window)
        chooseMenuElement("Album", in: window)
        clock.advance(by: 0.3)
        #expect(trace.take() == ["willEnd", "Album", "ended"])
    }

    @Test func test_H2_deferredElementsLoadWhenTheMenuOpens() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        var pending: (([UIMenuElement]) -> Void)?
        var asked = 0
        let later = UIDeferredMenuElement { completion in asked += 1; pending = completion }
        let now = UIDeferredMenuElement.uncached { completion in completion([UIAction(title: "Recent") { _ in }]) }
        let delegate = MenuDelegate(trace) { UIMenu(children: [UIAction(title: "Open") { _ in }, later, now]) }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        longPress(view)
        #expect(openMenuTitles(in: window) == ["Open", "Loading…", "Recent"])
        pending?([UIAction(title: "Shared") { _ in }, UIAction(title: "Starred") { _ in }])
        #expect(openMenuTitles(in: window) == ["Open", "Shared", "Starred", "Recent"])
        interaction.dismissMenu()
        clock.advance(by: 0.3)
        longPress(view)
        #expect(asked == 1)  // a cached element is asked once
        #expect(openMenuTitles(in: window) == ["Open", "Shared", "Starred", "Recent"])
    }

    @Test func test_H1_aPreviewMakesTheMenuRich() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        let preview = UIViewController()
        preview.preferredContentSize = CGSize(width: 300, height: 200)
        let delegate = MenuDelegate(trace) { UIMenu(children: [UIAction(title: "Copy") { _ in }]) }
        delegate.preview = { preview }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        longPress(view)
        #expect(interaction.menuAppearance == .rich)
        #expect(preview.view.window === window && preview.view.frame.size == CGSize(width: 300, height: 200))
        #expect(preview.parent == nil && preview.presentingViewController == nil)  // shown, not presented
    }

    @Test func test_H1_tappingThePreviewCommitsItThenTheMenuEnds() {
        let trace = Trace()
        let (_, window) = showTracedRoot(trace)
        let view = photoView(in: window)
        let preview = UIViewController()
        preview.preferredContentSize = CGSize(width: 300, height: 200)
        let delegate = MenuDelegate(trace) { UIMenu(children: [UIAction(title: "Copy") { _ in trace.add("Copy") }]) }
        delegate.preview = { preview }
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        longPress(view)
        clock.advance(by: 0.3)
        _ = trace.take()
        tap(preview.view)
        #expect(trace.lines == ["willPerformPreviewAction style=pop", "willEnd"])
        clock.advance(by: 0.3)
        #expect(trace.take() == ["willPerformPreviewAction style=pop", "willEnd", "commit completion preview=set", "ended"])
        #expect(openMenuTitles(in: window) == nil && preview.view.window == nil)
    }

    @Test func test_H1_anInteractionLeavesItsView() {
        let (_, window) = showTracedRoot(Trace())
        let view = photoView(in: window)
        let delegate = MenuDelegate(Trace()) { UIMenu(children: [UIAction(title: "Copy") { _ in }]) }
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && interaction.view == nil)
        longPress(view)
        #expect(openMenuTitles(in: window) == nil)
    }
}

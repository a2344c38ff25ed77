import Foundation
import Testing
import UIKit
import UIKitTesting

/// A pointer interaction delegate that logs its calls and gives a region per half of the
/// view (or none, or the default).
@MainActor
private final class PointerDelegate: UIPointerInteractionDelegate {
    enum Regions { case halves, none, whole }
    let name: String
    let log: InputLog
    var regions = Regions.halves
    var completions = 0

    init(_ name: String, log: InputLog) {
        self.name = name
        self.log = log
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        log.add("\(name) region at \(Int(request.location.x)),\(Int(request.location.y))")
        switch regions {
        case .none: return nil
        case .whole: return defaultRegion
        case .halves:
            let left = request.location.x < defaultRegion.rect.midX
            let (half, _) = defaultRegion.rect.divided(atDistance: defaultRegion.rect.width / 2, from: .minXEdge)
            return UIPointerRegion(rect: left ? half : half.offsetBy(dx: half.width, dy: 0), identifier: left ? "left" : "right")
        }
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        log.add("\(name) style \(region.identifier.map { "\($0)" } ?? "whole")")
        guard let view = interaction.view else { return nil }
        return UIPointerStyle(effect: .lift(UITargetedPreview(view: view)))
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        log.add("\(name) enter \(region.identifier.map { "\($0)" } ?? "whole")")
        animator.addAnimations { interaction.view?.alpha = 0.5 }
        animator.addCompletion { [weak self] finished in if finished { self?.completions += 1 } }
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating) {
        log.add("\(name) exit \(region.identifier.map { "\($0)" } ?? "whole")")
        animator.addAnimations { interaction.view?.alpha = 1 }
    }
}

/// iPad pointers: hover recognizers (CT16), pointer interactions (CT17), and the simulated
/// pointer (CT18).
@MainActor
@Suite(.uikit) struct PointerTests {
    let clock: VirtualClock
    let log = InputLog()
    let card = UIView(frame: CGRect(x: 50, y: 150, width: 200, height: 100))
    let window: UIWindow

    init() {
        clock = freshUIKit()
        window = hostInWindow(card)
    }

    @Test func test_CT16_aHoverRecognizerBeginsChangesAndEndsAsThePointerComesMovesAndLeaves() {
        let target = GestureTarget()
        var locations: [CGPoint] = []
        target.onAction = { locations.append($0.location(in: card)) }
        let hover = target.attach(UIHoverGestureRecognizer(), to: card)
        let pointer = SimulatedPointer(in: window, at: CGPoint(x: 10, y: 10))
        #expect(target.states == [])
        pointer.move(to: windowPoint(card, CGPoint(x: 20, y: 30)))
        pointer.move(to: windowPoint(card, CGPoint(x: 40, y: 30)))
        #expect(hover.state == .changed && hover.zOffset == 0)
        pointer.move(to: CGPoint(x: 10, y: 10))
        #expect(target.states == [.began, .changed, .ended])
        #expect(locations == [CGPoint(x: 20, y: 30), CGPoint(x: 40, y: 30), CGPoint(x: -40, y: -140)])
        #expect(hover.state == .possible)  // reset after it ended
        // Coming over it again, then the pointer leaving the window, is a new gesture.
        pointer.move(over: card)
        pointer.leave()
        #expect(target.states == [.began, .changed, .ended, .began, .ended])
        #expect(pointer.location == nil)
    }

    @Test func test_CT16_aHoverRecognizerOfAnAncestorHoversOverItsSubviews() {
        let target = GestureTarget()
        let hover = target.attach(UIHoverGestureRecognizer(), to: card.superview!)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.addSubview(inner)
        let pointer = SimulatedPointer(in: window, at: windowPoint(card, CGPoint(x: 150, y: 50)))
        pointer.move(over: inner)
        #expect(target.states == [.began, .changed])
        #expect(hover.location(in: inner) == CGPoint(x: 25, y: 25))
    }

    @Test func test_CT17_anInteractionIsAskedForItsRegionEachMoveAndEntersAndExitsRegions() {
        let delegate = PointerDelegate("card", log: log)
        let interaction = UIPointerInteraction(delegate: delegate)
        card.addInteraction(interaction)
        #expect(interaction.view === card && interaction.isEnabled)
        let pointer = SimulatedPointer(in: window)
        pointer.move(to: windowPoint(card, CGPoint(x: 20, y: 50)))
        pointer.move(to: windowPoint(card, CGPoint(x: 40, y: 50)))
        pointer.move(to: windowPoint(card, CGPoint(x: 150, y: 50)))
        #expect(card.alpha == 0.5)
        pointer.move(to: CGPoint(x: 5, y: 5))
        #expect(log.entries == [
            "card region at 20,50", "card style left", "card enter left",
            "card region at 40,50",
            "card region at 150,50", "card exit left", "card style right", "card enter right",
            "card exit right",
        ])
        #expect(card.alpha == 1)
        #expect(delegate.completions == 0)
        clock.advance(by: 1.0 / 60)
        #expect(delegate.completions == 2)
    }

    @Test func test_CT17_aNilRegionLeavesThePointerToTheInteractionBehind() {
        let front = PointerDelegate("front", log: log)
        front.regions = .none
        let back = PointerDelegate("back", log: log)
        back.regions = .whole
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.addSubview(inner)
        inner.addInteraction(UIPointerInteraction(delegate: front))
        card.addInteraction(UIPointerInteraction(delegate: back))
        let pointer = SimulatedPointer(in: window, at: windowPoint(inner, CGPoint(x: 10, y: 10)))
        #expect(log.entries == ["front region at 10,10", "back region at 10,10", "back style whole", "back enter whole"])
        let style = pointer.region?.style
        if case .lift(let preview)? = style?.effect { #expect(preview.view === card) } else { Issue.record("no lift effect") }
        #expect(pointer.region?.region.rect == card.bounds)
    }

    @Test func test_CT17_disablingOrInvalidatingAnInteractionAsksAgain() {
        let delegate = PointerDelegate("card", log: log)
        delegate.regions = .whole
        let interaction = UIPointerInteraction(delegate: delegate)
        card.addInteraction(interaction)
        let pointer = SimulatedPointer(in: window, at: windowPoint(card, CGPoint(x: 20, y: 20)))
        interaction.invalidate()
        interaction.isEnabled = false
        #expect(log.entries == [
            "card region at 20,20", "card style whole", "card enter whole",
            "card exit whole", "card region at 20,20", "card style whole", "card enter whole",
            "card exit whole",
        ])
        #expect(pointer.region == nil)
        #expect(UIPointerShape.defaultCornerRadius == 8)
    }

    @Test func test_CT17_theWindowKeepsNoRemovedViewsInteractionOrHoverRecognizerAlive() {
        weak var weakView: UIView?
        weak var weakInteraction: UIPointerInteraction?
        weak var weakHover: UIHoverGestureRecognizer?
        let pointer = SimulatedPointer(in: window)
        do {
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            card.addSubview(view)
            let delegate = PointerDelegate("view", log: log)
            delegate.regions = .whole
            let interaction = UIPointerInteraction(delegate: delegate)
            view.addInteraction(interaction)
            let target = GestureTarget()
            let hover = target.attach(UIHoverGestureRecognizer(), to: view)
            pointer.move(over: view)
            #expect(hover.state == .began && pointer.region != nil)
            weakView = view
            weakInteraction = interaction
            weakHover = hover
            view.removeFromSuperview()
            // The pointer is no longer over it: its hover ends, its region is exited.
            #expect(target.states == [.began, .ended])
            #expect(log.entries.suffix(2) == ["view enter whole", "view exit whole"])
        }
        #expect(weakView == nil && weakInteraction == nil && weakHover == nil)
        pointer.move(to: CGPoint(x: 5, y: 5))
        #expect(pointer.region == nil)
    }

    @Test func test_CT18_aSimulatedPointerMovesInStepsAndDoesNotTouch() {
        var touched = false
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        card.addSubview(button)
        button.addAction(UIAction { _ in touched = true }, for: .allTouchEvents)
        let target = GestureTarget()
        _ = target.attach(UIHoverGestureRecognizer(), to: button)
        let pointer = SimulatedPointer(in: window, at: windowPoint(card, CGPoint(x: 100, y: 20)))
        pointer.move(to: windowPoint(card, CGPoint(x: 0, y: 20)), steps: 4)
        #expect(pointer.location == windowPoint(card, CGPoint(x: 0, y: 20)))
        #expect(target.states == [.began, .changed])  // over the button from x 25 on: 25, then 0
        #expect(!touched)
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The layout pass visits the subviews listed as needing layout instead of scanning every
/// subview's flags (PL13): it must visit the same views in the same order as the scan, and
/// one change among many siblings must not scan them.
@MainActor
@Suite(.uikit) struct SubviewsNeedingLayoutTests {
    /// A view that logs its layouts and, while laid out, does what the script says.
    private final class ScriptedView: UIView {
        var number = 0
        var script: LayoutScript?
        override func layoutSubviews() {
            super.layoutSubviews()
            script?.laidOut(self)
        }
    }

    /// Random work done from inside layouts: dirtying views before and after the one laid
    /// out, moving views between superviews, reordering, and nested `layoutIfNeeded`.
    @MainActor private final class LayoutScript {
        var random: SeededGenerator
        var views: [ScriptedView] = []
        var log: [Int] = []
        var actionsLeft = 0
        var movesDuringLayout = false

        init(seed: UInt64) { random = SeededGenerator(seed: seed) }

        func randomView() -> ScriptedView { views[Int.random(in: 0..<views.count, using: &random)] }

        func laidOut(_ view: ScriptedView) {
            log.append(view.number)
            guard actionsLeft > 0 else { return }
            actionsLeft -= 1
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2: randomView().setNeedsLayout()
            case 3:  // a sibling, before or after this view
                if let siblings = view.superview?.subviews, let sibling = siblings.randomElement(using: &random) { sibling.setNeedsLayout() }
            case 4: if movesDuringLayout { move() }
            case 5 where movesDuringLayout:
                if let superview = view.superview, superview.subviews.count > 1 {
                    superview.exchangeSubview(at: 0, withSubviewAt: superview.subviews.count - 1)
                    superview.subviews[0].setNeedsLayout()
                }
            case 6: randomView().layoutIfNeeded()
            case 7: view.setNeedsLayout()  // dirties itself while laid out
            default: break
            }
        }

        /// Moves a random non-root view under another view that is not inside it, at a random
        /// index (in front, behind, or between its new siblings).
        func move() {
            let moving = randomView()
            guard moving.number != 0 else { return }
            let target = randomView()
            guard !target.isDescendant(of: moving) else { return }
            let index = Int.random(in: 0...target.subviews.count, using: &random)
            target.insertSubview(moving, at: index)
        }
    }

    /// Builds a random tree of 40 views and runs 30 rounds of outside changes and layouts,
    /// logging every `layoutSubviews` and, after each round, which views still need layout.
    private func run(seed: UInt64, scanning: Bool, movesDuringLayout: Bool = false, afterEachRound: (LayoutScript) -> Void = { _ in }) -> [Int] {
        SubviewsNeedingLayout.alwaysScans = scanning
        defer { SubviewsNeedingLayout.alwaysScans = false }
        let script = LayoutScript(seed: seed)
        script.movesDuringLayout = movesDuringLayout
        for number in 0..<40 {
            let view = ScriptedView()
            view.number = number
            view.script = script
            if number > 0 {
                let superview = script.views[Int.random(in: 0..<number, using: &script.random)]
                superview.insertSubview(view, at: Int.random(in: 0...superview.subviews.count, using: &script.random))
            }
            script.views.append(view)
        }
        let root = script.views[0]
        for round in 0..<30 {
            for _ in 0..<Int.random(in: 1...6, using: &script.random) {
                if Int.random(in: 0..<5, using: &script.random) == 0 { script.move() } else { script.randomView().setNeedsLayout() }
            }
            script.actionsLeft = 12
            root.layoutIfNeeded()
            script.log.append(-1 - round)
            script.log += script.views.filter { $0.layer.needsLayout() }.map(\.number)
            script.log.append(-1000)
            afterEachRound(script)
        }
        return script.log
    }

    @Test func test_PL13_theListedPassVisitsWhatAScanVisitsInTheSameOrder() {
        var compared = 0
        for seed in UInt64(1)...60 {
            let scanned = run(seed: seed, scanning: true)
            let listed = run(seed: seed, scanning: false)
            #expect(listed == scanned, "seed \(seed)")
            compared += scanned.count
        }
        #expect(compared > 20_000)  // the scripts did lay out views
    }

    /// With views moved, inserted and reordered by layouts during the pass, the order may
    /// differ from a scan's (which goes through the subviews as they were when it began), but
    /// no request is lost: every view that needs layout, under a superview marked as having
    /// one, is listed in it.
    @Test func test_PL13_movesDuringThePassLoseNoRequest() {
        var checked = 0
        for seed in UInt64(1)...60 {
            _ = run(seed: seed, scanning: false, movesDuringLayout: true) { script in
                for view in script.views {
                    guard let superview = view.superview, superview._subtreeNeedsLayout,
                          view._needsLayout || view._subtreeNeedsLayout else { continue }
                    let listed = superview._subviewsNeedingLayout.entries?.contains { $0 === view } ?? true
                    #expect(listed && view._isListedForLayout, "seed \(seed): view \(view.number)")
                    checked += 1
                }
            }
        }
        #expect(checked > 500)
    }

    @Test func test_PL13_oneChangeAmongManySiblingsScansNone() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var views: [UIView] = []
        var widths: [NSLayoutConstraint] = []
        for index in 0..<2_000 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index)),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            views.append(view)
            widths.append(view.widthAnchor.constraint(equalToConstant: 100))
        }
        NSLayoutConstraint.activate(widths)
        container.layoutIfNeeded()  // the first pass scans: everything is new
        let scannedBefore = SubviewsNeedingLayout.scannedSubviewCount
        widths[700].constant = 150
        views[1_500].setNeedsLayout()
        container.layoutIfNeeded()
        #expect(views[700].frame.width == 150)
        #expect(SubviewsNeedingLayout.scannedSubviewCount == scannedBefore)
        #expect(!views[1_500].layer.needsLayout())
    }
}

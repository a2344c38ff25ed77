import Foundation
import Testing
import UIKit
import UIKitTesting

/// What `addSubview` tells a view about its tint (VP3) and which traits are current while
/// views lay out (VP4), on the fast paths of insertion and of the layout pass.
@MainActor
@Suite(.uikit) struct ViewInsertionAndLayoutPassTests {
    final class TintProbe: UIView {
        var changes: [UIColor] = []
        override func tintColorDidChange() { changes.append(tintColor) }
    }

    // MARK: VP3

    @Test func test_VP3_addingAViewUnderAnUntintedChainTellsItNothing() {
        let root = UIView(), parent = UIView(), probe = TintProbe()
        root.addSubview(parent)
        parent.addSubview(probe)
        #expect(probe.changes.isEmpty && probe.tintColor == UIColor.systemBlue)
        UIView().addSubview(probe)  // from one untinted chain to another
        #expect(probe.changes.isEmpty)
    }

    @Test func test_VP3_addingAViewUnderATintedAncestorTellsItOnce() {
        let root = UIView(), parent = UIView(), probe = TintProbe(), leaf = TintProbe()
        probe.addSubview(leaf)
        root.tintColor = .red
        root.addSubview(parent)
        parent.addSubview(probe)
        #expect(probe.changes == [.red] && leaf.changes == [.red])
        // Moving to another chain with an equal tint: no change, no callback.
        let other = UIView()
        other.tintColor = .red
        other.addSubview(probe)
        #expect(probe.changes == [.red] && leaf.changes == [.red])
        // Out of the tinted chain: back to the system tint.
        UIView().addSubview(probe)
        #expect(probe.changes == [.red, .systemBlue] && leaf.changes == [.red, .systemBlue])
    }

    @Test func test_VP3_aViewWithItsOwnTintHearsNothingWhenAdded() {
        let parent = UIView(), probe = TintProbe()
        parent.tintColor = .green
        probe.tintColor = .orange
        let before = probe.changes
        parent.addSubview(probe)
        #expect(probe.changes == before && probe.tintColor == .orange)
    }

    // MARK: VP4

    final class TraitProbe: UIView {
        var seen: [UIUserInterfaceStyle] = []
        var matched: [Bool] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            seen.append(UITraitCollection.current.userInterfaceStyle)
            matched.append(UITraitCollection.current == traitCollection)
        }
    }

    @Test func test_VP4_eachViewsTraitsAreCurrentWhileItLaysOutOutsideAWindow() {
        let root = TraitProbe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let dark = TraitProbe(), inherits = TraitProbe(), light = TraitProbe(), grandchild = TraitProbe()
        dark.traitOverrides.userInterfaceStyle = .dark
        light.traitOverrides.userInterfaceStyle = .light
        root.addSubview(dark)
        dark.addSubview(inherits)
        dark.addSubview(light)
        inherits.addSubview(grandchild)
        let before = UITraitCollection.current
        root.layoutIfNeeded()
        #expect(root.seen == [.light] && dark.seen == [.dark] && inherits.seen == [.dark])
        #expect(light.seen == [.light] && grandchild.seen == [.dark])
        for probe in [root, dark, inherits, light, grandchild] { #expect(probe.matched == [true]) }
        #expect(UITraitCollection.current === before)
    }

    @Test func test_VP4_aViewMovedByASiblingsLayoutTakesItsNewSuperviewsTraits() {
        final class Mover: UIView {
            var move: (UIView, UIView)?
            override func layoutSubviews() {
                super.layoutSubviews()
                if let (view, target) = move { target.addSubview(view); move = nil }
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = Mover(), moved = TraitProbe(), elsewhere = UIView()
        elsewhere.traitOverrides.userInterfaceStyle = .dark
        root.addSubview(first)
        root.addSubview(moved)
        root.addSubview(elsewhere)
        first.move = (moved, elsewhere)
        root.layoutIfNeeded()
        #expect(moved.superview === elsewhere)
        #expect(moved.seen.allSatisfy { $0 == .dark } && !moved.seen.isEmpty)
        #expect(moved.matched.allSatisfy { $0 })
    }
}

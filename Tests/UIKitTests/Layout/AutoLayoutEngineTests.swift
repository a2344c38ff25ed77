import Foundation
import Testing
import UIKit
import UIKitTesting

/// Auto Layout's system constraints and life: margins, guides, right-to-left, baselines,
/// intrinsic sizes, autoresizing masks, hierarchy moves, diagnostics.
@MainActor
@Suite(.uikit)
struct AutoLayoutEngineTests {
    func subview(of parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func marginsAndRightToLeft() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 30)
        let child = subview(of: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 4),
            child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 24, y: 10, width: 100, height: 20))

        // Right to left: leading is the right edge and the constant runs leftwards.
        let rtl = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        rtl.semanticContentAttribute = .forceRightToLeft
        let item = subview(of: rtl)
        item.semanticContentAttribute = .forceRightToLeft
        let other = subview(of: rtl)
        other.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            item.leadingAnchor.constraint(equalTo: rtl.leadingAnchor, constant: 16),
            item.topAnchor.constraint(equalTo: rtl.topAnchor),
            item.widthAnchor.constraint(equalToConstant: 100),
            item.heightAnchor.constraint(equalToConstant: 20),
            other.leadingAnchor.constraint(equalTo: item.trailingAnchor, constant: 8),
            other.topAnchor.constraint(equalTo: rtl.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 50),
            other.heightAnchor.constraint(equalToConstant: 20),
        ])
        rtl.layoutIfNeeded()
        #expect(item.frame == CGRect(x: 284, y: 0, width: 100, height: 20))
        #expect(other.frame == CGRect(x: 226, y: 0, width: 50, height: 20))

        // Flipping a view's direction later flips the constraints it leads with.
        item.semanticContentAttribute = .forceLeftToRight
        other.semanticContentAttribute = .forceLeftToRight
        rtl.layoutIfNeeded()
        #expect(item.frame == CGRect(x: 16, y: 0, width: 100, height: 20))
        #expect(other.frame == CGRect(x: 124, y: 0, width: 50, height: 20))
    }

    @Test func aLayoutDirectionTraitChangeFlipsLeadingAndTrailing() {
        _ = freshUIKit()
        let controller = UIViewController()
        showInWindow(controller)
        let content = subview(of: controller.view)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            content.topAnchor.constraint(equalTo: controller.view.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 20),
        ])
        controller.view.layoutIfNeeded()
        #expect(content.frame.minX == 10)
        controller.traitOverrides.layoutDirection = .rightToLeft
        drainMainRunLoop()
        controller.view.layoutIfNeeded()
        #expect(content.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(content.frame.maxX == controller.view.bounds.width - 10)
    }

    @Test func safeAreaGuideInAControllerFollowsRotation() {
        _ = freshUIKit()
        let controller = UIViewController()
        showInWindow(controller)
        let content = subview(of: controller.view)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
        ])
        drainMainRunLoop()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))  // iPhone 14: 47 top, 34 bottom
        UIScreen.main.setDeviceOrientation(.landscapeLeft, animated: false)
        drainMainRunLoop()
        #expect(content.frame == controller.view.bounds.inset(by: controller.view.safeAreaInsets))
        #expect(content.frame == CGRect(x: 47, y: 0, width: 750, height: 369))
    }

    @Test func intrinsicSizeHuggingAndCompression() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let left = UILabel(), right = UILabel()
        left.text = "Title"     // 5 × 17 × 0.55 → 47 wide
        right.text = "Detail"   // 6 × 17 × 0.55 → 57 wide
        for label in [left, right] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        right.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // The lower hugging priority grows; heights are the intrinsic line height (21).
        #expect(right.frame == CGRect(x: 233, y: 0, width: 57, height: 21))
        #expect(left.frame == CGRect(x: 10, y: 0, width: 215, height: 21))
        // Too narrow: the lower compression resistance gives way.
        left.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(right.frame.width == 57)
        #expect(abs(left.frame.width - (100 - 20 - 8 - 57)) < 1e-9)
        // A longer text invalidates the intrinsic size at once.
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        right.text = "A much longer detail"
        root.layoutIfNeeded()
        #expect(right.frame.width == (20 * 17 * 0.55).rounded(.up))
        #expect(!left.hasAmbiguousLayout && !right.hasAmbiguousLayout)
    }

    @Test func baselinesAlignLabelsOfDifferentFonts() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Baseline = top + ascender (0.952 × size) for a label at its intrinsic height.
        let baseline = 10 + 34 * 0.952
        #expect(abs(small.frame.minY + 17 * 0.952 - baseline) < 0.34)  // within a pixel
    }

    @Test func autoresizingMaskBecomesConstraints() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let fixed = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))  // translates its mask
        root.addSubview(fixed)
        let follower = subview(of: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 130, y: 80, width: 100, height: 50))
        fixed.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 70, y: 60, width: 60, height: 60))
        let axis = fixed.constraintsAffectingLayout(for: .horizontal).map(\.description)
        #expect(axis.contains { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:") && $0.contains("h=--& v=--& UIView:") && $0.contains(".minX == 0") })
    }

    @Test func constantChangesAreEditsAndAnimate() {
        let clock = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = subview(of: root)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0)
        NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        leading.constant = 100
        #expect(child.frame.minX == 0)
        UIView.animate(withDuration: 1) { root.layoutIfNeeded() }
        #expect(child.frame.minX == 100)  // the model value at once
        #expect(child.layer.presentation()?.frame.minX == 0)
        clock.advance(by: 0.5)
        #expect(child.layer.presentation().map { $0.frame.minX > 0 && $0.frame.minX < 100 } == true)
        clock.advance(by: 0.6)
        // The animation ended at the model value and is gone.
        #expect(child.layer.presentation()?.frame.minX == 100 && child.layer.animationKeys() == nil)
    }

    @Test func removingAViewDeactivatesConstraintsThatLeaveItsSubtree() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = subview(of: root)
        let badge = subview(of: card)
        let outside = card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let inside = badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        let own = card.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([outside, inside, own])
        #expect(root.constraints.contains { $0 === outside })
        #expect(card.constraints.contains { $0 === inside } && card.constraints.contains { $0 === own })
        card.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive && own.isActive)
        card.layoutIfNeeded()
        #expect(badge.frame.width == 100)
        // Back in: the subtree's engine merges into the hierarchy's.
        root.addSubview(card)
        outside.isActive = true
        root.layoutIfNeeded()
        #expect(card.frame.minX == 5 && card.frame.width == 200 && badge.frame.width == 100)
    }

    @Test func removedViewsAndTheirConstraintsAreReleased() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let child = subview(of: root)
            let constraint = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
            NSLayoutConstraint.activate([constraint, child.widthAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
            weakChild = child
            weakConstraint = constraint
            child.removeFromSuperview()
        }
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }

    @Test func systemLayoutSizeFittingMeasuresContent() {
        _ = freshUIKit()
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        let title = UILabel()
        title.text = "Hello"
        title.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: 16 + 47 + 16, height: 11 + 21 + 11))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 43))
        #expect(cell.frame.size == CGSize(width: 320, height: 10))  // not changed
    }

    @Test func customGuideSpacesViewsEqually() {
        _ = freshUIKit()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = subview(of: root), b = subview(of: root)
        let left = UILayoutGuide(), middle = UILayoutGuide(), right = UILayoutGuide()
        for guide in [left, middle, right] { root.addLayoutGuide(guide) }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            middle.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: middle.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            middle.widthAnchor.constraint(equalTo: left.widthAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            a.widthAnchor.constraint(equalToConstant: 60), b.widthAnchor.constraint(equalToConstant: 60),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            left.topAnchor.constraint(equalTo: root.topAnchor), left.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 60 && b.frame.minX == 180)
        #expect(middle.layoutFrame.minX == 120 && middle.layoutFrame.width == 60)
    }

    @Test func keyboardGuideSitsOnTheBottomSafeArea() {
        _ = freshUIKit()
        let controller = UIViewController()
        showInWindow(controller)
        let bar = subview(of: controller.view)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        drainMainRunLoop()
        #expect(bar.frame == CGRect(x: 0, y: 844 - 34 - 50, width: 390, height: 50))
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    }
}

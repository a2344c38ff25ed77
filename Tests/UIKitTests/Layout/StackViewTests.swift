import Foundation
import Testing
import UIKit
import UIKitTesting

/// UIStackView: distributions, alignments, spacing, hidden views, built on constraints.
@MainActor
@Suite(.uikit)
struct StackViewTests {
    /// A view with an intrinsic size.
    final class Box: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError("unused") }
        override var intrinsicContentSize: CGSize { size }
    }

    func stack(_ views: [UIView], width: CGFloat = 300, height: CGFloat? = nil) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                           stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                           stack.widthAnchor.constraint(equalToConstant: width)]
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
        return (root, stack)
    }

    /// A 34-point label and a 17-point one (baselines at 0.952 × the font size).
    func labels() -> (big: UILabel, small: UILabel) {
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        return (big, small)
    }

    @Test func fillGivesTheSpareLengthToTheLowestHugging() {
        _ = freshUIKit()
        let a = Box(50, 20), b = Box(60, 30), c = Box(70, 10)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let (root, stack) = stack([a, b, c])
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 300, height: 30))  // as thick as the thickest
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 160, height: 30))
        #expect(c.frame == CGRect(x: 230, y: 0, width: 70, height: 30))
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.constant == 10 })
        #expect(stack.constraints.contains { $0.identifier == "UISV-canvas-connection" })
    }

    @Test func fillEquallyAndHiddenViews() {
        _ = freshUIKit()
        let a = Box(50, 20), b = Box(60, 20), c = Box(70, 20)
        let (root, stack) = stack([a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 15
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [90, 90, 90])
        #expect([a, b, c].map(\.frame.minX) == [0, 105, 210])
        b.isHidden = true
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 145, height: 20))
        #expect(c.frame == CGRect(x: 155, y: 0, width: 145, height: 20))
        #expect(b.frame.width == 0)
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() {
        _ = freshUIKit()
        let a = Box(50, 20), b = Box(150, 20)
        let (root, stack) = stack([a, b], width: 420)
        stack.distribution = .fillProportionally
        stack.spacing = 20
        root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 300)
        #expect(b.frame.minX == 120)
        // A changed intrinsic size shares the length out again.
        a.size.width = 150
        a.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(a.frame.width == 200 && b.frame.width == 200)
        #expect(b.frame.minX == 220)
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        _ = freshUIKit()
        let (big, small) = labels()
        let (root, stack) = stack([big, small])
        stack.axis = .vertical
        stack.spacing = 20
        root.layoutIfNeeded()
        #expect(small.frame.minY == big.frame.maxY + 20)
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        let bigLastBaseline = big.frame.minY + 34 * 0.952
        let smallFirstBaseline = small.frame.minY + 17 * 0.952
        #expect(abs(smallFirstBaseline - bigLastBaseline - 20) < 0.34)
        #expect(big.frame.minY == 0)
        #expect(stack.constraints.contains { $0.identifier == "UISV-spacing" && $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline })
        // A horizontal stack ignores it.
        stack.axis = .horizontal
        root.layoutIfNeeded()
        #expect(!stack.constraints.contains { $0.firstAttribute == .firstBaseline && $0.identifier == "UISV-spacing" })
    }

    @Test func equalSpacingAndEqualCentering() {
        _ = freshUIKit()
        let a = Box(40, 20), b = Box(60, 20), c = Box(20, 20)
        let (root, stack) = stack([a, b, c], width: 300)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [40, 60, 20])
        #expect([a, b, c].map(\.frame.minX) == [0, 130, 280])  // gaps of 90
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.midX) == [20, 155, 290])  // centres 135 apart
    }

    @Test func verticalAlignmentsAndCustomSpacing() {
        _ = freshUIKit()
        let a = Box(100, 20), b = Box(50, 30)
        let (root, stack) = stack([a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.setCustomSpacing(12, after: a)
        root.layoutIfNeeded()
        #expect(stack.frame.height == 62)
        #expect(a.frame == CGRect(x: 100, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 125, y: 32, width: 50, height: 30))
        stack.alignment = .trailing
        root.layoutIfNeeded()
        #expect(a.frame.maxX == 300 && b.frame.maxX == 300)
        stack.alignment = .leading
        root.layoutIfNeeded()
        #expect(a.frame.minX == 0 && b.frame.minX == 0)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        root.layoutIfNeeded()
        #expect(a.frame.minX == 6 && a.frame.minY == 5 && stack.frame.height == 62 + 12)
    }

    @Test func firstBaselineAlignment() {
        _ = freshUIKit()
        let (big, small) = labels()
        let (root, stack) = stack([big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + 34 * 0.952
        let smallBaseline = small.frame.minY + 17 * 0.952
        #expect(abs(bigBaseline - smallBaseline) < 0.34)
        #expect(big.frame.minY == 0)
        #expect(stack.frame.height == big.frame.height)
    }

    @Test func removingAnArrangedViewKeepsItAsASubview() {
        _ = freshUIKit()
        let a = Box(50, 20), b = Box(60, 20)
        let (root, stack) = stack([a, b])
        root.layoutIfNeeded()
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b])
        #expect(a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }
}

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// LB5: multi-line labels wrap at the width Auto Layout gives them.
@MainActor
@Suite(.uikit) struct LabelAutomaticWrapTests {
    init() { _ = freshUIKit() }

    private static let text = String(repeating: "Words that wrap across lines. ", count: 5)

    /// A 320-point container with a multi-line label pinned 16 points in at the top and a
    /// 20-point bar constrained below it.
    private func column() -> (container: UIView, label: UILabel, bar: UIView) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = Self.text
        let bar = UIView()
        for view in [label, bar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            bar.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (container, label, bar)
    }

    @Test func test_LB5_aConstrainedMultiLineLabelWrapsAtItsLayoutWidthInOneLayoutIfNeeded() {
        let (container, label, bar) = column()
        let wrapped = label.sizeThatFits(CGSize(width: 288, height: 10_000)).height
        #expect(wrapped > 3 * label.font.lineHeight)  // several lines at 288 points
        container.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 10, width: 288, height: wrapped))
        #expect(bar.frame.minY == 10 + wrapped + 8)
        #expect(label.intrinsicContentSize.height == wrapped)
        // Narrower: wrapped again at the new width, in the same pass.
        container.frame.size.width = 200
        container.layoutIfNeeded()
        let narrower = label.sizeThatFits(CGSize(width: 168, height: 10_000)).height
        #expect(narrower > wrapped && label.frame.height == narrower && bar.frame.minY == 10 + narrower + 8)
    }

    @Test func test_LB5_anExplicitPreferredWidthOrAFramePlacedLabelKeepsItsOwnWrapping() {
        let (container, label, _) = column()
        label.preferredMaxLayoutWidth = 100
        container.layoutIfNeeded()
        #expect(label.intrinsicContentSize.height == label.sizeThatFits(CGSize(width: 100, height: 10_000)).height)
        // A label placed by its frame: its intrinsic size wraps only at newlines.
        let framed = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        framed.numberOfLines = 0
        framed.text = Self.text
        container.addSubview(framed)
        container.layoutIfNeeded()
        #expect(framed.intrinsicContentSize.height == framed.font.lineHeight.rounded(.up))
        #expect(framed._automaticWrapWidth == nil)
    }

    @Test func test_LB5_systemLayoutSizeFittingWrapsInItsOwnSolutionWithoutChangingTheLabel() {
        let host = UIView()
        let inner = UILabel()
        inner.numberOfLines = 0
        inner.text = Self.text
        inner.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: host.topAnchor, constant: 10),
            inner.bottomAnchor.constraint(equalTo: host.bottomAnchor, constant: -10),
            inner.leadingAnchor.constraint(equalTo: host.leadingAnchor, constant: 16),
            inner.trailingAnchor.constraint(equalTo: host.trailingAnchor, constant: -16),
        ])
        let wrapped = inner.sizeThatFits(CGSize(width: 288, height: 10_000)).height
        let size = host.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: wrapped + 20))
        #expect(inner._automaticWrapWidth == nil)  // the label itself is not changed
    }
}

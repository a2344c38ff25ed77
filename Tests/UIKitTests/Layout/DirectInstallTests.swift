import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Constraints between a view and its superview, siblings, or one view's own size are
/// installed by writing their terms directly (PL12); they must give exactly the frames the
/// general path gives, in either layout direction, whatever else is in the batch.
@MainActor
@Suite(.uikit) struct DirectInstallTests {
    /// One random scene: a container with subviews (some right to left), two grandchildren
    /// and a layout guide, each placed by required constraints, then random optional ones.
    private func buildScene(seed: UInt64) -> (container: UIView, views: [UIView]) {
        var random = SeededGenerator(seed: seed)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var views: [UIView] = []
        for _ in 0..<6 {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            if Bool.random(using: &random) { view.semanticContentAttribute = .forceRightToLeft }
            container.addSubview(view)
            views.append(view)
        }
        // Trait directions that plain subviews inherit from their superview.
        if seed % 3 == 0 { container.traitOverrides.layoutDirection = .rightToLeft }
        if seed % 2 == 0 { views[0].traitOverrides.layoutDirection = seed % 4 == 0 ? .leftToRight : .rightToLeft }
        for _ in 0..<2 {
            let inner = UIView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            views[0].addSubview(inner)
            views.append(inner)
        }
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let xAttributes: [NSLayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX]
        let yAttributes: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
        var constraints: [NSLayoutConstraint] = []
        // Every view and the guide get a frame: required edges and sizes against their superview.
        for view in views {
            let superview = view.superview!
            let horizontal = Bool.random(using: &random) ? view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: CGFloat(Int.random(in: 0...40, using: &random)))
                : view.leftAnchor.constraint(equalTo: superview.leftAnchor, constant: CGFloat(Int.random(in: 0...40, using: &random)))
            constraints.append(horizontal)
            constraints.append(view.topAnchor.constraint(equalTo: superview.topAnchor, constant: CGFloat(Int.random(in: 0...200, using: &random))))
            constraints.append(view.widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: [0.25, 0.5][Int.random(in: 0...1, using: &random)]))
            constraints.append(view.heightAnchor.constraint(equalToConstant: CGFloat(Int.random(in: 10...80, using: &random))))
        }
        constraints.append(guide.leadingAnchor.constraint(equalTo: views[1].trailingAnchor, constant: 5))
        constraints.append(guide.topAnchor.constraint(equalTo: views[2].bottomAnchor))
        constraints.append(guide.widthAnchor.constraint(equalToConstant: 30))
        constraints.append(guide.heightAnchor.constraint(equalToConstant: 30))
        // Optional ones between any two items of one superview, the guide, or across levels.
        let items: [AnyObject] = views + [guide, container]
        for _ in 0..<40 {
            let first = items[Int.random(in: 0..<items.count - 1, using: &random)]
            let second = items[Int.random(in: 0..<items.count, using: &random)]
            let constant = CGFloat(Int.random(in: -30...30, using: &random))
            let relation = [NSLayoutConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &random)]
            let constraint: NSLayoutConstraint
            switch Int.random(in: 0...2, using: &random) {
            case 0:
                let attribute = xAttributes[Int.random(in: 0..<xAttributes.count, using: &random)]
                var other = xAttributes[Int.random(in: 0..<xAttributes.count, using: &random)]
                // Leading and trailing do not pair with left and right (UIKit raises).
                if [.leading, .trailing].contains(attribute) != [.leading, .trailing].contains(other) { other = attribute }
                constraint = NSLayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: second, attribute: other,
                                                multiplier: 1, constant: constant)
            case 1:
                let attribute = yAttributes[Int.random(in: 0..<yAttributes.count, using: &random)]
                constraint = NSLayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: second,
                                                attribute: yAttributes[Int.random(in: 0..<yAttributes.count, using: &random)],
                                                multiplier: 1, constant: constant)
            default:
                let attribute: NSLayoutConstraint.Attribute = Bool.random(using: &random) ? .width : .height
                constraint = Bool.random(using: &random)
                    ? NSLayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                                         multiplier: 1, constant: abs(constant) + 5)
                    : NSLayoutConstraint(item: first, attribute: attribute, relatedBy: relation, toItem: second, attribute: attribute,
                                         multiplier: [0.5, 1, 2][Int.random(in: 0...2, using: &random)], constant: constant)
            }
            constraint.priority = UILayoutPriority(Float(Int.random(in: 1...999, using: &random)))
            constraints.insert(constraint, at: Int.random(in: 0...constraints.count, using: &random))
        }
        // In a few batches, so that some items already have records and some do not.
        var start = 0
        while start < constraints.count {
            let end = min(constraints.count, start + Int.random(in: 1...25, using: &random))
            NSLayoutConstraint.activate(Array(constraints[start..<end]))
            start = end
        }
        container.layoutIfNeeded()
        return (container, views)
    }

    @Test func test_PL12_directInstallGivesTheGeneralPathsFrames() {
        for seed in UInt64(1)...40 {
            AutoLayoutEngine.installsDirectly = false
            let general = buildScene(seed: seed).views.map(\.frame)
            AutoLayoutEngine.installsDirectly = true
            let before = AutoLayoutEngine.directInstallCount
            let direct = buildScene(seed: seed).views.map(\.frame)
            #expect(AutoLayoutEngine.directInstallCount - before > 20, "seed \(seed): the direct path was taken")
            #expect(direct == general, "seed \(seed)")
        }
    }

    @Test func test_PL12_directionsOfInterleavedViewsInOneBatch() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let rtl = UIView(), ltr = UIView()
        rtl.semanticContentAttribute = .forceRightToLeft
        for view in [rtl, ltr] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            rtl.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            ltr.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            rtl.widthAnchor.constraint(equalToConstant: 50),
            ltr.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -200),
            rtl.topAnchor.constraint(equalTo: container.topAnchor), rtl.heightAnchor.constraint(equalToConstant: 10),
            ltr.topAnchor.constraint(equalTo: container.topAnchor), ltr.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        // The first item's direction: the right-to-left view's leading is its right edge.
        #expect(rtl.frame == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(ltr.frame == CGRect(x: 20, y: 0, width: 80, height: 10))
        // A direction changed between two batches is read again.
        rtl.semanticContentAttribute = .forceLeftToRight
        container.layoutIfNeeded()
        #expect(rtl.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
    }

    @Test func test_PL12_plainSubviewsTakeTheirOwnSuperviewsTraitDirection() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let rtlContainer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let ltrContainer = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 100))
        rtlContainer.traitOverrides.layoutDirection = .rightToLeft
        root.addSubview(rtlContainer)
        root.addSubview(ltrContainer)
        var views: [UIView] = []
        for container in [rtlContainer, ltrContainer, rtlContainer, ltrContainer] {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views.append(view)
        }
        // One batch, the two superviews' children interleaved.
        NSLayoutConstraint.activate(views.enumerated().flatMap { index, view in
            [view.leadingAnchor.constraint(equalTo: view.superview!.leadingAnchor, constant: CGFloat(10 + index)),
             view.widthAnchor.constraint(equalToConstant: 50),
             view.topAnchor.constraint(equalTo: view.superview!.topAnchor), view.heightAnchor.constraint(equalToConstant: 10)]
        })
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [140, 11, 138, 13])
    }

    @Test func test_PL12_conflictLogNamesConstraintsInstalledDirectly() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let wide = view.widthAnchor.constraint(equalToConstant: 50)
        wide.identifier = "wide"
        let narrow = view.widthAnchor.constraint(equalToConstant: 20)
        narrow.identifier = "narrow"
        var seen: [UIKitDiagnostic] = []
        let token = UIKitDiagnostics.addObserver { seen.append($0) }
        defer { UIKitDiagnostics.removeObserver(token) }
        NSLayoutConstraint.activate([wide, narrow, view.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
        #expect(seen.count == 1)
        let message = seen.first?.message ?? ""
        // The log reads both constraints' objects through the engine's unretained table.
        #expect(message.contains("\"\(wide.description)\""))
        #expect(message.contains("Will attempt to recover by breaking constraint \n\(narrow.description)\n"))
        container.layoutIfNeeded()
        #expect(view.frame.width == 50)
    }

    @Test func test_PL12_aRemovedGuideThatIsFreedLeavesNoRecordBehind() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        weak var weakGuide: UILayoutGuide?
        var recordsWithGuide = 0
        do {
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            NSLayoutConstraint.activate([guide.widthAnchor.constraint(equalToConstant: 40), guide.heightAnchor.constraint(equalToConstant: 40),
                                         guide.leadingAnchor.constraint(equalTo: root.leadingAnchor), guide.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 40, height: 40))
            for constraint in root.constraints { constraint.isActive = false }
            root.removeLayoutGuide(guide)
            weakGuide = guide
            recordsWithGuide = root._layoutEngine?.records.count ?? 0
        }
        #expect(weakGuide == nil)
        // The engine names the guide without retaining it: its record went with it.
        #expect(recordsWithGuide == 2)
        #expect(root._layoutEngine?.records.count == 1)
        // Merging this hierarchy's engine into a bigger one visits every record it has.
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var others: [NSLayoutConstraint] = []
        for _ in 0..<8 {
            let other = UIView()
            other.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(other)
            others += [other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10)]
        }
        NSLayoutConstraint.activate(others)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 25), view.heightAnchor.constraint(equalToConstant: 5),
                                     view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                                     view.topAnchor.constraint(equalTo: root.topAnchor)])
        window.addSubview(root)
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 3, y: 0, width: 25, height: 5))
    }

    @Test func test_PL12_engineAndViewsAreFreedAfterDirectInstalls() {
        weak var weakContainer: UIView?
        weak var weakView: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            let constraint = view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
            NSLayoutConstraint.activate([constraint, view.widthAnchor.constraint(equalToConstant: 5)])
            container.layoutIfNeeded()
            weakContainer = container
            weakView = view
            weakConstraint = constraint
        }
        #expect(weakContainer == nil)
        #expect(weakView == nil)
        #expect(weakConstraint == nil)
    }
}

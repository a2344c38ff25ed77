import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view's and a layout guide's anchors are the same objects on every read (VP1), and the
/// constraints made from them name the anchors' items and attributes exactly (VP2).
@MainActor
@Suite(.uikit) struct LayoutAnchorIdentityTests {
    // MARK: VP1

    @Test func test_VP1_aViewVendsTheSameAnchorObjectOnEveryRead() {
        let view = UIView()
        #expect(view.leadingAnchor === view.leadingAnchor)
        #expect(view.trailingAnchor === view.trailingAnchor)
        #expect(view.leftAnchor === view.leftAnchor)
        #expect(view.rightAnchor === view.rightAnchor)
        #expect(view.topAnchor === view.topAnchor)
        #expect(view.bottomAnchor === view.bottomAnchor)
        #expect(view.widthAnchor === view.widthAnchor)
        #expect(view.heightAnchor === view.heightAnchor)
        #expect(view.centerXAnchor === view.centerXAnchor)
        #expect(view.centerYAnchor === view.centerYAnchor)
        #expect(view.firstBaselineAnchor === view.firstBaselineAnchor)
        #expect(view.lastBaselineAnchor === view.lastBaselineAnchor)
        // Read through the shared protocol, as generic code does: the same objects.
        let item: any _UILayoutAnchorItem = view
        #expect(item.leadingAnchor === view.leadingAnchor && item.heightAnchor === view.heightAnchor)
    }

    @Test func test_VP1_eachAttributeAndEachItemHasItsOwnAnchor() {
        let view = UIView(), other = UIView()
        let xAnchors: [NSLayoutXAxisAnchor] = [view.leadingAnchor, view.trailingAnchor, view.leftAnchor, view.rightAnchor, view.centerXAnchor]
        let yAnchors: [NSLayoutYAxisAnchor] = [view.topAnchor, view.bottomAnchor, view.centerYAnchor, view.firstBaselineAnchor,
                                               view.lastBaselineAnchor]
        let objects: [AnyObject] = xAnchors + yAnchors + [view.widthAnchor, view.heightAnchor]
        #expect(Set(objects.map(ObjectIdentifier.init)).count == 12)
        #expect(view.leadingAnchor !== other.leadingAnchor && view.widthAnchor !== other.widthAnchor)
        #expect(view.leadingAnchor.item === view && view.heightAnchor.item === view && view.lastBaselineAnchor.item === view)
        #expect(view.leadingAnchor.name == "leading" && view.centerYAnchor.name == "centerY" && view.widthAnchor.name == "width")
    }

    @Test func test_VP1_layoutGuidesVendTheSameAnchorObjectOnEveryRead() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        for candidate in [guide, view.safeAreaLayoutGuide, view.layoutMarginsGuide, view.readableContentGuide] {
            #expect(candidate.leadingAnchor === candidate.leadingAnchor)
            #expect(candidate.trailingAnchor === candidate.trailingAnchor)
            #expect(candidate.leftAnchor === candidate.leftAnchor)
            #expect(candidate.rightAnchor === candidate.rightAnchor)
            #expect(candidate.topAnchor === candidate.topAnchor)
            #expect(candidate.bottomAnchor === candidate.bottomAnchor)
            #expect(candidate.widthAnchor === candidate.widthAnchor)
            #expect(candidate.heightAnchor === candidate.heightAnchor)
            #expect(candidate.centerXAnchor === candidate.centerXAnchor)
            #expect(candidate.centerYAnchor === candidate.centerYAnchor)
            #expect(candidate.topAnchor.item === candidate)
        }
        #expect(view.safeAreaLayoutGuide.topAnchor !== view.topAnchor)
        #expect(view.safeAreaLayoutGuide.topAnchor !== view.layoutMarginsGuide.topAnchor)
    }

    @Test func test_VP1_cachedAnchorsKeepNeitherTheirViewNorThemselvesAlive() {
        weak var weakView: UIView?
        weak var weakGuide: UILayoutGuide?
        weak var weakAnchor: NSLayoutXAxisAnchor?
        var kept: NSLayoutYAxisAnchor?
        do {
            let view = UIView()
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            weakView = view
            weakGuide = guide
            weakAnchor = view.leadingAnchor
            _ = guide.topAnchor
            kept = view.topAnchor
            #expect(weakAnchor === view.leadingAnchor)
        }
        // The view owns its anchors; they do not own it (no cycle): all are freed with it,
        // except the anchor the test keeps, which reads nil (PL1).
        #expect(weakView == nil && weakGuide == nil && weakAnchor == nil)
        #expect(kept != nil && kept?.item == nil)
    }

    // MARK: VP2

    @Test func test_VP2_constraintsFromAnchorsNameTheAnchorsItemsAndAttributes() {
        let container = UIView(), view = UIView()
        container.addSubview(view)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16)
        #expect(leading.firstItem === view && leading.firstAttribute == .leading)
        #expect(leading.secondItem === container && leading.secondAttribute == .leading)
        #expect(leading.relation == .equal && leading.multiplier == 1 && leading.constant == 16)
        #expect(leading.priority == .required && !leading.isActive)
        let trailing = view.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -16)
        #expect(trailing.relation == .lessThanOrEqual && trailing.secondAttribute == .trailing && trailing.constant == -16)
        let height = view.heightAnchor.constraint(equalToConstant: 44)
        #expect(height.firstItem === view && height.firstAttribute == .height)
        #expect(height.secondItem == nil && height.secondAttribute == .notAnAttribute && height.constant == 44)
        let half = view.widthAnchor.constraint(greaterThanOrEqualTo: container.widthAnchor, multiplier: 0.5, constant: 2)
        #expect(half.secondItem === container && half.secondAttribute == .width && half.multiplier == 0.5 && half.constant == 2)
        #expect(half.relation == .greaterThanOrEqual)
        let guide = container.layoutMarginsGuide
        let toGuide = view.topAnchor.constraint(equalToSystemSpacingBelow: guide.topAnchor, multiplier: 2)
        #expect(toGuide.secondItem === guide && toGuide.secondAttribute == .top && toGuide.constant == 16)
        // Made from anchors, laid out as any constraint.
        container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([leading, view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                                     view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10), height])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: 10, width: 268, height: 44))
    }

    @Test func test_VP2_anAnchorWhoseItemIsGoneCountsAsNoSecondItem() {
        let view = UIView()
        var gone: NSLayoutDimension?
        do { gone = UIView().widthAnchor }
        let constraint = view.widthAnchor.constraint(equalTo: gone!, multiplier: 2)
        #expect(constraint.secondItem == nil && constraint.secondAttribute == .notAnAttribute)
        #expect(constraint.firstItem === view && constraint.multiplier == 2)
    }

    @Test func test_VP2_leadingAnchorsPairedWithLeftAnchorsRaiseAsUIKitDoes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = a.leadingAnchor.constraint(equalTo: b.leftAnchor)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("NSInvalidArgumentException: *** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
            + "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."))
    }
}

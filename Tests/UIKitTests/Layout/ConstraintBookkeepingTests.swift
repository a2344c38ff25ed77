import Foundation
import Testing
import UIKit
import UIKitTesting

/// The engine's lists of active constraints stay exact whatever the order of activation and
/// deactivation, and leading and trailing read the layout direction the traits give.
@MainActor
@Suite(.uikit) struct ConstraintBookkeepingTests {
    /// A container with `count` subviews and a pool of constraints over them: edges to the
    /// container, neighbours, fixed sizes, and an aspect ratio naming one view twice.
    private func makePool(_ count: Int) -> (container: UIView, views: [UIView], pool: [NSLayoutConstraint]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        var views: [UIView] = []
        var pool: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            pool.append(view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(index)))
            pool.append(view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index * 30)))
            pool.append(view.widthAnchor.constraint(equalToConstant: CGFloat(20 + index)))
            pool.append(view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5))
            if let previous = views.last {
                let spacing = view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 4)
                spacing.priority = .defaultLow
                pool.append(spacing)
            }
            views.append(view)
        }
        return (container, views, pool)
    }

    /// The app's constraints naming `item` that are active, in activation order.
    private func expectedAffecting(_ item: UIView, _ axis: NSLayoutConstraint.Axis, among active: [NSLayoutConstraint]) -> [ObjectIdentifier] {
        active.filter { ($0.firstItem === item || $0.secondItem === item)
            && ([.leading, .trailing, .left, .right, .centerX, .width].contains($0.firstAttribute) == (axis == .horizontal)) }
            .map(ObjectIdentifier.init)
    }

    @Test func test_PL8_anyOrderOfActivationKeepsEachViewsConstraintsExact() {
        let (container, views, pool) = makePool(12)
        var random = SeededGenerator(seed: 28)
        var active: [NSLayoutConstraint] = []  // in activation order
        for step in 0..<400 {
            let constraint = pool[Int.random(in: 0..<pool.count, using: &random)]
            if constraint.isActive {
                // One at a time or in a batch with another active one.
                if step % 3 == 0, let other = active.filter({ $0 !== constraint }).randomElement(using: &random) {
                    NSLayoutConstraint.deactivate([constraint, other])
                    active.removeAll { $0 === constraint || $0 === other }
                } else {
                    constraint.isActive = false
                    active.removeAll { $0 === constraint }
                }
            } else {
                constraint.isActive = true
                active.append(constraint)
            }
            for view in views {
                for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                    let apps = view.constraintsAffectingLayout(for: axis).filter { pool.contains($0) }
                    #expect(apps.map(ObjectIdentifier.init) == expectedAffecting(view, axis, among: active),
                            "step \(step), view \(views.firstIndex(of: view)!), axis \(axis)")
                }
            }
            #expect(pool.allSatisfy { $0.isActive == active.contains($0) })
        }
        // The frames are those of a fresh hierarchy with the same constraints active.
        container.layoutIfNeeded()
        let (freshContainer, freshViews, freshPool) = makePool(12)
        NSLayoutConstraint.activate(active.map { freshPool[pool.firstIndex(of: $0)!] })
        freshContainer.layoutIfNeeded()
        for (view, fresh) in zip(views, freshViews) where !view.hasAmbiguousLayout {
            #expect(view.frame == fresh.frame)
        }
        // Everything off: nothing is left naming any view.
        NSLayoutConstraint.deactivate(active)
        for view in views {
            #expect(view.constraintsAffectingLayout(for: .horizontal).filter { pool.contains($0) }.isEmpty)
            #expect(view.constraintsAffectingLayout(for: .vertical).filter { pool.contains($0) }.isEmpty)
        }
    }

    @Test func test_PL8_aConstraintNamingAViewTwiceComesAndGoesCleanly() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 80)
        let aspect = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25)
        let left = view.leftAnchor.constraint(equalTo: container.leftAnchor)
        let top = view.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([aspect, width, left, top])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
        #expect(view.constraintsAffectingLayout(for: .vertical).filter { $0 === aspect || $0 === top }.count == 2)
        aspect.isActive = false
        #expect(!view.constraintsAffectingLayout(for: .vertical).contains(aspect))
        #expect(view.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init).prefix(2)
            == [width, left].map(ObjectIdentifier.init)[...])
        aspect.isActive = true
        width.constant = 40
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func test_PL8_aLaidOutHierarchyIsFreedWithItsConstraints() {
        weak var weakContainer: UIView?
        weak var weakView: UIView?
        var weakConstraints: [() -> NSLayoutConstraint?] = []
        do {
            let (container, views, pool) = makePool(4)
            NSLayoutConstraint.activate(pool)
            container.layoutIfNeeded()
            views[1].removeFromSuperview()  // its constraints to the others are deactivated
            weakContainer = container
            weakView = views[2]
            for constraint in pool { weakConstraints.append { [weak constraint] in constraint } }
        }
        // Views, records and constraints name each other; none keeps the others alive.
        #expect(weakContainer == nil && weakView == nil)
        #expect(weakConstraints.allSatisfy { $0() == nil })
    }

    // MARK: PL9: the layout direction the traits give

    @Test func test_PL9_leadingFollowsAnAncestorsLayoutDirectionOverrideOffScreen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let middle = UIView(frame: root.bounds)
        root.addSubview(middle)
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        middle.addSubview(view)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.traitOverrides.layoutDirection = .rightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(equalTo: middle.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
        // A nearer override wins; a forced semantic attribute wins over both.
        middle.traitOverrides.layoutDirection = .leftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func test_PL9_aControllersOverrideReachesItsViewsSubviewsOnScreen() {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = UIView()
        controller.view.addSubview(view)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        controller.traitOverrides.layoutDirection = .rightToLeft
        drainMainRunLoop()
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        controller.traitOverrides.layoutDirection = .unspecified
        drainMainRunLoop()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// The pointers that name an object without owning it — a constraint's and an anchor's items,
/// a view's superview, a root view's controller, a layer's view, a guide's owning view — keep
/// nothing alive, and read nil (never a freed object) once what they name is gone.
@MainActor
@Suite(.uikit) struct BackPointerLifetimeTests {
    // MARK: PL1: constraints and anchors

    @Test func test_PL1_constraintsAndAnchorsDoNotKeepTheirItemsAlive() {
        weak var weakContainer: UIView?
        weak var weakChild: UIView?
        var kept: [NSLayoutConstraint] = []
        var anchor: NSLayoutXAxisAnchor?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            weakContainer = container
            weakChild = child
            kept = [child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                    child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
                    child.widthAnchor.constraint(equalToConstant: 30),
                    child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5)]
            NSLayoutConstraint.activate(kept)
            container.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 150))
            #expect(kept[0].firstItem === child && kept[0].secondItem === container && kept[0].isActive)
            anchor = child.leadingAnchor
            #expect(anchor?.item === child)
        }
        // Nothing but the constraints and the anchor name them: both views are gone.
        #expect(weakContainer == nil && weakChild == nil)
        // PL1: the constraints and the anchor read nil, not a freed view.
        for constraint in kept {
            #expect(constraint.firstItem == nil && constraint.secondItem == nil)
            #expect(!constraint.isActive)
        }
        #expect(anchor?.item == nil)
        // Still usable: changes land on the constraint alone.
        kept[0].constant = 99
        kept[0].isActive = false
        #expect(kept[0].constant == 99)
    }

    @Test func test_PL1_aConstraintToALayoutGuideReadsNilAfterTheGuideIsGone() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        weak var weakGuide: UILayoutGuide?
        var constraint: NSLayoutConstraint?
        do {
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            weakGuide = guide
            constraint = guide.widthAnchor.constraint(equalToConstant: 40)
            constraint!.isActive = true
            view.layoutIfNeeded()
            #expect(guide.layoutFrame.width == 40)
            constraint!.isActive = false
            view.removeLayoutGuide(guide)
        }
        #expect(weakGuide == nil)
        #expect(constraint?.firstItem == nil)
    }

    // MARK: PL2: superview

    @Test func test_PL2_aViewRemovedFromItsSuperviewOutlivesItWithNoSuperview() {
        let child = UIView()
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            weakParent = parent
            parent.addSubview(child)
            #expect(child.superview === parent)
            child.removeFromSuperview()
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
    }

    @Test func test_PL2_aSuperviewReleasedWhileItsSubviewsAreKeptLeavesThemWithoutOne() {
        var children: [UIView] = []
        weak var weakParent: UIView?
        weak var weakGrandchild: UIView?
        do {
            let parent = UIView()
            weakParent = parent
            for _ in 0..<3 {
                let child = UIView()
                parent.addSubview(child)
                children.append(child)
            }
            let grandchild = UIView()
            children[1].addSubview(grandchild)
            weakGrandchild = grandchild
            _ = parent.layer  // with layers, as on screen
        }
        // The superview does not outlive its last owner because of its subviews (no cycle)...
        #expect(weakParent == nil)
        // ...and its subviews read no superview, not a freed one (PL2).
        for child in children {
            #expect(child.superview == nil)
            #expect(child.next == nil)
            #expect(!child.isDescendant(of: UIView()))
        }
        // A subview still in a kept view keeps its superview.
        #expect(weakGrandchild?.superview === children[1])
        // They can join another hierarchy.
        let other = UIView()
        for child in children { other.addSubview(child) }
        #expect(other.subviews == children && children.allSatisfy { $0.superview === other })
    }

    @Test func test_PL2_aHierarchyWithConstraintsIsReleasedWhole() {
        weak var weakRoot: UIView?
        var weakViews: [() -> UIView?] = []
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000))
            weakRoot = root
            var previous: UIView?
            for _ in 0..<20 {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4),
                    view.widthAnchor.constraint(equalToConstant: 50),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ])
                weak let weakView = view
                weakViews.append { weakView }
                previous = view
            }
            root.layoutIfNeeded()
            #expect(previous?.frame == CGRect(x: 0, y: 270, width: 50, height: 10))
        }
        #expect(weakRoot == nil)
        #expect(weakViews.allSatisfy { $0() == nil })
    }

    // MARK: PL3: a root view's controller

    @Test func test_PL3_aViewKeptAfterItsControllerIsGoneHasNoController() {
        weak var weakController: UIViewController?
        var view: UIView?
        do {
            let controller = UIViewController()
            weakController = controller
            view = controller.view
            #expect(view?.next === controller)
        }
        #expect(weakController == nil)
        // The view's next responder is no longer the controller (PL3): nil, not a freed object.
        #expect(view?.next == nil)
        // Another controller can take it (it is no longer owned by one).
        let other = UIViewController()
        other.view = view
        #expect(view?.next === other)
    }

    @Test func test_PL3_aControllerAndItsViewAreReleasedTogether() {
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        do {
            let controller = UIViewController()
            controller.loadViewIfNeeded()
            weakController = controller
            weakView = controller.view
        }
        #expect(weakController == nil && weakView == nil)
    }

    // MARK: PL4: a layer's view and delegate

    @Test func test_PL4_aLayerKeptAfterItsViewIsGoneHasNoDelegate() {
        var layer: CALayer?
        weak var weakView: UIView?
        do {
            let view = UIView()
            weakView = view
            layer = view.layer
            #expect(layer?.delegate === view)
        }
        #expect(weakView == nil)
        #expect(layer?.delegate == nil)
    }

    @Test func test_PL4_anotherLayerDelegateIsStillHeldWeakly() {
        final class Delegate: NSObject, CALayerDelegate {}
        let view = UIView()
        let layer = CALayer()
        weak var weakDelegate: Delegate?
        do {
            let delegate = Delegate()
            weakDelegate = delegate
            layer.delegate = delegate
            #expect(layer.delegate === delegate)
        }
        #expect(weakDelegate == nil && layer.delegate == nil)
        // A view's own layer can be handed another delegate and back.
        let other = Delegate()
        view.layer.delegate = other
        #expect(view.layer.delegate === other)
        view.layer.delegate = view
        #expect(view.layer.delegate === view)
    }

    // MARK: PL5: a guide's owning view

    @Test func test_PL5_aGuideKeptAfterItsViewIsGoneHasNoOwningView() {
        var guides: [UILayoutGuide] = []
        weak var weakView: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakView = view
            let guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            guides = [guide, view.safeAreaLayoutGuide, view.layoutMarginsGuide]
            #expect(guides.allSatisfy { $0.owningView === view })
        }
        #expect(weakView == nil)
        #expect(guides.allSatisfy { $0.owningView == nil })
        #expect(guides.allSatisfy { $0.layoutFrame == .zero })
    }

    @Test func test_PL5_aRemovedGuideHasNoOwningView() {
        let view = UIView()
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        view.removeLayoutGuide(guide)
        #expect(guide.owningView == nil && view.layoutGuides.isEmpty)
    }

    // MARK: PL7: a hierarchy's engine

    @Test func test_PL7_constraintsKeptAfterTheirHierarchyIsGoneReadItGone() {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        var width: NSLayoutConstraint?
        var centre: NSLayoutConstraint?
        weak var weakRoot: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            weakRoot = root
            root.addSubview(child)
            width = child.widthAnchor.constraint(equalToConstant: 30)
            centre = child.centerXAnchor.constraint(equalTo: root.centerXAnchor)
            NSLayoutConstraint.activate([width!, child.heightAnchor.constraint(equalToConstant: 20), centre!,
                                         child.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            #expect(child.frame == CGRect(x: 35, y: 0, width: 30, height: 20))
        }
        // The root and its engine are gone: the constraint that named the root is inactive
        // and reads nil for it, never a freed view.
        #expect(weakRoot == nil && child.superview == nil)
        #expect(centre?.isActive == false && centre?.secondItem == nil && centre?.firstItem === child)
        width?.constant = 50
        #expect(width?.constant == 50)
    }

    // MARK: PL6: adding subviews

    @Test func test_PL6_addedSubviewsGoOnTopInOrderWithAndWithoutALayer() {
        let plain = UIView(), layered = UIView()
        let standalone = CALayer()
        layered.layer.addSublayer(standalone)
        var added: [UIView] = []
        for _ in 0..<5 {
            let a = UIView(), b = UIView()
            plain.addSubview(a)
            layered.addSubview(b)
            added.append(b)
        }
        #expect(plain.subviews.count == 5)
        #expect(layered.subviews == added)
        // The subviews' layers go above the standalone sublayer, in order.
        #expect(layered.layer.sublayers?.first === standalone)
        #expect(Array(layered.layer.sublayers!.dropFirst()).elementsEqual(added.map(\.layer), by: ===))
        // Adding an existing subview again moves it to the front.
        layered.addSubview(added[0])
        #expect(layered.subviews == Array(added.dropFirst()) + [added[0]])
        #expect(layered.layer.sublayers?.last === added[0].layer)
    }
}

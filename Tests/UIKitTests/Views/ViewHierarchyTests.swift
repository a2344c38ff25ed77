import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct ViewHierarchyTests {
    init() { _ = freshUIKit() }

    @Test func hierarchyOperationsKeepOrder() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        root.addSubview(a); root.addSubview(b); root.insertSubview(c, at: 0)
        #expect(root.subviews == [c, a, b])
        root.insertSubview(d, aboveSubview: c)
        #expect(root.subviews == [c, d, a, b])
        root.bringSubviewToFront(c)
        root.sendSubviewToBack(b)
        #expect(root.subviews == [b, d, a, c])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(root.subviews == [c, d, a, b])
        a.addSubview(d)  // moving between superviews
        #expect(root.subviews == [c, a, b] && a.subviews == [d] && d.superview === a)
        #expect(d.isDescendant(of: root) && !root.isDescendant(of: d))
        d.tag = 7
        #expect(root.viewWithTag(7) === d)
        d.removeFromSuperview()
        #expect(a.subviews.isEmpty && d.superview == nil)
    }

    @Test func windowCallbacksReachTheWholeSubtreeInOrder() {
        final class Probe: UIView {
            var log: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) { log.append("willMoveToWindow \(newWindow != nil)") }
            override func didMoveToWindow() { log.append("didMoveToWindow \(window != nil)") }
            override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview \(newSuperview != nil)") }
            override func didMoveToSuperview() { log.append("didMoveToSuperview \(superview != nil)") }
        }
        let window = UIWindow()
        let parent = Probe(), child = Probe()
        parent.addSubview(child)
        child.log.removeAll()
        window.addSubview(parent)
        #expect(parent.log == ["willMoveToSuperview true", "willMoveToWindow true", "didMoveToWindow true", "didMoveToSuperview true"])
        #expect(child.log == ["willMoveToWindow true", "didMoveToWindow true"])
        #expect(child.window === window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
        #expect(child.log.suffix(2) == ["willMoveToWindow false", "didMoveToWindow false"])
    }

    @Test func addingAViewToItsOwnDescendantRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.addSubview(b)
                b.addSubview(a)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Can't add self as subview"))
    }

    @Test func geometryFrameBoundsCenterTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(view)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.transform = .identity
        view.bounds.origin = CGPoint(x: 0, y: 30)  // scrolling
        let child = UIView(frame: CGRect(x: 0, y: 30, width: 10, height: 10))
        view.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: view) == CGPoint(x: 0, y: 30))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 20))
        #expect(view.convert(CGPoint(x: 10, y: 20), from: nil) == CGPoint(x: 0, y: 30))
    }

    @Test func autoresizingMaskFollowsTheSuperviewsSize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinned = UIView(frame: CGRect(x: 80, y: 80, width: 10, height: 10))
        pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.addSubview(fill); parent.addSubview(pinned); parent.addSubview(fixed)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinned.frame == CGRect(x: 180, y: 130, width: 10, height: 10))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(fill.frame.width == 180)
    }

    @Test func hitTestingFollowsVisibilityInteractionAndOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)  // a hidden window takes no touches
        window.makeKeyAndVisible()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(back); window.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.001
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.alpha = 1
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
        front.isUserInteractionEnabled = true
        let outside = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        back.addSubview(outside)  // sticks out of back: points outside back's bounds do not reach it
        #expect(window.hitTest(CGPoint(x: 220, y: 220), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
        let touch = UITouch(location: CGPoint(x: 60, y: 60), in: window)
        #expect(touch.view === front)
        #expect(touch.location(in: front) == CGPoint(x: 10, y: 10))
    }

    @Test func responderChainRunsViewControllerSuperviewWindowApplicationDelegate() {
        final class Delegate: UIResponder, UIApplicationDelegate {
            required override init() { super.init() }
        }
        let delegate = Delegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let root = UIViewController(), child = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        let button = UIView()
        child.view.addSubview(button)
        let window = showInWindow(root)
        var chain: [UIResponder] = []
        var current: UIResponder? = button
        while let responder = current { chain.append(responder); current = responder.next }
        #expect(chain.map { ObjectIdentifier($0) } == [button, child.view, child, root.view, root, window, UIApplication.shared, delegate].map { ObjectIdentifier($0) })

        root.addAction("save:") { _ in }
        #expect(button.target(forAction: "save:", withSender: nil) as? UIViewController === root)
        #expect(button.target(forAction: "other:", withSender: nil) == nil)
        var saved = false
        child.addAction("save:") { _ in saved = true }
        // nil target: from the first responder, else from the sender (a responder) up the chain
        #expect(UIApplication.shared.sendAction("save:", to: nil, from: button, for: nil))
        #expect(saved)
        saved = false
        // no first responder and no responder sender: from the key window, where nobody handles it
        #expect(UIApplication.shared.sendAction("save:", to: nil, from: nil, for: nil) == false)
        #expect(!saved)
        #expect(UIApplication.shared.sendAction("save:", to: child, from: button, for: nil))
        #expect(saved)
    }

    @Test func tintColorIsInheritedAndChangesPropagate() {
        final class Probe: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView(), child = Probe(), own = Probe()
        parent.addSubview(child); parent.addSubview(own)
        own.tintColor = .red
        #expect(child.tintColor == UIColor.systemBlue)
        let before = (child.changes, own.changes)
        parent.tintColor = .green
        #expect(child.tintColor == .green && own.tintColor == .red)
        #expect(child.changes == before.0 + 1 && own.changes == before.1)
        UIView().addSubview(child)  // moving under an untinted view: the inherited tint changes back
        #expect(child.tintColor == UIColor.systemBlue && child.changes == before.0 + 2)
        UIView().addSubview(child)  // same inherited tint: no callback
        #expect(child.changes == before.0 + 2)
    }

    @Test func safeAreaAndMarginsComeFromTheDevice() {
        let root = UIViewController()
        showInWindow(root)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let inner = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        root.view.addSubview(inner)
        #expect(inner.safeAreaInsets == .zero)
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(root.view.safeAreaInsets.top == 57)
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // S4: a root view's own margins are zero above and below and the system minimum
        // (16 pt on a 390 pt phone) at the sides, measured from the safe area.
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 57, left: 16, bottom: 34, right: 16))
    }

    @Test func recursiveDescriptionDumpsTheTree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let child = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        child.isHidden = true
        child.tag = 5
        root.addSubview(child)
        let lines = root.recursiveDescription().split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("<UIView: 0x") && lines[0].hasSuffix("; frame = (0 0; 100 50)>"))
        #expect(lines[1].hasPrefix("   | <UIView: 0x") && lines[1].hasSuffix("; frame = (1 2; 3 4); hidden = YES; tag = 5>"))
    }
}

@MainActor
@Suite(.uikit) struct ResponderAndSizingTests {
    init() { _ = freshUIKit() }

    @Test func firstResponderHandsOver() {
        final class Field: UIView {
            var allowResign = true
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { allowResign }
        }
        let a = Field(), b = Field(), plain = UIView()
        #expect(!plain.becomeFirstResponder())
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        a.allowResign = false
        #expect(!b.becomeFirstResponder() && a.isFirstResponder)
        a.allowResign = true
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(b.resignFirstResponder() && !b.isFirstResponder)
    }

    @Test func sizeThatFitsAndSizeToFit() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 30, height: 40))
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let label = UILabel()
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.bounds.size == label.intrinsicContentSize)
        #expect(label.bounds.width > 0 && label.bounds.height == UIFont.systemFont(ofSize: 17).lineHeight)
    }
}

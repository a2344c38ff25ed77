import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// A controller that logs the system-gesture questions UIKit asks it (J6–J8).
@MainActor
final class GesturePreferring: UIViewController {
    let name: String
    let trace: Trace
    var namedChild: UIViewController?
    var edges: UIRectEdge = []
    var hidesHomeIndicator = false

    init(_ name: String, _ trace: Trace) {
        self.name = name; self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("unused") }

    override var childForScreenEdgesDeferringSystemGestures: UIViewController? {
        trace.add("\(name).childForScreenEdges"); return namedChild
    }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        trace.add("\(name).preferredScreenEdges"); return edges
    }
    override var childForHomeIndicatorAutoHidden: UIViewController? {
        trace.add("\(name).childForHomeIndicator"); return namedChild
    }
    override var prefersHomeIndicatorAutoHidden: Bool {
        trace.add("\(name).prefersHomeIndicatorAutoHidden"); return hidesHomeIndicator
    }
}

/// J4–J8: deprecated and missing names real apps call, doing what UIKit does.
@MainActor
@Suite(.uikit)
struct DeprecatedNamesTests {
    @Test func test_J4_orientationNotificationsFollowTheDelegateInTheRotation() {
        let clock = freshUIKit()
        let trace = Trace()
        let delegate = OrientationAppDelegate()
        delegate.trace = trace
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let root = EnvTraced("P", trace)
        showInWindow(root)
        _ = trace.take()
        var notes: [(name: String, orientation: Int?, sender: Bool)] = []
        let center = NotificationCenter.default
        let names = [UIApplication.willChangeStatusBarOrientationNotification, UIApplication.didChangeStatusBarOrientationNotification]
        let key = UIApplication.statusBarOrientationUserInfoKey
        let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                let orientation = (note.userInfo?[key] as? NSNumber)?.intValue
                let short = note.name.rawValue.replacingOccurrences(of: "UIApplication", with: "").replacingOccurrences(of: "StatusBarOrientationNotification", with: "")
                nonisolated(unsafe) let sender = note.object
                MainActor.assumeIsolated {
                    trace.add("note.\(short)(\(orientation.flatMap(UIInterfaceOrientation.init(rawValue:)).map { "\($0)" } ?? "nil"))")
                    notes.append((short, orientation, sender as AnyObject? === UIApplication.shared))
                }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        UIScreen.main.setDeviceOrientation(.landscapeLeft)  // the interface turns to landscape right
        #expect(trace.take() == [
            "app.willChangeStatusBarOrientation(landscapeRight, 0.3)", "note.WillChange(landscapeRight)",
            "P.willTransition(to: C/C)", "P.viewWillTransition(to: 844x390)", "P.willRotate(to: landscapeRight, 0.3)",
            "P.traitCollectionDidChange(C/R -> C/C)",
            "P.viewSafeAreaInsetsDidChange", "P.viewLayoutMarginsDidChange", "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
            "P.willAnimateRotation(to: landscapeRight)",
            "app.didChangeStatusBarOrientation(portrait)", "note.DidChange(portrait)",
        ])
        #expect(notes.map(\.orientation) == [UIInterfaceOrientation.landscapeRight.rawValue, UIInterfaceOrientation.portrait.rawValue])
        #expect(notes.map(\.sender) == [true, true])
        clock.advance(by: 0.3)
        #expect(trace.take() == ["P.didRotate(from: portrait)"])
        #expect(UIApplication.willChangeStatusBarOrientationNotification.rawValue == "UIApplicationWillChangeStatusBarOrientationNotification")
        #expect(UIApplication.didChangeStatusBarOrientationNotification.rawValue == "UIApplicationDidChangeStatusBarOrientationNotification")
        #expect(key == "UIApplicationStatusBarOrientationUserInfoKey")
    }

    @Test func test_J4_noRotationPostsNothing() {
        _ = freshUIKit()
        showInWindow(UIViewController())
        var posted = 0
        let token = NotificationCenter.default.addObserver(forName: UIApplication.willChangeStatusBarOrientationNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        UIScreen.main.setDeviceOrientation(.portrait)  // already portrait
        UIScreen.main.setDeviceOrientation(.portraitUpsideDown)  // not supported on a phone
        #expect(posted == 0)
    }

    @Test func test_J5_theNetworkActivityIndicatorKeepsItsValueAndShowsNothing() {
        _ = freshUIKit()
        let app = UIApplication.shared
        defer { app.isNetworkActivityIndicatorVisible = false }
        #expect(app.isNetworkActivityIndicatorVisible == false)
        app.isNetworkActivityIndicatorVisible = true
        #expect(app.isNetworkActivityIndicatorVisible == true)
        let window = showInWindow(UIViewController())
        #expect(window.windowScene?.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
    }

    @Test func test_J6_preferencesAreReadDownTheChildChain() throws {
        _ = freshUIKit()
        let trace = Trace()
        let root = GesturePreferring("R", trace), child = GesturePreferring("C", trace)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.namedChild = child
        root.edges = .top
        child.edges = [.bottom, .left]
        child.hidesHomeIndicator = true
        let window = showInWindow(root)
        let scene = try #require(window.windowScene)
        #expect(scene._screenEdgesDeferringSystemGestures == [.bottom, .left])
        #expect(scene._prefersHomeIndicatorAutoHidden == true)
        _ = trace.take()

        child.edges = .right
        child.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #expect(trace.take() == ["R.childForScreenEdges", "C.childForScreenEdges", "C.preferredScreenEdges"])
        #expect(scene._screenEdgesDeferringSystemGestures == .right)

        child.hidesHomeIndicator = false
        root.setNeedsUpdateOfHomeIndicatorAutoHidden()
        #expect(trace.take() == ["R.childForHomeIndicator", "C.childForHomeIndicator", "C.prefersHomeIndicatorAutoHidden"])
        #expect(scene._prefersHomeIndicatorAutoHidden == false)

        root.namedChild = nil  // nil: the root answers for itself
        root.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        #expect(trace.take() == ["R.childForScreenEdges", "R.preferredScreenEdges"])
        #expect(scene._screenEdgesDeferringSystemGestures == .top)
    }

    @Test func test_J7_aFullScreenPresentationIsInChargeOnceOnScreen() throws {
        _ = freshUIKit()
        let trace = Trace()
        let root = GesturePreferring("R", trace)
        let window = showInWindow(root)
        let scene = try #require(window.windowScene)
        #expect(scene._screenEdgesDeferringSystemGestures == [] && scene._prefersHomeIndicatorAutoHidden == false)
        let player = GesturePreferring("V", trace)
        player.edges = .all
        player.hidesHomeIndicator = true
        player.modalPresentationStyle = .fullScreen
        root.present(player, animated: false)
        drainMainRunLoop()
        #expect(scene._screenEdgesDeferringSystemGestures == .all && scene._prefersHomeIndicatorAutoHidden == true)
        root.dismiss(animated: false)
        drainMainRunLoop()
        #expect(scene._screenEdgesDeferringSystemGestures == [] && scene._prefersHomeIndicatorAutoHidden == false)
    }

    @Test func test_J8_containersDoNotNameTheirTopChild() throws {
        _ = freshUIKit()
        let trace = Trace()
        let top = GesturePreferring("T", trace)
        top.edges = .bottom
        top.hidesHomeIndicator = true
        let navigation = UINavigationController(rootViewController: top)
        let window = showInWindow(navigation)
        let scene = try #require(window.windowScene)
        #expect(navigation.childForScreenEdgesDeferringSystemGestures == nil && navigation.childForHomeIndicatorAutoHidden == nil)
        #expect(scene._screenEdgesDeferringSystemGestures == [] && scene._prefersHomeIndicatorAutoHidden == false)
        #expect(!trace.lines.contains { $0.hasPrefix("T.") })
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        #expect(tabs.childForScreenEdgesDeferringSystemGestures == nil && tabs.childForHomeIndicatorAutoHidden == nil)
    }
}

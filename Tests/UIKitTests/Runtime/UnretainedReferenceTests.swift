import Foundation
import Testing
import UIKit
import UIKitTesting

/// Back pointers to windows, views and controllers neither keep their objects alive nor
/// outlive them: they read nil once the object is gone, as `weak` references would.
@MainActor
@Suite(.uikit) struct UnretainedReferenceTests {
    @Test func test_PL11_aViewKeptAfterItsWindowReadsNoWindow() {
        let view = UIView()
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            #expect(view.window === window)
            weakWindow = window
        }
        #expect(weakWindow == nil)  // the view did not keep it
        #expect(view.window == nil)
        view.setNeedsLayout()  // reads the window pointer: no freed window is reached
        view.layoutIfNeeded()
    }

    @Test func test_PL11_aShownWindowIsFreedOnceTheAppLetsGoOfIt() {
        weak var weakWindow: UIWindow?
        weak var weakController: UIViewController?
        let windowsBefore = UIApplication.shared.windows.map(ObjectIdentifier.init)
        do {
            let window = UIWindow()
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            drainMainRunLoop()
            #expect(UIApplication.shared.keyWindow === window)
            window.isHidden = true
            drainMainRunLoop()
            weakWindow = window
            weakController = controller
        }
        drainMainRunLoop()
        #expect(weakWindow == nil)
        #expect(weakController == nil)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(UIApplication.shared.windows.map(ObjectIdentifier.init) == windowsBefore)
    }

    @Test func test_PL11_aChildKeptAfterItsParentReadsNoParent() {
        let child = UIViewController()
        weak var weakParent: UIViewController?
        do {
            let parent = UINavigationController()
            parent.addChild(child)
            child.didMove(toParent: parent)
            #expect(child.parent === parent)
            #expect(child.navigationController === parent)
            weakParent = parent
        }
        #expect(weakParent == nil)
        #expect(child.parent == nil)
        #expect(child.navigationController == nil)
    }

    @Test func test_PL11_aRecognizerKeptAfterItsViewReadsNoView() {
        let recognizer = UITapGestureRecognizer()
        let item = UINavigationItem(title: "Title")
        weak var weakView: UIView?
        weak var weakBar: UINavigationBar?
        do {
            let view = UIView()
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
            let bar = UINavigationBar()
            bar.pushItem(item, animated: false)
            weakView = view
            weakBar = bar
        }
        #expect(weakView == nil)
        #expect(weakBar == nil)
        #expect(recognizer.view == nil)
    }

    @Test func test_PL11_aSublayerKeptAfterItsSuperlayerReadsNoSuperlayer() {
        let sublayer = CALayer()
        weak var weakSuperlayer: CALayer?
        do {
            let layer = CALayer()
            layer.addSublayer(sublayer)
            #expect(sublayer.superlayer === layer)
            weakSuperlayer = layer
        }
        #expect(weakSuperlayer == nil)
        #expect(sublayer.superlayer == nil)
        sublayer.removeFromSuperlayer()  // nothing to leave
    }
}

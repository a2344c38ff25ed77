import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that becomes first responder and performs the actions listed in `performable`,
/// writing them and their sender into a ``Trace``.
@MainActor
final class MenuTargetView: UIView {
    var performable: Set<String> = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { performable.contains(action.name) }

    init(_ trace: Trace) {
        super.init(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
        for name in ["copy:", "selectAll:", "highlight:", "define:"] {
            addAction(Selector(name)) { sender in
                trace.add("\(name) from \((sender as? UIMenuController) === UIMenuController.shared ? "the menu controller" : "\(String(describing: sender))")")
            }
        }
    }
    required init?(coder: NSCoder) { fatalError("unused") }
}

/// DP9, DP10: the deprecated edit menu.
@MainActor
@Suite(.uikit) struct MenuControllerDeprecatedTests {
    let clock: VirtualClock
    let trace: Trace
    private var tokens: [NSObjectProtocol] = []
    init() {
        clock = freshUIKit()
        trace = Trace()
        let menu = UIMenuController.shared
        menu.menuItems = nil
        let names: [(Notification.Name, String)] = [
            (UIMenuController.willShowMenuNotification, "willShow"), (UIMenuController.didShowMenuNotification, "didShow"),
            (UIMenuController.willHideMenuNotification, "willHide"), (UIMenuController.didHideMenuNotification, "didHide"),
        ]
        for (name, label) in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [trace] note in
                let fromMenu = (note.object as? UIMenuController) === menu
                MainActor.assumeIsolated {
                    trace.add("\(label) visible=\(UIMenuController.shared.isMenuVisible) object=\(fromMenu)")
                }
            })
        }
    }

    private func removeObservers() { for token in tokens { NotificationCenter.default.removeObserver(token) } }

    /// A window whose controller's view holds a first-responder target view.
    private func makeTarget(performable: Set<String>) -> MenuTargetView {
        let controller = UIViewController()
        showInWindow(controller)
        let view = MenuTargetView(trace)
        view.performable = performable
        controller.view.addSubview(view)
        _ = view.becomeFirstResponder()
        return view
    }

    @Test func test_DP9_theMenuOffersWhatTheResponderCanDoAndSendsTheChoice() {
        defer { removeObservers() }
        let menu = UIMenuController.shared
        let view = makeTarget(performable: ["copy:", "selectAll:", "highlight:"])
        menu.menuItems = [UIMenuItem(title: "Highlight", action: "highlight:"), UIMenuItem(title: "Define", action: "define:")]
        #expect(menu.isMenuVisible == false && editMenuTitles() == nil)

        menu.showMenu(from: view, rect: CGRect(x: 10, y: 10, width: 50, height: 20))
        #expect(trace.take() == ["willShow visible=false object=true"])
        #expect(menu.isMenuVisible && menu.menuFrame == .zero)
        #expect(editMenuTitles() == ["Copy", "Select All", "Highlight"])  // standard ones first; Define is not performable
        drainMainRunLoop()
        #expect(trace.take() == ["didShow visible=true object=true"])

        chooseEditMenuCommand("Highlight")
        #expect(trace.take() == ["willHide visible=true object=true", "highlight: from the menu controller"])
        #expect(!menu.isMenuVisible && editMenuTitles() == nil)
        drainMainRunLoop()
        #expect(trace.take() == ["didHide visible=false object=true"])
    }

    @Test func test_DP9_noFirstResponderOrNothingToOfferShowsNothing() {
        defer { removeObservers() }
        let menu = UIMenuController.shared
        let view = makeTarget(performable: [])
        menu.menuItems = [UIMenuItem(title: "Define", action: "define:")]
        menu.showMenu(from: view, rect: .zero)  // nothing the responder can perform
        _ = view.resignFirstResponder()
        view.performable = ["copy:"]
        menu.showMenu(from: view, rect: .zero)  // no first responder
        drainMainRunLoop()
        #expect(!menu.isMenuVisible && trace.take() == [])
        menu.hideMenu()  // nothing to hide
        drainMainRunLoop()
        #expect(trace.take() == [])

        // The deprecated pair: a target, then visible; the setter hides without animation.
        _ = view.becomeFirstResponder()
        menu.setTargetRect(CGRect(x: 0, y: 0, width: 10, height: 10), in: view)
        menu.setMenuVisible(true, animated: true)
        #expect(menu.isMenuVisible && editMenuTitles() == ["Copy"])
        menu.isMenuVisible = false
        drainMainRunLoop()
        #expect(trace.take() == ["willShow visible=false object=true", "willHide visible=true object=true",
                                 "didShow visible=false object=true", "didHide visible=false object=true"])
    }

    @Test func test_DP10_hidingFromAViewUpdatingAndResigningActive() {
        defer { removeObservers() }
        let menu = UIMenuController.shared
        let view = makeTarget(performable: ["copy:", "highlight:", "define:"])
        let other = UIView()
        menu.menuItems = [UIMenuItem(title: "Highlight", action: "highlight:")]
        menu.showMenu(from: view, rect: .zero)
        drainMainRunLoop()
        _ = trace.take()

        menu.hideMenu(from: other)  // shown from another view: stays
        #expect(menu.isMenuVisible)
        view.performable.remove("copy:")
        menu.update()  // the items did not change: nothing is read again
        #expect(editMenuTitles() == ["Copy", "Highlight"])
        menu.menuItems = [UIMenuItem(title: "Define", action: "define:")]
        #expect(editMenuTitles() == ["Copy", "Highlight"])  // until update()
        menu.update()
        #expect(editMenuTitles() == ["Define"])
        #expect(trace.take() == [])  // updates post nothing

        menu.hideMenu(from: view)
        drainMainRunLoop()
        #expect(trace.take() == ["willHide visible=true object=true", "didHide visible=false object=true"])

        // The app resigning active hides the menu.
        UIApplication.shared.simulateInterruptionEnded()
        menu.showMenu(from: view, rect: .zero)
        drainMainRunLoop()
        _ = trace.take()
        UIApplication.shared.simulateInterruption()
        #expect(!menu.isMenuVisible)
        drainMainRunLoop()
        #expect(trace.take() == ["willHide visible=true object=true", "didHide visible=false object=true"])
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite(.uikit) struct SystemControllerLeakTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func aDismissedAlertWithItsActionsFieldsAndViewsIsReleased() {
        let root = UIViewController()
        _ = showInWindow(root)
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        weak var weakField: UITextField?
        weak var weakView: UIView?
        do {
            let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
            alert.addTextField()
            let ok = UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in _ = alert.textFields }
            alert.addAction(ok)
            weakAlert = alert; weakAction = ok; weakField = alert.textFields?.first; weakView = alert.view
            root.present(alert, animated: true)
            clock.advance(by: 1)
            tapAlertAction("OK", in: alert)
            clock.advance(by: 1)
        }
        #expect(weakAlert == nil && weakAction == nil && weakField == nil && weakView == nil)
    }

    @Test func test_P11_aControllerWhosePresentationControllerWasMadeButNeverPresentedIsReleased() {
        weak var weakSheet: UIActivityViewController?
        weak var weakPresentation: UIPresentationController?
        weak var weakPlain: UIViewController?
        do {
            let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)  // sets its detents
            let plain = UIViewController()
            plain.sheetPresentationController?.detents = [.medium()]
            weakSheet = sheet; weakPresentation = sheet.presentationController; weakPlain = plain
            #expect(plain.sheetPresentationController?.detents.map(\.identifier) == [.medium])  // kept by its controller
        }
        #expect(weakSheet == nil && weakPresentation == nil && weakPlain == nil)
    }

    @Test func aClosedMenuAndItsElementsAreReleased() {
        let root = UIViewController()
        let window = showInWindow(root)
        weak var weakMenu: UIMenu?
        weak var weakButton: UIButton?
        do {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
            root.view.addSubview(button)
            let menu = UIMenu(children: [UIAction(title: "Copy") { _ in }])
            weakMenu = menu
            button.menu = menu
            longPress(button)
            chooseMenuElement("Copy", in: window)
            clock.advance(by: 1)
            button.menu = nil
            button.removeFromSuperview()
            weakButton = button
        }
        #expect(openMenuTitles(in: window) == nil)
        #expect(weakMenu == nil && weakButton == nil)
    }
}

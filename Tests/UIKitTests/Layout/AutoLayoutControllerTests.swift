import Foundation
import Testing
import UIKit
import UIKitTesting

/// Auto Layout inside controllers: the constraint pass (Y3), navigation, release.
@MainActor
@Suite(.uikit)
struct AutoLayoutControllerTests {
    final class Form: UIViewController {
        var trace: [String] = []
        let field = UIView()
        var made = false
        override func viewDidLoad() {
            super.viewDidLoad()
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            view.setNeedsUpdateConstraints()
        }
        override func updateViewConstraints() {
            trace.append("updateViewConstraints")
            if !made {
                made = true
                NSLayoutConstraint.activate([
                    field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                    field.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { trace.append("viewWillLayoutSubviews \(field.frame)") }
        override func viewDidLayoutSubviews() { trace.append("viewDidLayoutSubviews \(field.frame)") }
    }

    @Test func test_Y3_constraintsMadeInUpdateViewConstraintsPlaceViewsInTheSameLayoutPass() {
        _ = freshUIKit()
        let form = Form()
        showInWindow(form)
        drainMainRunLoop()
        let placed = CGRect(x: 16, y: 67, width: 358, height: 44)  // margins 16, safe area top 47
        #expect(form.field.frame == placed)
        #expect(form.trace.first == "updateViewConstraints")
        #expect(form.trace.contains("viewDidLayoutSubviews \(placed)"))
    }

    @Test func pushedControllerIsLaidOutUnderTheBarAndReleasedAfterPop() {
        _ = freshUIKit()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        showInWindow(navigation)
        drainMainRunLoop()
        weak var weakForm: Form?
        weak var weakField: UIView?
        do {
            let form = Form()
            weakForm = form
            weakField = form.field
            navigation.pushViewController(form, animated: false)
            drainMainRunLoop()
            // Under a 44-point bar below the 47-point status bar: safe area top 91.
            #expect(form.field.frame == CGRect(x: 16, y: 111, width: 358, height: 44))
            navigation.popViewController(animated: false)
            drainMainRunLoop()
        }
        #expect(weakForm == nil)
        #expect(weakField == nil)
    }
}

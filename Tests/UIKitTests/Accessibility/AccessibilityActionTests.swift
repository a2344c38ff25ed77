import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// What VoiceOver's gestures do (K7, K12, K15, K16, K21).
@MainActor
@Suite(.uikit) struct AccessibilityActionTests {
    init() { _ = freshUIKit() }

    private func show(_ views: [UIView]) -> UIWindow {
        let controller = UIViewController()
        for view in views { controller.view.addSubview(view) }
        return showInWindow(controller)
    }

    @Test func test_K12_activatingAButtonTapsItAndSendsItsActionOnce() throws {
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let window = show([button])
        let node = try #require(accessibilityElement(labeled: "Send", in: window))
        #expect(node.activationPoint == CGPoint(x: 60, y: 122))
        activate(node)
        #expect(taps == 1)
    }

    @Test func test_K12_anElementThatActivatesItselfIsNotTapped() throws {
        let button = SelfActivatingButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 80, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let window = show([button])
        activate(try #require(accessibilityElement(labeled: "Play", in: window)))
        #expect(button.activations == 1)
        #expect(taps == 0)
    }

    @Test func test_K12_activatingAViewTapsItsGestureRecognizer() throws {
        let card = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        let target = GestureTarget()
        _ = target.attach(UITapGestureRecognizer(), to: card)
        let window = show([card])
        activate(try #require(accessibilityElement(labeled: "Card", in: window)))
        drainMainRunLoop()
        #expect(target.states == [.ended])
    }

    @Test func test_K7_incrementMovesASliderATenthOfItsRangeAndSendsValueChanged() throws {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        slider.accessibilityLabel = "Volume"
        slider.minimumValue = 0
        slider.maximumValue = 200
        slider.value = 100
        var changes: [Float] = []
        slider.addAction(UIAction { _ in changes.append(slider.value) }, for: .valueChanged)
        let window = show([slider])
        let node = try #require(accessibilityElement(labeled: "Volume", in: window))
        increment(node)
        #expect(slider.value == 120)
        #expect(slider.accessibilityValue == "60%")
        decrement(node)
        decrement(node)
        #expect(changes == [120, 100, 80])
        slider.value = 195
        increment(node)
        increment(node)
        #expect(slider.value == 200)
        #expect(changes == [120, 100, 80, 200])
    }

    @Test func test_K15_activatingTheStepperIncrementStepsIt() throws {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let window = show([stepper])
        activate(try #require(accessibilityElement(labeled: "Increment", in: window)))
        #expect(stepper.value == 1)
        #expect(changes == 1)
        #expect(accessibilityElement(labeled: "Decrement", in: window)?.traits == .button)
    }

    @Test func test_K16_activatingASegmentSelectsIt() throws {
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let window = show([control])
        activate(try #require(accessibilityElement(labeled: "Week", in: window)))
        #expect(control.selectedSegmentIndex == 1)
        #expect(changes == 1)
        #expect(accessibilityElement(labeled: "Week", in: window)?.traits == [.button, .selected])
    }

    @Test func test_K21_aCustomActionRunsItsHandlerAndReturnsItsResult() throws {
        let cell = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = "Message from Ann"
        var performed: [String] = []
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { action in performed.append(action.name); return true },
            UIAccessibilityCustomAction(name: "Flag") { action in performed.append(action.name); return false },
        ]
        let window = show([cell])
        let node = try #require(accessibilityElement(labeled: "Message from Ann", in: window))
        #expect(node.customActionNames == ["Archive", "Flag"])
        #expect(performCustomAction(named: "Archive", on: node))
        #expect(!performCustomAction(named: "Flag", on: node))
        #expect(performed == ["Archive", "Flag"])
    }

    @Test func test_K21_aTargetActionCustomActionReachesItsTarget() throws {
        let target = ActionTarget()
        let action = UIAccessibilityCustomAction(name: "Reply", target: target, selector: Selector(("reply:")))
        let element = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        element.isAccessibilityElement = true
        element.accessibilityLabel = "Mail"
        element.accessibilityCustomActions = [action]
        let window = show([element])
        #expect(performCustomAction(named: "Reply", on: try #require(accessibilityElement(labeled: "Mail", in: window))))
        #expect(target.senders.count == 1 && target.senders.first === action)
        #expect(action.attributedName.string == "Reply")
    }
}

/// A button that handles VoiceOver's double tap itself.
@MainActor
final class SelfActivatingButton: UIButton {
    var activations = 0
    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

/// A responder handling a custom action's selector.
@MainActor
final class ActionTarget: UIResponder {
    var senders: [AnyObject] = []
    override init() {
        super.init()
        addAction(Selector(("reply:"))) { [unowned self] sender in senders.append(sender as AnyObject) }
    }
}

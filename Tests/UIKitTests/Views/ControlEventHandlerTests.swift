import Foundation
import Testing
import UIKit
import UIKitTesting

/// CI29: a control lists its event handlers.
@MainActor
@Suite(.uikit) struct ControlEventHandlerTests {
    init() { _ = freshUIKit() }

    final class Target: UIResponder {
        func tapped() {}
    }

    @Test func test_CI29_aControlListsItsEventsAndHandlersInTheOrderTheyWereAdded() {
        let button = UIButton(type: .system)
        #expect(button.allControlEvents == [])
        let target = Target()
        let action = UIAction(title: "Go") { _ in }
        button.addTarget(target, action: "tapped", for: .touchUpInside)
        button.addAction(action, for: [.touchDown, .primaryActionTriggered])
        button.addTarget(nil, action: "copy:", for: .valueChanged)
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .primaryActionTriggered, .valueChanged])

        var seen: [String] = []
        button.enumerateEventHandlers { action, targetAction, events, _ in
            if let action { seen.append("action \(action.title) \(events.rawValue)") }
            if let (handler, selector) = targetAction {
                seen.append("\(handler.map { $0 as AnyObject === target ? "target" : "other" } ?? "chain") \(selector.name) \(events.rawValue)")
            }
        }
        #expect(seen == [
            "target tapped \(UIControl.Event.touchUpInside.rawValue)",
            "action Go \(UIControl.Event([.touchDown, .primaryActionTriggered]).rawValue)",
            "chain copy: \(UIControl.Event.valueChanged.rawValue)",
        ])
        var count = 0
        button.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop.pointee = true
        }
        #expect(count == 1)
        button.removeAction(action, for: [.touchDown, .primaryActionTriggered])
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allControlEvents == [])
    }
}

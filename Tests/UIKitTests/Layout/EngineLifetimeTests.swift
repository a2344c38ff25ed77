import Foundation
import Testing
import UIKit
import UIKitTesting

/// No order of public calls reaches a layout engine that is gone: a constraint or a view kept
/// after the hierarchy that laid it out was released goes on working.
@MainActor
@Suite(.uikit) struct EngineLifetimeTests {
    @Test func aConstraintAndAViewOutliveTheHierarchyThatLaidThemOut() {
        var label: UILabel? = UILabel()
        var constraint: NSLayoutConstraint?
        weak var released: UIView?
        do {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            released = container
            container.addSubview(label!)
            label!.translatesAutoresizingMaskIntoConstraints = false
            constraint = label!.widthAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([constraint!, label!.leadingAnchor.constraint(equalTo: container.leadingAnchor)])
            container.layoutIfNeeded()
            label!.removeFromSuperview()
            container.addSubview(label!)
            container.layoutIfNeeded()
        }
        // The container is gone only if nothing but its subviews' cache held it.
        #expect(released == nil)
        constraint!.constant = 20
        constraint!.priority = .defaultHigh
        constraint!.isActive = false
        label!.invalidateIntrinsicContentSize()
        label!.layoutIfNeeded()
        _ = label!.hasAmbiguousLayout
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.addSubview(label!)
        other.layoutIfNeeded()
        // They go on working: the constraint keeps its new values, inactive.
        #expect(constraint!.constant == 20 && constraint!.priority == .defaultHigh && !constraint!.isActive)
        #expect(label!.superview === other)
        label = nil
    }
}

@_spi(Testing) import UIKit

/// One element VoiceOver visits, read when the screen was walked: what VoiceOver says for it
/// and where it is. ``accessibilityElements(in:)`` and its companions return these; pass one
/// to ``activate(_:)``, ``increment(_:)``, ``decrement(_:)`` or
/// ``performCustomAction(named:on:)`` to act on it as VoiceOver's gestures do.
public struct VoiceOverElement: CustomStringConvertible {
    /// The element: a view, or a `UIAccessibilityElement` (or another object a container listed).
    public let element: NSObject
    /// The view itself, or the view that contains a non-view element.
    public let view: UIView?
    /// The element's `accessibilityLabel`.
    public let label: String?
    /// The element's `accessibilityValue`.
    public let value: String?
    /// The element's `accessibilityHint`.
    public let hint: String?
    /// The element's `accessibilityTraits`.
    public let traits: UIAccessibilityTraits
    /// The element's `accessibilityFrame`, in screen coordinates.
    public let frame: CGRect
    /// The element's `accessibilityActivationPoint`, in screen coordinates.
    public let activationPoint: CGPoint
    /// The names of the element's `accessibilityCustomActions`, in order.
    public let customActionNames: [String]
    /// The element's `accessibilityIdentifier`.
    public let identifier: String?

    init(_ node: AccessibilityNode) {
        element = node.element
        view = node.view
        label = node.label
        value = node.value
        hint = node.hint
        traits = node.traits
        frame = node.frame
        activationPoint = node.activationPoint
        customActionNames = node.customActionNames
        identifier = node.identifier
    }

    /// `"Label", value "Value"`, with the element's type.
    public var description: String {
        "\(type(of: element)) \(label.map { "\"\($0)\"" } ?? "(no label)")\(value.map { ", value \"\($0)\"" } ?? "")"
    }
}

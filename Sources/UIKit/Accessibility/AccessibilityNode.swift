import Foundation

/// One element VoiceOver visits, as read at the moment the tree was walked
/// (``AccessibilityTree``): what it speaks and where it is.
@_spi(Testing) public struct AccessibilityNode {
    /// The element: a view, or a ``UIAccessibilityElement`` (or another object a container listed).
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
    /// The element's `accessibilityIdentifier` (views, elements and bar items have one).
    public let identifier: String?

    /// Makes a node from its parts (tests that build expected nodes use it).
    public init(element: NSObject, view: UIView?, label: String?, value: String?, hint: String?,
                traits: UIAccessibilityTraits, frame: CGRect, activationPoint: CGPoint,
                customActionNames: [String], identifier: String?) {
        self.element = element
        self.view = view
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.frame = frame
        self.activationPoint = activationPoint
        self.customActionNames = customActionNames
        self.identifier = identifier
    }
}

extension AccessibilityNode {
    /// The node of `element`, read now. A non-view element's view is its container view (up
    /// its `accessibilityContainer`s), else `view`, the view whose walk listed it.
    @MainActor
    init(reading element: some AccessibilityReadable, in view: UIView?) {
        let identifier = (element as? UIView)?.accessibilityIdentifier
            ?? (element as? UIAccessibilityElement)?.accessibilityIdentifier
        let containerView = (element as? UIAccessibilityElement).flatMap(AccessibilityGeometry.containerView(of:))
        self.init(element: element, view: (element as? UIView) ?? containerView ?? view, label: element.accessibilityLabel,
                  value: element.accessibilityValue, hint: element.accessibilityHint, traits: element.accessibilityTraits,
                  frame: element.accessibilityFrame, activationPoint: element.accessibilityActivationPoint,
                  customActionNames: (element.accessibilityCustomActions ?? []).map(\.name), identifier: identifier)
    }
}

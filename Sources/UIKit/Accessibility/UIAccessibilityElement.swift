import Foundation

/// An accessibility element that is not a view: a part of a view VoiceOver should visit on
/// its own (a drawn bar of a chart, a day of a calendar). Its container (a view, usually)
/// lists it in `accessibilityElements`.
///
/// The container is held weakly, as UIKit (K28): a container that keeps its elements does not
/// keep itself alive. Every accessibility member is `open`, so subclasses override them as on
/// iOS.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject, AccessibilityStorageOwner {
    var _accessibility: AccessibilityStorage?
    private weak var _container: AnyObject?
    private var _frameInContainerSpace = CGRect.zero

    /// Makes an element of `container` (a view, or another element).
    public init(accessibilityContainer container: Any) {
        _container = container as AnyObject
        super.init()
    }

    /// The object containing the element (weak: nil once the container is gone, K28).
    open var accessibilityContainer: Any? {
        get { _container }
        set { _container = newValue as AnyObject? }
    }

    /// The element's frame in its container view's coordinates. When set (not zero), the
    /// element's ``accessibilityFrame`` follows the container on screen (K11).
    open var accessibilityFrameInContainerSpace: CGRect {
        get { _frameInContainerSpace }
        set { _frameInContainerSpace = newValue }
    }

    /// Whether VoiceOver visits the element. Default true (K19).
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? true }
        set { _accessibilityStorage.isElement = newValue }
    }
    /// The element's name as VoiceOver speaks it. Default nil.
    open var accessibilityLabel: String? {
        get { _accessibility?.attributedLabel?.string ?? _accessibility?.label }
        set { _accessibilityStorage.label = newValue; _accessibilityStorage.attributedLabel = nil }
    }
    /// The label with attributes; setting it sets ``accessibilityLabel`` to its string.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { _accessibility?.attributedLabel ?? accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { _accessibilityStorage.attributedLabel = newValue; _accessibilityStorage.label = newValue?.string }
    }
    /// What activating the element does. Default nil.
    open var accessibilityHint: String? {
        get { _accessibility?.attributedHint?.string ?? _accessibility?.hint }
        set { _accessibilityStorage.hint = newValue; _accessibilityStorage.attributedHint = nil }
    }
    /// The hint with attributes; setting it sets ``accessibilityHint`` to its string.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { _accessibility?.attributedHint ?? accessibilityHint.map { NSAttributedString(string: $0) } }
        set { _accessibilityStorage.attributedHint = newValue; _accessibilityStorage.hint = newValue?.string }
    }
    /// The element's current value. Default nil.
    open var accessibilityValue: String? {
        get { _accessibility?.attributedValue?.string ?? _accessibility?.value }
        set { _accessibilityStorage.value = newValue; _accessibilityStorage.attributedValue = nil }
    }
    /// The value with attributes; setting it sets ``accessibilityValue`` to its string.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { _accessibility?.attributedValue ?? accessibilityValue.map { NSAttributedString(string: $0) } }
        set { _accessibilityStorage.attributedValue = newValue; _accessibilityStorage.value = newValue?.string }
    }
    /// What the element is. Default `.none`.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? .none }
        set { _accessibilityStorage.traits = newValue }
    }
    /// The element's frame in screen coordinates: ``accessibilityFrameInContainerSpace``
    /// converted from the container view when that is set, else the frame set here (K11).
    open var accessibilityFrame: CGRect {
        get {
            if _frameInContainerSpace != .zero, let view = AccessibilityGeometry.containerView(of: self) {
                return AccessibilityGeometry.screenRect(_frameInContainerSpace, in: view)
            }
            return _accessibility?.frame ?? .zero
        }
        set { _accessibilityStorage.frame = newValue }
    }
    /// Where VoiceOver taps to activate the element. Default the middle of ``accessibilityFrame``.
    open var accessibilityActivationPoint: CGPoint {
        get { _accessibility?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { _accessibilityStorage.activationPoint = newValue }
    }
    /// The language VoiceOver speaks the element in. Default nil.
    open var accessibilityLanguage: String? {
        get { _accessibility?.language }
        set { _accessibilityStorage.language = newValue }
    }
    /// Whether the element's own elements are hidden (K24). Default false.
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { _accessibilityStorage.elementsHidden = newValue }
    }
    /// Whether VoiceOver ignores the element's siblings. Default false.
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { _accessibilityStorage.viewIsModal = newValue }
    }
    /// Whether the element's own elements are visited together (K27). Default false.
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibility?.groupsChildren ?? false }
        set { _accessibilityStorage.groupsChildren = newValue }
    }
    /// Whether the element responds to touches. Default: it has the `.button`, `.link` or
    /// `.adjustable` trait, or custom actions.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            _accessibility?.respondsToUserInteraction
                ?? (!accessibilityTraits.isDisjoint(with: [.button, .adjustable, .link]) || !(accessibilityCustomActions ?? []).isEmpty)
        }
        set { _accessibilityStorage.respondsToUserInteraction = newValue }
    }
    /// The names Voice Control matches. Default the label alone.
    open var accessibilityUserInputLabels: [String]! {
        get { _accessibility?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { _accessibilityStorage.userInputLabels = newValue }
    }
    /// The extra actions VoiceOver offers (K21). Default nil.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { _accessibility?.customActions }
        set { _accessibilityStorage.customActions = newValue }
    }
    /// An identifier for UI tests. Default nil.
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier }
        set { _accessibilityStorage.identifier = newValue }
    }
    /// Elements inside this one (an element that is itself a container, K26). Default nil.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements }
        set { _accessibilityStorage.elements = newValue }
    }
    /// What kind of container this is. Default `.none`.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { _accessibility?.containerType ?? .none }
        set { _accessibilityStorage.containerType = newValue }
    }
    /// The number of ``accessibilityElements``.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index` of ``accessibilityElements``, or nil past the end.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element` in ``accessibilityElements`` (by identity), or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        for index in 0..<accessibilityElementCount() where (accessibilityElement(at: index) as AnyObject) === (element as AnyObject) {
            return index
        }
        return NSNotFound
    }
    /// VoiceOver's double tap; return true if handled. Default false: VoiceOver taps the
    /// activation point (K12).
    open func accessibilityActivate() -> Bool { false }
    /// VoiceOver's swipe up on an adjustable element. Default does nothing.
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element. Default does nothing.
    open func accessibilityDecrement() {}
    /// VoiceOver's escape gesture; return true if handled. Default false.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's magic tap; return true if handled. Default false.
    open func accessibilityPerformMagicTap() -> Bool { false }
    /// VoiceOver's three-finger scroll; return true if handled. Default false.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
}

@_spi(Testing) extension UIAccessibilityElement: AccessibilityReadable {}

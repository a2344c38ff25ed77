import Foundation

/// An object keeping its accessibility attributes in one lazily made storage (K1).
@MainActor
protocol AccessibilityStorageOwner: AnyObject {
    var _accessibility: AccessibilityStorage? { get set }
}

extension AccessibilityStorageOwner {
    /// The storage, made when an attribute is first set.
    var _accessibilityStorage: AccessibilityStorage {
        if let storage = _accessibility { return storage }
        let storage = AccessibilityStorage()
        _accessibility = storage
        return storage
    }
}

extension UIResponder: AccessibilityStorageOwner {}

/// What VoiceOver reads of an object in the walk (AccessibilityTree.swift) and does to it:
/// UIKit's informal protocol, as responders (views, controllers) and ``UIAccessibilityElement``
/// declare it. Linux has no `NSObject` extension to hold it, so this names the objects that have it.
@_spi(Testing) @MainActor
public protocol AccessibilityReadable: NSObject {
    /// Whether assistive technologies treat the object as one element.
    var isAccessibilityElement: Bool { get }
    /// The element's name.
    var accessibilityLabel: String? { get }
    /// The element's current value.
    var accessibilityValue: String? { get }
    /// What activating the element does.
    var accessibilityHint: String? { get }
    /// What the element is and its state.
    var accessibilityTraits: UIAccessibilityTraits { get }
    /// The element's frame in screen coordinates.
    var accessibilityFrame: CGRect { get }
    /// Where VoiceOver taps to activate the element, in screen coordinates.
    var accessibilityActivationPoint: CGPoint { get }
    /// The element's extra actions.
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    /// Whether the elements inside the object are hidden.
    var accessibilityElementsHidden: Bool { get }
    /// Whether the object hides its siblings.
    var accessibilityViewIsModal: Bool { get }
    /// Whether the object's elements are read together.
    var shouldGroupAccessibilityChildren: Bool { get }
    /// The number of elements the object lists.
    func accessibilityElementCount() -> Int
    /// The listed element at `index`.
    func accessibilityElement(at index: Int) -> Any?
    /// VoiceOver's double tap; true when handled.
    func accessibilityActivate() -> Bool
    /// VoiceOver's swipe up.
    func accessibilityIncrement()
    /// VoiceOver's swipe down.
    func accessibilityDecrement()
}

@_spi(Testing) extension UIResponder: AccessibilityReadable {}

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
    var isAccessibilityElement: Bool { get }
    var accessibilityLabel: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityHint: String? { get }
    var accessibilityTraits: UIAccessibilityTraits { get }
    var accessibilityFrame: CGRect { get }
    var accessibilityActivationPoint: CGPoint { get }
    var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get }
    var accessibilityElementsHidden: Bool { get }
    var accessibilityViewIsModal: Bool { get }
    var shouldGroupAccessibilityChildren: Bool { get }
    func accessibilityElementCount() -> Int
    func accessibilityElement(at index: Int) -> Any?
    func accessibilityActivate() -> Bool
    func accessibilityIncrement()
    func accessibilityDecrement()
}

@_spi(Testing) extension UIResponder: AccessibilityReadable {}

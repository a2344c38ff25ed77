import Foundation

/// The accessibility attributes an app set on one object, made the first time one is set, so
/// an object that never sets one pays a single nil reference (K1). Unset attributes (nil) fall
/// back to the class's defaults (AccessibilityDefaults.swift); setting one back to nil
/// restores the default, as UIKit.
@preconcurrency @MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var attributedLabel: NSAttributedString?
    var hint: String?
    var attributedHint: NSAttributedString?
    var value: String?
    var attributedValue: NSAttributedString?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var language: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var navigationStyle = UIAccessibilityNavigationStyle.automatic
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [Any]?
    var containerType = UIAccessibilityContainerType.none
    var identifier: String?
    var ignoresInvertColors = false
    /// The elements a control makes for its parts (a stepper's buttons, the segments), kept so
    /// VoiceOver finds the same objects each time (K15, K16).
    var partElements: [UIAccessibilityElement]?
}

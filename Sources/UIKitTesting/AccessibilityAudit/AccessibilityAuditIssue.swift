@_spi(Testing) import UIKit

/// One problem an accessibility audit found: which check, which element and view, and why,
/// as Xcode's `XCUIAccessibilityAuditIssue` reports it.
public struct AccessibilityAuditIssue: CustomStringConvertible {
    /// The check that found it (one type of ``AccessibilityAuditType``).
    public let auditType: AccessibilityAuditType
    /// The accessibility element concerned (a view, or a `UIAccessibilityElement`).
    public let element: NSObject
    /// The view concerned: the element itself, or the view inside it whose text failed.
    public let view: UIView?
    /// A short title of the problem (`"Contrast failed"`, `"Hit region is too small"`, …).
    public let compactDescription: String
    /// The view named, what was measured, and what to change.
    public let detailedDescription: String

    /// `compactDescription: detailedDescription`.
    public var description: String { "\(compactDescription): \(detailedDescription)" }
}

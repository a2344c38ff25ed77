/// The kinds of problem ``performAccessibilityAudit(for:in:_:)`` looks for, named as Xcode 15's
/// `XCUIAccessibilityAuditType` where Xcode has the same check (K31–K37).
///
/// Differences from Xcode: `.overlap` is OpenUIKit's own (Xcode has no such type); Xcode's
/// `.elementDetection`, `.action` and `.parentChild` are not checked.
public struct AccessibilityAuditType: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt64
    /// Makes a set of audit types from its bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Text whose colour is too close to its background's (4.5:1; 3:1 from 18 points or in bold; K33).
    public static let contrast = AccessibilityAuditType(rawValue: 1 << 0)
    /// Interactive elements smaller than 44 × 44 points (K32).
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 2)
    /// Elements VoiceOver cannot describe: no label, or a label that repeats the element's trait (K31).
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 3)
    /// Text that keeps its size when the user chooses a larger text size (K34).
    public static let dynamicType = AccessibilityAuditType(rawValue: 1 << 16)
    /// Labels whose text does not fit in their bounds (K35).
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 17)
    /// Elements that respond to taps without the button or link trait (K36).
    public static let trait = AccessibilityAuditType(rawValue: 1 << 18)
    /// Interactive elements whose frames overlap, so a finger or VoiceOver's cursor cannot tell
    /// them apart (K37; OpenUIKit's own type).
    public static let overlap = AccessibilityAuditType(rawValue: 1 << 40)
    /// Every check.
    public static let all = AccessibilityAuditType(rawValue: ~0)

    /// The names of the checks in the set, as Xcode spells them (`contrast`, `hitRegion`, …).
    public var description: String {
        let names: [(AccessibilityAuditType, String)] = [
            (.contrast, "contrast"), (.hitRegion, "hitRegion"), (.sufficientElementDescription, "sufficientElementDescription"),
            (.dynamicType, "dynamicType"), (.textClipped, "textClipped"), (.trait, "trait"), (.overlap, "overlap"),
        ]
        if self == .all { return "all" }
        return names.filter { contains($0.0) }.map(\.1).joined(separator: ", ")
    }
}

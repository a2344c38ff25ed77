@_spi(Testing) import UIKit

/// Audits what VoiceOver finds in `window` (the key window when nil), as Xcode 15's
/// `performAccessibilityAudit(for:_:)` audits an app (K30): every issue of `types` is handed to
/// `issueHandler`, which returns true to ignore it (to silence an element: compare
/// `issue.element` or `issue.view`); each one not ignored is recorded as a test failure,
/// naming the view and why. Pending layout is done first. Returns the issues not ignored.
///
/// Differences from Xcode: a free function over a window of the test's process (there is no
/// `XCUIApplication`); it records failures instead of throwing.
@MainActor
@discardableResult
public func performAccessibilityAudit(for types: AccessibilityAuditType = .all, in window: UIWindow? = nil,
                                      _ issueHandler: ((AccessibilityAuditIssue) -> Bool)? = nil) -> [AccessibilityAuditIssue] {
    let kept = accessibilityAuditIssues(for: types, in: window).filter { !(issueHandler?($0) ?? false) }
    for issue in kept { recordTestIssue("Accessibility audit: \(issue)") }
    return kept
}

/// The issues an audit of `window` (the key window when nil) finds, in VoiceOver's order of
/// the elements, without recording anything (K30).
@MainActor
public func accessibilityAuditIssues(for types: AccessibilityAuditType = .all, in window: UIWindow? = nil) -> [AccessibilityAuditIssue] {
    guard let window = window ?? UIApplication.shared.windows.first(where: \.isKeyWindow) else {
        recordTestIssue("Accessibility audit: there is no key window to audit; pass the window.")
        return []
    }
    window.layoutIfNeeded()
    return AccessibilityAuditor(types: types).issues(in: AccessibilityTree.elements(in: window))
}

@_spi(Testing) @_spi(Rendering) import UIKit

/// Runs the checks of an accessibility audit over the elements VoiceOver visits (K30–K37).
/// Each check reads only what an app sets through UIKit's API, so what it reports is what
/// the app can change.
@MainActor
struct AccessibilityAuditor {
    /// The checks to run.
    let types: AccessibilityAuditType

    /// The smallest hit region Apple's Human Interface Guidelines allow, in points (K32).
    static let minimumHitRegion: CGFloat = 44
    /// The minimum contrast of text, and of text of 18 points or more or in bold (K33).
    static let minimumContrast: CGFloat = 4.5
    static let minimumLargeTextContrast: CGFloat = 3

    /// The issues found among `nodes`, in VoiceOver's order, then by check.
    func issues(in nodes: [AccessibilityNode]) -> [AccessibilityAuditIssue] {
        var found: [AccessibilityAuditIssue] = []
        for node in nodes {
            if types.contains(.sufficientElementDescription) { found += descriptionIssues(node) }
            if types.contains(.hitRegion) { found += hitRegionIssues(node) }
            if types.contains(.trait) { found += traitIssues(node) }
            for textView in Self.textViews(in: node) {
                if types.contains(.contrast) { found += contrastIssues(node, textView) }
                if types.contains(.dynamicType) { found += dynamicTypeIssues(node, textView) }
                if types.contains(.textClipped) { found += clippingIssues(node, textView) }
            }
        }
        if types.contains(.overlap) { found += overlapIssues(nodes) }
        return found
    }

    // MARK: - The checks

    /// K31: an element needs a label, and a label that does not say its trait again.
    private func descriptionIssues(_ node: AccessibilityNode) -> [AccessibilityAuditIssue] {
        let label = node.label?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        // A page control says where it is ("page 1 of 3"), which is all VoiceOver needs.
        if label.isEmpty, !(node.element is UIPageControl && !(node.value ?? "").isEmpty) {
            return [issue(.sufficientElementDescription, node, nil, "Element has no description",
                          "\(Self.describe(node)) is an accessibility element without a label, so VoiceOver cannot say what it is. Set its accessibilityLabel.")]
        }
        if node.traits.contains(.button), label.lowercased().hasSuffix(" button") || label.lowercased() == "button" {
            return [issue(.sufficientElementDescription, node, nil, "Label repeats the element's trait",
                          "\(Self.describe(node)) is labelled \"\(label)\" and has the button trait, so VoiceOver says \"button\" twice. Leave the word out of the label.")]
        }
        return []
    }

    /// K32: an interactive element is at least 44 × 44 points, except UIKit's own controls at
    /// their standard sizes and the bars' items, whose touch areas UIKit sizes.
    private func hitRegionIssues(_ node: AccessibilityNode) -> [AccessibilityAuditIssue] {
        guard Self.isInteractive(node), !Self.isChrome(node.view), !Self.hasSystemSize(node.view) else { return [] }
        let size = node.frame.size
        guard size.width < Self.minimumHitRegion - 0.01 || size.height < Self.minimumHitRegion - 0.01 else { return [] }
        return [issue(.hitRegion, node, nil, "Hit region is too small",
                      "\(Self.describe(node)) is \(Self.points(size.width)) × \(Self.points(size.height)) points; "
                        + "interactive elements need at least 44 × 44 points.")]
    }

    /// K36: a view that handles taps with a tap recognizer tells VoiceOver it is a button or a link.
    private func traitIssues(_ node: AccessibilityNode) -> [AccessibilityAuditIssue] {
        guard let view = node.view, node.element === view, !(view is UIControl),
              node.traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey]) else { return [] }
        let taps = (view.gestureRecognizers ?? []).contains { $0 is UITapGestureRecognizer && $0.isEnabled }
        guard taps else { return [] }
        return [issue(.trait, node, view, "Element may be missing a trait",
                      "\(Self.describe(node)) responds to taps but has neither the button nor the link trait, so VoiceOver does not say it can be activated.")]
    }

    /// K33: text has WCAG 2's contrast with what it is drawn over.
    private func contrastIssues(_ node: AccessibilityNode, _ text: UIView) -> [AccessibilityAuditIssue] {
        guard let style = Self.textStyle(of: text), style.enabled else { return [] }
        let color = style.color.resolvedColor(with: text.traitCollection)
        let alpha = ContrastRatio.components(color).alpha
        guard alpha * text.alpha > 0.01 else { return [] }
        let background = ContrastRatio.background(behind: text)
        let drawn = ContrastRatio.composite(color.withAlphaComponent(alpha * text.alpha), over: background)
        let ratio = ContrastRatio.between(drawn, background)
        // K33: the Human Interface Guidelines' table: 4.5:1 up to 17 points, 3:1 from 18 points or in bold.
        let large = style.font.pointSize >= 18 || style.font.weight.rawValue >= UIFont.Weight.bold.rawValue
        let minimum = large ? Self.minimumLargeTextContrast : Self.minimumContrast
        guard ratio < minimum else { return [] }
        let title = ratio >= minimum - 0.5 ? "Contrast nearly passed" : "Contrast failed"
        return [issue(.contrast, node, text, title,
                      "\(Self.describe(text)) has a contrast ratio of \(String(format: "%.2f", Double(ratio))):1 with its background; "
                        + "\(large ? "large " : "")text needs \(String(format: "%.1f", Double(minimum))):1.")]
    }

    /// K34: text follows the user's text size.
    private func dynamicTypeIssues(_ node: AccessibilityNode, _ text: UIView) -> [AccessibilityAuditIssue] {
        let adjusts: Bool
        switch text {
        case let label as UILabel: adjusts = label.adjustsFontForContentSizeCategory
        case let field as UITextField: adjusts = field.adjustsFontForContentSizeCategory
        case let textView as UITextView: adjusts = textView.adjustsFontForContentSizeCategory
        default: return []
        }
        guard !adjusts else { return [] }
        return [issue(.dynamicType, node, text, "Dynamic Type font sizes are unsupported",
                      "\(Self.describe(text)) keeps its text size when the user chooses a larger one. Use "
                        + "UIFont.preferredFont(forTextStyle:) and set adjustsFontForContentSizeCategory to true.")]
    }

    /// K35: a label's text fits in its bounds.
    private func clippingIssues(_ node: AccessibilityNode, _ text: UIView) -> [AccessibilityAuditIssue] {
        guard let label = text as? UILabel, label.bounds.width > 0,
              let string = label.text, !string.isEmpty else { return [] }
        let needed: CGSize
        if label.numberOfLines == 1 {
            let full = label.intrinsicContentSize
            // A label that shrinks its font to fit (F46) needs the room of its drawing font.
            needed = CGSize(width: full.width * label._drawingFont.pointSize / label.font.pointSize, height: full.height)
        } else {
            let lines = label.numberOfLines
            label.numberOfLines = 0
            needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude))
            label.numberOfLines = lines
        }
        let clipped = needed.width > label.bounds.width + 0.5 || needed.height > label.bounds.height + 0.5
        guard clipped else { return [] }
        return [issue(.textClipped, node, label, "Text clipped",
                      "\(Self.describe(label)) needs \(Self.points(needed.width)) × \(Self.points(needed.height)) points "
                        + "for its text but is \(Self.points(label.bounds.width)) × \(Self.points(label.bounds.height)).")]
    }

    /// K37: interactive elements do not overlap.
    private func overlapIssues(_ nodes: [AccessibilityNode]) -> [AccessibilityAuditIssue] {
        let interactive = nodes.filter { Self.isInteractive($0) && !Self.isChrome($0.view) }
        var found: [AccessibilityAuditIssue] = []
        for (index, first) in interactive.enumerated() {
            for second in interactive[(index + 1)...] {
                let shared = first.frame.intersection(second.frame)
                guard !shared.isNull, shared.width > 1, shared.height > 1 else { continue }
                found.append(issue(.overlap, second, nil, "Elements overlap",
                                   "\(Self.describe(second)) overlaps \(Self.describe(first)) by "
                                     + "\(Self.points(shared.width)) × \(Self.points(shared.height)) points, so a touch there is ambiguous."))
            }
        }
        return found
    }

    // MARK: - Reading elements

    private func issue(_ type: AccessibilityAuditType, _ node: AccessibilityNode, _ view: UIView?,
                       _ title: String, _ detail: String) -> AccessibilityAuditIssue {
        AccessibilityAuditIssue(auditType: type, element: node.element, view: view ?? node.view,
                                compactDescription: title, detailedDescription: detail)
    }

    static func isInteractive(_ node: AccessibilityNode) -> Bool {
        if !node.traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey, .searchField]) { return true }
        return (node.element as? UIControl)?.isEnabled == true
    }

    /// Whether `view` is part of a navigation bar, tab bar or toolbar: UIKit's own chrome.
    static func isChrome(_ view: UIView?) -> Bool {
        var current = view
        while let candidate = current {
            if candidate is UINavigationBar || candidate is UITabBar || candidate is UIToolbar { return true }
            current = candidate.superview
        }
        return false
    }

    /// UIKit's controls drawn at their standard sizes (a switch is 51 × 31 points).
    static func hasSystemSize(_ view: UIView?) -> Bool {
        view is UISwitch || view is UISlider || view is UIStepper || view is UISegmentedControl || view is UIPageControl
    }

    /// The views drawing text inside the element's view (itself included), as the user sees
    /// them: visible, with text, outside the bars.
    static func textViews(in node: AccessibilityNode) -> [UIView] {
        guard let root = node.view, node.element === root, !isChrome(root) else { return [] }
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            switch view {
            case let label as UILabel: if !(label.text ?? "").isEmpty { found.append(label) }
            case let field as UITextField: if !(field.text ?? "").isEmpty { found.append(field) }
            case let textView as UITextView: if !textView.text.isEmpty { found.append(textView) }
            default: break
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return found
    }

    /// The colour, font and enabled state of a text-drawing view.
    static func textStyle(of view: UIView) -> (color: UIColor, font: UIFont, enabled: Bool)? {
        switch view {
        case let label as UILabel:
            let control = sequence(first: label.superview, next: { $0?.superview }).lazy.compactMap { $0 as? UIControl }.first
            return (label.textColor, label.font, control?.isEnabled != false)
        case let field as UITextField:
            return (field.textColor ?? .label, field.font ?? .systemFont(ofSize: 17), field.isEnabled)
        case let textView as UITextView:
            return (textView.textColor ?? .label, textView.font ?? .systemFont(ofSize: 12), true)
        default:
            return nil
        }
    }

    /// `UIButton "Save" (identifier "save") in ProfileViewController`: the class, what it
    /// says, its identifier and the controller whose view holds it.
    static func describe(_ node: AccessibilityNode) -> String {
        if let view = node.view, node.element === view { return describe(view) }
        let label = node.label.map { " \"\($0)\"" } ?? ""
        let host = node.view.map { " in \(describe($0))" } ?? ""
        return "\(type(of: node.element))\(label)\(host)"
    }

    static func describe(_ view: UIView) -> String {
        var text = "\(type(of: view))"
        if let label = view.accessibilityLabel, !label.isEmpty { text += " \"\(label)\"" }
        if let identifier = view.accessibilityIdentifier { text += " (identifier \"\(identifier)\")" }
        var responder = view.next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        if let controller = responder { text += " in \(type(of: controller))" }
        return text
    }

    static func points(_ value: CGFloat) -> String {
        value.rounded() == value ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}

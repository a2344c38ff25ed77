#if SnapshotTesting
@_spi(Testing) import UIKit

/// What VoiceOver says for an element, written the way AccessibilitySnapshot writes it:
/// `Label: Value. Trait. Trait.` (K38, K39).
@MainActor
enum AccessibilitySpeech {
    /// The spoken traits, in the order VoiceOver speaks them after the label and value.
    private static let spokenTraits: [(UIAccessibilityTraits, String)] = [
        (.selected, "Selected"), (.notEnabled, "Dimmed"), (.button, "Button"), (.link, "Link"),
        (.header, "Heading"), (.searchField, "Search Field"), (.image, "Image"), (.adjustable, "Adjustable"),
        (.keyboardKey, "Keyboard Key"), (.tabBar, "Tab Bar"),
    ]

    /// `Label: Value. Button. Selected.`; an element without a label says so.
    static func description(of node: AccessibilityNode) -> String {
        var text = node.label.flatMap { $0.isEmpty ? nil : $0 } ?? "(no label)"
        if let value = node.value, !value.isEmpty { text += ": \(value)" }
        let traits = spokenTraits.filter { node.traits.contains($0.0) }.map(\.1)
        return ([text] + traits).joined(separator: ". ") + "."
    }

    /// One numbered line per element, in VoiceOver's order, with its hint and custom actions.
    static func hierarchy(of nodes: [AccessibilityNode]) -> String {
        nodes.enumerated().map { index, node in
            var line = "\(index + 1). \(description(of: node))"
            if let hint = node.hint, !hint.isEmpty { line += " Hint: \(hint)" }
            if !node.customActionNames.isEmpty { line += " Actions: \(node.customActionNames.joined(separator: ", "))." }
            return line
        }.joined(separator: "\n")
    }
}
#endif

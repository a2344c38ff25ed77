import Foundation

/// The accessibility a storyboard or nib gives a view (Interface Builder's Accessibility
/// section): `<accessibility key="accessibilityConfiguration" label="…" hint="…" identifier="…">`
/// with an `<accessibilityTraits key="traits" button="YES" …/>` and a `<bool key="isElement" …/>`
/// inside (K29). What the file writes is set, so it replaces the class's default as code setting
/// it would.
@MainActor
enum IBAccessibility {
    static func apply(_ element: IBElement, to view: UIView) {
        if let label = element["label"] { view.accessibilityLabel = label }
        if let hint = element["hint"] { view.accessibilityHint = hint }
        if let value = element["value"] { view.accessibilityValue = value }
        if let identifier = element["identifier"] { view.accessibilityIdentifier = identifier }
        if let language = element["language"] { view.accessibilityLanguage = language }
        for child in element.children {
            switch (child.name, child.key) {
            case ("accessibilityTraits", "traits"): view.accessibilityTraits = traits(child)
            case ("bool", "isElement"): view.isAccessibilityElement = IBElement.isYes(child["value"] ?? "")
            default: continue
            }
            child.consume()  // IU1
        }
    }

    /// The traits named YES (`none="YES"` alone is the empty set).
    static func traits(_ element: IBElement) -> UIAccessibilityTraits {
        element.markAllAttributesRead()  // IU1: every trait name is matched
        var traits: UIAccessibilityTraits = []
        for (name, value) in element.attributes where IBElement.isYes(value) {
            if let trait = names[name] { traits.insert(trait) }
        }
        return traits
    }

    static let names: [String: UIAccessibilityTraits] = [
        "button": .button, "link": .link, "image": .image, "selected": .selected, "playsSound": .playsSound,
        "keyboardKey": .keyboardKey, "staticText": .staticText, "summaryElement": .summaryElement,
        "notEnabled": .notEnabled, "updatesFrequently": .updatesFrequently, "searchField": .searchField,
        "startsMediaSession": .startsMediaSession, "adjustable": .adjustable,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
        "header": .header, "tabBar": .tabBar, "supportsZoom": .supportsZoom,
    ]
}

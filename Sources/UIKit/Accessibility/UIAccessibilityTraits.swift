import Foundation

/// What kind of element an accessibility element is and what state it is in, as VoiceOver
/// speaks it ("button", "heading", "selected", "dimmed", …). An option set with UIKit's members.
/// Difference from UIKit: the raw bits follow iOS's for the long-standing traits, but are not
/// promised to match (storyboards name traits, not bits).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: UInt64
    /// Makes traits from bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none = UIAccessibilityTraits([])
    /// The element is a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected tab, segment or cell).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Activating the element plays a sound.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element is a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the app's state when it starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled ("dimmed").
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts a media session (VoiceOver stays silent).
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element is adjusted by swiping up and down (`accessibilityIncrement()`, `accessibilityDecrement()`).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches go straight to the element.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver has read it to the end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header: a heading VoiceOver's rotor jumps between.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element is a tab bar (a container of tabs).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
    /// The element can be zoomed.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 25)
    /// The element is a toggle (iOS 17).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// How an assistive technology (Switch Control) moves through an element's children, as UIKit.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    /// The system decides.
    case automatic = 0
    /// The children are visited one by one.
    case separate = 1
    /// The children are visited as one group.
    case combined = 2
}

/// What kind of container an element is, as UIKit.
public enum UIAccessibilityContainerType: Int, Sendable {
    /// Not a special container.
    case none = 0
    /// A table of data (rows and columns).
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark (a region of the screen).
    case landmark = 3
    /// A group whose children belong together.
    case semanticGroup = 4
}

/// The direction of a three-finger scroll VoiceOver sends to `accessibilityScroll(_:)`, as UIKit.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    /// Towards the right.
    case right = 1
    /// Towards the left.
    case left = 2
    /// Up.
    case up = 3
    /// Down.
    case down = 4
    /// To the next page.
    case next = 5
    /// To the previous page.
    case previous = 6
}

import Foundation

/// How a presented controller is shown (P5–P7), with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    /// Covers the screen; the presenter's views are removed afterwards.
    case fullScreen = 0
    /// A card sheet (iOS 13+); on a pad in regular width, a centred page-width sheet.
    case pageSheet
    /// A smaller centred sheet in regular width; adapts to a page sheet in compact width.
    case formSheet
    /// Covers the nearest controller that defines a presentation context; removes its views.
    case currentContext
    /// The transitioning delegate supplies the presentation controller and animators.
    case custom
    /// Covers the screen, leaving the presenter's views in place.
    case overFullScreen
    /// Covers the context controller, leaving its views in place.
    case overCurrentContext
    /// A popover anchored to a source view or bar button item.
    case popover
    /// A full-screen blur over the presenter (tvOS in UIKit; full screen, views kept, here).
    case blurOverFullScreen
    /// No adaptation (only meaningful from `adaptivePresentationStyle(for:)`).
    case none = -1
    /// The system chooses: `.pageSheet` for plain controllers (P7).
    case automatic = -2

    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .blurOverFullScreen: "blurOverFullScreen"
        case .none: "none"
        case .automatic: "automatic"
        }
    }
}

/// The animation of a presentation made with UIKit's own animators (P7), raw values as UIKit.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom; slides down on dismissal (the default).
    case coverVertical = 0
    /// A horizontal 3D flip (shown here as a scale through zero width).
    case flipHorizontal
    /// Cross-fades.
    case crossDissolve
    /// Curls the presenter's view up to reveal the presented one; `.fullScreen` only.
    case partialCurl
}

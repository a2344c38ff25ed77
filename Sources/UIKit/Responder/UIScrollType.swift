import Foundation

/// The kind of a scroll made with a pointing device (iOS 13.4, VS10), with UIKit's values.
public enum UIScrollType: Int, Sendable {
    /// A mouse wheel's clicks.
    case discrete = 0
    /// A trackpad's smooth two-finger scroll.
    case continuous = 1
}

/// A set of ``UIScrollType``s (iOS 13.4, VS10): the scrolls a pan gesture recognizer takes
/// (``UIPanGestureRecognizer/allowedScrollTypesMask``), with UIKit's values.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Mouse-wheel scrolls: 1.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    /// Trackpad scrolls: 2.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    /// Both: 3.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

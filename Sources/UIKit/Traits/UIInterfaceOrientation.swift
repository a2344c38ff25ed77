import Foundation

/// The orientation of the app's interface, as UIKit (same raw values).
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Portrait, the home button (or bottom edge) at the bottom.
    case portrait = 1
    /// Portrait upside down.
    case portraitUpsideDown = 2
    /// Landscape, the bottom edge on the left (the device turned clockwise).
    case landscapeLeft = 4
    /// Landscape, the bottom edge on the right (the device turned counterclockwise).
    case landscapeRight = 3

    /// Whether it is a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as UIKit (same bits).
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but portrait upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

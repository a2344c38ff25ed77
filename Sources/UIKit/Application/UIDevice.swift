import Foundation

/// The kind of device interface.
public enum UIUserInterfaceIdiom: Int, Sendable, CustomStringConvertible {
    /// No idiom set.
    case unspecified = -1
    /// An iPhone-style interface.
    case phone = 0
    /// An iPad-style interface.
    case pad
    /// An Apple TV interface.
    case tv
    /// A CarPlay interface.
    case carPlay
    /// A Mac interface (Mac Catalyst).
    case mac = 5
    /// An Apple Vision Pro interface.
    case vision = 6
    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .phone: "Phone"
        case .pad: "Pad"
        case .tv: "TV"
        case .carPlay: "CarPlay"
        case .mac: "Mac"
        case .vision: "Vision"
        }
    }
}

/// The physical orientation of the device, as UIKit (same raw values). Device landscape
/// left (home button on the right) is interface landscape right.
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, the home button (bottom edge) at the bottom.
    case portrait
    /// Upside down, the bottom edge at the top.
    case portraitUpsideDown
    /// Turned counterclockwise, the bottom edge on the right (interface landscape right).
    case landscapeLeft
    /// Turned clockwise, the bottom edge on the left (interface landscape left).
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Whether it is a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the interface can take this orientation (not flat, not unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The interface orientation that keeps the interface upright, or nil when flat or unknown.
    var interfaceOrientation: UIInterfaceOrientation? {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        default: nil
        }
    }
}

/// The device the app runs on.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// The current device.
    public static let current = UIDevice()
    /// Posted after the device's orientation changed.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    var _orientation: UIDeviceOrientation = .portrait

    /// Phone or pad, from the main screen's profile.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.deviceProfile.idiom }
    /// The model name, from the profile.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The device's name (the profile's).
    public var name: String { UIScreen.main.deviceProfile.name }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The iOS version whose behaviour OpenUIKit follows.
    public var systemVersion: String { "17.0" }
    /// The physical orientation; change it with ``UIScreen/setDeviceOrientation(_:animated:)``.
    public var orientation: UIDeviceOrientation { _orientation }
    /// Whether orientation notifications are generated (always, here).
    public var isGeneratingDeviceOrientationNotifications: Bool { true }
    /// Kept for source compatibility; notifications are always generated.
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Kept for source compatibility.
    public func endGeneratingDeviceOrientationNotifications() {}
}

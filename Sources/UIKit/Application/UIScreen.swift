import Foundation

/// A display: its size in points, scale and the device it belongs to.
///
/// OpenUIKit has no display; the screen is described by a ``DeviceProfile``. The default is
/// a 390×844 pt @3x notched phone. Tests and demos choose another profile with
/// ``setDeviceProfile(_:)`` (an OpenUIKit addition, standing for choosing a simulator).
@MainActor
public final class UIScreen {
    /// The device a screen belongs to: size in portrait, scale, idiom and insets.
    public struct DeviceProfile: Hashable, Sendable {
        /// A short name, e.g. `"iPhone 15"`.
        public var name: String
        /// The screen size in points, portrait.
        public var portraitSize: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// Phone or pad.
        public var idiom: UIUserInterfaceIdiom
        /// The safe-area insets in portrait (status bar / sensor housing and home indicator).
        public var portraitSafeAreaInsets: UIEdgeInsets

        /// Creates a profile.
        public init(name: String, portraitSize: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom, portraitSafeAreaInsets: UIEdgeInsets) {
            self.name = name; self.portraitSize = portraitSize; self.scale = scale
            self.idiom = idiom; self.portraitSafeAreaInsets = portraitSafeAreaInsets
        }

        /// A notched phone: 390×844 pt @3x, 47 pt top and 34 pt bottom insets (iPhone 14/15).
        public static let iPhone15 = DeviceProfile(
            name: "iPhone 15", portraitSize: CGSize(width: 390, height: 844), scale: 3, idiom: .phone,
            portraitSafeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        /// An older phone: 375×667 pt @2x, 20 pt status bar, no home indicator (iPhone SE).
        public static let iPhoneSE = DeviceProfile(
            name: "iPhone SE", portraitSize: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
            portraitSafeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        /// A large phone: 430×932 pt @3x (iPhone 15 Pro Max), regular width in landscape.
        public static let iPhone15ProMax = DeviceProfile(
            name: "iPhone 15 Pro Max", portraitSize: CGSize(width: 430, height: 932), scale: 3, idiom: .phone,
            portraitSafeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        /// A pad: 820×1180 pt @2x (iPad Air), 24 pt status bar, 20 pt home indicator.
        public static let iPadAir = DeviceProfile(
            name: "iPad Air", portraitSize: CGSize(width: 820, height: 1180), scale: 2, idiom: .pad,
            portraitSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    /// The main screen.
    public static let main = UIScreen()

    /// The device profile of this screen.
    public private(set) var deviceProfile: DeviceProfile = .iPhone15

    /// The screen's bounds in points (portrait until rotation support lands).
    public var bounds: CGRect { CGRect(origin: .zero, size: deviceProfile.portraitSize) }
    /// Pixels per point.
    public var scale: CGFloat { deviceProfile.scale }
    /// Same as ``scale`` (no display zoom).
    public var nativeScale: CGFloat { deviceProfile.scale }
    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Switches the device (an OpenUIKit addition for tests and demos). Windows that fill the
    /// screen are resized to the new bounds.
    public func setDeviceProfile(_ profile: DeviceProfile) {
        let old = bounds
        deviceProfile = profile
        for window in UIKitScheduler.shared.liveWindows where window.frame == old {
            window.frame = bounds
        }
    }
}

/// The kind of device interface.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// The device the app runs on.
@MainActor
public final class UIDevice {
    /// The current device.
    public static let current = UIDevice()
    /// Phone or pad, from the main screen's profile.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIScreen.main.deviceProfile.idiom }
    /// The model name, from the profile.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The iOS version whose behaviour OpenUIKit follows.
    public var systemVersion: String { "17.0" }
}

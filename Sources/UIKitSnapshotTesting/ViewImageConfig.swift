#if SnapshotTesting
import UIKit

/// The device a controller is snapshotted on: screen, orientation, split-screen width
/// (pads) and traits laid over the device's.
///
/// Named after swift-snapshot-testing's iOS `ViewImageConfig`, with its spelling of presets
/// where the device exists here (`.iPhoneSe` is the first SE, `.iPhone8` the 375-point
/// phones, `.iPhone13(.landscape)` style orientation). Differences: on iOS a config is a
/// size, safe-area insets and traits that the strategy fakes; here it chooses one of
/// OpenUIKit's device profiles (`UIScreen.DeviceProfile`), so size classes, safe
/// areas, status bar and rotation come from UIKit itself, exactly as on that device. The pad
/// is an iPad Air, split with `.iPadAir(.landscape, splitView: .half)` (upstream:
/// `.iPadPro11(.landscape(splitView: .oneHalf))`).
public struct ViewImageConfig: Sendable {
    /// Portrait or landscape.
    public enum Orientation: Sendable {
        /// Taller than wide.
        case portrait
        /// Wider than tall.
        case landscape

        /// The device orientation that turns the interface this way. Landscape is the
        /// device turned left (home indicator on the right), interface landscape right.
        var deviceOrientation: UIDeviceOrientation { self == .portrait ? .portrait : .landscapeLeft }
    }

    /// The device.
    public var device: UIScreen.DeviceProfile
    /// How the device is held.
    public var orientation: Orientation
    /// Pads: how much of the screen the app's window takes.
    public var multitaskingLayout: UIScreen.MultitaskingLayout
    /// Traits laid over the device's (appearance, text size, …); an empty collection keeps
    /// the device's.
    public var traits: UITraitCollection

    /// A configuration of `device` held `orientation`.
    public init(device: UIScreen.DeviceProfile, orientation: Orientation = .portrait,
                multitaskingLayout: UIScreen.MultitaskingLayout = .fullScreen, traits: UITraitCollection = UITraitCollection()) {
        self.device = device
        self.orientation = orientation
        self.multitaskingLayout = multitaskingLayout
        self.traits = traits
    }

    /// The first iPhone SE (320×568 pt @2x), portrait: swift-snapshot-testing's `.iPhoneSe`.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// The first iPhone SE held `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .iPhoneSE1stGeneration, orientation: orientation)
    }

    /// iPhone 8, and the iPhone SE of the 2nd and 3rd generation (375×667 pt @2x), portrait.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8 held `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .iPhoneSE, orientation: orientation)
    }

    /// iPhone 14 (390×844 pt @3x), portrait.
    public static let iPhone14 = ViewImageConfig.iPhone14(.portrait)
    /// iPhone 14 held `orientation`.
    public static func iPhone14(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .iPhone14, orientation: orientation)
    }

    /// iPhone 15 Pro (393×852 pt @3x), portrait.
    public static let iPhone15Pro = ViewImageConfig.iPhone15Pro(.portrait)
    /// iPhone 15 Pro held `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .iPhone15Pro, orientation: orientation)
    }

    /// iPhone 15 Pro Max (430×932 pt @3x; regular width in landscape), portrait.
    public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)
    /// iPhone 15 Pro Max held `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(device: .iPhone15ProMax, orientation: orientation)
    }

    /// iPad Air (820×1180 pt @2x), portrait, full screen.
    public static let iPadAir = ViewImageConfig.iPadAir(.portrait)
    /// iPad Air held `orientation`, the app's window taking `splitView` of the screen.
    public static func iPadAir(_ orientation: Orientation, splitView: UIScreen.MultitaskingLayout = .fullScreen) -> ViewImageConfig {
        ViewImageConfig(device: .iPadAir, orientation: orientation, multitaskingLayout: splitView)
    }
}
#endif

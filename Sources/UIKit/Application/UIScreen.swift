import Foundation

/// A display: its size in points (in the current interface orientation, as since iOS 8),
/// scale, and the device it belongs to.
///
/// OpenUIKit has no display; the screen is described by a ``DeviceProfile`` (default: a
/// 390×844 pt @3x notched phone, portrait). Three OpenUIKit additions stand for what the
/// simulator's menus do: ``setDeviceProfile(_:)`` (choose a device),
/// ``setDeviceOrientation(_:animated:)`` (rotate it) and ``setSystemTraits(_:)`` (the
/// user's Appearance, Text Size, Bold Text and contrast settings).
@preconcurrency @MainActor
public final class UIScreen: NSObject, UITraitEnvironment {
    /// The main screen. Marked for deprecation as in the iOS 16 SDK ("to be deprecated": no
    /// warning yet on iOS either); views reach theirs through `window.windowScene.screen`.
    @available(iOS, deprecated: 100000, message: "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen")
    public static let main = UIScreen()

    /// The device profile of this screen.
    public private(set) var deviceProfile: DeviceProfile = .iPhone14
    /// The user's settings, laid over the device's traits.
    private(set) var _systemTraits = TraitValues()

    /// The screen's bounds in points, in the current interface orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: deviceProfile.size(in: UIWindowScene._main.interfaceOrientation)) }
    /// Pixels per point.
    public var scale: CGFloat { deviceProfile.scale }
    /// Same as ``scale`` (no display zoom).
    public var nativeScale: CGFloat { deviceProfile.scale }
    /// The most frames per second the screen shows: 60, the rate display links and UIKit
    /// Dynamics run at (RL1). Difference: ProMotion iPhones and iPads answer 120 on iOS.
    public var maximumFramesPerSecond: Int { 60 }
    /// The bounds in pixels, portrait whatever the orientation (as UIKit).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: deviceProfile.portraitSize.width * scale, height: deviceProfile.portraitSize.height * scale)
    }

    /// The screen's traits: the device's (idiom, scale, size classes of the full screen in
    /// the current orientation, light appearance, large text, left-to-right) with the user's
    /// settings over them.
    public var traitCollection: UITraitCollection { UITraitCollection(values: _traits(width: bounds.width)) }

    /// The screen's traits for a window `width` points wide.
    func _traits(width: CGFloat) -> TraitValues {
        let orientation = UIWindowScene._main.interfaceOrientation
        let classes = deviceProfile.sizeClasses(width: width, in: orientation)
        var values = TraitValues()
        values.horizontalSizeClass = classes.horizontal
        values.verticalSizeClass = classes.vertical
        values.userInterfaceIdiom = deviceProfile.idiom
        values.displayScale = deviceProfile.scale
        values.userInterfaceStyle = .light
        values.layoutDirection = .leftToRight
        values.preferredContentSizeCategory = .large
        values.legibilityWeight = .regular
        values.accessibilityContrast = .normal
        values.userInterfaceLevel = .base
        return values.overlaid(by: _systemTraits)
    }

    /// `_traits(width:).layoutDirection` alone, without making the other traits.
    var _layoutDirection: UITraitEnvironmentLayoutDirection {
        _systemTraits.layoutDirection != .unspecified ? _systemTraits.layoutDirection : .leftToRight
    }

    /// The screen's traits changed. The screen itself does nothing.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Switches the device, as choosing another simulator (an OpenUIKit addition). The new
    /// device starts in portrait, full screen; windows that filled the screen fill the new
    /// one, and traits, safe areas and layout follow (no rotation callbacks).
    public func setDeviceProfile(_ profile: DeviceProfile) {
        let scene = UIWindowScene._main
        let old = scene._bounds
        if profile.scale != deviceProfile.scale { EngineFramesToApply.scaleEpoch &+= 1 }  // PL10
        deviceProfile = profile
        ImageAssetLocator.screen = (profile.scale, profile.idiom)
        UIView._geometryChanged()
        UIDevice.current._orientation = .portrait
        scene._interfaceOrientation = .portrait
        scene._multitaskingLayout = .fullScreen
        scene._environmentChanged(oldBounds: old)
    }

    /// Rotates the device, as the simulator's Rotate Left/Right (an OpenUIKit addition).
    /// `UIDevice.current.orientation` changes and `UIDevice.orientationDidChangeNotification`
    /// is posted; the interface then rotates if the controller in charge supports the new
    /// orientation (R4), with the rotation callbacks (R1, R2).
    public func setDeviceOrientation(_ orientation: UIDeviceOrientation, animated: Bool = true) {
        guard orientation != UIDevice.current._orientation else { return }
        UIDevice.current._orientation = orientation
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
        InterfaceRotation.updateOrientation(animated: animated)
    }

    /// Sets the user's settings (an OpenUIKit addition standing for the Settings app): the
    /// traits `traits` specifies replace the device's; unspecified ones keep the device
    /// default. Trait environments whose traits change get `traitCollectionDidChange`.
    public func setSystemTraits(_ traits: UITraitCollection) {
        guard traits.values != _systemTraits else { return }
        let oldCategory = traitCollection.preferredContentSizeCategory
        _systemTraits = traits.values
        UIWindowScene._main._environmentChanged(oldBounds: UIWindowScene._main._bounds)
        UIContentSizeCategory._screenCategoryChanged(from: oldCategory, to: traitCollection.preferredContentSizeCategory)
    }
}

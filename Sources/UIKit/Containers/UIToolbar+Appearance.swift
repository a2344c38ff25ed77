import Foundation

extension UIToolbar {
    /// Sets the image filling the toolbar's background in `topOrBottom` position and
    /// `barMetrics` (`.any` and `.default` stand for those without their own).
    /// Appearance-capable.
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        _backgroundImages[BarBackgroundKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
        _appearanceDidSet(AppearanceKey("setBackgroundImage:forToolbarPosition:barMetrics:", topOrBottom.rawValue << 8 | barMetrics.rawValue)) {
            $0.setBackgroundImage(backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
        }
        setNeedsLayout()
    }

    /// The background image set for `topOrBottom` and `barMetrics`.
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages[BarBackgroundKey(position: topOrBottom, metrics: barMetrics)]
    }

    /// Sets the image replacing the hairline in `topOrBottom` position (shown when a
    /// background image is set too, as UIKit). Appearance-capable.
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        _shadowImages[topOrBottom] = shadowImage
        _appearanceDidSet(AppearanceKey("setShadowImage:forToolbarPosition:", topOrBottom.rawValue)) {
            $0.setShadowImage(shadowImage, forToolbarPosition: topOrBottom)
        }
        setNeedsLayout()
    }

    /// The shadow image set for `topOrBottom`.
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? { _shadowImages[topOrBottom] }

    /// The background image the toolbar shows now (a toolbar sits at the bottom).
    @_spi(Rendering) public var _legacyBackgroundImage: UIImage? {
        let metrics: UIBarMetrics = traitCollection.verticalSizeClass == .compact ? .compact : .default
        for position in [UIBarPosition.bottom, .any] {
            for candidate in [metrics, .default] {
                if let image = _backgroundImages[BarBackgroundKey(position: position, metrics: candidate)] { return image }
            }
        }
        return nil
    }

    /// The shadow image the toolbar shows now.
    @_spi(Rendering) public var _legacyShadowImage: UIImage? { _shadowImages[.bottom] ?? _shadowImages[.any] }
}

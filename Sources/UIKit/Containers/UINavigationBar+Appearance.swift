import Foundation

/// A bar background image's place: the bar position and metrics it is for.
struct BarBackgroundKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}

extension UINavigationBar {
    /// Sets the image filling the bar's background in `barPosition` and `barMetrics` (it
    /// replaces the material; `.any` and `.default` stand for positions and metrics without
    /// their own). Appearance-capable.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        _backgroundImages[BarBackgroundKey(position: barPosition, metrics: barMetrics)] = backgroundImage
        _appearanceDidSet(AppearanceKey("setBackgroundImage:forBarPosition:barMetrics:", barPosition.rawValue << 8 | barMetrics.rawValue)) {
            $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
        }
        setNeedsLayout()
    }

    /// Sets the background image for `barMetrics` in any position. Appearance-capable.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image set for `barPosition` and `barMetrics`.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages[BarBackgroundKey(position: barPosition, metrics: barMetrics)]
    }

    /// The background image set for `barMetrics` in any position.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: .any, barMetrics: barMetrics) }

    /// The background image the bar shows now: its position's (top attached under the status
    /// bar) and metrics', falling back to `.any` and `.default`.
    @_spi(Rendering) public var _legacyBackgroundImage: UIImage? {
        let compact = traitCollection.verticalSizeClass == .compact, prompt = topItem?.prompt != nil
        let metrics: UIBarMetrics = compact ? (prompt ? .compactPrompt : .compact) : (prompt ? .defaultPrompt : .default)
        for position in [UIBarPosition.topAttached, .any] {
            for candidate in [metrics, .default] {
                if let image = _backgroundImages[BarBackgroundKey(position: position, metrics: candidate)] { return image }
            }
        }
        return nil
    }

    /// The (large) title's attributes: the bar's own, then the appearance's over them (W11).
    func _titleAttributes(large: Bool, appearance: UINavigationBarAppearance) -> [NSAttributedString.Key: Any] {
        let own = (large ? largeTitleTextAttributes : titleTextAttributes) ?? [:]
        return own.merging(large ? appearance.largeTitleTextAttributes : appearance.titleTextAttributes) { $1 }
    }

    /// The back button's chevron: the appearance's indicator, else the bar's (when its mask
    /// is set too), else nil for the system chevron.
    @_spi(Rendering) public var _backIndicatorImage: UIImage? {
        if let image = _currentAppearance.backIndicatorImage { return image }
        return backIndicatorTransitionMaskImage != nil ? backIndicatorImage : nil
    }
}

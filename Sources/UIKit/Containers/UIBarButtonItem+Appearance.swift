import Foundation

/// A background image's place: the control state and bar metrics it is for.
struct BarButtonBackgroundKey: Hashable {
    let state: UInt
    let metrics: UIBarMetrics
}

extension UIBarButtonItem {
    /// Moves the title by `adjustment` in bars of `barMetrics` height. Appearance-capable.
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        _titlePositionAdjustments[barMetrics] = adjustment
        _appearanceDidSet(AppearanceKey("setTitlePositionAdjustment:forBarMetrics:", barMetrics.rawValue)) {
            $0.setTitlePositionAdjustment(adjustment, for: barMetrics)
        }
        _appearanceChanged()
    }

    /// The title offset for `barMetrics` (`.zero` unless set).
    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        _titlePositionAdjustments[barMetrics] ?? .zero
    }

    /// Sets the image drawn behind the item's title or image in `state`, for bars of
    /// `barMetrics` height; it is stretched to the button. Appearance-capable.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        _backgroundImages[BarButtonBackgroundKey(state: state.rawValue, metrics: barMetrics)] = backgroundImage
        _appearanceDidSet(AppearanceKey("setBackgroundImage:forState:barMetrics:", Int(state.rawValue) << 8 | barMetrics.rawValue)) {
            $0.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics)
        }
        _appearanceChanged()
    }

    /// The background image set for `state` and `barMetrics`, if any.
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages[BarButtonBackgroundKey(state: state.rawValue, metrics: barMetrics)]
    }

    /// The metrics of the bar the item is in: compact in compact height, with a prompt when
    /// the navigation bar shows one.
    var _barMetrics: UIBarMetrics {
        guard let bar = _bar else { return .default }
        let compact = bar.traitCollection.verticalSizeClass == .compact
        let prompt = (bar as? UINavigationBar)?.topItem?.prompt != nil
        switch (compact, prompt) {
        case (false, false): return .default
        case (true, false): return .compact
        case (false, true): return .defaultPrompt
        case (true, true): return .compactPrompt
        }
    }
}

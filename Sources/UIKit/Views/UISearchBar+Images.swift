import Foundation

/// A search bar's images and metrics (CI18–CI24): what the setters store and record for
/// appearance proxies, and what the bar, its field and its scope bar show.
extension UISearchBar {
    func _setBackgroundImage(_ image: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        _barBackgroundImages[BarBackgroundKey(position: barPosition, metrics: barMetrics)] = image
        let key = AppearanceKey("setBackgroundImage:forBarPosition:barMetrics:", barPosition.rawValue << 8 | barMetrics.rawValue)
        _appearanceDidSet(key) { $0.setBackgroundImage(image, for: barPosition, barMetrics: barMetrics) }
        setNeedsDisplay()
    }

    func _setImage(_ image: UIImage?, for icon: Icon, state: UIControl.State) {
        _iconImages.set(image, for: state, icon.rawValue)
        _appearanceDidSet(AppearanceKey("setImage:forSearchBarIcon:state:", Int(state.rawValue) << 8 | icon.rawValue)) {
            $0.setImage(image, for: icon, state: state)
        }
        searchTextField._showSearchIcon()
        searchTextField.setNeedsLayout()
        searchTextField.setNeedsDisplay()
    }

    func _setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        _iconAdjustments[icon.rawValue] = adjustment
        _appearanceDidSet(AppearanceKey("setPositionAdjustment:forSearchBarIcon:", icon.rawValue)) { $0.setPositionAdjustment(adjustment, for: icon) }
        searchTextField.setNeedsLayout()
        searchTextField.setNeedsDisplay()
    }

    func _setSearchFieldBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        _searchFieldBackgroundImages.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setSearchFieldBackgroundImage:forState:", Int(state.rawValue))) {
            $0.setSearchFieldBackgroundImage(image, for: state)
        }
        // CI21: the field draws the images as its background, instead of its grey fill.
        let normal = searchFieldBackgroundImage(for: .normal)
        searchTextField.background = normal
        searchTextField.disabledBackground = _searchFieldBackgroundImages.exactValue(for: .disabled)
        searchTextField._setSystemStyle("backgroundColor", \.backgroundColor, normal == nil ? UIColor.tertiarySystemFill : nil)
        setNeedsLayout()
    }

    func _setScopeBarButtonBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        _scopeBar.setBackgroundImage(image, for: state, barMetrics: .default)
        _appearanceDidSet(AppearanceKey("setScopeBarButtonBackgroundImage:forState:", Int(state.rawValue))) {
            $0.setScopeBarButtonBackgroundImage(image, for: state)
        }
    }

    func _setScopeBarButtonDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        _scopeBar.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState, barMetrics: .default)
        let key = AppearanceKey("setScopeBarButtonDividerImage:forLeftSegmentState:rightSegmentState:",
                                Int(leftState.rawValue) | Int(rightState.rawValue) << 8)
        _appearanceDidSet(key) { $0.setScopeBarButtonDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState) }
    }

    func _setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _scopeBar.setTitleTextAttributes(attributes, for: state)
        _appearanceDidSet(AppearanceKey("setScopeBarButtonTitleTextAttributes:forState:", Int(state.rawValue))) {
            $0.setScopeBarButtonTitleTextAttributes(attributes, for: state)
        }
    }

    // MARK: What is shown

    /// CI21: the search field's height: its current background image's, else 36 points.
    var _searchFieldHeight: CGFloat {
        let image = searchFieldBackgroundImage(for: searchTextField.isEnabled ? .normal : .disabled)
        if let height = image?.size.height, height > 0 { return height }
        return 36
    }

    /// CI19: the image shown for `icon` now (the field's state: `.disabled` while it is), nil
    /// for the standard one.
    func _shownIcon(_ icon: Icon) -> UIImage? {
        image(for: icon, state: searchTextField.isEnabled ? .normal : .disabled)
    }

    /// CI18: the background image the bar shows: its position's (BP1), else the `.any`
    /// position's, for the metrics in use (`.default`'s standing in for `.compact`'s).
    @_spi(Rendering) public var _shownBackgroundImage: UIImage? {
        let metrics: [UIBarMetrics] = traitCollection.verticalSizeClass == .compact ? [.compact, .default] : [.default]
        let positions: [UIBarPosition] = barPosition == .any ? [.any] : [barPosition, .any]
        for position in positions {
            if let image = metrics.lazy.compactMap({ self._barBackgroundImages[BarBackgroundKey(position: position, metrics: $0)] }).first {
                return image
            }
        }
        return nil
    }

    /// CI18: the scope bar's area while it shows (below the search row), nil otherwise.
    @_spi(Rendering) public var _scopeBarArea: CGRect? {
        guard _scopeBarVisible else { return nil }
        let top = min(bounds.height, UISearchBar.height)
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }
}

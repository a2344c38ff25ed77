import Foundation

/// A button's symbol configurations per state (CI16) and the view showing its background
/// image (CI17).
extension UIButton {
    func _setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        _preferredSymbolConfigurations.set(configuration, for: state)
        _appearanceDidSet(AppearanceKey("setPreferredSymbolConfiguration:forImageInState:", Int(state.rawValue))) {
            $0.setPreferredSymbolConfiguration(configuration, forImageIn: state)
        }
        _stateChanged()
    }

    /// CI16: the size the current image is measured and placed at: a symbol's with the
    /// state's symbol configuration under its own.
    var _legacyImageSize: CGSize {
        guard let image = currentImage else { return .zero }
        guard image.isSymbolImage, let preferred = currentPreferredSymbolConfiguration else { return image.size }
        return image.withConfiguration(preferred.applying(image.symbolConfiguration)).size
    }

    /// CI17: the view showing the background image, made (at the back) on first use.
    var _backgroundView: UIImageView {
        if let view = _loadedBackgroundView { return view }
        let view = UIImageView(frame: backgroundRect(forBounds: bounds))
        insertSubview(view, at: 0)
        _loadedBackgroundView = view
        return view
    }

    /// CI17: shows the state's background image (none with a configuration); no view until
    /// there is one.
    func _showBackgroundImage() {
        let image = configuration == nil ? currentBackgroundImage : nil
        if image != nil || _loadedBackgroundView != nil { _backgroundView.image = image }
    }

    /// The view showing the background image, for tests (nil until there was one).
    @_spi(Testing) public var _backgroundImageView: UIImageView? { _loadedBackgroundView }
}

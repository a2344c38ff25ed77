import Foundation

/// A slider's thumb and track images by state (CI6–CI8): what the setters store and record
/// for appearance proxies, and the thumb's size they give.
extension UISlider {
    func _setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        _thumbImages.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setThumbImage:forState:", Int(state.rawValue))) { $0.setThumbImage(image, for: state) }
        _imagesDidChange()
    }

    func _setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        _minimumTrackImages.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setMinimumTrackImage:forState:", Int(state.rawValue))) { $0.setMinimumTrackImage(image, for: state) }
        _imagesDidChange()
    }

    func _setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        _maximumTrackImages.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setMaximumTrackImage:forState:", Int(state.rawValue))) { $0.setMaximumTrackImage(image, for: state) }
        _imagesDidChange()
    }

    /// The images change the thumb's and track's geometry (CI7, CI8).
    private func _imagesDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// CI7: the thumb's size: the current thumb image's, else the standard 28-point knob's.
    var _thumbSize: CGSize {
        if let image = currentThumbImage, image.size.width > 0, image.size.height > 0 { return image.size }
        return CGSize(width: UISlider.thumbSize, height: UISlider.thumbSize)
    }
}

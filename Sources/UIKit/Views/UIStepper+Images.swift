import Foundation

/// A stepper's images by state (CI2–CI4): what the setters store and record for appearance
/// proxies, and the state each half is in.
extension UIStepper {
    func _setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        _backgroundImages.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setBackgroundImage:forState:", Int(state.rawValue))) { $0.setBackgroundImage(image, for: state) }
        setNeedsDisplay()
    }

    func _setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        _dividerImages.set(image, for: leftState, Int(rightState.rawValue))
        let key = AppearanceKey("setDividerImage:forLeftSegmentState:rightSegmentState:", Int(leftState.rawValue) | Int(rightState.rawValue) << 8)
        _appearanceDidSet(key) { $0.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState) }
        setNeedsDisplay()
    }

    func _setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        _incrementImages.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setIncrementImage:forState:", Int(state.rawValue))) { $0.setIncrementImage(image, for: state) }
        setNeedsDisplay()
    }

    func _setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        _decrementImages.set(image, for: state)
        _appearanceDidSet(AppearanceKey("setDecrementImage:forState:", Int(state.rawValue))) { $0.setDecrementImage(image, for: state) }
        setNeedsDisplay()
    }

    /// CI4: the state of the − half (`increment` false) or the + half: disabled when the
    /// stepper is, or when the value is at that half's bound and the stepper does not wrap;
    /// highlighted while a touch holds that half down inside the stepper.
    @_spi(Rendering) public func _halfState(increment: Bool) -> UIControl.State {
        let atBound = increment ? value >= maximumValue : value <= minimumValue
        let held = isHighlighted && _heldDirection == (increment ? 1 : -1)
        return ._part(enabled: isEnabled && (wraps || !atBound), highlighted: held)
    }

    /// CI2, CI4: the image a half shows now, and whether it is faded: a disabled half
    /// without an image of its own for its state shows the `.normal` one at 30%, as the
    /// standard glyph; nil for the standard glyph.
    @_spi(Rendering) public func _glyphImage(increment: Bool) -> (image: UIImage, faded: Bool)? {
        let state = _halfState(increment: increment)
        let images = increment ? _incrementImages : _decrementImages
        guard let image = images.value(for: state) else { return nil }
        return (image, state.contains(.disabled) && images.exactValue(for: state) == nil)
    }

    /// Whether any background image is set: the halves then show images, not the standard
    /// grey (CI3).
    @_spi(Rendering) public var _hasCustomBackground: Bool { !_backgroundImages.isEmpty }
}

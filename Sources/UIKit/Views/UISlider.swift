import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb along a track.
///
/// ``value`` always lies in ``minimumValue``…``maximumValue``. A drag that starts on the thumb
/// moves it with the finger; a continuous slider sends `.valueChanged` at each move that
/// changes the value, a non-continuous one once when the touch ends (if the value changed),
/// before the tracking event (`.touchUpInside` or `.touchUpOutside`). A touch that starts off
/// the thumb does not move it, as in UIKit. Changing the value in code sends nothing.
/// Thumb and track images can be set per state (CI6–CI8); a thumb image's size is the
/// thumb's.
/// Differences from UIKit: the standard thumb is a 28-point circle and the track spans the
/// bounds (between the value images, 8 points apart from them), geometry close to iOS 17's.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The diameter of the thumb.
    static let thumbSize: CGFloat = 28
    /// How far outside the thumb a touch still grabs it.
    static let thumbSlop: CGFloat = 10

    private var _value: Float = 0
    private var _minimumValue: Float = 0
    private var _maximumValue: Float = 1
    /// The value when the current drag began, and the touch's x then (nil: not dragging).
    private var _dragStart: (value: Float, x: CGFloat)?

    /// The current value, clamped to ``minimumValue``…``maximumValue``. Default 0. Setting it
    /// sends no action.
    open var value: Float {
        get { _value }
        set { _value = min(max(newValue, _minimumValue), _maximumValue) }
    }

    /// The lowest value. Default 0. Raising it above ``maximumValue`` raises that too; the
    /// value is clamped into the new range.
    open var minimumValue: Float {
        get { _minimumValue }
        set {
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            value = _value
        }
    }

    /// The highest value. Default 1. Lowering it below ``minimumValue`` lowers that too; the
    /// value is clamped into the new range.
    open var maximumValue: Float {
        get { _maximumValue }
        set {
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            value = _value
        }
    }

    /// Whether `.valueChanged` is sent during a drag (true, the default) or only when it ends.
    open var isContinuous = true

    /// The colour of the track below the thumb; nil for the tint colour.
    open var minimumTrackTintColor: UIColor? { didSet { _appearancePropertyDidSet("minimumTrackTintColor", \.minimumTrackTintColor) } }
    /// The colour of the track above the thumb; nil for the system's grey.
    open var maximumTrackTintColor: UIColor? { didSet { _appearancePropertyDidSet("maximumTrackTintColor", \.maximumTrackTintColor) } }
    /// The colour of the thumb; nil for white.
    open var thumbTintColor: UIColor? { didSet { _appearancePropertyDidSet("thumbTintColor", \.thumbTintColor) } }
    /// The image at the minimum end, left of the track, drawn at its size (a template image
    /// in the tint colour) (CI9).
    open var minimumValueImage: UIImage? { didSet { setNeedsLayout() } }
    /// The image at the maximum end, right of the track (CI9).
    open var maximumValueImage: UIImage? { didSet { setNeedsLayout() } }

    /// The thumb and track images set per state (CI6–CI8, UISlider+Images.swift).
    var _thumbImages = ControlStateValues<UIImage>()
    var _minimumTrackImages = ControlStateValues<UIImage>()
    var _maximumTrackImages = ControlStateValues<UIImage>()

    // MARK: Images by state (CI6–CI8)

    /// Sets the thumb's image in `state` (`.highlighted` while the thumb is dragged): drawn
    /// instead of the white knob, at its size, which becomes the thumb's size in
    /// ``thumbRect(forBounds:trackRect:value:)`` and so its travel and grab area (CI7);
    /// ``thumbTintColor`` is then ignored. Appearance-capable.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { _setThumbImage(image, for: state) }

    /// The thumb image for `state`, falling back to `.normal`'s (CI1); nil when none was set.
    open func thumbImage(for state: UIControl.State) -> UIImage? { _thumbImages.value(for: state) }

    /// Sets the image of the track below the thumb in `state`: stretched from the track's
    /// start to the thumb's centre (a resizable image by its caps), its height the track's
    /// (CI8). Appearance-capable.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { _setMinimumTrackImage(image, for: state) }

    /// The minimum track image for `state`, falling back to `.normal`'s (CI1).
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { _minimumTrackImages.value(for: state) }

    /// Sets the image of the track above the thumb in `state`: stretched from the thumb's
    /// centre to the track's end (CI8). Appearance-capable.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { _setMaximumTrackImage(image, for: state) }

    /// The maximum track image for `state`, falling back to `.normal`'s (CI1).
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { _maximumTrackImages.value(for: state) }

    /// The thumb image for the current state; nil when none was set (the standard knob is drawn).
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track image for the current state; nil when none was set.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track image for the current state; nil when none was set.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    /// Creates a slider with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider from a storyboard or nib (`value`, `minValue`, `maxValue`,
    /// `continuous`, the tint colours and value images).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeSlider(self)
    }

    /// Sets ``value``; `animated` moves the thumb visibly. Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: Geometry

    /// A slider has no intrinsic width; its height is 31 points, or a taller thumb image's
    /// height (CI7).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: max(31, currentThumbImage?.size.height ?? 0))
    }

    /// Where the minimum value image is drawn (empty without one).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    /// Where the maximum value image is drawn (empty without one).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2,
                      width: image.size.width, height: image.size.height)
    }

    /// The track: the bounds' width between the value images, centred, 4 points high or as
    /// high as the taller of the current track images (CI8).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + 8
        let right = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - 8
        let height = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let trackHeight = height > 0 ? height : 4
        return CGRect(x: left, y: bounds.midY - trackHeight / 2, width: max(0, right - left), height: trackHeight)
    }

    /// The thumb for `value`: a 28-point square, or the current thumb image's size (CI7),
    /// whose centre runs from one end of the track (inset by half the thumb) to the other.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = _thumbSize
        let fraction = CGFloat(_fraction(of: value))
        let x = rect.minX + (rect.width - size.width) * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where `value` lies in the range, 0…1 (0 for an empty range).
    private func _fraction(of value: Float) -> Float {
        let range = _maximumValue - _minimumValue
        return range > 0 ? (value - _minimumValue) / range : 0
    }

    // MARK: Tracking

    /// A touch on the thumb (or within 10 points of it) starts a drag; elsewhere the slider
    /// does not follow the touch.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _dragStart = nil
        let location = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        guard thumb.insetBy(dx: -UISlider.thumbSlop, dy: -UISlider.thumbSlop).contains(location) else { return false }
        _dragStart = (_value, location.x)
        return true
    }

    /// A drag moves the thumb with the finger; a continuous slider sends `.valueChanged`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = _dragStart else { return false }
        let old = _value
        _value = _dragValue(from: start, to: touch.location(in: self).x)
        if isContinuous && _value != old { sendActions(for: .valueChanged) }
        return true
    }

    /// The drag ends; a non-continuous slider sends `.valueChanged` if the value changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let start = _dragStart else { return }
        _dragStart = nil
        let old = _value
        if let touch { _value = _dragValue(from: start, to: touch.location(in: self).x) }
        if isContinuous ? _value != old : _value != start.value { sendActions(for: .valueChanged) }
    }

    /// The drag is cancelled; the value stays where the thumb was.
    open override func cancelTracking(with event: UIEvent?) {
        _dragStart = nil
    }

    /// The value the thumb reaches when the finger has moved from `start.x` to `x`.
    private func _dragValue(from start: (value: Float, x: CGFloat), to x: CGFloat) -> Float {
        let travel = trackRect(forBounds: bounds).width - _thumbSize.width
        guard travel > 0 else { return start.value }
        let delta = Float((x - start.x) / travel) * (_maximumValue - _minimumValue)
        return min(max(start.value + delta, _minimumValue), _maximumValue)
    }
}

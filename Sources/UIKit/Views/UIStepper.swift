import Foundation

/// A control with − and + buttons that decrement and increment a value by a step.
///
/// A touch down on the right half (+) or left half (−) steps ``value`` at once, as UIKit
/// does; a step beyond a bound goes to the other bound (``wraps``) or holds at the bound. A continuous
/// stepper sends `.valueChanged` at each step, before the tracking event (`.touchDown`); a
/// non-continuous one sends it once when the touch ends. With ``autorepeat``, holding a
/// button steps again 0.5 s after the touch began and then every 0.1 s while the touch
/// stays inside. Changing values in code sends nothing. Invalid settings (a step of 0 or
/// less, a minimum above the maximum) stop the program with a message, where UIKit raises
/// `NSInvalidArgumentException`.
/// Differences from UIKit: OpenUIKit has no timers for a finger held still, so repeats fire
/// when the touch's next event arrives (its timestamp says which are due; `SimulatedTouch`
/// sends one each 1/60 s it moves); the repeat rate does not accelerate.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size of a stepper on iOS 13 and later.
    static let size = CGSize(width: 94, height: 32)
    /// The delay before the first repeat, and the time between repeats.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    private var _value: Double = 0
    private var _minimumValue: Double = 0
    private var _maximumValue: Double = 100
    private var _stepValue: Double = 1
    /// The button held (+1 or −1), when the touch began, the repeats made so far, and the
    /// value at touch down (for a non-continuous stepper).
    private var _press: (direction: Double, start: TimeInterval, repeats: Int, startValue: Double)?

    /// The value, clamped to ``minimumValue``…``maximumValue``. Default 0. Setting it sends
    /// no action.
    open var value: Double {
        get { _value }
        set { _value = min(max(newValue, _minimumValue), _maximumValue) }
    }

    /// The lowest value. Default 0. Must not be above ``maximumValue``; raising it above
    /// ``value`` raises the value to it.
    open var minimumValue: Double {
        get { _minimumValue }
        set {
            precondition(newValue <= _maximumValue,
                         "UIStepper: minimumValue (\(newValue)) must not be greater than maximumValue (\(_maximumValue)) (NSInvalidArgumentException in UIKit)")
            _minimumValue = newValue
            value = _value
        }
    }

    /// The highest value. Default 100. Must not be below ``minimumValue``; lowering it below
    /// ``value`` lowers the value to it.
    open var maximumValue: Double {
        get { _maximumValue }
        set {
            precondition(newValue >= _minimumValue,
                         "UIStepper: maximumValue (\(newValue)) must not be less than minimumValue (\(_minimumValue)) (NSInvalidArgumentException in UIKit)")
            _maximumValue = newValue
            value = _value
        }
    }

    /// The amount a tap changes the value. Default 1; must be greater than 0.
    open var stepValue: Double {
        get { _stepValue }
        set {
            precondition(newValue > 0, "UIStepper: stepValue (\(newValue)) must be greater than 0 (NSInvalidArgumentException in UIKit)")
            _stepValue = newValue
        }
    }

    /// Whether stepping past a bound wraps to the other bound. Default false.
    open var wraps = false
    /// Whether holding a button repeats the step. Default true.
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each step (true, the default) or when the touch ends.
    open var isContinuous = true

    /// The images set per state (CI2–CI4, UIStepper+Images.swift).
    var _backgroundImages = ControlStateValues<UIImage>()
    var _dividerImages = ControlStateValues<UIImage>()
    var _incrementImages = ControlStateValues<UIImage>()
    var _decrementImages = ControlStateValues<UIImage>()

    // MARK: Images by state (CI2–CI4)

    /// Sets the image filling each half's background in `state` (stretched; a resizable image
    /// by its caps). Once set, the halves show it instead of the standard grey (CI3).
    /// Appearance-capable.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { _setBackgroundImage(image, for: state) }

    /// The background image for `state`, falling back to `.normal`'s (CI1); nil when none was
    /// set (UIKit returns its standard image).
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _backgroundImages.value(for: state) }

    /// Sets the image between the halves when the left (−) half is in `leftState` and the
    /// right (+) half in `rightState`; it replaces the hairline (CI3). Appearance-capable.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        _setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState)
    }

    /// The divider image for the pair of states, else the `.normal`/`.normal` one (CI1).
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        _dividerImages.exactValue(for: leftState, Int(rightState.rawValue)) ?? _dividerImages.exactValue(for: .normal, 0)
    }

    /// Sets the image of the + half in `state`: drawn instead of the plus glyph, centred, a
    /// template image in the tint colour (CI2). Appearance-capable.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { _setIncrementImage(image, for: state) }

    /// The + image for `state`, falling back to `.normal`'s (CI1); nil when none was set.
    open func incrementImage(for state: UIControl.State) -> UIImage? { _incrementImages.value(for: state) }

    /// Sets the image of the − half in `state`: drawn instead of the minus glyph (CI2).
    /// Appearance-capable.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { _setDecrementImage(image, for: state) }

    /// The − image for `state`, falling back to `.normal`'s (CI1); nil when none was set.
    open func decrementImage(for state: UIControl.State) -> UIImage? { _decrementImages.value(for: state) }

    /// The direction of the half a touch is holding down (+1 or −1), nil without one.
    var _heldDirection: Double? { _press?.direction }

    /// Creates a stepper at `frame`'s origin; its size is always 94 × 32, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
    }

    /// Creates a stepper from a storyboard or nib (`value`, `minimumValue`, `maximumValue`,
    /// `stepValue`, `wraps`, `autorepeat`, `continuous`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeStepper(self)
    }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { UIStepper.size }

    /// The stepper's own size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    // MARK: Stepping

    /// Steps once in `direction` (+1 or −1), as UIKit documents it: a step beyond a bound
    /// goes to the other bound when wrapping, else holds at the bound. False when the value
    /// did not change (the button is disabled at its bound without wrapping).
    private func _step(_ direction: Double) -> Bool {
        var new = _value + direction * _stepValue
        if new > _maximumValue {
            new = wraps ? _minimumValue : _maximumValue
        } else if new < _minimumValue {
            new = wraps ? _maximumValue : _minimumValue
        }
        guard new != _value else { return false }
        _value = new
        return true
    }

    /// Steps, and sends `.valueChanged` if continuous.
    private func _stepAndNotify(_ direction: Double) {
        if _step(direction), isContinuous { sendActions(for: .valueChanged) }
    }

    /// Fires the repeats due at `time` while the touch is inside; those due while it was
    /// outside are skipped, not fired on its return.
    private func _repeat(until time: TimeInterval) {
        guard autorepeat, let press = _press else { return }
        // Event times are sums of frame durations: a repeat due at this very time counts.
        let elapsed = time - press.start - UIStepper.repeatDelay + 1e-9
        guard elapsed >= 0 else { return }
        let due = Int((elapsed / UIStepper.repeatInterval).rounded(.down)) + 1
        guard isHighlighted else {
            _press?.repeats = max(press.repeats, due)
            return
        }
        for _ in press.repeats..<max(press.repeats, due) { _stepAndNotify(press.direction) }
        _press?.repeats = max(press.repeats, due)
    }

    private func _time(of touch: UITouch, _ event: UIEvent?) -> TimeInterval { event?.timestamp ?? touch.timestamp }

    // MARK: Tracking

    /// A touch down on − or + steps at once.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _press = nil
        if isEnabled, let touch = touches.first {
            let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
            _press = (direction, _time(of: touch, event), 0, _value)
            _stepAndNotify(direction)
        }
        super.touchesBegan(touches, with: event)
    }

    /// The touch's events drive the repeats.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        if let touch = touches.first { _repeat(until: _time(of: touch, event)) }
    }

    /// The press ends; a non-continuous stepper sends `.valueChanged` if the value changed.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = touches.first { _repeat(until: _time(of: touch, event)) }
        if let press = _press, !isContinuous, _value != press.startValue { sendActions(for: .valueChanged) }
        _press = nil
        super.touchesEnded(touches, with: event)
    }

    /// The press is cancelled; a non-continuous stepper sends `.valueChanged` if the value
    /// changed.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let press = _press, !isContinuous, _value != press.startValue { sendActions(for: .valueChanged) }
        _press = nil
        super.touchesCancelled(touches, with: event)
    }
}

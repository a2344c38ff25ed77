import Foundation

/// A control for choosing a date, a time, both, or a countdown's length.
///
/// ``date`` starts as the moment the picker was made; with ``roundsToMinuteInterval`` (the
/// default) and a ``minuteInterval`` above 1 it is rounded to the interval (DT2), and it is
/// always kept between ``minimumDate`` and ``maximumDate`` (bounds that cross each other are
/// ignored, as UIKit documents; DT3). Changing the date in code sends nothing; a change the
/// user makes sends `.valueChanged` once (DT4). In `.countDownTimer` mode the value is
/// ``countDownDuration`` (DT5). The style shown is ``datePickerStyle`` (DT1), whose size and
/// drawing are UIKit's (DT6–DT8): wheels, compact "pills", or an inline month grid.
/// Differences from UIKit: a compact picker's pills open no editor (the user's choice is
/// made with `UIKitTesting`'s `pickDate(_:in:)`); wheels turn only through `pickDate(_:in:)`;
/// an inline picker's days are tapped as on iOS (DT9) but its month arrows are not.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// An hour and minute.
        case time = 0
        /// A day, month and year.
        case date = 1
        /// A date and a time (the default).
        case dateAndTime = 2
        /// Hours and minutes of a countdown.
        case countDownTimer = 3
        /// A month and year (iOS 17.4).
        case yearAndMonth = 4
    }

    private var _date = Date()
    private var _countDownDuration: TimeInterval = 0

    /// The date shown, rounded to the minute interval (DT2) and clamped between
    /// ``minimumDate`` and ``maximumDate`` (DT3). Default: the moment the picker was made.
    /// Setting it sends no action.
    open var date: Date {
        get { _date }
        set { _setDate(newValue) }
    }
    /// The earliest date the user can choose; nil for none.
    open var minimumDate: Date? { didSet { _setDate(_date) } }
    /// The latest date the user can choose; nil for none.
    open var maximumDate: Date? { didSet { _setDate(_date) } }
    /// What the picker chooses. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime { didSet { _invalidateLook() } }
    /// The style asked for. Default `.automatic`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { _invalidateLook() } }
    /// The interval between the minutes offered, 1…30 and dividing 60; other values set 1,
    /// as in UIKit. Default 1. A new interval rounds the date again (DT2).
    open var minuteInterval: Int = 1 {
        didSet {
            if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 }
            _setDate(_date)
            _countDownDuration = _roundedDuration(_countDownDuration)
        }
    }
    /// DT2: whether ``date`` is rounded to ``minuteInterval``. Default true.
    open var roundsToMinuteInterval = true { didSet { _setDate(_date) } }
    /// DT5: in `.countDownTimer` mode, the length chosen, in seconds: whole minutes (rounded
    /// down to the minute interval), from 0 to 23:59 (86,340 s). Default 0. Setting it sends
    /// no action.
    open var countDownDuration: TimeInterval {
        get { _countDownDuration }
        set { _countDownDuration = _roundedDuration(newValue); setNeedsDisplay() }
    }
    /// The locale of the labels; nil for the current one.
    open var locale: Locale? { didSet { _invalidateLook() } }
    /// The calendar. Default: the current calendar; nil sets it back.
    open var calendar: Calendar! = .current { didSet { if calendar == nil { calendar = .current }; _invalidateLook() } }
    /// The time zone; nil for the calendar's.
    open var timeZone: TimeZone? { didSet { _invalidateLook() } }

    /// Creates a date picker showing now.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a date picker from a storyboard or nib (`datePickerMode`, `style`,
    /// `minuteInterval`, the `<date>` elements, `locale`, `countDownDuration`). The file's
    /// date is used only when the file says `useCurrentDate="NO"`; otherwise the picker shows
    /// now, as on iOS.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeDatePicker(self)
    }

    /// Sets ``date``; `animated` turns the wheels visibly. Sends no action.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// DT1: the style used: the preferred one, with `.automatic` resolved as on iPhone
    /// (wheels for a countdown, compact otherwise), and wheels for the modes that have no
    /// other form (a countdown, year and month).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return .compact
        case .inline, .wheels, .compact: return preferredDatePickerStyle
        }
    }

    /// DT6: the size of the style and mode (see `_intrinsicSize`).
    open override var intrinsicContentSize: CGSize { _intrinsicSize }

    /// DT9: a tap on a day of an inline calendar chooses it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let tapped = isEnabled && _touchTracking != .none ? touches.first.map { $0.location(in: self) } : nil
        super.touchesEnded(touches, with: event)
        if let tapped { _inlineTap(at: tapped) }
    }

    // MARK: The user

    /// DT4: the user chose `date` (code standing for the user): it is rounded and clamped as
    /// a date set in code is and, if that changed the picker's date, `.valueChanged` is sent.
    @_spi(Testing) public func _userSelect(_ date: Date) {
        let old = _date
        _setDate(date)
        if _date != old { sendActions(for: .valueChanged) }
    }

    /// DT5: the user chose a countdown of `duration`: rounded as in code, and at least one
    /// minute interval (the wheels do not rest on 0 h 0 min); `.valueChanged` if it changed.
    @_spi(Testing) public func _userSelectCountDown(_ duration: TimeInterval) {
        let old = _countDownDuration
        _countDownDuration = max(_roundedDuration(duration), TimeInterval(minuteInterval * 60))
        setNeedsDisplay()
        if _countDownDuration != old { sendActions(for: .valueChanged) }
    }

    // MARK: Rounding and clamping

    /// The calendar in the picker's time zone.
    @_spi(Testing) public var _zonedCalendar: Calendar {
        var zoned: Calendar = calendar ?? .current
        if let timeZone { zoned.timeZone = timeZone }
        if let locale { zoned.locale = locale }
        return zoned
    }

    private func _setDate(_ date: Date) {
        _date = _clamped(_rounded(date))
        setNeedsDisplay()
    }

    /// DT2: `date` at the nearest multiple of the minute interval within its hour (seconds
    /// dropped) when rounding applies.
    private func _rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1 else { return date }
        let parts = _zonedCalendar.dateComponents([.minute, .second, .nanosecond], from: date)
        let minutes = Double(parts.minute ?? 0) + (Double(parts.second ?? 0) + Double(parts.nanosecond ?? 0) / 1e9) / 60
        let interval = Double(minuteInterval)
        let target = (minutes / interval).rounded() * interval
        return date.addingTimeInterval((target - minutes) * 60)
    }

    /// DT3: `date` kept between the bounds (ignored when they cross).
    private func _clamped(_ date: Date) -> Date {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        if let minimumDate, date < minimumDate { return minimumDate }
        if let maximumDate, date > maximumDate { return maximumDate }
        return date
    }

    /// DT5: whole minutes, down to the minute interval, within 0…23:59.
    private func _roundedDuration(_ duration: TimeInterval) -> TimeInterval {
        let minutes = Int(max(0, min(duration, 86_340)) / 60)
        return TimeInterval(minutes - minutes % minuteInterval) * 60
    }

    /// A change of mode, style or locale changes the size and the drawing.
    private func _invalidateLook() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }
}

/// The styles of date picker, with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice for the mode and platform.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A label that opens an editor.
    case compact = 2
    /// A calendar or time editor shown in place.
    case inline = 3
}

import Foundation

/// A control for choosing a date, a time, or both.
///
/// ``date`` starts as the moment the picker was made and is always kept between
/// ``minimumDate`` and ``maximumDate`` (bounds that cross each other are ignored, as UIKit
/// documents). Changing the date in code sends nothing; a change the user makes sends
/// `.valueChanged`.
/// Differences from UIKit: there are no wheels or calendar to touch; the user's choice is
/// made with ``_userSelect(_:)`` (code standing for the user, as `SimulatedTouch` does for
/// fingers). `countDownDuration` and `roundsToMinuteInterval` are not modelled, and the date is
/// not rounded to ``minuteInterval``. Only the wheels style has an intrinsic size (320 × 216).
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

    /// The date shown, clamped between ``minimumDate`` and ``maximumDate``. Default: the
    /// moment the picker was made. Setting it sends no action.
    open var date: Date {
        get { _date }
        set { _date = _clamped(newValue) }
    }
    /// The earliest date the user can choose; nil for none.
    open var minimumDate: Date? { didSet { _date = _clamped(_date) } }
    /// The latest date the user can choose; nil for none.
    open var maximumDate: Date? { didSet { _date = _clamped(_date) } }
    /// What the picker chooses. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime { didSet { invalidateIntrinsicContentSize() } }
    /// The style asked for. Default `.automatic`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { invalidateIntrinsicContentSize() } }
    /// The interval between the minutes offered, 1…30 and dividing 60; other values set 1,
    /// as in UIKit. Default 1.
    open var minuteInterval: Int = 1 {
        didSet { if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 } }
    }
    /// The locale of the labels; nil for the current one.
    open var locale: Locale?
    /// The calendar. Default: the current calendar.
    open var calendar: Calendar! = .current
    /// The time zone; nil for the current one.
    open var timeZone: TimeZone?

    /// Creates a date picker showing now.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a date picker from a storyboard or nib (`datePickerMode`, `style`,
    /// `minuteInterval`, the `<date>` elements, `locale`). The file's date is used only when
    /// the file says `useCurrentDate="NO"`; otherwise the picker shows now, as on iOS.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeDatePicker(self)
    }

    /// Sets ``date``; `animated` turns the wheels visibly. Sends no action.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The style used: the preferred one, with `.automatic` (and `.inline` for a countdown,
    /// which has no inline form) resolved as on iPhone: wheels for a countdown, compact
    /// otherwise.
    open var datePickerStyle: UIDatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic: datePickerMode == .countDownTimer ? .wheels : .compact
        case .inline: datePickerMode == .countDownTimer ? .wheels : .inline
        case .wheels, .compact: preferredDatePickerStyle
        }
    }

    /// The user chose `date` (code standing for the user): the date is clamped and, if it
    /// changed, `.valueChanged` is sent.
    @_spi(Testing) public func _userSelect(_ date: Date) {
        let new = _clamped(date)
        guard new != _date else { return }
        _date = new
        sendActions(for: .valueChanged)
    }

    /// `date` kept between the bounds (ignored when they cross).
    private func _clamped(_ date: Date) -> Date {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        if let minimumDate, date < minimumDate { return minimumDate }
        if let maximumDate, date > maximumDate { return maximumDate }
        return date
    }

    /// 320 × 216 points for wheels; no intrinsic size for the other styles.
    open override var intrinsicContentSize: CGSize {
        datePickerStyle == .wheels ? CGSize(width: 320, height: 216) : super.intrinsicContentSize
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

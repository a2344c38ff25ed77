import Foundation

/// What a date picker shows, for its size (DT6), the renderer (DT7, DT8) and the taps on an
/// inline calendar (DT9).
@_spi(Rendering) public enum _DatePickerLook {
    /// Wheels: columns side by side, each with its rows' titles around the selected one.
    case wheels(columns: [_DatePickerWheelColumn])
    /// Pills: the date and the time as rounded grey labels.
    case compact(pills: [_DatePickerPill])
    /// A month grid (and, for date and time, a time pill under it).
    case inline(month: _DatePickerMonth, time: _DatePickerPill?)
}

/// One wheel: its frame and its titles, the selected one at index `selected`.
@_spi(Rendering) public struct _DatePickerWheelColumn {
    /// The column's frame in the picker.
    public let frame: CGRect
    /// The titles of the rows drawn, top down.
    public let titles: [String]
    /// The index in ``titles`` of the selected row (drawn in the band).
    public let selected: Int
    /// How the titles align in the column.
    public let alignment: NSTextAlignment
}

/// A grey rounded label showing the date or the time.
@_spi(Rendering) public struct _DatePickerPill {
    /// The date or time shown.
    public let text: String
    /// The pill's frame in the picker.
    public let frame: CGRect
}

/// A month of an inline picker.
@_spi(Rendering) public struct _DatePickerMonth {
    /// "November 2026".
    public let title: String
    /// The header's frame, where the title is drawn.
    public let titleFrame: CGRect
    /// The weekday initials' row ("SUN" … "SAT" in English).
    public let weekdays: [(symbol: String, frame: CGRect)]
    /// The days: their number, cell frame, whether chosen, today, or out of the bounds.
    public let days: [(day: Int, date: Date, frame: CGRect, isSelected: Bool, isToday: Bool, isEnabled: Bool)]
}

extension UIDatePicker {
    /// DT7: the height of a wheel's rows and of the selection band.
    @_spi(Rendering) public static let wheelRowHeight: CGFloat = 32
    /// DT8: a pill's height, its text's font and horizontal padding, and the gap between pills.
    static let pillHeight: CGFloat = 103.0 / 3.0
    static let pillFont = UIFont.systemFont(ofSize: 17)
    static let pillPadding: CGFloat = 11
    static let pillGap: CGFloat = 6
    /// DT8: the inline calendar's cell size and header heights.
    static let dayCell: CGFloat = 44
    static let monthHeader: CGFloat = 52
    static let weekdayRow: CGFloat = 24

    /// DT6: wheels 320 × 216 points; compact the pills' size; inline 320 wide, a header, the
    /// weekday row and six weeks of 44-point cells (a time pill row more for date and time).
    var _intrinsicSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: return CGSize(width: 320, height: 216)
        case .compact: return _compactSize
        case .inline:
            if datePickerMode == .time { return _compactSize }
            let calendarHeight = Self.monthHeader + Self.weekdayRow + 6 * Self.dayCell + 8
            return CGSize(width: 320, height: calendarHeight + (datePickerMode == .dateAndTime ? 52 : 0))
        }
    }

    /// The pills side by side, `pillGap` apart.
    private var _compactSize: CGSize {
        let widths = _pillTexts.map(_pillWidth)
        return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.pillGap, height: Self.pillHeight)
    }

    private func _pillWidth(_ text: String) -> CGFloat {
        ceil((text as NSString).size(withAttributes: [.font: Self.pillFont]).width) + 2 * Self.pillPadding
    }

    /// The texts of the compact pills: the medium date, the short time.
    private var _pillTexts: [String] {
        switch datePickerMode {
        case .date: [_format(date: .medium, time: .none)]
        case .time: [_format(date: .none, time: .short)]
        default: [_format(date: .medium, time: .none), _format(date: .none, time: .short)]
        }
    }

    private func _format(date: DateFormatter.Style, time: DateFormatter.Style, template: String? = nil) -> String {
        let formatter = DateFormatter()
        formatter.calendar = _zonedCalendar
        formatter.timeZone = _zonedCalendar.timeZone
        formatter.locale = locale ?? .current
        if let template { formatter.setLocalizedDateFormatFromTemplate(template) } else {
            formatter.dateStyle = date
            formatter.timeStyle = time
        }
        return formatter.string(from: self.date)
    }

    /// What the picker shows in its bounds now.
    @_spi(Rendering) public var _look: _DatePickerLook {
        switch datePickerStyle {
        case .wheels, .automatic: return .wheels(columns: _wheelColumns)
        case .compact: return .compact(pills: _pills(top: (bounds.height - Self.pillHeight) / 2, alignedLeading: false))
        case .inline:
            if datePickerMode == .time { return .compact(pills: _pills(top: (bounds.height - Self.pillHeight) / 2, alignedLeading: false)) }
            let time = datePickerMode == .dateAndTime ? _pills(top: bounds.height - 52 + 9, alignedLeading: true).last : nil
            return .inline(month: _month, time: time)
        }
    }

    /// The pills, centred (or from the trailing edge for an inline time row).
    private func _pills(top: CGFloat, alignedLeading: Bool) -> [_DatePickerPill] {
        let texts = alignedLeading ? [_format(date: .none, time: .short)] : _pillTexts
        let widths = texts.map(_pillWidth)
        let total = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.pillGap
        var x = alignedLeading ? bounds.width - 16 - total : (bounds.width - total) / 2
        return zip(texts, widths).map { text, width in
            defer { x += width + Self.pillGap }
            return _DatePickerPill(text: text, frame: CGRect(x: x, y: top, width: width, height: Self.pillHeight))
        }
    }
}

import Foundation

/// The wheels and the month grid a date picker draws (DT7, DT8), and the taps on the grid's
/// days (DT9).
extension UIDatePicker {
    /// Rows drawn above and below a wheel's selected one.
    static let wheelRowsAround = 3

    /// DT7: the columns for the mode, as iOS lays them out in English: month, day, year;
    /// day, hour, minute, AM/PM; hour, minute, AM/PM; hours, minutes; month, year.
    var _wheelColumns: [_DatePickerWheelColumn] {
        let zoned = _zonedCalendar
        let around = Self.wheelRowsAround
        let twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale ?? .current) ?? "").contains("a")
        let parts = zoned.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0, minute = parts.minute ?? 0
        let symbols = _formatterSymbols
        func spread(_ value: Int, _ title: (Int) -> String?) -> [String] {
            (-around...around).map { title(value + $0) ?? "" }
        }
        let hourColumn: [String] = twelveHour
            ? spread(hour) { "\((($0 % 12) + 12) % 12 == 0 ? 12 : (($0 % 12) + 12) % 12)" }
            : spread(hour) { String(format: "%02d", (($0 % 24) + 24) % 24) }
        let step = minuteInterval
        let minuteColumn = spread(minute / step) { String(format: "%02d", ((($0 * step) % 60) + 60) % 60) }
        // The AM/PM wheel has two rows: the other one sits below AM or above PM.
        let meridiem = hour < 12 ? ["", "", "", symbols.am, symbols.pm, "", ""] : ["", "", symbols.am, symbols.pm, "", "", ""]
        let month = (parts.month ?? 1) - 1
        let monthColumn = spread(month) { (0..<12).contains($0) ? symbols.months[$0] : symbols.months[(($0 % 12) + 12) % 12] }
        let dayCount = zoned.range(of: .day, in: .month, for: date)?.count ?? 31
        let dayColumn = spread(parts.day ?? 1) { (1...dayCount).contains($0) ? "\($0)" : "\((($0 - 1 + dayCount) % dayCount) + 1)" }
        let yearColumn = spread(parts.year ?? 2000) { "\($0)" }
        let specs: [(titles: [String], share: CGFloat, alignment: NSTextAlignment)]
        switch datePickerMode {
        case .date: specs = [(monthColumn, 0.45, .left), (dayColumn, 0.2, .right), (yearColumn, 0.35, .right)]
        case .time: specs = twelveHour ? [(hourColumn, 0.4, .right), (minuteColumn, 0.25, .left), (meridiem, 0.35, .left)]
                                       : [(hourColumn, 0.5, .right), (minuteColumn, 0.5, .left)]
        case .dateAndTime:
            let days = (-around...around).map { offset -> String in
                guard let day = zoned.date(byAdding: .day, value: offset, to: date) else { return "" }
                return zoned.isDateInToday(day) ? "Today" : _string(day, template: "EEEMMMd")
            }
            specs = twelveHour ? [(days, 0.44, .right), (hourColumn, 0.16, .right), (minuteColumn, 0.16, .left), (meridiem, 0.24, .left)]
                               : [(days, 0.5, .right), (hourColumn, 0.25, .right), (minuteColumn, 0.25, .left)]
        case .countDownTimer:
            let hours = Int(countDownDuration) / 3600, minutes = (Int(countDownDuration) % 3600) / 60
            specs = [(spread(hours) { (0...23).contains($0) ? ($0 == 1 ? "1 hour" : "\($0) hours") : nil }, 0.5, .right),
                     (spread(minutes / step) { (0..<(60 / step)).contains($0) ? "\($0 * step) min" : nil }, 0.5, .left)]
        case .yearAndMonth: specs = [(monthColumn, 0.6, .left), (yearColumn, 0.4, .right)]
        }
        let inner = bounds.insetBy(dx: 16, dy: 0)
        var x = inner.minX
        return specs.map { spec in
            let width = inner.width * spec.share
            defer { x += width }
            return _DatePickerWheelColumn(frame: CGRect(x: x, y: 0, width: width, height: bounds.height),
                                          titles: spec.titles, selected: around, alignment: spec.alignment)
        }
    }

    private var _formatterSymbols: (months: [String], am: String, pm: String) {
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.calendar = _zonedCalendar
        return (formatter.monthSymbols, formatter.amSymbol, formatter.pmSymbol)
    }

    private func _string(_ date: Date, template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale ?? .current
        formatter.calendar = _zonedCalendar
        formatter.timeZone = _zonedCalendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter.string(from: date)
    }

    /// DT8: the month of ``date``: a header, the weekday initials, and its days in weeks
    /// starting on the calendar's first weekday, 44-point cells across the width.
    var _month: _DatePickerMonth {
        let zoned = _zonedCalendar
        let start = zoned.dateInterval(of: .month, for: date)?.start ?? date
        let days = zoned.range(of: .day, in: .month, for: start)?.count ?? 30
        let leading = (zoned.component(.weekday, from: start) - zoned.firstWeekday + 7) % 7
        let column = (bounds.width - 16) / 7
        let gridTop = Self.monthHeader + Self.weekdayRow
        let symbols = (0..<7).map { index -> String in
            let all = DateFormatter()
            all.locale = locale ?? .current
            return all.shortWeekdaySymbols[(index + zoned.firstWeekday - 1) % 7].uppercased()
        }
        let weekdays = symbols.enumerated().map { index, symbol in
            (symbol, CGRect(x: 8 + CGFloat(index) * column, y: Self.monthHeader, width: column, height: Self.weekdayRow))
        }
        let chosen = zoned.component(.day, from: date)
        let cells = (1...days).map { day -> (Int, Date, CGRect, Bool, Bool, Bool) in
            let position = leading + day - 1
            let dayDate = zoned.date(byAdding: .day, value: day - 1, to: start) ?? start
            let frame = CGRect(x: 8 + CGFloat(position % 7) * column, y: gridTop + CGFloat(position / 7) * Self.dayCell,
                               width: column, height: Self.dayCell)
            let end = zoned.date(byAdding: .day, value: 1, to: dayDate) ?? dayDate
            let enabled = (minimumDate.map { end > $0 } ?? true) && (maximumDate.map { dayDate <= $0 } ?? true)
            return (day, dayDate, frame, day == chosen, zoned.isDateInToday(dayDate), enabled)
        }
        return _DatePickerMonth(title: _string(date, template: "MMMMyyyy"),
                                titleFrame: CGRect(x: 16, y: 0, width: bounds.width - 32, height: Self.monthHeader),
                                weekdays: weekdays, days: cells)
    }

    /// DT9: a tap on an enabled day of an inline calendar chooses that day at the picker's
    /// time, as the user's choice (`.valueChanged` when the date changes).
    func _inlineTap(at point: CGPoint) {
        guard datePickerStyle == .inline, datePickerMode != .time,
              let day = _month.days.first(where: { $0.frame.contains(point) }), day.isEnabled else { return }
        let zoned = _zonedCalendar
        var parts = zoned.dateComponents([.year, .month, .day], from: day.date)
        let time = zoned.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (time.hour, time.minute, time.second, time.nanosecond)
        if let chosen = zoned.date(from: parts) { _userSelect(chosen) }
    }
}

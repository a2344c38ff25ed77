import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) @testable import UIKit
import UIKitTesting

/// Date picker styles, sizes, rounding, bounds, countdowns and the user's choices (DT).
@MainActor
@Suite(.uikit) struct DatePickerStyleTests {
    init() { _ = freshUIKit() }

    /// A picker in English, in UTC, so its texts and days do not depend on the machine.
    private func makePicker(_ mode: UIDatePicker.Mode = .dateAndTime, style: UIDatePickerStyle = .automatic) -> UIDatePicker {
        let picker = UIDatePicker()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = calendar
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        return picker
    }

    /// 2026-03-10 at `hour`:`minute`:`second` UTC.
    private func march10(_ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
        var parts = DateComponents(year: 2026, month: 3, day: 10, hour: hour, minute: minute, second: second)
        parts.timeZone = TimeZone(identifier: "UTC")
        return Calendar(identifier: .gregorian).date(from: parts)!
    }

    @Test func test_DT1_automaticIsCompactAndCountdownsAndYearMonthAreAlwaysWheels() {
        let picker = makePicker()
        #expect(picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .yearAndMonth
        picker.preferredDatePickerStyle = .compact
        #expect(picker.datePickerStyle == .wheels)
        picker.datePickerMode = .date
        #expect(picker.datePickerStyle == .compact && picker.roundsToMinuteInterval)
    }

    @Test func test_DT2_theDateRoundsToTheNearestMinuteIntervalUnlessToldNot() {
        let picker = makePicker()
        picker.date = march10(10, 7, 20)
        #expect(picker.date == march10(10, 7, 20))  // an interval of 1 leaves it
        picker.minuteInterval = 15  // a new interval rounds the date again: 7 min 20 s is nearer 0 than 15
        #expect(picker.date == march10(10, 0))
        picker.date = march10(10, 8)
        #expect(picker.date == march10(10, 15))
        picker.date = march10(10, 53)
        #expect(picker.date == march10(11, 0))
        picker.roundsToMinuteInterval = false
        picker.date = march10(10, 8, 5)
        #expect(picker.date == march10(10, 8, 5))
    }

    @Test func test_DT3_theRoundedDateStaysWithinTheBounds() {
        let picker = makePicker()
        picker.minuteInterval = 30
        picker.minimumDate = march10(9, 10)
        picker.maximumDate = march10(18, 20)
        picker.date = march10(9, 12)  // rounds to 9:00, then the minimum lifts it
        #expect(picker.date == march10(9, 10))
        picker.date = march10(23, 0)
        #expect(picker.date == march10(18, 20))
    }

    @Test func test_DT4_theUsersChoiceIsRoundedClampedAndSentOnce() {
        let picker = makePicker()
        picker.minuteInterval = 5
        picker.maximumDate = march10(20, 0)
        picker.date = march10(12, 0)
        _ = hostInWindow(picker)
        let log = ControlEventLog()
        log.watch(picker)
        pickDate(march10(14, 32), in: picker)
        #expect(picker.date == march10(14, 30) && log.take() == ["valueChanged"])
        pickDate(march10(22, 0), in: picker)  // beyond the maximum: lands on it
        #expect(picker.date == march10(20, 0) && log.take() == ["valueChanged"])
        pickDate(march10(21, 0), in: picker)  // lands on the same date: nothing sent
        #expect(log.take() == [])
        picker.date = march10(8, 0)  // code: nothing sent
        #expect(log.take() == [])
    }

    @Test func test_DT5_countDownDurationHoldsWholeMinutesUpTo2359() {
        let picker = makePicker(.countDownTimer)
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = 100
        #expect(picker.countDownDuration == 60)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.minuteInterval = 10  // rounded down to the interval
        #expect(picker.countDownDuration == 85_800)
        _ = hostInWindow(picker)
        let log = ControlEventLog()
        log.watch(picker)
        pickCountDownDuration(0, in: picker)  // the wheels do not rest on 0:00
        #expect(picker.countDownDuration == 600 && log.take() == ["valueChanged"])
        pickCountDownDuration(659, in: picker)
        #expect(picker.countDownDuration == 600 && log.take() == [])
    }

    @Test func test_DT6_intrinsicSizesPerStyleAndMode() {
        let wheels = makePicker(.date, style: .wheels)
        #expect(wheels.intrinsicContentSize == CGSize(width: 320, height: 216))
        wheels.datePickerMode = .time
        #expect(wheels.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(makePicker(.countDownTimer, style: .inline).intrinsicContentSize == CGSize(width: 320, height: 216))
        let inline = makePicker(.date, style: .inline)
        #expect(inline.intrinsicContentSize == CGSize(width: 320, height: 348))
        inline.datePickerMode = .dateAndTime
        #expect(inline.intrinsicContentSize == CGSize(width: 320, height: 400))
        let compact = makePicker(.date, style: .compact)
        compact.date = march10(16, 5)
        let dateWidth = ceil(("Mar 10, 2026" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width) + 22
        #expect(compact.intrinsicContentSize == CGSize(width: dateWidth, height: 103.0 / 3.0))
        guard case let .compact(pills) = compact._look else { Issue.record("not compact"); return }
        #expect(pills.map(\.text) == ["Mar 10, 2026"])
        compact.datePickerMode = .dateAndTime
        guard case let .compact(both) = compact._look else { Issue.record("not compact"); return }
        #expect(both.count == 2 && both[0].text == "Mar 10, 2026" && both[1].text.hasPrefix("4:05"))
        #expect(compact.intrinsicContentSize.width == both[0].frame.width + 6 + both[1].frame.width)
        let compactTime = makePicker(.time, style: .compact).intrinsicContentSize
        #expect(makePicker(.time, style: .inline).intrinsicContentSize == compactTime && compactTime.height == both[0].frame.height)
    }

    @Test func test_DT7_wheelsShowTheModesColumnsAroundTheSelectedRow() {
        let picker = makePicker(.date, style: .wheels)
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        picker.date = march10(16, 5)
        guard case let .wheels(columns) = picker._look else { Issue.record("not wheels"); return }
        #expect(columns.map { $0.titles[$0.selected] } == ["March", "10", "2026"])
        #expect(columns[0].titles == ["December", "January", "February", "March", "April", "May", "June"])
        let lefts: [CGFloat] = [16, 16 + 288 * 0.45, 16 + 288 * 0.45 + 288 * 0.2]
        #expect(columns.map(\.frame.minX) == lefts)
        picker.datePickerMode = .time
        picker.minuteInterval = 5
        guard case let .wheels(time) = picker._look else { Issue.record("not wheels"); return }
        #expect(time.map { $0.titles[$0.selected] } == ["4", "05", "PM"])
        #expect(time[2].titles == ["", "", "AM", "PM", "", "", ""] && time[1].titles == ["50", "55", "00", "05", "10", "15", "20"])
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 3_900
        guard case let .wheels(countdown) = picker._look else { Issue.record("not wheels"); return }
        #expect(countdown.map { $0.titles[$0.selected] } == ["1 hour", "5 min"])
    }

    @Test func test_DT8_inlineShowsTheMonthInWeeksFromTheFirstWeekday() {
        let picker = makePicker(.date, style: .inline)
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 348)
        picker.date = march10(16, 5)
        picker.minimumDate = march10(0, 0).addingTimeInterval(-2 * 86_400)  // 8 March
        guard case let .inline(month, time) = picker._look else { Issue.record("not inline"); return }
        #expect(month.title == "March 2026" && time == nil)
        #expect(month.weekdays.map(\.symbol) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(month.days.count == 31)
        // 1 March 2026 is a Sunday: the first cell; the 10th is on Tuesday of the second week.
        #expect(month.days[0].frame == CGRect(x: 8, y: 76, width: 304.0 / 7, height: 44))
        #expect(month.days[9].frame == CGRect(x: 8 + 2 * 304.0 / 7, y: 120, width: 304.0 / 7, height: 44))
        #expect(month.days.filter(\.isSelected).map(\.day) == [10])
        #expect(month.days.filter { !$0.isEnabled }.map(\.day) == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test func test_DT9_tappingADayOfTheInlineCalendarChoosesItAtTheSameTime() {
        let picker = makePicker(.dateAndTime, style: .inline)
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        picker.date = march10(16, 5)
        picker.maximumDate = march10(0, 0).addingTimeInterval(10 * 86_400)  // 20 March, midnight
        _ = hostInWindow(picker)
        let log = ControlEventLog()
        log.watch(picker, excluding: [.touchDown, .touchUpInside])
        pickDate(march10(16, 5).addingTimeInterval(7 * 86_400), in: picker)  // the 17th, by a tap
        #expect(picker.date == march10(16, 5).addingTimeInterval(7 * 86_400) && log.take() == ["valueChanged"])
        guard case let .inline(month, _) = picker._look else { Issue.record("not inline"); return }
        let day25 = month.days[24].frame
        tap(at: picker.convert(CGPoint(x: day25.midX, y: day25.midY), to: picker.window), in: picker.window!)  // beyond the maximum
        #expect(picker.date == march10(16, 5).addingTimeInterval(7 * 86_400) && log.take() == [])
    }
}

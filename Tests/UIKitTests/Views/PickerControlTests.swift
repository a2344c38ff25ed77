import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// A picker data source and delegate that logs every question and answers from `rows`.
@MainActor
final class LoggingPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var log: [String] = []

    init(rows: [Int]) { self.rows = rows }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        log.append("components")
        return rows.count
    }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        log.append("rows \(component)")
        return rows[component]
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(component).\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("didSelect \(row) in \(component)")
    }
}

/// Date pickers, picker views and visual effect views.
@MainActor
@Suite(.uikit) struct PickerControlTests {
    init() { _ = freshUIKit() }

    // MARK: UIDatePicker

    @Test func test_datePickerDefaultsAreUIKits() {
        let before = Date()
        let picker = UIDatePicker()
        let after = Date()
        #expect(picker.date >= before && picker.date <= after)  // now, at creation
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact && picker.minuteInterval == 1)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && picker.locale == nil)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.minuteInterval = 7  // does not divide 60: back to 1
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
    }

    @Test func test_datePickerKeepsTheDateBetweenItsBoundsAndSendsNothingForCode() {
        let picker = UIDatePicker()
        let log = ControlEventLog()
        log.watch(picker)
        let day: TimeInterval = 86_400
        let start = Date(timeIntervalSinceReferenceDate: 100 * day)
        picker.setDate(start, animated: false)
        picker.minimumDate = start.addingTimeInterval(day)  // the date moves up to it
        #expect(picker.date == start.addingTimeInterval(day))
        picker.maximumDate = start.addingTimeInterval(3 * day)
        picker.date = start.addingTimeInterval(10 * day)
        #expect(picker.date == start.addingTimeInterval(3 * day))
        picker.minimumDate = start.addingTimeInterval(5 * day)  // crossing bounds are ignored
        picker.date = start
        #expect(picker.date == start)
        #expect(log.take() == [])
        picker.minimumDate = nil
        picker._userSelect(start.addingTimeInterval(2 * day))
        #expect(picker.date == start.addingTimeInterval(2 * day) && log.take() == ["valueChanged"])
        picker._userSelect(start.addingTimeInterval(9 * day))  // clamped to the maximum
        #expect(picker.date == start.addingTimeInterval(3 * day) && log.take() == ["valueChanged"])
        picker._userSelect(start.addingTimeInterval(9 * day))  // no change: nothing sent
        #expect(log.take() == [])
    }

    // MARK: UIPickerView

    @Test func test_pickerAsksItsDataSourceOnceUntilReloaded() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
        let source = LoggingPickerSource(rows: [5, 0])
        picker.dataSource = source
        picker.delegate = source
        #expect(source.log == [])  // not asked until needed
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 1) == 0)
        #expect(picker.numberOfRows(inComponent: 7) == 0)
        #expect(source.log == ["components", "rows 0", "rows 1"])
        source.log = []
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == -1)  // -1: no rows
        picker.selectRow(3, inComponent: 0, animated: true)  // the delegate is not told
        picker.selectRow(9, inComponent: 0, animated: false)  // out of range: ignored
        #expect(picker.selectedRow(inComponent: 0) == 3 && source.log == [])
        source.rows = [2, 4]
        picker.reloadComponent(1)
        #expect(source.log == ["rows 1"] && picker.numberOfRows(inComponent: 0) == 5 && picker.numberOfRows(inComponent: 1) == 4)
        source.log = []
        picker.reloadAllComponents()
        #expect(source.log == ["components", "rows 0", "rows 1"])
        #expect(picker.selectedRow(inComponent: 0) == 1)  // kept, clamped to the new rows
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 157.5, height: 32))
    }

    @Test func test_userTurningAWheelSelectsARowAndTellsTheDelegate() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        let source = LoggingPickerSource(rows: [10, 10])
        picker.dataSource = source
        picker.delegate = source
        _ = hostInWindow(picker)
        #expect(source.log == ["components", "rows 0", "rows 1"])  // asked at layout
        source.log = []
        // Component 1 is the right half; a drag up of three rows (96 points) turns it down three.
        let finger = touch(picker, at: CGPoint(x: 240, y: 150))
        finger.move(to: windowPoint(picker, CGPoint(x: 240, y: 54)), steps: 3)
        finger.lift()
        #expect(picker.selectedRow(inComponent: 1) == 3 && picker.selectedRow(inComponent: 0) == 0)
        // A tap on the row below the selection (32 points under the middle) selects it.
        tap(at: windowPoint(picker, CGPoint(x: 80, y: 108 + 32)), in: picker.window!)
        // A tap on the selected row changes nothing.
        tap(at: windowPoint(picker, CGPoint(x: 80, y: 108)), in: picker.window!)
        #expect(source.log == ["didSelect 3 in 1", "didSelect 1 in 0"])
    }

    // MARK: UIVisualEffectView

    @Test func test_visualEffectViewContentViewFillsIt() {
        let blur = UIBlurEffect(style: .systemMaterial)
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect === blur && view.subviews == [view.contentView])
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(UIBlurEffect.Style.regular.rawValue == 4 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        let vibrancy = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(vibrancy._blurEffect === blur && vibrancy._style == .secondaryLabel)
        #expect(UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).effect == nil)
        #expect("\(blur)".hasSuffix(" style=systemMaterial"))
    }
}

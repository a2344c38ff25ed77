#if SnapshotTesting
import Foundation
import SnapshotTesting
import Testing
import UIKit
import UIKitRendering
import UIKitSnapshotTesting
import UIKitTesting

/// Pictures of date pickers in each style, a picker view and colour wells (DT7, DT8, PK7, CW7).
@MainActor
@Suite(.uikit) struct PickerSnapshotTests {
    init() { freshSnapshotScreen() }

    /// A picker in English, in UTC, on 10 March 2026 at 16:05.
    private func datePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle) -> UIDatePicker {
        let picker = UIDatePicker()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = calendar
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = Date(timeIntervalSince1970: 1_773_158_700)  // 2026-03-10 16:05 UTC
        return picker
    }

    @Test func wheelsAndCompactDatePickers() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        let wheels = datePicker(.dateAndTime, .wheels)
        wheels.frame = CGRect(x: 0, y: 40, width: 375, height: 216)
        let date = datePicker(.date, .wheels)
        date.frame = CGRect(x: 0, y: 270, width: 375, height: 216)
        let compact = datePicker(.dateAndTime, .compact)
        compact.frame = CGRect(origin: CGPoint(x: 16, y: 510), size: compact.intrinsicContentSize)
        let time = datePicker(.time, .compact)
        time.frame = CGRect(origin: CGPoint(x: 16, y: 560), size: time.intrinsicContentSize)
        for view in [wheels, date, compact, time] { content.view.addSubview(view) }
        assertSnapshot(of: content, as: .image(on: .iPhone8, precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func inlineDatePickerShowsTheMonth() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        let inline = datePicker(.dateAndTime, .inline)
        inline.minimumDate = Date(timeIntervalSince1970: 1_772_928_000)  // 8 March: the first week is faded
        inline.frame = CGRect(origin: CGPoint(x: 27.5, y: 40), size: inline.intrinsicContentSize)
        content.view.addSubview(inline)
        assertSnapshot(of: content, as: .image(on: .iPhone8, precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func test_PK7_pickerViewRowsBehindTheSelectionBand() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        let source = TitleSource()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 40, width: 375, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(4, inComponent: 0, animated: false)
        content.view.addSubview(picker)
        assertSnapshot(of: content, as: .image(on: .iPhone8, precision: 0.9995, perceptualPrecision: 0.98))
        withExtendedLifetime(source) {}
    }

    @Test func test_CW7_colorWellsDrawAHueRingAroundTheirColour() {
        let content = UIViewController()
        content.view.backgroundColor = .systemBackground
        for (index, color) in [nil, UIColor.systemBlue, UIColor.systemOrange].enumerated() {
            let well = UIColorWell(frame: CGRect(x: 40 + CGFloat(index) * 60, y: 300, width: 44, height: 44))
            well.selectedColor = color
            content.view.addSubview(well)
        }
        let disabled = UIColorWell(frame: CGRect(x: 220, y: 300, width: 44, height: 44))
        disabled.selectedColor = .systemGreen
        disabled.isEnabled = false
        content.view.addSubview(disabled)
        assertSnapshot(of: content, as: .image(on: .iPhone8, precision: 0.9995, perceptualPrecision: 0.98))
    }
}

/// Two components of fruit and counts.
@MainActor
private final class TitleSource: UIPickerViewDataSource, UIPickerViewDelegate {
    let fruit = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Honeydew"]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? fruit.count : 12 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? fruit[row] : "\(row + 1)"
    }
}

/// Pictures of the colour and font pickers presented over a screen (CW3, CW5, FP3).
@MainActor
@Suite(.uikit) struct PresentedPickerSnapshotTests {
    init() { freshSnapshotScreen() }

    private func present(_ picker: UIViewController) -> UIWindow {
        let root = UIViewController()
        root.view.backgroundColor = .systemBackground
        let window = showInWindow(root)
        root.present(picker, animated: false)
        drainMainRunLoop()
        return window
    }

    @Test func colorPickerIsAMediumSheetWithTheGrid() {
        let picker = UIColorPickerViewController()
        picker.title = "Ink"
        picker.selectedColor = .systemOrange
        let window = present(picker)
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }

    @Test func fontPickerListsFamiliesInTheirOwnFonts() {
        let window = present(UIFontPickerViewController())
        assertSnapshot(of: ViewRenderer(scale: 2).image(of: window), as: .image(precision: 0.9995, perceptualPrecision: 0.98))
    }
}
#endif

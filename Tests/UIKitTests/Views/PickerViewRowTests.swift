import Foundation
import Testing
@_spi(Testing) @_spi(Rendering) @testable import UIKit
import UIKitTesting

/// A picker delegate giving its own row views and logging each request and the view given back.
@MainActor
final class RowViewPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows: [Int]
    var log: [String] = []
    var made = 0
    init(rows: [Int]) { self.rows = rows }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 60 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let reused = view.map { "v\($0.tag)" } ?? "nil"
        log.append("\(component).\(row) reusing \(reused)")
        if let view { return view }
        made += 1
        let fresh = UIView()
        fresh.tag = made
        return fresh
    }
}

/// A picker delegate giving titles, attributed for even rows.
@MainActor
final class TitledPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "Plain \(row)" }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        row % 2 == 0 ? NSAttributedString(string: "Styled \(row)", attributes: [.foregroundColor: UIColor.systemRed]) : nil
    }
}

/// Picker view rows as views: which view a row shows, reuse, placement (PK).
@MainActor
@Suite(.uikit) struct PickerViewRowTests {
    init() { _ = freshUIKit() }

    /// A picker of `TitledPickerSource`'s rows.
    private func titledPicker(_ source: TitledPickerSource) -> UIPickerView {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        return picker
    }

    @Test func test_PK1_aRowShowsTheAttributedTitleBeforeThePlainOne() {
        let source = TitledPickerSource()
        let picker = titledPicker(source)
        let styled = picker.view(forRow: 2, forComponent: 0) as? UILabel
        let plain = picker.view(forRow: 1, forComponent: 0) as? UILabel
        #expect(styled?.attributedText?.string == "Styled 2" && plain?.text == "Plain 1")
        #expect(styled?.superview === picker)
    }

    @Test func test_PK5_aTitleRowIsALabelCentredInThe21PointSystemFont() {
        let source = TitledPickerSource()
        let plain = titledPicker(source).view(forRow: 1, forComponent: 0) as? UILabel
        #expect(plain?.textAlignment == .center && plain?.font == .systemFont(ofSize: 21))
    }

    /// A hosted picker of `RowViewPickerSource`'s views: rows 0…3 and 0…1 on screen.
    private func rowViewPicker(_ source: RowViewPickerSource) -> UIPickerView {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        _ = hostInWindow(picker)
        return picker
    }

    @Test func test_PK3_viewForRowIsTheViewShownAndNilOffScreenOrPastTheEnd() {
        let source = RowViewPickerSource(rows: [20, 2])
        let picker = rowViewPicker(source)
        #expect(picker.view(forRow: 3, forComponent: 0)?.tag == 4)
        #expect(picker.view(forRow: 4, forComponent: 0) == nil && picker.view(forRow: 9, forComponent: 1) == nil)
        #expect(source.log.count == 6)  // asking made no view
    }

    @Test func test_PK2_rowsLeavingTheScreenGiveTheirViewsBackForTheNextRows() {
        let source = RowViewPickerSource(rows: [20, 2])
        let picker = rowViewPicker(source)
        #expect(source.log == ["0.0 reusing nil", "0.1 reusing nil", "0.2 reusing nil", "0.3 reusing nil",
                               "1.0 reusing nil", "1.1 reusing nil"])
        source.log = []
        picker.selectRow(5, inComponent: 0, animated: false)  // rows 2…8 on screen: 0 and 1 leave
        picker.layoutIfNeeded()
        // The rows coming on screen are asked top down; the first take the views that left, first left first.
        #expect(source.log == ["0.4 reusing v1", "0.5 reusing v2", "0.6 reusing nil", "0.7 reusing nil", "0.8 reusing nil"])
        source.log = []
        source.rows = [20, 3]
        picker.reloadComponent(1)
        picker.layoutIfNeeded()
        #expect(source.log == ["1.0 reusing v5", "1.1 reusing v6", "1.2 reusing nil"])
        #expect(picker.view(forRow: 2, forComponent: 1)?.tag == 10)
    }

    @Test func test_PK4_rowViewsSitAtTheirRowsInComponentsSideBySide() {
        let source = RowViewPickerSource(rows: [20, 2])
        let picker = rowViewPicker(source)
        // Components of 100 and 60 points, 5 apart, centred: x 77.5 and 182.5; rows 40 high around y 108.
        #expect(picker.view(forRow: 0, forComponent: 0)?.frame == CGRect(x: 77.5, y: 88, width: 100, height: 40))
        #expect(picker.view(forRow: 2, forComponent: 0)?.frame == CGRect(x: 77.5, y: 168, width: 100, height: 40))
        #expect(picker.view(forRow: 1, forComponent: 1)?.frame == CGRect(x: 182.5, y: 128, width: 60, height: 40))
    }

    @Test func test_PK6_selectingARowMovesTheRowsWithoutTellingTheDelegate() {
        let source = RowViewPickerSource(rows: [20, 2])
        let picker = rowViewPicker(source)
        picker.selectRow(1, inComponent: 1, animated: true)
        picker.layoutIfNeeded()
        #expect(picker.view(forRow: 1, forComponent: 1)?.frame == CGRect(x: 182.5, y: 88, width: 60, height: 40))
        #expect(picker._selectionBand == CGRect(x: 77.5, y: 88, width: 165, height: 40))
        #expect(source.log.count == 6)  // moving the rows asked for no new view
        // A delegate that hears selections hears nothing of the app's own.
        let listening = LoggingPickerSource(rows: [20, 2])
        let other = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        other.dataSource = listening
        other.delegate = listening
        _ = hostInWindow(other)
        listening.log = []
        other.selectRow(3, inComponent: 0, animated: false)
        other.layoutIfNeeded()
        #expect(other.selectedRow(inComponent: 0) == 3 && !listening.log.contains { $0.hasPrefix("didSelect") })
    }
}

/// Touches on custom row views (PK8).
@MainActor
@Suite(.uikit) struct PickerViewRowTouchTests {
    init() { _ = freshUIKit() }

    @Test func test_PK8_aDragStartingOnACustomRowViewTurnsTheWheelAndANewDelegateIsAskedAgain() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = RowViewPickerSource(rows: [20, 2])
        let selections = LoggingPickerSource(rows: [20, 2])
        picker.dataSource = source
        picker.delegate = source
        _ = hostInWindow(picker)
        let rowView = picker.view(forRow: 0, forComponent: 0)
        #expect(rowView?.isUserInteractionEnabled == true && picker.window?.hitTest(windowPoint(picker, CGPoint(x: 120, y: 108)), with: nil) === picker)
        let finger = touch(picker, at: CGPoint(x: 120, y: 108))  // on row 0's own view
        finger.move(to: windowPoint(picker, CGPoint(x: 120, y: 28)), steps: 3)  // up two rows of 40
        finger.lift()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        source.log = []
        picker.delegate = selections  // a new delegate: its rows (titles) replace the views
        picker.layoutIfNeeded()
        #expect(picker.view(forRow: 2, forComponent: 0) is UILabel && source.log == [])
        tap(at: windowPoint(picker, CGPoint(x: 80, y: 108 + 32)), in: picker.window!)  // on the label of the row below
        #expect(picker.selectedRow(inComponent: 0) == 3 && selections.log == ["didSelect 3 in 0"])
    }
}

import Foundation

/// What the colour well and the date picker's newer settings decode from a storyboard or nib.
@MainActor
extension IBCoder {
    /// A colour well (CW10): `title`, `supportsAlpha`, `<color key="selectedColor">`.
    func decodeColorWell(_ well: UIColorWell) {
        if let title = element["title"] { well.title = title }
        if let supportsAlpha = element.bool("supportsAlpha") { well.supportsAlpha = supportsAlpha }
        if let color = color("selectedColor") { well.selectedColor = color }
    }

    /// A date picker's countdown (DT10): `countDownDuration` (seconds) and
    /// `roundsToMinuteInterval`.
    func decodeDatePickerCountDown(_ picker: UIDatePicker) {
        if let rounds = element.bool("roundsToMinuteInterval") { picker.roundsToMinuteInterval = rounds }
        if let duration = element.double("countDownDuration") { picker.countDownDuration = duration }
    }
}

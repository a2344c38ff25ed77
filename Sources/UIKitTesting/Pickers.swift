@_spi(Testing) @_spi(Rendering) import UIKit

// The user in the colour picker, the font picker and date pickers. Each checks that the
// user could do it (the picker on screen, the choice offered) and fails the test otherwise.

/// The user picks `color` in the colour picker on screen: a tap on its swatch when the grid
/// has it, else the colour made with the sliders (CW5). With `supportsAlpha` false the colour
/// must be opaque.
@MainActor
public func pickColor(_ color: UIColor, in picker: UIColorPickerViewController) {
    guard picker.viewIfLoaded?.window != nil else { preconditionFailure("pickColor(_:in:): \(picker) is not on screen") }
    if !picker.supportsAlpha, color.cgColor.alpha < 1 {
        preconditionFailure("pickColor(_:in:): \(picker) does not support alpha; \(color) is not opaque")
    }
    if let swatch = picker._swatches.first(where: { $0.color == color }) { return tap(swatch.view) }
    picker._userSelect(color, continuously: false)
}

/// The user drags through `colors` in the colour picker on screen (the spectrum or a
/// slider): each but the last is picked continuously, the last when the finger lifts (CW5).
@MainActor
public func dragColor(through colors: [UIColor], in picker: UIColorPickerViewController) {
    guard picker.viewIfLoaded?.window != nil else { preconditionFailure("dragColor(through:in:): \(picker) is not on screen") }
    for (index, color) in colors.enumerated() { picker._userSelect(color, continuously: index < colors.count - 1) }
}

/// Taps the colour picker's close button (CW4).
@MainActor
public func closeColorPicker(_ picker: UIColorPickerViewController) {
    guard let button = picker._closeButton, button.window != nil else { preconditionFailure("closeColorPicker(_:): \(picker) is not on screen") }
    tap(button)
}

/// The user picks the font family `family` in the font picker on screen, which must offer it
/// (FP2, FP3).
@MainActor
public func pickFontFamily(_ family: String, in picker: UIFontPickerViewController) {
    guard picker.viewIfLoaded?.window != nil else { preconditionFailure("pickFontFamily(_:in:): \(picker) is not on screen") }
    guard picker._offeredFamilies.contains(family) else {
        preconditionFailure("pickFontFamily(_:in:): \(picker) does not offer \"\(family)\"")
    }
    picker._pick(UIFontDescriptor(fontAttributes: [.family: family]))
}

/// The user picks the face `fontName` (a PostScript name) in the font picker on screen, which
/// must include faces and offer its family (FP3).
@MainActor
public func pickFontFace(_ fontName: String, in picker: UIFontPickerViewController) {
    guard picker.viewIfLoaded?.window != nil else { preconditionFailure("pickFontFace(_:in:): \(picker) is not on screen") }
    guard picker.configuration.includeFaces else { preconditionFailure("pickFontFace(_:in:): \(picker) does not include faces") }
    guard let family = picker._offeredFamilies.first(where: { UIFont.fontNames(forFamilyName: $0).contains(fontName) }) else {
        preconditionFailure("pickFontFace(_:in:): \(picker) offers no family with \"\(fontName)\"")
    }
    picker._pick(UIFontDescriptor(fontAttributes: [.family: family, .name: fontName]))
}

/// Taps the font picker's Cancel button (FP4).
@MainActor
public func cancelFontPicker(_ picker: UIFontPickerViewController) {
    guard let cancel = picker._cancelButton, picker.viewIfLoaded?.window != nil else {
        preconditionFailure("cancelFontPicker(_:): \(picker) is not on screen")
    }
    tap(cancel)
}

/// The user chooses `date` in the date picker on screen (DT4): on an inline calendar, when
/// only the day changes within the month shown, by tapping that day (DT9); otherwise as the
/// wheels or the compact editor would set it. The picker rounds and clamps it and sends
/// `.valueChanged` once if its date changed.
@MainActor
public func pickDate(_ date: Date, in picker: UIDatePicker) {
    guard picker.window != nil, picker.isEnabled else { preconditionFailure("pickDate(_:in:): \(picker) is not on screen and enabled") }
    guard picker.datePickerMode != .countDownTimer else {
        preconditionFailure("pickDate(_:in:): \(picker) is a countdown; use pickCountDownDuration(_:in:)")
    }
    picker.window?.layoutIfNeeded()
    if picker.datePickerStyle == .inline, picker.datePickerMode != .time, case let .inline(month, _) = picker._look {
        let calendar = picker._zonedCalendar
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: picker.date)
        let chosenTime = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        if time == chosenTime, let day = month.days.first(where: { calendar.isDate($0.date, inSameDayAs: date) }), day.isEnabled {
            return tap(at: picker.convert(CGPoint(x: day.frame.midX, y: day.frame.midY), to: picker.window), in: picker.window!)
        }
    }
    picker._userSelect(date)
}

/// The user turns a countdown picker's wheels to `duration` (DT5).
@MainActor
public func pickCountDownDuration(_ duration: TimeInterval, in picker: UIDatePicker) {
    guard picker.window != nil, picker.isEnabled, picker.datePickerMode == .countDownTimer else {
        preconditionFailure("pickCountDownDuration(_:in:): \(picker) is not a countdown on screen")
    }
    picker._userSelectCountDown(duration)
}

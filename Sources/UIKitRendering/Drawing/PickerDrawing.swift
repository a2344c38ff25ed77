#if canImport(Glibc)
import Glibc
#endif
import Foundation
@_spi(Rendering) import UIKit

/// Date pickers, picker views and colour wells, drawn as iOS 17 draws them (DT7, DT8, PK7,
/// CW9).
@MainActor
enum PickerDrawing {
    /// The grey of the wheels' selection band and of the compact pills.
    static let bandFill = UIColor.tertiarySystemFill

    /// A date picker: its wheels, pills or month grid.
    static func drawDatePicker(_ picker: UIDatePicker, in rect: CGRect, canvas: Canvas) {
        switch picker._look {
        case let .wheels(columns): drawWheels(columns, in: rect, canvas: canvas)
        case let .compact(pills): for pill in pills { drawPill(pill, tint: picker.tintColor, canvas: canvas) }
        case let .inline(month, time):
            drawMonth(month, tint: picker.tintColor, canvas: canvas)
            if let time {
                canvas.drawText("Time", in: CGRect(x: 16, y: time.frame.minY, width: 120, height: time.frame.height),
                                font: .systemFont(ofSize: 17), color: .label, alignment: .left)
                drawPill(time, tint: picker.tintColor, canvas: canvas)
            }
        }
        ControlDrawing.dimIfDisabled(picker, rect, canvas)
    }

    /// DT7: the band behind the middle row, then each column's titles, the selected one in
    /// the label colour and the others fading with their distance.
    static func drawWheels(_ columns: [_DatePickerWheelColumn], in rect: CGRect, canvas: Canvas) {
        let height = UIDatePicker.wheelRowHeight
        let band = CGRect(x: rect.minX + 8, y: rect.midY - height / 2, width: rect.width - 16, height: height)
        canvas.fill(band, cornerRadius: 8, color: bandFill)
        let font = UIFont.systemFont(ofSize: 21)
        for column in columns {
            for (index, title) in column.titles.enumerated() where !title.isEmpty {
                let offset = CGFloat(index - column.selected)
                let row = CGRect(x: column.frame.minX + 6, y: rect.midY - height / 2 + offset * height,
                                 width: column.frame.width - 12, height: height)
                let color = offset == 0 ? UIColor.label : UIColor.label.withAlphaComponent(max(0.15, 0.55 - 0.12 * abs(offset)))
                canvas.drawText(title, in: row, font: font, color: color, alignment: column.alignment)
            }
        }
    }

    /// DT8: a grey rounded rectangle with the text centred.
    static func drawPill(_ pill: _DatePickerPill, tint: UIColor, canvas: Canvas) {
        canvas.fill(pill.frame, cornerRadius: 6, color: bandFill)
        canvas.drawText(pill.text, in: pill.frame, font: .systemFont(ofSize: 17), color: .label, alignment: .center)
    }

    /// DT8: the month's title, the weekday initials, the days; the chosen day in the tint on
    /// a pale tinted circle, today in the tint, days out of the bounds faded.
    static func drawMonth(_ month: _DatePickerMonth, tint: UIColor, canvas: Canvas) {
        canvas.drawText(month.title, in: month.titleFrame, font: .systemFont(ofSize: 17, weight: .semibold), color: .label, alignment: .left)
        for (symbol, frame) in month.weekdays {
            canvas.drawText(symbol, in: frame, font: .systemFont(ofSize: 13, weight: .semibold), color: .tertiaryLabel, alignment: .center)
        }
        for day in month.days {
            let color: UIColor
            if day.isSelected {
                let side = min(day.frame.width, day.frame.height) - 4
                let circle = CGRect(x: day.frame.midX - side / 2, y: day.frame.midY - side / 2, width: side, height: side)
                canvas.fill(circle, cornerRadius: side / 2, color: tint.withAlphaComponent(0.12))
                color = tint
            } else if !day.isEnabled {
                color = .tertiaryLabel
            } else {
                color = day.isToday ? tint : .label
            }
            let weight: UIFont.Weight = day.isSelected ? .semibold : .regular
            canvas.drawText("\(day.day)", in: day.frame, font: .systemFont(ofSize: 20, weight: weight), color: color, alignment: .center)
        }
    }

    /// PK7: a picker view's selection band (its rows are subviews and draw themselves).
    static func drawPickerView(_ picker: UIPickerView, in rect: CGRect, canvas: Canvas) {
        guard let band = picker._selectionBand else { return }
        canvas.fill(band.insetBy(dx: 8, dy: 0), cornerRadius: 8, color: bandFill)
    }

    /// CW9: a ring of the hues (24 segments) 28 points across, and inside it, 3 points in,
    /// a disc of the selected colour.
    static func drawColorWell(_ well: UIColorWell, in rect: CGRect, canvas: Canvas) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer: CGFloat = 14, inner: CGFloat = 10.5
        let segments = 24
        for index in 0..<segments {
            let start = CGFloat(index) / CGFloat(segments) * 2 * .pi - .pi / 2
            let end = CGFloat(index + 1) / CGFloat(segments) * 2 * .pi - .pi / 2 + 0.01
            let path = CGMutablePath()
            path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: false)
            path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: true)
            path.closeSubpath()
            canvas.fill(path, color: UIColor(hue: CGFloat(index) / CGFloat(segments), saturation: 0.9, brightness: 1, alpha: 1))
        }
        if let color = well.selectedColor {
            let radius = inner - 2.5
            canvas.fill(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), cornerRadius: radius, color: color)
        }
        ControlDrawing.dimIfDisabled(well, rect, canvas)
    }
}

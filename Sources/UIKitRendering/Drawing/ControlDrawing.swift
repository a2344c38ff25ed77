#if canImport(Glibc)
import Glibc
#endif
@_spi(Rendering) import UIKit

/// UIKit's controls, drawn as iOS 17 draws them, in light or dark mode (the canvas resolves
/// the system colours with the control's traits).
@MainActor
enum ControlDrawing {
    /// iOS's fill for a switch's track when off.
    static let trackFill = UIColor.secondarySystemFill
    /// The segmented control's and stepper's background.
    static let segmentFill = UIColor.tertiarySystemFill
    /// The selected segment's card: white, a lighter grey in dark mode.
    static let selectedSegmentFill = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white }
    /// The grey of slider and progress tracks.
    static let barTrackFill = UIColor.systemFill
    /// What a disabled control is faded toward: the background at half strength.
    static let disabledVeil = UIColor.systemBackground.withAlphaComponent(0.5)

    /// A switch: a capsule track (green when on), a white thumb with a soft shadow.
    static func drawSwitch(_ control: UISwitch, in rect: CGRect, canvas: Canvas) {
        let track = CGRect(x: rect.midX - 25.5, y: rect.midY - 15.5, width: 51, height: 31)
        canvas.fill(track, cornerRadius: 15.5, color: control.isOn ? control.onTintColor ?? .systemGreen : trackFill)
        let thumb = CGRect(x: control.isOn ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
        canvas.shadow(of: thumb, cornerRadius: 13.5, color: .black, opacity: 0.15, offset: CGSize(width: 0, height: 3), radius: 8)
        canvas.fill(thumb, cornerRadius: 13.5, color: control.thumbTintColor ?? .white)
        dimIfDisabled(control, rect, canvas)
    }

    /// A slider: the track filled with the tint up to the thumb, a white round thumb.
    static func drawSlider(_ slider: UISlider, in rect: CGRect, canvas: Canvas) {
        let track = slider.trackRect(forBounds: rect)
        let thumb = slider.thumbRect(forBounds: rect, trackRect: track, value: slider.value)
        let line = CGRect(x: track.minX, y: track.midY - 2, width: track.width, height: 4)
        canvas.fill(line, cornerRadius: 2, color: slider.maximumTrackTintColor ?? barTrackFill)
        let filled = CGRect(x: line.minX, y: line.minY, width: max(0, thumb.midX - line.minX), height: 4)
        canvas.fill(filled, cornerRadius: 2, color: slider.minimumTrackTintColor ?? slider.tintColor)
        let knob = CGRect(x: thumb.midX - 14, y: thumb.midY - 14, width: 28, height: 28)
        canvas.shadow(of: knob, cornerRadius: 14, color: .black, opacity: 0.2, offset: CGSize(width: 0, height: 3), radius: 6)
        canvas.fill(knob, cornerRadius: 14, color: slider.thumbTintColor ?? .white)
        canvas.strokeInside(knob, cornerRadius: 14, width: 0.5, color: UIColor(white: 0, alpha: 0.04))
    }

    /// A progress bar: a rounded track and the tint's share of it.
    static func drawProgress(_ progress: UIProgressView, in rect: CGRect, canvas: Canvas) {
        let track = CGRect(x: rect.minX, y: rect.midY - 2, width: rect.width, height: 4)
        canvas.fill(track, cornerRadius: 2, color: progress.trackTintColor ?? barTrackFill)
        let done = track.width * CGFloat(min(1, max(0, progress.progress)))
        canvas.fill(CGRect(x: track.minX, y: track.minY, width: done, height: 4), cornerRadius: 2,
                    color: progress.progressTintColor ?? progress.tintColor)
    }

    /// A segmented control: a grey capsule, the selected segment a white card with a
    /// shadow, titles in 13-point type (semibold when selected), hairlines between the rest.
    static func drawSegmented(_ control: UISegmentedControl, in rect: CGRect, canvas: Canvas) {
        canvas.fill(rect, cornerRadius: 9, color: segmentFill)
        let count = control.numberOfSegments
        guard count > 0 else { return }
        var frames: [CGRect] = []
        var x = rect.minX
        let automatic = rect.width / CGFloat(count)
        for index in 0..<count {
            let fixed = control.widthForSegment(at: index)
            let width = fixed > 0 ? fixed : automatic
            frames.append(CGRect(x: x, y: rect.minY, width: width, height: rect.height))
            x += width
        }
        let selected = control.selectedSegmentIndex
        for index in 1..<max(1, count) where index != selected && index - 1 != selected {
            canvas.fill(CGRect(x: frames[index].minX - 0.5, y: rect.minY + 8, width: 1, height: rect.height - 16),
                        color: UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3))
        }
        if frames.indices.contains(selected) {
            let card = frames[selected].insetBy(dx: 2, dy: 2)
            canvas.shadow(of: card, cornerRadius: 7, color: .black, opacity: 0.12, offset: CGSize(width: 0, height: 3), radius: 8)
            canvas.fill(card, cornerRadius: 7, color: control.selectedSegmentTintColor ?? selectedSegmentFill)
        }
        for (index, frame) in frames.enumerated() {
            guard let title = control.titleForSegment(at: index) else { continue }
            let attributes = control._effectiveTitleTextAttributes(selected: index == selected)
            let font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
            let color = attributes[.foregroundColor] as? UIColor ?? .label
            canvas.drawText(title, in: frame.insetBy(dx: 6, dy: 0), font: font, color: color, alignment: .center)
        }
        dimIfDisabled(control, rect, canvas)
    }

    /// A page control: a row of dots, the current one dark.
    static func drawPageControl(_ control: UIPageControl, in rect: CGRect, canvas: Canvas) {
        let count = control.numberOfPages
        guard count > 0, !(control.hidesForSinglePage && count == 1) else { return }
        let dot: CGFloat = 8, spacing: CGFloat = 8
        let width = CGFloat(count) * dot + CGFloat(count - 1) * spacing
        for index in 0..<count {
            let center = CGPoint(x: rect.midX - width / 2 + dot / 2 + CGFloat(index) * (dot + spacing), y: rect.midY)
            let color = index == control.currentPage
                ? control.currentPageIndicatorTintColor ?? .label
                : control.pageIndicatorTintColor ?? .tertiaryLabel
            canvas.fillCircle(center: center, radius: dot / 2, color: color)
        }
    }

    /// An activity indicator: eight spokes fading round the circle (drawn at rest when stopped
    /// and not hidden); a partly pulled refresh control's shows only its first spokes,
    /// clockwise from the top (LC34).
    static func drawActivityIndicator(_ spinner: UIActivityIndicatorView, in rect: CGRect, canvas: Canvas) {
        let large = spinner.style == .large
        let outer: CGFloat = large ? 18 : 9.5, inner: CGFloat = large ? 9 : 4.5, width: CGFloat = large ? 3.5 : 2
        let color = canvas.resolved(spinner.color ?? .gray)
        for spoke in 0..<spinner._visibleTickCount {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            let alpha = 1 - CGFloat(spoke) * 0.1
            let from = CGPoint(x: rect.midX + cos(angle) * inner, y: rect.midY + sin(angle) * inner)
            let to = CGPoint(x: rect.midX + cos(angle) * (outer - width / 2), y: rect.midY + sin(angle) * (outer - width / 2))
            canvas.strokeLines([from, to], width: width, color: color.withAlphaComponent(color.alpha * alpha))
        }
    }

    /// A stepper: a grey rounded pair of buttons with − and +.
    static func drawStepper(_ stepper: UIStepper, in rect: CGRect, canvas: Canvas) {
        canvas.fill(rect, cornerRadius: 8, color: segmentFill)
        canvas.fill(CGRect(x: rect.midX - 0.5, y: rect.minY + 8, width: 1, height: rect.height - 16),
                    color: UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3))
        let minus = CGPoint(x: rect.minX + rect.width / 4, y: rect.midY), plus = CGPoint(x: rect.maxX - rect.width / 4, y: rect.midY)
        let canDecrease = stepper.value > stepper.minimumValue, canIncrease = stepper.value < stepper.maximumValue
        canvas.strokeLines([CGPoint(x: minus.x - 7, y: minus.y), CGPoint(x: minus.x + 7, y: minus.y)], width: 2,
                           color: UIColor.label.withAlphaComponent(canDecrease ? 1 : 0.3))
        let plusColor = UIColor.label.withAlphaComponent(canIncrease ? 1 : 0.3)
        canvas.strokeLines([CGPoint(x: plus.x - 7, y: plus.y), CGPoint(x: plus.x + 7, y: plus.y)], width: 2, color: plusColor)
        canvas.strokeLines([CGPoint(x: plus.x, y: plus.y - 7), CGPoint(x: plus.x, y: plus.y + 7)], width: 2, color: plusColor)
    }

    /// A disabled control is drawn at half strength (iOS fades it).
    private static func dimIfDisabled(_ control: UIControl, _ rect: CGRect, _ canvas: Canvas) {
        guard !control.isEnabled else { return }
        canvas.fill(rect, cornerRadius: min(rect.height / 2, 9), color: disabledVeil)
    }
}

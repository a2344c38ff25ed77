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

    /// A slider: its value images (CI9), the track filled with the tint up to the thumb, a
    /// white round thumb; the current track and thumb images in their place (CI7, CI8).
    static func drawSlider(_ slider: UISlider, in rect: CGRect, canvas: Canvas) {
        ControlImageDrawing.drawValueImages(of: slider, in: rect, canvas: canvas)
        let track = slider.trackRect(forBounds: rect)
        let thumb = slider.thumbRect(forBounds: rect, trackRect: track, value: slider.value)
        let line = CGRect(x: track.minX, y: track.midY - 2, width: track.width, height: 4)
        let maximumColor: UIColor = slider.maximumTrackTintColor ?? barTrackFill, minimumColor: UIColor = slider.minimumTrackTintColor ?? slider.tintColor
        if let image = slider.currentMaximumTrackImage {
            let part = CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
            ControlImageDrawing.stretch(image, in: part, tint: maximumColor, canvas: canvas)
        } else {
            canvas.fill(line, cornerRadius: 2, color: maximumColor)
        }
        if let image = slider.currentMinimumTrackImage {
            let part = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
            ControlImageDrawing.stretch(image, in: part, tint: minimumColor, canvas: canvas)
        } else {
            let filled = CGRect(x: line.minX, y: line.minY, width: max(0, thumb.midX - line.minX), height: 4)
            canvas.fill(filled, cornerRadius: 2, color: minimumColor)
        }
        if let image = slider.currentThumbImage {
            return ControlImageDrawing.stretch(image, in: thumb, tint: slider.tintColor, canvas: canvas)
        }
        let knob = CGRect(x: thumb.midX - 14, y: thumb.midY - 14, width: 28, height: 28)
        canvas.shadow(of: knob, cornerRadius: 14, color: .black, opacity: 0.2, offset: CGSize(width: 0, height: 3), radius: 6)
        canvas.fill(knob, cornerRadius: 14, color: slider.thumbTintColor ?? .white)
        canvas.strokeInside(knob, cornerRadius: 14, width: 0.5, color: UIColor(white: 0, alpha: 0.04))
    }

    /// A progress bar: a rounded track and the tint's share of it; the track and progress
    /// images stretched over them instead, as high as the images (CI14).
    static func drawProgress(_ progress: UIProgressView, in rect: CGRect, canvas: Canvas) {
        let fraction = CGFloat(min(1, max(0, progress.progress)))
        let trackColor: UIColor = progress.trackTintColor ?? barTrackFill, doneColor: UIColor = progress.progressTintColor ?? progress.tintColor
        if let image = progress.trackImage {
            let height = image.size.height > 0 ? image.size.height : 4
            ControlImageDrawing.stretch(image, in: CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height),
                                        tint: trackColor, canvas: canvas)
        } else {
            canvas.fill(CGRect(x: rect.minX, y: rect.midY - 2, width: rect.width, height: 4), cornerRadius: 2, color: trackColor)
        }
        if let image = progress.progressImage {
            let height = image.size.height > 0 ? image.size.height : 4
            ControlImageDrawing.stretch(image, in: CGRect(x: rect.minX, y: rect.midY - height / 2, width: rect.width * fraction, height: height),
                                        tint: doneColor, canvas: canvas)
        } else {
            canvas.fill(CGRect(x: rect.minX, y: rect.midY - 2, width: rect.width * fraction, height: 4), cornerRadius: 2, color: doneColor)
        }
    }

    /// A segmented control: a grey capsule, the selected segment a white card with a
    /// shadow, titles in 13-point type (semibold when selected), hairlines between the rest;
    /// with background images, the images for each segment's state and the divider images
    /// instead (CI10, CI11). Titles and images sit in each segment's content rectangle (CI12).
    static func drawSegmented(_ control: UISegmentedControl, in rect: CGRect, canvas: Canvas) {
        let count = control.numberOfSegments
        let frames = control._segmentRects().map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
        let selected = control.isMomentary ? UISegmentedControl.noSegment : control.selectedSegmentIndex
        if control._hasCustomBackground {
            ControlImageDrawing.drawSegmentBackgrounds(control, rects: frames, canvas: canvas)
        } else {
            canvas.fill(rect, cornerRadius: 9, color: segmentFill)
            guard count > 0 else { return }
            if control._dividerWidth > 0 {
                ControlImageDrawing.drawSegmentDividers(control, rects: frames, canvas: canvas)
            } else {
                for index in 1..<max(1, count) where index != selected && index - 1 != selected {
                    canvas.fill(CGRect(x: frames[index].minX - 0.5, y: rect.minY + 8, width: 1, height: rect.height - 16),
                                color: UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3))
                }
            }
            if frames.indices.contains(selected) {
                let card = frames[selected].insetBy(dx: 2, dy: 2)
                canvas.shadow(of: card, cornerRadius: 7, color: .black, opacity: 0.12, offset: CGSize(width: 0, height: 3), radius: 8)
                canvas.fill(card, cornerRadius: 7, color: control.selectedSegmentTintColor ?? selectedSegmentFill)
            }
        }
        for index in 0..<count {
            let content = control._contentRect(forSegmentAt: index).offsetBy(dx: rect.minX, dy: rect.minY)
            let attributes = control._effectiveTitleTextAttributes(selected: index == selected)
            let color = attributes[.foregroundColor] as? UIColor ?? .label
            if let title = control.titleForSegment(at: index) {
                let font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: 13, weight: index == selected ? .semibold : .regular)
                canvas.drawText(title, in: content, font: font, color: color, alignment: .center)
            } else if let image = control.imageForSegment(at: index) {
                ImageDrawing.draw(image, in: content, contentMode: .center, tint: color, template: image.renderingMode != .alwaysOriginal,
                                  canvas: canvas)
            }
        }
        dimIfDisabled(control, rect, canvas)
    }

    /// A page control: a row of dots, the current one dark; images instead of dots where
    /// the control has them (CI15).
    static func drawPageControl(_ control: UIPageControl, in rect: CGRect, canvas: Canvas) {
        let count = control.numberOfPages
        guard count > 0, !(control.hidesForSinglePage && count == 1) else { return }
        ControlImageDrawing.drawPageIndicators(control, in: rect, canvas: canvas)
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

    /// A stepper: a grey rounded pair of buttons with − and +, or the images set for each
    /// half's state (CI2–CI4).
    static func drawStepper(_ stepper: UIStepper, in rect: CGRect, canvas: Canvas) {
        ControlImageDrawing.drawStepper(stepper, in: rect, canvas: canvas)
    }

    /// A disabled control is drawn at half strength (iOS fades it).
    static func dimIfDisabled(_ control: UIControl, _ rect: CGRect, _ canvas: Canvas) {
        guard !control.isEnabled else { return }
        canvas.fill(rect, cornerRadius: min(rect.height / 2, 9), color: disabledVeil)
    }
}

@_spi(Rendering) import UIKit

/// The images apps give UIKit's controls per state (CI2–CI28), drawn in place of the parts of
/// the standard look they replace: stretched backgrounds, tracks and dividers (a resizable
/// image by its caps), centred glyphs at their size; template images in the tint.
@MainActor
enum ControlImageDrawing {
    /// Draws `image` stretched over `rect` (nine-sliced when resizable).
    static func stretch(_ image: UIImage, in rect: CGRect, tint: UIColor, canvas: Canvas) {
        guard rect.width > 0, rect.height > 0 else { return }
        ImageDrawing.draw(image, in: rect, contentMode: .scaleToFill, tint: tint, canvas: canvas)
    }

    /// Draws `image` at its size, centred in `rect`, at `alpha`.
    static func center(_ image: UIImage, in rect: CGRect, tint: UIColor, alpha: CGFloat = 1, canvas: Canvas) {
        guard alpha < 1 else { return ImageDrawing.draw(image, in: rect, contentMode: .center, tint: tint, canvas: canvas) }
        canvas.beginGroup()
        ImageDrawing.draw(image, in: rect, contentMode: .center, tint: tint, canvas: canvas)
        canvas.endGroup(alpha: alpha)
    }

    // MARK: Stepper (CI2–CI4)

    /// A stepper's halves: their background images (the standard grey under a half without
    /// one), the divider image (or the standard hairline without images), and the − and +
    /// images for each half's state (or the standard glyphs).
    static func drawStepper(_ stepper: UIStepper, in rect: CGRect, canvas: Canvas) {
        let left = CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)
        let right = CGRect(x: rect.midX, y: rect.minY, width: rect.width / 2, height: rect.height)
        let leftState = stepper._halfState(increment: false), rightState = stepper._halfState(increment: true)
        let backgrounds = (stepper.backgroundImage(for: leftState), stepper.backgroundImage(for: rightState))
        if backgrounds.0 == nil || backgrounds.1 == nil { canvas.fill(rect, cornerRadius: 8, color: ControlDrawing.segmentFill) }
        if let image = backgrounds.0 { stretch(image, in: left, tint: stepper.tintColor, canvas: canvas) }
        if let image = backgrounds.1 { stretch(image, in: right, tint: stepper.tintColor, canvas: canvas) }
        if let divider = stepper.dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState) {
            let width = divider.size.width
            stretch(divider, in: CGRect(x: rect.midX - width / 2, y: rect.minY, width: width, height: rect.height), tint: stepper.tintColor, canvas: canvas)
        } else if !stepper._hasCustomBackground {
            canvas.fill(CGRect(x: rect.midX - 0.5, y: rect.minY + 8, width: 1, height: rect.height - 16),
                        color: UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3))
        }
        for (half, increment, state) in [(left, false, leftState), (right, true, rightState)] {
            if let glyph = stepper._glyphImage(increment: increment) {
                center(glyph.image, in: half, tint: stepper.tintColor, alpha: glyph.faded ? 0.3 : 1, canvas: canvas)
            } else {
                drawGlyph(plus: increment, at: CGPoint(x: half.midX, y: half.midY), alpha: state.contains(.disabled) ? 0.3 : 1, canvas: canvas)
            }
        }
    }

    /// The standard − or + glyph, 14 points wide.
    private static func drawGlyph(plus: Bool, at center: CGPoint, alpha: CGFloat, canvas: Canvas) {
        let color = UIColor.label.withAlphaComponent(alpha)
        canvas.strokeLines([CGPoint(x: center.x - 7, y: center.y), CGPoint(x: center.x + 7, y: center.y)], width: 2, color: color)
        if plus { canvas.strokeLines([CGPoint(x: center.x, y: center.y - 7), CGPoint(x: center.x, y: center.y + 7)], width: 2, color: color) }
    }

    // MARK: Segmented control (CI10–CI12)

    /// A segmented control with background images: each segment's image for its state,
    /// the divider images in the gaps between segments.
    static func drawSegmentBackgrounds(_ control: UISegmentedControl, rects: [CGRect], canvas: Canvas) {
        for (index, rect) in rects.enumerated() {
            if let image = control._backgroundImage(forSegmentAt: index) { stretch(image, in: rect, tint: control.tintColor, canvas: canvas) }
        }
        drawSegmentDividers(control, rects: rects, canvas: canvas)
    }

    /// The divider images in the gaps between segments (CI11).
    static func drawSegmentDividers(_ control: UISegmentedControl, rects: [CGRect], canvas: Canvas) {
        for index in 0..<max(0, rects.count - 1) {
            guard let divider = control._dividerImage(after: index) else { continue }
            let gap = CGRect(x: rects[index].maxX, y: rects[index].minY, width: rects[index + 1].minX - rects[index].maxX, height: rects[index].height)
            stretch(divider, in: gap, tint: control.tintColor, canvas: canvas)
        }
    }

    // MARK: Slider (CI8, CI9)

    /// The value images at their rectangles, template images in the tint colour (CI9).
    static func drawValueImages(of slider: UISlider, in rect: CGRect, canvas: Canvas) {
        if let image = slider.minimumValueImage {
            ImageDrawing.draw(image, in: slider.minimumValueImageRect(forBounds: rect), contentMode: .scaleToFill, tint: slider.tintColor, canvas: canvas)
        }
        if let image = slider.maximumValueImage {
            ImageDrawing.draw(image, in: slider.maximumValueImageRect(forBounds: rect), contentMode: .scaleToFill, tint: slider.tintColor, canvas: canvas)
        }
    }

    // MARK: Page control (CI15)

    /// The indicators: each page's image (in the indicator tint colours, as templates) or
    /// the standard dot, in slots as wide as they are, 8 points apart, centred.
    static func drawPageIndicators(_ control: UIPageControl, in rect: CGRect, canvas: Canvas) {
        let count = control.numberOfPages
        let dot: CGFloat = 8, spacing: CGFloat = 8
        let images = (0..<count).map { control._shownIndicatorImage(forPage: $0) }
        let widths = images.map { $0?.size.width ?? dot }
        var x = rect.midX - (widths.reduce(0, +) + CGFloat(count - 1) * spacing) / 2
        for index in 0..<count {
            let current = index == control.currentPage
            let color = current ? control.currentPageIndicatorTintColor ?? .label : control.pageIndicatorTintColor ?? .tertiaryLabel
            let slot = CGRect(x: x, y: rect.minY, width: widths[index], height: rect.height)
            if let image = images[index] {
                ImageDrawing.draw(image, in: slot, contentMode: .center, tint: color, template: image.renderingMode != .alwaysOriginal, canvas: canvas)
            } else {
                canvas.fillCircle(center: CGPoint(x: slot.midX, y: slot.midY), radius: dot / 2, color: color)
            }
            x += widths[index] + spacing
        }
    }

    // MARK: Search bar (CI18)

    /// The bar's `barTintColor` (unless minimal) and background image over the bar (over its
    /// search row only when the scope bar has an image of its own), reaching up under the
    /// status bar when the bar is `.topAttached` (BP1); the scope bar's image over the scope
    /// bar's area.
    static func drawSearchBarBackground(_ bar: UISearchBar, in rect: CGRect, canvas: Canvas) {
        let scopeArea = bar._scopeBarArea
        let scopeImage = scopeArea == nil ? nil : bar.scopeBarBackgroundImage
        var area = rect
        if bar.barPosition == .topAttached, let window = bar.window {
            let top = bar.convert(CGPoint.zero, to: window).y
            area = CGRect(x: rect.minX, y: rect.minY - top, width: rect.width, height: rect.height + top)
        }
        if let tint = bar.barTintColor, bar.searchBarStyle != .minimal { canvas.fill(area, color: tint) }
        if let image = bar._shownBackgroundImage {
            if let scopeArea, scopeImage != nil { area.size.height = scopeArea.minY - rect.minY + (rect.minY - area.minY) }
            stretch(image, in: area, tint: bar.tintColor, canvas: canvas)
        }
        if let scopeArea, let scopeImage {
            stretch(scopeImage, in: scopeArea.offsetBy(dx: rect.minX, dy: rect.minY), tint: bar.tintColor, canvas: canvas)
        }
    }

    // MARK: Text fields (CI27, CI28)

    /// The clear button while it shows: the custom image (a search bar's clear icon) at its
    /// size, else the standard grey circled cross, in ``UITextField/clearButtonRect(forBounds:)``.
    static func drawClearButton(of field: UITextField, in rect: CGRect, canvas: Canvas) {
        guard field._clearButtonShown else { return }
        let button = field.clearButtonRect(forBounds: rect)
        if let image = field._customClearButtonImage {
            center(image, in: button, tint: field.tintColor, canvas: canvas)
        } else {
            SymbolDrawing.draw("xmark.circle.fill", in: button, color: .secondaryLabel, canvas: canvas)
        }
    }
}

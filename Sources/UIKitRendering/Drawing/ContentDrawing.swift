@_spi(Rendering) import UIKit

/// What a view draws itself, besides its layer (background, border, shadow) and subviews:
/// the text of labels and fields, and the look of UIKit's controls and chrome. One entry per
/// UIKit class; subclasses draw as their UIKit superclass.
@MainActor
enum ContentDrawing {
    /// Draws `view`'s own content in `rect` (its bounds at the origin), under its subviews.
    static func draw(_ view: UIView, in rect: CGRect, canvas: Canvas) {
        switch view {
        case let label as UILabel: drawLabel(label, in: rect, canvas: canvas)
        case let field as UITextField: TextInputDrawing.drawField(field, in: rect, canvas: canvas)
        case let textView as UITextView: TextInputDrawing.drawTextView(textView, in: rect, canvas: canvas)
        case let control as UISwitch: ControlDrawing.drawSwitch(control, in: rect, canvas: canvas)
        case let slider as UISlider: ControlDrawing.drawSlider(slider, in: rect, canvas: canvas)
        case let progress as UIProgressView: ControlDrawing.drawProgress(progress, in: rect, canvas: canvas)
        case let segmented as UISegmentedControl: ControlDrawing.drawSegmented(segmented, in: rect, canvas: canvas)
        case let pages as UIPageControl: ControlDrawing.drawPageControl(pages, in: rect, canvas: canvas)
        case let spinner as UIActivityIndicatorView: ControlDrawing.drawActivityIndicator(spinner, in: rect, canvas: canvas)
        case let stepper as UIStepper: ControlDrawing.drawStepper(stepper, in: rect, canvas: canvas)
        case let picker as UIDatePicker: PickerDrawing.drawDatePicker(picker, in: rect, canvas: canvas)
        case let picker as UIPickerView: PickerDrawing.drawPickerView(picker, in: rect, canvas: canvas)
        case let well as UIColorWell: PickerDrawing.drawColorWell(well, in: rect, canvas: canvas)
        case let imageView as UIImageView:
            ImageDrawing.draw(imageView._shownImage, in: rect, contentMode: imageView.contentMode, tint: imageView.tintColor, canvas: canvas)
        case let bar as UISearchBar: ControlImageDrawing.drawSearchBarBackground(bar, in: rect, canvas: canvas)
        case let bar as UINavigationBar: BarDrawing.drawBackground(of: bar, edge: .bottom, in: rect, canvas: canvas)
        case let bar as UIToolbar: BarDrawing.drawBackground(of: bar, edge: .top, in: rect, canvas: canvas)
        case let bar as UITabBar: BarDrawing.drawBackground(of: bar, edge: .top, in: rect, canvas: canvas)
        case let input as UIInputView: canvas.fill(rect, color: input._backdropColor.resolvedColor(with: input.traitCollection))  // IV12
        default: break
        }
    }

    /// Draws what goes over `view`'s subviews: table cell separators and accessory marks,
    /// the back button's chevron.
    static func drawOverlay(_ view: UIView, role: _UIRenderingRole, in rect: CGRect, canvas: Canvas) {
        if let cell = view as? UITableViewCell { ListDrawing.drawCellChrome(cell, role: role, in: rect, canvas: canvas) }
        switch role {
        case .backButton: BarDrawing.drawBackChevron(of: view, in: rect, canvas: canvas)
        case let .tabBarButton(image, frame, color): BarDrawing.drawTabImage(image, color: color, in: frame, canvas: canvas)
        case .popoverContent, .groupedCell, .none: break  // drawn under the content (ViewRenderer) or above
        }
    }

    /// A label's text: centred vertically, wrapped to its width, cut to its line count.
    static func drawLabel(_ label: UILabel, in rect: CGRect, canvas: Canvas) {
        if let attributed = label._attributedTextForDrawing {
            // F32: colours, fonts, lines and paragraph styles per run; the label's mode cuts the last line.
            return canvas.drawAttributedText(attributed, in: rect, numberOfLines: label.numberOfLines, lineBreakMode: label.lineBreakMode)
        }
        guard let text = label._laidOutText else { return }
        let color = label._shownTextColor
        if let shadow = label.shadowColor {  // the shadow first, under the text at its offset
            canvas.drawText(text, in: rect.offsetBy(dx: label.shadowOffset.width, dy: label.shadowOffset.height),
                            font: label.font, color: shadow, alignment: label.textAlignment, numberOfLines: label.numberOfLines)
        }
        let tightening = label._drawingTightening
        guard tightening == 0 else {
            // LB6: the characters drawn closer together, the rest truncated as the label's mode says.
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = label.textAlignment
            paragraph.lineBreakMode = label.lineBreakMode
            let tightened = NSAttributedString(string: text, attributes: [
                .font: label._drawingFont, .foregroundColor: color, .kern: tightening, .paragraphStyle: paragraph,
            ])
            return canvas.drawAttributedText(tightened, in: rect.offsetBy(dx: 0, dy: label._drawingTextOffset),
                                             numberOfLines: 1, lineBreakMode: label.lineBreakMode)
        }
        canvas.drawText(text, in: rect.offsetBy(dx: 0, dy: label._drawingTextOffset),  // LB4
                        font: label._drawingFont, color: color, alignment: label.textAlignment, numberOfLines: label.numberOfLines)
    }

    /// The grey of an image without pixels: light grey, dark grey in dark mode.
    static let placeholderImageFill = UIColor { UIColor(white: $0.userInterfaceStyle == .dark ? 0.25 : 0.85, alpha: 1) }
}

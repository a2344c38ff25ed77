import Foundation

/// What the standard controls and simple views decode in their `init?(coder:)`: the
/// attributes and child elements Xcode writes for them.
@MainActor
extension IBCoder {
    /// A switch: `on`, `<color key="onTintColor">`, `<color key="thumbTintColor">`.
    func decodeSwitch(_ control: UISwitch) {
        if let on = element.bool("on") { control.isOn = on }
        if let color = color("onTintColor") { control.onTintColor = color }
        if let color = color("thumbTintColor") { control.thumbTintColor = color }
    }

    /// A slider: `minValue` and `maxValue` (before the value, which they clamp), `value`,
    /// `continuous`, the track and thumb colours, `minimumValueImage`, `maximumValueImage`.
    func decodeSlider(_ slider: UISlider) {
        if let minimum = element.double("minValue") { slider.minimumValue = Float(minimum) }
        if let maximum = element.double("maxValue") { slider.maximumValue = Float(maximum) }
        if let value = element.double("value") { slider.value = Float(value) }
        if let continuous = element.bool("continuous") { slider.isContinuous = continuous }
        if let color = color("minimumTrackTintColor") { slider.minimumTrackTintColor = color }
        if let color = color("maximumTrackTintColor") { slider.maximumTrackTintColor = color }
        if let color = color("thumbTintColor") { slider.thumbTintColor = color }
        if let image = IBCoder.image(named: element["minimumValueImage"], catalog: element["catalog"], in: instantiation.bundle) { slider.minimumValueImage = image }
        if let image = IBCoder.image(named: element["maximumValueImage"], catalog: element["catalog"], in: instantiation.bundle) { slider.maximumValueImage = image }
    }

    /// A segmented control: its `<segments>` (title or image, `enabled`, `width`), then
    /// `selectedSegmentIndex` (none when absent), `momentary`,
    /// `apportionsSegmentWidthsByContent`, `<color key="selectedSegmentTintColor">`.
    func decodeSegmentedControl(_ control: UISegmentedControl) {
        for segment in element.items(in: "segments") where segment.name == "segment" {
            segment.consume()  // IU1
            let index = control.numberOfSegments
            let title = segment["title"]  // read either way: a segment with an image shows the image (IU1)
            if let image = IBCoder.image(named: segment["image"], catalog: segment["catalog"], in: instantiation.bundle) {
                control.insertSegment(with: image, at: index, animated: false)
            } else {
                control.insertSegment(withTitle: title, at: index, animated: false)
            }
            if let enabled = segment.bool("enabled") { control.setEnabled(enabled, forSegmentAt: index) }
            if let width = segment.double("width") { control.setWidth(width, forSegmentAt: index) }
        }
        if let index = element.int("selectedSegmentIndex") { control.selectedSegmentIndex = index }
        if let momentary = element.bool("momentary") { control.isMomentary = momentary }
        if let apportions = element.bool("apportionsSegmentWidthsByContent") { control.apportionsSegmentWidthsByContent = apportions }
        if let color = color("selectedSegmentTintColor") { control.selectedSegmentTintColor = color }
    }

    /// A stepper: `minimumValue` and `maximumValue` (in the order that keeps the minimum
    /// below the maximum), `value`, `stepValue`, `wraps`, `autorepeat`, `continuous`.
    func decodeStepper(_ stepper: UIStepper) {
        let minimum = element.double("minimumValue") ?? stepper.minimumValue
        let maximum = element.double("maximumValue") ?? stepper.maximumValue
        let step = element.double("stepValue") ?? stepper.stepValue
        // UIKit's setters raise on these; a file holding them is invalid (Xcode refuses it).
        guard minimum <= maximum, step > 0 else {
            instantiation.fail(element, "the stepper's minimumValue (\(minimum)) is above its maximumValue (\(maximum)) or its stepValue (\(step)) is not positive")
            return
        }
        if minimum > stepper.maximumValue {
            stepper.maximumValue = maximum
            stepper.minimumValue = minimum
        } else {
            stepper.minimumValue = minimum
            stepper.maximumValue = maximum
        }
        if let value = element.double("value") { stepper.value = value }
        stepper.stepValue = step
        if let wraps = element.bool("wraps") { stepper.wraps = wraps }
        if let autorepeat = element.bool("autorepeat") { stepper.autorepeat = autorepeat }
        if let continuous = element.bool("continuous") { stepper.isContinuous = continuous }
    }

    /// IU13: a page control's `numberOfPages`, `currentPage`, `hidesForSinglePage`,
    /// `<color key="pageIndicatorTintColor">` and `<color key="currentPageIndicatorTintColor">`.
    func decodePageControl(_ control: UIPageControl) {
        if let pages = element.int("numberOfPages") { control.numberOfPages = pages }
        if let page = element.int("currentPage") { control.currentPage = page }
        if let hides = element.bool("hidesForSinglePage") { control.hidesForSinglePage = hides }
        if let color = color("pageIndicatorTintColor") { control.pageIndicatorTintColor = color }
        if let color = color("currentPageIndicatorTintColor") { control.currentPageIndicatorTintColor = color }
    }

    /// A progress view: `progress`, `progressViewStyle`, the tint colours, `progressImage`
    /// and `trackImage`.
    func decodeProgressView(_ view: UIProgressView) {
        if let progress = element.double("progress") { view.progress = Float(progress) }
        if element["progressViewStyle"] == "bar" { view.progressViewStyle = .bar }
        if let color = color("progressTintColor") { view.progressTintColor = color }
        if let color = color("trackTintColor") { view.trackTintColor = color }
        if let image = IBCoder.image(named: element["progressImage"], catalog: element["catalog"], in: instantiation.bundle) { view.progressImage = image }
        if let image = IBCoder.image(named: element["trackImage"], catalog: element["catalog"], in: instantiation.bundle) { view.trackImage = image }
    }

    /// An activity indicator: `style`, `<color key="color">`, `hidesWhenStopped` (false when
    /// absent, as UIKit's archives), `animating`. A stopped indicator that hides when stopped
    /// is hidden; an animating one is shown.
    func decodeActivityIndicator(_ view: UIActivityIndicatorView) {
        let styles = IBNames.activityIndicatorViewStyles
        if let style = element["style"].flatMap({ styles[$0] }) { view.style = style }
        if let color = color("color") { view.color = color }
        let hides = element.bool("hidesWhenStopped") ?? false
        if element.bool("animating") == true {
            view.startAnimating()
            view.hidesWhenStopped = hides
        } else if hides {
            view.hidesWhenStopped = true
        } else {
            // Without the flag the indicator keeps the file's `hidden`.
            let hidden = view.isHidden
            view.hidesWhenStopped = false
            view.isHidden = hidden
        }
    }

    /// An image view: `image` and `highlightedImage` (a system symbol with
    /// `catalog="system"`, or an `<imageReference key="image">`), `highlighted`.
    func decodeImageView(_ view: UIImageView) {
        let reference = element.child("imageReference", key: "image")
        if let image = IBCoder.image(named: element["image"] ?? reference?["image"], catalog: element["catalog"] ?? reference?["catalog"], in: instantiation.bundle) {
            view.image = image
        }
        if let image = IBCoder.image(named: element["highlightedImage"], catalog: element["catalog"], in: instantiation.bundle) { view.highlightedImage = image }
        if let highlighted = element.bool("highlighted") { view.isHighlighted = highlighted }
    }

    /// The image a file names: a system symbol in the `system` catalogue, else the named
    /// image of `bundle` (nil: the main bundle). A named image the bundle lacks is UIKit's
    /// console message, and nil.
    static func image(named name: String?, catalog: String?, in bundle: Bundle? = nil) -> UIImage? {
        guard let name, !name.isEmpty else { return nil }
        if catalog == "system" { return UIImage(systemName: name) }
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
        UIKitDiagnostics.warn(.imageNotFoundInNib(name, bundle: bundle ?? UIApplication._appBundle))
        return nil
    }

    /// A date picker: `datePickerMode`, `style`, `minuteInterval`, `<locale>`, the bounds
    /// (`<date key="minimumDate">`, `<date key="maximumDate">`), then `<date key="date">` when
    /// `useCurrentDate="NO"` (otherwise the picker keeps now, as Xcode's "Current Date"
    /// choice does on iOS).
    func decodeDatePicker(_ picker: UIDatePicker) {
        let modes = IBNames.datePickerModes
        if let mode = element["datePickerMode"].flatMap({ modes[$0] }) { picker.datePickerMode = mode }
        let styles = IBNames.datePickerStyles
        if let style = element["style"].flatMap({ styles[$0] }) { picker.preferredDatePickerStyle = style }
        if let interval = element.int("minuteInterval") { picker.minuteInterval = interval }
        if let identifier = element.child("locale", key: "locale")?["localeIdentifier"] { picker.locale = Locale(identifier: identifier) }
        picker.minimumDate = element.child("date", key: "minimumDate")?.date
        picker.maximumDate = element.child("date", key: "maximumDate")?.date
        // IU1: with "Current Date" the file's date is Xcode's at the time, left on purpose.
        if let date = element.child("date", key: "date")?.date, element.bool("useCurrentDate") == false { picker.date = date }
        decodeDatePickerCountDown(picker)
    }

    /// A visual effect view: the `<blurEffect style>` or `<vibrancyEffect>` (holding its blur)
    /// becomes the effect; the `<view key="contentView">` is made (registered under its id,
    /// with its subviews and constraints) and returned to become the content view.
    func decodeVisualEffectView(_ view: UIVisualEffectView) -> UIView? {
        if let blur = element.child("blurEffect") {
            view.effect = IBCoder.blurEffect(blur)
        } else if let vibrancy = element.child("vibrancyEffect") {
            let blur = vibrancy.child("blurEffect").map(IBCoder.blurEffect) ?? UIBlurEffect(style: .regular)
            if let style = vibrancy["style"].flatMap({ IBNames.vibrancyStyles[$0] }) {
                view.effect = UIVibrancyEffect(blurEffect: blur, style: style)
            } else {
                view.effect = UIVibrancyEffect(blurEffect: blur)
            }
        }
        guard let content = element.child("view", key: "contentView") else { return nil }
        return instantiation.makeObject(content) as? UIView
    }

    /// A `<blurEffect>`'s blur (`.regular` for a style OpenUIKit does not know).
    static func blurEffect(_ element: IBElement) -> UIBlurEffect {
        let style = element["style"].flatMap { IBNames.blurStyles[$0] }
        return UIBlurEffect(style: style ?? .regular)
    }
}

extension IBElement {
    /// A `<date>`'s date: its `timeIntervalSinceReferenceDate` attribute (seconds since
    /// 2001-01-01), or that number as the element's text.
    var date: Date? {
        guard let seconds = double("timeIntervalSinceReferenceDate") ?? self["#text"].flatMap({
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }) else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}

import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Records, in order, the events controls send, the delegate calls and the notifications a
/// test watches, as strings.
@MainActor
final class ControlEventLog {
    private(set) var entries: [String] = []
    private var observers: [NSObjectProtocol] = []
    /// Objects kept alive as long as the log (delegates, which controls hold weakly).
    var retained: [AnyObject] = []

    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
        (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
        (.editingDidEndOnExit, "editingDidEndOnExit"),
    ]

    func add(_ entry: String) { entries.append(entry) }

    /// The entries so far, emptying the log.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }

    /// Logs `control`'s events (all those in ``names`` but the ones in `excluding`), each as
    /// its name, prefixed when given.
    func watch(_ control: UIControl, prefix: String = "", excluding: UIControl.Event = []) {
        for (event, name) in Self.names where excluding.isDisjoint(with: event) {
            control.addAction(UIAction { [weak self] _ in self?.add(prefix + name) }, for: event)
        }
    }

    /// Logs the notifications `name` posted by `object`, as `label`.
    func observe(_ name: NSNotification.Name, of object: AnyObject, as label: String) {
        observers.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.add(label) }
        })
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }
}

/// Shows `views` in a window (in a controller's root view at the window's origin) and lays
/// them out.
@MainActor
func hostInWindow(_ views: UIView...) -> UIWindow {
    let controller = UIViewController()
    let window = showInWindow(controller)
    for view in views { controller.view.addSubview(view) }
    drainMainRunLoop()
    return window
}

/// A finger put down at `point` of `view` (in the view's coordinates).
@MainActor
func touch(_ view: UIView, at point: CGPoint) -> SimulatedTouch {
    guard let window = view.window else { preconditionFailure("touch(_:at:): \(view) is not in a window") }
    return SimulatedTouch(at: view.convert(point, to: window), in: window)
}

/// A point of `view`, in its window's coordinates.
@MainActor
func windowPoint(_ view: UIView, _ point: CGPoint) -> CGPoint {
    view.convert(point, to: view.window)
}

/// Switches, sliders, segmented controls, steppers, progress and activity indicators,
/// image views: UIKit's defaults, and events sent exactly when UIKit sends them (never for
/// changes made in code).
@MainActor
@Suite(.uikit) struct ControlTests {
    init() { _ = freshUIKit() }

    // MARK: UISwitch

    @Test func test_sizeToFitGivesButtonsSegmentsAndTextViewsTheirNaturalSize() {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        #expect(button.bounds.height == 30 && button.bounds.width > 0)
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame.size = CGSize(width: 500, height: 10)
        segments.sizeToFit()
        #expect(segments.bounds.size == segments.intrinsicContentSize)
        let text = UITextView()
        text.text = String(repeating: "word ", count: 40)
        let narrow = text.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        let wide = text.sizeThatFits(CGSize(width: 600, height: CGFloat.greatestFiniteMagnitude))
        #expect(narrow.width <= 120 && narrow.width > 100 && wide.width <= 600)
        #expect(narrow.height > wide.height)
        text.text = "Hi"
        let short = text.sizeThatFits(CGSize(width: 600, height: CGFloat.greatestFiniteMagnitude))
        #expect(short.width < 100)  // as wide as the text, not the width offered
    }

    @Test func test_switchDefaultsAreUIKits() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(control.isOn == false)
        #expect(control.onTintColor == nil && control.thumbTintColor == nil)
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))  // the size is fixed
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.isEnabled && control.isUserInteractionEnabled)
    }

    @Test func test_switchTapTogglesAndSendsValueChanged() {
        let control = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        let log = ControlEventLog()
        log.watch(control)
        _ = hostInWindow(control)
        tap(control)
        #expect(control.isOn == true)
        #expect(log.take() == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        tap(control)
        #expect(control.isOn == false)
        #expect(log.take() == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func test_switchChangedInCodeSendsNothing() {
        let control = UISwitch()
        let log = ControlEventLog()
        log.watch(control)
        control.isOn = true
        control.setOn(false, animated: true)
        control.setOn(true, animated: false)
        #expect(control.isOn == true)
        #expect(log.take() == [])
    }

    @Test func test_switchTouchLiftedOutsideOrDisabledDoesNotToggle() {
        let control = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        let log = ControlEventLog()
        log.watch(control)
        _ = hostInWindow(control)
        let finger = touch(control, at: CGPoint(x: 25, y: 15))
        finger.move(to: windowPoint(control, CGPoint(x: 200, y: 15)))
        finger.lift()
        #expect(control.isOn == false)
        #expect(log.take() == ["touchDown", "touchDragOutside", "touchUpOutside"])
        control.isEnabled = false
        tap(control)
        #expect(control.isOn == false)
        #expect(log.take() == [])
    }

    @Test func test_aDisabledControlPassesTheWholeTouchToTheViewBehindIt() {
        let parent = TouchRecordingView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        parent.addSubview(control)
        control.isEnabled = false
        _ = hostInWindow(parent)
        let finger = touch(control, at: CGPoint(x: 5, y: 5))
        finger.move(to: windowPoint(control, CGPoint(x: 20, y: 5)))
        finger.lift()
        // Began, moved and ended all reach it (a table row behind a disabled button unhighlights).
        #expect(parent.touches == ["began", "moved", "ended"])
        #expect(control.isHighlighted == false)
    }

    // MARK: UISlider

    @Test func test_sliderDefaultsAndClamping() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous == true)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        slider.value = 5
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 4  // the value follows the new maximum
        #expect(slider.value == 4)
        slider.minimumValue = 6  // above the maximum: the maximum follows
        #expect(slider.minimumValue == 6 && slider.maximumValue == 6 && slider.value == 6)
    }

    @Test func test_continuousSliderSendsValueChangedDuringTheDrag() {
        // 228 points wide: the 28-point thumb travels 200 points.
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        let log = ControlEventLog()
        log.watch(slider)
        _ = hostInWindow(slider)
        slider.value = 0
        let finger = touch(slider, at: CGPoint(x: 14, y: 15))  // on the thumb
        finger.move(to: windowPoint(slider, CGPoint(x: 114, y: 15)), steps: 2)
        #expect(slider.value == 0.5)
        finger.lift()
        #expect(slider.value == 0.5)
        #expect(log.take() == ["touchDown", "valueChanged", "touchDragInside", "valueChanged", "touchDragInside", "touchUpInside"])
    }

    @Test func test_nonContinuousSliderSendsValueChangedOnceWhenTheTouchEnds() {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        slider.isContinuous = false
        let log = ControlEventLog()
        log.watch(slider)
        _ = hostInWindow(slider)
        slider.setValue(1, animated: false)
        let finger = touch(slider, at: CGPoint(x: 214, y: 15))  // the thumb at the maximum
        finger.move(to: windowPoint(slider, CGPoint(x: 164, y: 15)), steps: 2)
        #expect(slider.value == 0.75)
        #expect(log.take() == ["touchDown", "touchDragInside", "touchDragInside"])
        finger.lift()
        #expect(log.take() == ["valueChanged", "touchUpInside"])
        // A drag that comes back where it started changes nothing and sends no value change.
        let back = touch(slider, at: CGPoint(x: 164, y: 15))
        back.move(to: windowPoint(slider, CGPoint(x: 200, y: 15)))
        back.move(to: windowPoint(slider, CGPoint(x: 164, y: 15)))
        back.lift()
        #expect(slider.value == 0.75)
        #expect(log.take() == ["touchDown", "touchDragInside", "touchDragInside", "touchUpInside"])
    }

    @Test func test_sliderTouchOffTheThumbDoesNotMoveIt() {
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 228, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 20
        let log = ControlEventLog()
        log.watch(slider)
        _ = hostInWindow(slider)
        let finger = touch(slider, at: CGPoint(x: 150, y: 15))  // the thumb is at the left end
        finger.move(to: windowPoint(slider, CGPoint(x: 200, y: 15)))
        finger.lift()
        #expect(slider.value == 10)
        #expect(log.take() == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    // MARK: UISegmentedControl

    @Test func test_segmentedControlItemsAndEditingSegments() {
        let star = UIImage(size: CGSize(width: 10, height: 10))
        let control = UISegmentedControl(items: ["One", star, "Three"])
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.isMomentary == false && control.selectedSegmentTintColor == nil)
        #expect(control.titleForSegment(at: 0) == "One" && control.titleForSegment(at: 1) == nil && control.imageForSegment(at: 1) === star)
        #expect(control.frame.size == control.intrinsicContentSize && control.intrinsicContentSize.height == 32)
        control.selectedSegmentIndex = 2
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)  // before the selection: it follows its segment
        #expect(control.selectedSegmentIndex == 3 && control.titleForSegment(at: 3) == "Three")
        control.insertSegment(withTitle: "Last", at: 99, animated: true)  // pinned to the end
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "Last")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 2, animated: false)  // the selected one
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["One", nil, "Last"])
        control.setTitle("Two", forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "Two" && control.imageForSegment(at: 1) == nil)
        control.setEnabled(false, forSegmentAt: 1)
        #expect(control.isEnabledForSegment(at: 0) && !control.isEnabledForSegment(at: 1))
        control.selectedSegmentIndex = 7  // out of range: ignored
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.titleForSegment(at: 0) == nil)
    }

    @Test func test_segmentTapSelectsAndSendsValueChangedOnlyWhenTheSelectionChanges() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 20, y: 100, width: 300, height: 32)  // 100 points per segment
        let log = ControlEventLog()
        log.watch(control)
        _ = hostInWindow(control)
        control.selectedSegmentIndex = 0  // in code: nothing sent
        #expect(log.take() == [])
        tap(at: windowPoint(control, CGPoint(x: 150, y: 16)), in: control.window!)
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.take() == ["touchDown", "valueChanged", "touchUpInside"])
        tap(at: windowPoint(control, CGPoint(x: 150, y: 16)), in: control.window!)  // already selected
        #expect(log.take() == ["touchDown", "touchUpInside"])
        control.setEnabled(false, forSegmentAt: 2)
        tap(at: windowPoint(control, CGPoint(x: 250, y: 16)), in: control.window!)  // a disabled segment
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.take() == ["touchDown", "touchUpInside"])
        control.setWidth(200, forSegmentAt: 0)  // the others share the remaining 100 points
        tap(at: windowPoint(control, CGPoint(x: 180, y: 16)), in: control.window!)
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.take() == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test func test_momentarySegmentSendsValueChangedOnEveryTap() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
        control.isMomentary = true
        let log = ControlEventLog()
        log.watch(control, excluding: [.touchDown, .touchUpInside])
        _ = hostInWindow(control)
        tap(at: windowPoint(control, CGPoint(x: 50, y: 16)), in: control.window!)
        tap(at: windowPoint(control, CGPoint(x: 50, y: 16)), in: control.window!)
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.take() == ["valueChanged", "valueChanged"])
    }

    // MARK: UIStepper

    @Test func test_stepperDefaultsAreUIKits() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 5, width: 300, height: 300))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.wraps == false && stepper.autorepeat == true && stepper.isContinuous == true)
        #expect(stepper.frame == CGRect(x: 5, y: 5, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    @Test func test_stepperBoundsMoveTheValueAndClampIt() {
        let stepper = UIStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = 40
        stepper.minimumValue = 50  // above the value: the value moves up
        #expect(stepper.value == 50)
        stepper.maximumValue = 60
        stepper.value = 60
        stepper.maximumValue = 55  // below the value: the value moves down
        #expect(stepper.value == 55)
        stepper.value = -10
        #expect(stepper.value == 50)
    }

    @Test func test_stepperTouchDownStepsClampsAndSendsValueChanged() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        stepper.autorepeat = false
        stepper.maximumValue = 3
        stepper.stepValue = 2
        let log = ControlEventLog()
        log.watch(stepper)
        _ = hostInWindow(stepper)
        let plus = CGPoint(x: 70, y: 16), minus = CGPoint(x: 24, y: 16)
        let finger = touch(stepper, at: plus)
        #expect(stepper.value == 2)  // stepped at touch down
        #expect(log.take() == ["valueChanged", "touchDown"])
        finger.lift()
        #expect(log.take() == ["touchUpInside"])
        touch(stepper, at: plus).lift()  // 4 is past the maximum: holds at 3
        #expect(stepper.value == 3)
        #expect(log.take() == ["valueChanged", "touchDown", "touchUpInside"])
        touch(stepper, at: plus).lift()  // at the maximum: nothing changes, no value change
        #expect(stepper.value == 3)
        #expect(log.take() == ["touchDown", "touchUpInside"])
        touch(stepper, at: minus).lift()
        #expect(stepper.value == 1)
        #expect(log.take() == ["valueChanged", "touchDown", "touchUpInside"])
    }

    @Test func test_wrappingStepperGoesToTheOtherBound() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        stepper.wraps = true
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8
        _ = hostInWindow(stepper)
        let plus = CGPoint(x: 70, y: 16), minus = CGPoint(x: 24, y: 16)
        touch(stepper, at: plus).lift()  // 12 is beyond the maximum: wraps to the minimum
        #expect(stepper.value == 0)
        touch(stepper, at: minus).lift()  // −4 is below the minimum: wraps to the maximum
        #expect(stepper.value == 10)
    }

    @Test func test_heldStepperRepeatsAfterHalfASecondEveryTenth() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        let log = ControlEventLog()
        log.watch(stepper, excluding: [.touchDown, .touchDragInside, .touchUpInside])
        _ = hostInWindow(stepper)
        let point = windowPoint(stepper, CGPoint(x: 70, y: 16))
        let finger = SimulatedTouch(at: point, in: stepper.window!)
        #expect(stepper.value == 1)
        finger.move(to: point, steps: 29)  // 29/60 s: no repeat yet
        #expect(stepper.value == 1)
        finger.move(to: point, steps: 1)  // 0.5 s: the first repeat
        #expect(stepper.value == 2)
        finger.move(to: point, steps: 30)  // 1 s: five more
        #expect(stepper.value == 7)
        finger.lift()
        #expect(stepper.value == 7)
        #expect(log.take() == Array(repeating: "valueChanged", count: 7))
    }

    @Test func test_heldStepperSkipsTheRepeatsDueWhileTheFingerWasOutside() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        _ = hostInWindow(stepper)
        let inside = windowPoint(stepper, CGPoint(x: 70, y: 16))
        let outside = windowPoint(stepper, CGPoint(x: 70, y: 200))
        let finger = SimulatedTouch(at: inside, in: stepper.window!)
        finger.move(to: inside, steps: 30)  // 0.5 s: the first repeat
        #expect(stepper.value == 2)
        finger.move(to: outside)  // beyond the 70-point margin at once (CT2)
        finger.move(to: outside, steps: 59)  // 1 s outside: nothing
        #expect(stepper.value == 2)
        finger.move(to: inside, steps: 1)  // back inside: the ten repeats missed do not fire
        #expect(stepper.value == 2)
        finger.move(to: inside, steps: 6)  // the next one due does
        #expect(stepper.value == 3)
        finger.lift()
    }

    @Test func test_nonContinuousStepperSendsValueChangedOnceAtTheEnd() {
        let stepper = UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        stepper.isContinuous = false
        let log = ControlEventLog()
        log.watch(stepper, excluding: [.touchDragInside])
        _ = hostInWindow(stepper)
        let point = windowPoint(stepper, CGPoint(x: 24, y: 16))
        stepper.value = 50
        let finger = SimulatedTouch(at: point, in: stepper.window!)
        finger.move(to: point, steps: 42)  // 0.7 s held: three repeats
        #expect(stepper.value == 46)
        #expect(log.take() == ["touchDown"])
        finger.lift()
        #expect(log.take() == ["valueChanged", "touchUpInside"])
    }

    @Test func test_stepperStepValueOfZeroStopsAsUIKitRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStepper().stepValue = 0 }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIStepper: stepValue (0.0) must be greater than 0 (NSInvalidArgumentException in UIKit)"))
    }

    @Test func test_stepperMinimumAboveMaximumStopsAsUIKitRaises() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UIStepper().minimumValue = 101 }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIStepper: minimumValue (101.0) must not be greater than maximumValue (100.0)"))
    }

    // MARK: UIProgressView, UIActivityIndicatorView, UIImageView

    @Test func test_progressViewDefaultsAndClamping() {
        let view = UIProgressView(progressViewStyle: .bar)
        #expect(view.progressViewStyle == .bar && UIProgressView().progressViewStyle == .default)
        #expect(view.progress == 0 && view.progressTintColor == nil && view.trackTintColor == nil)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.setProgress(-0.5, animated: true)
        #expect(view.progress == 0)
        view.setProgress(0.25, animated: false)
        #expect(view.progress == 0.25)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    }

    @Test func test_activityIndicatorIsHiddenWhileStoppedWhenItHidesWhenStopped() {
        let indicator = UIActivityIndicatorView(style: .large)
        #expect(indicator.style == .large && indicator.hidesWhenStopped && !indicator.isAnimating)
        #expect(indicator.isHidden == true)  // stopped at creation
        #expect(indicator.frame == CGRect(x: 0, y: 0, width: 37, height: 37))
        indicator.startAnimating()
        #expect(indicator.isAnimating && indicator.isHidden == false)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden == true)
        indicator.hidesWhenStopped = false
        #expect(indicator.isHidden == false)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(indicator.isHidden == false)
        let plain = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(plain.style == .medium && plain.isHidden && plain.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func test_activityIndicatorDeprecatedStylesMapAsUIKit() {
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0 && UIActivityIndicatorView.Style.gray.rawValue == 2)
        let whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
        #expect(whiteLarge.intrinsicContentSize == CGSize(width: 37, height: 37) && whiteLarge.color == .white)
        let gray = UIActivityIndicatorView(style: .gray)
        #expect(gray.intrinsicContentSize == CGSize(width: 20, height: 20) && gray.color == .gray)
        gray.color = .red
        #expect(gray.color == .red)
        #expect(UIActivityIndicatorView(style: .white).color == .white)
    }

    @Test func test_imageViewSizesToItsImageAndTakesNoTouches() {
        let image = UIImage(size: CGSize(width: 40, height: 30))
        let highlighted = UIImage(size: CGSize(width: 50, height: 60))
        let view = UIImageView(image: image, highlightedImage: highlighted)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(view.isUserInteractionEnabled == false && view.isHighlighted == false)
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 50, height: 60))
        let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(empty.image == nil && empty.highlightedImage == nil)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIImageView(image: nil).frame == .zero)
    }
}

/// A view that records the touches that reach it.
@MainActor
final class TouchRecordingView: UIView {
    var touches: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches.append("cancelled") }
}

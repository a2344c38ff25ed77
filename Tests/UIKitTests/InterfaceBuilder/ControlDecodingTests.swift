import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// File's Owner of Controls.xib: the delegate and data source of its text-entry views and
/// picker, and the target of its switch's action.
@MainActor
final class ControlsOwner: UIViewController, UITextFieldDelegate, UITextViewDelegate, UISearchBarDelegate,
    UIPickerViewDataSource, UIPickerViewDelegate {
    @Outlet var effectContent: UIView!
    @Outlet var effectLabel: UILabel!
    var events: [String] = []

    func listen() {
        addAction("switchChanged:") { [weak self] sender in
            self?.events.append("switchChanged: isOn=\((sender as? UISwitch)?.isOn.description ?? "not a switch")")
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 3 : 7 }
}

/// The standard controls decoded from Interface Builder XML (Controls.xib, written for
/// these tests): every attribute Xcode writes for them, their connections, and the visual
/// effect view's content view.
@MainActor
@Suite(.uikit) struct ControlDecodingTests {
    init() { _ = freshUIKit() }

    /// The nib's root view, loaded with a new owner.
    private func load() throws -> (root: UIView, owner: ControlsOwner) {
        let owner = ControlsOwner(nibName: nil, bundle: nil)
        owner.listen()
        let capture = DiagnosticsCapture()
        defer { capture.stop() }
        let objects = UINib(nibName: "Controls", bundle: .module).instantiate(withOwner: owner)
        let root = try #require(objects.first as? UIView)
        #expect(objects.count == 1 && owner.viewIfLoaded === root)
        #expect(capture.messages == [])  // every element is known: no fallback to a plain view
        return (root, owner)
    }

    private func view<T: UIView>(_ root: UIView, tag: Int, as type: T.Type) throws -> T {
        try #require(root.viewWithTag(tag) as? T, "no \(T.self) with tag \(tag)")
    }

    @Test func test_valueControlsDecodeEveryAttribute() throws {
        let (root, _) = try load()

        let toggle = try view(root, tag: 1, as: UISwitch.self)
        #expect(toggle.isOn == true && toggle.onTintColor == .systemOrange)
        #expect(toggle.thumbTintColor == UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))

        let slider = try view(root, tag: 2, as: UISlider.self)
        #expect(slider.minimumValue == 0.5 && slider.maximumValue == 2 && slider.value == 0.75 && slider.isContinuous == false)
        #expect(slider.minimumTrackTintColor == .systemGreen && slider.maximumTrackTintColor == .systemRed)
        #expect(slider.thumbTintColor == UIColor(white: 0.5, alpha: 1))
        #expect(slider.minimumValueImage?.name == "speaker" && slider.maximumValueImage?.name == "speaker.wave.3")

        let segments = try view(root, tag: 3, as: UISegmentedControl.self)
        #expect(segments.numberOfSegments == 4 && segments.selectedSegmentIndex == 1)
        #expect((0..<3).map { segments.titleForSegment(at: $0) } == ["First", "Second", "Third"])
        #expect(segments.titleForSegment(at: 3) == nil)
        #expect(segments.imageForSegment(at: 3)?.name == "star.fill" && segments.imageForSegment(at: 3)?.isSymbolImage == true)
        #expect(segments.isEnabledForSegment(at: 1) && !segments.isEnabledForSegment(at: 2))
        #expect(segments.widthForSegment(at: 2) == 80 && segments.widthForSegment(at: 0) == 0)
        #expect(segments.isMomentary && segments.apportionsSegmentWidthsByContent && segments.selectedSegmentTintColor == .systemIndigo)

        let stepper = try view(root, tag: 4, as: UIStepper.self)
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 300 && stepper.value == 200)  // 6 is clamped
        #expect(stepper.stepValue == 2.5 && stepper.wraps && !stepper.autorepeat && !stepper.isContinuous)

        let progress = try view(root, tag: 5, as: UIProgressView.self)
        #expect(progress.progress == 0.25 && progress.progressViewStyle == .bar)
        #expect(progress.progressTintColor == .systemTeal && progress.trackTintColor == .systemYellow)
        #expect(progress.progressImage?.name == "bar.fill" && progress.trackImage?.name == "bar.track")
    }

    @Test func test_activityIndicatorsAndImageViewsDecodeAsUIKit() throws {
        let (root, _) = try load()
        let spinning = try view(root, tag: 6, as: UIActivityIndicatorView.self)
        #expect(spinning.style == .large && spinning.isAnimating && !spinning.isHidden && spinning.hidesWhenStopped)
        #expect(spinning.color == .systemPurple)
        let stopped = try view(root, tag: 7, as: UIActivityIndicatorView.self)
        #expect(stopped.style == .whiteLarge && !stopped.isAnimating && stopped.isHidden && stopped.hidesWhenStopped)
        // Without hidesWhenStopped="YES" the archive says NO: a stopped indicator stays visible.
        let gray = try view(root, tag: 8, as: UIActivityIndicatorView.self)
        #expect(gray.style == .gray && !gray.isAnimating && !gray.isHidden && !gray.hidesWhenStopped && gray.color == .gray)

        let logo = try view(root, tag: 9, as: UIImageView.self)
        #expect(logo.image?.name == "Logo" && logo.highlightedImage?.name == "LogoHighlighted" && logo.isHighlighted)
        #expect(logo.image?.size == CGSize(width: 100, height: 40) && logo.image?.scale == 2)  // Logo@2x.png in the bundle
        #expect(logo.isUserInteractionEnabled == false && logo.contentMode == .scaleAspectFit)
        let star = try view(root, tag: 10, as: UIImageView.self)
        #expect(star.image?.isSymbolImage == true && star.image?.name == "star.fill")
        #expect(star.isUserInteractionEnabled == false)  // the image view's default when the file does not say
        #expect(star.intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test func test_textEntryViewsDecodeTextFontsAndInputTraits() throws {
        let (root, owner) = try load()
        let field = try view(root, tag: 11, as: UITextField.self)
        #expect(field.text == "Hello" && field.placeholder == "Your name" && field.textAlignment == .center)
        #expect(field.borderStyle == .roundedRect && field.clearButtonMode == .whileEditing && field.clearsOnBeginEditing)
        #expect(field.adjustsFontSizeToFitWidth && field.minimumFontSize == 12)
        #expect(field.font == .boldSystemFont(ofSize: 15) && field.textColor == .systemRed)
        #expect(field.autocapitalizationType == .words && field.autocorrectionType == .no && field.spellCheckingType == .no)
        #expect(field.keyboardType == .emailAddress && field.keyboardAppearance == .dark && field.returnKeyType == .done)
        #expect(field.enablesReturnKeyAutomatically && field.isSecureTextEntry)
        #expect(field.delegate === owner)

        // An empty <textInputTraits/>: the archive's defaults, which for capitalisation is none.
        let plain = try view(root, tag: 12, as: UITextField.self)
        #expect(plain.text == "" && plain.placeholder == nil && plain.borderStyle == .none && plain.minimumFontSize == 17)
        #expect(plain.font == .systemFont(ofSize: 14) && plain.autocapitalizationType == .none && plain.keyboardType == .default)
        #expect(plain.delegate == nil)

        let textView = try view(root, tag: 13, as: UITextView.self)
        #expect(textView.text == "Lorem ipsum dolor sit amet." && textView.textAlignment == .right)
        #expect(!textView.isEditable && !textView.isSelectable)
        #expect(textView.font == UIFont(name: "Menlo-Regular", size: 13) && textView.textColor == .secondaryLabel)
        #expect(textView.autocapitalizationType == .sentences && textView.keyboardType == .twitter)
        #expect(textView.delegate === owner && textView.backgroundColor == .systemBackground)

        let searchBar = try view(root, tag: 14, as: UISearchBar.self)
        #expect(searchBar.text == "kittens" && searchBar.placeholder == "Search pets" && searchBar.prompt == "Find a pet")
        #expect(searchBar.searchBarStyle == .minimal && searchBar.barStyle == .black)
        #expect(searchBar.showsCancelButton && !searchBar.isTranslucent && searchBar.barTintColor == .systemPink)
        #expect(searchBar.keyboardType == .webSearch && !searchBar.enablesReturnKeyAutomatically && searchBar.returnKeyType == .search)
        #expect(searchBar.delegate === owner && searchBar.searchTextField.superview === searchBar)
    }

    @Test func test_pickersDecodeModesDatesAndConnections() throws {
        let before = Date()
        let (root, owner) = try load()
        let date = try view(root, tag: 15, as: UIDatePicker.self)
        #expect(date.datePickerMode == .date && date.minuteInterval == 5 && date.preferredDatePickerStyle == .wheels)
        // useCurrentDate="NO": the file's date (20:26:40 UTC), rounded to the 5-minute interval (DT2).
        #expect(date.date == Date(timeIntervalSinceReferenceDate: 700_000_000 - 100))
        #expect(date.minimumDate == Date(timeIntervalSinceReferenceDate: 600_000_000))
        #expect(date.maximumDate == Date(timeIntervalSinceReferenceDate: 800_000_000))
        #expect(date.locale?.identifier == "fr_FR")
        // Xcode's "Current Date": the file's date is where it was edited; the picker shows now.
        let now = try view(root, tag: 16, as: UIDatePicker.self)
        #expect(now.datePickerMode == .time && now.preferredDatePickerStyle == .inline && now.datePickerStyle == .inline)
        #expect(now.date >= before && now.date <= Date())

        let picker = try view(root, tag: 17, as: UIPickerView.self)
        #expect(picker.dataSource === owner && picker.delegate === owner)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 7)
    }

    @Test func test_visualEffectViewsTakeTheFilesContentViewAndEffect() throws {
        let (root, owner) = try load()
        let blurred = try view(root, tag: 18, as: UIVisualEffectView.self)
        let blur = try #require(blurred.effect as? UIBlurEffect)
        #expect(blur._style == .dark)
        // The file's content view is the effect view's, with its id (outlets find it) and subviews.
        #expect(blurred.contentView === owner.effectContent && blurred.subviews == [blurred.contentView])
        #expect(blurred.contentView.subviews == [owner.effectLabel] && owner.effectLabel.text == "Blurred")
        #expect(blurred.contentView.clipsToBounds && blurred.contentView.isMultipleTouchEnabled)

        let vibrant = try view(root, tag: 20, as: UIVisualEffectView.self)
        let vibrancy = try #require(vibrant.effect as? UIVibrancyEffect)
        #expect(vibrancy._style == .secondaryLabel && vibrancy._blurEffect._style == .systemMaterial)
        #expect(vibrant.subviews == [vibrant.contentView] && vibrant.contentView.subviews.isEmpty)

        // The content view's constraints place the label once the view is shown.
        _ = showInWindow(owner)
        #expect(owner.effectLabel.frame.origin == CGPoint(x: 10, y: 20))
        #expect(blurred.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func test_decodedSwitchSendsItsActionToTheOwner() throws {
        let (root, owner) = try load()
        let toggle = try view(root, tag: 1, as: UISwitch.self)
        _ = showInWindow(owner)
        tap(toggle)
        toggle.setOn(true, animated: false)  // in code: no action
        #expect(owner.events == ["switchChanged: isOn=false"])
    }
}

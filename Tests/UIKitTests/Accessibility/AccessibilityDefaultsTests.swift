import Foundation
import Testing
@_spi(Testing) @testable import UIKit
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// UIKit's accessibility defaults per class (K1–K10, K17–K20).
@MainActor
@Suite(.uikit) struct AccessibilityDefaultsTests {
    init() { _ = freshUIKit() }

    @Test func test_K1_unsetAttributesKeepNoStorageAndNilRestoresTheDefault() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label._accessibility == nil)
        label.accessibilityLabel = "Mail"
        #expect(label.accessibilityLabel == "Mail")
        #expect(label._accessibility != nil)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")
        label.accessibilityAttributedLabel = NSAttributedString(string: "Post")
        #expect(label.accessibilityLabel == "Post")
        #expect(label.accessibilityAttributedLabel?.string == "Post")
    }

    @Test func test_K2_plainViewsAreNotElementsAndHaveNoLabelOrTraits() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityTraits == [])
        #expect(view.accessibilityElements == nil)
        #expect(view.accessibilityElementCount() == 0)
        #expect(!view.accessibilityActivate())
        #expect(UIViewController().isAccessibilityElement == false)
    }

    @Test func test_K3_labelsAreStaticTextElementsLabelledByTheirText() {
        let label = UILabel()
        #expect(!label.isAccessibilityElement)
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
        label.attributedText = NSAttributedString(string: "Sent")
        #expect(label.accessibilityLabel == "Sent")
    }

    @Test func test_K4_buttonsAreElementsWithTheirTitleAsLabel() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.isSelected = false
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
    }

    @Test func test_K4_anImageButtonIsLabelledByItsImagesAccessibilityLabel() {
        let image = UIImage(size: CGSize(width: 20, height: 20))
        image.accessibilityLabel = "Close"
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        #expect(button.accessibilityLabel == "Close")
    }

    @Test func test_K5_imageViewsAreNotElementsUntilMadeOneThenImagesLabelledByTheImage() {
        let image = UIImage(size: CGSize(width: 20, height: 20))
        image.accessibilityLabel = "Sunset"
        let imageView = UIImageView(image: image)
        #expect(!imageView.isAccessibilityElement)
        imageView.isAccessibilityElement = true
        #expect(imageView.accessibilityLabel == "Sunset")
        #expect(imageView.accessibilityTraits == .image)
    }

    @Test func test_K6_switchesAreButtonsWhoseValueIsOneOrZero() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test func test_K7_slidersAreAdjustableWithTheirValueAsAPercentOfTheRange() {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 20
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "50%")
        slider.value = 12.1
        #expect(slider.accessibilityValue == "11%")
    }

    @Test func test_K8_textFieldsShowTheirTextOrPlaceholderAsValue() {
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == nil)
        #expect(field.accessibilityValue == "Email")
        field.text = "a@b.c"
        #expect(field.accessibilityValue == "a@b.c")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••••")
        let textView = UITextView()
        textView.text = "Notes"
        #expect(textView.isAccessibilityElement)
        #expect(textView.accessibilityValue == "Notes")
    }

    @Test func test_K9_pageControlsAndProgressViewsSayWhereTheyAre() {
        let pages = UIPageControl()
        pages.numberOfPages = 3
        #expect(pages.isAccessibilityElement)
        #expect(pages.accessibilityTraits == .adjustable)
        #expect(pages.accessibilityValue == "page 1 of 3")
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1)
        #expect(pages.accessibilityValue == "page 2 of 3")
        pages.accessibilityIncrement()
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 2)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.25
        #expect(progress.isAccessibilityElement)
        #expect(progress.accessibilityValue == "25%")
        #expect(progress.accessibilityTraits == .updatesFrequently)
    }

    @Test func test_K10_activityIndicatorsSayInProgressWhileAnimating() {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAccessibilityElement)
        #expect(spinner.accessibilityLabel == "In progress")
        spinner.stopAnimating()
        #expect(spinner.accessibilityLabel == "Progress halted")
    }

    @Test func test_K11_theFrameIsTheViewInScreenCoordinatesAndActivatesAtItsMiddle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 5, y: 6, width: 100, height: 40))
        window.addSubview(container)
        container.addSubview(button)
        #expect(button.accessibilityFrame == CGRect(x: 15, y: 126, width: 100, height: 40))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 65, y: 146))
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 2, width: 3, height: 4), in: button)
            == CGRect(x: 16, y: 128, width: 3, height: 4))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), in: button)
        #expect(path.bounds == CGRect(x: 15, y: 126, width: 10, height: 10))
    }

    @Test func test_K17_cellsAreElementsJoiningTheirLabelsAndSelected() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Wi-Fi, Home")
        #expect(cell.accessibilityTraits == [])
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "Network"
        #expect(header.isAccessibilityElement)
        #expect(header.accessibilityLabel == "Network")
        #expect(header.accessibilityTraits == .header)
    }

    @Test func test_K20_valuesSetExplicitlyOverrideEveryDefault() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.isAccessibilityElement = false
        button.accessibilityTraits = .link
        button.accessibilityLabel = "Store"
        button.accessibilityValue = "draft"
        button.accessibilityHint = "Saves the draft"
        #expect(!button.isAccessibilityElement)
        #expect(button.accessibilityTraits == .link)
        #expect(button.accessibilityLabel == "Store")
        #expect(button.accessibilityValue == "draft")
        #expect(button.accessibilityHint == "Saves the draft")
        #expect(button.accessibilityUserInputLabels == ["Store"])
        let plain = UIView()
        plain.isAccessibilityElement = true
        #expect(plain.isAccessibilityElement)
    }

    @Test func test_K20_subclassesOverrideTheMembersAsOnIOS() {
        let view = RatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Rating")
        #expect(view.accessibilityValue == "3 stars")
        #expect(view.accessibilityTraits == .adjustable)
        view.accessibilityIncrement()
        #expect(view.accessibilityValue == "4 stars")
    }
}

/// A custom control as apps write them: overrides of the informal protocol.
@MainActor
final class RatingView: UIView {
    var stars = 3
    override var isAccessibilityElement: Bool { get { true } set {} }
    override var accessibilityLabel: String? { get { "Rating" } set {} }
    override var accessibilityValue: String? { get { "\(stars) stars" } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
    override func accessibilityIncrement() { stars += 1 }
    override func accessibilityDecrement() { stars -= 1 }
}

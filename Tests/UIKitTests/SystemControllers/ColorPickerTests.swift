import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// A colour picker delegate that logs what it hears.
@MainActor
final class ColorPickerLog: UIColorPickerViewControllerDelegate {
    var entries: [String] = []
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        entries.append("didSelect \(color == viewController.selectedColor) continuously=\(continuously)")
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        entries.append("didFinish presented=\(viewController.presentingViewController != nil)")
    }
}

/// A delegate written for iOS 14: only the deprecated method.
@MainActor
final class OldColorPickerLog: UIColorPickerViewControllerDelegate {
    var entries: [String] = []
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        entries.append("didSelectColor")
    }
}

/// The colour well and the colour picker (CW).
@MainActor
@Suite(.uikit) struct ColorPickerTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func showWell() -> (UIViewController, UIColorWell) {
        let root = UIViewController()
        _ = showInWindow(root)
        let well = UIColorWell(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        root.view.addSubview(well)
        drainMainRunLoop()
        return (root, well)
    }

    @Test func test_CW1_aTapOnTheWellPresentsThePickerWithItsSettingsAfterTouchUpInside() {
        let (root, well) = showWell()
        #expect(well.selectedColor == nil && well.supportsAlpha && well.title == nil)
        #expect(well.intrinsicContentSize == CGSize(width: 44, height: 44))
        well.title = "Ink"
        well.supportsAlpha = false
        well.selectedColor = .systemBlue
        let log = ControlEventLog()
        log.watch(well)
        var presentedAtTouchUp: UIViewController?
        well.addAction(UIAction { [weak root] _ in presentedAtTouchUp = root?.presentedViewController }, for: .touchUpInside)
        tap(well)
        clock.advance(by: 1)
        let picker = root.presentedViewController as? UIColorPickerViewController
        #expect(log.take() == ["touchDown", "touchUpInside"] && presentedAtTouchUp == nil)
        #expect(picker?.title == "Ink" && picker?.supportsAlpha == false && picker?.selectedColor == .systemBlue)
        tap(well)  // covered by the sheet: nothing new
        #expect(root.presentedViewController === picker)
        let loose = UIColorWell(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        loose._presentPicker()  // in no controller: nothing
        #expect(loose._presentedPicker == nil)
    }

    @Test func test_CW2_theWellFollowsThePickerAndSendsValueChanged() throws {
        let (root, well) = showWell()
        tap(well)
        clock.advance(by: 1)
        let picker = try #require(root.presentedViewController as? UIColorPickerViewController)
        #expect(picker.selectedColor == .white)  // a well without a colour starts the picker at white
        let log = ControlEventLog()
        log.watch(well)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        pickColor(red, in: picker)
        #expect(well.selectedColor == red && log.take() == ["valueChanged"])
        dragColor(through: [.systemTeal, .systemPink], in: picker)
        #expect(well.selectedColor == .systemPink && log.take() == ["valueChanged", "valueChanged"])
        well.selectedColor = .black  // code: nothing sent
        #expect(log.take() == [])
    }

    @Test func test_CW3_thePickerIsAMediumSheetAndTheWellLetsItGoWhenDismissed() {
        let (root, well) = showWell()
        weak var weakPicker: UIColorPickerViewController?
        do {
            tap(well)
            clock.advance(by: 1)
            let picker = root.presentedViewController as? UIColorPickerViewController
            weakPicker = picker
            #expect(picker?.modalPresentationStyle == .pageSheet)
            #expect(picker?.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
            if let picker { closeColorPicker(picker) }
            clock.advance(by: 1)
        }
        #expect(root.presentedViewController == nil && weakPicker == nil && well._presentedPicker == nil)
    }

    @Test func test_CW4_closingDismissesThePickerThenTellsTheDelegateOnce() {
        let root = UIViewController()
        _ = showInWindow(root)
        let picker = UIColorPickerViewController()
        let log = ColorPickerLog()
        picker.delegate = log
        root.present(picker, animated: true)
        clock.advance(by: 1)
        closeColorPicker(picker)
        #expect(log.entries == [])  // not before the dismissal ends
        clock.advance(by: 1)
        #expect(log.entries == ["didFinish presented=false"])
        let swiped = UIColorPickerViewController()
        swiped.delegate = log
        log.entries = []
        root.present(swiped, animated: true)
        clock.advance(by: 1)
        beginSwipeToDismiss(swiped)?.finish()
        clock.advance(by: 1)
        #expect(log.entries == ["didFinish presented=false"] && root.presentedViewController == nil)
    }

    @Test func test_CW5_aPickBecomesTheSelectedColorThenReachesTheDelegate() {
        let root = UIViewController()
        _ = showInWindow(root)
        let picker = UIColorPickerViewController()
        #expect(picker.selectedColor == .white && picker.supportsAlpha)
        let log = ColorPickerLog()
        picker.delegate = log
        picker.selectedColor = .systemGreen  // code: nobody hears
        root.present(picker, animated: true)
        clock.advance(by: 1)
        let swatch = UIColorPickerViewController.gridColors[3][5]
        pickColor(swatch, in: picker)  // a swatch of the grid: tapped
        dragColor(through: [.systemRed, .systemOrange, .systemYellow], in: picker)
        #expect(picker.selectedColor == .systemYellow)
        #expect(log.entries == ["didSelect true continuously=false", "didSelect true continuously=true",
                                "didSelect true continuously=true", "didSelect true continuously=false"])
    }

    @Test func test_CW6_aDelegateWithOnlyTheDeprecatedMethodHearsEveryPick() {
        let root = UIViewController()
        _ = showInWindow(root)
        let picker = UIColorPickerViewController()
        let old = OldColorPickerLog()
        picker.delegate = old
        root.present(picker, animated: true)
        clock.advance(by: 1)
        pickColor(.systemIndigo, in: picker)
        dragColor(through: [.systemRed, .systemBlue], in: picker)
        #expect(old.entries == ["didSelectColor", "didSelectColor", "didSelectColor"])
        let log = ColorPickerLog()
        picker.delegate = log
        pickColor(.systemPurple, in: picker)
        #expect(log.entries == ["didSelect true continuously=false"])
    }
}

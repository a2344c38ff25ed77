import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// A font picker delegate that logs what it hears.
@MainActor
final class FontPickerLog: UIFontPickerViewControllerDelegate {
    var entries: [String] = []
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        let descriptor = viewController.selectedFontDescriptor
        let family = descriptor?.fontAttributes[.family] as? String ?? "-"
        let name = descriptor?.fontAttributes[.name] as? String ?? "-"
        entries.append("didPick \(family) \(name) presented=\(viewController.presentingViewController != nil)")
    }
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        entries.append("didCancel presented=\(viewController.presentingViewController != nil)")
    }
}

/// The font picker (FP).
@MainActor
@Suite(.uikit) struct FontPickerTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    @Test func test_FP1_theConfigurationsDefaultsAndThePickersCopyOfIt() {
        let configuration = UIFontPickerViewController.Configuration()
        #expect(!configuration.includeFaces && !configuration.displayUsingSystemFont)
        #expect(configuration.filteredTraits == [] && configuration.filteredLanguagesPredicate == nil)
        #expect(UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: []) == nil)
        configuration.includeFaces = true
        let picker = UIFontPickerViewController(configuration: configuration)
        configuration.includeFaces = false  // after the picker was made: not seen by it
        #expect(picker.configuration.includeFaces && picker.configuration !== configuration)
        #expect(picker.selectedFontDescriptor == nil && UIFontPickerViewController().configuration.includeFaces == false)
    }

    @Test func test_FP2_filteredTraitsOfferOnlyFamiliesWithSuchAFace() {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.filteredTraits = [.traitMonoSpace]
        #expect(UIFontPickerViewController(configuration: configuration)._offeredFamilies == ["Courier", "Courier New", "Menlo"])
        configuration.filteredTraits = [.traitBold, .traitItalic]
        let offered = UIFontPickerViewController(configuration: configuration)._offeredFamilies
        #expect(offered.contains("Georgia") && offered.contains("Arial") && !offered.contains("Apple Color Emoji"))
        #expect(UIFontPickerViewController()._offeredFamilies == UIFont.familyNames)
    }

    @Test func test_FP3_aPickSetsTheDescriptorThenTellsTheDelegateAndThePickerStays() {
        let root = UIViewController()
        _ = showInWindow(root)
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        let picker = UIFontPickerViewController(configuration: configuration)
        let log = FontPickerLog()
        picker.delegate = log
        root.present(picker, animated: true)
        clock.advance(by: 1)
        pickFontFamily("Georgia", in: picker)
        pickFontFace("Georgia-Bold", in: picker)
        clock.advance(by: 1)
        #expect(log.entries == ["didPick Georgia - presented=true", "didPick Georgia Georgia-Bold presented=true"])
        #expect(root.presentedViewController === picker)
    }

    @Test func test_FP4_cancelDismissesThePickerThenTellsTheDelegateAndThePickerIsReleased() {
        let root = UIViewController()
        _ = showInWindow(root)
        let log = FontPickerLog()
        weak var weakPicker: UIFontPickerViewController?
        do {
            let picker = UIFontPickerViewController()
            picker.delegate = log
            weakPicker = picker
            root.present(picker, animated: true)
            clock.advance(by: 1)
            cancelFontPicker(picker)
            #expect(log.entries == [])
            clock.advance(by: 1)
        }
        #expect(log.entries == ["didCancel presented=false"] && root.presentedViewController == nil)
        #expect(weakPicker == nil)
    }
}

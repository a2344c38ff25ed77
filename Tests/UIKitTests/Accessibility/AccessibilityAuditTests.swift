import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// The accessibility audit: each check, its message naming the view, silencing (K30–K37).
@MainActor
@Suite(.uikit) struct AccessibilityAuditTests {
    /// A screen of content on white, shown in a key window.
    private func show(_ build: @escaping (UIView) -> Void, dark: Bool = false) -> UIWindow {
        let controller = AuditScreen()
        controller.build = build
        let window = UIWindow()
        if dark { window.overrideUserInterfaceStyle = .dark }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        drainMainRunLoop()
        return window
    }

    private func button(_ title: String?, frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        return button
    }

    private func label(_ text: String, frame: CGRect, color: UIColor = .label, size: CGFloat = 17, adjusts: Bool = true) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.textColor = color
        label.font = adjusts ? UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: size)) : .systemFont(ofSize: size)
        label.adjustsFontForContentSizeCategory = adjusts
        return label
    }

    @Test func test_K30_aCleanScreenHasNoIssuesAndTheAuditRecordsNone() {
        let window = show { view in
            let save = button("Save", frame: CGRect(x: 20, y: 100, width: 120, height: 44))
            save.setTitleColor(.label, for: .normal)
            save.titleLabel?.font = .preferredFont(forTextStyle: .body)
            save.titleLabel?.adjustsFontForContentSizeCategory = true
            view.addSubview(save)
            view.addSubview(label("Ready", frame: CGRect(x: 20, y: 160, width: 200, height: 30)))
        }
        #expect(accessibilityAuditIssues(in: window).isEmpty)
        #expect(performAccessibilityAudit(in: window).isEmpty)
    }

    @Test func test_K30_eachIssueNotIgnoredIsATestFailureAndTheHandlerSilencesAnElement() {
        let tiny = button("A", frame: CGRect(x: 20, y: 100, width: 30, height: 30))
        let other = button("B", frame: CGRect(x: 100, y: 100, width: 30, height: 30))
        let window = show { view in
            view.addSubview(tiny)
            view.addSubview(other)
        }
        withKnownIssue {
            let kept = performAccessibilityAudit(for: .hitRegion, in: window) { $0.element === tiny }
            #expect(kept.map { $0.view === other } == [true])
        }
        let silenced = performAccessibilityAudit(for: .hitRegion, in: window) { _ in true }
        #expect(silenced.isEmpty)
    }

    @Test func test_K31_anElementWithoutALabelOrWithOneRepeatingItsTraitIsReported() {
        let window = show { view in
            let unlabelled = UIButton(type: .system)
            unlabelled.frame = CGRect(x: 20, y: 100, width: 44, height: 44)
            unlabelled.accessibilityIdentifier = "share"
            view.addSubview(unlabelled)
            view.addSubview(button("Save button", frame: CGRect(x: 20, y: 160, width: 140, height: 44)))
        }
        let issues = accessibilityAuditIssues(for: .sufficientElementDescription, in: window)
        #expect(issues.map(\.compactDescription) == ["Element has no description", "Label repeats the element's trait"])
        #expect(issues.first?.detailedDescription
            == "UIButton (identifier \"share\") in AuditScreen is an accessibility element without a label, so VoiceOver cannot say what it is. Set its accessibilityLabel.")
        #expect(issues.last?.detailedDescription
            == "UIButton \"Save button\" in AuditScreen is labelled \"Save button\" and has the button trait, so VoiceOver says \"button\" twice. Leave the word out of the label.")
    }

    @Test func test_K32_interactiveElementsUnder44PointsAreReportedButStandardControlsAreNot() {
        let window = show { view in
            view.addSubview(button("Tiny", frame: CGRect(x: 20, y: 100, width: 60, height: 30)))
            view.addSubview(button("Fine", frame: CGRect(x: 20, y: 150, width: 60, height: 44)))
            let toggle = UISwitch()
            toggle.frame.origin = CGPoint(x: 20, y: 220)
            toggle.accessibilityLabel = "Wi-Fi"
            view.addSubview(toggle)
            view.addSubview(self.label("Static", frame: CGRect(x: 20, y: 270, width: 80, height: 20)))
        }
        let issues = accessibilityAuditIssues(for: .hitRegion, in: window)
        #expect(issues.map(\.description) == [
            "Hit region is too small: UIButton \"Tiny\" in AuditScreen is 60 × 30 points; interactive elements need at least 44 × 44 points.",
        ])
    }

    @Test func test_K33_UIKitsDefaultButtonTitleNearlyPassesOnWhite() {
        let window = show { view in view.addSubview(self.button("Save", frame: CGRect(x: 20, y: 100, width: 120, height: 44))) }
        #expect(accessibilityAuditIssues(for: .contrast, in: window).map(\.description) == [
            "Contrast nearly passed: UILabel \"Save\" in AuditScreen has a contrast ratio of 4.02:1 with its background; text needs 4.5:1.",
        ])
    }

    @Test func test_K33_textBelowWCAGContrastIsReportedWithItsRatio() {
        let window = show { view in
            view.addSubview(self.label("Faint", frame: CGRect(x: 20, y: 100, width: 200, height: 30),
                                       color: UIColor(white: 0xAA / 255.0, alpha: 1)))
            view.addSubview(self.label("Dark", frame: CGRect(x: 20, y: 140, width: 200, height: 30), color: .black))
            // 3.54:1 passes as large text (24 points), fails as body text.
            view.addSubview(self.label("Large", frame: CGRect(x: 20, y: 180, width: 200, height: 40),
                                       color: UIColor(white: 0x80 / 255.0, alpha: 1), size: 24))
            view.addSubview(self.label("Body", frame: CGRect(x: 20, y: 230, width: 200, height: 30),
                                       color: UIColor(white: 0x80 / 255.0, alpha: 1)))
        }
        let issues = accessibilityAuditIssues(for: .contrast, in: window)
        #expect(issues.map(\.description) == [
            "Contrast failed: UILabel \"Faint\" in AuditScreen has a contrast ratio of 2.32:1 with its background; text needs 4.5:1.",
            "Contrast failed: UILabel \"Body\" in AuditScreen has a contrast ratio of 3.95:1 with its background; text needs 4.5:1.",
        ])
    }

    @Test func test_K33_coloursAreResolvedWithTheTextsTraitsAndTranslucentBackgroundsComposited() {
        let window = show({ view in
            view.addSubview(self.label("Adaptive", frame: CGRect(x: 20, y: 100, width: 200, height: 30)))
            view.addSubview(self.label("Fixed", frame: CGRect(x: 20, y: 140, width: 200, height: 30),
                                       color: UIColor(white: 0.2, alpha: 1)))
            let veil = UIView(frame: CGRect(x: 0, y: 180, width: 300, height: 60))
            veil.backgroundColor = UIColor(white: 1, alpha: 0.5)
            veil.addSubview(self.label("Veiled", frame: CGRect(x: 20, y: 10, width: 200, height: 30), color: .white))
            view.addSubview(veil)
        }, dark: true)
        let issues = accessibilityAuditIssues(for: .contrast, in: window)
        #expect(issues.map { $0.view.flatMap { ($0 as? UILabel)?.text } } == ["Fixed", "Veiled"])
    }

    @Test func test_K34_textThatDoesNotFollowDynamicTypeIsReported() {
        let window = show { view in
            view.addSubview(self.label("Fixed size", frame: CGRect(x: 20, y: 100, width: 200, height: 30), adjusts: false))
            view.addSubview(self.label("Scales", frame: CGRect(x: 20, y: 140, width: 200, height: 30)))
        }
        let issues = accessibilityAuditIssues(for: .dynamicType, in: window)
        #expect(issues.map(\.description) == [
            "Dynamic Type font sizes are unsupported: UILabel \"Fixed size\" in AuditScreen keeps its text size when the user "
                + "chooses a larger one. Use UIFont.preferredFont(forTextStyle:) and set adjustsFontForContentSizeCategory to true.",
        ])
    }

    @Test func test_K35_aLabelTooSmallForItsTextIsReported() {
        let window = show { view in
            view.addSubview(self.label("A sentence much too long for its label", frame: CGRect(x: 20, y: 100, width: 60, height: 21)))
            view.addSubview(self.label("Fits", frame: CGRect(x: 20, y: 140, width: 200, height: 30)))
        }
        let issues = accessibilityAuditIssues(for: .textClipped, in: window)
        #expect(issues.count == 1)
        #expect(issues.first?.compactDescription == "Text clipped")
        #expect(issues.first?.detailedDescription.hasPrefix("UILabel \"A sentence much too long for its label\" in AuditScreen needs ") == true)
        #expect(issues.first?.detailedDescription.hasSuffix(" points for its text but is 60 × 21.") == true)
    }

    @Test func test_K36_aTappableElementWithoutTheButtonTraitIsReported() {
        let window = show { view in
            for (name, traits) in [("Card", UIAccessibilityTraits.none), ("Tile", .button)] {
                let card = UIView(frame: CGRect(x: 20, y: name == "Card" ? 100 : 200, width: 200, height: 80))
                card.isAccessibilityElement = true
                card.accessibilityLabel = name
                card.accessibilityTraits = traits
                card.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
                view.addSubview(card)
            }
        }
        let issues = accessibilityAuditIssues(for: .trait, in: window)
        #expect(issues.map(\.description) == [
            "Element may be missing a trait: UIView \"Card\" in AuditScreen responds to taps but has neither the button nor the link trait, so VoiceOver does not say it can be activated.",
        ])
    }

    @Test func test_K37_overlappingInteractiveElementsAreReported() {
        let window = show { view in
            view.addSubview(button("First", frame: CGRect(x: 20, y: 100, width: 100, height: 44)))
            view.addSubview(button("Second", frame: CGRect(x: 90, y: 120, width: 100, height: 44)))
            view.addSubview(button("Apart", frame: CGRect(x: 20, y: 200, width: 100, height: 44)))
        }
        let issues = accessibilityAuditIssues(for: .overlap, in: window)
        #expect(issues.map(\.description) == [
            "Elements overlap: UIButton \"Second\" in AuditScreen overlaps UIButton \"First\" in AuditScreen by 30 × 24 points, so a touch there is ambiguous.",
        ])
    }
}

/// A plain white screen whose content a test builds.
final class AuditScreen: UIViewController {
    var build: (UIView) -> Void = { _ in }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        build(view)
    }
}

import Foundation
import Testing
import UIKit

/// F23–F24: attributed button titles, per state and in configurations.
@MainActor
@Suite(.uikit) struct ButtonAttributedTitleTests {
    init() { _ = freshUIKit() }

    @Test func test_F23_anAttributedTitleIsPreferredPerStateAndItsUncolouredRunsAreBlack() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        let normal = NSMutableAttributedString(string: "Save", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        normal.append(NSAttributedString(string: " now", attributes: [.foregroundColor: UIColor.red]))
        button.setAttributedTitle(normal, for: .normal)
        #expect(button.attributedTitle(for: .normal)?.isEqual(to: normal) == true)
        #expect(button.attributedTitle(for: .highlighted)?.isEqual(to: normal) == true)
        #expect(button.currentAttributedTitle?.string == "Save now" && button.currentTitle == "Plain")
        let shown = button.titleLabel!.attributedText!
        #expect(shown.string == "Save now" && button.titleLabel?.text == "Save now")
        #expect(shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.black)
        #expect(shown.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == UIColor.red)
        // Runs without a font take the title label's (15 points).
        #expect(shown.attribute(.font, at: 5, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 15))
        // 4 × 5.5 + 4 × 8.25 = 55; 18-point lines; a system button is at least 30 tall.
        #expect(button.intrinsicContentSize == CGSize(width: 55, height: 30))
        button.tintColor = .green
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == UIColor.red)

        button.setAttributedTitle(NSAttributedString(string: "Saving"), for: .highlighted)
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Saving")
        button.isHighlighted = false
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain" && button.currentAttributedTitle == nil)
        #expect(button.titleLabel?.textColor == button.tintColor)
    }

    @Test func test_F24_aConfigurationsTitleIsTheStringOfItsAttributedTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        #expect(configuration.attributedTitle == AttributedString("Go"))
        var big = AttributedString("Big")
        big.font = UIFont.boldSystemFont(ofSize: 20)
        configuration.attributedTitle = big + AttributedString(" small")
        #expect(configuration.title == "Big small")
        configuration.subtitle = "Sub"
        #expect(configuration.attributedSubtitle == AttributedString("Sub"))
        let button = UIButton(configuration: configuration)
        let shown = button.titleLabel!.attributedText!
        #expect(shown.string == "Big small")
        #expect(shown.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        // Runs without a font or colour take the configuration's: 17 points, the tint colour.
        #expect(shown.attribute(.font, at: 4, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(shown.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == button.tintColor)
        #expect(button.currentAttributedTitle == nil)
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// The UIKit values that go into attributed strings stay plain classes on Linux, with
/// NSObject's equality, hash, description, copy and `%@` (J13).
@MainActor
@Suite(.uikit) struct AttributeValueClassTests {
    init() { _ = freshUIKit() }

    @Test func test_J13_attributedStringsHoldingColoursAndFontsCanBeEdited() {
        let text = NSMutableAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: " world", attributes: [.foregroundColor: UIColor.blue]))
        text.addAttribute(.foregroundColor, value: UIColor(red: 0, green: 1, blue: 0, alpha: 1), range: NSRange(location: 0, length: 2))
        text.setAttributes([.foregroundColor: UIColor.red], range: NSRange(location: 2, length: 3))
        #expect(text.length == 11)
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(text.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .blue)
        #expect(text.attribute(.font, at: 2, effectiveRange: nil) == nil)  // setAttributes replaced the run's attributes
    }

    @Test func test_J13_coloursKeepNSObjectsEqualityHashDescriptionAndCopy() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(!((red as Any) is NSObject))
        #expect(red.isEqual(UIColor.red) && red.hash == UIColor.red.hash && Set([red, UIColor.red]).count == 1)
        #expect(red.copy() as? UIColor === red)
        #expect(String(format: "%@", red) == red.description)
        // One font object: two would print two addresses (the same only when the first one's
        // memory happened to be reused for the second).
        let font = UIFont.systemFont(ofSize: 17)
        #expect(String(format: "%@", font) == font.description)
    }
}

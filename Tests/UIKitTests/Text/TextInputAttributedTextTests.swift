import Foundation
import Testing
import UIKit
import UIKitTesting

/// F25–F31: attributed text in text fields and text views.
@MainActor
@Suite(.uikit) struct TextInputAttributedTextTests {
    init() { _ = freshUIKit() }

    private let red: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red]

    @Test func test_F25_aFieldsAttributedTextSetsItsTextAndStyleAndItsStyleAppliesToTheWhole() {
        let field = UITextField()
        #expect(field.attributedText == nil)
        field.text = "abc"
        let plain = field.attributedText!
        #expect(plain.string == "abc" && plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.label)
        let styled = NSMutableAttributedString(string: "Hi", attributes: red)
        styled.append(NSAttributedString(string: " there"))
        field.attributedText = styled
        #expect(field.text == "Hi there" && field.font == UIFont.boldSystemFont(ofSize: 20) && field.textColor == UIColor.red)
        // The plain run took the field's font and colour from before.
        #expect(field.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
        field.textColor = .blue
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.blue)
        #expect(field.attributedText?.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor == UIColor.blue)
        field.textAlignment = .center
        #expect((field.attributedText?.attribute(.paragraphStyle, at: 5, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
        #expect((field.defaultTextAttributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 9), .kern: 2]
        #expect(field.font == UIFont.systemFont(ofSize: 9) && field.textColor == UIColor.blue)
        #expect(field.defaultTextAttributes[.kern] as? Int == 2)
        #expect(field.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int == 2)
        field.text = "new"
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 9))
        #expect(field.attributedText?.attribute(.kern, at: 2, effectiveRange: nil) as? Int == 2)
    }

    @Test func test_F26_typingAttributesExistWhileEditingAndStyleTypedText() {
        let root = UIViewController()
        _ = showInWindow(root)
        let field = UITextField()
        root.view.addSubview(field)
        field.attributedText = NSAttributedString(string: "a", attributes: red)
        #expect(field.typingAttributes == nil)
        field.typingAttributes = [.font: UIFont.systemFont(ofSize: 5)]
        #expect(field.typingAttributes == nil)
        #expect(field.becomeFirstResponder())
        #expect(field.typingAttributes?[.foregroundColor] as? UIColor == UIColor.red)
        field.insertText("b")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == UIColor.red)
        field.typingAttributes = [.font: UIFont.systemFont(ofSize: 11), .underlineStyle: NSUnderlineStyle.single.rawValue]
        field.insertText("c")
        let typed = field.attributedText!.attributes(at: 2, effectiveRange: nil)
        #expect(field.text == "abc" && typed[.font] as? UIFont == UIFont.systemFont(ofSize: 11) && typed[.underlineStyle] as? Int == 1)
        field.deleteBackward()
        #expect(field.attributedText?.string == "ab" && field.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        field.resignFirstResponder()
        #expect(field.typingAttributes == nil)
    }

    @Test func test_F27_anAttributedPlaceholderSetsThePlaceholder() {
        let field = UITextField()
        field.placeholder = "Name"
        let plain = field.attributedPlaceholder!
        #expect(plain.string == "Name" && plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.placeholderText)
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.red])
        #expect(field.placeholder == "Email")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.red)
        field.placeholder = "Phone"
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.placeholderText)
    }

    @Test func test_F28_aFieldMeasuresItsStyledTextAndPlaceholder() {
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        // 2 × 22 wide; lines are the field's font (17 → 21 points tall).
        #expect(field.intrinsicContentSize == CGSize(width: 44, height: 21))
        field.attributedText = NSAttributedString(string: "abc", attributes: [.font: UIFont.systemFont(ofSize: 10), .kern: 10])
        // 3 × (5.5 + 10) = 46.5.
        #expect(field.intrinsicContentSize == CGSize(width: 47, height: 12))
    }

    @Test func test_F29_aTextViewsAttributedTextSetsItsTextAndTypingAttributes() {
        let view = UITextView()
        #expect(view.attributedText.string == "" && view.attributedText.length == 0)
        view.text = "x"
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
        let styled = NSMutableAttributedString(string: "a")
        styled.append(NSAttributedString(string: "b", attributes: red))
        view.attributedText = styled
        #expect(view.text == "ab" && view.font == UIFont.boldSystemFont(ofSize: 20) && view.textColor == UIColor.red)
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
        view.font = .systemFont(ofSize: 8)
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 8))
        #expect(view.attributedText.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 8))
        view.isScrollEnabled = false
        // "ab" at 8 points: 8.8 wide, 10 tall, plus 5 each side and the 8-point insets.
        #expect(view.intrinsicContentSize == CGSize(width: 19, height: 26))
    }

    @Test func test_F30_aTextViewsTypingAttributesStyleTypedText() {
        let root = UIViewController()
        _ = showInWindow(root)
        let view = UITextView()
        root.view.addSubview(view)
        #expect(view.typingAttributes[.font] as? UIFont == UIFont.systemFont(ofSize: 12))
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == UIColor.label)
        view.typingAttributes = [.font: UIFont.systemFont(ofSize: 14), .backgroundColor: UIColor.yellow]
        #expect(view.font == UIFont.systemFont(ofSize: 14))
        #expect(view.becomeFirstResponder())
        view.insertText("hi")
        let typed = view.attributedText.attributes(at: 1, effectiveRange: nil)
        #expect(typed[.backgroundColor] as? UIColor == UIColor.yellow && typed[.font] as? UIFont == UIFont.systemFont(ofSize: 14))
    }

    @Test func test_F31_linksDrawWithTheLinkTextAttributes() {
        let view = UITextView()
        #expect(view.linkTextAttributes[.foregroundColor] as? UIColor == UIColor.link)
        #expect(view.linkTextAttributes[.underlineStyle] as? Int == NSUnderlineStyle.single.rawValue)
        view.linkTextAttributes = [.foregroundColor: UIColor.green]
        #expect(view.linkTextAttributes.count == 1)
        view.linkTextAttributes = nil
        #expect(view.linkTextAttributes.isEmpty)
    }
}

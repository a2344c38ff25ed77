import Foundation
import Testing
import UIKit
import UIKitTesting

/// The UIKit values that go into attributed strings are `NSObject`s with `NSCopying`, as on
/// iOS, and attributed strings holding them can be edited on Linux (J13).
@MainActor
@Suite(.uikit) struct AttributeValueClassTests {
    init() { _ = freshUIKit() }

    /// An app's generic helper, as the porter leaves it (PT15): it needs them to be objects
    /// (`lend { (p: NSMutableParagraphStyle) in … }`).
    private func lend<T: _DefaultInitializableObject>(_ closure: (T) -> Void) -> T {
        let value = T()
        closure(value)
        return value
    }

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

    @Test func test_J13_unequalValuesOfEveryClassReplaceEachOtherInRuns() {
        // Core Foundation compares the old and new value of each run (CFEqual) when an
        // attribute is added over another: the path that stopped the process.
        let first = NSMutableParagraphStyle(); first.alignment = .center
        let second = NSMutableParagraphStyle(); second.alignment = .right
        let shadow = NSShadow(); shadow.shadowBlurRadius = 2
        let image = UIImage(systemName: "star")!
        let values: [(NSAttributedString.Key, NSObject, NSObject)] = [
            (.paragraphStyle, first, second),
            (.shadow, NSShadow(), shadow),
            (.font, UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12)),
            (.foregroundColor, UIColor.red, UIColor(red: 0, green: 0, blue: 1, alpha: 1)),
            (.attachment, NSTextAttachment(), NSTextAttachment(image: image)),
            (NSAttributedString.Key("descriptor"), UIFont.systemFont(ofSize: 9).fontDescriptor, UIFontDescriptor(name: "Helvetica", size: 9)),
            (NSAttributedString.Key("image"), image, UIImage(systemName: "heart")!),
        ]
        for (key, old, new) in values {
            let text = NSMutableAttributedString(string: "abcdef", attributes: [key: old])
            text.addAttribute(key, value: new, range: NSRange(location: 1, length: 2))
            // An equal value: a copy where the class copies (attachments and images do not).
            let equal = old is NSCopying ? old.copy() as! NSObject : old
            #expect(equal.isEqual(old))
            text.addAttribute(key, value: equal, range: NSRange(location: 2, length: 3))
            var runs: [NSRange] = []
            text.enumerateAttribute(key, in: NSRange(location: 0, length: 6)) { _, range, _ in runs.append(range) }
            #expect(text.attribute(key, at: 1, effectiveRange: nil) as? NSObject == new, "\(key.rawValue)")
            #expect(text.attribute(key, at: 4, effectiveRange: nil) as? NSObject == old, "\(key.rawValue)")
            #expect(text.isEqual(to: text.copy() as! NSAttributedString))
            // Runs with equal values read as one.
            #expect(runs == [NSRange(location: 0, length: 1), NSRange(location: 1, length: 1), NSRange(location: 2, length: 4)], "\(key.rawValue)")
        }
    }

    @Test func test_J13_textObjectsAreNSObjectsWithNSCopying() {
        let style = lend { (style: NSMutableParagraphStyle) in style.lineSpacing = 4 }
        #expect(style.lineSpacing == 4)
        let shadow = lend { (shadow: NSShadow) in shadow.shadowOffset = CGSize(width: 1, height: 2) }
        #expect(shadow.shadowOffset == CGSize(width: 1, height: 2))
        let objects: [Any] = [UIColor.red, UIFont.systemFont(ofSize: 12), UIFontDescriptor(name: "Helvetica", size: 9),
                              NSParagraphStyle.default, style, shadow, NSTextAttachment(), UIImage(systemName: "star")!]
        #expect(objects.allSatisfy { $0 is NSObject })
        // Attachments and images are not NSCopying in UIKit either.
        #expect(objects.filter { $0 is NSCopying }.count == 6 && !(objects[6] is NSCopying) && !(objects[7] is NSCopying))
        let copy = style.copy()
        #expect(type(of: copy) == NSParagraphStyle.self && (copy as! NSParagraphStyle).lineSpacing == 4)
        #expect(type(of: NSParagraphStyle.default.mutableCopy()) == NSMutableParagraphStyle.self)
        #expect(NSParagraphStyle.default.copy() as? NSParagraphStyle === NSParagraphStyle.default)
        #expect((shadow.copy() as! NSShadow).isEqual(shadow) && shadow.copy() as? NSShadow !== shadow)
        #expect(Set<NSObject>([style, style.copy() as! NSObject]).count == 1)
    }

    @Test func test_J13_coloursKeepNSObjectsEqualityHashDescriptionAndCopy() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect((red as Any) is NSObject)
        #expect(red.isEqual(UIColor.red) && red.hash == UIColor.red.hash && Set([red, UIColor.red]).count == 1)
        #expect(red.copy() as? UIColor === red)
        #expect(String(format: "%@", red) == red.description)
        // One font object: two would print two addresses (the same only when the first one's
        // memory happened to be reused for the second).
        let font = UIFont.systemFont(ofSize: 17)
        #expect(String(format: "%@", font) == font.description)
    }

    @Test func test_F48_emptyAttributedStringsAreMadeWithNoArguments() {
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 9)]))
        #expect(text.length == 2 && text.string == "ab")
        #expect(NSAttributedString().length == 0)
        #expect(type(of: NSMutableAttributedString()) == NSMutableAttributedString.self)
        let parts: [NSAttributedString] = [.init(), NSAttributedString(string: "x")]
        #expect(parts.map(\.length) == [0, 1])
    }
}

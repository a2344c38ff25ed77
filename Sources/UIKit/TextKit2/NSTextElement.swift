import Foundation

/// A piece of a document a content manager hands out: TextKit 2 lays text out one element
/// at a time, each in its own layout fragment (TX2).
open class NSTextElement: NSObject {
    /// The content manager the element belongs to (weak).
    open weak var textContentManager: NSTextContentManager?
    /// The part of the document the element stands for.
    open var elementRange: NSTextRange?

    /// An element of `textContentManager`'s document.
    public init(textContentManager: NSTextContentManager?) {
        self.textContentManager = textContentManager
        super.init()
    }

    /// The elements inside this one; empty (OpenUIKit's paragraphs have no children).
    open var childElements: [NSTextElement] { [] }
    /// The element holding this one; nil.
    open weak var parentElement: NSTextElement? { nil }
    /// Whether the element stands for its part of the document as it is (true).
    open var isRepresentedElement: Bool { true }
}

/// A paragraph of attributed text: what an ``NSTextContentStorage`` makes of each paragraph
/// of its text storage, its separator included (TX2).
open class NSTextParagraph: NSTextElement {
    /// The paragraph's text, with its separator.
    public let attributedString: NSAttributedString

    /// A paragraph showing `attributedString`, belonging to no content manager until one
    /// hands it out.
    public init(attributedString: NSAttributedString) {
        self.attributedString = attributedString
        super.init(textContentManager: nil)
    }

    /// The paragraph's range without its separator (nil before a content manager placed it).
    open var paragraphContentRange: NSTextRange? {
        guard let range = elementRange else { return nil }
        let content = TextOffsetLocation.offset(of: range.location) + _contentLength
        return NSTextRange(location: range.location, end: TextOffsetLocation(content))
    }

    /// The paragraph's separator's range (empty at the end when it has none; nil before a
    /// content manager placed it).
    open var paragraphSeparatorRange: NSTextRange? {
        guard let range = elementRange else { return nil }
        let content = TextOffsetLocation.offset(of: range.location) + _contentLength
        return NSTextRange(location: TextOffsetLocation(content), end: range.endLocation)
    }

    /// The UTF-16 length before the separator.
    var _contentLength: Int {
        let characters = attributedString.string as NSString
        var end = 0, contentsEnd = 0
        characters.getParagraphStart(nil, end: &end, contentsEnd: &contentsEnd, for: NSRange(location: 0, length: 0))
        return contentsEnd
    }
}

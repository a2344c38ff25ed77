import Foundation

/// Styled text in storyboards and nibs: `<attributedString>` elements, as labels'
/// `attributedText`, buttons' per-state `attributedTitle`, text fields' and text views'
/// `attributedText` and refresh controls' `attributedTitle` hold them (I7).
extension IBCoder {
    /// The `<attributedString key=…>` child of `parent` (the object's element by default), or nil.
    func attributedString(_ key: String, in parent: IBElement? = nil) -> NSAttributedString? {
        (parent ?? element).child("attributedString", key: key).map(attributedString)
    }

    /// An `<attributedString>`: its `<fragment>`s' text (the `content` attribute, or a
    /// `<string key="content">` child for text with line breaks), each with the attributes
    /// of its `<attributes>`: `NSColor` and `NSBackgroundColor` colours, the `NSFont` font
    /// (a named font, or a `metaFont` system font, at `size`), the `NSParagraphStyle`
    /// (alignment, line break mode, line and paragraph spacing, line height multiple, head
    /// and tail indents), the `NSStrokeColor` colour (IU7), and `NSKern`, `NSUnderline`,
    /// `NSStrikethrough`, `NSStrokeWidth` (IU7) and `NSBaselineOffset` numbers. Attributes of
    /// other keys are left, and reported (IU1).
    func attributedString(_ element: IBElement) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for fragment in element.children where fragment.name == "fragment" {
            fragment.consume()  // IU1
            var attributes: [NSAttributedString.Key: Any] = [:]
            for attribute in fragment.child("attributes")?.children ?? [] {
                switch (attribute.name, attribute.key) {
                case ("color", "NSColor"): attributes[.foregroundColor] = instantiation.document.color(attribute)
                case ("color", "NSBackgroundColor"): attributes[.backgroundColor] = instantiation.document.color(attribute)
                case ("color", "NSStrokeColor"): attributes[.strokeColor] = instantiation.document.color(attribute)  // IU7
                case (_, "NSStrokeWidth"): attributes[.strokeWidth] = attribute.double("value")  // IU7
                case ("font", "NSFont"): attributes[.font] = attribute.attributedStringFont
                case ("paragraphStyle", "NSParagraphStyle"): attributes[.paragraphStyle] = attribute.paragraphStyle
                case (_, "NSKern"): attributes[.kern] = attribute.double("value")
                case (_, "NSUnderline"): attributes[.underlineStyle] = attribute.int("value")
                case (_, "NSStrikethrough"): attributes[.strikethroughStyle] = attribute.int("value")
                case (_, "NSBaselineOffset"): attributes[.baselineOffset] = attribute.double("value")
                default: continue  // IU1: an attribute of another key stays unread, and is reported
                }
                attribute.consume()
            }
            text.append(NSAttributedString(string: fragment.string("content") ?? "", attributes: attributes))
        }
        return text
    }
}

extension IBElement {
    /// An attributed string's `<font key="NSFont">`: a named font (`name`), else the system
    /// font of a `metaFont` (`system`, `boldSystem`), at `size` (17 when absent).
    var attributedStringFont: UIFont {
        let size = double("size") ?? 17
        if let name = self["name"], let font = UIFont(name: name, size: size) { return font }
        return self["metaFont"] == "boldSystem" ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    }

    /// An attributed string's `<paragraphStyle key="NSParagraphStyle">`.
    var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        if let alignment = IBVariableAttributes.textAlignment(self["alignment"]) { style.alignment = alignment }
        if let mode = self["lineBreakMode"].flatMap({ IBElement.paragraphLineBreakModes[$0] }) { style.lineBreakMode = mode }
        if let spacing = double("lineSpacing") { style.lineSpacing = spacing }
        if let spacing = double("paragraphSpacing") { style.paragraphSpacing = spacing }
        if let spacing = double("paragraphSpacingBefore") { style.paragraphSpacingBefore = spacing }
        if let multiple = double("lineHeightMultiple") { style.lineHeightMultiple = multiple }
        if let indent = double("firstLineHeadIndent") { style.firstLineHeadIndent = indent }
        if let indent = double("headIndent") { style.headIndent = indent }
        if let indent = double("tailIndent") { style.tailIndent = indent }
        if let height = double("minimumLineHeight") { style.minimumLineHeight = height }
        if let height = double("maximumLineHeight") { style.maximumLineHeight = height }
        return style
    }

    /// A paragraph style's `lineBreakMode` names (they differ from a label's attribute's).
    static let paragraphLineBreakModes: [String: NSLineBreakMode] = [
        "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
        "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail, "truncatingMiddle": .byTruncatingMiddle,
    ]
}

import Foundation

extension NSAttributedString {
    /// The text with one attribute applied to all of it (F25, F29): a value set over the
    /// whole range, nil removed, and for `.paragraphStyle` each paragraph's style kept with
    /// `alignment` set in it.
    func _restyled(_ key: NSAttributedString.Key, _ value: Any?, alignment: NSTextAlignment) -> NSAttributedString {
        let restyled = NSMutableAttributedString(attributedString: self)
        let whole = NSRange(location: 0, length: restyled.length)
        if key == .paragraphStyle {
            enumerateAttribute(.paragraphStyle, in: whole, options: []) { value, range, _ in
                let paragraph = (value as? NSParagraphStyle ?? .default).mutableCopy() as! NSMutableParagraphStyle
                paragraph.alignment = alignment
                restyled.addAttribute(.paragraphStyle, value: paragraph, range: range)
            }
        } else if let value {
            restyled.addAttribute(key, value: value, range: whole)
        } else {
            restyled.removeAttribute(key, range: whole)
        }
        return restyled
    }
}

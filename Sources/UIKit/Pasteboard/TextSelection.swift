import Foundation

/// Text geometry shared by the text field and the text view: ranges by UTF-16 offset.
enum TextSelection {
    /// `range` clamped into `text`.
    static func clamped(_ range: NSRange, in text: String) -> NSRange {
        let length = text.utf16.count
        let location = min(max(0, range.location), length)
        return NSRange(location: location, length: min(max(0, range.length), length - location))
    }

    /// The characters of `range` in `text`.
    static func substring(_ text: String, _ range: NSRange) -> String {
        (text as NSString).substring(with: clamped(range, in: text))
    }

    /// The range the delete key removes with the caret at `location`: the composed character
    /// before it (nil at the start).
    static func characterBefore(_ location: Int, in text: String) -> NSRange? {
        guard location > 0 else { return nil }
        return (text as NSString).rangeOfComposedCharacterSequence(at: location - 1)
    }

    /// Y14: the word `select(_:)` picks with the caret at `location`: the run of letters and
    /// digits around it, else the one just before it; nil without one.
    static func word(at location: Int, in text: String) -> NSRange? {
        let units = Array(text.utf16)
        func isWordUnit(_ index: Int) -> Bool {
            guard units.indices.contains(index) else { return false }
            // Surrogate halves (characters beyond the Basic Multilingual Plane) count as word.
            guard let scalar = Unicode.Scalar(units[index]) else { return true }
            return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "'"
        }
        var anchor = location
        if !isWordUnit(anchor) { anchor = location - 1 }
        guard isWordUnit(anchor) else { return nil }
        var start = anchor
        while isWordUnit(start - 1) { start -= 1 }
        var end = anchor + 1
        while isWordUnit(end) { end += 1 }
        return NSRange(location: start, length: end - start)
    }
}

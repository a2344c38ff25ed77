import Foundation

/// The tokenizer text fields and text views give (``UITextInput/tokenizer``): text units by
/// character, word, sentence, paragraph, line and document, read from its text input (TI7).
///
/// Every answer comes from the list of units in the text: characters are composed
/// characters; words runs of letters, digits, apostrophes and underscores; sentences run
/// from their first non-space character through their closing `.`, `!` or `?` (or to a line
/// break or the end); paragraphs the non-empty text between line breaks; lines the text laid
/// out on each line (its line break left out), found through the input's ``UITextInput/caretRect(for:)``;
/// the document all of it. Forward (also right and down) is towards the end. Difference from
/// UIKit: words and sentences by these simple rules, not by the language's.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    private weak var textInput: (UIResponder & UITextInput)?

    /// Creates a tokenizer reading `textInput` (kept weakly, as UIKit keeps it unretained).
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    /// TI7: the unit holding the character after `position` (forward) or before it
    /// (backward); nil where that character is in none (a space for words).
    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let input = textInput, let unit = enclosingUnit(position, granularity, direction) else { return nil }
        return input.textRange(from: UITextPosition(_offset: unit.location), to: UITextPosition(_offset: NSMaxRange(unit)))
    }

    /// TI7: forward, whether a unit ends at `position`; backward, whether one starts there.
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        let offset = position._offset
        return units(granularity).contains { direction._isForward ? NSMaxRange($0) == offset : $0.location == offset }
    }

    /// TI7: forward, the nearest end of a unit after `position`; backward, the nearest start
    /// of one before it; nil when there is none.
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        let offset = position._offset, found = units(granularity)
        let target = direction._isForward ? found.map(NSMaxRange).filter { $0 > offset }.min()
            : found.map(\.location).filter { $0 < offset }.max()
        return target.map { UITextPosition(_offset: $0) }
    }

    /// TI7: whether the character after `position` (forward) or before it (backward) is in a unit.
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        enclosingUnit(position, granularity, direction) != nil
    }

    private func enclosingUnit(_ position: UITextPosition, _ granularity: UITextGranularity, _ direction: UITextDirection) -> NSRange? {
        let offset = position._offset
        return units(granularity).first { unit in
            direction._isForward ? unit.location <= offset && offset < NSMaxRange(unit) : unit.location < offset && offset <= NSMaxRange(unit)
        }
    }

    /// The text's units of `granularity`, in order.
    private func units(_ granularity: UITextGranularity) -> [NSRange] {
        guard let input = textInput,
              let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument) else { return [] }
        let text = input.text(in: whole) ?? ""
        switch granularity {
        case .character: return TextUnits.characters(text)
        case .word: return TextUnits.words(text)
        case .sentence: return TextUnits.sentences(text)
        case .paragraph: return TextUnits.paragraphs(text)
        case .line: return TextUnits.lines(text, in: input)
        case .document: return [NSRange(location: 0, length: text.utf16.count)]
        }
    }
}

/// TI7: the units a string tokenizer finds, as UTF-16 ranges.
@MainActor
enum TextUnits {
    static func characters(_ text: String) -> [NSRange] {
        let string = text as NSString
        var ranges: [NSRange] = [], index = 0
        while index < string.length {
            let range = string.rangeOfComposedCharacterSequence(at: index)
            ranges.append(range)
            index = NSMaxRange(range)
        }
        return ranges
    }

    static func words(_ text: String) -> [NSRange] { runs(in: text) { isWordUnit($0) } }

    static func paragraphs(_ text: String) -> [NSRange] { runs(in: text) { $0 != 10 && $0 != 13 } }

    /// From the first non-space character to the closing punctuation (with closing quotes
    /// and brackets after it), a line break, or the end.
    static func sentences(_ text: String) -> [NSRange] {
        let units = Array(text.utf16)
        var ranges: [NSRange] = [], index = 0
        func isSpace(_ unit: UInt16) -> Bool { unit == 32 || unit == 9 || unit == 10 || unit == 13 }
        while index < units.count {
            while index < units.count, isSpace(units[index]) { index += 1 }
            guard index < units.count else { break }
            let start = index
            while index < units.count, units[index] != 10, units[index] != 13 {
                let unit = units[index]
                index += 1
                if unit == 46 || unit == 33 || unit == 63 {  // . ! ?
                    while index < units.count, [46, 33, 63, 34, 39, 41, 0x201D, 0x2019].contains(units[index]) { index += 1 }
                    break
                }
            }
            var end = index
            while end > start, isSpace(units[end - 1]) { end -= 1 }
            ranges.append(NSRange(location: start, length: end - start))
        }
        return ranges
    }

    /// Each laid-out line: from its first position to the next line's, without the line break.
    static func lines(_ text: String, in input: any UITextInput) -> [NSRange] {
        let units = Array(text.utf16)
        var starts: [Int] = [0], lastY: CGFloat?
        for offset in 0...units.count {
            let y = input.caretRect(for: UITextPosition(_offset: offset)).minY
            if let lastY, y != lastY { starts.append(offset) }
            lastY = y
        }
        return starts.indices.map { index in
            let start = starts[index]
            var end = index + 1 < starts.count ? starts[index + 1] : units.count
            if end > start, units[end - 1] == 10 { end -= 1 }
            return NSRange(location: start, length: end - start)
        }
    }

    /// Whether a UTF-16 unit belongs in a word (surrogate halves do: characters beyond the
    /// Basic Multilingual Plane).
    static func isWordUnit(_ unit: UInt16) -> Bool {
        guard let scalar = Unicode.Scalar(unit) else { return true }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "'"
    }

    private static func runs(in text: String, where belongs: (UInt16) -> Bool) -> [NSRange] {
        var ranges: [NSRange] = [], start: Int?
        for (index, unit) in text.utf16.enumerated() {
            if belongs(unit) { if start == nil { start = index } } else if let begun = start {
                ranges.append(NSRange(location: begun, length: index - begun))
                start = nil
            }
        }
        if let begun = start { ranges.append(NSRange(location: begun, length: text.utf16.count - begun)) }
        return ranges
    }
}

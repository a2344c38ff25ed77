import Foundation

/// One laid-out line of a text field's or text view's text, in the view's coordinates: what
/// the `UITextInput` geometry (TI1–TI3) is computed from, written once for both.
struct TextInputLine {
    /// The line's box: from its left edge to the right edge a selection going on reaches, as
    /// tall as the line.
    var frame: CGRect
    /// Its characters, with its line break.
    var characters: NSRange
    /// The caret's x before each character and after the last (`characters.length + 1`).
    var carets: [CGFloat]
    /// Whether it is the last line (the end of the text sits on it).
    var isLast: Bool

    /// The caret's x at `offset` (clamped into the line).
    func x(_ offset: Int) -> CGFloat { carets[min(max(0, offset - characters.location), carets.count - 1)] }

    /// TI2: the positions a caret on this line takes: a line broken by wrapping or a line
    /// break gives its end to the next line.
    var positions: ClosedRange<Int> {
        let end = isLast ? NSMaxRange(characters) : max(characters.location, NSMaxRange(characters) - 1)
        return characters.location...end
    }
}

/// A view laid out in ``TextInputLine``s: text fields (one line through `TextMeasurement`)
/// and text views (their layout manager's line fragments).
@MainActor
protocol TextInputLayout: AnyObject {
    /// The lines, top to bottom; at least one.
    var _textInputLines: [TextInputLine] { get }
    /// The font whose line height the caret at `offset` has (TI1).
    func _caretFont(at offset: Int) -> UIFont
}

extension TextInputLayout {
    /// The line `offset` sits on.
    func _line(at offset: Int, in lines: [TextInputLine]) -> TextInputLine {
        lines.first { $0.positions.contains(offset) } ?? (offset <= 0 ? lines[0] : lines[lines.count - 1])
    }

    /// TI1: 2 points wide, its left edge at the insertion point, from the line's top as tall
    /// as the font's line height.
    func _caretRect(at offset: Int) -> CGRect {
        let line = _line(at: offset, in: _textInputLines)
        return CGRect(x: line.x(offset), y: line.frame.minY, width: 2, height: _caretFont(at: offset).lineHeight)
    }

    /// TI3: one rectangle per line the range covers, as tall as the line, reaching the line's
    /// right edge where the range goes on past it; none for an empty range.
    func _selectionRects(for range: NSRange) -> [UITextSelectionRect] {
        guard range.length > 0 else { return [] }
        let lines = _textInputLines.filter { NSIntersectionRange($0.characters, range).length > 0 }
        return lines.enumerated().map { index, line in
            let start = max(range.location, line.characters.location)
            let goesOn = NSMaxRange(range) >= NSMaxRange(line.characters) && !line.isLast && index < lines.count - 1
            let right = goesOn ? line.frame.maxX : line.x(min(NSMaxRange(range), NSMaxRange(line.characters)))
            let left = line.x(start)
            return UITextSelectionRect(_rect: CGRect(x: left, y: line.frame.minY, width: max(0, right - left), height: line.frame.height),
                                       writingDirection: .leftToRight, containsStart: index == 0, containsEnd: index == lines.count - 1)
        }
    }

    /// TI1: the range's part on its first line: from its start to its end or the line's last
    /// position, as tall as the line.
    func _firstRect(for range: NSRange) -> CGRect {
        let line = _line(at: range.location, in: _textInputLines)
        let end = min(NSMaxRange(range), NSMaxRange(line.characters))
        let left = line.x(range.location)
        return CGRect(x: left, y: line.frame.minY, width: max(0, line.x(end) - left), height: line.frame.height)
    }

    /// TI2: the line holding the point's height (the first above them, the last below), and
    /// on it the position whose caret is nearest the point's x (the earlier on a tie).
    func _closestPosition(to point: CGPoint, within range: NSRange? = nil) -> Int {
        let lines = _textInputLines
        let line = lines.first { point.y < $0.frame.maxY } ?? lines[lines.count - 1]
        var best = line.positions.lowerBound
        for offset in line.positions where abs(line.x(offset) - point.x) < abs(line.x(best) - point.x) { best = offset }
        guard let range else { return best }
        return min(max(best, range.location), NSMaxRange(range))
    }

    /// TI2: the character under the point on its line (the first or last beyond the line's
    /// text), a composed character; nil on an empty line.
    func _characterRange(at point: CGPoint, in text: String) -> NSRange? {
        let lines = _textInputLines
        let line = lines.first { point.y < $0.frame.maxY } ?? lines[lines.count - 1]
        let units = Array(text.utf16)
        var last = NSMaxRange(line.characters) - 1
        if last >= line.characters.location, units[last] == 10 { last -= 1 }
        guard last >= line.characters.location else { return nil }
        var hit = last
        for index in line.characters.location...last where point.x < line.x(index + 1) { hit = index; break }
        return (text as NSString).rangeOfComposedCharacterSequence(at: hit)
    }

    /// TI2: `count` lines up (negative) or down from `offset`, at the position nearest the
    /// same x; nil past the first or last line.
    func _position(from offset: Int, lines count: Int) -> Int? {
        let lines = _textInputLines
        let line = _line(at: offset, in: lines)
        guard let index = lines.firstIndex(where: { $0.characters == line.characters }),
              lines.indices.contains(index + count) else { return nil }
        let target = lines[index + count]
        return _closestPosition(to: CGPoint(x: line.x(offset), y: target.frame.midY))
    }
}

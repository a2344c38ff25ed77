import Foundation

/// The software keyboard as it draws and types (IV8): the keyboard's backdrop with iOS's
/// letter and number keys, filling the host view of the ``UIRemoteKeyboardWindow``. UIKit's
/// name for the backdrop. A tap on a key types into the first responder as typing does
/// (`insertText`, `deleteBackward`).
///
/// The keys follow the first responder's traits (``SoftwareKeyboardLayout``): the keyboard
/// type's keys (TI9), Shift pressed by itself as the autocapitalization type says (TI8), the
/// Return key's title and state (TI10).
///
/// Difference from UIKit: one US English layout of letters and of numbers with common
/// symbols (no symbols plane, no suggestions in the bar above the keys, no autocorrection,
/// no caps lock); Shift capitalises the next letter.
@MainActor
final class UIKBInputBackdropView: UIView {
    /// iOS 17's keyboard backdrop: light grey, or dark grey in dark mode.
    static let backdropColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 43 / 255, green: 43 / 255, blue: 43 / 255, alpha: 1)
            : UIColor(red: 209 / 255, green: 211 / 255, blue: 217 / 255, alpha: 1)
    }

    /// The traits the keys follow.
    private var layout = SoftwareKeyboardLayout.current
    /// The letters plane or the numbers plane.
    private var showsNumbers = false
    /// Whether the next letter is a capital.
    private(set) var isShifted = false
    private var keys: [UIKBKeyView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.backdropColor
        showsNumbers = layout.startsWithNumbers
        makeKeys()
        documentChanged()
    }

    required init?(coder: NSCoder) { nil }

    private var rows: [[UIKBKeyView.Key]] {
        layout.rows(numbers: showsNumbers, globe: !UIInputViewController._systemDrawsGlobeKey)
    }

    /// TI8–TI10: the first responder's traits, text or caret changed: a new keyboard type
    /// gets its keys, Shift is pressed or released by the autocapitalization type for the
    /// text before the caret, and the Return key takes its title and state.
    func documentChanged() {
        let current = SoftwareKeyboardLayout.current
        if current.keyboardType != layout.keyboardType {
            layout = current
            showsNumbers = layout.startsWithNumbers
            makeKeys()
        } else {
            layout = current
        }
        isShifted = !layout.isPad && !showsNumbers && layout.shifts(after: textBeforeCaret)
        relabel()
    }

    /// The first responder's text before its selection.
    private var textBeforeCaret: String {
        guard let input = UIResponder.firstResponder as? any UITextInput, let selection = input.selectedTextRange,
              let range = input.textRange(from: input.beginningOfDocument, to: selection.start) else { return "" }
        return input.text(in: range) ?? ""
    }

    private func makeKeys() {
        for key in keys { key.removeFromSuperview() }
        keys = rows.flatMap { $0 }.map { UIKBKeyView(key: $0, keyboard: self) }
        for key in keys { addSubview(key) }
        relabel()
        setNeedsLayout()
    }

    private func relabel() {
        let hasText = (UIResponder.firstResponder as? any UIKeyInput)?.hasText ?? false
        for key in keys {
            key.showsCapital = isShifted
            if key.key == .return {
                key.configureReturnKey(title: layout.returnTitle, enabled: layout.returnEnabled(documentHasText: hasText),
                                       prominent: layout.returnKeyType != .default)
            }
        }
    }

    /// A key was tapped.
    func press(_ key: UIKBKeyView.Key) {
        let input = UIResponder.firstResponder as? any UIKeyInput
        switch key {
        case let .character(character):
            // TI8: Shift capitalises letters; a key typing several characters (".com") as it is.
            input?._typeFromKeyboard(isShifted && character.count == 1 ? character.uppercased() : character)  // SQ1, SQ2
            documentChanged()
        case .shift:
            isShifted.toggle()
            relabel()
        case .delete:
            input?.deleteBackward()
            documentChanged()
        case .more:
            showsNumbers.toggle()
            makeKeys()
            documentChanged()
        case .nextKeyboard: UITextInputMode._advance()
        case .space:
            input?.insertText(" ")
            documentChanged()
        case .return:
            input?.insertText("\n")
            documentChanged()
        }
    }

    /// iOS's phone layout: a suggestion bar, four rows of keys (the first two of letters,
    /// the third between Shift and Delete, the fourth of the wide keys), and below the keys
    /// the Home indicator's strip (with room for the globe on phones without a Home button).
    override func layoutSubviews() {
        super.layoutSubviews()
        let orientation = UIWindowScene._main.interfaceOrientation
        let landscape = orientation.isLandscape
        let insets = UIScreen.main.deviceProfile.safeAreaInsets(in: orientation, statusBarHidden: true)
        let bar: CGFloat = landscape ? 38 : 45
        let below = insets.bottom + (UIInputViewController._systemDrawsGlobeKey && !landscape ? 46 : 0)
        let margin: CGFloat = 3 + insets.left, gap: CGFloat = 6
        let width = bounds.width - insets.left - insets.right
        let keyWidth = (width - 6 - 9 * gap) / 10
        let pitch = max(0, bounds.height - bar - below) / 4
        let keyHeight = max(0, pitch - 11)
        var index = 0
        for (rowIndex, row) in rows.enumerated() {
            let y = bar + CGFloat(rowIndex) * pitch + 5
            let frames = Self.frames(of: row, row: rowIndex, y: y, height: keyHeight, keyWidth: keyWidth, gap: gap,
                                     left: margin, right: bounds.width - insets.right - 3)
            for frame in frames where index < keys.count {
                keys[index].frame = frame
                index += 1
            }
        }
    }

    /// The keys' frames in one row, left to right.
    private static func frames(of row: [UIKBKeyView.Key], row index: Int, y: CGFloat, height: CGFloat,
                               keyWidth: CGFloat, gap: CGFloat, left: CGFloat, right: CGFloat) -> [CGRect] {
        let characters = row.filter { if case .character = $0 { return true } else { return false } }.count
        if row.count <= 3, !row.contains(.space), !row.contains(.return) {
            // TI9: a number pad's row, three keys across (a bottom row of two starts at the middle).
            let width = (right - left - 2 * gap) / 3
            let first = 3 - row.count
            return row.indices.map { CGRect(x: left + CGFloat(first + $0) * (width + gap), y: y, width: width, height: height) }
        }
        switch index {
        case 0, 1:
            let total = CGFloat(characters) * keyWidth + CGFloat(characters - 1) * gap
            let start = left + ((right - left) - total) / 2
            return (0..<characters).map { CGRect(x: start + CGFloat($0) * (keyWidth + gap), y: y, width: keyWidth, height: height) }
        case 2:
            let hasShift = row.first == .shift
            let wide = keyWidth * 1.3
            let span = (right - left) - 2 * (wide + gap * 2)
            let letterWidth = min(hasShift ? keyWidth : keyWidth * 1.4, (span - CGFloat(characters - 1) * gap) / CGFloat(characters))
            let total = CGFloat(characters) * letterWidth + CGFloat(characters - 1) * gap
            let start = left + ((right - left) - total) / 2
            var frames: [CGRect] = hasShift ? [CGRect(x: left, y: y, width: wide, height: height)] : []
            frames += (0..<characters).map { CGRect(x: start + CGFloat($0) * (letterWidth + gap), y: y, width: letterWidth, height: height) }
            return frames + [CGRect(x: right - wide, y: y, width: wide, height: height)]
        default:
            // The wide key (the space bar, or the last key before Return without one) takes
            // the width the others leave.
            let side = keyWidth * 1.25 + gap, returnWidth = keyWidth * 2.5 + gap
            let wide = row.firstIndex(of: .space) ?? max(0, row.count - 2)
            let others = CGFloat(row.count - 2) * (side + gap)
            var x = left, frames: [CGRect] = []
            for (position, key) in row.enumerated() where key != .return {
                let width = position == wide ? right - returnWidth - gap - left - others : side
                frames.append(CGRect(x: x, y: y, width: width, height: height))
                x += width + gap
            }
            frames.append(CGRect(x: right - returnWidth, y: y, width: returnWidth, height: height))
            return frames
        }
    }
}

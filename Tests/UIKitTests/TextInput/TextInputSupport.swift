import Foundation
import UIKit
import UIKitTesting

/// A text view in a window, in the estimated measurement's 10-point system font: 5.5 points
/// a character, 12-point lines, text from x 5 (the container's padding), lines from y 8
/// (the inset).
@MainActor
func textViewInWindow(_ text: String, width: CGFloat = 200) -> UITextView {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    view.font = .systemFont(ofSize: 10)
    view.text = text
    _ = hostInWindow(view)
    view.layoutIfNeeded()
    return view
}

/// A position at a UTF-16 offset of `input`'s text.
@MainActor
func position(_ offset: Int, in input: any UITextInput) -> UITextPosition {
    input.position(from: input.beginningOfDocument, offset: offset)!
}

/// The range of UTF-16 units `from..<to` of `input`'s text.
@MainActor
func range(_ from: Int, _ to: Int, in input: any UITextInput) -> UITextRange {
    input.textRange(from: position(from, in: input), to: position(to, in: input))!
}

/// A range's UTF-16 offsets, as `"from..<to"`.
@MainActor
func offsets(_ range: UITextRange?, in input: any UITextInput) -> String {
    guard let range else { return "nil" }
    return "\(input.offset(from: input.beginningOfDocument, to: range.start))..<\(input.offset(from: input.beginningOfDocument, to: range.end))"
}

/// A position's UTF-16 offset (nil for none).
@MainActor
func offset(_ position: UITextPosition?, in input: any UITextInput) -> Int? {
    position.map { input.offset(from: input.beginningOfDocument, to: $0) }
}

/// Records the text view delegate's calls and the input delegate's, in one list.
@MainActor
final class TextInputLog: NSObject, UITextViewDelegate, UITextFieldDelegate, UITextInputDelegate {
    var lines: [String] = []
    var refuses = false
    var returns = false

    private func describe(_ range: NSRange) -> String { "\(range.location),\(range.length)" }
    private func marked(_ input: any UITextInput) -> String { offsets(input.markedTextRange, in: input) }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        lines.append("should \(describe(range)) \(text.debugDescription) marked \(marked(textView))")
        return !refuses
    }
    func textViewDidChangeSelection(_ textView: UITextView) {
        lines.append("selection \(describe(textView.selectedRange)) marked \(marked(textView))")
    }
    func textViewDidChange(_ textView: UITextView) {
        lines.append("change \((textView.text ?? "").debugDescription) marked \(marked(textView))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        lines.append("should \(describe(range)) \(string.debugDescription) marked \(marked(textField))")
        return !refuses
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        lines.append("shouldReturn")
        return returns
    }
    func selectionWillChange(_ textInput: (any UITextInput)?) { lines.append("selectionWillChange") }
    func selectionDidChange(_ textInput: (any UITextInput)?) { lines.append("selectionDidChange") }
    func textWillChange(_ textInput: (any UITextInput)?) { lines.append("textWillChange") }
    func textDidChange(_ textInput: (any UITextInput)?) { lines.append("textDidChange") }
}

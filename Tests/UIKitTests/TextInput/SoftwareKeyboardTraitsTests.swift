import Foundation
import Testing
import UIKit
import UIKitTesting

/// TI8–TI11: typing on the software keyboard follows the text input's traits.
@MainActor
@Suite(.uikit) struct SoftwareKeyboardTraitsTests {
    let clock: VirtualClock
    init() {
        clock = freshUIKit()
        connectHardwareKeyboard(false)
    }

    /// A field in a window, editing with the software keyboard up.
    func editingField(_ configure: (UITextField) -> Void = { _ in }) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        configure(field)
        _ = hostInWindow(field)
        field.becomeFirstResponder()
        clock.advance(by: 0.3)
        return field
    }

    @Test func test_TI8_sentencesCapitalizeTheStartAndAfterASentencesEnd() {
        let field = editingField()
        for key in ["h", "i", "more", ".", "more", "space", "o", "k", "space", "s", "o"] { tapKey(key) }
        #expect(field.text == "Hi. Ok so")
        // Text and caret set in code move the Shift key too.
        field.text = "Done. "
        tapKey("n")
        #expect(field.text == "Done. N")
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        tapKey("x")
        #expect(field.text == "XDone. N")
        // Shift pressed by hand capitalises one letter.
        tapKey("shift")
        tapKey("y")
        tapKey("z")
        #expect(field.text == "XYzDone. N")
    }

    @Test func test_TI8_wordsAllCharactersAndNoneAsTheTypeSays() {
        let words = editingField { $0.autocapitalizationType = .words }
        for key in ["a", "b", "space", "c", "d"] { tapKey(key) }
        #expect(words.text == "Ab Cd")
        let all = editingField { $0.autocapitalizationType = .allCharacters }
        for key in ["a", "b", "space", "c"] { tapKey(key) }
        #expect(all.text == "AB C")
        let none = editingField { $0.autocapitalizationType = .none }
        for key in ["a", "more", ".", "more", "space", "b"] { tapKey(key) }
        #expect(none.text == "a. b")
        // A text view capitalises after a line break.
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        _ = hostInWindow(view)
        view.becomeFirstResponder()
        clock.advance(by: 0.3)
        for key in ["a", "return", "b"] { tapKey(key) }
        #expect(view.text == "A\nB")
    }

    @Test func test_TI9_theKeyboardTypeDecidesTheKeys() {
        let pad = editingField { $0.keyboardType = .numberPad }
        #expect(keyboardKeys() == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "delete"])
        for key in ["4", "2", "delete", "7"] { tapKey(key) }
        #expect(pad.text == "47")
        _ = editingField { $0.keyboardType = .decimalPad }
        #expect(keyboardKeys().suffix(3) == [".", "0", "delete"])
        _ = editingField { $0.keyboardType = .emailAddress }
        #expect(keyboardKeys().suffix(5) == ["more", "space", "@", ".", "return"])
        let url = editingField { $0.keyboardType = .URL }
        #expect(keyboardKeys().suffix(5) == ["more", ".", "/", ".com", "return"])
        tapKey(".com")
        #expect(url.text == ".com")
        _ = editingField { $0.keyboardType = .numbersAndPunctuation }
        #expect(keyboardKeys().prefix(3) == ["1", "2", "3"])
        _ = editingField()
        #expect(keyboardKeys().prefix(3) == ["q", "w", "e"] && keyboardKeys().suffix(3) == ["more", "space", "return"])
    }

    @Test func test_TI10_theReturnKeyHasItsTitleAndWaitsForTextWhenAsked() {
        let log = TextInputLog()
        let field = editingField {
            $0.returnKeyType = .search
            $0.enablesReturnKeyAutomatically = true
            $0.delegate = log
        }
        #expect(keyboardKeys().last == "search" && !isKeyEnabled("search"))
        tapKey("search")
        #expect(log.lines.isEmpty)
        tapKey("a")
        #expect(isKeyEnabled("search"))
        tapKey("search")
        #expect(log.lines == ["should 0,0 \"A\" marked nil", "shouldReturn"] && field.text == "A")
        // In a text view Return types a line break through the delegate.
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        view.returnKeyType = .done
        view.delegate = log
        _ = hostInWindow(view)
        view.becomeFirstResponder()
        clock.advance(by: 0.3)
        log.lines = []
        tapKey("done")
        #expect(view.text == "\n" && log.lines.first == "should 0,0 \"\\n\" marked nil")
    }

    @Test func test_TI11_aSecureFieldEditedAgainReplacesItsText() {
        let log = TextInputLog()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        field.isSecureTextEntry = true
        field.text = "secret"
        field.delegate = log
        _ = hostInWindow(field)
        field.becomeFirstResponder()
        field.insertText("x")
        field.insertText("y")
        #expect(field.text == "xy")
        #expect(log.lines == ["should 0,6 \"x\" marked nil", "should 1,0 \"y\" marked nil"])
        field.resignFirstResponder()
        field.becomeFirstResponder()
        field.deleteBackward()
        #expect(field.text == "")
        // A field that is not secure keeps its text.
        field.isSecureTextEntry = false
        field.text = "plain"
        field.resignFirstResponder()
        field.becomeFirstResponder()
        field.insertText("!")
        #expect(field.text == "plain!")
    }
}

import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// SQ1–SQ3: smart quotes and dashes as the keyboard types, and the content and punctuation
/// traits of text inputs.
@MainActor
@Suite(.uikit) struct SmartPunctuationTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// Records the delegate's questions, in order.
    final class Recorder: NSObject, UITextFieldDelegate {
        var asked: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked.append("\(range.location),\(range.length) \(string)")
            return true
        }
    }

    @Test func test_SQ1_typedStraightQuotesBecomeCurlyOpeningOrClosingByWhatPrecedesThem() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        _ = hostInWindow(field)
        typeText("\"Hi,\" she said. 'Don't' (\"x\")", into: field)
        #expect(field.text == "“Hi,” she said. ‘Don’t’ (“x”)")
        // Code inserts what it is given; so does a field that turns smart quotes off.
        field.insertText("\"")
        #expect(field.text?.hasSuffix(")\"") == true)
        field.text = ""
        field.smartQuotesType = .no
        typeText("'a'", into: field)
        #expect(field.text == "'a'")
        // By default email, URL and secure entry keep straight quotes; `.yes` forces them on.
        for configure in [{ (f: UITextField) in f.keyboardType = .emailAddress }, { $0.keyboardType = .URL }, { $0.isSecureTextEntry = true }] {
            let plain = UITextField(frame: CGRect(x: 0, y: 40, width: 300, height: 34))
            configure(plain)
            _ = hostInWindow(plain)
            typeText("\"q\"", into: plain)
            #expect(plain.text == "\"q\"")
        }
        let forced = UITextField(frame: CGRect(x: 0, y: 80, width: 300, height: 34))
        forced.keyboardType = .emailAddress
        forced.smartQuotesType = .yes
        _ = hostInWindow(forced)
        typeText("\"q\"", into: forced)
        #expect(forced.text == "“q”")
        // Text views too.
        let view = UITextView(frame: CGRect(x: 0, y: 120, width: 300, height: 100))
        _ = hostInWindow(view)
        typeText("it's \"so\"", into: view)
        #expect(view.text == "it’s “so”")
    }

    @Test func test_SQ2_aSecondTypedHyphenReplacesBothWithAnEmDashThroughTheDelegate() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        let recorder = Recorder()
        field.delegate = recorder
        _ = hostInWindow(field)
        typeText("a--b", into: field)
        #expect(field.text == "a—b")
        #expect(recorder.asked == ["0,0 a", "1,0 -", "1,1 —", "2,0 b"])
        typeText("-x-", into: field)
        #expect(field.text == "a—b-x-")
        field.text = ""
        field.smartDashesType = .no
        typeText("a--b", into: field)
        #expect(field.text == "a--b")
        // The software keyboard's keys type through the same path.
        connectHardwareKeyboard(false)
        let keyed = UITextField(frame: CGRect(x: 0, y: 40, width: 300, height: 34))
        _ = hostInWindow(keyed)
        keyed.becomeFirstResponder()
        clock.advance(by: 0.3)
        for key in ["more", "-", "-", "\""] { tapKey(key) }
        #expect(keyed.text == "—“")  // after a dash a quote opens
    }

    @Test func test_SQ3_contentAndPunctuationTraitsAreKeptAndReadFromStoryboards() throws {
        let field = UITextField()
        #expect(field.textContentType == nil && field.passwordRules == nil)
        #expect(field.smartQuotesType == .default && field.smartDashesType == .default)
        #expect(field.smartInsertDeleteType == .default && field.inlinePredictionType == .default)
        field.textContentType = .oneTimeCode
        field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
        #expect(field.textContentType.rawValue == "one-time-code")
        #expect(field.passwordRules == UITextInputPasswordRules(descriptor: "minlength: 8;"))
        #expect(UITextContentType.newPassword.rawValue == "new-password" && UITextContentType.URL.rawValue == "url")
        let bar = UISearchBar()
        bar.smartDashesType = .no
        bar.textContentType = .location
        #expect(bar.searchTextField.smartDashesType == .no && bar.searchTextField.textContentType == .location)

        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <textField text="a" id="fld">
                                <textInputTraits key="textInputTraits" smartDashesType="no" smartInsertDeleteType="no" smartQuotesType="no" textContentType="new-password" passwordRules="required: digit;"/>
                            </textField>
                            <textView text="b" id="txt">
                                <textInputTraits key="textInputTraits" textContentType="url" smartQuotesType="yes"/>
                            </textView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let root = try #require(UINib(data: Data(file.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let loaded = try #require(root.subviews[0] as? UITextField)
        #expect(loaded.smartDashesType == .no && loaded.smartQuotesType == .no && loaded.smartInsertDeleteType == .no)
        #expect(loaded.textContentType == .newPassword && loaded.passwordRules?.passwordRulesDescriptor == "required: digit;")
        let view = try #require(root.subviews[1] as? UITextView)
        #expect(view.textContentType == .URL && view.smartQuotesType == .yes && view.smartDashesType == .default)
    }
}

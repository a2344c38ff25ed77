import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// DD12, DD13: the style actions of a text field, and the storyboard attributes that allow
/// them and detect data.
@MainActor
@Suite(.uikit) struct TextFieldStylingTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// Records the field's events and delegate questions, in order.
    final class Recorder: NSObject, UITextFieldDelegate {
        var events: [String] = []
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            events.append("shouldChange \(range.location),\(range.length) \(string)")
            return true
        }
    }

    private func font(_ field: UITextField, at index: Int) -> UIFont? {
        field.attributedText?.attribute(.font, at: index, effectiveRange: nil) as? UIFont
    }

    @Test func test_DD12_aFieldAllowingTextAttributesTogglesStylesOnTheSelectionWhileEditing() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        field.font = .systemFont(ofSize: 15)
        field.text = "plain text"
        let recorder = Recorder()
        field.delegate = recorder
        field.addAction(UIAction { _ in recorder.events.append("editingChanged") }, for: .editingChanged)
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
            MainActor.assumeIsolated { posted += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = hostInWindow(field)
        #expect(!field.allowsEditingTextAttributes)
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        // Without allowsEditingTextAttributes nothing is offered and nothing changes.
        #expect(!field.canPerformAction("toggleBoldface:", withSender: nil))
        field.toggleBoldface(nil)
        #expect(font(field, at: 0) == UIFont.systemFont(ofSize: 15))
        #expect(recorder.events == [] && posted == 0)

        field.allowsEditingTextAttributes = true
        #expect(field.canPerformAction("toggleBoldface:", withSender: nil))
        #expect(field.canPerformAction("toggleItalics:", withSender: nil) && field.canPerformAction("toggleUnderline:", withSender: nil))
        field.toggleBoldface(nil)
        #expect(font(field, at: 4) == UIFont.boldSystemFont(ofSize: 15))
        #expect(font(field, at: 5) == UIFont.systemFont(ofSize: 15))
        #expect(field.text == "plain text")
        // The delegate is not asked (no characters change); the change is announced once.
        #expect(recorder.events == ["editingChanged"] && posted == 1)
        // The selection's first character decides: bold, so the whole selection goes plain.
        field.toggleBoldface(nil)
        #expect(font(field, at: 0) == UIFont.systemFont(ofSize: 15) && font(field, at: 4) == UIFont.systemFont(ofSize: 15))
        UIApplication.shared.sendAction("toggleUnderline:", to: nil, from: nil, for: nil)
        #expect(field.attributedText?.attribute(.underlineStyle, at: 2, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(field.attributedText?.attribute(.underlineStyle, at: 6, effectiveRange: nil) == nil)
        #expect(recorder.events == ["editingChanged", "editingChanged", "editingChanged"] && posted == 3)

        // At a caret the typing attributes take the style, and the next character has it.
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        #expect(!field.canPerformAction("toggleItalics:", withSender: nil))
        field.toggleItalics(nil)
        #expect((field.typingAttributes?[.font] as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
        field.insertText("!")
        #expect(font(field, at: 10)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
        #expect(font(field, at: 9)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == false)
        #expect(recorder.events.suffix(2) == ["shouldChange 10,0 !", "editingChanged"])

        // Not editing: the actions do nothing.
        field.resignFirstResponder()
        field.toggleUnderline(nil)
        #expect(field.attributedText?.attribute(.underlineStyle, at: 2, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
    }

    @Test func test_DD13_storyboardsAllowEditingTextAttributesAndSetDataDetectors() throws {
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <subviews>
                            <textField allowsEditingTextAttributes="YES" text="a" id="fld">
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                            <textView editable="NO" allowsEditingTextAttributes="YES" text="call 555-0100" id="txt">
                                <textInputTraits key="textInputTraits"/>
                                <dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>
                            </textView>
                            <textView text="plain" id="pln">
                                <textInputTraits key="textInputTraits"/>
                            </textView>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let root = try #require(UINib(data: Data(file.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let field = try #require(root.subviews[0] as? UITextField)
        let view = try #require(root.subviews[1] as? UITextView)
        let plain = try #require(root.subviews[2] as? UITextView)
        #expect(field.allowsEditingTextAttributes)
        #expect(view.allowsEditingTextAttributes && !view.isEditable)
        #expect(view.dataDetectorTypes == [.phoneNumber, .link])
        #expect(!plain.allowsEditingTextAttributes && plain.dataDetectorTypes == [])
    }
}

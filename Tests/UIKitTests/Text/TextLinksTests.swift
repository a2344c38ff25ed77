import Foundation
import Testing
@_spi(Rendering) @_spi(Testing) import UIKit
import UIKitTesting

/// DD1–DD10: data detectors, links and how a tap on them acts, opening URLs, typing
/// attributes and the style actions.
@MainActor
@Suite(.uikit) struct TextLinksTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    /// A text view that is not editable, wide enough to keep `text` on one line.
    private func readOnlyView(_ text: String, detecting types: UIDataDetectorTypes = []) -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 2000, height: 200))
        view.isEditable = false
        view.dataDetectorTypes = types
        view.text = text
        return view
    }

    /// The runs of the drawn text, in order.
    private func drawnRuns(_ view: UITextView) -> [NSAttributedString] {
        drawnTexts(view._textDrawing(size: view.bounds.size).commands).flatMap { text in
            var runs: [NSAttributedString] = []
            text.string.enumerateAttributes(in: NSRange(location: 0, length: text.string.length), options: []) { _, range, _ in
                runs.append(text.string.attributedSubstring(from: range))
            }
            return runs
        }
    }

    /// The runs drawn in `color` (the link colour by default), in order.
    private func linkedStrings(_ view: UITextView, color: UIColor? = nil) -> [String] {
        let color = color ?? view.linkTextAttributes[.foregroundColor] as? UIColor
        return drawnRuns(view).compactMap { run in
            run.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == color ? run.string : nil
        }
    }

    @Test func test_DD1_onlyATextViewThatIsNotEditableDetectsData() {
        let text = "Call 415-555-0132 or see https://apple.com"
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 2000, height: 200))
        #expect(view.dataDetectorTypes == [])
        view.text = text
        view.dataDetectorTypes = .all
        #expect(linkedStrings(view) == [])  // editable: nothing
        view.isEditable = false
        #expect(linkedStrings(view) == ["415-555-0132", "https://apple.com"])
        // The stored text is unchanged: detected links are drawn, not added as attributes.
        var linkRuns = 0
        view.attributedText.enumerateAttribute(.link, in: NSRange(location: 0, length: view.attributedText.length)) { value, _, _ in
            if value != nil { linkRuns += 1 }
        }
        #expect(linkRuns == 0 && view.text == text)
        view.dataDetectorTypes = [.link]
        #expect(linkedStrings(view) == ["https://apple.com"])
        #expect(UIDataDetectorTypes.all.rawValue == UInt.max && UIDataDetectorTypes.physicalValue.rawValue == 256)
    }

    @Test func test_DD2_linksAndDetectedDataAreDrawnInTheLinkTextAttributes() {
        let styled = NSMutableAttributedString(string: "Read the terms at www.example.com today")
        styled.addAttribute(.link, value: "https://example.com/terms", range: NSRange(location: 9, length: 5))
        let view = readOnlyView("", detecting: [.link])
        view.attributedText = styled
        #expect(linkedStrings(view) == ["terms", "www.example.com"])
        let underlined = drawnRuns(view).filter { $0.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue }
        #expect(underlined.map(\.string) == ["terms", "www.example.com"])
        view.linkTextAttributes = [.foregroundColor: UIColor.red]
        #expect(linkedStrings(view, color: .red) == ["terms", "www.example.com"])
        #expect(drawnRuns(view).allSatisfy { $0.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil })
    }

    @Test func test_DD3_theDetectorsFormatsAndURLs() {
        let view = readOnlyView("Mail me@example.org, visit www.apple.com/iphone. Or (415) 555-0132, +44 20 7946 0958.",
                                detecting: .all)
        #expect(linkedStrings(view) == ["me@example.org", "www.apple.com/iphone", "(415) 555-0132", "+44 20 7946 0958"])
        let dates = readOnlyView("Lunch March 5th, 2024 at 1pm at 1 Infinite Loop, Cupertino, CA 95014 for $12.50 (UA 920).",
                                 detecting: .all)
        #expect(linkedStrings(dates) == ["March 5th, 2024 at 1pm", "1 Infinite Loop, Cupertino, CA 95014", "$12.50", "UA 920"])
        let only = readOnlyView("tomorrow at 5pm, 3/5/2024, 1Z999AA10123456784, 5 km, 12 kg", detecting: [.calendarEvent, .physicalValue])
        #expect(linkedStrings(only) == ["tomorrow at 5pm", "3/5/2024", "5 km", "12 kg"])
        let lookups = readOnlyView("Casablanca at the Ritz", detecting: [.lookupSuggestion])
        #expect(linkedStrings(lookups) == [])
    }

    /// Records the delegate calls of the link tap path.
    final class LinkDelegate: UITextViewDelegate {
        var log: [String] = []
        var answer: ((UITextItem, UIAction) -> UIAction?)?
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            switch textItem.content {
            case .link(let url): log.append("primary link \(url.absoluteString) \(textItem.range.location),\(textItem.range.length)")
            case .textAttachment: log.append("primary attachment \(textItem.range.location)")
            case .tag(let tag): log.append("primary tag \(tag) \(textItem.range.location),\(textItem.range.length)")
            }
            return answer.map { $0(textItem, defaultAction) } ?? defaultAction
        }
    }

    @Test func test_DD4_onlyASelectableViewThatIsNotEditableActsOnATappedLink() {
        let view = readOnlyView("Go to https://apple.com now", detecting: [.link])
        _ = hostInWindow(view)
        tapCharacter(at: 2, in: view)  // plain text
        #expect(openedURLs() == [])
        tapCharacter(at: 12, in: view)
        #expect(openedURLs() == [URL(string: "https://apple.com")!])
        tap(at: view.convert(CGPoint(x: 1500, y: 17), to: view.window!), in: view.window!)  // past the line's end
        #expect(openedURLs().count == 1)
        view.isSelectable = false
        tapCharacter(at: 12, in: view)
        #expect(openedURLs().count == 1)
        view.isSelectable = true
        view.isEditable = true  // an editable view begins editing instead
        let linked = NSMutableAttributedString(string: "Go to apple")
        linked.addAttribute(.link, value: URL(string: "https://apple.com")!, range: NSRange(location: 6, length: 5))
        view.attributedText = linked
        tapCharacter(at: 7, in: view)
        #expect(view.isFirstResponder && openedURLs().count == 1)
    }

    @Test func test_DD5_theDelegateGivesTheActionForATappedTextItem() {
        let text = NSMutableAttributedString(string: "See docs or #swift, call 415-555-0132")
        text.addAttribute(.link, value: "https://swift.org/docs", range: NSRange(location: 4, length: 4))
        text.addAttribute(.textItemTag, value: "topic", range: NSRange(location: 12, length: 6))
        let view = readOnlyView("", detecting: [.phoneNumber])
        view.attributedText = text
        let delegate = LinkDelegate()
        view.delegate = delegate
        _ = hostInWindow(view)
        tapCharacter(at: 5, in: view)
        tapCharacter(at: 14, in: view)
        tapCharacter(at: 30, in: view)
        #expect(delegate.log == ["primary link https://swift.org/docs 4,4", "primary tag topic 12,6", "primary link tel:4155550132 25,12"])
        #expect(openedURLs() == [URL(string: "https://swift.org/docs")!, URL(string: "tel:4155550132")!])
        var ran: [String] = []
        delegate.answer = { _, _ in nil }
        tapCharacter(at: 5, in: view)
        delegate.answer = { item, _ in UIAction { _ in ran.append("custom \(item.range.location)") } }
        tapCharacter(at: 5, in: view)
        #expect(ran == ["custom 4"] && openedURLs().count == 2)
    }

    /// A delegate written before iOS 17: only the deprecated methods.
    final class LegacyLinkDelegate: UITextViewDelegate {
        var log: [String] = []
        var allows = true
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            log.append("shouldInteract \(URL.absoluteString) \(characterRange.location) \(interaction.rawValue)")
            return allows
        }
    }

    /// A delegate written before iOS 10.
    final class OldestLinkDelegate: UITextViewDelegate {
        var log: [String] = []
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
            log.append("shouldInteract7 \(URL.absoluteString)")
            return false
        }
    }

    @Test func test_DD6_withoutTheNewMethodTheDeprecatedOnesDecide() {
        let view = readOnlyView("Open https://apple.com", detecting: [.link])
        let legacy = LegacyLinkDelegate()
        view.delegate = legacy
        _ = hostInWindow(view)
        legacy.allows = false
        tapCharacter(at: 8, in: view)
        #expect(legacy.log == ["shouldInteract https://apple.com 5 0"] && openedURLs() == [])
        legacy.allows = true
        tapCharacter(at: 8, in: view)
        #expect(openedURLs() == [URL(string: "https://apple.com")!])
        let oldest = OldestLinkDelegate()
        view.delegate = oldest
        tapCharacter(at: 8, in: view)
        #expect(oldest.log == ["shouldInteract7 https://apple.com"] && openedURLs().count == 1)
    }

    @Test func test_DD7_openingURLsRecordsThemAndCompletesLater() {
        let app = UIApplication.shared
        #expect(app.canOpenURL(URL(string: "https://apple.com")!) && app.canOpenURL(URL(string: "tel:123")!))
        #expect(!app.canOpenURL(URL(string: "myapp://x")!))
        var results: [Bool] = []
        app.open(URL(string: "mailto:a@b.com")!) { results.append($0) }
        app.open(URL(string: "myapp://x")!) { results.append($0) }
        app.open(URL(string: "https://apple.com")!, options: [.universalLinksOnly: true]) { results.append($0) }
        #expect(results == [])  // asynchronous
        drainMainRunLoop()
        #expect(results == [true, false, false])
        #expect(openedURLs() == [URL(string: "mailto:a@b.com")!])
    }

    @Test func test_DD8_typingAttributesFollowTheSelection() {
        let text = NSMutableAttributedString(string: "red", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 12)])
        text.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 20)]))
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.attributedText = text
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == UIColor.blue)
        view.selectedRange = NSRange(location: 2, length: 0)
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == UIColor.red)
        #expect(view.typingAttributes[.font] as? UIFont == UIFont.systemFont(ofSize: 12))
        _ = hostInWindow(view)
        view.becomeFirstResponder()
        view.insertText("d")
        #expect(view.attributedText.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == UIColor.red)
        view.selectedRange = NSRange(location: 5, length: 2)  // a selection: its first character's
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == UIColor.blue)
        view.selectedRange = NSRange(location: 0, length: 0)  // at the start: the first character's
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == UIColor.red)

        let field = UITextField(frame: CGRect(x: 0, y: 120, width: 300, height: 30))
        field.attributedText = text
        _ = hostInWindow(field)
        field.becomeFirstResponder()
        #expect(field.typingAttributes?[.foregroundColor] as? UIColor == UIColor.blue)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.typingAttributes?[.foregroundColor] as? UIColor == UIColor.red)
        field.insertText("x")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.red)
    }

    @Test func test_DD9_theStyleActionsToggleBoldItalicAndUnderlineOnTheSelection() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.font = .systemFont(ofSize: 15)
        view.text = "plain text"
        view.selectedRange = NSRange(location: 0, length: 5)
        #expect(!view.allowsEditingTextAttributes)
        #expect(!view.canPerformAction("toggleBoldface:", withSender: nil))
        view.toggleBoldface(nil)
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 15))
        view.allowsEditingTextAttributes = true
        #expect(view.canPerformAction("toggleBoldface:", withSender: nil) && view.canPerformAction("toggleUnderline:", withSender: nil))
        view.toggleBoldface(nil)
        #expect(view.attributedText.attribute(.font, at: 4, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 15))
        #expect(view.attributedText.attribute(.font, at: 5, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 15))
        view.toggleBoldface(nil)
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 15))
        view.toggleItalics(nil)
        #expect((view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
        UIApplication.shared.sendAction("toggleUnderline:", to: view, from: nil, for: nil)
        #expect(view.attributedText.attribute(.underlineStyle, at: 2, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(view.attributedText.attribute(.underlineStyle, at: 7, effectiveRange: nil) == nil)
        view.toggleUnderline(nil)
        #expect(view.attributedText.attribute(.underlineStyle, at: 2, effectiveRange: nil) == nil)
        view.selectedRange = NSRange(location: 10, length: 0)
        #expect(!view.canPerformAction("toggleBoldface:", withSender: nil))
    }

    @Test func test_DD10_clearsOnInsertionReplacesTheTextSetInCode() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.clearsOnInsertion = true
        view.text = "Type here"
        _ = hostInWindow(view)
        view.becomeFirstResponder()
        view.insertText("A")
        view.insertText("b")
        #expect(view.text == "Ab")
        view.text = "Again"
        view.deleteBackward()  // deleting does not clear, and counts as the user's change
        view.insertText("!")
        #expect(view.text == "Agai!")
    }

    /// Logs the menu calls and answers with the default menu (or none).
    final class MenuLinkDelegate: UITextViewDelegate {
        var log: [String] = []
        var showsMenu = true
        func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
            if case .link(let url) = textItem.content { log.append("menu \(url.absoluteString) \(textItem.range.location),\(textItem.range.length)") }
            return showsMenu ? UITextItem.MenuConfiguration(menu: defaultMenu) : nil
        }
        func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating) {
            log.append("willDisplay")
        }
        func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating) {
            log.append("willEnd")
        }
    }

    @Test func test_DD11_aLongPressOnALinkShowsTheDelegatesMenu() {
        let view = readOnlyView("Open https://apple.com", detecting: [.link])
        let window = hostInWindow(view)
        let delegate = MenuLinkDelegate()
        view.delegate = delegate
        let manager = view._layingOutLayoutManager
        let glyph = manager.boundingRect(forGlyphRange: NSRange(location: 8, length: 1), in: view.textContainer)
        let onLink = CGPoint(x: glyph.midX, y: glyph.midY + view.textContainerInset.top)
        longPress(view, at: CGPoint(x: 10, y: onLink.y))  // plain text: no menu
        #expect(openMenuTitles(in: window) == nil && delegate.log == [])
        longPress(view, at: onLink)
        clock.advance(by: 0.5)
        #expect(openMenuTitles(in: window) == ["Open Link", "Copy Link"])
        #expect(delegate.log == ["menu https://apple.com 5,17", "willDisplay"])
        #expect(openedURLs() == [])  // the press opened nothing
        chooseMenuElement("Copy Link", in: window)
        clock.advance(by: 0.5)
        #expect(delegate.log.last == "willEnd" && openMenuTitles(in: window) == nil)
        #expect(UIPasteboard.general.url == URL(string: "https://apple.com")!)
        delegate.showsMenu = false
        longPress(view, at: onLink)  // no menu: the touch is not cancelled, and its end is a tap (H1)
        #expect(openMenuTitles(in: window) == nil && openedURLs() == [URL(string: "https://apple.com")!])
    }
}

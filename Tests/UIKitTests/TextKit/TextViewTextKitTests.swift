import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// TK18: a text view's text lives in its text storage and is laid out and drawn by its
/// layout manager in its text container.
@MainActor
@Suite(.uikit) struct TextViewTextKitTests {
    init() { _ = freshUIKit() }

    @Test func test_TK18_aTextViewShowsItsOwnTextKitStack() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(view.layoutManager.textContainers.count == 1 && view.layoutManager.textContainers[0] === view.textContainer)
        #expect(view.textStorage.layoutManagers.count == 1 && view.textStorage.layoutManagers[0] === view.layoutManager)
        #expect(view.textContainer.size == CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(view.textContainer.widthTracksTextView && !view.textContainer.heightTracksTextView)
        #expect(view.textContainer.lineFragmentPadding == 5)
        // The container follows the view's width inside the insets, and its height when it does not scroll.
        view.textContainerInset = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 120)
        #expect(view.textContainer.size == CGSize(width: 270, height: CGFloat.greatestFiniteMagnitude))
        view.isScrollEnabled = false
        #expect(view.textContainer.size == CGSize(width: 270, height: 110))
    }

    @Test func test_TK18_theTextAndTheTextStorageAreOne() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "hello"
        #expect(view.textStorage.string == "hello")
        #expect(view.textStorage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
        view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 0), with: ">")
        view.textStorage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        #expect(view.text == ">hello" && view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        // The font applies to the whole text, which keeps the storage's colour.
        view.font = .systemFont(ofSize: 20)
        #expect(view.textStorage.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 20))
        #expect(view.textStorage.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        // Typing edits the storage where it types: the delegate hears that range, not the whole text.
        let root = UIViewController()
        _ = showInWindow(root)
        root.view.addSubview(view)
        let delegate = RecordingStorageDelegate()
        view.textStorage.delegate = delegate
        #expect(view.becomeFirstResponder())
        view.insertText("!")
        #expect(delegate.log == ["will 3 {6, 1} 1", "did 3 {6, 1} 1"])
        #expect(view.text == ">hello!" && view.selectedRange == NSRange(location: 7, length: 0))
    }

    @Test func test_TK18_aTextViewShowsTheContainerItIsGiven() {
        weak var keptStorage: NSTextStorage?
        let view: UITextView = {
            let storage = HighlightingStorage()
            let manager = NSLayoutManager()
            storage.addLayoutManager(manager)
            let container = NSTextContainer(size: CGSize(width: 60, height: 24))
            manager.addTextContainer(container)
            keptStorage = storage
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 40), textContainer: container)
            #expect(view.textContainer === container && view.layoutManager === manager && view.textStorage === storage)
            return view
        }()
        // The view keeps the text storage it was given.
        #expect(keptStorage != nil)
        view.text = "say #hi"
        #expect(keptStorage?.string == "say #hi")
        #expect(view.attributedText.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .red)
        #expect(view.textContainer.size == CGSize(width: 60, height: 24))
    }

    @Test func test_TK18_theContentSizeIsTheUsedRectInsideTheInsets() {
        let root = UIViewController()
        _ = showInWindow(root)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        view.font = .systemFont(ofSize: 10)
        view.text = "aaaa bbbb cccc"
        root.view.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.layoutManager.usedRect(for: view.textContainer) == CGRect(x: 0, y: 0, width: 59.5, height: 24))
        #expect(view.contentSize == CGSize(width: 60, height: 40))
        view.textStorage.append(NSAttributedString(string: "\n", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 60, height: 52))
    }

    @Test func test_TK18_aTextViewIsDrawnByItsLayoutManager() {
        let manager = FramingLayoutManager()
        let storage = NSTextStorage()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 60, height: 100))
        manager.addTextContainer(container)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 100), textContainer: container)
        view.font = .systemFont(ofSize: 10)
        view.text = "aaaa bbbb cccc"
        view.textContainerInset = UIEdgeInsets(top: 8, left: 2, bottom: 8, right: 2)
        let commands = view._textDrawing(size: view.bounds.size).commands
        let text = drawnTexts(commands)
        #expect(text.map(\.string.string) == ["aaaa bbbb ", "cccc"])
        #expect(isClose(text[0].point, CGPoint(x: 7, y: 8)) && isClose(text[1].point, CGPoint(x: 7, y: 20)))
        // The subclass's own drawing is in the picture too.
        #expect(commands.contains { if case let .strokePath(path) = $0 { path.boundingBox == CGRect(x: 7, y: 8, width: 55, height: 24) } else { false } })
    }
}

import Foundation
import Testing
@_spi(Rendering) import UIKit
import UIKitTesting

/// TX9–TX11: text views on TextKit 2, drawn through their layout fragments, and their
/// switch to TextKit 1.
@MainActor
@Suite(.uikit) struct TextViewTextKit2Tests {
    init() { _ = freshUIKit() }

    /// The messages UIKit logs while `body` runs.
    func messages(_ body: () -> Void) -> [String] {
        var seen: [String] = []
        let token = UIKitDiagnostics.addObserver { seen.append($0.message) }
        body()
        UIKitDiagnostics.removeObserver(token)
        return seen
    }

    @Test func test_TX10_textViewsUseTextKit2ByDefault() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 70, height: 100))
        let manager = view.textLayoutManager
        #expect(manager != nil && manager?.textContainer === view.textContainer && view.textContainer.textLayoutManager === manager)
        #expect(view.textContainer.layoutManager == nil && view.textStorage.layoutManagers.isEmpty)
        let content = manager?.textContentManager as? NSTextContentStorage
        #expect(content?.textStorage === view.textStorage && content?.textLayoutManagers.count == 1)
        view.font = TextKitStack.ten
        view.text = "aaaa bbbb cccc"
        view.layoutIfNeeded()
        var frames: [CGRect] = []
        manager?.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { frames.append($0.layoutFragmentFrame); return true }
        #expect(frames == [CGRect(x: 0, y: 0, width: 70, height: 24)])
        #expect(view.contentSize == CGSize(width: 70, height: 40))
        // Editing the text storage lays the fragments out again.
        view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 10), with: "")
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 70, height: 28))
        // Asking for TextKit 1, or giving a TextKit 1 container, makes a TextKit 1 view, silently.
        var chosen: UITextView?
        #expect(messages { chosen = UITextView(usingTextLayoutManager: false) }.isEmpty)
        #expect(chosen?.textLayoutManager == nil && chosen?.textContainer.layoutManager != nil)
        #expect(UITextView(usingTextLayoutManager: true).textLayoutManager != nil)
        let given = UITextView(frame: .zero, textContainer: NSTextContainer(size: CGSize(width: 50, height: 50)))
        #expect(given.textLayoutManager == nil && given.textContainer.layoutManager != nil)
        // A container a TextKit 2 layout manager lays out keeps it.
        let stack = TextKit2Stack("hello")
        let shown = UITextView(frame: .zero, textContainer: stack.container)
        #expect(shown.textLayoutManager === stack.manager && shown.textStorage === stack.content.textStorage && shown.text == "hello")
    }

    @Test func test_TX11_readingTheLayoutManagerSwitchesToTextKit1() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 70, height: 100))
        view.font = TextKitStack.ten
        view.text = "aaaa bbbb cccc"
        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()), radix: 16)
        var manager: NSLayoutManager?
        let logged = messages { manager = view.layoutManager }
        #expect(logged == ["UITextView \(address) is switching to TextKit 1 compatibility mode because its layoutManager was accessed. "
                           + "Break on void _UITextViewEnablingCompatibilityMode(UITextView *__strong, BOOL) to debug."])
        #expect(view.textLayoutManager == nil && view.textContainer.textLayoutManager == nil)
        #expect(manager?.textContainers.count == 1 && manager?.textContainers.first === view.textContainer)
        #expect(view.textStorage.layoutManagers.count == 1 && view.textStorage.layoutManagers.first === manager)
        #expect(view.textStorage.textStorageObserver == nil && view.text == "aaaa bbbb cccc")
        // Once: reading it again logs nothing, and the layout is TextKit 1's of the same text.
        #expect(messages { _ = view.layoutManager }.isEmpty)
        #expect(manager?.lineFragmentRect(forGlyphAt: 12, effectiveRange: nil) == CGRect(x: 0, y: 12, width: 70, height: 12))
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 70, height: 40))
    }

    @Test func test_TX9_aTextKit2TextViewDrawsThroughItsLayoutFragments() {
        RecordingLayoutFragment.drawn = []
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 70, height: 100))
        view.textContainerInset = UIEdgeInsets(top: 8, left: 3, bottom: 8, right: 0)
        view.font = TextKitStack.ten
        view.text = "one\naaaa bbbb cccc"
        let delegate = FragmentMakingDelegate()
        view.textLayoutManager?.delegate = delegate
        view.layoutIfNeeded()
        let drawing = view._textDrawing(size: CGSize(width: 70, height: 100))
        #expect(RecordingLayoutFragment.drawn == [CGPoint(x: 3, y: 8), CGPoint(x: 3, y: 20)])
        #expect(filledRects(drawing.commands) == [CGRect(x: 3, y: 8, width: 67, height: 12), CGRect(x: 3, y: 20, width: 67, height: 24)])
        // The text drawn is what TextKit 1 draws for the same text and container.
        let tk1 = UITextView(usingTextLayoutManager: false)
        tk1.frame = view.frame
        tk1.textContainerInset = view.textContainerInset
        tk1.font = TextKitStack.ten
        tk1.text = view.text
        tk1.layoutIfNeeded()
        let expected = drawnTexts(tk1._textDrawing(size: CGSize(width: 70, height: 100)).commands)
        let drawn = drawnTexts(drawing.commands)
        #expect(drawn.map(\.string.string) == expected.map(\.string.string) && drawn.map(\.point) == expected.map(\.point))
        #expect(drawn.map(\.string.string) == ["one", "aaaa bbbb ", "cccc"])
    }
}

import Foundation
import Testing
import UIKit
import UIKitTesting

/// TK6, TK18: a text storage keeps its layout managers and they keep their containers; the
/// references back are weak, so nothing outlives what holds it.
@MainActor
@Suite(.uikit) struct TextKitLeakTests {
    init() { _ = freshUIKit() }

    @Test func test_TK6_aStorageItsLayoutManagerAndContainerAreReleasedTogether() {
        weak var weakStorage: NSTextStorage?
        weak var weakManager: NSLayoutManager?
        weak var weakContainer: NSTextContainer?
        var storage: NSTextStorage? = NSTextStorage(string: "text")
        do {
            let manager = NSLayoutManager(), container = NSTextContainer(size: CGSize(width: 100, height: 100))
            storage!.addLayoutManager(manager)
            manager.addTextContainer(container)
            manager.addTemporaryAttribute(.foregroundColor, value: UIColor.red, forCharacterRange: NSRange(location: 0, length: 2))
            #expect(manager.usedRect(for: container).height == 15)  // laid out
            weakStorage = storage
            weakManager = manager
            weakContainer = container
        }
        // The storage keeps the layout manager, which keeps the container.
        #expect(weakManager != nil && weakContainer?.layoutManager === weakManager)
        storage = nil
        #expect(weakStorage == nil && weakManager == nil && weakContainer == nil)
    }

    @Test func test_TK18_aTextViewReleasesItsTextKitStack() {
        weak var weakView: UITextView?
        weak var weakStorage: NSTextStorage?
        weak var weakManager: NSLayoutManager?
        weak var weakContainer: NSTextContainer?
        do {
            let root = UIViewController()
            _ = showInWindow(root)
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(view)
            view.text = "some text"
            view.layoutIfNeeded()
            weakView = view
            weakStorage = view.textStorage
            weakManager = view.layoutManager
            weakContainer = view.textContainer
            view.removeFromSuperview()
        }
        drainMainRunLoop()
        #expect(weakView == nil && weakStorage == nil && weakManager == nil && weakContainer == nil)
    }
}

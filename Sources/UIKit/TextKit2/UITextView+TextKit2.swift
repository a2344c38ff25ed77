import Foundation

/// Which TextKit lays a text view's text out (TX10): TextKit 2, with the layout manager and
/// the content storage the view keeps (the layout manager's reference to it is weak), or
/// TextKit 1 — for good once switched.
enum UITextViewTextKitMode {
    case textKit2(NSTextLayoutManager, NSTextContentStorage)
    case textKit1

    var textLayoutManager: NSTextLayoutManager? {
        if case let .textKit2(manager, _) = self { return manager }
        return nil
    }
}

extension UITextView {
    /// TX10: the TextKit 2 stack of a text view: the container's own layout manager when a
    /// TextKit 2 one lays it out, else a content storage over `storage` and a new layout
    /// manager laying it out in `container`.
    static func _textKit2Mode(container: NSTextContainer, storage: NSTextStorage) -> UITextViewTextKitMode {
        if let manager = container.textLayoutManager {
            if let content = manager.textContentManager as? NSTextContentStorage { return .textKit2(manager, content) }
            let content = NSTextContentStorage()
            content.textStorage = storage
            content.addTextLayoutManager(manager)
            return .textKit2(manager, content)
        }
        let content = NSTextContentStorage()
        content.textStorage = storage
        let manager = NSTextLayoutManager()
        content.addTextLayoutManager(manager)
        manager.textContainer = container
        return .textKit2(manager, content)
    }

    /// The TextKit 1 layout manager, without switching: the container's, else the one kept
    /// for a switch.
    var _textKit1LayoutManager: NSLayoutManager { _shownTextContainer.layoutManager ?? _keptLayoutManager }

    /// The TextKit 1 layout manager whose glyphs and line fragments are the view's layout,
    /// without switching: a TextKit 2 view's text layout manager's own (TX5), else
    /// ``_textKit1LayoutManager``. Geometry (carets, hit testing, link taps) asks it.
    @_spi(Testing) public var _layingOutLayoutManager: NSLayoutManager {
        textLayoutManager?._lineLayout ?? _textKit1LayoutManager
    }

    /// TX11: a TextKit 2 text view moves to TextKit 1: the text storage gets the kept layout
    /// manager, which takes the container; the TextKit 2 layout manager lets the container
    /// go and ``textLayoutManager`` is nil from now on. `announcing` logs UIKit's message
    /// (reading ``layoutManager`` does; `init(usingTextLayoutManager: false)` does not).
    func _switchToTextKit1(announcing: Bool) {
        guard case let .textKit2(manager, content) = _textKitMode else { return }
        if announcing { UIKitDiagnostics.warn(.textViewSwitchingToTextKit1(self)) }
        _textKitMode = .textKit1
        let storage = content.textStorage ?? _keptTextStorage
        manager.textContainer = nil
        content.removeTextLayoutManager(manager)
        content.textStorage = nil
        if _shownTextContainer.layoutManager == nil {
            storage.addLayoutManager(_keptLayoutManager)
            _keptLayoutManager.addTextContainer(_shownTextContainer)
        }
        _typingAttributesDidChange()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// TX9: draws each layout fragment (an app's subclass draws its own way) at its frame's
    /// origin, the container's origin at `origin`, into the current context.
    func _drawTextThroughLayoutFragments(of manager: NSTextLayoutManager, containerOrigin origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        _prepareForDrawing(manager._lineLayout)
        defer { manager._lineLayout._markedText = nil }
        traitCollection.performAsCurrent {
            manager.enumerateTextLayoutFragments(from: nil, options: [.ensuresLayout]) { fragment in
                let frame = fragment.layoutFragmentFrame
                fragment.draw(at: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), in: context)
                return true
            }
        }
    }
}

extension NSTextLayoutManager {
    /// The attributes of an empty document's line (a text view's typing attributes).
    func _setExtraLineAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        let before = _lineLayout._typesetter
        _lineLayout._setExtraLineAttributes(attributes)
        if _lineLayout._typesetter !== before { _layoutGeneration += 1 }
    }
}

import Foundation

extension UITextView {
    /// TK18: the container, layout manager and text storage a text view shows: the given
    /// container's (a layout manager and text storage made for it when it has none), else
    /// new ones, the container tracking the view's width. For TextKit 2 (TX10) the layout
    /// manager is made but not connected: it takes the container and storage if the view
    /// switches to TextKit 1.
    static func _textKitStack(for container: NSTextContainer?, frame: CGRect, textKit2: Bool)
        -> (container: NSTextContainer, layoutManager: NSLayoutManager, storage: NSTextStorage) {
        if let container, textKit2 {
            let content = container.textLayoutManager?.textContentManager as? NSTextContentStorage
            return (container, NSLayoutManager(), content?.textStorage ?? NSTextStorage())
        }
        if let container {
            let manager = container.layoutManager ?? {
                let manager = NSLayoutManager()
                manager.addTextContainer(container)
                return manager
            }()
            let storage = manager.textStorage ?? {
                let storage = NSTextStorage()
                storage.addLayoutManager(manager)
                return storage
            }()
            return (container, manager, storage)
        }
        let storage = NSTextStorage(), manager = NSLayoutManager()
        let own = NSTextContainer(size: CGSize(width: max(0, frame.width), height: .greatestFiniteMagnitude))
        own.widthTracksTextView = true
        own._isTextViewsOwn = true
        if !textKit2 {
            storage.addLayoutManager(manager)
            manager.addTextContainer(own)
        }
        return (own, manager, storage)
    }

    /// Connects the view to its container once it exists.
    func _adoptTextKitStack() {
        _shownTextContainer._textView = self
        _installTextItemMenu()  // DD11
        _typingAttributesDidChange()
        _updateTextContainerSize()
    }

    /// TK18: a container tracking the view takes the view's size inside the insets. The
    /// view's own container is as tall as the view inside the insets while the view does not
    /// scroll, and has no height limit while it does.
    func _updateTextContainerSize() {
        let container = _shownTextContainer
        let inset = textContainerInset
        var size = container.size
        if container.widthTracksTextView { size.width = max(0, bounds.width - inset.left - inset.right) }
        if container.heightTracksTextView {
            size.height = max(0, bounds.height - inset.top - inset.bottom)
        } else if container._isTextViewsOwn {
            size.height = isScrollEnabled ? .greatestFiniteMagnitude : max(0, bounds.height - inset.top - inset.bottom)
        }
        container.size = size
    }

    /// TK18: the content size is the text's used rectangle inside the insets (as wide as the
    /// view while the container tracks its width).
    func _updateContentSizeFromLayout() {
        let used = textLayoutManager?.usageBoundsForTextContainer ?? _textKit1LayoutManager.usedRect(for: _shownTextContainer)
        let inset = textContainerInset
        let width = _shownTextContainer.widthTracksTextView ? bounds.width : _ceilToPixel(used.maxX + inset.left + inset.right)
        let size = CGSize(width: width, height: _ceilToPixel(used.maxY + inset.top + inset.bottom))
        if contentSize != size { contentSize = size }
    }

    /// Edits the text storage as the view itself (the edit is not taken as the app's).
    func _editOwnStorage(_ edit: (NSTextStorage) -> Void) {
        let wasEditing = _isEditingOwnStorage
        _isEditingOwnStorage = true
        defer { _isEditingOwnStorage = wasEditing }
        edit(textStorage)
    }

    /// Replaces all the text; the caret goes to the end (Y13).
    func _replaceAllText(with text: NSAttributedString) {
        _editOwnStorage { $0.replaceCharacters(in: NSRange(location: 0, length: $0.length), with: text) }
        _selection = nil
        _userEditedText = false  // DD10
        _markedRange = nil
    }

    /// TK18: the text storage processed edits. An edit the app made (not the view) leaves the
    /// text styled as the storage has it and keeps the selection inside the text; either
    /// way the view's size, layout and picture follow.
    func _textStorageDidProcessEditing() {
        _detectedLinksCache = nil  // DD1: the app's own links may have changed
        if !_isEditingOwnStorage {
            _isStyled = true
            _selection = _selection.map { TextSelection.clamped($0, in: _text) }
            _markedRange = nil  // TI5: text changed in code is no longer being composed
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The empty last line takes the typing attributes' height.
    func _typingAttributesDidChange() {
        if let textLayoutManager {
            textLayoutManager._setExtraLineAttributes(_typingAttributes)
        } else {
            _textKit1LayoutManager._setExtraLineAttributes(_typingAttributes)
        }
    }

    /// TK18: draws the text as its layout manager draws it (backgrounds, then glyphs) with
    /// the text container's origin at `origin`, linked runs in the link text attributes,
    /// colours resolved with the view's traits. A TextKit 2 view draws through its layout
    /// fragments (TX9).
    func _drawTextThroughLayoutManager(containerOrigin origin: CGPoint) {
        if let textLayoutManager { return _drawTextThroughLayoutFragments(of: textLayoutManager, containerOrigin: origin) }
        let manager = _textKit1LayoutManager
        _prepareForDrawing(manager)
        defer { manager._markedText = nil }
        let glyphs = manager.glyphRange(for: _shownTextContainer)
        traitCollection.performAsCurrent {
            manager.drawBackground(forGlyphRange: glyphs, at: origin)
            manager.drawGlyphs(forGlyphRange: glyphs, at: origin)
        }
    }

    /// What the view draws over its text's own attributes, given to the layout manager that
    /// draws: links in the link text attributes with detected data (DD2), marked text in the
    /// marked text style, or iOS's light tint highlight (TI5). The caller clears the marked
    /// text after drawing.
    func _prepareForDrawing(_ manager: NSLayoutManager) {
        manager._linkAttributes = linkTextAttributes
        manager._detectedLinkRanges = _detectedLinks.map(\.range)
        manager._markedText = _markedRange.map { ($0, markedTextStyle ?? [.backgroundColor: tintColor.withAlphaComponent(0.2)]) }
    }

    /// TK18: the text as a drawing of the visible area (`size`, its top-left corner at the
    /// content offset), for renderers: what the layout manager (or a subclass) draws.
    @_spi(Rendering) public func _textDrawing(size: CGSize) -> DisplayList {
        let context = CGContext(size: size, scale: 1)
        let origin = CGPoint(x: textContainerInset.left - contentOffset.x, y: textContainerInset.top - contentOffset.y)
        GraphicsContextStack.withCurrent(context) { _drawTextThroughLayoutManager(containerOrigin: origin) }
        return context.displayList
    }
}

extension NSLayoutManager {
    /// The attributes of the empty last line of empty text (a text view's typing
    /// attributes): a new font lays it out again.
    func _setExtraLineAttributes(_ attributes: [NSAttributedString.Key: Any]) {
        let oldFont = _extraLineAttributes?[.font] as? UIFont
        _extraLineAttributes = attributes
        if numberOfGlyphs == 0, oldFont != attributes[.font] as? UIFont, _typesetter != nil { _invalidateAll() }
    }
}

import Foundation

/// A text view's links: data it detects (DD1, DD2) and taps on links, attachments and tagged
/// text (DD4, DD5).
extension UITextView {
    /// DD1: the data detected now: nothing in an editable view or without
    /// ``dataDetectorTypes``; else what ``TextDataDetector`` finds of those types, less what
    /// overlaps the text's own `.link` runs (the app's links win). Kept until the text or the
    /// types change.
    var _detectedLinks: [DetectedTextLink] {
        guard !isEditable, !dataDetectorTypes.isEmpty else { return [] }
        let text = _text
        if let cache = _detectedLinksCache, cache.text == text, cache.types == dataDetectorTypes { return cache.links }
        let storage = textStorage
        var ownLinks: [NSRange] = []
        storage.enumerateAttribute(.link, in: NSRange(location: 0, length: storage.length), options: []) { value, range, _ in
            if value != nil { ownLinks.append(range) }
        }
        let links = TextDataDetector.links(in: text, types: dataDetectorTypes).filter { link in
            !ownLinks.contains { NSIntersectionRange($0, link.range).length > 0 }
        }
        _detectedLinksCache = (text, dataDetectorTypes, links)
        return links
    }

    /// DD4: the text item whose glyph is under `point` (in the view's coordinates), nil
    /// when the point is on no glyph or the glyph is plain text.
    func _textItem(at point: CGPoint) -> UITextItem? {
        let manager = _layingOutLayoutManager, container = _shownTextContainer
        guard textStorage.length > 0 else { return nil }
        let inContainer = CGPoint(x: point.x - textContainerInset.left, y: point.y - textContainerInset.top)
        let glyph = manager.glyphIndex(for: inContainer, in: container)
        guard glyph < manager.numberOfGlyphs,
              manager.boundingRect(forGlyphRange: NSRange(location: glyph, length: 1), in: container).contains(inContainer)
        else { return nil }
        return _textItem(atCharacter: manager.characterIndexForGlyph(at: glyph))
    }

    /// DD5: the text item at character `index`: an attachment, else a `.link` run (a `URL`,
    /// or a `String` that makes one), else a ``NSAttributedString/Key/textItemTag`` run,
    /// else detected data; each over its whole run.
    func _textItem(atCharacter index: Int) -> UITextItem? {
        let storage = textStorage
        guard index < storage.length else { return nil }
        let whole = NSRange(location: 0, length: storage.length)
        var range = NSRange(location: index, length: 1)
        if let attachment = storage.attribute(.attachment, at: index, longestEffectiveRange: &range, in: whole) as? NSTextAttachment {
            return UITextItem(content: .textAttachment(attachment), range: range)
        }
        if let value = storage.attribute(.link, at: index, longestEffectiveRange: &range, in: whole) {
            let url = value as? URL ?? (value as? NSURL)?.absoluteURL
                ?? (value as? String).flatMap { URL(string: $0) }
            if let url { return UITextItem(content: .link(url), range: range) }
        }
        if let tag = storage.attribute(.textItemTag, at: index, longestEffectiveRange: &range, in: whole) as? String {
            return UITextItem(content: .tag(tag), range: range)
        }
        if let detected = _detectedLinks.first(where: { NSLocationInRange(index, $0.range) }) {
            return UITextItem(content: .link(detected.url), range: detected.range)
        }
        return nil
    }

    /// DD4, DD5: a tap at `point` of a view that is not editable: on a text item of a
    /// selectable view, asks the delegate for its action (``UITextViewDelegate``'s
    /// `textView(_:primaryActionFor:defaultAction:)`, which by default asks the deprecated
    /// methods) and performs what it returns; without a delegate, the default action.
    func _tapTextItem(at point: CGPoint) {
        guard isSelectable, let item = _textItem(at: point) else { return }
        let defaultAction = _defaultAction(for: item)
        let action = _textDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) } ?? defaultAction
        action?._perform(sender: self)
    }

    /// DD5: a link's default action opens its URL through ``UIApplication/open(_:options:completionHandler:)``;
    /// an attachment's and a tag's do nothing.
    func _defaultAction(for item: UITextItem) -> UIAction {
        switch item.content {
        case .link(let url):
            UIAction(title: "Open Link") { _ in UIApplication.shared.open(url) }
        case .textAttachment, .tag:
            UIAction { _ in }
        }
    }
}

/// The text item whose menu is open (DD11).
@MainActor
private final class OpenTextItem {
    var item: UITextItem?
}

extension UITextView {
    /// DD11: a long press on a text item of a selectable view asks the delegate's
    /// `textView(_:menuConfigurationFor:defaultMenu:)` and shows the menu it returns (none for
    /// nil), telling it when the menu shows and closes.
    func _installTextItemMenu() {
        let open = OpenTextItem()
        _contextMenuSource = ListContextMenuSource(view: self, callbacks: .init(
            configuration: { [unowned self] point in
                guard isSelectable, let item = _textItem(at: point) else { return nil }
                let defaultMenu = _defaultMenu(for: item)
                let configuration = _textDelegate.map { $0.textView(self, menuConfigurationFor: item, defaultMenu: defaultMenu) }
                    ?? (defaultMenu.children.isEmpty ? nil : UITextItem.MenuConfiguration(menu: defaultMenu))
                guard let menu = configuration?.menu else { return nil }
                open.item = item
                return UIContextMenuConfiguration(actionProvider: { _ in menu })
            },
            willDisplay: { [unowned self] _, animator in
                if let item = open.item, let animator { _textDelegate?.textView(self, textItemMenuWillDisplayFor: item, animator: animator) }
            },
            willEnd: { [unowned self] _, animator in
                if let item = open.item, let animator { _textDelegate?.textView(self, textItemMenuWillEndFor: item, animator: animator) }
                open.item = nil
            }))
    }

    /// DD11: a link's menu: Open Link (its default action) and Copy Link (the URL on the
    /// general pasteboard); an attachment's and a tag's are empty. Difference from UIKit: no
    /// Add to Reading List or Share.
    func _defaultMenu(for item: UITextItem) -> UIMenu {
        guard case .link(let url) = item.content else { return UIMenu(children: []) }
        return UIMenu(children: [
            UIAction(title: "Open Link") { _ in UIApplication.shared.open(url) },
            UIAction(title: "Copy Link") { _ in UIPasteboard.general.url = url },
        ])
    }
}

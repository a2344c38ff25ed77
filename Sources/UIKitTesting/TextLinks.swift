import Foundation
@_spi(Testing) import UIKit

/// The URLs the app opened with `UIApplication.shared.open(_:options:completionHandler:)`
/// (a tapped link's default action among them), oldest first, since the test began (DD7).
@MainActor
public func openedURLs() -> [URL] { UIApplication._openedURLs }

/// A tap on the character at `index` (UTF-16 units) of `textView`'s text, at the centre of
/// its glyph as the layout manager places it: what a finger tapping a link does (DD4).
/// The view must be in a window.
@MainActor
public func tapCharacter(at index: Int, in textView: UITextView) {
    guard let window = textView.window else { preconditionFailure("tapCharacter(at:in:): \(textView) is not in a window") }
    window.layoutIfNeeded()
    let manager = textView._layingOutLayoutManager
    let glyphs = manager.glyphRange(forCharacterRange: NSRange(location: index, length: 1), actualCharacterRange: nil)
    let rect = manager.boundingRect(forGlyphRange: glyphs, in: textView.textContainer)
    let point = CGPoint(x: rect.midX + textView.textContainerInset.left, y: rect.midY + textView.textContainerInset.top)
    tap(at: textView.convert(point, to: window), in: window)
}

import CPango
@_spi(Rendering) import UIKit

/// Drawing attributed text on a canvas: the one entry point for every picture of styled text
/// (labels, buttons, fields, text views, and Core Graphics' string drawing when it replays).
extension Canvas {
    /// F32: draws `text` as `NSAttributedString.draw(in:)` does: from the top-left corner of
    /// `rect`, wrapped at its width (each paragraph as its style says; one that clips or
    /// truncates keeps to one line), clipped to the rectangle. Colours are resolved with the
    /// canvas's traits; runs without a colour are black, without a font Helvetica 12.
    @MainActor
    func drawAttributedString(_ text: NSAttributedString, in rect: CGRect) {
        guard text.length > 0, rect.width > 0 else { return }
        let layout = attributedLayout(text, width: rect.width, numberOfLines: 0, lastLineBreak: nil)
        save()
        clip(rect)
        FontLibrary.shared.locked { layout.draw(on: self, at: rect.origin) }
        restore()
    }

    /// F32: draws `text` as `NSAttributedString.draw(at:)` does: lines broken only at
    /// newlines, the first line's top-left corner at `point`.
    @MainActor
    func drawAttributedString(_ text: NSAttributedString, at point: CGPoint) {
        guard text.length > 0 else { return }
        let layout = attributedLayout(text, width: nil, numberOfLines: 0, lastLineBreak: nil)
        FontLibrary.shared.locked { layout.draw(on: self, at: point) }
    }

    /// Draws a label's attributed text in `rect`: wrapped at its width, cut to
    /// `numberOfLines` with `lineBreakMode` on the last line, centred vertically.
    @MainActor
    func drawAttributedText(_ text: NSAttributedString, in rect: CGRect, numberOfLines: Int, lineBreakMode: NSLineBreakMode) {
        guard text.length > 0, rect.width > 0 else { return }
        let layout = attributedLayout(text, width: rect.width, numberOfLines: numberOfLines, lastLineBreak: lineBreakMode)
        let origin = CGPoint(x: rect.minX, y: rect.minY + (rect.height - layout.size.height) / 2)
        FontLibrary.shared.locked { layout.draw(on: self, at: origin) }
    }

    /// Lays attributed text out for drawing on this canvas.
    func attributedLayout(_ text: NSAttributedString, width: CGFloat?, numberOfLines: Int,
                          lastLineBreak: NSLineBreakMode?) -> AttributedTextLayout {
        FontLibrary.shared.locked {
            AttributedTextLayout(context: pangoContext, text: text, width: width, numberOfLines: numberOfLines,
                                 lastLineBreak: lastLineBreak, traits: traits)
        }
    }
}

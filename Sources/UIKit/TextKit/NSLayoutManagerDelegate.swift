import Foundation

/// The delegate of a layout manager: shapes each line as it is laid out and hears when
/// layout is invalidated and completed (TK14, TK15).
///
/// Every method has a default (Linux has no optional protocol requirements) that behaves as
/// UIKit does when the delegate does not implement it: the spacing methods answer the
/// paragraph style's value, the line-break question true, the line-fragment hook leaves the
/// rectangles as they are, and the notifications do nothing. Not tied to the main actor, as
/// in UIKit.
public protocol NSLayoutManagerDelegate: AnyObject {
    /// The layout manager threw away its layout (an edit, a container change, an explicit
    /// invalidation).
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// The layout manager finished laying text out in `textContainer` (nil: it ran out of
    /// containers with text left; add one here to continue); `layoutFinishedFlag` is true
    /// when all the text is laid out.
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                       atEnd layoutFinishedFlag: Bool)
    /// The space after the line ending with `glyphIndex`, used instead of the paragraph
    /// style's `lineSpacing` (TK14).
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// The space before the paragraph starting with `glyphIndex`, used instead of the
    /// paragraph style's `paragraphSpacingBefore` (TK14).
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// The space after the paragraph ending with `glyphIndex`, used instead of the
    /// paragraph style's `paragraphSpacing` (TK14).
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragmentRect rect: CGRect) -> CGFloat
    /// Whether a line may break between words before the character at `charIndex` (the
    /// first character of the next word); false keeps the words together (TK14).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool
    /// Whether a line may break by hyphenating before `charIndex` (OpenUIKit does not
    /// hyphenate; asked never).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool
    /// A last look at each line fragment before it is stored: the delegate may change the
    /// rectangle, the used rectangle and the baseline offset (from the rectangle's top) in
    /// place, and answers whether it did (TK14).
    func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                       lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                       in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool
    /// A container's size changed from `oldSize`.
    func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension NSLayoutManagerDelegate {
    /// Default: nothing.
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    /// Default: nothing.
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                              atEnd layoutFinishedFlag: Bool) {}
    /// Default: the paragraph style's `lineSpacing`.
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        layoutManager._paragraphStyle(atGlyph: glyphIndex).lineSpacing
    }
    /// Default: the paragraph style's `paragraphSpacingBefore`.
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        layoutManager._paragraphStyle(atGlyph: glyphIndex).paragraphSpacingBefore
    }
    /// Default: the paragraph style's `paragraphSpacing`.
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragmentRect rect: CGRect) -> CGFloat {
        layoutManager._paragraphStyle(atGlyph: glyphIndex).paragraphSpacing
    }
    /// Default: true.
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool { true }
    /// Default: true.
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool { true }
    /// Default: false (the rectangles stay as they are).
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                              lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                              in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool { false }
    /// Default: nothing.
    public func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) {}
}

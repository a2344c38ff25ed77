#if canImport(Glibc)
import Glibc
#endif
import CCairo
import CPango
@_spi(Rendering) import UIKit

/// How a text layout breaks and truncates lines (`NSLineBreakMode`'s choices that matter
/// for drawing).
enum LineBreak: Sendable {
    case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle
}

/// One piece of text laid out with Pango: font, wrap width, line count and alignment.
/// Sizes are in points. Create and use it inside ``FontLibrary``'s lock.
final class TextLayout {
    let layout: OpaquePointer

    /// Lays out `text` in `context` (the measuring context or a drawing context).
    /// `width` nil: lines break only at newlines; `numberOfLines` 0: no limit.
    init(context: OpaquePointer, text: String, font: UIFont, width: CGFloat?, numberOfLines: Int,
         lineBreak: LineBreak = .truncateTail, alignment: NSTextAlignment = .natural) {
        layout = pango_layout_new(context)!
        pango_layout_set_font_description(layout, FontLibrary.shared.description(of: font))
        pango_layout_set_text(layout, text, -1)
        if let features = font._openTypeFeatures {  // F49
            let list = pango_attr_list_new()!
            pango_attr_list_insert(list, pango_attr_font_features_new(features))
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        switch alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        guard let width, width > 0 else { return }
        pango_layout_set_width(layout, Int32((Double(width) * Double(PANGO_SCALE)).rounded(.down)))
        pango_layout_set_wrap(layout, lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        // Without a line limit nothing is truncated: Pango would ellipsize each paragraph to
        // one line (its default height), where UIKit wraps every line.
        guard numberOfLines > 0 else { return }
        switch lineBreak {
        case .truncateTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        case .truncateMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .truncateHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .wordWrap, .charWrap, .clip: break
        }
        // A negative height is a line count for ellipsizing.
        pango_layout_set_height(layout, Int32(-numberOfLines))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The logical size in points (fractional).
    var size: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        return CGSize(width: CGFloat(width) / CGFloat(PANGO_SCALE), height: CGFloat(height) / CGFloat(PANGO_SCALE))
    }

    /// The first line's baseline from the top, in points.
    var baseline: CGFloat { CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE) }

    /// The number of lines laid out.
    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }
}

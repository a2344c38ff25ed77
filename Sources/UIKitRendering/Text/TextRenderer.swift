#if canImport(Glibc)
import Glibc
#endif
import UIKit

/// Text measurement from the font machinery pictures are drawn with (Pango and Inter), so
/// that layout and pictures agree. Install it once, before building the hierarchy:
///
/// ```swift
/// TextRenderer.install()   // labels, buttons and fields now size to the drawn text
/// ```
///
/// OpenUIKit addition; without it, the `UIKit` module's `EstimatedTextMeasurement` sizes text.
public struct TextRenderer: TextMeasuring {
    /// Creates the measurement (it shares the process's font library).
    public init() {}

    /// Makes this the measurement layout uses (`TextMeasurement.current`).
    public static func install() {
        TextMeasurement.current = TextRenderer()
        ImageRasterizer.install()  // and images made by drawing get their pixels from the same machinery
    }

    /// Whether Inter (Debian's `fonts-inter`) was found; without it pictures use the
    /// machine's default fonts and will not match snapshots recorded elsewhere.
    public static var usesPinnedFonts: Bool { FontLibrary.shared.usesPinnedFonts }

    /// The size Pango lays the text out at (unrounded).
    public func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int) -> CGSize {
        guard !text.isEmpty else { return CGSize(width: 0, height: metrics(of: font).lineHeight) }
        return FontLibrary.shared.withContext { context in
            TextLayout(context: context, text: text, font: font, width: width, numberOfLines: numberOfLines,
                       lineBreak: .wordWrap).size
        }
    }

    /// F20: the size Pango lays the attributed text out at (unrounded), as string drawing
    /// lays it out (`AttributedTextLayout`).
    public func size(of attributedText: NSAttributedString, width: CGFloat?, numberOfLines: Int) -> CGSize {
        guard attributedText.length > 0 else { return .zero }
        return FontLibrary.shared.withContext { context in
            AttributedTextLayout(context: context, text: attributedText, width: width, numberOfLines: numberOfLines,
                                 lastLineBreak: nil, alignsToWidth: false).size
        }
    }

    /// The font's ascent, descent and line height, from Pango.
    public func metrics(of font: UIFont) -> FontMetrics {
        FontLibrary.shared.metrics(of: font)
    }
}

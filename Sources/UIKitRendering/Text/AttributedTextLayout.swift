#if canImport(Glibc)
import Glibc
#endif
import CCairo
import CPango
import Foundation
@_spi(Rendering) import UIKit

/// Attributed text laid out with Pango, one layout per paragraph (each paragraph has its own
/// alignment, indents and spacing): fonts, letter spacing, baseline offsets, colours,
/// backgrounds, underlines and strikethroughs per run as Pango attributes; attachments as
/// shapes whose images are painted after the text; shadows and outlines drawn in passes of
/// their own. Measuring (``TextRenderer``) and drawing (``Canvas/drawAttributedString(_:in:)``)
/// use the same layout, so they agree (F20, F32).
///
/// Two ways to cut lines: as string drawing does (a paragraph whose style clips or truncates
/// keeps to one line, ellipsized at the width), or as a label does (`lastLineBreak`: lines
/// wrap and the last one allowed is cut with the label's mode). Create and use it under
/// ``FontLibrary``'s lock.
final class AttributedTextLayout {
    /// One paragraph laid out.
    final class Paragraph {
        let layout: OpaquePointer
        let style: NSParagraphStyle
        /// The paragraph's attributes as drawn, and per run what Pango cannot draw itself.
        let attributes: OpaquePointer
        let shadows: [(bytes: Range<Int>, shadow: NSShadow)]
        let strokes: [(bytes: Range<Int>, width: CGFloat, color: UIColor, font: UIFont)]
        let attachments: [(byte: Int, attachment: NSTextAttachment)]
        let runs: [(bytes: Range<Int>, attributes: [NSAttributedString.Key: Any])]
        /// Where the layout's left edge is, from the text's left edge (the head indent).
        let x: CGFloat
        /// Where its top is, from the text's top.
        var y: CGFloat = 0
        /// The height of the lines shown.
        var height: CGFloat = 0
        /// The width its widest line takes, with its indent.
        var usedWidth: CGFloat = 0
        /// The lines shown (the rest are clipped).
        var visibleLines = 0

        init(layout: OpaquePointer, style: NSParagraphStyle, attributes: OpaquePointer, x: CGFloat,
             runs: [(bytes: Range<Int>, attributes: [NSAttributedString.Key: Any])],
             shadows: [(bytes: Range<Int>, shadow: NSShadow)],
             strokes: [(bytes: Range<Int>, width: CGFloat, color: UIColor, font: UIFont)],
             attachments: [(byte: Int, attachment: NSTextAttachment)]) {
            self.layout = layout; self.style = style; self.attributes = attributes; self.x = x
            self.runs = runs; self.shadows = shadows; self.strokes = strokes; self.attachments = attachments
        }

        deinit {
            pango_attr_list_unref(attributes)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
    }

    private(set) var paragraphs: [Paragraph] = []
    /// The size the text takes (unrounded).
    private(set) var size: CGSize = .zero
    private let traits: UITraitCollection

    /// Lays `text` out in `context`, wrapped at `width` (nil: only at newlines), cut to
    /// `numberOfLines` (0: no limit). `lastLineBreak` nil cuts as string drawing does;
    /// otherwise as a label with that line break mode. `alignsToWidth` false lays every
    /// paragraph out left-aligned (measuring). Colours are resolved with `traits`.
    init(context: OpaquePointer, text: NSAttributedString, width: CGFloat?, numberOfLines: Int,
         lastLineBreak: NSLineBreakMode?, alignsToWidth: Bool = true, traits: UITraitCollection = UITraitCollection()) {
        self.traits = traits
        let width = width.flatMap { $0 > 0 && $0 < CGFloat.greatestFiniteMagnitude / 2 ? $0 : nil }
        var remaining = numberOfLines > 0 ? numberOfLines : Int.max
        var top: CGFloat = 0
        var previous: NSParagraphStyle?
        for range in Self.paragraphRanges(of: text) where remaining > 0 {
            let attributesIndex = range.length > 0 ? range.location : min(range.location, max(0, text.length - 1))
            let first = text.length > 0 ? text.attributes(at: attributesIndex, effectiveRange: nil) : [:]
            let style = _TextAttributeValues.paragraphStyle(first)
            if let previous { top += previous.paragraphSpacing + style.paragraphSpacingBefore }
            previous = style
            let substring = text.attributedSubstring(from: range)
            var paragraph = makeParagraph(context: context, text: substring, defaults: first, style: style, width: width,
                                          lastLineBreak: lastLineBreak, ellipsizedLines: nil, alignsToWidth: alignsToWidth)
            var lines = Int(pango_layout_get_line_count(paragraph.layout))
            if lines > remaining, let mode = lastLineBreak, mode != .byClipping, mode != .byWordWrapping, mode != .byCharWrapping {
                paragraph = makeParagraph(context: context, text: substring, defaults: first, style: style, width: width,
                                          lastLineBreak: mode, ellipsizedLines: remaining, alignsToWidth: alignsToWidth)
                lines = Int(pango_layout_get_line_count(paragraph.layout))
            }
            paragraph.visibleLines = min(lines, remaining)
            measure(paragraph)
            paragraph.y = top
            top += paragraph.height
            remaining -= paragraph.visibleLines
            paragraphs.append(paragraph)
        }
        size = CGSize(width: paragraphs.map(\.usedWidth).max() ?? 0, height: top)
    }

    /// The text's paragraphs as UTF-16 ranges without their separators; text ending in a
    /// separator has an empty last paragraph.
    static func paragraphRanges(of text: NSAttributedString) -> [NSRange] {
        let string = text.string as NSString
        var ranges: [NSRange] = []
        var start = 0, index = 0
        while index < string.length {
            let unit = string.character(at: index)
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                ranges.append(NSRange(location: start, length: index - start))
                if unit == 0x0D, index + 1 < string.length, string.character(at: index + 1) == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        ranges.append(NSRange(location: start, length: string.length - start))
        return ranges
    }

    // MARK: Building

    private func makeParagraph(context: OpaquePointer, text: NSAttributedString, defaults: [NSAttributedString.Key: Any],
                               style: NSParagraphStyle, width: CGFloat?, lastLineBreak: NSLineBreakMode?,
                               ellipsizedLines: Int?, alignsToWidth: Bool) -> Paragraph {
        let layout = pango_layout_new(context)!
        let string = text.string
        pango_layout_set_text(layout, string, -1)
        pango_layout_set_font_description(layout, FontLibrary.shared.description(of: _TextAttributeValues.font(defaults)))
        let offsets = Self.utf8Offsets(of: string)

        var runs: [(bytes: Range<Int>, attributes: [NSAttributedString.Key: Any])] = []
        var shadows: [(bytes: Range<Int>, shadow: NSShadow)] = []
        var strokes: [(bytes: Range<Int>, width: CGFloat, color: UIColor, font: UIFont)] = []
        var attachments: [(byte: Int, attachment: NSTextAttachment)] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let bytes = offsets[range.location]..<offsets[range.location + range.length]
            runs.append((bytes, attributes))
            if let shadow = attributes[.shadow] as? NSShadow, shadow.shadowColor is UIColor { shadows.append((bytes, shadow)) }
            if let stroke = _TextAttributeValues.number(attributes[.strokeWidth]), stroke != 0 {
                let font = _TextAttributeValues.font(attributes)
                let color = (attributes[.strokeColor] as? UIColor) ?? (attributes[.foregroundColor] as? UIColor) ?? .black
                strokes.append((bytes, stroke, color, font))
            }
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                let characters = (text.string as NSString).substring(with: range).utf16
                for (index, unit) in characters.enumerated() where unit == 0xFFFC {
                    attachments.append((offsets[range.location + index], attachment))
                }
            }
        }
        let list = attributeList(runs: runs, shadow: nil)
        pango_layout_set_attributes(layout, list)
        let lineHeight = paragraphLineHeight(runs: runs, style: style)
        if let lineHeight {
            let attribute = lineHeight.absolute
                ? pango_attr_line_height_new_absolute(Int32(lineHeight.value * CGFloat(PANGO_SCALE)))!
                : pango_attr_line_height_new(Double(lineHeight.value))!
            pango_attr_list_insert(list, attribute)
            pango_layout_set_attributes(layout, list)
        }
        if style.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32(style.lineSpacing * CGFloat(PANGO_SCALE))) }

        // Indents: the layout starts at the head indent; the first line is offset from there.
        pango_layout_set_indent(layout, Int32((style.firstLineHeadIndent - style.headIndent) * CGFloat(PANGO_SCALE)))
        if string.contains("\t") { setTabStops(of: style, on: layout) }
        var available: CGFloat?
        if style.tailIndent > 0 {
            available = min(style.tailIndent, width ?? .infinity) - style.headIndent
        } else if let width {
            available = width + style.tailIndent - style.headIndent
        }
        let mode = lastLineBreak == nil ? style.lineBreakMode : style.lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping
        let singleLine = lastLineBreak == nil && ![.byWordWrapping, .byCharWrapping].contains(style.lineBreakMode)
        if let available {
            pango_layout_set_width(layout, Int32((max(0, available) * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if singleLine {
                // F20: a clipping or truncating paragraph keeps to one line.
                switch style.lineBreakMode {
                case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
                case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
                case .byTruncatingTail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                default: pango_layout_set_width(layout, -1)
                }
                pango_layout_set_height(layout, -1)
            } else if let ellipsizedLines, let lastLineBreak {
                switch lastLineBreak {
                case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
                case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
                default: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                }
                pango_layout_set_height(layout, Int32(-ellipsizedLines))
            }
            if alignsToWidth {
                switch style.alignment {
                case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
                case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
                case .justified: pango_layout_set_justify(layout, 1)
                case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
                case .natural:
                    pango_layout_set_alignment(layout, style.baseWritingDirection == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
                }
            }
        }
        return Paragraph(layout: layout, style: style, attributes: list, x: style.headIndent, runs: runs,
                         shadows: shadows, strokes: strokes, attachments: attachments)
    }

    /// The byte offset in UTF-8 of every UTF-16 offset of `string` (and of its end).
    /// TL5: the paragraph style's tab stops, and after them the multiples of its default tab
    /// interval, as Pango tabs from the layout's left edge (the head indent). Pango repeats
    /// the last interval after the last stop.
    private func setTabStops(of style: NSParagraphStyle, on layout: OpaquePointer) {
        var stops = style.tabStops.map { (location: $0.location, alignment: $0.alignment) }
        if style.defaultTabInterval > 0 {
            let last = stops.last?.location ?? 0
            var next = ((last / style.defaultTabInterval).rounded(.down) + 1) * style.defaultTabInterval
            while stops.count < 256, next < 4096 { stops.append((next, .left)); next += style.defaultTabInterval }
        }
        stops = stops.filter { $0.location > style.headIndent }
        guard !stops.isEmpty, let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
        for (index, stop) in stops.enumerated() {
            let align: PangoTabAlign = switch stop.alignment {
            case .right: PANGO_TAB_RIGHT
            case .center: PANGO_TAB_CENTER
            case .justified: PANGO_TAB_DECIMAL
            case .left, .natural: PANGO_TAB_LEFT
            }
            pango_tab_array_set_tab(tabs, Int32(index), align, Int32((stop.location - style.headIndent) * CGFloat(PANGO_SCALE)))
        }
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)
    }

    static func utf8Offsets(of string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var byte = 0
        for scalar in string.unicodeScalars {
            let units = scalar.utf16.count
            for _ in 0..<units { offsets.append(byte) }
            byte += scalar.utf8.count
        }
        offsets.append(byte)
        return offsets
    }

    /// The paragraph's line height as Pango should make it: its multiple (a factor), or its
    /// minimum or maximum (an absolute height) when the runs' natural height passes them.
    private func paragraphLineHeight(runs: [(bytes: Range<Int>, attributes: [NSAttributedString.Key: Any])],
                                     style: NSParagraphStyle) -> (value: CGFloat, absolute: Bool)? {
        guard style.lineHeightMultiple > 0 || style.minimumLineHeight > 0 || style.maximumLineHeight > 0 else { return nil }
        let natural = runs.map { FontLibrary.shared.metrics(of: _TextAttributeValues.font($0.attributes)).lineHeight }.max()
            ?? FontLibrary.shared.metrics(of: _TextAttributeValues.defaultFont).lineHeight
        var height = natural * (style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1)
        if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        if height == natural * style.lineHeightMultiple { return (style.lineHeightMultiple, false) }
        return height == natural ? nil : (height, true)
    }

    /// Pango attributes for the runs; for a shadow pass, only the runs with that shadow show,
    /// in its colour (at `alpha` of it).
    private func attributeList(runs: [(bytes: Range<Int>, attributes: [NSAttributedString.Key: Any])],
                               shadow: (shadow: NSShadow, alpha: CGFloat)?) -> OpaquePointer {
        let list = pango_attr_list_new()!
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ bytes: Range<Int>) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(bytes.lowerBound)
            attribute.pointee.end_index = UInt32(bytes.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        for (bytes, attributes) in runs where !bytes.isEmpty {
            let font = _TextAttributeValues.font(attributes)
            insert(pango_attr_font_desc_new(FontLibrary.shared.description(of: font)), bytes)
            let spacing = _TextAttributeValues.letterSpacing(attributes)
            if spacing != 0 { insert(pango_attr_letter_spacing_new(Int32(spacing * CGFloat(PANGO_SCALE))), bytes) }
            // TL8: the baseline offset and any superscript level.
            if case let rise = _TextAttributeValues.baselineRise(attributes), rise != 0 {
                insert(pango_attr_rise_new(Int32(rise * CGFloat(PANGO_SCALE))), bytes)
            }
            if let oblique = _TextAttributeValues.number(attributes[.obliqueness]), oblique != 0 {
                insert(pango_attr_style_new(PANGO_STYLE_OBLIQUE), bytes)
            }
            // F49: the font's OpenType features, and no ligatures where `.ligature` is 0.
            let noLigatures = _TextAttributeValues.number(attributes[.ligature]) == 0
            let features = [font._openTypeFeatures, noLigatures ? "liga=0,clig=0" : nil].compactMap { $0 }
            if !features.isEmpty { insert(pango_attr_font_features_new(features.joined(separator: ",")), bytes) }
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                let bounds = _TextAttributeValues.attachmentBounds(attachment)
                let scale = CGFloat(PANGO_SCALE)
                var rect = PangoRectangle(x: 0, y: Int32(-bounds.maxY * scale), width: Int32(bounds.width * scale),
                                          height: Int32(bounds.height * scale))
                insert(pango_attr_shape_new(&rect, &rect), bytes)
            }
            let strokeWidth = _TextAttributeValues.number(attributes[.strokeWidth]) ?? 0
            var foreground = (attributes[.foregroundColor] as? UIColor) ?? .black
            var visible: CGFloat = strokeWidth > 0 ? 0 : 1  // a positive stroke width outlines only
            if let shadow {
                let runShadow = attributes[.shadow] as? NSShadow
                if let runShadow, runShadow.isEqual(shadow.shadow), let color = runShadow.shadowColor as? UIColor {
                    foreground = color
                    visible = shadow.alpha
                } else {
                    visible = 0
                }
            }
            let color = foreground.resolvedColor(with: traits)
            insert(pango_attr_foreground_new(Self.channel(color.red), Self.channel(color.green), Self.channel(color.blue)), bytes)
            insert(pango_attr_foreground_alpha_new(max(1, Self.channel(color.alpha * visible))), bytes)
            if shadow == nil, let background = (attributes[.backgroundColor] as? UIColor)?.resolvedColor(with: traits), background.alpha > 0 {
                insert(pango_attr_background_new(Self.channel(background.red), Self.channel(background.green), Self.channel(background.blue)), bytes)
                insert(pango_attr_background_alpha_new(max(1, Self.channel(background.alpha))), bytes)
            }
            if let underline = _TextAttributeValues.lineStyle(attributes[.underlineStyle]) {
                insert(pango_attr_underline_new(underline._isDouble ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE), bytes)
                if shadow == nil, let lineColor = (attributes[.underlineColor] as? UIColor)?.resolvedColor(with: traits) {
                    insert(pango_attr_underline_color_new(Self.channel(lineColor.red), Self.channel(lineColor.green), Self.channel(lineColor.blue)), bytes)
                }
            }
            if _TextAttributeValues.lineStyle(attributes[.strikethroughStyle]) != nil {
                insert(pango_attr_strikethrough_new(1), bytes)
                if shadow == nil, let lineColor = (attributes[.strikethroughColor] as? UIColor)?.resolvedColor(with: traits) {
                    insert(pango_attr_strikethrough_color_new(Self.channel(lineColor.red), Self.channel(lineColor.green), Self.channel(lineColor.blue)), bytes)
                }
            }
        }
        return list
    }

    /// A 0...1 component as Pango's 16 bits.
    private static func channel(_ value: CGFloat) -> UInt16 { UInt16((min(1, max(0, value)) * 65535).rounded()) }

    /// The paragraph's shown height (its visible lines) and its widest line with its indent.
    private func measure(_ paragraph: Paragraph) {
        let scale = CGFloat(PANGO_SCALE)
        let iterator = pango_layout_get_iter(paragraph.layout)!
        defer { pango_layout_iter_free(iterator) }
        var index = 0, bottom: CGFloat = 0, widest: CGFloat = 0
        repeat {
            guard index < paragraph.visibleLines else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            bottom = CGFloat(logical.y + logical.height) / scale
            var lineLogical = PangoRectangle()
            pango_layout_line_get_extents(pango_layout_iter_get_line_readonly(iterator), nil, &lineLogical)
            let indent = index == 0 ? paragraph.style.firstLineHeadIndent : paragraph.style.headIndent
            // F20: kern follows every character, the last one's too (Pango spaces only between them).
            let line = pango_layout_iter_get_line_readonly(iterator)!
            let lastByte = Int(line.pointee.start_index + line.pointee.length) - 1
            let trailing = paragraph.runs.first { $0.bytes.contains(lastByte) }.map { _TextAttributeValues.letterSpacing($0.attributes) } ?? 0
            widest = max(widest, indent + CGFloat(lineLogical.width) / scale + trailing)
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
        paragraph.height = bottom
        paragraph.usedWidth = widest
    }

    // MARK: Drawing

    /// Draws the text with its top-left corner at `origin`: shadows, then the text with its
    /// backgrounds and lines, outlines, and attachments' images.
    @MainActor
    func draw(on canvas: Canvas, at origin: CGPoint) {
        let cr = canvas.cr
        for paragraph in paragraphs {
            let x = Double(origin.x + paragraph.x), y = Double(origin.y + paragraph.y)
            cairo_save(cr)
            if paragraph.visibleLines < Int(pango_layout_get_line_count(paragraph.layout)) {
                // Lines past the last shown one are clipped (a cut without an ellipsis).
                cairo_rectangle(cr, -1e6, y - 1e6, 2e6, Double(paragraph.height) + 1e6)
                cairo_clip(cr)
            }
            drawShadows(of: paragraph, x: x, y: y, cr: cr)
            cairo_move_to(cr, x, y)
            pango_cairo_show_layout(cr, paragraph.layout)
            drawStrokes(of: paragraph, x: x, y: y, cr: cr)
            cairo_restore(cr)
            drawAttachments(of: paragraph, at: CGPoint(x: x, y: y), canvas: canvas)
        }
    }

    /// Each distinct shadow's runs in its colour at its offset, blurred by repeating them
    /// around the offset (nine copies whose coverage adds up to the colour's alpha).
    private func drawShadows(of paragraph: Paragraph, x: Double, y: Double, cr: OpaquePointer) {
        var drawn: [NSShadow] = []
        for (_, shadow) in paragraph.shadows where !drawn.contains(where: { $0.isEqual(shadow) }) {
            drawn.append(shadow)
            let radius = Double(shadow.shadowBlurRadius) / 2
            let samples: [(Double, Double)] = radius > 0
                ? [(0, 0), (radius, 0), (-radius, 0), (0, radius), (0, -radius),
                   (radius * 0.7, radius * 0.7), (-radius * 0.7, radius * 0.7), (radius * 0.7, -radius * 0.7), (-radius * 0.7, -radius * 0.7)]
                : [(0, 0)]
            // Coverage of n copies at alpha w is 1 - (1 - w)^n: each copy's w makes it the colour's.
            let colorAlpha = Double(((shadow.shadowColor as? UIColor) ?? .clear).resolvedColor(with: traits).alpha)
            let perCopy = 1 - pow(1 - min(colorAlpha, 0.999), 1.0 / Double(samples.count))
            let share = colorAlpha > 0 && samples.count > 1 ? perCopy / colorAlpha : 1
            let list = attributeList(runs: paragraph.runs, shadow: (shadow, CGFloat(share)))
            pango_layout_set_attributes(paragraph.layout, list)
            for (dx, dy) in samples {
                cairo_move_to(cr, x + Double(shadow.shadowOffset.width) + dx, y + Double(shadow.shadowOffset.height) + dy)
                pango_cairo_show_layout(cr, paragraph.layout)
            }
            pango_attr_list_unref(list)
        }
        if !drawn.isEmpty { pango_layout_set_attributes(paragraph.layout, paragraph.attributes) }
    }

    /// Outlines the glyphs of runs with a stroke width: the width is a percentage of the font
    /// size, in the stroke colour (the text colour without one).
    private func drawStrokes(of paragraph: Paragraph, x: Double, y: Double, cr: OpaquePointer) {
        guard !paragraph.strokes.isEmpty else { return }
        let scale = Double(PANGO_SCALE)
        let iterator = pango_layout_get_iter(paragraph.layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let offset = Int(run.pointee.item.pointee.offset)
            guard let stroke = paragraph.strokes.first(where: { $0.bytes.contains(offset) }) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            cairo_new_path(cr)
            cairo_move_to(cr, x + Double(logical.x) / scale, y + baseline)
            pango_cairo_glyph_string_path(cr, run.pointee.item.pointee.analysis.font, run.pointee.glyphs)
            let color = stroke.color.resolvedColor(with: traits)
            cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            cairo_set_line_width(cr, Double(abs(stroke.width) / 100 * stroke.font.pointSize))
            cairo_stroke(cr)
        } while pango_layout_iter_next_run(iterator) != 0
    }

    /// Paints each attachment's image in the place its shape took on its line.
    @MainActor
    private func drawAttachments(of paragraph: Paragraph, at origin: CGPoint, canvas: Canvas) {
        guard !paragraph.attachments.isEmpty else { return }
        let scale = CGFloat(PANGO_SCALE)
        let iterator = pango_layout_get_iter(paragraph.layout)!
        defer { pango_layout_iter_free(iterator) }
        var remaining = paragraph.attachments
        repeat {
            let index = Int(pango_layout_iter_get_index(iterator))
            guard let found = remaining.firstIndex(where: { $0.byte == index }) else { continue }
            let attachment = remaining.remove(at: found).attachment
            var character = PangoRectangle()
            pango_layout_iter_get_char_extents(iterator, &character)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator)) / scale
            let bounds = _TextAttributeValues.attachmentBounds(attachment)
            let frame = CGRect(x: origin.x + CGFloat(character.x) / scale, y: origin.y + baseline - bounds.maxY,
                               width: bounds.width, height: bounds.height)
            ImageDrawing.draw(attachment.image, in: frame, contentMode: .scaleToFill, tint: .label, canvas: canvas)
        } while !remaining.isEmpty && pango_layout_iter_next_char(iterator) != 0
    }
}

#if canImport(Glibc)
import Glibc  // libm for rounding in this module
#endif
import CCairo
import CPango
import Foundation
@_spi(Rendering) import UIKit

/// The fonts pictures are drawn and text is measured with: a private Pango font map, so that
/// pictures do not depend on what else the machine has installed.
///
/// The system font (`.SFUI-*`, what `UIFont.systemFont` makes) is drawn with Inter (Debian's
/// `fonts-inter`), the closest free match to SF Pro: "Inter" below 20 points and "Inter
/// Display" from 20 (as iOS switches from SF Pro Text to SF Pro Display). DejaVu covers
/// symbols Inter lacks. The fonts iOS ships that `UIFont(name:size:)` knows are drawn with
/// free look-alikes (F7, ``linuxFamily(forIOSFamily:)``): Liberation (`fonts-liberation`,
/// metric-compatible with Arial, Times New Roman and Courier New) and URW's clones of the
/// PostScript fonts (`fonts-urw-base35`: Nimbus Sans for Helvetica, URW Gothic for the
/// geometric sans serifs, C059 and P052 for the book serifs, Z003 for scripts), DejaVu Sans
/// Mono for Menlo and SF Mono. When Inter is missing, the machine's own fonts are used and
/// the pictures differ (``FontLibrary/usesPinnedFonts`` is false).
///
/// Pango contexts are not thread-safe: every use goes through ``withContext(_:)``.
final class FontLibrary: @unchecked Sendable {
    /// The library of the process.
    static let shared = FontLibrary()

    /// Where Debian installs Inter, DejaVu, Liberation and URW's fonts (in the order fallback
    /// prefers them).
    static let fontDirectories = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu",
                                  "/usr/share/fonts/truetype/liberation", "/usr/share/fonts/opentype/urw-base35"]

    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The measuring context: no device, 72 dpi, unhinted metrics, unrounded positions, so
    /// measurements equal what a context drawing at any scale lays out.
    private let measuringContext: OpaquePointer
    private let lock = NSRecursiveLock()
    /// Whether the private Inter font set is in use.
    let usesPinnedFonts: Bool
    private var descriptions: [UIFont: OpaquePointer] = [:]
    /// Vertical metrics by font: layout asks for a font's line height and ascender often.
    private var metrics: [UIFont: FontMetrics] = [:]

    private init() {
        fontMap = pango_cairo_font_map_new()!
        let files = Self.fontDirectories.flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") }
                .map { directory + "/" + $0 }
        }
        usesPinnedFonts = files.contains { $0.hasSuffix("Inter-Regular.otf") }
        if usesPinnedFonts, let config = FcConfigCreate() {
            for file in files { _ = FcConfigAppFontAddFile(config, file) }
            _ = FcConfigBuildFonts(config)
            if let fcMap = cpango_fc_font_map(fontMap) { pango_fc_font_map_set_config(fcMap, config) }
            FcConfigDestroy(config)
        }
        measuringContext = pango_font_map_create_context(fontMap)!
        Self.configure(measuringContext)
    }

    /// 72 dpi (a Pango point is a UIKit point), no hinting, no rounding of glyph positions.
    static func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// Runs `body` with the measuring context, under the library's lock.
    func withContext<T>(_ body: (OpaquePointer) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(measuringContext)
    }

    /// Runs `body` under the library's lock (drawing contexts share the font map).
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// The Pango description of a UIKit font (cached; owned by the library).
    func description(of font: UIFont) -> OpaquePointer {
        locked {
            if let known = descriptions[font] { return known }
            let description = pango_font_description_new()!
            let (family, weight) = Self.family(of: font)
            pango_font_description_set_family(description, family)
            pango_font_description_set_weight(description, weight)
            if font._isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
            pango_font_description_set_absolute_size(description, Double(font.pointSize) * Double(PANGO_SCALE))
            descriptions[font] = description
            return description
        }
    }

    /// A font's ascent, descent and line height from Pango, computed once per font.
    func metrics(of font: UIFont) -> FontMetrics {
        withContext { context in
            if let known = metrics[font] { return known }
            let pangoMetrics = pango_context_get_metrics(context, description(of: font), nil)!
            defer { pango_font_metrics_unref(pangoMetrics) }
            let scale = CGFloat(PANGO_SCALE)
            let ascent = CGFloat(pango_font_metrics_get_ascent(pangoMetrics)) / scale
            let descent = CGFloat(pango_font_metrics_get_descent(pangoMetrics)) / scale
            let height = CGFloat(pango_font_metrics_get_height(pangoMetrics)) / scale
            let result = FontMetrics(lineHeight: max(height, ascent + descent), ascender: ascent, descender: -descent)
            metrics[font] = result
            return result
        }
    }

    /// The family list and weight for a UIKit font (F7, F45): Inter for the system font (the
    /// rounded design too: no free look-alike has SF Rounded's terminals), DejaVu Sans Mono
    /// for SF Mono, C059 for New York, the look-alike of a named font's iOS family; the weight the
    /// font's name says. DejaVu Sans follows as the fallback for characters the first lacks.
    static func family(of font: UIFont) -> (String, PangoWeight) {
        let family: String
        if font._isSystemFace {
            family = font.pointSize >= 20 ? "Inter Display" : "Inter"
        } else if font._isMonospacedSystemFace {
            family = "DejaVu Sans Mono"
        } else if font._isSerifSystemFace {
            // F45: New York (the serif design) is drawn with C059, as the book serifs.
            family = "C059"
        } else {
            family = linuxFamily(forIOSFamily: font.familyName)
        }
        return (family + ",DejaVu Sans", pangoWeight(font.weight))
    }

    /// F7: the free family pictures draw an iOS font family with.
    static func linuxFamily(forIOSFamily family: String) -> String {
        switch family {
        case "Helvetica", "Helvetica Neue", "Galvji", "Optima", "Copperplate": "Nimbus Sans"
        case "Arial", "Arial Hebrew", "Arial Rounded MT Bold", "Verdana", "Trebuchet MS", "Impact": "Liberation Sans"
        case "Avenir Next Condensed", "DIN Alternate", "DIN Condensed": "Nimbus Sans Narrow"
        case "Avenir", "Avenir Next", "Futura", "Gill Sans": "URW Gothic"
        case "Times New Roman": "Liberation Serif"
        case "Georgia", "Charter", "Baskerville", "Cochin", "Hoefler Text", "Rockwell", "Kefa III", "Euphemia UCAS": "C059"
        case "Didot", "Bodoni 72", "Bodoni 72 Oldstyle", "Bodoni 72 Smallcaps": "Nimbus Roman"
        case "Palatino": "P052"
        case "Courier", "American Typewriter": "Nimbus Mono PS"
        case "Courier New": "Liberation Mono"
        case "Menlo": "DejaVu Sans Mono"
        case "Snell Roundhand", "Zapfino", "Savoye LET", "Bradley Hand", "Noteworthy", "Marker Felt", "Chalkboard SE",
             "Chalkduster", "Party LET", "Papyrus", "Academy Engraved LET":
            "Z003"
        case "Symbol": "Standard Symbols PS"
        case "Zapf Dingbats", "Bodoni Ornaments": "D050000L"
        default: "Inter"
        }
    }

    /// Pango's weight for a UIKit system font weight.
    static func pangoWeight(_ weight: UIFont.Weight) -> PangoWeight {
        switch weight.rawValue {
        case ..<(-0.7): PANGO_WEIGHT_THIN
        case ..<(-0.5): PANGO_WEIGHT_ULTRALIGHT
        case ..<(-0.2): PANGO_WEIGHT_LIGHT
        case ..<0.2: PANGO_WEIGHT_NORMAL
        case ..<0.26: PANGO_WEIGHT_MEDIUM
        case ..<0.35: PANGO_WEIGHT_SEMIBOLD
        case ..<0.5: PANGO_WEIGHT_BOLD
        case ..<0.6: PANGO_WEIGHT_ULTRABOLD
        default: PANGO_WEIGHT_HEAVY
        }
    }
}

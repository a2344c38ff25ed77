import Foundation

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment (default; left for left-to-right text).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left aligned.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right aligned.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value (Core Animation's string).
    public let rawValue: String
    /// A value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut (default): text runs past the bounds, clipped only by `masksToBounds`.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Cut at the start ("…end").
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Cut at the end ("start…").
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Cut in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string (a `String` or an `NSAttributedString`) from its top left,
/// in ``font`` at ``fontSize`` (the font's own size is ignored, as Core Animation does) and
/// ``foregroundColor`` (Q19).
///
/// Differences from Core Animation: `font` takes a `UIFont` or a font name (`String`); there
/// are no `CTFont` or `CGFont` values. Attributed strings are drawn with the font and colour
/// of their first character.
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    var _fontSize: CGFloat = 36
    var _foregroundColor: CGColor? = .white

    /// The text: a `String` or an `NSAttributedString`. Default nil.
    open var string: Any?
    /// The font: a `UIFont` or a font name. Default nil: Helvetica.
    open var font: Any?
    /// The size the text is drawn at. Default 36. Animatable.
    open var fontSize: CGFloat {
        get { _fontSize }
        set { _setAnimatable("fontSize") { _fontSize = newValue } }
    }
    /// The text colour (for a plain string). Default opaque white. Animatable.
    open var foregroundColor: CGColor? {
        get { _foregroundColor }
        set { _setAnimatable("foregroundColor") { _foregroundColor = newValue } }
    }
    /// Whether the text wraps to the bounds' width. Default false: one line per paragraph.
    open var isWrapped = false
    /// How lines align. Default `.natural`.
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// How text that does not fit is cut. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode = .none
    /// Whether glyphs are placed on whole pixels (a drawing hint). Default false.
    open var allowsFontSubpixelQuantization = false

    /// The font the text is drawn in: the family of ``font`` (Helvetica by default) at
    /// ``fontSize``, or the first character's font of an attributed string.
    @_spi(Rendering) public var _resolvedFont: UIFont {
        if let attributed = string as? NSAttributedString, attributed.length > 0,
           let font = attributed.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { return font }
        switch font {
        case let font as UIFont: return font.withSize(fontSize)
        case let name as String: return UIFont(name: name, size: fontSize) ?? UIFont.systemFont(ofSize: fontSize)
        default: return UIFont(name: "Helvetica", size: fontSize) ?? UIFont.systemFont(ofSize: fontSize)
        }
    }

    /// The text as a plain string.
    @_spi(Rendering) public var _plainString: String {
        switch string {
        case let text as String: text
        case let attributed as NSAttributedString: attributed.string
        default: ""
        }
    }

    /// The colour the text is drawn in: an attributed string's first character's, else
    /// ``foregroundColor``.
    @_spi(Rendering) public var _resolvedColor: CGColor? {
        if let attributed = string as? NSAttributedString, attributed.length > 0,
           let color = attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor { return color.cgColor }
        return foregroundColor
    }

    override func _copyModelState(from other: CALayer) {
        super._copyModelState(from: other)
        guard let other = other as? CATextLayer else { return }
        string = other.string; font = other.font; _fontSize = other.fontSize; _foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped; alignmentMode = other.alignmentMode; truncationMode = other.truncationMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    override func _value(forProperty property: String) -> LayerValue? {
        switch property {
        case "fontSize": .number(fontSize)
        case "foregroundColor": .color(foregroundColor)
        default: super._value(forProperty: property)
        }
    }

    override func _setValue(_ value: LayerValue, forProperty property: String) {
        switch (property, value) {
        case let ("fontSize", .number(v)): fontSize = v
        case let ("foregroundColor", .color(v)): foregroundColor = v
        default: super._setValue(value, forProperty: property)
        }
    }
}

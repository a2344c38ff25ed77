import Foundation

/// A font: a face (system or named) at a point size. An immutable `NSObject`, shareable
/// across threads, compared by value (`isEqual`, `==`), with UIKit's `hash`, `description`
/// and `copy()`.
///
/// System fonts are named as iOS names them (`.SFUI-Regular`, `.SFUI-Semibold`, …; family
/// `.AppleSystemUIFont`); ``init(name:size:)`` knows the faces that ship with iOS 17 (see
/// ``familyNames``) and returns nil for others. Glyph metrics come from the installed
/// ``TextMeasurement``; `UIKitRendering` draws each face with a similar free font.
///
/// Differences from UIKit: fonts registered by apps (`UIAppFonts`) are not known;
/// ``weight`` is an OpenUIKit addition (UIKit reads it from the descriptor). Fonts made from
/// a ``UIFontDescriptor`` keep it (``fontDescriptor``), feature settings included, though
/// pictures draw no OpenType features (F42).
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// Weights of the system font, with UIKit's raw values.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The lightest weight (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// A thin weight (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// A light weight (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// The regular (book) weight (0).
        public static let regular = Weight(rawValue: 0)
        /// A medium weight (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// A semibold weight (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// A heavy weight (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (0.62).
        public static let black = Weight(rawValue: 0.62)
    }

    /// Which kind of face the font is.
    enum Face: Hashable, Sendable {
        /// The system font (San Francisco), proportional.
        case system
        /// The system font with fixed-width digits (`monospacedDigitSystemFont`).
        case systemMonospacedDigits
        /// The monospaced system font (SF Mono).
        case systemMonospaced
        /// The rounded system font (SF Pro Rounded, `.rounded` design).
        case systemRounded
        /// The serif system font (New York, `.serif` design).
        case systemSerif
        /// A named face that ships with iOS.
        case named
    }

    /// How a Dynamic Type font follows the content size category (F12, F13).
    struct Scaling: Hashable, Sendable {
        /// The text style whose curve the font follows.
        let textStyle: TextStyle
        /// The size at the default (Large) category; nil for a preferred font, whose size
        /// is the style's own at each category.
        let baseFont: UIFont?
        /// The largest size it grows to (`scaledFont(for:maximumPointSize:)`), 0: none.
        let maximumPointSize: CGFloat
    }

    /// The font's PostScript name: `.SFUI-Regular` for the system font, `Helvetica-Bold`, …
    public let fontName: String
    /// The font's family: `.AppleSystemUIFont` for the system font, `Helvetica`, …
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (OpenUIKit addition: UIKit keeps it in the font descriptor's traits). Named
    /// faces have the weight their name says (`-Bold` is `.bold`, `-Light` `.light`, …).
    public let weight: Weight
    /// Whether the face is italic (or oblique).
    @_spi(Rendering) public let _isItalic: Bool
    let _face: Face
    /// Set for Dynamic Type fonts (`preferredFont(forTextStyle:)`, `UIFontMetrics`).
    let _scaling: Scaling?
    /// The descriptor the font was made from (``init(descriptor:size:)``), at any size; nil:
    /// ``fontDescriptor`` describes the font from its face.
    let _descriptor: UIFontDescriptor?

    init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, italic: Bool,
         face: Face, scaling: Scaling? = nil, descriptor: UIFontDescriptor? = nil) {
        _descriptor = descriptor
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        _isItalic = italic
        _face = face
        _scaling = scaling
    }

    /// F6: the face named `fontName` (a PostScript name such as `Helvetica-Bold`, or a family
    /// name such as `Avenir Next` for its regular face) at `fontSize` (0: 12 points, as Core
    /// Text); nil when iOS 17 has no such font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let entry = FontCatalog.face(named: fontName) else { return nil }
        self.init(fontName: entry.fontName, familyName: entry.family, pointSize: fontSize > 0 ? fontSize : 12,
                  weight: entry.weight, italic: entry.isItalic, face: .named)
    }

    // MARK: System fonts

    /// The system font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// F5: the system font at `fontSize` with a weight, named as iOS names it:
    /// `.SFUI-Ultralight` below -0.625, `-Thin` below -0.425, `-Light` below -0.025,
    /// `-Regular` below 0.225, `-Medium` below 0.275, `-Semibold` below 0.375, `-Bold` below
    /// 0.555, `-Heavy` below 0.61, `-Black` from there.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-" + systemWeightName(weight), familyName: ".AppleSystemUIFont", pointSize: fontSize,
               weight: weight, italic: false, face: .system)
    }

    /// The bold system font at `fontSize` (`.SFUI-Bold`).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` (`.SFUI-RegularItalic`).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-RegularItalic", familyName: ".AppleSystemUIFont", pointSize: fontSize,
               weight: .regular, italic: true, face: .system)
    }

    /// The monospaced system font (SF Mono, `.SFMono-Regular`; family
    /// `.AppleSystemUIFontMonospaced`) at `fontSize` with a weight (SF Mono has Light to
    /// Heavy: lighter weights read as Light, Black as Heavy).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let name = switch systemWeightName(weight) {
        case "Ultralight", "Thin": "Light"
        case "Black": "Heavy"
        case let other: other
        }
        return UIFont(fontName: ".SFMono-" + name, familyName: ".AppleSystemUIFontMonospaced", pointSize: fontSize,
                      weight: weight, italic: false, face: .systemMonospaced)
    }

    /// The system font with digits all the same width, at `fontSize` with a weight (named as
    /// ``systemFont(ofSize:weight:)``).
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-" + systemWeightName(weight), familyName: ".AppleSystemUIFont", pointSize: fontSize,
               weight: weight, italic: false, face: .systemMonospacedDigits)
    }

    /// The size of a label's text (17 points), as UIKit's.
    open class var labelFontSize: CGFloat { 17 }
    /// The size of a button's title (18 points), as UIKit's.
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of small text (12 points), as UIKit's.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The size of system text (14 points), as UIKit's.
    open class var systemFontSize: CGFloat { 14 }

    /// The face name iOS gives the system font of a weight (F5).
    static func systemWeightName(_ weight: Weight) -> String {
        switch weight.rawValue {
        case ..<(-0.625): "Ultralight"
        case ..<(-0.425): "Thin"
        case ..<(-0.025): "Light"
        case ..<0.225: "Regular"
        case ..<0.275: "Medium"
        case ..<0.375: "Semibold"
        case ..<0.555: "Bold"
        case ..<0.61: "Heavy"
        default: "Black"
        }
    }

    /// The same face at another size (a Dynamic Type font keeps its text style).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, italic: _isItalic,
               face: _face, scaling: _scaling, descriptor: _descriptor)
    }

    /// Whether the font is San Francisco (proportional), which pictures draw with Inter.
    @_spi(Rendering) public var _isSystemFace: Bool {
        _face == .system || _face == .systemMonospacedDigits || _face == .systemRounded
    }
    /// Whether the font is New York (the serif system design).
    @_spi(Rendering) public var _isSerifSystemFace: Bool { _face == .systemSerif }
    /// Whether the font is SF Mono.
    @_spi(Rendering) public var _isMonospacedSystemFace: Bool { _face == .systemMonospaced }

    // MARK: Metrics

    /// The line height, from the installed ``TextMeasurement`` (the fallback estimates
    /// 1.19 × the size, close to SF's).
    open var lineHeight: CGFloat { TextMeasurement.current.metrics(of: self).lineHeight }
    /// The distance from the top of a line to the baseline.
    open var ascender: CGFloat { TextMeasurement.current.metrics(of: self).ascender }
    /// The distance from the baseline to the bottom of a line (negative).
    open var descender: CGFloat { TextMeasurement.current.metrics(of: self).descender }
    /// The space between lines beyond the ascender and descender (`lineHeight` less both).
    open var leading: CGFloat { max(0, lineHeight - ascender + descender) }

    // MARK: NSObject's protocol

    /// The font itself (fonts are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when the face, size and Dynamic Type style are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        if other === self { return true }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
            && _isItalic == other._isItalic && _face == other._face && _scaling == other._scaling
            && _descriptorExtras == other._descriptorExtras
    }

    /// A hash of the name and size.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// UIKit's form: `<UICTFont: 0x…> font-family: ".SFUI-Regular"; font-weight: normal;
    /// font-style: normal; font-size: 17.00pt` (a text style's font shows the style,
    /// `UICTFontTextStyleBody`, as its family).
    open override var description: String {
        let family = _scaling.flatMap { $0.baseFont == nil ? _textStyleUsage ?? $0.textStyle.rawValue : nil } ?? fontName
        let weightName = weight.rawValue >= 0.275 ? "bold" : "normal"
        let size = String(format: "%.2f", Double(pointSize))
        return "<UICTFont: \(objectAddress(self))> font-family: \"\(family)\"; font-weight: \(weightName); "
            + "font-style: \(_isItalic ? "italic" : "normal"); font-size: \(size)pt"
    }
}

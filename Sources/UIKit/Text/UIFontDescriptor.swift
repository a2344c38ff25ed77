import Foundation

/// A description of a font by attributes (family, face, size, traits, design, text style,
/// features…), from which ``UIFont/init(descriptor:size:)`` makes the font that best matches.
///
/// The common uses work as in UIKit: `UIFont.preferredFont(forTextStyle: .body).fontDescriptor
/// .withSymbolicTraits(.traitBold)` is the emphasized body font at the user's Dynamic Type
/// size (F36); `withDesign(.rounded)` of a system font's descriptor is the rounded system
/// font (F38); `addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight:
/// UIFont.Weight.semibold]])` sets the weight (F37). A descriptor's attributes are kept as
/// given (``fontAttributes``); descriptors are equal when their attributes are (F44).
///
/// Differences from UIKit: matching knows the fonts iOS 17 ships (``UIFont/familyNames``);
/// feature settings are kept and compared but pictures do not draw OpenType features (F42).
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// Foundation on Linux reads this word as a Core Foundation type header (J13); it must
    /// stay the first stored property.
    private let _coreFoundationHeader = CoreFoundationTypeHeader()

    /// The keys of ``fontAttributes``, with UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The family name (`String`), `Helvetica Neue`.
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (`String`), `HelveticaNeue-Bold`; it wins over every other
        /// attribute when matching, as in Core Text (F40).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family (`String`), `Bold`.
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to users (`String`); kept, not matched.
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The transform (`CGAffineTransform`); kept, not drawn.
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers (`CharacterSet`); kept, not matched.
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// Fallback descriptors (`[UIFontDescriptor]`); kept, not drawn.
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits (`[TraitKey: Any]`): symbolic traits, weight, width, slant, design.
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (a number); kept, not drawn.
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// OpenType feature settings (`[[FeatureKey: Int]]`); kept, compared, not drawn (F42).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The text style or system usage (`String`): a Dynamic Type style such as
        /// `UICTFontTextStyleBody`, or the system font's `CTFontRegularUsage`-style usage.
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the ``AttributeName/traits`` dictionary, with UIKit's raw values.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits (a ``SymbolicTraits`` or its raw value).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight` or a number from -1 to 1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (a number from -1, condensed, to 1, expanded).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant (a number from -1 to 1; above 0 is italic).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
        /// The system design (a ``SystemDesign``), as ``withDesign(_:)`` sets it.
        static let design = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")
    }

    /// The keys of one feature setting, with UIKit's raw values.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The feature type (`kNumberSpacingType` is 6).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (`kMonospacedNumbersSelector` is 0).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature type (old name of ``type``).
        @available(*, deprecated, renamed: "type")
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (old name of ``selector``).
        @available(*, deprecated, renamed: "selector")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// The designs of the system font, with UIKit's raw values.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// A design from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A design from its raw value.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// San Francisco.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// SF Pro Rounded (drawn with the system font's look-alike, F45).
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// New York (drawn with a serif look-alike, F45).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// SF Mono.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// A font's stylistic traits, with Core Text's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Traits from their raw value.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic (or oblique).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (semibold and heavier, F34).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than the family's regular face.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than the family's regular face.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph the same width.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical glyphs.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Made for user interfaces (the system font).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (not matched here, F35).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (not matched here, F35).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        /// The bits of the style class.
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        /// No known class.
        public static let classUnknown = SymbolicTraits([])
        /// Old-style serifs.
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        /// Transitional serifs.
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        /// Modern serifs.
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        /// Clarendon serifs.
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        /// Slab serifs.
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        /// Freeform serifs.
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        /// Sans serif.
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        /// Ornamentals.
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        /// Scripts.
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        /// Symbols.
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// The attributes, as given.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with `attributes`, kept as given (F33); with none it matches the system
    /// font at 12 points.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
    }

    /// F33: a descriptor for the face named `fontName` (a PostScript or family name) at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// A descriptor for the face named `fontName` with a transform (kept, not drawn).
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    // MARK: Reading

    /// The value of one attribute, as given.
    open func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    /// The point size: the ``AttributeName/size`` attribute, 0 without one.
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }

    /// The PostScript name of the face the descriptor matches (F39).
    open var postscriptName: String { _matchedFont(size: 0).fontName }

    /// The transform: the ``AttributeName/matrix`` attribute, identity without one.
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }

    /// F34: the traits of the face the descriptor matches (bold from semibold up, italic,
    /// monospace for SF Mono, UI-optimized for the system font, its style class), with those
    /// the traits attribute asks for that matching keeps.
    open var symbolicTraits: SymbolicTraits { UIFontDescriptor._traits(of: _matchedFont(size: 0)) }

    // MARK: Deriving

    /// F35: a descriptor for the same font with exactly `symbolicTraits` (bold, italic,
    /// condensed, expanded, monospace): the family's face with them, the system font's or a
    /// text style's bold or italic; nil when the family has no such face (as UIKit).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        FontMatching.descriptor(self, withSymbolicTraits: symbolicTraits)
    }

    /// F38: a descriptor for the system font of `design` with this one's size, weight and
    /// italic; nil when this does not describe the system font (or a text style), or for a
    /// design UIKit does not have.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        FontMatching.descriptor(self, withDesign: design)
    }

    /// The same attributes at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }

    /// F39: a descriptor for family `newFamily` (the name and face dropped, traits kept).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.face] = nil
        attributes[.textStyle] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// F39: a descriptor for the face `newFace` (`Bold`, `Light Italic`) of this family.
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        if attributes[.family] == nil { attributes[.family] = _matchedFont(size: 0).familyName }
        attributes[.name] = nil
        attributes[.textStyle] = nil
        attributes[.face] = newFace
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// F37: these attributes with `attributes` added (a key given replaces this one's value).
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// F41: the descriptors of the iOS faces that match every attribute of `mandatoryKeys`
    /// (family, name, face, traits; others always match), one per face, at this size.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        FontMatching.matches(of: self, mandatoryKeys: mandatoryKeys ?? [])
    }

    // MARK: Text styles

    /// F36: the descriptor of a text style at the app's content size category:
    /// `[.textStyle: style, .size: size]`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style, compatibleWith: nil)
    }

    /// F36: the descriptor of a text style at the content size category of
    /// `traitCollection` (nil: the app's).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: NSObject's protocol

    /// The descriptor itself (descriptors are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// F44: equal when the attributes are (numbers compared by value).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other === self || FontAttributeText.canonical(other.fontAttributes) == FontAttributeText.canonical(fontAttributes)
    }

    /// A hash of the attributes.
    open override var hash: Int { FontAttributeText.canonical(fontAttributes).hashValue }

    /// F44: UIKit's form, `UICTFontDescriptor <0x…> = {` then one `key = value;` line per
    /// attribute, sorted by key, and `}`.
    open override var description: String {
        var lines = ["UICTFontDescriptor <\(objectAddress(self))> = {"]
        for (key, value) in FontAttributeText.sortedEntries(fontAttributes) { lines.append("    \(key) = \(value);") }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    // MARK: Helpers

    /// The font the descriptor matches at `size` (0: its own size).
    func _matchedFont(size: CGFloat) -> UIFont { FontMatching.font(for: self, size: size) }

    /// A number attribute as CGFloat (Int, Double, CGFloat, NSNumber, `UIFont.Weight`).
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UIFont.Weight: value.rawValue
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}

import Foundation

/// How descriptors become fonts and fonts descriptors (F33–F43).
enum FontMatching {
    typealias Traits = UIFontDescriptor.SymbolicTraits

    /// The prefix of Dynamic Type usages (`UICTFontTextStyleBody`).
    static let textStylePrefix = "UICTFontTextStyle"
    /// The system font's families by design.
    static let systemFamilies: [UIFontDescriptor.SystemDesign: String] = [
        .default: ".AppleSystemUIFont", .rounded: ".AppleSystemUIFontRounded", .serif: ".AppleSystemUIFontSerif",
        .monospaced: ".AppleSystemUIFontMonospaced",
    ]
    /// Families whose every face is monospaced.
    static let monospacedFamilies: Set<String> = ["Courier", "Courier New", "Menlo", ".AppleSystemUIFontMonospaced"]

    // MARK: Reading a descriptor

    /// What a descriptor asks for.
    struct Request {
        var name: String?
        var family: String?
        var face: String?
        var usage: String?
        var size: CGFloat?
        var traits: [UIFontDescriptor.TraitKey: Any] = [:]
        var symbolic: Traits? { traits[.symbolic].flatMap(FontMatching.symbolicTraits) }
        var weight: CGFloat? { UIFontDescriptor.number(traits[.weight]) }
        var slant: CGFloat? { UIFontDescriptor.number(traits[.slant]) }
        var design: UIFontDescriptor.SystemDesign? {
            traits[.design].flatMap { value in
                value as? UIFontDescriptor.SystemDesign ?? (value as? String).map { UIFontDescriptor.SystemDesign(rawValue: $0) }
            }
        }
        var monospacedDigits = false

        init(_ descriptor: UIFontDescriptor) {
            let attributes = descriptor.fontAttributes
            name = attributes[.name] as? String
            family = attributes[.family] as? String
            face = attributes[.face] as? String
            usage = attributes[.textStyle] as? String
            size = UIFontDescriptor.number(attributes[.size])
            traits = FontMatching.traitDictionary(attributes[.traits])
            monospacedDigits = FontMatching.asksMonospacedDigits(attributes[.featureSettings])
        }
    }

    /// The traits attribute as a dictionary (keys as `TraitKey` or raw strings).
    static func traitDictionary(_ value: Any?) -> [UIFontDescriptor.TraitKey: Any] {
        if let traits = value as? [UIFontDescriptor.TraitKey: Any] { return traits }
        if let traits = value as? [String: Any] {
            return Dictionary(uniqueKeysWithValues: traits.map { (UIFontDescriptor.TraitKey(rawValue: $0.key), $0.value) })
        }
        return [:]
    }

    static func symbolicTraits(_ value: Any) -> Traits? {
        if let traits = value as? Traits { return traits }
        if let raw = value as? UInt32 { return Traits(rawValue: raw) }
        if let raw = value as? Int { return Traits(rawValue: UInt32(truncatingIfNeeded: raw)) }
        if let raw = value as? NSNumber { return Traits(rawValue: raw.uint32Value) }
        return nil
    }

    /// F42: whether the feature settings ask for monospaced digits (number spacing type 6,
    /// selector 0).
    static func asksMonospacedDigits(_ value: Any?) -> Bool {
        FontFeatures.openTypeFeatures(value)?.split(separator: ",").contains("tnum=1") == true
    }

    /// A Dynamic Type usage split: the style, emphasized (bold), italic.
    static func textStyleUsage(_ usage: String) -> (style: UIFont.TextStyle, bold: Bool, italic: Bool)? {
        guard usage.hasPrefix(textStylePrefix) else { return nil }
        var rest = Substring(usage.dropFirst(textStylePrefix.count))
        let bold = rest.hasPrefix("Emphasized")
        if bold { rest = rest.dropFirst("Emphasized".count) }
        let italic = rest.hasPrefix("Italic")
        if italic { rest = rest.dropFirst("Italic".count) }
        return (DynamicTypeSizes.knownStyle(UIFont.TextStyle(rawValue: textStylePrefix + rest)), bold, italic)
    }

    /// The usage of a text style, emphasized and italic as asked.
    static func textStyleUsage(_ style: UIFont.TextStyle, bold: Bool, italic: Bool) -> String {
        textStylePrefix + (bold ? "Emphasized" : "") + (italic ? "Italic" : "") + style.rawValue.dropFirst(textStylePrefix.count)
    }

    /// The system usages by weight (F43): `CTFontRegularUsage`, `CTFontDemiUsage`, …
    static let systemUsages: [(name: String, weight: UIFont.Weight)] = [
        ("UltraLight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular), ("Medium", .medium),
        ("Demi", .semibold), ("Bold", .bold), ("Heavy", .heavy), ("Black", .black),
    ]

    static func systemUsage(_ weight: UIFont.Weight) -> String {
        let name = UIFont.systemWeightName(weight)
        let usage = systemUsages.first { UIFont.systemWeightName($0.weight) == name }?.name ?? "Regular"
        return "CTFont\(usage)Usage"
    }

    static func systemUsageWeight(_ usage: String) -> UIFont.Weight? {
        if usage == "CTFontEmphasizedUsage" { return .bold }
        return systemUsages.first { "CTFont\($0.name)Usage" == usage }?.weight
    }

    /// F36: the weight a text style takes when emphasized (bold): Bold for the large titles
    /// and titles 1 and 2, Medium for caption 1, Semibold for the rest (Apple's HIG,
    /// "Typography": the emphasized weights).
    static func emphasizedWeight(of style: UIFont.TextStyle) -> UIFont.Weight {
        switch style {
        case .largeTitle, .title1, .title2: .bold
        case .caption1: .medium
        default: .semibold
        }
    }

    // MARK: Descriptor to font

    /// F40: the font a descriptor matches at `size` (0: the descriptor's size, else its text
    /// style's, else 12): the face its name names; else its text style or system usage; else
    /// a face of its family by face name or traits; else (no family, or one iOS does not
    /// have) the system font with its traits.
    static func font(for descriptor: UIFontDescriptor, size requested: CGFloat) -> UIFont {
        let request = Request(descriptor)
        let size = requested > 0 ? requested : (request.size ?? 0) > 0 ? request.size! : 0
        let italicAsked = request.symbolic?.contains(.traitItalic) == true || (request.slant ?? 0) > 0
        let boldAsked = request.symbolic?.contains(.traitBold) == true
        // The name wins, as in Core Text.
        if let name = request.name {
            if let entry = FontCatalog.face(named: name) {
                return UIFont(fontName: entry.fontName, familyName: entry.family, pointSize: size > 0 ? size : 12,
                              weight: entry.weight, italic: entry.isItalic, face: .named, descriptor: descriptor)
            }
            if let system = systemFont(named: name) {
                return systemFont(size: size > 0 ? size : 12, weight: system.weight, italic: system.italic,
                                  design: system.design, request: request, descriptor: descriptor)
            }
        }
        if let usage = request.usage, let parsed = textStyleUsage(usage) {
            let category = UIContentSizeCategory._app
            let entry = DynamicTypeSizes.entry(for: parsed.style, category: category)
            var weight = parsed.bold || boldAsked ? emphasizedWeight(of: parsed.style) : entry.weight
            if let asked = request.weight { weight = UIFont.Weight(rawValue: asked) }
            let fontSize = size > 0 ? size : entry.pointSize
            let base = systemFont(size: fontSize, weight: weight, italic: parsed.italic || italicAsked,
                                  design: request.design ?? .default, request: request, descriptor: descriptor)
            // A text style's font follows Dynamic Type at its own size (F13).
            guard fontSize == entry.pointSize else { return base }
            return UIFont(fontName: base.fontName, familyName: base.familyName, pointSize: fontSize, weight: weight,
                          italic: base._isItalic, face: base._face,
                          scaling: UIFont.Scaling(textStyle: parsed.style, baseFont: nil, maximumPointSize: 0),
                          descriptor: descriptor)
        }
        let fontSize = size > 0 ? size : 12
        if let usage = request.usage, let usageWeight = systemUsageWeight(usage) {
            let weight = request.weight.map(UIFont.Weight.init(rawValue:)) ?? (boldAsked && usageWeight.rawValue < 0.275 ? .bold : usageWeight)
            return systemFont(size: fontSize, weight: weight, italic: italicAsked, design: request.design ?? .default,
                              request: request, descriptor: descriptor)
        }
        if let family = request.family, let design = systemFamilies.first(where: { $0.value == family })?.key {
            return systemFont(size: fontSize, weight: systemWeight(request), italic: italicAsked,
                              design: request.design ?? design, request: request, descriptor: descriptor)
        }
        if let family = request.family, !FontCatalog.fontNames(forFamily: family).isEmpty {
            let entry = request.face.flatMap { face(named: $0, inFamily: family) }
                ?? face(inFamily: family, traits: request.symbolic ?? [], weight: request.weight)
                ?? FontCatalog.face(named: family)!
            return UIFont(fontName: entry.fontName, familyName: entry.family, pointSize: fontSize, weight: entry.weight,
                          italic: entry.isItalic, face: .named, descriptor: descriptor)
        }
        return systemFont(size: fontSize, weight: systemWeight(request), italic: italicAsked,
                          design: request.design ?? .default, request: request, descriptor: descriptor)
    }

    /// The weight a request gives the system font: its weight trait, else bold for the bold
    /// trait, else regular.
    private static func systemWeight(_ request: Request) -> UIFont.Weight {
        if let weight = request.weight { return UIFont.Weight(rawValue: weight) }
        return request.symbolic?.contains(.traitBold) == true ? .bold : .regular
    }

    /// F43: the system font of a design, weight and slant: `.SFUI-Semibold`,
    /// `.SFUI-BoldItalic`, `.SFUIRounded-Regular`, `.NewYork-Regular`, `.SFMono-Bold`.
    static func systemFont(size: CGFloat, weight: UIFont.Weight, italic: Bool, design: UIFontDescriptor.SystemDesign,
                           request: Request, descriptor: UIFontDescriptor?) -> UIFont {
        let weightName = UIFont.systemWeightName(weight)
        let slant = italic ? "Italic" : ""
        let (prefix, face): (String, UIFont.Face) = switch design {
        case .rounded: (".SFUIRounded-", .systemRounded)
        case .serif: (".NewYork-", .systemSerif)
        case .monospaced: (".SFMono-", .systemMonospaced)
        default: (".SFUI-", request.monospacedDigits ? .systemMonospacedDigits : .system)
        }
        let family = systemFamilies[face == .systemMonospacedDigits ? .default : design] ?? ".AppleSystemUIFont"
        let name = face == .systemMonospaced
            ? prefix + (["Ultralight", "Thin"].contains(weightName) ? "Light" : weightName == "Black" ? "Heavy" : weightName) + slant
            : prefix + weightName + slant
        return UIFont(fontName: name, familyName: family, pointSize: size, weight: weight, italic: italic, face: face,
                      descriptor: descriptor)
    }

    /// The weight, slant and design a system face name says (`.SFUI-BoldItalic`).
    static func systemFont(named name: String) -> (weight: UIFont.Weight, italic: Bool, design: UIFontDescriptor.SystemDesign)? {
        let designs: [(String, UIFontDescriptor.SystemDesign)] = [
            (".SFUI-", .default), (".SFUIRounded-", .rounded), (".NewYork-", .serif), (".SFMono-", .monospaced),
        ]
        guard let (prefix, design) = designs.first(where: { name.hasPrefix($0.0) }) else { return nil }
        var style = String(name.dropFirst(prefix.count))
        let italic = style.hasSuffix("Italic")
        if italic { style.removeLast("Italic".count) }
        guard let weight = systemUsages.first(where: { UIFont.systemWeightName($0.weight) == style })?.weight else { return nil }
        return (weight, italic, design)
    }

    /// A face of `family` by face name (`Bold`, `Bold Italic`, `Regular`), nil without one.
    static func face(named faceName: String, inFamily family: String) -> FontCatalog.Entry? {
        let wanted = faceName.replacingOccurrences(of: " ", with: "").lowercased()
        let faces = FontCatalog.fontNames(forFamily: family).compactMap { FontCatalog.face(named: $0) }
        if ["regular", "roman", "book", "plain", "normal"].contains(wanted) {
            return face(inFamily: family, traits: [], weight: nil)
        }
        return faces.first { entry in
            let style = entry.fontName.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init)?.lowercased() ?? ""
            return style == wanted || style.replacingOccurrences(of: "oblique", with: "italic") == wanted
        }
    }

    /// F35: the face of `family` with `traits` (bold: semibold or heavier, nearest Bold;
    /// otherwise lighter, nearest `weight` or Regular; italic, condensed and monospace as
    /// asked); nil when the family has none, or expanded, vertical or leading is asked.
    static func face(inFamily family: String, traits: Traits, weight: CGFloat?) -> FontCatalog.Entry? {
        let unsupported: Traits = [.traitExpanded, .traitVertical, .traitTightLeading, .traitLooseLeading]
        guard traits.isDisjoint(with: unsupported) else { return nil }
        if traits.contains(.traitMonoSpace), !monospacedFamilies.contains(family) { return nil }
        let wantsBold = traits.contains(.traitBold)
        let candidates = FontCatalog.fontNames(forFamily: family).compactMap { FontCatalog.face(named: $0) }.filter { entry in
            entry.isItalic == traits.contains(.traitItalic)
                && entry.fontName.contains("Condensed") == traits.contains(.traitCondensed)
                && (weight != nil || (entry.weight.rawValue >= 0.275) == wantsBold)
        }
        let target = weight ?? (wantsBold ? UIFont.Weight.bold.rawValue : 0)
        return candidates.min { abs($0.weight.rawValue - target) < abs($1.weight.rawValue - target) }
    }

    // MARK: Deriving descriptors

    /// What a descriptor's font is: a text style, the system font, or a named face.
    private enum Kind {
        case textStyle(UIFont.TextStyle, bold: Bool, italic: Bool)
        case system
        case named(String)
    }

    private static func kind(of descriptor: UIFontDescriptor, font: UIFont) -> Kind {
        let request = Request(descriptor)
        if request.name == nil, let usage = request.usage, let parsed = textStyleUsage(usage) {
            return .textStyle(parsed.style, bold: parsed.bold || font.weight.rawValue >= 0.275, italic: font._isItalic)
        }
        return font._face == .named ? .named(font.familyName) : .system
    }

    /// F35: `withSymbolicTraits(_:)`.
    static func descriptor(_ descriptor: UIFontDescriptor, withSymbolicTraits traits: Traits) -> UIFontDescriptor? {
        let font = descriptor._matchedFont(size: 0)
        var attributes = descriptor.fontAttributes
        var traitValues = traitDictionary(attributes[.traits])
        traitValues[.symbolic] = nil
        traitValues[.weight] = nil
        traitValues[.slant] = nil
        let ignored: Traits = [.traitUIOptimized, .classMask]
        let asked = traits.subtracting(ignored)
        switch kind(of: descriptor, font: font) {
        case let .textStyle(style, _, _):
            guard asked.isSubset(of: [.traitBold, .traitItalic]) else { return nil }
            attributes[.textStyle] = textStyleUsage(style, bold: asked.contains(.traitBold), italic: asked.contains(.traitItalic))
        case .system:
            guard asked.isSubset(of: [.traitBold, .traitItalic, .traitMonoSpace]) else { return nil }
            let isBold = font.weight.rawValue >= 0.275
            let weight: UIFont.Weight = asked.contains(.traitBold) ? (isBold ? font.weight : .bold)
                : (isBold ? .regular : font.weight)
            attributes[.name] = nil
            attributes[.family] = nil
            attributes[.textStyle] = systemUsage(weight)
            if asked.contains(.traitItalic) { traitValues[.symbolic] = Traits.traitItalic.rawValue }
            if asked.contains(.traitMonoSpace) {
                traitValues[.design] = UIFontDescriptor.SystemDesign.monospaced
            } else if font._face == .systemMonospaced {
                traitValues[.design] = nil
            }
        case let .named(family):
            guard let entry = face(inFamily: family, traits: asked, weight: nil) else { return nil }
            attributes[.family] = nil
            attributes[.face] = nil
            attributes[.name] = entry.fontName
        }
        attributes[.traits] = traitValues.isEmpty ? nil : traitValues
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// F38: `withDesign(_:)`.
    static func descriptor(_ descriptor: UIFontDescriptor, withDesign design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        guard systemFamilies[design] != nil else { return nil }
        let font = descriptor._matchedFont(size: 0)
        var attributes = descriptor.fontAttributes
        switch kind(of: descriptor, font: font) {
        case .named: return nil
        case .textStyle: break
        case .system:
            attributes[.name] = nil
            attributes[.family] = nil
            if attributes[.textStyle] == nil { attributes[.textStyle] = systemUsage(font.weight) }
            if font._isItalic {
                var traits = traitDictionary(attributes[.traits])
                traits[.symbolic] = Traits.traitItalic.rawValue
                attributes[.traits] = traits
            }
        }
        var traits = traitDictionary(attributes[.traits])
        traits[.design] = design == .default ? nil : design
        attributes[.traits] = traits.isEmpty ? nil : traits
        return UIFontDescriptor(fontAttributes: attributes)
    }

    // MARK: Font to descriptor

    /// F43: the descriptor of a font made without one: a text style's
    /// `[.textStyle: "UICTFontTextStyleBody", .size: 17]`; the system font's usage
    /// (`CTFontRegularUsage`), size and the traits for italic and design (monospaced digits
    /// as feature settings); a named face's `[.name: "Helvetica-Bold", .size: 17]`.
    static func descriptor(of font: UIFont) -> UIFontDescriptor {
        if let scaling = font._scaling, scaling.baseFont == nil {
            let usage = textStyleUsage(scaling.textStyle, bold: font.weight != DynamicTypeSizes.entry(for: scaling.textStyle, category: .large).weight,
                                       italic: font._isItalic)
            return UIFontDescriptor(fontAttributes: [.textStyle: usage, .size: font.pointSize])
        }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.size: font.pointSize]
        var traits: [UIFontDescriptor.TraitKey: Any] = [:]
        switch font._face {
        case .named:
            attributes[.name] = font.fontName
            return UIFontDescriptor(fontAttributes: attributes)
        case .systemRounded: traits[.design] = UIFontDescriptor.SystemDesign.rounded
        case .systemSerif: traits[.design] = UIFontDescriptor.SystemDesign.serif
        case .systemMonospaced: traits[.design] = UIFontDescriptor.SystemDesign.monospaced
        case .systemMonospacedDigits:
            attributes[.featureSettings] = [[UIFontDescriptor.FeatureKey.type: 6, UIFontDescriptor.FeatureKey.selector: 0]]
        case .system: break
        }
        attributes[.textStyle] = systemUsage(font.weight)
        if font._isItalic { traits[.symbolic] = Traits.traitItalic.rawValue }
        if !traits.isEmpty { attributes[.traits] = traits }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// F34: the symbolic traits of a font.
    static func traits(of font: UIFont) -> Traits {
        var traits: Traits = []
        if font._isItalic { traits.insert(.traitItalic) }
        if font.weight.rawValue >= 0.275 { traits.insert(.traitBold) }
        if font.fontName.contains("Condensed") { traits.insert(.traitCondensed) }
        if font._face == .systemMonospaced || monospacedFamilies.contains(font.familyName) { traits.insert(.traitMonoSpace) }
        if font._face != .named { traits.insert(.traitUIOptimized) }
        return traits
    }

    // MARK: Matching faces

    /// F41: the faces matching a descriptor's mandatory attributes.
    static func matches(of descriptor: UIFontDescriptor, mandatoryKeys: Set<UIFontDescriptor.AttributeName>) -> [UIFontDescriptor] {
        let request = Request(descriptor)
        let size = request.size ?? 0
        let font = descriptor._matchedFont(size: 0)
        let wanted = request.symbolic ?? []
        var entries: [FontCatalog.Entry] = FontCatalog.families.flatMap { $0.faces }.compactMap { FontCatalog.face(named: $0) }
        for key in mandatoryKeys {
            switch key {
            case .name: entries = entries.filter { $0.fontName == request.name }
            case .family: entries = entries.filter { $0.family == (request.family ?? font.familyName) }
            case .face:
                guard let faceName = request.face else { break }
                entries = entries.filter { face(named: faceName, inFamily: $0.family)?.fontName == $0.fontName }
            case .traits:
                entries = entries.filter { entry in
                    let faceTraits = traits(of: UIFont(fontName: entry.fontName, familyName: entry.family, pointSize: 12,
                                                       weight: entry.weight, italic: entry.isItalic, face: .named))
                    return faceTraits.intersection([.traitBold, .traitItalic, .traitCondensed, .traitMonoSpace])
                        == wanted.intersection([.traitBold, .traitItalic, .traitCondensed, .traitMonoSpace])
                }
            default: break
            }
        }
        return entries.map { entry in
            var attributes: [UIFontDescriptor.AttributeName: Any] = [.name: entry.fontName, .family: entry.family]
            if size > 0 { attributes[.size] = size }
            return UIFontDescriptor(fontAttributes: attributes)
        }
    }
}

extension UIFontDescriptor {
    /// The symbolic traits of a font (F34).
    static func _traits(of font: UIFont) -> SymbolicTraits { FontMatching.traits(of: font) }
}

import Foundation

/// The fonts that ship with iOS 17, by family (F6): what `UIFont(name:size:)`,
/// `UIFont.familyNames` and `UIFont.fontNames(forFamilyName:)` know. Each family's first
/// face is the one its family name stands for. A face's weight and slant are read from its
/// name (`-Bold`, `-LightItalic`, …), as the renderer draws it.
enum FontCatalog {
    /// One face.
    struct Entry: Sendable {
        let fontName: String
        let family: String
        let weight: UIFont.Weight
        let isItalic: Bool
    }

    /// The families and their faces (regular face first), as `UIFont.familyNames` lists
    /// them on iOS 17.
    static let families: [(family: String, faces: [String])] = [
        ("Academy Engraved LET", ["AcademyEngravedLetPlain"]),
        ("Al Nile", ["AlNile", "AlNile-Bold"]),
        ("American Typewriter", ["AmericanTypewriter", "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed",
                                 "AmericanTypewriter-CondensedBold", "AmericanTypewriter-CondensedLight",
                                 "AmericanTypewriter-Light", "AmericanTypewriter-Semibold"]),
        ("Apple Color Emoji", ["AppleColorEmoji"]),
        ("Apple SD Gothic Neo", ["AppleSDGothicNeo-Regular", "AppleSDGothicNeo-Bold", "AppleSDGothicNeo-Light",
                                 "AppleSDGothicNeo-Medium", "AppleSDGothicNeo-SemiBold", "AppleSDGothicNeo-Thin",
                                 "AppleSDGothicNeo-UltraLight"]),
        ("Apple Symbols", ["AppleSymbols"]),
        ("Arial", ["ArialMT", "Arial-BoldItalicMT", "Arial-BoldMT", "Arial-ItalicMT"]),
        ("Arial Hebrew", ["ArialHebrew", "ArialHebrew-Bold", "ArialHebrew-Light"]),
        ("Arial Rounded MT Bold", ["ArialRoundedMTBold"]),
        ("Avenir", ["Avenir-Roman", "Avenir-Black", "Avenir-BlackOblique", "Avenir-Book", "Avenir-BookOblique",
                    "Avenir-Heavy", "Avenir-HeavyOblique", "Avenir-Light", "Avenir-LightOblique", "Avenir-Medium",
                    "Avenir-MediumOblique", "Avenir-Oblique"]),
        ("Avenir Next", ["AvenirNext-Regular", "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-DemiBold",
                         "AvenirNext-DemiBoldItalic", "AvenirNext-Heavy", "AvenirNext-HeavyItalic", "AvenirNext-Italic",
                         "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-UltraLight",
                         "AvenirNext-UltraLightItalic"]),
        ("Avenir Next Condensed", ["AvenirNextCondensed-Regular", "AvenirNextCondensed-Bold",
                                   "AvenirNextCondensed-BoldItalic", "AvenirNextCondensed-DemiBold",
                                   "AvenirNextCondensed-DemiBoldItalic", "AvenirNextCondensed-Heavy",
                                   "AvenirNextCondensed-HeavyItalic", "AvenirNextCondensed-Italic",
                                   "AvenirNextCondensed-Medium", "AvenirNextCondensed-MediumItalic",
                                   "AvenirNextCondensed-UltraLight", "AvenirNextCondensed-UltraLightItalic"]),
        ("Baskerville", ["Baskerville", "Baskerville-Bold", "Baskerville-BoldItalic", "Baskerville-Italic",
                         "Baskerville-SemiBold", "Baskerville-SemiBoldItalic"]),
        ("Bodoni 72", ["BodoniSvtyTwoITCTT-Book", "BodoniSvtyTwoITCTT-Bold", "BodoniSvtyTwoITCTT-BookIta"]),
        ("Bodoni 72 Oldstyle", ["BodoniSvtyTwoOSITCTT-Book", "BodoniSvtyTwoOSITCTT-Bold", "BodoniSvtyTwoOSITCTT-BookIt"]),
        ("Bodoni 72 Smallcaps", ["BodoniSvtyTwoSCITCTT-Book"]),
        ("Bodoni Ornaments", ["BodoniOrnamentsITCTT"]),
        ("Bradley Hand", ["BradleyHandITCTT-Bold"]),
        ("Chalkboard SE", ["ChalkboardSE-Regular", "ChalkboardSE-Bold", "ChalkboardSE-Light"]),
        ("Chalkduster", ["Chalkduster"]),
        ("Charter", ["Charter-Roman", "Charter-Black", "Charter-BlackItalic", "Charter-Bold", "Charter-BoldItalic",
                     "Charter-Italic"]),
        ("Cochin", ["Cochin", "Cochin-Bold", "Cochin-BoldItalic", "Cochin-Italic"]),
        ("Copperplate", ["Copperplate", "Copperplate-Bold", "Copperplate-Light"]),
        ("Courier", ["Courier", "Courier-Bold", "Courier-BoldOblique", "Courier-Oblique"]),
        ("Courier New", ["CourierNewPSMT", "CourierNewPS-BoldItalicMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT"]),
        ("DIN Alternate", ["DINAlternate-Bold"]),
        ("DIN Condensed", ["DINCondensed-Bold"]),
        ("Damascus", ["Damascus", "DamascusBold", "DamascusLight", "DamascusMedium", "DamascusSemiBold"]),
        ("Devanagari Sangam MN", ["DevanagariSangamMN", "DevanagariSangamMN-Bold"]),
        ("Didot", ["Didot", "Didot-Bold", "Didot-Italic"]),
        ("Euphemia UCAS", ["EuphemiaUCAS", "EuphemiaUCAS-Bold", "EuphemiaUCAS-Italic"]),
        ("Farah", ["Farah"]),
        ("Futura", ["Futura-Medium", "Futura-Bold", "Futura-CondensedExtraBold", "Futura-CondensedMedium",
                    "Futura-MediumItalic"]),
        ("Galvji", ["Galvji", "Galvji-Bold"]),
        ("Geeza Pro", ["GeezaPro", "GeezaPro-Bold"]),
        ("Georgia", ["Georgia", "Georgia-Bold", "Georgia-BoldItalic", "Georgia-Italic"]),
        ("Gill Sans", ["GillSans", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-Italic", "GillSans-Light",
                       "GillSans-LightItalic", "GillSans-SemiBold", "GillSans-SemiBoldItalic", "GillSans-UltraBold"]),
        ("Grantha Sangam MN", ["GranthaSangamMN-Regular", "GranthaSangamMN-Bold"]),
        ("Helvetica", ["Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique", "Helvetica-Light",
                       "Helvetica-LightOblique", "Helvetica-Oblique"]),
        ("Helvetica Neue", ["HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic",
                            "HelveticaNeue-CondensedBlack", "HelveticaNeue-CondensedBold", "HelveticaNeue-Italic",
                            "HelveticaNeue-Light", "HelveticaNeue-LightItalic", "HelveticaNeue-Medium",
                            "HelveticaNeue-MediumItalic", "HelveticaNeue-Thin", "HelveticaNeue-ThinItalic",
                            "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic"]),
        ("Hiragino Maru Gothic ProN", ["HiraMaruProN-W4"]),
        ("Hiragino Mincho ProN", ["HiraMinProN-W3", "HiraMinProN-W6"]),
        ("Hiragino Sans", ["HiraginoSans-W3", "HiraginoSans-W4", "HiraginoSans-W5", "HiraginoSans-W6",
                           "HiraginoSans-W7", "HiraginoSans-W8"]),
        ("Hoefler Text", ["HoeflerText-Regular", "HoeflerText-Black", "HoeflerText-BlackItalic", "HoeflerText-Italic"]),
        ("Impact", ["Impact"]),
        ("Kailasa", ["Kailasa", "Kailasa-Bold"]),
        ("Kefa III", ["KefaIII-Regular", "KefaIII-Bold", "KefaIII-ExtraBold", "KefaIII-Light"]),
        ("Khmer Sangam MN", ["KhmerSangamMN"]),
        ("Kohinoor Bangla", ["KohinoorBangla-Regular", "KohinoorBangla-Light", "KohinoorBangla-Semibold"]),
        ("Kohinoor Devanagari", ["KohinoorDevanagari-Regular", "KohinoorDevanagari-Light",
                                 "KohinoorDevanagari-Semibold"]),
        ("Kohinoor Gujarati", ["KohinoorGujarati-Regular", "KohinoorGujarati-Bold", "KohinoorGujarati-Light"]),
        ("Kohinoor Telugu", ["KohinoorTelugu-Regular", "KohinoorTelugu-Light", "KohinoorTelugu-Medium"]),
        ("Lao Sangam MN", ["LaoSangamMN"]),
        ("Malayalam Sangam MN", ["MalayalamSangamMN", "MalayalamSangamMN-Bold"]),
        ("Marker Felt", ["MarkerFelt-Thin", "MarkerFelt-Wide"]),
        ("Menlo", ["Menlo-Regular", "Menlo-Bold", "Menlo-BoldItalic", "Menlo-Italic"]),
        ("Mishafi", ["DiwanMishafi"]),
        ("Mukta Mahee", ["MuktaMahee-Regular", "MuktaMahee-Bold", "MuktaMahee-Light"]),
        ("Myanmar Sangam MN", ["MyanmarSangamMN", "MyanmarSangamMN-Bold"]),
        ("Noteworthy", ["Noteworthy-Light", "Noteworthy-Bold"]),
        ("Noto Nastaliq Urdu", ["NotoNastaliqUrdu", "NotoNastaliqUrdu-Bold"]),
        ("Noto Sans Kannada", ["NotoSansKannada-Regular", "NotoSansKannada-Bold", "NotoSansKannada-Light"]),
        ("Noto Sans Myanmar", ["NotoSansMyanmar-Regular", "NotoSansMyanmar-Bold", "NotoSansMyanmar-Light"]),
        ("Noto Sans Oriya", ["NotoSansOriya", "NotoSansOriya-Bold"]),
        ("Optima", ["Optima-Regular", "Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack", "Optima-Italic"]),
        ("Palatino", ["Palatino-Roman", "Palatino-Bold", "Palatino-BoldItalic", "Palatino-Italic"]),
        ("Papyrus", ["Papyrus", "Papyrus-Condensed"]),
        ("Party LET", ["PartyLetPlain"]),
        ("PingFang HK", ["PingFangHK-Regular", "PingFangHK-Light", "PingFangHK-Medium", "PingFangHK-Semibold",
                         "PingFangHK-Thin", "PingFangHK-Ultralight"]),
        ("PingFang SC", ["PingFangSC-Regular", "PingFangSC-Light", "PingFangSC-Medium", "PingFangSC-Semibold",
                         "PingFangSC-Thin", "PingFangSC-Ultralight"]),
        ("PingFang TC", ["PingFangTC-Regular", "PingFangTC-Light", "PingFangTC-Medium", "PingFangTC-Semibold",
                         "PingFangTC-Thin", "PingFangTC-Ultralight"]),
        ("Rockwell", ["Rockwell-Regular", "Rockwell-Bold", "Rockwell-BoldItalic", "Rockwell-Italic"]),
        ("Savoye LET", ["SavoyeLetPlain"]),
        ("Sinhala Sangam MN", ["SinhalaSangamMN", "SinhalaSangamMN-Bold"]),
        ("Snell Roundhand", ["SnellRoundhand", "SnellRoundhand-Black", "SnellRoundhand-Bold"]),
        ("Symbol", ["Symbol"]),
        ("Tamil Sangam MN", ["TamilSangamMN", "TamilSangamMN-Bold"]),
        ("Thonburi", ["Thonburi", "Thonburi-Bold", "Thonburi-Light"]),
        ("Times New Roman", ["TimesNewRomanPSMT", "TimesNewRomanPS-BoldItalicMT", "TimesNewRomanPS-BoldMT",
                             "TimesNewRomanPS-ItalicMT"]),
        ("Trebuchet MS", ["TrebuchetMS", "Trebuchet-BoldItalic", "TrebuchetMS-Bold", "TrebuchetMS-Italic"]),
        ("Verdana", ["Verdana", "Verdana-Bold", "Verdana-BoldItalic", "Verdana-Italic"]),
        ("Zapf Dingbats", ["ZapfDingbatsITC"]),
        ("Zapfino", ["Zapfino"]),
    ]

    /// Every face by PostScript name, and every family by name (to its first face).
    private static let index: [String: Entry] = {
        var index: [String: Entry] = [:]
        for (family, faces) in families {
            for name in faces {
                index[name] = Entry(fontName: name, family: family, weight: weight(ofFace: name), isItalic: isItalic(name))
            }
            if index[family] == nil, let first = faces.first { index[family] = index[first] }
        }
        return index
    }()

    /// The face a name stands for: a PostScript name, or a family name for its first face.
    static func face(named name: String) -> Entry? { index[name] }

    /// The families, sorted.
    static let familyNames: [String] = families.map(\.family).sorted()

    /// A family's faces, sorted (empty for a family iOS does not have).
    static func fontNames(forFamily family: String) -> [String] {
        families.first { $0.family == family }?.faces.sorted() ?? []
    }

    /// The weight a face's name says, after the family part: UltraLight, Thin, Light,
    /// regular (Roman, Book, Regular or nothing), Medium, SemiBold/DemiBold, Bold,
    /// ExtraBold/UltraBold/Heavy, Black (Japanese W3 … W8 likewise).
    static func weight(ofFace name: String) -> UIFont.Weight {
        let style = name.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init)?.lowercased()
            ?? name.lowercased()
        let table: [(String, UIFont.Weight)] = [
            ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
            ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy),
            ("heavy", .heavy), ("extrablack", .black), ("black", .black), ("bold", .bold), ("medium", .medium),
            ("w8", .heavy), ("w7", .bold), ("w6", .semibold), ("w5", .medium),
        ]
        return table.first { style.contains($0.0) }?.1 ?? .regular
    }

    /// Whether a face's name says italic or oblique (`Italic`, `Oblique`, Bodoni's `BookIta`).
    static func isItalic(_ name: String) -> Bool {
        name.contains("Italic") || name.contains("Oblique") || name.hasSuffix("BookIta") || name.hasSuffix("BookIt")
    }
}

extension UIFont {
    /// The font families iOS 17 ships (F6), sorted.
    public class var familyNames: [String] { FontCatalog.familyNames }

    /// The PostScript names of a family's faces, sorted; empty for a family iOS does not have.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        FontCatalog.fontNames(forFamily: familyName)
    }
}

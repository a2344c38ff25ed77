import Foundation

// The fixed colours UIKit has always had, and the system colours of iOS 17: dynamic, with
// their light and dark values, at normal and increased contrast (Increase Contrast), and
// the dark backgrounds' elevated values (sheets and popovers). Values are iOS's sRGB ones.

extension UIColor {
    /// A fixed colour from 8-bit components.
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// A system colour: `highContrast` defaults to the normal values, `darkElevated` to the
    /// dark ones (at normal and increased contrast).
    private static func system(_ name: String, light: UIColor, dark: UIColor,
                               highContrast: (light: UIColor, dark: UIColor)? = nil,
                               darkElevated: (normal: UIColor, highContrast: UIColor)? = nil) -> UIColor {
        let high = highContrast ?? (light, dark)
        let elevated = darkElevated ?? (dark, high.dark)
        return UIColor(storage: .system(SystemColorValues(
            name: name, light: light, dark: dark, lightHighContrast: high.light, darkHighContrast: high.dark,
            darkElevated: elevated.normal, darkHighContrastElevated: elevated.highContrast)))
    }

    // MARK: Fixed colours

    /// Black (grey 0), fixed.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White (grey 1), fixed.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent (grey 0, alpha 0), fixed.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey 1/3, fixed.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Grey 2/3, fixed.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Grey 0.5, fixed.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red, fixed.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green, fixed.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue, fixed.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1), fixed.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0), fixed.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1), fixed.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0), fixed.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5), fixed.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2), fixed.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text on dark backgrounds: white at 0.6 alpha, fixed (not dynamic, as in UIKit).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds: black, fixed (not dynamic, as in UIKit).
    public static let darkText = UIColor.black

    // MARK: Accent colours

    /// Red: (255, 59, 48) light, (255, 69, 58) dark.
    public static let systemRed = system("systemRedColor", light: rgb(255, 59, 48), dark: rgb(255, 69, 58),
                                         highContrast: (rgb(215, 0, 21), rgb(255, 105, 97)))
    /// Green: (52, 199, 89) light, (48, 209, 88) dark.
    public static let systemGreen = system("systemGreenColor", light: rgb(52, 199, 89), dark: rgb(48, 209, 88),
                                           highContrast: (rgb(36, 138, 61), rgb(48, 219, 91)))
    /// Blue, the default tint: (0, 122, 255) light, (10, 132, 255) dark.
    public static let systemBlue = system("systemBlueColor", light: rgb(0, 122, 255), dark: rgb(10, 132, 255),
                                          highContrast: (rgb(0, 64, 221), rgb(64, 156, 255)))
    /// Orange: (255, 149, 0) light, (255, 159, 10) dark.
    public static let systemOrange = system("systemOrangeColor", light: rgb(255, 149, 0), dark: rgb(255, 159, 10),
                                            highContrast: (rgb(201, 52, 0), rgb(255, 179, 64)))
    /// Yellow: (255, 204, 0) light, (255, 214, 10) dark.
    public static let systemYellow = system("systemYellowColor", light: rgb(255, 204, 0), dark: rgb(255, 214, 10),
                                            highContrast: (rgb(160, 90, 0), rgb(255, 212, 38)))
    /// Pink: (255, 45, 85) light, (255, 55, 95) dark.
    public static let systemPink = system("systemPinkColor", light: rgb(255, 45, 85), dark: rgb(255, 55, 95),
                                          highContrast: (rgb(211, 15, 69), rgb(255, 100, 130)))
    /// Purple: (175, 82, 222) light, (191, 90, 242) dark.
    public static let systemPurple = system("systemPurpleColor", light: rgb(175, 82, 222), dark: rgb(191, 90, 242),
                                            highContrast: (rgb(137, 68, 171), rgb(218, 143, 255)))
    /// Teal (iOS 15 and later): (48, 176, 199) light, (64, 200, 224) dark. Difference from
    /// UIKit: increased contrast keeps these values.
    public static let systemTeal = system("systemTealColor", light: rgb(48, 176, 199), dark: rgb(64, 200, 224))
    /// Indigo: (88, 86, 214) light, (94, 92, 230) dark.
    public static let systemIndigo = system("systemIndigoColor", light: rgb(88, 86, 214), dark: rgb(94, 92, 230),
                                            highContrast: (rgb(54, 52, 163), rgb(125, 122, 255)))

    // MARK: Greys

    /// The base grey: (142, 142, 147) in light and dark.
    public static let systemGray = system("systemGrayColor", light: rgb(142, 142, 147), dark: rgb(142, 142, 147),
                                          highContrast: (rgb(108, 108, 112), rgb(174, 174, 178)))
    /// The second grey: (174, 174, 178) light, (99, 99, 102) dark.
    public static let systemGray2 = system("systemGray2Color", light: rgb(174, 174, 178), dark: rgb(99, 99, 102),
                                           highContrast: (rgb(142, 142, 147), rgb(124, 124, 128)))
    /// The third grey: (199, 199, 204) light, (72, 72, 74) dark.
    public static let systemGray3 = system("systemGray3Color", light: rgb(199, 199, 204), dark: rgb(72, 72, 74),
                                           highContrast: (rgb(174, 174, 178), rgb(84, 84, 86)))
    /// The fourth grey: (209, 209, 214) light, (58, 58, 60) dark.
    public static let systemGray4 = system("systemGray4Color", light: rgb(209, 209, 214), dark: rgb(58, 58, 60),
                                           highContrast: (rgb(188, 188, 192), rgb(68, 68, 70)))
    /// The fifth grey: (229, 229, 234) light, (44, 44, 46) dark.
    public static let systemGray5 = system("systemGray5Color", light: rgb(229, 229, 234), dark: rgb(44, 44, 46),
                                           highContrast: (rgb(216, 216, 220), rgb(54, 54, 56)))
    /// The sixth grey, close to the background: (242, 242, 247) light, (28, 28, 30) dark.
    public static let systemGray6 = system("systemGray6Color", light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
                                           highContrast: (rgb(235, 235, 240), rgb(36, 36, 38)))

    // MARK: Text

    /// Primary text: black light, white dark.
    public static let label = system("labelColor", light: .black, dark: .white)
    /// Secondary text: (60, 60, 67) at 0.6 light, (235, 235, 245) at 0.6 dark.
    public static let secondaryLabel = system("secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6),
                                              highContrast: (rgb(60, 60, 67, 173 / 255), rgb(235, 235, 245, 173 / 255)))
    /// Tertiary text: (60, 60, 67) at 0.3 light, (235, 235, 245) at 0.3 dark.
    public static let tertiaryLabel = system("tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3),
                                             highContrast: (rgb(60, 60, 67, 96 / 255), rgb(235, 235, 245, 96 / 255)))
    /// Quaternary text: (60, 60, 67) at 0.18 light, (235, 235, 245) at 0.16 dark.
    public static let quaternaryLabel = system("quaternaryLabelColor", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16),
                                               highContrast: (rgb(60, 60, 67, 66 / 255), rgb(235, 235, 245, 61 / 255)))
    /// Placeholder text in fields and text views: as ``tertiaryLabel``.
    public static let placeholderText = system("placeholderTextColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3),
                                               highContrast: (rgb(60, 60, 67, 96 / 255), rgb(235, 235, 245, 96 / 255)))
    /// Links: (0, 122, 255) light, (9, 132, 255) dark.
    public static let link = system("linkColor", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))

    // MARK: Separators

    /// Thin lines that let content show through: (60, 60, 67) at 0.29 light, (84, 84, 88)
    /// at 0.6 dark.
    public static let separator = system("separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6),
                                         highContrast: (rgb(60, 60, 67, 94 / 255), rgb(84, 84, 88, 173 / 255)))
    /// Opaque lines: (198, 198, 200) light, (56, 56, 58) dark.
    public static let opaqueSeparator = system("opaqueSeparatorColor", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))

    // MARK: Fills

    /// The fill of thin and small shapes (a switch's track): (120, 120, 128) at 0.2 light,
    /// at 0.36 dark.
    public static let systemFill = system("systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36),
                                          highContrast: (rgb(120, 120, 128, 71 / 255), rgb(120, 120, 128, 112 / 255)))
    /// The fill of medium shapes: (120, 120, 128) at 0.16 light, at 0.32 dark.
    public static let secondarySystemFill = system(
        "secondarySystemFillColor", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32),
        highContrast: (rgb(120, 120, 128, 61 / 255), rgb(120, 120, 128, 102 / 255)))
    /// The fill of large shapes (a segmented control): (118, 118, 128) at 0.12 light, at
    /// 0.24 dark.
    public static let tertiarySystemFill = system(
        "tertiarySystemFillColor", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24),
        highContrast: (rgb(118, 118, 128, 51 / 255), rgb(118, 118, 128, 81 / 255)))
    /// The fill of large areas with complex content: (116, 116, 128) at 0.08 light,
    /// (118, 118, 128) at 0.18 dark.
    public static let quaternarySystemFill = system(
        "quaternarySystemFillColor", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18),
        highContrast: (rgb(116, 116, 128, 40 / 255), rgb(118, 118, 128, 66 / 255)))

    // MARK: Backgrounds

    /// The main background: white light, black dark; (28, 28, 30) dark elevated.
    public static let systemBackground = system(
        "systemBackgroundColor", light: .white, dark: .black,
        darkElevated: (rgb(28, 28, 30), rgb(36, 36, 38)))
    /// Content on the main background: (242, 242, 247) light, (28, 28, 30) dark;
    /// (44, 44, 46) dark elevated.
    public static let secondarySystemBackground = system(
        "secondarySystemBackgroundColor", light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
        highContrast: (rgb(235, 235, 240), rgb(36, 36, 38)), darkElevated: (rgb(44, 44, 46), rgb(54, 54, 56)))
    /// Content on secondary backgrounds: white light, (44, 44, 46) dark; (58, 58, 60) dark
    /// elevated.
    public static let tertiarySystemBackground = system(
        "tertiarySystemBackgroundColor", light: .white, dark: rgb(44, 44, 46),
        highContrast: (.white, rgb(54, 54, 56)), darkElevated: (rgb(58, 58, 60), rgb(68, 68, 70)))
    /// The background of grouped lists: (242, 242, 247) light, black dark; (28, 28, 30)
    /// dark elevated.
    public static let systemGroupedBackground = system(
        "systemGroupedBackgroundColor", light: rgb(242, 242, 247), dark: .black,
        highContrast: (rgb(235, 235, 240), .black), darkElevated: (rgb(28, 28, 30), rgb(36, 36, 38)))
    /// Grouped cells: white light, (28, 28, 30) dark; (44, 44, 46) dark elevated.
    public static let secondarySystemGroupedBackground = system(
        "secondarySystemGroupedBackgroundColor", light: .white, dark: rgb(28, 28, 30),
        highContrast: (.white, rgb(36, 36, 38)), darkElevated: (rgb(44, 44, 46), rgb(54, 54, 56)))
    /// Content in grouped cells: (242, 242, 247) light, (44, 44, 46) dark; (58, 58, 60)
    /// dark elevated.
    public static let tertiarySystemGroupedBackground = system(
        "tertiarySystemGroupedBackgroundColor", light: rgb(242, 242, 247), dark: rgb(44, 44, 46),
        highContrast: (rgb(235, 235, 240), rgb(54, 54, 56)), darkElevated: (rgb(58, 58, 60), rgb(68, 68, 70)))

    /// The default tint colour. Difference from UIKit: it is ``systemBlue`` itself (UIKit's
    /// resolves to the tint colour of the view using it).
    public static let tintColor = systemBlue
}

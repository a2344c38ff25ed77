import Foundation
import Synchronization

extension UIFont {
    /// The Dynamic Type text styles, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a style from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large titles (34 points at the default size).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles (28 points).
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles (22 points).
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles (20 points).
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings (17 points, semibold).
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings (15 points).
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text (17 points).
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts (16 points).
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes (13 points).
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions (12 points).
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions (11 points).
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// F10: the font of a text style at the app's content size category (the screen's
    /// `preferredContentSizeCategory`, the user's Text Size): the system font at the
    /// size and weight of `DynamicTypeSizes` (F9). A style UIKit does not define reads as
    /// `.body`.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// F10: the font of a text style at the content size category of `traitCollection`
    /// (nil: the app's; unspecified: Large).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection.map { $0.preferredContentSizeCategory } ?? UIContentSizeCategory._app
        let entry = DynamicTypeSizes.entry(for: style, category: category)
        let font = UIFont.systemFont(ofSize: entry.pointSize, weight: entry.weight)
        return UIFont(fontName: font.fontName, familyName: font.familyName, pointSize: entry.pointSize, weight: entry.weight,
                      italic: false, face: .system,
                      scaling: Scaling(textStyle: DynamicTypeSizes.knownStyle(style), baseFont: nil, maximumPointSize: 0))
    }

    /// This font as it shows at `category`: a preferred font at its style's size there, a
    /// `UIFontMetrics` font scaled from its base; other fonts unchanged (F13).
    func _adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let scaling = _scaling else { return self }
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        guard let base = scaling.baseFont else {
            let entry = DynamicTypeSizes.entry(for: scaling.textStyle, category: category)
            guard entry.pointSize != pointSize else { return self }
            return UIFont(fontName: fontName, familyName: familyName, pointSize: entry.pointSize, weight: weight,
                          italic: _isItalic, face: _face, scaling: scaling, descriptor: _descriptor)
        }
        let scaled = UIFontMetrics(forTextStyle: scaling.textStyle)
            .scaledFont(for: base, maximumPointSize: scaling.maximumPointSize, compatibleWith: traits)
        return scaled.pointSize == pointSize ? self : scaled
    }
}

extension UIContentSizeCategory {
    /// Posted when the user's content size category changes (F11); the new category is under
    /// ``newValueUserInfoKey``. Difference from UIKit: the object is nil, not the application.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The user-info key of the new category in ``didChangeNotification``.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// F11: the user's category changed from `old` to `new` (the screen's): the app's
    /// category follows, and a change is posted once the views have their new traits (without
    /// an object: UIKit's is the application, which posting must not create here).
    @MainActor static func _screenCategoryChanged(from old: UIContentSizeCategory, to new: UIContentSizeCategory) {
        appCategory.withLock { $0 = new }
        guard old != new else { return }
        NotificationCenter.default.post(name: didChangeNotification, object: nil, userInfo: [newValueUserInfoKey: new])
    }

    /// The app's category (the main screen's), readable from any thread.
    private static let appCategory = Mutex(UIContentSizeCategory.large)

    /// The app's category: the main screen's (the user's Text Size setting).
    static var _app: UIContentSizeCategory { appCategory.withLock { $0 } }
}

extension UIApplication {
    /// The user's content size category (the Text Size setting; the main screen's
    /// `preferredContentSizeCategory`).
    public var preferredContentSizeCategory: UIContentSizeCategory { UIContentSizeCategory._app }
}

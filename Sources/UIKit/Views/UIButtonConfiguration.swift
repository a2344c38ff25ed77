import Foundation

extension UIButton {
    /// What a configuration-based button shows and how (iOS 15's `UIButton.Configuration`):
    /// title, subtitle, image, their placement and spacing, base colours, insets, corner
    /// style and size. A value type: change a copy and assign it to ``UIButton/configuration``.
    ///
    /// Start from a style (``plain()``, ``filled()``, …) and set what differs. The button
    /// shows the configuration's title and image instead of its per-state ones and sizes
    /// itself from the content plus ``contentInsets``.
    ///
    /// Differences from UIKit: nothing is drawn, so the style, ``baseBackgroundColor``,
    /// ``cornerStyle`` and ``automaticallyUpdateForSelection`` are stored and compared but
    /// have no visible effect; there is no `background` (`UIBackgroundConfiguration`),
    /// text-attribute transformers, symbol configuration or
    /// `updated(for:)`. The default insets of sizes other than `.medium` and the fonts per
    /// size are estimates (see ``contentInsets``).
    public struct Configuration: Hashable, Sendable, CustomStringConvertible {
        /// The system styles the factories make (internal: UIKit does not expose it).
        enum Style: String, Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Hashable, Sendable, CaseIterable {
            /// The system's choice: centred (UIKit: leading when a leading image and a
            /// subtitle are both shown; OpenUIKit always centres).
            case automatic = 0
            /// Aligned to the leading edge.
            case leading = 1
            /// Centred.
            case center = 2
            /// Aligned to the trailing edge.
            case trailing = 3
        }

        /// How the background's corners are rounded (UIKit's raw values).
        public enum CornerStyle: Int, Hashable, Sendable, CaseIterable {
            /// The background's own corner radius, unchanged.
            case fixed = -1
            /// The background's corner radius, scaled with Dynamic Type (the default).
            case dynamic = 0
            /// A small system radius.
            case small = 1
            /// A medium system radius.
            case medium = 2
            /// A large system radius.
            case large = 3
            /// Half the height: a capsule.
            case capsule = 4
        }

        /// A preferred size for the button's elements (UIKit's raw values).
        public enum Size: Int, Hashable, Sendable, CaseIterable {
            /// The standard size (the default).
            case medium = 0
            /// Smaller elements.
            case small = 1
            /// The smallest elements.
            case mini = 2
            /// Larger elements.
            case large = 3
        }

        /// The style the configuration was made with.
        let style: Style

        /// The title; when non-nil it is the button's title (``UIButton/currentTitle``). It is
        /// the string of ``attributedTitle``: setting it sets that to the plain string (F24).
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The styled title (F24): runs without a font take the configuration's title font,
        /// without a colour its foreground colour. Its string is ``title``.
        public var attributedTitle: AttributedString?
        /// A second line of text under the title, in a smaller font; the string of
        /// ``attributedSubtitle``.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The styled subtitle (runs without a font or colour take the configuration's).
        public var attributedSubtitle: AttributedString?
        /// The image; when non-nil it is the button's image (``UIButton/currentImage``).
        public var image: UIImage?
        /// The edge of the content the image sits on: `.leading` (the default), `.trailing`,
        /// `.top` or `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the title. Default 0.
        public var imagePadding: CGFloat = 0
        /// The distance between the title and the subtitle. Default 0.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align. Default `.automatic`.
        public var titleAlignment: TitleAlignment = .automatic
        /// The colour of the title, subtitle and image; nil: the style's (the tint colour,
        /// or white on `filled` and `borderedProminent`).
        public var baseForegroundColor: UIColor?
        /// The background colour the style starts from; nil: the style's. Stored only
        /// (OpenUIKit draws nothing).
        public var baseBackgroundColor: UIColor?
        /// How the background's corners are rounded. Default `.dynamic`. Stored only.
        public var cornerStyle: CornerStyle = .dynamic
        /// The preferred size of the elements. Default `.medium`. It chooses the default
        /// ``contentInsets`` and the fonts.
        public var buttonSize: Size = .medium
        /// Whether an activity indicator replaces the image. Default false. The indicator
        /// takes the image's place in sizing (20 × 20, a medium indicator).
        public var showsActivityIndicator = false
        /// Whether a selected button shows the selected appearance. Default true. Stored
        /// only.
        public var automaticallyUpdateForSelection = true
        /// The title font Interface Builder's `titleFontDescription` gives (UIKit turns it
        /// into a text-attributes transformer, which OpenUIKit does not model).
        var titleFont: UIFont?
        /// Insets set explicitly; nil: the size's default.
        private var explicitContentInsets: NSDirectionalEdgeInsets?

        init(style: Style) {
            self.style = style
        }

        /// The distance from the button's edges to its content. Until set, the default for
        /// ``buttonSize``: `.medium` is top 7, leading 12, bottom 7, trailing 12 (UIKit's,
        /// confirmed by Apple on its developer forums); `.large` 14/20, `.small` 5/10 and
        /// `.mini` 3/8 (top-bottom/leading-trailing) are estimates.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
            set { explicitContentInsets = newValue }
        }

        /// Restores the default content insets (those of ``buttonSize``).
        public mutating func setDefaultContentInsets() {
            explicitContentInsets = nil
        }

        static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            }
        }

        // MARK: Styles

        /// A transparent background, tinted content.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted translucent background, tinted content.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background, tinted content.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background filled with the tint colour, white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The borderless style of macOS-like buttons (a transparent background).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// The bordered style (a gray background).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// The bordered style with a tinted background.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// The bordered style filled with the tint colour (white content).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        // MARK: Resolved values

        /// The colour the content shows in on a button whose tint colour is `tint`.
        func foregroundColor(tint: UIColor) -> UIColor {
            if let baseForegroundColor { return baseForegroundColor }
            return style == .filled || style == .borderedProminent ? .white : tint
        }

        /// The title font: the file's, else the system font at the size's text size
        /// (17 pt at medium and large, 15 small, 12 mini: estimates of UIKit's text styles).
        var resolvedTitleFont: UIFont {
            if let titleFont { return titleFont }
            switch buttonSize {
            case .large, .medium: return .systemFont(ofSize: 17)
            case .small: return .systemFont(ofSize: 15)
            case .mini: return .systemFont(ofSize: 12)
            }
        }

        /// The subtitle font (15 pt at medium and large, 13 small, 11 mini: estimates).
        var resolvedSubtitleFont: UIFont {
            switch buttonSize {
            case .large, .medium: .systemFont(ofSize: 15)
            case .small: .systemFont(ofSize: 13)
            case .mini: .systemFont(ofSize: 11)
            }
        }

        /// The style, texts, image and insets, for debugging.
        public var description: String {
            var parts = ["style: \(style)"]
            if let title { parts.append("title: \(title.debugDescription)") }
            if let subtitle { parts.append("subtitle: \(subtitle.debugDescription)") }
            if let image { parts.append("image: \(image)") }
            parts.append("contentInsets: \(contentInsets)")
            return "UIButton.Configuration(\(parts.joined(separator: ", ")))"
        }
    }
}

import Foundation

/// What a content-unavailable view shows when a screen has nothing to show (iOS 17): an
/// image, a text, a secondary text and up to two buttons, centred (V1–V3).
///
/// Start from ``empty()``, ``loading()`` or ``search()``, change what you need, and set it as
/// a controller's ``UIViewController/contentUnavailableConfiguration`` or a
/// ``UIContentUnavailableView``'s ``UIContentUnavailableView/configuration``.
///
/// The factories' defaults are UIKit's (V1): the text in the 22-point bold system font and
/// the label colour, the secondary text in the 15-point system font and the secondary label
/// colour, both on as many lines as needed; the image tinted with the secondary label colour
/// (a symbol drawn at 48 points); plain buttons; margins of 16 (top, bottom) and 32 (leading,
/// trailing) with the superview's horizontal margins preserved; paddings of 15 (image to
/// text), 3 (text to secondary text), 20 (text to button) and 15 (between the buttons).
/// ``loading()`` shows a spinning activity indicator instead of the image and "Loading…" in
/// the 15-point secondary style, 8 points below it; ``search()`` shows the `magnifyingglass`
/// symbol, "No Results" and "Check the spelling or try a new search.".
///
/// Differences from UIKit: there is no `background` (OpenUIKit has no
/// `UIBackgroundConfiguration`: the view is clear), no `imageProperties.preferredSymbolConfiguration`
/// (no `UIImage.SymbolConfiguration`), no `lineBreakMode`, font-size-to-fit or tightening in
/// the text properties and no button `role` (OpenUIKit's labels and buttons have none). Fonts
/// do not follow the text size setting. Attributed texts show their string in the font and
/// colour of their first character (or the text properties' where they set none).
public struct UIContentUnavailableConfiguration: Hashable {
    /// How the image, texts and buttons line up.
    public enum Alignment: Int, Hashable, Sendable {
        /// Centred (the default).
        case center = 0
        /// At the leading edge, texts aligned naturally.
        case natural = 1
    }

    /// How the image is shown.
    public struct ImageProperties: Hashable {
        /// The tint of a template or symbol image (and of the loading indicator). Default:
        /// the secondary label colour.
        public var tintColor: UIColor?
        /// The corner radius of the image. Default 0.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at (scaled down to fit, keeping its aspect);
        /// zero in a dimension is no limit. Default `.zero`.
        public var maximumSize: CGSize = .zero
        /// Whether the image keeps its colours under Smart Invert. Default false (stored; no
        /// effect on Linux).
        public var accessibilityIgnoresInvertColors = false
        /// The point size symbols are drawn at (UIKit's symbol configuration: 48, or 32 for
        /// the loading indicator).
        var _symbolPointSize: CGFloat = 48

        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.cornerRadius == rhs.cornerRadius && lhs.maximumSize == rhs.maximumSize
                && lhs.accessibilityIgnoresInvertColors == rhs.accessibilityIgnoresInvertColors && lhs._symbolPointSize == rhs._symbolPointSize
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor); hasher.combine(cornerRadius); hasher.combine(_symbolPointSize)
        }
    }

    /// How a text is shown.
    public struct TextProperties: Hashable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The most lines shown; 0 (the default) is as many as needed.
        public var numberOfLines = 0

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }

    /// What a button does, beside what its ``UIButton/Configuration`` shows.
    public struct ButtonProperties: Hashable {
        /// The action the button runs when tapped. Default nil.
        public var primaryAction: UIAction?
        /// The menu the button opens. Default nil.
        public var menu: UIMenu?
        /// Whether the button is enabled. Default true.
        public var isEnabled = true

        /// Actions and menus compare by identity, as UIKit's objects.
        public static func == (lhs: ButtonProperties, rhs: ButtonProperties) -> Bool {
            lhs.primaryAction === rhs.primaryAction && lhs.menu === rhs.menu && lhs.isEnabled == rhs.isEnabled
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(primaryAction.map(ObjectIdentifier.init))
            hasher.combine(menu.map(ObjectIdentifier.init))
            hasher.combine(isEnabled)
        }
    }

    /// Which factory made the configuration: loading shows an activity indicator.
    enum Style: Hashable { case empty, loading, search }

    /// The image shown above the text. Default nil; ``search()``'s is the `magnifyingglass` symbol.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The text. Default nil.
    public var text: String?
    /// The text with attributes; when set it is shown instead of ``text``.
    public var attributedText: NSAttributedString?
    /// How the text is shown.
    public var textProperties: TextProperties
    /// The secondary text, below the text. Default nil.
    public var secondaryText: String?
    /// The secondary text with attributes; when set it is shown instead of ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// The button below the texts, shown when it has a title, subtitle or image. Default `.plain()`.
    public var button = UIButton.Configuration.plain()
    /// What the button does.
    public var buttonProperties = ButtonProperties()
    /// The second button, below the first, shown when it has a title, subtitle or image.
    /// Default `.plain()`.
    public var secondaryButton = UIButton.Configuration.plain()
    /// What the second button does.
    public var secondaryButtonProperties = ButtonProperties()
    /// How the content lines up. Default `.center`.
    public var alignment = Alignment.center
    /// The axes on which the superview's layout margins are kept when larger than
    /// ``directionalLayoutMargins``. Default `.horizontal`.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins around the content, inside the safe area. Default 16 top and bottom, 32
    /// leading and trailing.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 32, bottom: 16, trailing: 32)
    /// The space between the image and the text, when there are both. Default 15 (8 for ``loading()``).
    public var imageToTextPadding: CGFloat = 15
    /// The space between the text and the secondary text, when there are both. Default 3.
    public var textToSecondaryTextPadding: CGFloat = 3
    /// The space between the texts and the buttons, when there are both. Default 20.
    public var textToButtonPadding: CGFloat = 20
    /// The space between the two buttons, when there are both. Default 15.
    public var buttonToSecondaryButtonPadding: CGFloat = 15
    var _style: Style

    private init(style: Style) {
        _style = style
        let secondary = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
        textProperties = style == .loading ? secondary : TextProperties(font: .boldSystemFont(ofSize: 22), color: .label)
        secondaryTextProperties = secondary
        imageProperties.tintColor = .secondaryLabel
        switch style {
        case .empty:
            break
        case .loading:
            text = "Loading…"
            imageToTextPadding = 8
            imageProperties._symbolPointSize = 32
        case .search:
            image = UIImage(systemName: "magnifyingglass")
            text = "No Results"
            secondaryText = "Check the spelling or try a new search."
        }
    }

    /// A configuration with nothing to show yet, in UIKit's style for empty content (V1).
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(style: .empty) }

    /// A spinning activity indicator over "Loading…" (V1).
    public static func loading() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(style: .loading) }

    /// The magnifying glass, "No Results" and "Check the spelling or try a new search." (V1).
    public static func search() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration(style: .search) }

    /// Whether the loading indicator shows in place of the image.
    var _showsActivityIndicator: Bool { _style == .loading }
}

extension UIContentUnavailableConfiguration: UIContentConfiguration {
    /// A ``UIContentUnavailableView`` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIContentUnavailableView(configuration: self)
    }

    /// This configuration unchanged: iOS 17's factories have no state-dependent defaults (V2).
    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

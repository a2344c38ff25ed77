import Foundation

/// The content of a list row, header or footer (iOS 14): an image, a text and a secondary
/// text, with how each is drawn and the metrics between them. Its content view is a
/// ``UIListContentView``. Start from a cell's `defaultContentConfiguration()` or one of the
/// styles (``cell()``, ``subtitleCell()``, ``valueCell()``, headers, footers, sidebar cells),
/// set the content and assign it to the cell's `contentConfiguration`.
///
/// The styles' defaults are iOS 17's on iPhone at the default text size (LC2–LC4).
/// Configurations (and their text and image properties) are `Hashable` as in UIKit; colour
/// transformers compare by identity (LU43).
/// Differences from UIKit: iOS 15's `header()`/`footer()` and
/// `ImageProperties.standardDimension` are not provided.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The system style a configuration was made from, which `updated(for:)` follows.
    enum Style: Sendable, Hashable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader

        var isSidebarCell: Bool { self == .sidebarCell || self == .sidebarSubtitleCell }
        var isHeaderOrFooter: Bool {
            switch self {
            case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader,
                 .extraProminentInsetGroupedHeader, .sidebarHeader: return true
            default: return false
            }
        }
    }

    let _style: Style

    /// The image at the leading edge. Default nil.
    public var image: UIImage?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The text. Default nil. Setting it clears ``attributedText``.
    public var text: String? {
        get { _text }
        set { _text = newValue; _attributedText = nil }
    }
    /// The styled text, shown instead of ``text``. Default nil. Setting it clears ``text``.
    public var attributedText: NSAttributedString? {
        get { _attributedText }
        set { _attributedText = newValue; _text = nil }
    }
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// The secondary text. Default nil. Setting it clears ``secondaryAttributedText``.
    public var secondaryText: String? {
        get { _secondaryText }
        set { _secondaryText = newValue; _secondaryAttributedText = nil }
    }
    /// The styled secondary text. Default nil. Setting it clears ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString? {
        get { _secondaryAttributedText }
        set { _secondaryAttributedText = newValue; _secondaryText = nil }
    }
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// Which axes of the content view's margins are at least its superview's (the cell's).
    /// Default `.both`.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// The margins around the content. Default: the style's (cells: 11 pt above and below,
    /// 16 pt at the sides, LC3).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether text and secondary text sit side by side when both fit on one line (else
    /// stacked). Default: true for ``valueCell()``, false otherwise.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between image and text. Default 16 (cells), 8 (headers).
    public var imageToTextPadding: CGFloat
    /// The space between stacked text and secondary text. Default 3 (cells), 0 elsewhere.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The least space between side-by-side text and secondary text. Default 8.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8

    private var _text: String?
    private var _attributedText: NSAttributedString?
    private var _secondaryText: String?
    private var _secondaryAttributedText: NSAttributedString?

    init(style: Style) {
        _style = style
        let defaults = Self.defaults(for: style)
        textProperties = defaults.text
        secondaryTextProperties = defaults.secondary
        directionalLayoutMargins = defaults.margins
        imageToTextPadding = style.isHeaderOrFooter ? 8 : 16
        textToSecondaryTextVerticalPadding = style.isHeaderOrFooter ? 0 : 3
        prefersSideBySideTextAndSecondaryText = style == .valueCell
    }

    // MARK: Styles

    /// A list cell: body-style text (17 pt, `label`), secondary text below it (LC2).
    public static func cell() -> Self { Self(style: .cell) }
    /// A cell with the secondary text below the text, in the subheadline style (15 pt, `secondaryLabel`).
    public static func subtitleCell() -> Self { Self(style: .subtitleCell) }
    /// A cell with the secondary text (body style, `secondaryLabel`) at the trailing edge, beside the text.
    public static func valueCell() -> Self { Self(style: .valueCell) }
    /// A header of a plain list: headline style (17 pt semibold), `label`.
    public static func plainHeader() -> Self { Self(style: .plainHeader) }
    /// A footer of a plain list: footnote style (13 pt), `secondaryLabel`.
    public static func plainFooter() -> Self { Self(style: .plainFooter) }
    /// A header of a grouped list: footnote style (13 pt), `secondaryLabel`, upper-cased.
    public static func groupedHeader() -> Self { Self(style: .groupedHeader) }
    /// A footer of a grouped list: footnote style (13 pt), `secondaryLabel`.
    public static func groupedFooter() -> Self { Self(style: .groupedFooter) }
    /// A prominent header of an inset-grouped list: 20 pt bold, `label`.
    public static func prominentInsetGroupedHeader() -> Self { Self(style: .prominentInsetGroupedHeader) }
    /// An extra-prominent header of an inset-grouped list: 22 pt bold, `label`.
    public static func extraProminentInsetGroupedHeader() -> Self { Self(style: .extraProminentInsetGroupedHeader) }
    /// A sidebar cell: as ``cell()``; selected, its text and image are white (LC5).
    public static func sidebarCell() -> Self { Self(style: .sidebarCell) }
    /// A sidebar cell with a subtitle; selected, its texts and image are white (LC5).
    public static func sidebarSubtitleCell() -> Self { Self(style: .sidebarSubtitleCell) }
    /// A cell of a sidebar shown beside other content; its colours do not change when selected.
    public static func accompaniedSidebarCell() -> Self { Self(style: .accompaniedSidebarCell) }
    /// A subtitle cell of a sidebar shown beside other content.
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(style: .accompaniedSidebarSubtitleCell) }
    /// A sidebar header: headline style (17 pt semibold), `label`.
    public static func sidebarHeader() -> Self { Self(style: .sidebarHeader) }

    private static func defaults(for style: Style) -> (text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let label = TextProperties(font: body, color: .label)
        switch style {
        case .cell, .sidebarCell, .accompaniedSidebarCell:
            return (label, TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), cellMargins)
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            return (label, TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), cellMargins)
        case .valueCell:
            return (label, TextProperties(font: body, color: .secondaryLabel), cellMargins)
        case .plainHeader, .sidebarHeader:
            let headline = TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label)
            return (headline, TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                    NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16))
        case .plainFooter:
            let footnote = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
            return (footnote, footnote, NSDirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16))
        case .groupedHeader:
            let footnote = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel, transform: .uppercase)
            return (footnote, TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                    NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
        case .groupedFooter:
            let footnote = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
            return (footnote, footnote, NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16))
        case .prominentInsetGroupedHeader:
            return (TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label),
                    TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                    NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 7, trailing: 16))
        case .extraProminentInsetGroupedHeader:
            return (TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label),
                    TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
                    NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 7, trailing: 16))
        }
    }

    // MARK: UIContentConfiguration

    /// A new ``UIListContentView`` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration for `state`. Sidebar cells (``sidebarCell()``,
    /// ``sidebarSubtitleCell()``) draw their texts and image white while selected; colours
    /// the app changed from the style's are kept (LC5). The other styles look the same in
    /// every state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard _style.isSidebarCell else { return self }
        let flags = ConfigurationStateFlags(state)
        var updated = self
        let defaults = Self.defaults(for: _style)
        // LC5: only colours still the style's (or the selected white) follow the state.
        let selectedColor = UIColor.white
        if textProperties.color === defaults.text.color || textProperties.color === selectedColor {
            updated.textProperties.color = flags.isSelected ? selectedColor : defaults.text.color
        }
        if secondaryTextProperties.color === defaults.secondary.color || secondaryTextProperties.color === selectedColor {
            updated.secondaryTextProperties.color = flags.isSelected ? selectedColor : defaults.secondary.color
        }
        if imageProperties.tintColor == nil || imageProperties.tintColor === selectedColor {
            updated.imageProperties.tintColor = flags.isSelected ? selectedColor : nil
        }
        return updated
    }

}

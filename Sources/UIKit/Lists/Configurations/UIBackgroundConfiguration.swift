import Foundation

/// The background of a cell, header or footer (iOS 14): a colour, a custom view, an image,
/// a stroke, corner radius and insets. Start from a cell's `defaultBackgroundConfiguration()`
/// or one of the list styles and assign it to the cell's `backgroundConfiguration`.
///
/// The list styles follow the state in ``updated(for:)``: a highlighted or selected plain or
/// grouped cell is `systemGray4`, a selected sidebar cell the tint colour (LC7, LC8).
/// Differences from UIKit: not `Hashable`; the visual effect is stored but not drawn.
public struct UIBackgroundConfiguration {
    /// The system style a configuration was made from, which `updated(for:)` follows.
    enum Style: Sendable, Hashable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
    }

    let _style: Style

    /// A view drawn above the colour and below the stroke, filling the background. Default nil.
    public var customView: UIView?
    /// The corner radius of the background and its stroke. Default 0 (an inset-grouped
    /// table rounds its sections' first and last rows itself, 10 pt).
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges. Default `.zero`.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset also adds the view's layout margin. Default none.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The colour; nil is the view's tint colour. Default: the style's.
    public var backgroundColor: UIColor?
    /// Applied to the colour by ``resolvedBackgroundColor(for:)``. Default nil.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A blur or vibrancy effect. Default nil. Difference from UIKit: stored, not drawn.
    public var visualEffect: UIVisualEffect?
    /// An image drawn over the colour (iOS 15). Default nil.
    public var image: UIImage?
    /// How ``image`` fills the background. Default `.scaleToFill`.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke colour; nil is the tint colour. Default nil (with ``strokeWidth`` 0, no stroke).
    public var strokeColor: UIColor?
    /// Applied to the stroke colour by ``resolvedStrokeColor(for:)``. Default nil.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width; 0 (the default) draws none.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge. Default 0.
    public var strokeOutset: CGFloat = 0

    init(style: Style) {
        _style = style
        backgroundColor = Self.normalColor(of: style)
    }

    // MARK: Styles

    /// No background: clear colour, no stroke.
    public static func clear() -> Self { Self(style: .clear) }
    /// A cell of a plain list: `systemBackground`, `systemGray4` highlighted or selected.
    public static func listPlainCell() -> Self { Self(style: .listPlainCell) }
    /// A cell of a grouped list: `secondarySystemGroupedBackground`, `systemGray4` highlighted or selected.
    public static func listGroupedCell() -> Self { Self(style: .listGroupedCell) }
    /// A sidebar cell: clear, with a 10 pt corner radius; the tint colour when selected,
    /// `systemGray5` when only highlighted.
    public static func listSidebarCell() -> Self {
        var configuration = Self(style: .listSidebarCell)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A cell of a sidebar shown beside other content: clear, 10 pt corners, `systemGray4`
    /// highlighted or selected.
    public static func listAccompaniedSidebarCell() -> Self {
        var configuration = Self(style: .listAccompaniedSidebarCell)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A header or footer of a plain list: `systemBackground`.
    public static func listPlainHeaderFooter() -> Self { Self(style: .listPlainHeaderFooter) }
    /// A header or footer of a grouped list: clear.
    public static func listGroupedHeaderFooter() -> Self { Self(style: .listGroupedHeaderFooter) }
    /// A sidebar header: clear.
    public static func listSidebarHeader() -> Self { Self(style: .listSidebarHeader) }

    private static func normalColor(of style: Style) -> UIColor {
        switch style {
        case .listPlainCell, .listPlainHeaderFooter: return .systemBackground
        case .listGroupedCell: return .secondarySystemGroupedBackground
        case .clear, .listSidebarCell, .listAccompaniedSidebarCell, .listGroupedHeaderFooter, .listSidebarHeader: return .clear
        }
    }

    /// The style's colour for a state; nil means the tint colour.
    private static func color(of style: Style, selected: Bool, highlighted: Bool) -> UIColor?? {
        switch style {
        case .listPlainCell, .listGroupedCell, .listAccompaniedSidebarCell:
            return selected || highlighted ? .some(.systemGray4) : .some(normalColor(of: style))
        case .listSidebarCell:
            if selected { return .some(nil) }
            return highlighted ? .some(.systemGray5) : .some(normalColor(of: style))
        case .clear, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader:
            return nil
        }
    }

    // MARK: Resolving

    /// The colour drawn: ``backgroundColor`` (or `tintColor` when nil) through
    /// ``backgroundColorTransformer``.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour drawn: ``strokeColor`` (or `tintColor` when nil) through
    /// ``strokeColorTransformer``.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// This configuration for `state`: a list style's colour for the state (LC7, LC8).
    /// A colour the app changed from the style's is kept.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        let flags = ConfigurationStateFlags(state)
        guard let wanted = Self.color(of: _style, selected: flags.isSelected, highlighted: flags.isHighlighted) else { return self }
        // LC8: only a colour that is still one of the style's follows the state.
        let styleColors: [UIColor?] = [Self.normalColor(of: _style), .systemGray4, .systemGray5]
        let isStyleColor = backgroundColor == nil && _style == .listSidebarCell
            || styleColors.contains { $0 != nil && $0 === backgroundColor }
        guard isStyleColor else { return self }
        var updated = self
        updated.backgroundColor = wanted
        return updated
    }
}

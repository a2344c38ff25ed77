import Foundation

/// The look a bar gives one of its buttons: the title's font and colour (nil: the system's
/// font, the tint), the title's and background image's offsets, and the background image.
struct BarButtonStyle: Equatable {
    /// The item's own tint (nil: the bar's).
    var tint: UIColor?
    var titleFont: UIFont?
    var titleColor: UIColor?
    /// The colour of an image item (nil: the tint).
    var imageColor: UIColor?
    var titleOffset: UIOffset = .zero
    var backgroundImage: UIImage?
    var backgroundOffset: UIOffset = .zero

    /// The title font: the style's, else 17 points, bold for done items (the system's).
    func font(done: Bool) -> UIFont { titleFont ?? (done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)) }

    static func == (lhs: BarButtonStyle, rhs: BarButtonStyle) -> Bool {
        lhs.tint == rhs.tint && lhs.titleFont == rhs.titleFont && lhs.titleColor == rhs.titleColor && lhs.imageColor == rhs.imageColor && lhs.titleOffset == rhs.titleOffset
            && lhs.backgroundImage === rhs.backgroundImage && lhs.backgroundOffset == rhs.backgroundOffset
    }
}

/// Works out a bar button's look from its bar's current appearance and its item (W8, W9).
@MainActor
enum BarButtonStyling {
    /// The system's colour of a disabled bar button's title (ours: a dimmed label grey).
    static let disabledTitleColor = UIColor.tertiaryLabel

    /// Gives `button` the look of its state in its bar: a navigation bar's back, done or
    /// plain button appearance, a toolbar's done or plain one; the item's own title
    /// attributes (for the state, else `.normal`) over the appearance's (for the state,
    /// falling back key by key to `.normal`'s); a disabled title (and image) takes the
    /// disabled state's colour, else grey. Offsets add up; the appearance's background image
    /// wins over the item's.
    static func restyle(_ button: _UIButtonBarButton) {
        let item = button.item
        let isBack = button.onTap != nil
        let buttonAppearance: UIBarButtonItemAppearance? = switch button.superview {
        case let bar as UINavigationBar:
            isBack ? bar._currentAppearance.backButtonAppearance
                : item?.style == .done ? bar._currentAppearance.doneButtonAppearance : bar._currentAppearance.buttonAppearance
        case let bar as UIToolbar:
            item?.style == .done ? bar._currentAppearance.doneButtonAppearance : bar._currentAppearance.buttonAppearance
        default: nil
        }
        var state: UIControl.State = .normal
        if item?.isEnabled == false { state = .disabled } else if button.isHighlighted { state = .highlighted }
        let values = buttonAppearance?._values(for: state)
        var attributes = buttonAppearance?.normal.titleTextAttributes ?? [:]
        if let values, state != .normal { attributes.merge(values.titleTextAttributes) { $1 } }
        if let own = item?.titleTextAttributes(for: state) ?? item?.titleTextAttributes(for: .normal) {
            attributes.merge(own) { $1 }
        }
        var style = BarButtonStyle()
        style.tint = item?.tintColor
        style.titleFont = attributes[.font] as? UIFont
        if state == .disabled {
            // A disabled title keeps no enabled colour: the disabled state's own, else grey.
            let own = values?.titleTextAttributes[.foregroundColor] ?? item?.titleTextAttributes(for: .disabled)?[.foregroundColor]
            style.titleColor = own as? UIColor ?? disabledTitleColor
            style.imageColor = style.titleColor
        } else {
            style.titleColor = attributes[.foregroundColor] as? UIColor
        }
        let metrics = item?._barMetrics ?? .default
        let itemOffset = item.map { $0._titlePositionAdjustments[metrics] ?? $0.titlePositionAdjustment(for: .default) } ?? .zero
        let stateOffset = values?.titlePositionAdjustment ?? .zero
        style.titleOffset = UIOffset(horizontal: stateOffset.horizontal + itemOffset.horizontal,
                                     vertical: stateOffset.vertical + itemOffset.vertical)
        style.backgroundImage = values?.backgroundImage ?? item.flatMap { ownBackgroundImage(of: $0, state: state, metrics: metrics) }
        style.backgroundOffset = values?.backgroundImagePositionAdjustment ?? .zero
        button.style = style
    }

    /// The item's background image for `state` (else `.normal`'s) and `metrics` (else the
    /// default metrics'), as UIKit falls back.
    private static func ownBackgroundImage(of item: UIBarButtonItem, state: UIControl.State, metrics: UIBarMetrics) -> UIImage? {
        item.backgroundImage(for: state, barMetrics: metrics) ?? item.backgroundImage(for: state, barMetrics: .default)
            ?? item.backgroundImage(for: .normal, barMetrics: metrics) ?? item.backgroundImage(for: .normal, barMetrics: .default)
    }
}

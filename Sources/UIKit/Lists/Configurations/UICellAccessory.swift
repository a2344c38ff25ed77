import Foundation

/// An accessory of a list cell (iOS 14): a system mark or control at the leading or
/// trailing edge of a ``UICollectionViewListCell``, outside its content view, or a custom view.
///
/// System accessories and where they go (LC17): leading: ``delete(displayed:options:actionHandler:)``,
/// ``insert(displayed:options:actionHandler:)``, ``multiselect(displayed:options:)``;
/// trailing: ``disclosureIndicator(displayed:options:)``, ``checkmark(displayed:options:)``,
/// ``detail(displayed:options:actionHandler:)``, ``label(text:displayed:options:)``,
/// ``outlineDisclosure(displayed:options:actionHandler:)``, ``reorder(displayed:options:)``;
/// custom views where their placement says. Difference from UIKit: no `popUpMenu`; the
/// reorder control does not start a reorder (the list's reordering is separate).
public struct UICellAccessory {
    /// When an accessory is shown, by the cell's editing state.
    public enum DisplayedState: Int, Sendable, Hashable {
        /// In and out of editing.
        case always
        /// Only while editing.
        case whenEditing
        /// Only while not editing.
        case whenNotEditing

        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: return true
            case .whenEditing: return editing
            case .whenNotEditing: return !editing
            }
        }
    }

    /// The width kept for an accessory.
    public enum LayoutDimension: Sendable, Hashable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for the accessory (its own for custom views).
        case standard
        /// This width.
        case custom(CGFloat)
    }

    /// Which accessory it is: one case per factory method.
    public enum AccessoryType: Sendable, Hashable {
        /// A chevron (``disclosureIndicator(displayed:options:)``); an outline chevron; a checkmark;
        /// delete and insert controls; a reorder grip; a selection circle; a text; an info
        /// button; a custom view.
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, detail, customView
    }

    /// Where a custom accessory goes.
    public enum Placement {
        /// At the leading edge, shown per `displayed`; `at` picks the index among the others.
        case leading(displayed: DisplayedState = .always, at: PlacementPosition? = nil)
        /// At the trailing edge, shown per `displayed`; `at` picks the index among the others.
        case trailing(displayed: DisplayedState = .always, at: PlacementPosition? = nil)
    }

    /// Picks where a custom accessory goes among the accessories already on its side.
    public typealias PlacementPosition = ([UICellAccessory]) -> Int
    /// Runs when the user taps an accessory that acts.
    public typealias ActionHandler = @MainActor () -> Void

    /// Which accessory it is.
    public let accessoryType: AccessoryType
    /// When the accessory is shown.
    public var displayedState: DisplayedState
    /// Whether the accessory is hidden (its width is still kept). Default false.
    public var isHidden = false
    /// The width kept for the accessory. Default `.standard`.
    public var reservedLayoutWidth: LayoutDimension = .standard
    /// The accessory's tint; nil is the system's for the accessory.
    public var tintColor: UIColor?
    /// The action of a delete, insert, detail or outline disclosure accessory.
    public var actionHandler: ActionHandler?
    var _labelText: String?
    var _labelFont: UIFont?
    var _customView: UIView?
    var _placementIsLeading = false
    var _placementPosition: PlacementPosition?
    var _backgroundColor: UIColor?
    var _outlineStyle: OutlineDisclosureOptions.Style = .automatic
    var _maintainsFixedSize = false

    init(_ type: AccessoryType, displayed: DisplayedState) {
        accessoryType = type
        displayedState = displayed
    }

    /// Whether the accessory goes at the leading edge (LC17).
    var isLeading: Bool {
        switch accessoryType {
        case .delete, .insert, .multiselect: return true
        case .customView: return _placementIsLeading
        default: return false
        }
    }

    // MARK: Options

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden, the width kept for it and its tint (nil: the system's), and the rest as named.
        public var isHidden: Bool, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?
        /// Options; nil keeps the default (visible, standard width, `tertiaryLabel`).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false; self.reservedLayoutWidth = reservedLayoutWidth ?? .standard; self.tintColor = tintColor
        }
    }
    /// Options of a checkmark.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a reorder control.
    public struct ReorderOptions {
        /// Whether the accessory is hidden, the width kept for it and its tint (nil: the system's), and the rest as named.
        public var isHidden: Bool, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?
        /// Whether a separator line is drawn before the control. Default true. Stored only.
        public var showsVerticalSeparator: Bool
        /// Options; nil keeps the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden ?? false; self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor; self.showsVerticalSeparator = showsVerticalSeparator
        }
    }
    /// Options of a delete, insert or multiselect control.
    public struct DeleteOptions {
        /// Whether the accessory is hidden, the width kept for it and its tint (nil: the system's), and the rest as named.
        public var isHidden: Bool, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?, backgroundColor: UIColor?
        /// Options; nil keeps the default (the control's system colours).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false; self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor; self.backgroundColor = backgroundColor
        }
    }
    /// Options of an insert control.
    public typealias InsertOptions = DeleteOptions
    /// Options of a multiselect control.
    public typealias MultiselectOptions = DeleteOptions
    /// Options of a detail button.
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// How the disclosure looks: as in a header or as in a cell.
        public enum Style: Int, Sendable, Hashable {
            /// As the cell's role says (a header's or a cell's); as a header, or as a cell.
            case automatic, header, cell
        }
        /// Whether the accessory is hidden, the width kept for it and its tint (nil: the system's), and the rest as named.
        public var style: Style, isHidden: Bool, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?
        /// Options; nil keeps the default (`.automatic`).
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic; self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard; self.tintColor = tintColor
        }
    }
    /// Options of a label.
    public struct LabelOptions {
        /// Whether the accessory is hidden, the width kept for it and its tint (nil: the system's), and the rest as named.
        public var isHidden: Bool, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?, font: UIFont?
        /// Whether the font follows the content size category. Default true.
        public var adjustsFontForContentSizeCategory: Bool
        /// Options; nil keeps the default (body font, `secondaryLabel`).
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false; self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor; self.font = font; self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }
    /// A custom view accessory: the view, where it goes and how it is sized.
    public struct CustomViewConfiguration {
        /// Whether the accessory is hidden, the width kept for it and its tint (nil: the system's), and the rest as named.
        public var customView: UIView, placement: Placement, isHidden: Bool, reservedLayoutWidth: LayoutDimension, tintColor: UIColor?
        /// Whether the view keeps its own size (else it is sized to fit). Default false.
        public var maintainsFixedSize: Bool
        /// A custom accessory with `customView` at `placement`.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView; self.placement = placement; self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard; self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    // MARK: System accessories

    private static func make(_ type: AccessoryType, _ displayed: DisplayedState, hidden: Bool, width: LayoutDimension, tint: UIColor?) -> Self {
        var accessory = Self(type, displayed: displayed)
        accessory.isHidden = hidden
        accessory.reservedLayoutWidth = width
        accessory.tintColor = tint
        return accessory
    }

    /// A chevron at the trailing edge (`tertiaryLabel`), shown always by default.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> Self {
        make(.disclosureIndicator, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A checkmark at the trailing edge (the tint colour), shown always by default.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        make(.checkmark, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A red delete control at the leading edge, shown while editing by default; a tap runs
    /// `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(), actionHandler: ActionHandler? = nil) -> Self {
        var accessory = make(.delete, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        accessory._backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }
    /// A green insert control at the leading edge, shown while editing by default; a tap runs
    /// `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(), actionHandler: ActionHandler? = nil) -> Self {
        var accessory = make(.insert, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        accessory._backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }
    /// A reorder grip at the trailing edge (`tertiaryLabel`), shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        make(.reorder, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
    }
    /// A selection circle at the leading edge (filled with a checkmark when the cell is
    /// selected), shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        var accessory = make(.multiselect, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        accessory._backgroundColor = options.backgroundColor
        return accessory
    }
    /// A chevron that turns down when the item is expanded, at the trailing edge, shown
    /// always by default. A tap runs `actionHandler`, or without one asks the list to expand
    /// or collapse the item (LC19).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> Self {
        var accessory = make(.outlineDisclosure, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        accessory._outlineStyle = options.style
        accessory.actionHandler = actionHandler
        return accessory
    }
    /// A text at the trailing edge (body font, `secondaryLabel`), shown always by default.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> Self {
        var accessory = make(.label, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        accessory._labelText = text
        accessory._labelFont = options.font
        return accessory
    }
    /// An info button at the trailing edge (the tint colour), shown always by default; a tap
    /// runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil) -> Self {
        var accessory = make(.detail, displayed, hidden: options.isHidden, width: options.reservedLayoutWidth, tint: options.tintColor)
        accessory.actionHandler = actionHandler
        return accessory
    }
    /// A custom view, placed as `configuration` says.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let displayed: DisplayedState, leading: Bool, position: PlacementPosition?
        switch configuration.placement {
        case let .leading(state, at): displayed = state; leading = true; position = at
        case let .trailing(state, at): displayed = state; leading = false; position = at
        }
        var accessory = make(.customView, displayed, hidden: configuration.isHidden, width: configuration.reservedLayoutWidth,
                             tint: configuration.tintColor)
        accessory._customView = configuration.customView
        accessory._placementIsLeading = leading
        accessory._placementPosition = position
        accessory._maintainsFixedSize = configuration.maintainsFixedSize
        return accessory
    }
}

import Foundation

/// A button in a navigation bar or toolbar: a system item, a title, an image or a custom
/// view, which sends its action (target-action, or a `primaryAction`) when tapped, or shows
/// its `menu`.
///
/// Target-action on Linux: the target is a responder that registered the action with
/// `addAction(_:handler:)`; a nil target sends the action along the responder chain, as
/// UIKit's `sendAction(_:to:from:for:)` does (see PORTING.md).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// System items, as UIKit (same raw values).
    public enum SystemItem: Int, Sendable {
        /// The title "Done", in the bold `.done` style.
        case done
        /// The title "Cancel".
        case cancel
        /// The title "Edit".
        case edit
        /// The title "Save", in the bold `.done` style.
        case save
        /// The `plus` symbol (accessibility label "Add").
        case add
        /// Empty space; a toolbar shares its free width among its flexible spaces.
        case flexibleSpace
        /// Empty space of the item's `width`.
        case fixedSpace
        /// The `square.and.pencil` symbol (accessibility label "Compose").
        case compose
        /// The `arrowshape.turn.up.left` symbol (accessibility label "Reply").
        case reply
        /// The `square.and.arrow.up` symbol (accessibility label "Share").
        case action
        /// The `folder` symbol (accessibility label "Organize").
        case organize
        /// The `book` symbol (accessibility label "Bookmarks").
        case bookmarks
        /// The `magnifyingglass` symbol (accessibility label "Search").
        case search
        /// The `arrow.clockwise` symbol (accessibility label "Refresh").
        case refresh
        /// The `xmark` symbol (accessibility label "Stop").
        case stop
        /// The `camera` symbol (accessibility label "Camera").
        case camera
        /// The `trash` symbol (accessibility label "Delete").
        case trash
        /// The `play.fill` symbol (accessibility label "Play").
        case play
        /// The `pause.fill` symbol (accessibility label "Pause").
        case pause
        /// The `backward.fill` symbol (accessibility label "Rewind").
        case rewind
        /// The `forward.fill` symbol (accessibility label "Fast Forward").
        case fastForward
        /// The title "Undo".
        case undo
        /// The title "Redo".
        case redo
        /// The page-curl button of toolbars; OpenUIKit shows no picture for it.
        case pageCurl
        /// The `xmark.circle.fill` symbol (accessibility label "Close").
        case close
    }

    /// Styles, as UIKit (`.done` is bold).
    public enum Style: Int, Sendable {
        /// The regular title font (the default).
        case plain
        /// A bordered button in old iOS; drawn as `.plain` here.
        case bordered
        /// The bold title font, for the button that confirms.
        case done
    }

    /// The style. Default `.plain` (`.done` for the Done and Save system items).
    open var style: Style = .plain
    /// The width for fixed spaces (0: automatic).
    open var width: CGFloat = 0
    /// A view shown instead of the title or image.
    open var customView: UIView?
    /// The object that receives ``action`` (not retained); nil sends it along the chain.
    open weak var target: AnyObject?
    /// The action sent when tapped.
    open var action: Selector?
    /// The action performed when tapped; it replaces target-action, and its title and image
    /// replace the item's (except for a system item, whose look stays the system's).
    open var primaryAction: UIAction? {
        didSet { _adoptPrimaryAction() }
    }
    /// A menu shown when tapped (with no primary action), or on a long press.
    open var menu: UIMenu?
    /// Whether the item shows as selected.
    open var isSelected = false
    /// The colour of the item's title and image; nil: the bar's tint. Appearance-capable.
    open var tintColor: UIColor? {
        didSet {
            _appearancePropertyDidSet("tintColor", \.tintColor)
            _appearanceChanged()
        }
    }
    /// Titles the item may show, to size it.
    open var possibleTitles: Set<String>?
    /// Whether the item is hidden (iOS 16).
    open var isHidden = false { didSet { if isHidden != oldValue { _hiddenChanged() } } }
    /// The group the item is in (UIBarButtonItemGroup.swift, BG1); groups hold their items.
    weak var _buttonGroup: UIBarButtonItemGroup?
    /// The system item it was made from, if any.
    public private(set) var systemItem: SystemItem?

    /// The view that shows the item in a bar, once a bar laid it out.
    @Unretained var _view: UIView?  // PL11
    /// The bar the item is shown in.
    @Unretained var _bar: UIView?  // PL11
    /// The button view showing the item in a bar, for code standing for the user's finger.
    @_spi(Testing) public var _buttonView: UIView? { _view }
    /// Opens ``menu`` from the item's button (made when the menu first opens).
    private var menuSource: BarButtonMenuSource?
    /// Title offsets by bar metrics, and background images by state and metrics
    /// (UIBarButtonItem+Appearance.swift).
    var _titlePositionAdjustments: [UIBarMetrics: UIOffset] = [:]
    var _backgroundImages: [BarButtonBackgroundKey: UIImage] = [:]

    /// The button showing the item restyles itself (title attributes, tint, enabled state).
    override func _appearanceChanged() {
        _view?.setNeedsLayout()
        _bar?.setNeedsLayout()
    }

    /// An empty plain item.
    public override init() { super.init() }

    /// An item from an archive (appearance proxies are made this way).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item with a title.
    public init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        super.init()
        self.title = title; self.style = style; self.target = target; self.action = action
    }

    /// An item with an image.
    public init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        super.init()
        self.image = image; self.style = style; self.target = target; self.action = action
    }

    /// A system item with the system's title or image.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        super.init()
        self.systemItem = systemItem; self.target = target; self.action = action
        title = Self.systemTitle(systemItem)
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// An item showing a custom view.
    public init(customView: UIView) {
        super.init()
        self.customView = customView
    }

    /// An item with a title and/or image, a primary action and/or a menu (iOS 14).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        super.init()
        self.title = title; self.image = image; self.menu = menu
        self.primaryAction = primaryAction
        _adoptPrimaryAction()  // observers do not run in an initializer
    }

    /// A system item with a primary action and/or a menu (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.menu = menu
        self.primaryAction = primaryAction
        if systemItem == .done || systemItem == .save { style = .done }
    }

    /// A flexible space for toolbars.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A fixed space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    private func _adoptPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        if !primaryAction.title.isEmpty { title = primaryAction.title }
        if let image = primaryAction.image { self.image = image }
    }

    /// The storyboard segue a tap on the item triggers, besides its action (I3).
    @preconcurrency var _storyboardSegueTrigger: (@MainActor (Any?) -> Void)?

    /// Whether the item is a space (not a button).
    var _isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What a tap on the item does: the primary action; else the action to the target (or
    /// along the responder chain); else it opens the menu, as a button's menu opens (H5).
    /// Disabled items do nothing.
    func _tapped() {
        guard isEnabled, !_isSpace else { return }
        if let trigger = _storyboardSegueTrigger { trigger(self) }
        if let primaryAction {
            primaryAction._perform(sender: self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        } else if menu != nil, let view = _view {
            let source = menuSource ?? BarButtonMenuSource(item: self)
            menuSource = source
            source.open(from: view)
        }
    }

    private static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }
}

/// The delegate of the interaction that opens a bar button item's menu from its button.
@preconcurrency @MainActor
private final class BarButtonMenuSource: UIContextMenuInteractionDelegate {
    weak var item: UIBarButtonItem?
    private lazy var interaction = UIContextMenuInteraction(delegate: self)

    init(item: UIBarButtonItem) { self.item = item }

    func open(from view: UIView) {
        if interaction.view !== view { view.addInteraction(interaction) }
        interaction._opensOnLongPress = false
        interaction._open(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), style: .buttonMenu)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu = item?.menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
}

import Foundation

/// The bar at the top of a navigation controller: a stack of navigation items, of which it
/// shows the top one (title, prompt, buttons) with a back button for the one below.
///
/// A bar a navigation controller manages keeps its items in step with the controllers; its
/// back button pops through the controller (N10). A bar used alone asks its delegate
/// before pushing and popping items.
///
/// Sizes (UIKit's): 44 pt, 96 pt with a large title, 30 pt more with a prompt.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The items, bottom to top.
    open var items: [UINavigationItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }
    /// The delegate of a bar used alone (a navigation controller is its own bar's delegate).
    open weak var delegate: (any UINavigationBarDelegate)?
    /// Whether the bottom item (and `.automatic` items above it) shows a large title. Default false.
    open var prefersLargeTitles = false { didSet { _itemsChanged() } }
    /// Whether the bar is translucent (views extend under it, S3). Default true.
    /// Appearance-capable, as the rest of the bar's look below.
    open var isTranslucent = true { didSet { _appearancePropertyDidSet("translucent", \.isTranslucent) } }
    /// The bar's style.
    open var barStyle: UIBarStyle = .default { didSet { _appearancePropertyDidSet("barStyle", \.barStyle) } }
    /// The bar's background tint: fills a bar whose appearance has a background.
    open var barTintColor: UIColor? { didSet { _appearanceLookDidSet("barTintColor", \.barTintColor) } }
    /// The appearance of a standard-height bar (iOS 13). Default: the default background
    /// (chrome material and a hairline).
    open var standardAppearance = UINavigationBarAppearance() { didSet { _appearanceLookDidSet("standardAppearance", \.standardAppearance) } }
    /// The appearance of a compact-height bar; nil: the standard appearance.
    open var compactAppearance: UINavigationBarAppearance? { didSet { _appearanceLookDidSet("compactAppearance", \.compactAppearance) } }
    /// The appearance when the content is scrolled to the bar's edge (or the top controller
    /// has no scroll view); nil: the standard appearance with a transparent background, as
    /// since iOS 15. A bar no navigation controller manages ignores it.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { _appearanceLookDidSet("scrollEdgeAppearance", \.scrollEdgeAppearance) }
    }
    /// The scroll-edge appearance of a compact-height bar; nil: ``scrollEdgeAppearance``.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { _appearanceLookDidSet("compactScrollEdgeAppearance", \.compactScrollEdgeAppearance) }
    }
    /// The title's attributes (`.font`, `.foregroundColor`) under the appearance's: keys the
    /// current appearance sets win (W11).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { _appearanceLookDidSet("titleTextAttributes", \.titleTextAttributes) }
    }
    /// The large title's attributes under the appearance's (W11).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { _appearanceLookDidSet("largeTitleTextAttributes", \.largeTitleTextAttributes) }
    }
    /// The back button's chevron image, used when the appearance sets none and
    /// ``backIndicatorTransitionMaskImage`` is set too; nil: the system chevron.
    open var backIndicatorImage: UIImage? { didSet { _appearanceLookDidSet("backIndicatorImage", \.backIndicatorImage) } }
    /// The mask the back title slides under during a push (with ``backIndicatorImage``).
    open var backIndicatorTransitionMaskImage: UIImage? {
        didSet { _appearanceLookDidSet("backIndicatorTransitionMaskImage", \.backIndicatorTransitionMaskImage) }
    }
    /// An image replacing the hairline, drawn when a background image is set too (as UIKit).
    open var shadowImage: UIImage? { didSet { _appearanceLookDidSet("shadowImage", \.shadowImage) } }
    /// Background images by bar position and metrics (UINavigationBar+Appearance.swift).
    var _backgroundImages: [BarBackgroundKey: UIImage] = [:]

    var _items: [UINavigationItem] = []
    /// The controller managing the bar, if any.
    @Unretained var _navigationController: UINavigationController?  // PL11
    /// The standard appearance made transparent, for the scroll edge (PN7).
    var _transparentStandard = TransparentAppearanceCopy<UINavigationBarAppearance>()

    let _titleLabel = UILabel()
    let _promptLabel = UILabel()
    var _backButton: _UIButtonBarButton?
    var _leftViews: [_UIButtonBarButton] = []
    var _rightViews: [_UIButtonBarButton] = []

    /// The search bar of the top item's search controller, while this bar shows it.
    @Unretained var _shownSearchBar: UISearchBar?  // PL11
    /// How much of the stacked search row shows (it slides away as content scrolls up, when
    /// the item hides its search bar when scrolling).
    var _searchRowShown: CGFloat = .greatestFiniteMagnitude

    /// The back button's view, for code standing for the user's finger.
    @_spi(Testing) public var _backButtonView: UIView? { _backButton }
    /// The title the back button shows (nil without a back button).
    @_spi(Testing) public var _backButtonTitle: String? { _backButton?.titleLabel.text }

    /// Heights, as UIKit: the row is ``BarMetrics/rowHeight(_:)``; a large title adds 52 pt.
    static let largeTitleExtra: CGFloat = 52
    static let promptHeight: CGFloat = 30
    var _rowHeight: CGFloat { BarMetrics.rowHeight(traitCollection) }

    /// Creates a bar (required, so a navigation controller can make a subclass's bar).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpTitleLabels()
    }

    /// Creates a navigation bar from a storyboard or nib, with the file's `<items>` and style (IU10).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpTitleLabels()
        guard let coder = coder as? IBCoder else { return }
        coder.decodeBarItems { self.items = $0 }
        coder.decodeBar(coder.element, on: self)
    }

    private func _setUpTitleLabels() {
        _titleLabel.font = .boldSystemFont(ofSize: 17)
        _titleLabel.textAlignment = .center
        _promptLabel.font = .systemFont(ofSize: 13)
        addSubview(_titleLabel)
    }

    /// The top item.
    open var topItem: UINavigationItem? { _items.last }
    /// The item below the top (the back button's).
    open var backItem: UINavigationItem? { _items.count > 1 ? _items[_items.count - 2] : nil }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        _navigationController?._barItemsAgree = 0  // the controller's record of the items no longer holds
        _setItems(keeping: 0, tail: items ?? [], animated: animated)
    }

    /// Sets the items to the first `keep` ones (known unchanged) followed by `tail`; only
    /// the changed top is compared and touched (PN3: a push costs the same on any depth).
    func _setItems(keeping keep: Int, tail: [UINavigationItem], animated: Bool = false) {
        var prefix = keep
        while prefix - keep < tail.count, prefix < _items.count, tail[prefix - keep] === _items[prefix] { prefix += 1 }
        if prefix - keep == tail.count, prefix == _items.count { return }
        for item in _items[prefix...] where item._bar === self { item._bar = nil }
        _items.removeSubrange(prefix...)
        _items.append(contentsOf: tail[(prefix - keep)...])
        for item in _items[prefix...] { item._bar = self }
        _itemsChanged()
    }

    /// Pushes an item (a bar managed by a navigation controller only takes items from it).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        _checkUnmanaged("pushNavigationItem:animated:")
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems(_items + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item and returns it (nil with one item or fewer, or when the delegate refuses).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        _checkUnmanaged("popNavigationItemAnimated:")
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array(_items.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    private func _checkUnmanaged(_ method: String) {
        if _navigationController != nil { UIKitDiagnostics.raise(.managedNavigationBarModified(method)) }
    }

    /// Whether the top item shows a large title: the bar prefers them and the item's mode,
    /// `.automatic` following the item below (the bottom item: large), says so.
    var _showsLargeTitle: Bool {
        guard prefersLargeTitles, BarMetrics.allowsLargeTitle(traitCollection) else { return false }
        // The nearest item from the top that is not `.automatic` decides (from the top: the
        // cost does not grow with the depth of the stack).
        for item in _items.reversed() {
            switch item.largeTitleDisplayMode {
            case .automatic: continue
            case .always: return true
            case .never, .inline: return false
            }
        }
        return true
    }

    /// The bar's height for its top item.
    var _height: CGFloat {
        let prompt = topItem?.prompt != nil ? Self.promptHeight : 0
        if _searchCollapsesBar { return prompt + _searchRowFullHeight }
        return _rowHeight + (_showsLargeTitle ? Self.largeTitleExtra : 0) + prompt + _searchRowHeight
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: _height) }

    /// Rebuilds the button views for the top item and asks for layout (and, for a managed
    /// bar, for the controller to place its bar and children again).
    func _itemsChanged() {
        _backButton?.removeFromSuperview(); _backButton = nil
        for view in _leftViews + _rightViews { view.removeFromSuperview() }
        _leftViews = []; _rightViews = []
        guard let top = topItem else {
            _updateSearchBar()
            return _didChangeHeight()
        }
        let left = top._displayedLeadingItems  // BG3
        if let back = backItem, !top.hidesBackButton, left.isEmpty || top.leftItemsSupplementBackButton {
            // Without a back item of its own the button stands for one UIKit makes, which
            // `UIBarButtonItem` proxies style as any other (W7).
            let item = back.backBarButtonItem ?? UIBarButtonItem(title: back._backTitle, style: .plain, target: nil, action: nil)
            let button = _UIButtonBarButton(item: item, title: back._backTitle)
            item._bar = self
            button.onTap = { [weak self] in self?._backButtonTapped() }
            addSubview(button)
            _backButton = button
        }
        _leftViews = left.map { _UIButtonBarButton(item: $0) }
        _rightViews = top._displayedTrailingItems.map { _UIButtonBarButton(item: $0) }
        for view in _leftViews + _rightViews {
            view.item?._bar = self
            addSubview(view)
        }
        if let titleView = top.titleView, titleView.superview !== self { addSubview(titleView) }
        _titleLabel.text = top.titleView == nil ? top.title : nil
        _promptLabel.text = top.prompt
        if top.prompt != nil { addSubview(_promptLabel) } else { _promptLabel.removeFromSuperview() }
        _updateSearchBar()
        _didChangeHeight()
    }

    func _didChangeHeight() {
        setNeedsLayout()
        if let controller = _navigationController, frame.height != _height { controller._barsChanged() }
    }

    /// The back button pops through the navigation controller, so overrides and delegates
    /// see it (N10); a bar alone pops its item.
    func _backButtonTapped() {
        if let controller = _navigationController {
            if let top = topItem, delegate?.navigationBar(self, shouldPop: top) == false { return }
            controller.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // W9: the buttons take their look before they are measured.
        for view in [_backButton].compactMap({ $0 }) + _leftViews + _rightViews { BarButtonStyling.restyle(view) }
        let margin: CGFloat = 8
        let top: CGFloat = topItem?.prompt != nil ? Self.promptHeight : 0
        let rowHeight = _rowHeight
        _promptLabel.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.promptHeight)
        var x = margin
        for view in [_backButton].compactMap({ $0 }) + _leftViews {
            let width = view.preferredWidth
            view.frame = CGRect(x: x, y: top, width: width, height: rowHeight)
            x += width
        }
        var right = bounds.width - margin
        for view in _rightViews {
            let width = view.preferredWidth
            right -= width
            view.frame = CGRect(x: right, y: top, width: width, height: rowHeight)
        }
        let side = max(x, bounds.width - right)
        let titleFrame = CGRect(x: side, y: top, width: max(0, bounds.width - 2 * side), height: rowHeight)
        if let titleView = topItem?.titleView {
            titleView.center = CGPoint(x: titleFrame.midX, y: titleFrame.midY)
        }
        _layoutSearchBar(titleFrame: titleFrame, top: top)
        let appearance = _currentAppearance
        if _showsLargeTitle {
            let attributes = _titleAttributes(large: true, appearance: appearance)
            _titleLabel.font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 34)
            _titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
            _titleLabel.textAlignment = .left
            _titleLabel.frame = CGRect(x: 16, y: top + rowHeight, width: bounds.width - 32, height: Self.largeTitleExtra)
        } else {
            let attributes = _titleAttributes(large: false, appearance: appearance)
            _titleLabel.font = attributes[.font] as? UIFont ?? .boldSystemFont(ofSize: 17)
            _titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
            _titleLabel.textAlignment = .center
            let offset = appearance.titlePositionAdjustment
            _titleLabel.frame = titleFrame.offsetBy(dx: offset.horizontal, dy: offset.vertical)
        }
    }
}

/// The style of a bar, as UIKit.
public enum UIBarStyle: Int, Sendable {
    /// The default, light bar.
    case `default`
    /// A dark bar.
    case black
}

/// The delegate of a navigation bar used alone. Every method has a default.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    /// Whether `item` may be pushed. Default true.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    /// Whether `item` may be popped. Default true.
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

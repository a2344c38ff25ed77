import Foundation

/// Opens a context menu on its view (H1): a long press asks the delegate for a
/// configuration at the touch; a non-nil one opens its menu (and preview) over the window,
/// the delegate hears `willDisplayMenuFor`, and the menu stays until an element is chosen
/// or the user taps outside. Choosing an action: `willEndFor`, the action's handler, then the
/// menu closes (H3). Buttons with a menu and bar button items open their menus through the
/// same interaction.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the open menu is drawn, with UIKit's raw values.
    public enum Appearance: Int, Sendable {
        /// No menu is open.
        case unknown = 0
        /// A menu with a preview.
        case rich = 1
        /// A menu alone.
        case compact = 2
    }

    /// The delegate (weak, set at creation).
    open var delegate: (any UIContextMenuInteractionDelegate)? { _delegate }
    weak var _delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open var view: UIView? { _view }
    @Unretained var _view: UIView?  // PL11
    let longPress: UILongPressGestureRecognizer
    /// Asks for the configuration before the long press begins, so a press where there is no
    /// menu fails and cancels nothing (the list's rows and controls keep their touches).
    private let longPressGate = ContextMenuLongPressGate()
    /// The configuration the gate was given for the press that is beginning.
    private var pendingConfiguration: UIContextMenuConfiguration?
    /// The menu on screen, while one is.
    var _presentation: ContextMenuPresentation?
    /// Where the touch that opened the menu was, in the window.
    private var touchLocation: CGPoint?
    /// Whether a long press opens the menu (controls without a menu turn it off).
    var _opensOnLongPress = true {
        didSet { longPress.isEnabled = _opensOnLongPress }
    }

    /// Creates an interaction; add it to a view with `addInteraction(_:)`.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        _delegate = delegate
        longPress = UILongPressGestureRecognizer()
        longPress.minimumPressDuration = Self.pressDuration
        super.init()
        longPress._addHandler { [weak self] recognizer in
            guard let self, recognizer.state == .began, let view = self.view else { return }
            self._open(at: recognizer.location(in: view), style: .contextMenu)
        }
        longPress.delegate = longPressGate
        longPressGate.shouldBegin = { [weak self] recognizer in
            guard let self, self._presentation == nil, let view = self.view else { return false }
            self.pendingConfiguration = self.delegate?.contextMenuInteraction(
                self, configurationForMenuAtLocation: recognizer.location(in: view))
            return self.pendingConfiguration != nil
        }
    }

    /// The press that opens a context menu (iOS's haptic-touch duration).
    static let pressDuration: TimeInterval = 0.5

    /// The interaction is about to move to `view` (`UIInteraction`): it leaves its view's press.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
    }

    /// The interaction moved to `view` (`UIInteraction`): the press goes with it.
    open func didMove(to view: UIView?) {
        _view = view
        view?.addGestureRecognizer(longPress)
    }

    /// How the open menu is drawn (`.unknown` when none is open).
    open var menuAppearance: Appearance {
        guard let presentation = _presentation else { return .unknown }
        return presentation.previewViewController == nil ? .compact : .rich
    }

    /// Where the touch that opened the menu is, in `view`'s coordinates (the window's for nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let point = touchLocation else { return .zero }
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Replaces the open menu with what `block` makes of it (nothing when none is open).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        _presentation?.replaceMenu(with: block)
    }

    /// Closes the open menu, as a tap outside does.
    open func dismissMenu() {
        _presentation?.close(choosing: nil)
    }

    /// Opens the menu the delegate configures for `location` (in the view); nothing when the
    /// delegate answers nil, the view is not in a window, or a menu is already open.
    func _open(at location: CGPoint, style: ContextMenuPresentation.Style) {
        let pending = pendingConfiguration
        pendingConfiguration = nil
        guard _presentation == nil, let view, let window = view.window,
              let configuration = pending ?? delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return }
        let preview = style == .contextMenu ? configuration._previewProvider?() : nil
        guard let menu = configuration._actionProvider?([]) ?? (preview != nil ? UIMenu(children: []) : nil) else { return }
        touchLocation = view.convert(location, to: nil)
        let source = view.convert(view.bounds, to: window)
        let presentation = ContextMenuPresentation(interaction: self, configuration: configuration, menu: menu,
                                                   preview: preview, style: style)
        _presentation = presentation
        presentation.show(in: window, from: source)
    }

    /// The open menu closed.
    func _presentationEnded() {
        _presentation = nil
        touchLocation = nil
    }
}

/// The long press's delegate: it begins only where the interaction's delegate has a menu.
@preconcurrency @MainActor
final class ContextMenuLongPressGate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin(gestureRecognizer) }
}

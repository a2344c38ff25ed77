import Foundation

/// An alert or action sheet: a title, a message, text fields (alerts only) and buttons
/// (``UIAlertAction``), presented like any controller with `present(_:animated:completion:)`.
///
/// It is its own presentation's source: an owned transitioning delegate supplies UIKit's
/// alert presentation (a card centred over a dimming view, fading and scaling in; an action
/// sheet sliding up from the bottom) with `.custom` style, and on a pad an action sheet is a
/// `.popover` that must have a source (P14). Presenting it sends the presenter no appearance
/// callbacks (P12). Choosing an action dismisses the alert, then runs the action's handler
/// (P12).
///
/// Differences from UIKit: the alert does not move above the keyboard; contents do not scroll
/// when they are taller than the screen (they are clipped); the return key does not choose an
/// action.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kinds of alert controller, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Slides up from the bottom (phones) or shows in a popover (pads).
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// How urgent an alert is (Mac Catalyst draws critical alerts differently; iOS draws both
    /// alike), with UIKit's raw values.
    public enum Severity: Int, Sendable {
        /// An ordinary alert (the default).
        case `default` = 0
        /// An alert that needs attention; drawn as a default one.
        case critical = 1
    }

    /// The style given at creation. Default `.actionSheet` (`UIAlertController()`), as in UIKit.
    open var preferredStyle: Style { _preferredStyle }
    var _preferredStyle: Style = .actionSheet
    /// The text under the title.
    open var message: String? { didSet { _contentChanged() } }
    /// The alert's urgency. Default `.default`.
    open var severity: Severity = .default
    /// The actions in the order they were added (the buttons are ordered as ``Style`` says).
    open var actions: [UIAlertAction] { _actions }
    var _actions: [UIAlertAction] = []
    private var cancelAction: UIAlertAction?
    private var textFieldList: [UITextField] = []
    /// The state of the alert's dismissal by an action (a second tap while it runs is ignored).
    private var choosing: ActionChoice = .none
    private enum ActionChoice { case none, dismissing }
    /// UIKit's alert controllers bring their own transitioning delegate (held here; the
    /// `transitioningDelegate` property is weak).
    private let ownedTransitioningDelegate = AlertTransitioningDelegate()

    /// Creates an alert controller.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        _preferredStyle = preferredStyle
    }

    /// Creates an action sheet without title or message (UIKit's `init()` default style).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        transitioningDelegate = ownedTransitioningDelegate
    }

    /// Alert controllers are not made from storyboards.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        transitioningDelegate = ownedTransitioningDelegate
    }

    /// The title, shown above the message.
    open override var title: String? {
        didSet { _contentChanged() }
    }

    /// `.custom` (UIKit's alert presentation), or `.popover` for an action sheet on a pad
    /// (P14). Setting it has no effect: the style decides, as in UIKit.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get { preferredStyle == .actionSheet && UIDevice.current.userInterfaceIdiom == .pad ? .popover : .custom }
        set {}
    }

    /// In a popover, the size of the action sheet's contents (304 points wide, as on a pad);
    /// otherwise what the app set.
    open override var preferredContentSize: CGSize {
        get {
            guard modalPresentationStyle == .popover, let content = viewIfLoaded as? AlertContentView,
                  content.layoutKind == .popover else { return super.preferredContentSize }
            return content.fittingSize(maxWidth: AlertMetrics.popoverWidth, maxHeight: .greatestFiniteMagnitude)
        }
        set { super.preferredContentSize = newValue }
    }

    /// The action drawn in bold (and chosen by the return key on iOS). Must be one of
    /// ``actions`` or nil; anything else raises UIKit's exception (P13).
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !actions.contains(where: { $0 === preferredAction }) {
                UIKitDiagnostics.raise(.preferredActionNotInActions(self))
            }
            _contentChanged()
        }
    }

    /// The alert's text fields, in the order added; nil when it has none.
    open var textFields: [UITextField]? { textFieldList.isEmpty ? nil : textFieldList }

    /// Adds a button. A second `.cancel` action raises UIKit's exception (P13).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel {
            if cancelAction != nil { UIKitDiagnostics.raise(.secondCancelAction(self)) }
            cancelAction = action
        }
        _actions.append(action)
        action._alertController = self
        _contentChanged()
    }

    /// Adds a text field (alerts only; an action sheet raises UIKit's exception, P13).
    /// `configurationHandler` runs at once with the new field.
    @preconcurrency open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        if preferredStyle != .alert { UIKitDiagnostics.raise(.textFieldInActionSheet(self)) }
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        textFieldList.append(field)
        configurationHandler?(field)
        _contentChanged()
    }

    open override func loadView() {
        view = AlertContentView(alert: self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The first text field takes the keyboard as the alert comes on screen.
        if let field = textFieldList.first, !field.isFirstResponder { _ = field.becomeFirstResponder() }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for field in textFieldList where field.isFirstResponder { _ = field.resignFirstResponder() }
    }

    // MARK: Choosing actions

    /// The user chose `action` (its button, or a tap outside for the cancel action, P12, P14):
    /// the alert is dismissed, then the handler runs. Disabled actions and taps while a
    /// choice is being carried out do nothing.
    func _choose(_ action: UIAlertAction?) {
        if let action, !action.isEnabled { return }
        guard choosing == .none else { return }
        guard presentingViewController != nil else {
            if let action { action._handler?(action) }
            return
        }
        choosing = .dismissing
        dismiss(animated: true) { [self] in
            choosing = .none
            if let action { action._handler?(action) }
        }
    }

    /// A tap outside the alert: an action sheet (or its popover) is dismissed as if its
    /// cancel action was chosen; without a cancel action, a sheet on a phone stays and a
    /// popover is dismissed without a handler (P14). An alert ignores it.
    override func _tappedOutside() -> Bool {
        switch modalPresentationStyle {
        case .popover: _choose(cancelAction)
        default: if preferredStyle == .actionSheet, let cancelAction { _choose(cancelAction) }
        }
        return true
    }

    /// P14: an action sheet without a source raises UIKit's alert-specific text.
    override func _missingPopoverSource(presenter: UIViewController) -> UIKitDiagnostic {
        .actionSheetNeedsSource(self, presenter: presenter)
    }

    /// The cancel action, shown apart (sheets) or in its place among the buttons (alerts).
    var _cancelAction: UIAlertAction? { cancelAction }
    /// The text fields in order.
    var _textFields: [UITextField] { textFieldList }

    /// The actions, title or message changed: the view shows them again.
    func _contentChanged() {
        (viewIfLoaded as? AlertContentView)?.reload()
    }

    /// The button of `action` while the alert's view is loaded (for tests).
    @_spi(Testing) public func _buttonView(for action: UIAlertAction) -> UIView? {
        (viewIfLoaded as? AlertContentView)?.button(for: action)
    }
}

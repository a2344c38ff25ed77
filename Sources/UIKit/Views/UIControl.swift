import Foundation

/// A view that sends actions to targets when events happen to it (taps, value changes).
///
/// Targets and actions as UIKit: `addTarget(_:action:for:)` with a ``Selector`` (a nil target
/// goes along the responder chain through `UIApplication.sendAction(_:to:from:for:)`), or a
/// ``UIAction`` with `addAction(_:for:)`. Touches drive the tracking events: down, up inside
/// or outside, cancel.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The states a control can be in (combinable).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No state flag set: enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A touch is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is not enabled and takes no touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (a toggled-on state).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus; OpenUIKit has no focus engine, so nothing sets it.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends actions for, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated tap went down (tap count over one), with `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracking touch moved within the control's bounds (with 70 points of slop around them).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracking touch moved outside the control's bounds (with 70 points of slop around them).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracking touch moved back into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracking touch moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracking touch ended inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracking touch ended outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracking touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a slider, switch, stepper…).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened (buttons send it after `touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu is about to show; OpenUIKit never sends it.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by editing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (the low 12 bits).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an app may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the system's own events.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    private enum Registration {
        /// A nil box is the responder chain; a box whose target went away sends nothing.
        case selector(target: WeakBox<AnyObject>?, action: Selector)
        case action(UIAction)
    }
    private var registrations: [(events: Event, registration: Registration)] = []

    /// Creates a control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from a storyboard or nib (enabled, selected, highlighted).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        (coder as? IBCoder)?.decodeControl(self)
    }

    /// Whether the control accepts touches. Default true.
    open var isEnabled = true
    /// Whether the control is selected. Default false.
    open var isSelected = false
    /// Whether the control is highlighted (set while a touch is down inside it).
    open var isHighlighted = false

    /// Where the content (a button's image and title) goes across the control's width.
    /// Default `.center`; setting it lays the control out again (BL2).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    /// Where the content goes up and down the control. Default `.center`; setting it lays
    /// the control out again (BL2).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// ``contentHorizontalAlignment`` with `.leading` and `.trailing` turned into `.left` or
    /// `.right` by the control's ``UIView/effectiveUserInterfaceLayoutDirection`` (BL2); the
    /// other values as they are.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let alignment: return alignment
        }
    }

    /// The current state, from the flags above.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    // MARK: Targets and actions

    /// Sends `action` to `target` (nil: along the responder chain) for each of `controlEvents`.
    /// The target is held weakly, as in UIKit.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        let exists = registrations.contains {
            if case .selector(let t, let a) = $0.registration { return t?.value === object && a == action && $0.events == controlEvents }
            return false
        }
        if !exists { registrations.append((controlEvents, .selector(target: object.map(WeakBox.init), action: action))) }
    }

    /// Removes `action` (nil: every action) of `target` (nil: every target) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in registrations.indices.reversed() {
            guard case .selector(let t, let a) = registrations[index].registration,
                  object == nil || t?.value === object, action == nil || a == action else { continue }
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// Creates a control with a frame that runs `primaryAction` on `.primaryActionTriggered`
    /// (BL15).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs `action`'s handler for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append((controlEvents, .action(action)))
    }

    /// Removes an action added with ``addAction(_:for:)``.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in registrations.indices.reversed() {
            guard case .action(let a) = registrations[index].registration, a === action else { continue }
            registrations[index].events.subtract(controlEvents)
            if registrations[index].events.isEmpty { registrations.remove(at: index) }
        }
    }

    /// The targets with an action for some event (nil stands for the responder chain, as
    /// `NSNull` does in UIKit). Difference from UIKit: an array, since targets need not be
    /// hashable.
    open var allTargets: [AnyObject?] {
        registrations.compactMap {
            guard case .selector(let target, _) = $0.registration else { return nil }
            if let target { return target.value.map { .some($0) } }
            return .some(nil)
        }
    }

    /// The actions `target` has for `controlEvent`, or nil.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = registrations.compactMap { entry -> String? in
            guard case .selector(let t, let a) = entry.registration, t?.value === object, !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return a.name
        }
        return names.isEmpty ? nil : names
    }

    /// CI29: the union of the events any target-action or ``UIAction`` is registered for.
    open var allControlEvents: Event { registrations.reduce(into: Event()) { $0.formUnion($1.events) } }

    /// CI29: calls `iterator` once per registration, in the order they were added, with its
    /// ``UIAction`` or its target and selector (the target nil for the responder chain or a
    /// target gone) and its events; setting the last argument's `pointee` to true stops.
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for entry in registrations {
            switch entry.registration {
            case .action(let action): iterator(action, nil, entry.events, &stop)
            case .selector(let target, let selector): iterator(nil, (target?.value, selector), entry.events, &stop)
            }
            if stop.boolValue { return }
        }
    }

    /// Sends the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in registrations where !entry.events.isDisjoint(with: controlEvents) {
            switch entry.registration {
            case .selector(nil, let action): sendAction(action, to: nil, for: UIApplication._deliveredEvent)
            case .selector(let box?, let action): if let target = box.value { sendAction(action, to: target, for: UIApplication._deliveredEvent) }
            case .action(let action): sendAction(action)
            }
        }
    }

    /// Sends one action through the application (UIKit's path; override to intercept).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Runs a ``UIAction``'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action._perform(sender: self)
    }

    // MARK: Menus (H5)

    /// The interaction that opens the control's menu; made when the menu interaction is enabled.
    open var contextMenuInteraction: UIContextMenuInteraction? { _contextMenuInteraction }
    var _contextMenuInteraction: UIContextMenuInteraction?
    /// Whether the control opens a menu (on a long press, or a tap with
    /// ``showsMenuAsPrimaryAction``). Default false; a button turns it on when given a `menu`.
    open var isContextMenuInteractionEnabled = false {
        didSet {
            if isContextMenuInteractionEnabled, contextMenuInteraction == nil {
                let interaction = UIContextMenuInteraction(delegate: self)
                _contextMenuInteraction = interaction
                addInteraction(interaction)
            }
            contextMenuInteraction?._opensOnLongPress = isContextMenuInteractionEnabled && !showsMenuAsPrimaryAction
        }
    }
    /// Whether a touch opens the menu at once instead of sending the control's actions
    /// (iOS 14). Default false.
    open var showsMenuAsPrimaryAction = false {
        didSet { contextMenuInteraction?._opensOnLongPress = isContextMenuInteractionEnabled && !showsMenuAsPrimaryAction }
    }
    /// The touch that opened the menu, whose end sends no action.
    private var menuTouch: ObjectIdentifier?

    /// The configuration of the control's menu at `location`. Default nil; a button returns
    /// one with its `menu`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The control's menu is about to show. Default: nothing.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}
    /// The control's menu is about to close. Default: nothing.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// A touch down on a control that shows its menu as its primary action opens the menu.
    private func openMenuAsPrimaryAction(_ touch: UITouch) -> Bool {
        guard showsMenuAsPrimaryAction, isContextMenuInteractionEnabled, let interaction = contextMenuInteraction else { return false }
        menuTouch = ObjectIdentifier(touch)
        interaction._open(at: touch.location(in: self), style: .buttonMenu)
        return true
    }

    /// Whether `touches` belong to the touch that opened the menu (and forgets it when it ends).
    private func isMenuTouch(_ touches: Set<UITouch>, ending: Bool) -> Bool {
        guard let menuTouch, let touch = touches.first, ObjectIdentifier(touch) == menuTouch else { return false }
        if ending { self.menuTouch = nil }
        return true
    }

    // MARK: Tracking

    /// The event a completed tap sends besides `.touchUpInside` (buttons: `.primaryActionTriggered`).
    var _primaryActionEvent: Event { [] }

    /// Where the touch the control follows stands (SG1): none; followed (its tracking methods
    /// are called); or seen to its end without them, after `beginTracking` or
    /// `continueTracking` answered false. The control events flow in both touch states.
    enum TouchTracking: Equatable {
        case none
        case tracking(inside: Bool)
        case declined(inside: Bool)
    }
    var _touchTracking = TouchTracking.none

    /// Whether the control is following a touch through its tracking methods.
    open var isTracking: Bool {
        if case .tracking = _touchTracking { return true }
        return false
    }

    /// Whether the touch the control follows is inside its bounds.
    open var isTouchInside: Bool {
        switch _touchTracking {
        case .none: false
        case .tracking(let inside), .declined(let inside): inside
        }
    }

    /// Called when a touch begins in the control; answer false to stop following it (the
    /// control events still flow). The default answers true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called as the followed touch moves; answer false to stop following it. The default
    /// answers true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the followed touch ends. The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the followed touch is cancelled. The default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    /// CT2: how far outside its bounds a touch that began in the control still counts as
    /// inside it (for the drag and touch-up events, and the highlight).
    static let _touchInsideSlop: CGFloat = 70

    /// Whether `touch` counts as inside the control: in ``point(inside:with:)`` or within
    /// 70 points around the bounds (CT2).
    func _isTouchInside(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let slop = Self._touchInsideSlop
        return self.point(inside: point, with: event) || bounds.insetBy(dx: -slop, dy: -slop).contains(point)
    }

    /// CT7: UIKit's controls take their default action before a gesture recognizer of an
    /// ancestor: buttons, switches, steppers and segmented controls refuse another view's
    /// one-finger single tap; a slider refuses another view's horizontal swipe while it
    /// tracks its thumb. A recognizer on the control itself is never refused; custom
    /// `UIControl` subclasses refuse nothing.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self else { return true }
        if let tap = gestureRecognizer as? UITapGestureRecognizer,
           self is UIButton || self is UISwitch || self is UIStepper || self is UISegmentedControl,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        if let swipe = gestureRecognizer as? UISwipeGestureRecognizer, self is UISlider, isTracking,
           !swipe.direction.isDisjoint(with: [.left, .right]) {
            return false
        }
        return true
    }

    // SG1: highlight, then the tracking method, then the control events; a tracking method
    // answering false ends the calls for that touch, not its events.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        guard let touch = touches.first else { return }
        if openMenuAsPrimaryAction(touch) { return }
        isHighlighted = true
        _touchTracking = .tracking(inside: true)
        if !beginTracking(touch, with: event) { _touchTracking = .declined(inside: true) }
        // CT1: a repeated tap's touch down is also a touch-down-repeat, sent in one pass over
        // the actions (one registered for both runs once).
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    // CT1: a move sends touchDragEnter or touchDragExit when the touch crosses the edge (with
    // the slop, CT2), then touchDragInside or touchDragOutside.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesMoved(touches, with: event) }
        if isMenuTouch(touches, ending: false) { return }
        guard let touch = touches.first else { return }
        let wasInside = isTouchInside
        let inside = _isTouchInside(touch, with: event)
        // CT3: as at touch down, the highlight is set before the tracking method is called.
        isHighlighted = inside
        switch _touchTracking {
        case .tracking:
            _touchTracking = .tracking(inside: inside)
            if !continueTracking(touch, with: event) { _touchTracking = .declined(inside: inside) }
        case .declined, .none:
            _touchTracking = .declined(inside: inside)
        }
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        if isMenuTouch(touches, ending: true) { return }
        guard let touch = touches.first else { return }
        let inside = _isTouchInside(touch, with: event)
        isHighlighted = false
        let wasTracking = isTracking
        _touchTracking = .none
        if wasTracking { endTracking(touch, with: event) }
        if inside {
            sendActions(for: .touchUpInside)
            if !_primaryActionEvent.isEmpty { sendActions(for: _primaryActionEvent) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A disabled control passed the touch on when it began: the rest of it goes the same way.
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        if isMenuTouch(touches, ending: true) { return }
        isHighlighted = false
        let wasTracking = isTracking
        _touchTracking = .none
        if wasTracking { cancelTracking(with: event) }
        sendActions(for: .touchCancel)
    }
}

/// Controls open their menus through a context menu interaction they are the delegate of.
extension UIControl: UIContextMenuInteractionDelegate {}

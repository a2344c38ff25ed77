import Foundation

/// Lets the user drag items out of its view: a long press lifts them, moving the finger
/// drags them over the app's views, and lifting it drops them on the drop interaction under
/// the finger (O6–O10). The delegate gives the items and hears each step.
///
/// Differences from UIKit: one drag at a time; no floating preview is drawn (previews are
/// asked for and passed on); items can be added by tapping other draggable views (O14) but
/// a drag cannot leave the app.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// The delegate (weak, set at creation).
    open var delegate: (any UIDragInteractionDelegate)? { _delegate }
    weak var _delegate: (any UIDragInteractionDelegate)?
    /// The view the interaction is attached to.
    open var view: UIView? { _view }
    @Unretained var _view: UIView?  // PL11
    /// Whether a long press lifts items. Default ``isEnabledByDefault`` (O11).
    open var isEnabled: Bool {
        didSet { liftPress.isEnabled = isEnabled }
    }
    /// Whether the view's other gestures may recognize while the items lift (a context
    /// menu's press, say). Default true.
    open var allowsSimultaneousRecognitionDuringLift = true
    /// UIKit's default for ``isEnabled``: true on iPad, false on iPhone (O11).
    open class var isEnabledByDefault: Bool { UIDevice.current.userInterfaceIdiom == .pad }

    /// The press that lifts the items (O6).
    private let liftPress: UILongPressGestureRecognizer
    /// A tap on the view while another drag is in progress adds items to it (O14).
    private let addingTap: UITapGestureRecognizer
    private let gate = DragGestureGate()
    /// The items the delegate gave for the press that is beginning, and their session.
    private var pendingLift: (session: DragSourceSession, items: [UIDragItem])?
    /// The drag this interaction started, while it lasts.
    var _activity: DragActivity?

    /// How long the finger must stay down before the items lift (O6).
    static let liftDuration: TimeInterval = 0.5

    /// Creates an interaction; add it to a view with `addInteraction(_:)`.
    public init(delegate: any UIDragInteractionDelegate) {
        _delegate = delegate
        liftPress = UILongPressGestureRecognizer()
        liftPress.minimumPressDuration = Self.liftDuration
        addingTap = UITapGestureRecognizer()
        isEnabled = Self.isEnabledByDefault
        super.init()
        liftPress.isEnabled = isEnabled
        liftPress.delegate = gate
        addingTap.delegate = gate
        gate.shouldBegin = { [weak self] recognizer in
            guard let self else { return false }
            return recognizer === self.liftPress ? self.prepareLift(at: recognizer) : self.canAdd(at: recognizer)
        }
        gate.simultaneous = { [weak self] in self?.allowsSimultaneousRecognitionDuringLift ?? false }
        liftPress._addHandler { [weak self] recognizer in self?.liftPressChanged(recognizer) }
        addingTap._addHandler { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.addItems(at: recognizer)
        }
    }

    /// The recognizers other gestures can be made to wait for.
    open var gestureRecognizersForFailureRelationships: [UIGestureRecognizer] { [liftPress] }

    /// The interaction is about to move to `view` (`UIInteraction`): it leaves the old view's gestures.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(liftPress)
        self.view?.removeGestureRecognizer(addingTap)
    }

    /// The interaction moved to `view` (`UIInteraction`): its gestures go with it.
    open func didMove(to view: UIView?) {
        _view = view
        view?.addGestureRecognizer(liftPress)
        view?.addGestureRecognizer(addingTap)
    }

    // MARK: Lifting and dragging

    /// O6: the delegate is asked for the items when the press would begin; none: the press
    /// fails and the view keeps its touches.
    private func prepareLift(at recognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, DragActivity.current == nil, let delegate, let window = view?.window else { return false }
        let session = DragSourceSession(items: [])
        session.source = self
        session.window = window
        session.windowLocation = recognizer.location(in: nil)
        let items = delegate.dragInteraction(self, itemsForBeginning: session)
        guard !items.isEmpty else { return false }
        pendingLift = (session, items)
        return true
    }

    private func liftPressChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let (session, items) = pendingLift, let window = view?.window else { return }
            pendingLift = nil
            let activity = DragActivity(source: self, session: session, window: window)
            _activity = activity
            activity.lift(items, at: recognizer.location(in: nil))
        case .changed:
            _activity?.move(to: recognizer.location(in: nil))
        case .ended:
            _activity?.lift()
        case .cancelled, .failed:
            pendingLift = nil
            _activity?.cancel()
        case .possible:
            break
        }
    }

    /// The drag is over: the interaction lets go of it.
    func _activityEnded() { _activity = nil }

    // MARK: Adding items (O14)

    private func canAdd(at recognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, let activity = DragActivity.current, activity.source !== self,
              activity.isDragging, delegate != nil else { return false }
        return true
    }

    private func addItems(at recognizer: UIGestureRecognizer) {
        guard let activity = DragActivity.current, activity.isDragging, let delegate, let view else { return }
        let items = delegate.dragInteraction(self, itemsForAddingTo: activity.session, withTouchAt: recognizer.location(in: view))
        guard !items.isEmpty else { return }
        activity.add(items, from: self)
    }
}

/// The drag gestures' delegate: the press begins only when there are items; a tap adds only
/// during another drag.
@preconcurrency @MainActor
final class DragGestureGate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: () -> Bool = { false }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin(gestureRecognizer) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous() }
}

import Foundation

/// The swipe actions of a list's rows (LE7–LE11), written against ``SwipeActionsHost`` so
/// tables and collection view lists share it. At most one row shows its actions at a time.
///
/// The row's state is ``State``: idle; tracking a finger; open (actions shown, waiting for a
/// tap); performing an action (its handler ran, the completion handler is awaited).
@preconcurrency @MainActor
final class SwipeActionsController {
    /// One row's swipe, from the finger's first move (or the editing control's tap) to its end.
    @preconcurrency @MainActor final class Session {
        let indexPath: IndexPath
        let edge: SwipeEdge
        let configuration: UISwipeActionsConfiguration
        @Unretained var cell: UIView?  // PL11
        let actionsView: SwipeActionsView
        /// Whether it began with a swipe (and so told the host `_swipeWillBegin`).
        let beganBySwipe: Bool
        /// The cell's horizontal displacement: negative uncovers the trailing actions.
        var offset: CGFloat = 0
        var offsetAtGestureStart: CGFloat = 0
        /// The section's row count when an action began, to see whether it removed the row.
        var rowCountBeforeAction = 0

        init(indexPath: IndexPath, edge: SwipeEdge, configuration: UISwipeActionsConfiguration, cell: UIView,
             actionsView: SwipeActionsView, beganBySwipe: Bool) {
            self.indexPath = indexPath
            self.edge = edge
            self.configuration = configuration
            self.cell = cell
            self.actionsView = actionsView
            self.beganBySwipe = beganBySwipe
        }
    }

    /// LE7–LE11: where the swiped row is.
    enum State {
        case idle
        case tracking(Session)
        case open(Session)
        case performing(Session)
    }

    private(set) var state: State = .idle
    private weak var host: (any SwipeActionsHost)?
    let panGestureRecognizer: SwipeRowPanGestureRecognizer

    /// LE11: the share of the row's width past which a swipe performs the first action.
    static let fullSwipeFraction: CGFloat = 0.6
    /// The duration of the slide open or closed.
    static let slideDuration: TimeInterval = 0.25

    init(host: any SwipeActionsHost) {
        self.host = host
        var handler: (@MainActor (UIGestureRecognizer) -> Void)?
        panGestureRecognizer = SwipeRowPanGestureRecognizer(handler: { handler?($0) })
        panGestureRecognizer.name = "swipe-actions"
        handler = { [weak self] recognizer in self?._panned(recognizer as! SwipeRowPanGestureRecognizer) }
        host.addGestureRecognizer(panGestureRecognizer)
    }

    /// The session of the row showing or moving its actions.
    var session: Session? {
        switch state {
        case .idle: nil
        case let .tracking(session), let .open(session), let .performing(session): session
        }
    }

    /// Whether the row at `indexPath` shows its actions (open, tracked or performing).
    func isOpen(at indexPath: IndexPath) -> Bool { session?.indexPath == indexPath }

    // MARK: The finger

    private func _panned(_ recognizer: SwipeRowPanGestureRecognizer) {
        guard let host else { return }
        let dx = recognizer.translation(in: host).x
        switch recognizer.state {
        case .began:
            _began(at: recognizer.startPoint, movingRight: dx > 0)
        case .changed:
            guard case let .tracking(session) = state else { return }
            _apply(_clamped(session.offsetAtGestureStart + dx, session), to: session)
        case .ended:
            guard case let .tracking(session) = state else { return }
            _released(session)
        case .cancelled, .failed:
            guard case let .tracking(session) = state else { return }
            _close(session, animated: true)
        case .possible:
            break
        }
    }

    /// LE7: a swipe began on a row: an open row elsewhere closes; the same row goes on from
    /// where it is; a new row asks for its configuration for the edge the finger moves from.
    private func _began(at point: CGPoint, movingRight: Bool) {
        guard let host, let indexPath = host._swipeIndexPath(at: point) else { return }
        if let current = session {
            guard case .open = state else { return }
            if current.indexPath == indexPath {
                current.offsetAtGestureStart = current.offset
                state = .tracking(current)
                return
            }
            _close(current, animated: true)
        }
        let edge: SwipeEdge = movingRight ? .leading : .trailing
        _ = _start(at: indexPath, edge: edge, bySwipe: true).map { state = .tracking($0) }
    }

    /// Makes the session of a row (nil when the row has no actions for `edge`): tells the
    /// host the swipe begins and the cell shows its actions, and puts the actions in the cell.
    private func _start(at indexPath: IndexPath, edge: SwipeEdge, bySwipe: Bool) -> Session? {
        guard let host, let cell = host._swipeCell(at: indexPath),
              let configuration = host._swipeConfiguration(at: indexPath, edge: edge),
              !configuration.actions.isEmpty else { return nil }
        let actionsView = SwipeActionsView(configuration: configuration, edge: edge)
        let session = Session(indexPath: indexPath, edge: edge, configuration: configuration, cell: cell,
                              actionsView: actionsView, beganBySwipe: bySwipe)
        actionsView.onTap = { [weak self, weak session] index, button in
            guard let self, let session else { return }
            self._perform(index, of: session, from: button)
        }
        if bySwipe { host._swipeWillBegin(at: indexPath) }
        host._swipeCell(cell, showsActions: true, didSettle: false)
        cell.addSubview(actionsView)
        _apply(0, to: session)
        return session
    }

    /// LE11: a swipe past the full-swipe distance performs the first action; past half the
    /// actions' width the row stays open; otherwise it closes.
    private func _released(_ session: Session) {
        guard let cell = session.cell else { _finish(session, rowRemains: true); return }
        let distance = abs(session.offset)
        if session.configuration.performsFirstActionWithFullSwipe,
           distance >= cell.bounds.width * Self.fullSwipeFraction {
            _slide(session, to: session.edge == .trailing ? -cell.bounds.width : cell.bounds.width)
            _perform(0, of: session, from: (session.actionsView.buttons.first as UIView?) ?? session.actionsView)
        } else if distance >= session.actionsView.revealWidth / 2 {
            _open(session)
        } else {
            _close(session, animated: true)
        }
    }

    private func _clamped(_ offset: CGFloat, _ session: Session) -> CGFloat {
        let width = session.cell?.bounds.width ?? 0
        let limit = session.configuration.performsFirstActionWithFullSwipe ? width : session.actionsView.revealWidth
        return session.edge == .trailing ? min(0, max(-limit, offset)) : max(0, min(limit, offset))
    }

    // MARK: Showing and hiding

    /// LE4: reveals a row's actions without a swipe (the delete control's tap).
    func reveal(at indexPath: IndexPath, edge: SwipeEdge, animated: Bool) {
        if let current = session {
            guard case .open = state else { return }
            _close(current, animated: animated)
        }
        guard let session = _start(at: indexPath, edge: edge, bySwipe: false) else { return }
        _open(session, animated: animated)
    }

    private func _open(_ session: Session, animated: Bool = true) {
        state = .open(session)
        let width = session.actionsView.revealWidth
        let target = session.edge == .trailing ? -width : width
        if animated {
            _slide(session, to: target) { [weak self, weak session] in
                guard let self, let session, case let .open(current) = self.state, current === session, let cell = session.cell else { return }
                self.host?._swipeCell(cell, showsActions: true, didSettle: true)
            }
        } else {
            _apply(target, to: session)
            if let cell = session.cell { host?._swipeCell(cell, showsActions: true, didSettle: true) }
        }
    }

    /// LE10: closes the row showing its actions (nothing while an action is performing).
    func close(animated: Bool) {
        switch state {
        case let .open(session), let .tracking(session): _close(session, animated: animated)
        case .idle, .performing: break
        }
    }

    /// LE10: a touch on the list while a row is open only closes it.
    func swallowsTouch() -> Bool {
        guard case let .open(session) = state else { return false }
        _close(session, animated: true)
        return true
    }

    private func _close(_ session: Session, animated: Bool) {
        state = .idle
        guard let cell = session.cell, session.actionsView.superview === cell else {
            _finish(session, rowRemains: true)
            return
        }
        host?._swipeCell(cell, showsActions: false, didSettle: false)
        if animated {
            _slide(session, to: 0) { [actionsView = session.actionsView] in actionsView.removeFromSuperview() }
        } else {
            _apply(0, to: session)
            session.actionsView.removeFromSuperview()
        }
        host?._swipeCell(cell, showsActions: false, didSettle: true)
        _finish(session, rowRemains: true)
    }

    /// Tells the host a swipe ended (a row revealed by the editing control ends silently).
    private func _finish(_ session: Session, rowRemains: Bool) {
        if session.beganBySwipe { host?._swipeDidEnd(at: session.indexPath, rowRemains: rowRemains) }
    }

    /// LE10: the cell leaves the screen (a reload, or a scroll): its actions go; an open
    /// row closes.
    func cellWillLeave(at indexPath: IndexPath) {
        guard let session, session.indexPath == indexPath else { return }
        if case .performing = state {
            // The action's completion handler ends the swipe; the cell goes back to the pool now.
            session.actionsView.removeFromSuperview()
            if let cell = session.cell {
                cell.bounds.origin.x = 0
                host?._swipeCell(cell, showsActions: false, didSettle: false)
                host?._swipeCell(cell, showsActions: false, didSettle: true)
            }
            session.cell = nil
        } else {
            _close(session, animated: false)
        }
    }

    // MARK: Performing

    /// LE9, LE11: runs an action's handler with the button's view and a completion handler;
    /// the row closes when the completion handler is called.
    private func _perform(_ index: Int, of session: Session, from view: UIView) {
        guard let host, session.configuration.actions.indices.contains(index) else { return }
        switch state {
        case let .open(current) where current === session: break
        case let .tracking(current) where current === session: break
        default: return
        }
        state = .performing(session)
        session.rowCountBeforeAction = host._swipeRowCount(inSection: session.indexPath.section)
        let action = session.configuration.actions[index]
        var completed = false
        action.handler(action, view) { [weak self, weak session] performed in
            guard !completed, let self, let session else { return }
            completed = true
            self._completed(session, performed: performed, action: action)
        }
    }

    /// LE9: the completion handler was called: the row closes; a destructive action that
    /// removed the row ends without sliding back (the row is gone).
    private func _completed(_ session: Session, performed: Bool, action: UIContextualAction) {
        guard case let .performing(current) = state, current === session else { return }
        state = .idle
        let count = host?._swipeRowCount(inSection: session.indexPath.section) ?? 0
        let removed = performed && action.style == .destructive && count < session.rowCountBeforeAction
        if removed || session.cell == nil || session.actionsView.superview !== session.cell {
            session.actionsView.removeFromSuperview()
            if let cell = session.cell {
                cell.bounds.origin.x = 0
                host?._swipeCell(cell, showsActions: false, didSettle: false)
                host?._swipeCell(cell, showsActions: false, didSettle: true)
            }
            _finish(session, rowRemains: !removed)
            return
        }
        _close(session, animated: true)
    }

    // MARK: Moving the cell

    private func _apply(_ offset: CGFloat, to session: Session) {
        session.offset = offset
        guard let cell = session.cell else { return }
        cell.bounds.origin.x = -offset
        let width = abs(offset)
        session.actionsView.frame = CGRect(x: session.edge == .trailing ? cell.bounds.width : -width, y: 0,
                                           width: width, height: cell.bounds.height)
        session.actionsView.layoutIfNeeded()
    }

    @preconcurrency private func _slide(_ session: Session, to offset: CGFloat, completion: (@MainActor () -> Void)? = nil) {
        UIView.animate(withDuration: Self.slideDuration, animations: { self._apply(offset, to: session) },
                       completion: { _ in completion?() })
    }
}

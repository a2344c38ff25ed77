import Foundation

/// What UIKitTesting's list editing helpers find on screen (not API).
extension UITableView {
    /// The editing control (minus, plus or selection circle) of a visible row, while shown.
    @_spi(Testing) public func _editingControl(forRowAt indexPath: IndexPath) -> UIView? {
        guard let control = cellForRow(at: indexPath)?._editingParts.editingControl, control.alpha > 0 else { return nil }
        return control
    }

    /// The reorder control of a visible row, while shown.
    @_spi(Testing) public func _reorderControl(forRowAt indexPath: IndexPath) -> UIView? {
        guard let grabber = cellForRow(at: indexPath)?._editingParts.reorderControl, grabber.alpha > 0 else { return nil }
        return grabber
    }
}

/// What UIKitTesting's swipe helpers find on a table or a collection view list (not API).
extension UIScrollView {
    /// The revealed swipe action buttons, in the configuration's order, with their titles.
    @_spi(Testing) public var _revealedSwipeActions: [(title: String?, view: UIView)] {
        guard let session = (self as? any SwipeActionsHost)?._activeSwipeController?.session, session.actionsView.superview != nil else { return [] }
        return session.actionsView.buttons.map { ($0.action.title, $0 as UIView) }
    }

    /// The swiped row's index path and how far its content slid (negative: to the left).
    @_spi(Testing) public var _swipedRow: (indexPath: IndexPath, offset: CGFloat)? {
        guard let session = (self as? any SwipeActionsHost)?._activeSwipeController?.session else { return nil }
        return (session.indexPath, session.offset)
    }

    /// The name of the swipe state machine's state ("idle", "tracking", "open", "performing").
    @_spi(Testing) public var _swipeStateName: String {
        switch (self as? any SwipeActionsHost)?._activeSwipeController?.state ?? .idle {
        case .idle: "idle"
        case .tracking: "tracking"
        case .open: "open"
        case .performing: "performing"
        }
    }
}

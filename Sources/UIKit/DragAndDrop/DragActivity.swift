import Foundation

/// One drag, from the lift to the end: it moves the session over the app's windows, keeps
/// the drop target under the finger up to date, and ends with a drop or a cancel, sending
/// both sides' callbacks in UIKit's order (O6–O10). The source interaction holds it while
/// it lasts; nothing holds it afterwards.
@preconcurrency @MainActor
final class DragActivity {
    /// Where the drag is.
    enum Phase {
        /// Items lifted; the finger has not moved yet.
        case lifted
        /// The session began and follows the finger.
        case dragging
        /// The finger lifted; the drop or cancel animation runs.
        case ending(UIDropOperation)
        /// Over: every callback was sent.
        case ended
    }

    /// The drop interaction under the finger and its last proposal.
    private struct Target {
        let interaction: UIDropInteraction
        var proposal: UIDropProposal
    }

    /// The drag in progress, if any (one at a time).
    private(set) static weak var current: DragActivity?

    private(set) weak var source: UIDragInteraction?
    let session: DragSourceSession
    let dropSession: DropTargetSession
    private(set) var phase = Phase.lifted
    private var target: Target?
    /// The interactions the session entered, in order (each hears `sessionDidEnd`, O10).
    private var entered: [WeakBox<UIDropInteraction>] = []
    /// Each interaction's `canHandle` answer for this session (asked once, O7).
    private var canHandleAnswers: [ObjectIdentifier: Bool] = [:]
    /// The spring-loaded button under the finger and its timer (SL1, SL2).
    private var springLoading = SpringLoading.idle

    init(source: UIDragInteraction, session: DragSourceSession, window: UIWindow) {
        self.source = source
        self.session = session
        session.window = window
        dropSession = DropTargetSession(dragSession: session)
        Self.current = self
    }

    var isDragging: Bool { if case .dragging = phase { true } else { false } }
    var isActive: Bool { if case .ended = phase { false } else { true } }
    /// The drop interaction the session is over.
    var targetInteraction: UIDropInteraction? { target?.interaction }

    // MARK: Steps

    /// O6: the items lift: each item's lifting preview, then the lift animation.
    func lift(_ items: [UIDragItem], at windowPoint: CGPoint) {
        session.items = items
        session.windowLocation = windowPoint
        guard let source, let delegate = source.delegate else { return }
        for item in items { _ = delegate.dragInteraction(source, previewForLifting: item, session: session) }
        let animator = DragAnimator()
        delegate.dragInteraction(source, willAnimateLiftWith: animator, session: session)
        animator.run()
    }

    /// O6, O7: the first move begins the session; each move tells the source, then the drop
    /// targets under the finger.
    func move(to windowPoint: CGPoint) {
        guard let source else { return }
        switch phase {
        case .lifted:
            phase = .dragging
            source.delegate?.dragInteraction(source, sessionWillBegin: session)
            // O6: the items' previews for the drag are made as it begins.
            for item in session.items { _ = item.previewProvider?() }
        case .dragging: break
        case .ending, .ended: return
        }
        session.windowLocation = windowPoint
        source.delegate?.dragInteraction(source, sessionDidMove: session)
        updateTarget()
        updateSpringLoading()
    }

    /// O14: items from another view's interaction join the session.
    func add(_ items: [UIDragItem], from adding: UIDragInteraction) {
        guard let source else { return }
        source.delegate?.dragInteraction(source, session: session, willAdd: items, for: adding)
        session.items += items
    }

    /// The finger lifted: a drop where the last proposal copies or moves (and a move is
    /// allowed), a cancel otherwise (O8, O12).
    func lift() {
        guard case .dragging = phase, let target else { return cancel() }
        switch target.proposal.operation {
        case .copy: drop(on: target, operation: .copy)
        case .move where session.allowsMoveOperation: drop(on: target, operation: .move)
        case .move, .cancel, .forbidden: cancel()
        }
    }

    /// O8: the target takes the items, each dropped item's preview and animation, then the
    /// source hears the drag will end; the rest follows the drop animation (O10).
    private func drop(on target: Target, operation: UIDropOperation) {
        phase = .ending(operation)
        endSpringLoading()
        let interaction = target.interaction
        if let delegate = interaction.delegate {
            delegate.dropInteraction(interaction, performDrop: dropSession)
            for item in session.items {
                guard let preview = defaultPreview(for: item) else { continue }
                _ = delegate.dropInteraction(interaction, previewForDropping: item, withDefault: preview)
                let animator = DragAnimator()
                delegate.dropInteraction(interaction, item: item, willAnimateDropWith: animator)
                animator.run()
            }
        }
        if let source { source.delegate?.dragInteraction(source, session: session, willEndWith: operation) }
        UIKitScheduler.shared.enqueue(.completions) { [self] in finish(operation, concluding: interaction) }
    }

    /// O9: the target under the finger hears the session leave; the source hears the drag
    /// will end with `.cancel`, and each item's cancel preview and animation.
    func cancel() {
        switch phase {
        case .lifted, .dragging: break
        case .ending, .ended: return
        }
        phase = .ending(.cancel)
        endSpringLoading()
        if let target { target.interaction.delegate?.dropInteraction(target.interaction, sessionDidExit: dropSession) }
        target = nil
        if let source, let delegate = source.delegate {
            delegate.dragInteraction(source, session: session, willEndWith: .cancel)
            for item in session.items {
                guard let preview = defaultPreview(for: item) else { continue }
                _ = delegate.dragInteraction(source, previewForCancelling: item, withDefault: preview)
                let animator = DragAnimator()
                delegate.dragInteraction(source, item: item, willAnimateCancelWith: animator)
                animator.run()
            }
        }
        UIKitScheduler.shared.enqueue(.completions) { [self] in finish(.cancel, concluding: nil) }
    }

    /// O10: after the animation: the source's `didEndWith` (and `sessionDidTransferItems`
    /// after a drop), the target's `concludeDrop`, then `sessionDidEnd` to every interaction
    /// the session entered. The source interaction lets go of the drag.
    private func finish(_ operation: UIDropOperation, concluding interaction: UIDropInteraction?) {
        guard case .ending = phase else { return }
        phase = .ended
        let source = self.source
        if let source, let delegate = source.delegate {
            delegate.dragInteraction(source, session: session, didEndWith: operation)
            if operation == .copy || operation == .move { delegate.dragInteraction(source, sessionDidTransferItems: session) }
        }
        if let interaction { interaction.delegate?.dropInteraction(interaction, concludeDrop: dropSession) }
        for box in entered {
            guard let entered = box.value else { continue }
            entered.delegate?.dropInteraction(entered, sessionDidEnd: dropSession)
        }
        target = nil
        entered = []
        if Self.current === self { Self.current = nil }
        source?._activityEnded()
    }

    // MARK: The target under the finger

    /// O7: the drop interaction of the innermost view under the finger (hit testing, the
    /// frontmost window first) that can handle the session; entering it sends `sessionDidEnter`
    /// then `sessionDidUpdate`, staying sends `sessionDidUpdate`, leaving sends `sessionDidExit`.
    private func updateTarget() {
        let found = interactionUnderFinger()
        if let current = target, current.interaction !== found {
            target = nil
            current.interaction.delegate?.dropInteraction(current.interaction, sessionDidExit: dropSession)
        }
        guard let found, let delegate = found.delegate else { return }
        if target == nil {
            if !entered.contains(where: { $0.value === found }) { entered.append(WeakBox(found)) }
            // The session is over the view from its `sessionDidEnter` on (O21).
            target = Target(interaction: found, proposal: UIDropProposal(operation: .cancel))
            delegate.dropInteraction(found, sessionDidEnter: dropSession)
        }
        let proposal = delegate.dropInteraction(found, sessionDidUpdate: dropSession)
        target = Target(interaction: found, proposal: proposal)
    }

    private func interactionUnderFinger() -> UIDropInteraction? {
        var view = viewUnderFinger()
        while let current = view {
            for case let interaction as UIDropInteraction in current.interactions.reversed() where accepts(interaction) {
                return interaction
            }
            view = current.superview
        }
        return nil
    }

    /// The innermost view under the finger, in the frontmost window that has one.
    private func viewUnderFinger() -> UIView? {
        guard let sourceWindow = session.window else { return nil }
        let screenPoint = CGPoint(x: sourceWindow.frame.minX + session.windowLocation.x,
                                  y: sourceWindow.frame.minY + session.windowLocation.y)
        for window in UIApplication.shared.windows.reversed() where !window.isHidden {
            let point = CGPoint(x: screenPoint.x - window.frame.minX, y: screenPoint.y - window.frame.minY)
            if let hit = window.hitTest(point, with: nil) { return hit }
        }
        return nil
    }

    // MARK: Spring loading

    /// SL1: entering an enabled spring-loaded button (the innermost under the finger, or an
    /// ancestor) sets a timer of ``SpringLoading/delay``; leaving it cancels the timer; moving
    /// within it does not restart it. SL2: an activated button opens again only after the
    /// drag left it.
    private func updateSpringLoading() {
        var view = viewUnderFinger()
        while let current = view, !((current as? UIButton).map { $0.isSpringLoaded && $0.isEnabled } ?? false) { view = current.superview }
        let button = view as? UIButton
        switch springLoading {
        case let .hovering(box, token):
            if let button, box.value === button { return }
            UIKitScheduler.shared.cancel(token)
        case let .activated(box):
            if let button, box.value === button { return }
        case .idle: break
        }
        springLoading = .idle
        guard let button else { return }
        let token = UIKitScheduler.shared.schedule(after: SpringLoading.delay) { [weak self] in self?.springLoadingTimerFired() }
        springLoading = .hovering(WeakBox(button), token)
    }

    /// SL1: the drag rested over the button long enough (and is still under way): it opens.
    private func springLoadingTimerFired() {
        guard case let .hovering(box, _) = springLoading, isDragging, let button = box.value else { return }
        springLoading = .activated(box)
        button._springLoadedActivate()
    }

    /// The drag ends: a pending activation is dropped.
    private func endSpringLoading() {
        if case let .hovering(_, token) = springLoading { UIKitScheduler.shared.cancel(token) }
        springLoading = .idle
    }

    private func accepts(_ interaction: UIDropInteraction) -> Bool {
        let key = ObjectIdentifier(interaction)
        if let answer = canHandleAnswers[key] { return answer }
        let answer = interaction.delegate?.dropInteraction(interaction, canHandle: dropSession) ?? false
        canHandleAnswers[key] = answer
        return answer
    }

    /// The preview UIKit would use: the source view where it is.
    private func defaultPreview(for item: UIDragItem) -> UITargetedDragPreview? {
        guard let view = source?.view else { return nil }
        return UITargetedDragPreview(view: view)
    }
}

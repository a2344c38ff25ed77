import Foundation

/// One animation attached to a layer: the copy `add(_:forKey:)` made, what it resolved when
/// added, and where it is in its life.
@preconcurrency @MainActor
final class AttachedAnimation {
    /// Where an attached animation is: waiting for its begin time, running, stopped with its
    /// delegate not yet told, or done (told; kept on the layer only to fill forwards).
    enum State: Equatable {
        case waiting
        case running
        case stopping(finished: Bool)
        case settled
    }

    let key: String?
    let animation: CAAnimation
    @Unretained var layer: CALayer?  // PL11
    var state = State.waiting
    /// The key path animated, resolved on the layer when added (LK6).
    var path: LayerKeyPath?
    /// One of the animation's own values, whose Swift type an undeclared key's animated
    /// values take when the layer holds none for it (LK5).
    var valueTemplate: Any?
    /// A basic animation's start and end values (a nil end: the layer's current value).
    var range: (from: LayerValue, to: LayerValue?)?
    /// A keyframe animation's keyframes.
    var keyframes: KeyframeTrack?
    /// A group's animations, each with its own resolved values.
    var children: [AttachedAnimation] = []
    /// The transaction completions waiting for this animation.
    var completions: [TransactionCompletion] = []

    init(key: String?, animation: CAAnimation, layer: CALayer) {
        self.key = key; self.animation = animation; self.layer = layer
    }

    /// The layer's local time now.
    func layerTime(at now: TimeInterval) -> CFTimeInterval? { layer?._localTime(atClockTime: now) }
}

/// The layer animations in flight, on the scheduler's clock: it tells delegates when they
/// start and stop, removes finished ones from their layers and runs transaction completions,
/// all in the scheduler's animation phase, in the order Core Animation does (Q13).
@preconcurrency @MainActor
final class LayerAnimationEngine {
    /// Animations whose delegate still has to hear something, in the order they were added.
    private var live: [AttachedAnimation] = []
    /// Transaction completions due in the next animation phase, in the order they became due.
    private var dueCompletions: [TransactionCompletion] = []

    /// Whether an animation is in flight or a completion is due.
    var hasRunningAnimations: Bool { !live.isEmpty || !dueCompletions.isEmpty }

    /// Starts following an animation just added to a layer.
    func follow(_ attachment: AttachedAnimation) {
        live.append(attachment)
        UIKitScheduler.shared.animationsChanged()
    }

    /// An animation was removed from its layer before it ended.
    func removed(_ attachment: AttachedAnimation) {
        switch attachment.state {
        case .waiting, .running: attachment.state = .stopping(finished: false)
        case .stopping, .settled: return
        }
        UIKitScheduler.shared.animationsChanged()
    }

    /// A transaction completion with nothing (left) to wait for: it runs in the next phase.
    func completionIsDue(_ completion: TransactionCompletion) {
        dueCompletions.append(completion)
        UIKitScheduler.shared.animationsChanged()
    }

    /// Whether the next animation phase has something to do at `now`.
    func hasDueWork(at now: TimeInterval) -> Bool {
        !dueCompletions.isEmpty || live.contains { event(of: $0, at: now) != nil }
    }

    /// What an animation's delegate hears next at `now`, if anything.
    private func event(of attachment: AttachedAnimation, at now: TimeInterval) -> AttachedAnimation.State? {
        guard let time = attachment.layerTime(at: now) else { return .stopping(finished: false) }
        switch attachment.state {
        case .waiting: return attachment.animation._hasBegun(atParentTime: time) ? .running : nil
        case .running: return attachment.animation._hasEnded(atParentTime: time) ? .stopping(finished: true) : nil
        case .stopping: return attachment.state
        case .settled: return nil
        }
    }

    /// The earliest clock time at which an animation begins or ends (for a real clock's wake-up).
    var nextEventTime: TimeInterval? {
        let now = UIKitScheduler.shared.clock.now
        return live.compactMap { attachment -> TimeInterval? in
            guard let layer = attachment.layer, let time = attachment.layerTime(at: now) else { return now }
            let animation = attachment.animation
            let speed = layer._effectiveSpeed * Double(animation.speed)
            guard speed > 0 else { return nil }
            let elapsed = animation._elapsed(atParentTime: time)
            let target = attachment.state == .waiting ? 0 : animation._activeDuration
            guard target.isFinite else { return nil }
            return now + max(0, (target - elapsed) / speed)
        }.min()
    }

    /// The animation phase: tells delegates of starts and stops in the order the animations
    /// were added (a start before its own stop), removes finished animations from their
    /// layers, and runs each transaction completion after the last stop it waited for.
    func advance(to now: TimeInterval) {
        var callbacks: [() -> Void] = []
        let due = dueCompletions
        dueCompletions.removeAll()
        for completion in due { callbacks.append(completion.run) }
        for attachment in live {
            guard var next = event(of: attachment, at: now) else { continue }
            if next == .running {
                attachment.state = .running
                let animation = attachment.animation
                callbacks.append { animation.delegate?.animationDidStart(animation) }
                guard let time = attachment.layerTime(at: now), animation._hasEnded(atParentTime: time) else { continue }
                next = .stopping(finished: true)
            }
            guard case let .stopping(finished) = next else { continue }
            attachment.state = .settled
            let animation = attachment.animation
            if finished, animation.isRemovedOnCompletion { attachment.layer?._detach(attachment) }
            callbacks.append { animation.delegate?.animationDidStop(animation, finished: finished) }
            for completion in attachment.completions where completion.animationEnded() {
                callbacks.append(completion.run)
            }
            attachment.completions = []
        }
        live.removeAll { $0.state == .settled }
        for callback in callbacks { callback() }
    }

    /// Ends everything (the clock was replaced): every animation leaves its layer, its
    /// delegate hears `finished == false` in the next phase; open transactions are dropped.
    func cancelAll() {
        for attachment in live {
            attachment.layer?._detach(attachment)
            if attachment.state != .settled { attachment.state = .stopping(finished: false) }
        }
        TransactionStack.shared.reset()
    }
}

import Foundation

/// What a change made in a begin/commit animation block is animated with: the parameters set
/// before it in its block (DP3). UIKit's defaults: 0.2 s, no delay, ease-in-out, no repeat.
struct LegacyAnimationParameters: Equatable {
    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false

    /// Whether the animations repeat for ever (Core Animation's `greatestFiniteMagnitude` or
    /// infinity, DP4).
    var repeatsForever: Bool { repeatCount.isInfinite || repeatCount == .greatestFiniteMagnitude }
    /// The cycles of a finite repeat count, or nil for one cycle (a count of 0) or endless ones.
    var cycles: Double? { !repeatsForever && repeatCount > 0 ? Double(repeatCount) : nil }
}

/// One `UIView.beginAnimations(_:context:)` … `commitAnimations()` block: its ID, context,
/// parameters, delegate and selectors, and the changes made while it was the innermost block.
@preconcurrency @MainActor
final class LegacyAnimationBlock {
    /// One animatable property changed in the block, with the parameters in effect then.
    struct Change {
        let view: UIView
        let property: AnimatableProperty
        let from: AnimatableValue
        var to: AnimatableValue
        let parameters: LegacyAnimationParameters
    }

    let animationID: String?
    let context: UnsafeMutableRawPointer?
    var parameters: LegacyAnimationParameters
    /// The animation delegate, kept until the did-stop selector was sent (DP5).
    var delegate: AnyObject?
    var willStartSelector: Selector?
    var didStopSelector: Selector?
    /// The transition set with `setAnimationTransition(_:for:cache:)` and the parameters then.
    var transition: (kind: UIView.AnimationTransition, parameters: LegacyAnimationParameters)?
    var changes: [Change] = []

    init(animationID: String?, context: UnsafeMutableRawPointer?, parameters: LegacyAnimationParameters) {
        self.animationID = animationID; self.context = context; self.parameters = parameters
    }
}

/// The begin/commit blocks of the process (DP3–DP6): a stack of open blocks, and the blocks
/// begun since the outermost one opened, which all start when it commits. Their changes run
/// through ``UIView/_run(duration:delay:timing:repeats:autoreverses:cycles:keepsTime:animations:completion:)``,
/// as `UIView.animate` calls do.
@preconcurrency @MainActor
final class LegacyAnimationBlocks {
    /// Open blocks, outermost first.
    private(set) var open: [LegacyAnimationBlock] = []
    /// Every block begun since the outermost opened, in the order they began.
    private var begun: [LegacyAnimationBlock] = []

    var isOpen: Bool { !open.isEmpty }
    /// The innermost open block, which `setAnimation…` calls configure.
    var current: LegacyAnimationBlock? { open.last }

    /// Opens a block; a nested one starts from its enclosing block's parameters (DP3).
    func begin(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = LegacyAnimationBlock(animationID: animationID, context: context,
                                         parameters: open.last?.parameters ?? LegacyAnimationParameters())
        open.append(block)
        begun.append(block)
    }

    /// Keeps a change for the innermost block's commit.
    func keep(_ view: UIView, _ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        guard let block = open.last else { return }
        block.changes.append(.init(view: view, property: property, from: old, to: new, parameters: block.parameters))
    }

    /// Closes the innermost block; when it was the outermost, every block begun since starts,
    /// in the order they began (DP3). Does nothing outside a block.
    func commit() {
        guard open.popLast() != nil, open.isEmpty else { return }
        let blocks = begun
        begun = []
        for block in blocks { Self.start(block) }
    }

    /// Forgets every block, open or waiting (a test's fresh UIKit state).
    func reset() { open = []; begun = [] }

    /// DP3–DP6: one `_run` per set of parameters the block's changes were made with, in the
    /// order of their first change (a property changed twice in one set goes from its first
    /// value to its last), plus one lasting the transition; a block without either still
    /// completes, in the next run-loop turn. The delegate hears will-start when the first
    /// group starts and did-stop once every group has ended.
    private static func start(_ block: LegacyAnimationBlock) {
        var groups: [(parameters: LegacyAnimationParameters, changes: [LegacyAnimationBlock.Change])] = []
        for change in block.changes {
            if let index = groups.firstIndex(where: { $0.parameters == change.parameters }) {
                if let same = groups[index].changes.firstIndex(where: { $0.view === change.view && $0.property == change.property }) {
                    groups[index].changes[same].to = change.to
                } else {
                    groups[index].changes.append(change)
                }
            } else {
                groups.append((change.parameters, [change]))
            }
        }
        var runs: [(parameters: LegacyAnimationParameters, changes: [LegacyAnimationBlock.Change], keepsTime: Bool)] =
            groups.map { ($0.parameters, $0.changes, false) }
        if let transition = block.transition, transition.kind != .none { runs.append((transition.parameters, [], true)) }
        if runs.isEmpty { runs.append((block.parameters, [], false)) }

        let messenger = LegacyAnimationMessenger(block: block)
        messenger.scheduleWillStart(after: runs.map(\.parameters.delay).min() ?? 0)
        var pending = runs.count
        for run in runs {
            let parameters = run.parameters
            UIView._run(
                duration: parameters.duration, delay: parameters.delay, timing: parameters.curve.timing,
                repeats: parameters.repeatsForever, autoreverses: parameters.autoreverses, cycles: parameters.cycles,
                keepsTime: run.keepsTime,
                animations: {
                    for change in run.changes where change.from != change.to {
                        AnimationEngine.recordChange(change.view, change.property, from: change.from, to: change.to)
                    }
                },
                completion: { _ in
                    // Only the animation ID reaches the delegate (DP5), so `finished` is not kept.
                    pending -= 1
                    if pending == 0 { messenger.sendDidStop() }
                })
        }
    }
}

/// Sends a block's will-start and did-stop selectors to its delegate through the selector
/// machinery target-action uses (`_SelectorMessaging`), with the animation ID as the one
/// argument (DP5).
@preconcurrency @MainActor
private final class LegacyAnimationMessenger {
    private let block: LegacyAnimationBlock
    private var willStartTimer: UIKitScheduler.TimerToken?
    private var sentWillStart = false

    init(block: LegacyAnimationBlock) { self.block = block }

    /// Will-start goes when the animations start: after the block's delay, at the earliest in
    /// the next run-loop turn (timers run first in a turn, before any completion).
    func scheduleWillStart(after delay: TimeInterval) {
        guard block.delegate != nil, block.willStartSelector != nil else { return }
        willStartTimer = UIKitScheduler.shared.schedule(after: delay) { [self] in sendWillStart() }
    }

    private func sendWillStart() {
        guard !sentWillStart else { return }
        sentWillStart = true
        willStartTimer = nil
        send(block.willStartSelector)
    }

    /// Did-stop follows will-start, which is sent first when the animations ended before it
    /// was due (removed before their delay passed). The delegate is let go afterwards.
    func sendDidStop() {
        if let token = willStartTimer {
            UIKitScheduler.shared.cancel(token)
            sendWillStart()
        }
        send(block.didStopSelector)
        block.delegate = nil
    }

    private func send(_ selector: Selector?) {
        guard let selector, let receiver = block.delegate as? any _SelectorMessaging else { return }
        let animationID: Any? = block.animationID
        _ = receiver._perform(selector, with: animationID)
    }
}

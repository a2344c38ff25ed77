import Foundation

/// Groups layer changes: their animation duration and timing function, whether they
/// animate implicitly at all, and a block run when every animation added in the group has
/// finished or been removed (Q10).
///
/// Changes outside `begin()`/`commit()` belong to an implicit transaction, committed at the
/// end of the run-loop turn (in the scheduler's completion phase). Settings made in a
/// transaction apply to transactions nested in it. A completion block runs in the
/// scheduler's animation phase: after the `animationDidStop` of the last animation it
/// waited for, or in the next phase when no animation was added before the transaction
/// committed.
///
/// Difference from Core Animation: main-actor bound; `lock()`/`unlock()` do nothing.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// Opens a transaction nested in the current one.
    open class func begin() { TransactionStack.shared.begin() }

    /// Closes the innermost transaction opened with ``begin()``.
    open class func commit() { TransactionStack.shared.commit() }

    /// Commits the implicit transaction now instead of at the end of the turn.
    open class func flush() { TransactionStack.shared.flush() }

    /// Does nothing: OpenUIKit's layers live on the main actor.
    open class func lock() {}
    /// Does nothing.
    open class func unlock() {}

    /// The duration of animations added without one (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval {
        TransactionStack.shared.lookUp(\.duration) ?? 0.25
    }

    /// Sets the duration of animations added in this transaction without one (implicit ones).
    open class func setAnimationDuration(_ dur: CFTimeInterval) { TransactionStack.shared.current.duration = dur }

    /// The timing function of animations added without one (nil unless set).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        TransactionStack.shared.lookUp(\.timingFunction) ?? nil
    }

    /// Sets the timing function of animations added in this transaction without one.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        TransactionStack.shared.current.timingFunction = .some(function)
    }

    /// Whether property changes skip their implicit animations (false unless set).
    open class func disableActions() -> Bool { TransactionStack.shared.lookUp(\.disablesActions) ?? false }

    /// Turns implicit animations off (or on) for changes in this transaction.
    open class func setDisableActions(_ flag: Bool) { TransactionStack.shared.current.disablesActions = flag }

    /// The completion block of the current transaction.
    open class func completionBlock() -> (() -> Void)? { TransactionStack.shared.current.completion?.block }

    /// Sets a block to run once every animation added to layers from now on in this
    /// transaction has finished or been removed (at once, in the next animation phase, when
    /// none was added). Replacing a block seals the old one: it waits only for the
    /// animations added before.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let level = TransactionStack.shared.current
        level.completion?.seal()
        level.completion = block.map(TransactionCompletion.init)
    }

    /// A value set for `key` in this transaction or one it is nested in.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        case "completionBlock": return completionBlock()
        default: return TransactionStack.shared.lookUp { $0.values[key] }
        }
    }

    /// Sets a value for `key` in this transaction (the named settings set those settings).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": if let value = anObject.flatMap(LayerValue.number) { setAnimationDuration(Double(value)) }
        case "animationTimingFunction": setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions": setDisableActions((anObject as? Bool) ?? false)
        case "completionBlock": setCompletionBlock(anObject as? () -> Void)
        default: TransactionStack.shared.current.values[key] = anObject
        }
    }
}

/// A transaction completion block and the animations it waits for.
@preconcurrency @MainActor
final class TransactionCompletion {
    let block: () -> Void
    private var pending = 0
    /// Whether no more animations will join (the transaction committed or the block was replaced).
    private(set) var isSealed = false
    private var hasRun = false

    init(_ block: @escaping () -> Void) { self.block = block }

    /// An animation added in the transaction joins.
    func animationAdded() { pending += 1 }

    /// One of its animations ended; returns whether the block is now due.
    func animationEnded() -> Bool {
        pending -= 1
        return isSealed && pending == 0
    }

    /// No more animations will join: with none pending the block is due now.
    func seal() {
        guard !isSealed else { return }
        isSealed = true
        if pending == 0 { UIKitScheduler.shared.animations.layerAnimations.completionIsDue(self) }
    }

    /// Runs the block, once.
    func run() {
        guard !hasRun else { return }
        hasRun = true
        block()
    }
}

/// One level of transaction: its settings (nil: not set here) and completion.
@preconcurrency @MainActor
final class TransactionLevel {
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction??
    var disablesActions: Bool?
    var completion: TransactionCompletion?
    var values: [String: Any] = [:]
}

/// The transactions open on the main actor: the implicit one (until the end of the turn)
/// under the explicit ones, and the layers whose changes wait for a commit.
@preconcurrency @MainActor
final class TransactionStack {
    static let shared = TransactionStack()

    private var implicit: TransactionLevel?
    private var explicit: [TransactionLevel] = []
    /// Layers that joined a layer tree since the last commit.
    private var joinedLayers: [WeakBox<CALayer>] = []
    /// Layers with values recorded as "shown before this transaction's change".
    private var layersWithPriorValues: [WeakBox<CALayer>] = []

    /// The innermost transaction, making the implicit one if none is open.
    var current: TransactionLevel {
        if let level = explicit.last { return level }
        return implicitLevel
    }

    private var implicitLevel: TransactionLevel {
        if let implicit { return implicit }
        let level = TransactionLevel()
        implicit = level
        // The implicit transaction commits at the end of the turn, as Core Animation's.
        UIKitScheduler.shared.enqueue(.completions) { [weak self, weak level] in
            if let level, self?.implicit === level { self?.commitImplicit() }
        }
        return level
    }

    /// The innermost value a setting has, looking outwards.
    func lookUp<Value>(_ setting: (TransactionLevel) -> Value?) -> Value? {
        for level in explicit.reversed() { if let value = setting(level) { return value } }
        return implicit.flatMap(setting)
    }

    func lookUp<Value>(_ keyPath: KeyPath<TransactionLevel, Value?>) -> Value? { lookUp { $0[keyPath: keyPath] } }

    func begin() { explicit.append(TransactionLevel()) }

    func commit() {
        guard let level = explicit.popLast() else { return }
        level.completion?.seal()
        if explicit.isEmpty && implicit == nil { commitChanges() }
    }

    func flush() {
        guard explicit.isEmpty else { return }
        commitImplicit()
    }

    private func commitImplicit() {
        let level = implicit
        implicit = nil
        level?.completion?.seal()
        commitChanges()
    }

    /// What a commit does to layers: those in a tree now have been shown (they animate
    /// implicitly from now on), and the values changes replaced are forgotten.
    private func commitChanges() {
        for box in joinedLayers { if let layer = box.value, layer._treeParent != nil { layer._hasBeenCommitted = true } }
        joinedLayers.removeAll()
        for box in layersWithPriorValues { box.value?._forgetPriorValues() }
        layersWithPriorValues.removeAll()
    }

    /// `layer` joined a layer tree.
    func layerJoinedTree(_ layer: CALayer) {
        joinedLayers.append(WeakBox(layer))
        _ = implicitLevel
    }

    /// `layer` recorded a value shown before a change.
    func layerRecordedPriorValue(_ layer: CALayer) {
        layersWithPriorValues.append(WeakBox(layer))
        if explicit.isEmpty { _ = implicitLevel }
    }

    /// An animation was added to a layer: every open completion waits for it.
    func animationAdded(_ attachment: AttachedAnimation) {
        for level in [implicit].compactMap({ $0 }) + explicit {
            guard let completion = level.completion, !completion.isSealed else { continue }
            completion.animationAdded()
            attachment.completions.append(completion)
        }
    }

    /// Drops every open transaction (UIKit was reset).
    func reset() {
        implicit = nil
        explicit.removeAll()
        joinedLayers.removeAll()
        for box in layersWithPriorValues { box.value?._forgetPriorValues() }
        layersWithPriorValues.removeAll()
    }
}

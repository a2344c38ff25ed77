import Foundation

/// Records changes so they can be undone and redone: Foundation's class on Apple platforms,
/// which Linux's Foundation lacks, so UIKit provides the part apps use.
///
/// Registrations made while no group is open go into a group of their own that closes at
/// the end of the run-loop turn (`groupsByEvent`, as Foundation's), so one user action
/// undoes as one step. Undoing registers the opposite action (undo handlers register the
/// redo, as in Foundation). It posts Foundation's notifications: a document counts a closed
/// group as a change, an undo and a redo as its reversal (D8). Differences from Foundation:
/// main-actor only; no `prepare(withInvocationTarget:)` (no Objective-C runtime): register
/// closures with ``registerUndo(withTarget:handler:)``.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// Posted after a group of changes closed.
    public static let didCloseUndoGroupNotification = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted after a group was opened.
    public static let didOpenUndoGroupNotification = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted after an undo.
    public static let didUndoChangeNotification = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted after a redo.
    public static let didRedoChangeNotification = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted before an undo.
    public static let willUndoChangeNotification = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted before a redo.
    public static let willRedoChangeNotification = Notification.Name("NSUndoManagerWillRedoChangeNotification")

    private struct Group {
        var actions: [@MainActor () -> Void] = []
        var name = ""
    }

    /// What the manager is doing, which decides where a registration goes.
    private enum Activity { case idle, undoing, redoing }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var activity = Activity.idle
    private var automaticGroupOpen = false

    /// Whether registrations outside a group go into a group closed at the end of the
    /// run-loop turn. Default true.
    open var groupsByEvent = true
    /// The most groups kept; 0 (the default) keeps all.
    open var levelsOfUndo = 0
    /// Whether undo registration is enabled (it is unless disabled).
    open private(set) var isUndoRegistrationEnabled = true
    private var disabledCount = 0

    /// Creates an empty undo manager.
    public override init() { super.init() }

    /// Whether ``undo()`` would do something.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether ``redo()`` would do something.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// Whether an undo is running.
    open var isUndoing: Bool { activity == .undoing }
    /// Whether a redo is running.
    open var isRedoing: Bool { activity == .redoing }
    /// How deep groups are nested now.
    open var groupingLevel: Int { openGroups.count }
    /// The action name of the group ``undo()`` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The action name of the group ``redo()`` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Registers `handler`, run with `target` to undo the change just made.
    @preconcurrency open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action: @MainActor () -> Void = { [weak target] in if let target { handler(target) } }
        switch activity {
        case .undoing:
            // Registrations while undoing are the redo of what is being undone.
            if openGroups.isEmpty { openGroups.append(Group()) }
            openGroups[openGroups.count - 1].actions.append(action)
        case .idle, .redoing:
            if openGroups.isEmpty {
                guard groupsByEvent else { return }
                beginUndoGrouping()
                automaticGroupOpen = true
                UIKitScheduler.shared.enqueue(.completions) { [weak self] in self?.closeAutomaticGroup() }
            }
            openGroups[openGroups.count - 1].actions.append(action)
            if activity == .idle { redoStack.removeAll() }
        }
    }

    /// Names the group being recorded (shown as "Undo <name>").
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty { openGroups[openGroups.count - 1].name = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    /// Opens a group: the registrations until ``endUndoGrouping()`` undo together.
    open func beginUndoGrouping() {
        openGroups.append(Group())
        NotificationCenter.default.post(name: Self.didOpenUndoGroupNotification, object: self)
    }

    /// Closes the innermost group; a top-level group with changes becomes one undo step.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actions += group.actions
            return
        }
        guard !group.actions.isEmpty else { return }
        undoStack.append(group)
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        NotificationCenter.default.post(name: Self.didCloseUndoGroupNotification, object: self)
    }

    private func closeAutomaticGroup() {
        guard automaticGroupOpen else { return }
        automaticGroupOpen = false
        while !openGroups.isEmpty { endUndoGrouping() }
    }

    /// Undoes the last group (closing an automatic group first), registering its redo.
    open func undo() {
        closeAutomaticGroup()
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: Self.willUndoChangeNotification, object: self)
        let redo = run(group, as: .undoing)
        if !redo.actions.isEmpty { redoStack.append(redo) }
        NotificationCenter.default.post(name: Self.didUndoChangeNotification, object: self)
    }

    /// Redoes the last undone group, registering its undo.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: Self.willRedoChangeNotification, object: self)
        let undo = run(group, as: .redoing)
        if !undo.actions.isEmpty { undoStack.append(undo) }
        NotificationCenter.default.post(name: Self.didRedoChangeNotification, object: self)
    }

    /// Runs a group's actions last first, collecting what they register into a new group.
    private func run(_ group: Group, as activity: Activity) -> Group {
        let saved = openGroups
        openGroups = [Group(name: group.name)]
        self.activity = activity
        for action in group.actions.reversed() { action() }
        self.activity = .idle
        let made = openGroups.first ?? Group()
        openGroups = saved
        return made
    }

    /// Forgets every group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        automaticGroupOpen = false
    }

    /// Stops recording registrations until ``enableUndoRegistration()``.
    open func disableUndoRegistration() {
        disabledCount += 1
        isUndoRegistrationEnabled = false
    }

    /// Balances a ``disableUndoRegistration()``.
    open func enableUndoRegistration() {
        disabledCount = max(0, disabledCount - 1)
        isUndoRegistrationEnabled = disabledCount == 0
    }
}
